"""The hero a failed corruption check takes, and a discard Elf-song keeps him from, in the Hobbit
scenarios (``hobbit.creature_discards``).

A failed corruption check discards a hero at his corruption points or one below and eliminates
him lower (CoE 7.1). From There and Back Again 63 and Burglar Wants a Good Job 135 the game
lost with a hero it took, either way, records him lost to corruption (``fate`` "corrupted"),
citing the scenario's loss of its hero: TBA-WIN-1 (whose "eliminated" the same rules' Burglar
speaks of as "by death or by corruption", BWJ-WIN-5), not TBA-WIN-3, whose reading stays for a
Hobbit a creature's text discards. From the same versions the body check whose equal roll
Giant Spiders would make a discard names Elf-song keeping him at the Haven, its line no longer
saying he is discarded, as from the Guise of the Necromancer's 123. The versions before replay
and read as played."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.ruleset import Fact, Ruleset
from domain.rulesets.burglar import versions as bwj_versions
from domain.rulesets.burglar.state import State as BurglarState
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.there_and_back_again import versions
from domain.rulesets.there_and_back_again.state import State
from tests.rules import burglar_support as bwj
from tests.rules.necromancer_support import RULESET as GON
from tests.rules.necromancer_support import SAM
from tests.rules.test_hobbit_creature_discards import (
    GIANT_SPIDERS,
    burglar_facing,
    facing,
)
from tests.rules.test_necromancer_creature_texts import _armed, _facing, _played_as
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    RULESET,
    THORIN,
    fresh,
    give,
    keep,
    played_as,
)
from tests.support import decide_from, only

PALANTIR, ELF_SONG = "TW-296", "TW-223"
#: With these, a Hobbit's corruption points are 11 in There and Back Again, 12 in Burglar.
BURDENS = (PALANTIR, "TW-297", "TW-289", "TW-295", "TW-212")
BEFORE = played_as(versions.CORRUPTED_FATE_FROM - 1)
NOW = played_as(versions.CORRUPTED_FATE_FROM)
BWJ_BEFORE = bwj.played_as(str(bwj_versions.CORRUPTED_FATE_FROM - 1))
BWJ_NOW = bwj.played_as(str(bwj_versions.CORRUPTED_FATE_FROM))
HOME = "the Hobbit can no longer move to Bag End bearing the greater item"
GIVE = f"transfer:{PALANTIR}:{BILBO}:{BALIN}"


def burdened() -> State:
    """Bilbo, bearing a Palantír and four more items, in Rhudaur with Thorin and Balin."""
    state = replace(keep(fresh(), BILBO, THORIN, BALIN), location="Rhudaur")
    for item in BURDENS:
        state = give(state, BILBO, item)
    return state


def burglar_burdened() -> BurglarState:
    """The Burglar bearing the same items at Rivendell in the organization phase, with
    Thranduil as a Hand."""
    state = bwj.with_hand(bwj.at(bwj.fresh(), "Rivendell"), bwj.THRANDUIL)
    for item in BURDENS:
        state = bwj.give(state, bwj.BILBO, item)
    return replace(state, phase="organization", step="")


@pytest.mark.rule("CoE-7.1", "CoE-2.II.5", "TBA-WIN-1")
def test_a_hobbit_his_check_discards_is_lost_to_corruption_by_tba_win_1_from_63() -> None:
    # Seed 3: 7 +4 = 11 against his 11 points: discarded (CoE 7.1).
    facts, after = decide_from(NOW, burdened(), GIVE, None, 3)
    checked = only(facts, "CorruptionChecked")
    assert (checked.data["roll"], checked.data["points"], checked.data["result"]) == (
        7, 11, "discarded")
    assert only(facts, "CharacterDiscarded").rule == "CoE-7.1"
    ended = only(facts, "GameEnded")
    assert (ended.rule, dict(ended.data), RULESET.narrate(ended)) == (
        "TBA-WIN-1", {"outcome": "lost", "reason": "the Hobbit has left the company",
                      "character": BILBO, "fate": "corrupted"},
        "The game is lost: Bilbo is lost to corruption. [TBA-WIN-1]")
    assert after.outcome == "lost" and BILBO in after.discarded_characters


@pytest.mark.rule("CoE-7.1", "TBA-WIN-1")
def test_a_hobbit_his_check_eliminates_is_lost_to_corruption_too_from_63() -> None:
    # Seed 1: 5 +4 = 9, two below his 11 points: eliminated (CoE 7.1).
    facts, after = decide_from(NOW, burdened(), GIVE, None, 1)
    assert only(facts, "CorruptionChecked").data["result"] == "eliminated"
    ended = only(facts, "GameEnded")
    assert (ended.rule, ended.data["fate"], RULESET.narrate(ended)) == (
        "TBA-WIN-1", "corrupted", "The game is lost: Bilbo is lost to corruption. [TBA-WIN-1]")
    assert BILBO in after.eliminated


@pytest.mark.rule("CoE-7.1", "TBA-WIN-1", "TBA-WIN-3")
def test_before_63_the_corruption_losses_replay_as_played() -> None:
    facts, _ = decide_from(BEFORE, burdened(), GIVE, None, 3)
    ended = only(facts, "GameEnded")
    assert (ended.rule, ended.data["fate"], RULESET.narrate(ended)) == (
        "TBA-WIN-3", "discarded", f"The game is lost: Bilbo is discarded, so {HOME}. [TBA-WIN-3]")
    facts, _ = decide_from(BEFORE, burdened(), GIVE, None, 1)
    ended = only(facts, "GameEnded")
    assert (ended.rule, ended.data["fate"], RULESET.narrate(ended)) == (
        "TBA-WIN-1", "eliminated", "The game is lost: Bilbo is eliminated. [TBA-WIN-1]")


@pytest.mark.rule("CoE-3.I.1", "TBA-SEQ-8", "TBA-WIN-3")
def test_a_hobbit_giant_spiders_discard_still_loses_by_tba_win_3_at_63() -> None:
    facts, _ = decide_from(NOW, facing(GIANT_SPIDERS, BILBO), "roll", None, 4)
    ended = only(facts, "GameEnded")
    assert (ended.rule, ended.data["fate"]) == ("TBA-WIN-3", "discarded")


@pytest.mark.rule("BWJ-WIN-5", "CoE-7.1")
def test_burglar_a_burglar_his_check_takes_is_lost_to_corruption_from_135() -> None:
    for seed, result in ((0, "discarded"), (1, "eliminated")):
        facts, _ = bwj.act(burglar_burdened(), GIVE.replace(BALIN, bwj.THRANDUIL), seed=seed,
                           ruleset=BWJ_NOW)
        assert only(facts, "CorruptionChecked").data["result"] == result
        ended = only(facts, "GameEnded")
        assert (ended.rule, dict(ended.data), bwj.RULESET.narrate(ended)) == (
            "BWJ-WIN-5", {"outcome": "lost", "reason": "the Burglar is dead or lost to "
                          "corruption", "character": bwj.BILBO, "fate": "corrupted"},
            "The game is lost: Bilbo is lost to corruption. [BWJ-WIN-5]")
        # Before, as any discard or elimination.
        facts, _ = bwj.act(burglar_burdened(), GIVE.replace(BALIN, bwj.THRANDUIL), seed=seed,
                           ruleset=BWJ_BEFORE)
        ended = only(facts, "GameEnded")
        assert (ended.data["fate"], bwj.RULESET.narrate(ended)) == (
            result, f"The game is lost: Bilbo is {result}. [BWJ-WIN-5]")


def body_check_told(ruleset: Ruleset[Any], facts: list[Fact]
                    ) -> tuple[dict[str, object], str, str]:
    """The body check's data (its check aside), its line, and the next fact's line."""
    checked = only(facts, "BodyChecked")
    after = facts[facts.index(checked) + 1]
    return ({k: v for k, v in checked.data.items() if k != "check"},
            ruleset.narrate(checked), ruleset.narrate(after))


@pytest.mark.rule("CoE-3.I.1", "CoE-2.III")
def test_elf_song_keeping_a_hobbit_giant_spiders_would_discard_is_told_from_63() -> None:
    # Seed 4: 9 against his body 9, at Rivendell with Elf-song in play.
    state = replace(facing(GIANT_SPIDERS, BILBO), location="Rivendell",
                    long_in_play=(ELF_SONG,))
    facts, after = decide_from(NOW, state, "roll", None, 4)
    assert body_check_told(NOW, facts) == (
        {"character": BILBO, "roll": 9, "body": 9, "wounded_before": False,
         "eliminated": False, "creature": GIANT_SPIDERS, "kept_by": "Elf-song"},
        "Body check of Bilbo: 9 against body 9: equal to the body: Giant Spiders would "
        "discard Bilbo, but Elf-song keeps him. [CoE-3.I.1]",
        "Bilbo stays at the Haven: Elf-song keeps him from a creature's discard. [CoE-2.III]")
    assert after.character(BILBO) is not None and after.outcome is None
    # Before, the check said he was discarded, then that he was kept.
    facts, _ = decide_from(BEFORE, state, "roll", None, 4)
    checked, line, kept = body_check_told(BEFORE, facts)
    assert ("kept_by" in checked, line, kept) == (
        False, "Body check of Bilbo: 9 against body 9: equal to the body, so Giant Spiders "
        "discards Bilbo. [CoE-3.I.1]",
        "Bilbo stays at the Haven: Elf-song keeps him from a creature's discard. [CoE-2.III]")
    # Away from the Haven nothing keeps him: the check says he is discarded.
    facts, _ = decide_from(NOW, replace(state, location="Rhudaur"), "roll", None, 4)
    assert "kept_by" not in only(facts, "BodyChecked").data


@pytest.mark.rule("CoE-3.I.1", "BWJ-LONG-1")
def test_burglar_elf_song_keeping_a_hand_giant_spiders_would_discard_is_told_from_135(
) -> None:
    state = burglar_facing(GIANT_SPIDERS, bwj.SAM)
    state = replace(state, location="Rivendell", long_events=((ELF_SONG, state.turn),))
    facts, _ = bwj.act(state, "roll", seed=4, ruleset=BWJ_NOW)
    checked, line, kept = body_check_told(BWJ_NOW, facts)
    assert (checked["kept_by"], line, kept) == (
        "Elf-song", "Body check of Sam Gamgee: 9 against body 9: equal to the body: Giant "
        "Spiders would discard Sam Gamgee, but Elf-song keeps him. [CoE-3.I.1]",
        "Sam Gamgee stays at the Haven: Elf-song keeps him from a creature's discard. "
        "[BWJ-LONG-1]")
    facts, _ = bwj.act(state, "roll", seed=4, ruleset=BWJ_BEFORE)
    checked, line, _ = body_check_told(BWJ_BEFORE, facts)
    assert ("kept_by" in checked, line) == (
        False, "Body check of Sam Gamgee: 9 against body 9: equal to the body, so Giant "
        "Spiders discards Sam Gamgee. [CoE-3.I.1]")


@pytest.mark.rule("CoE-3.I.1", "GON-HH-6")
def test_guise_elf_song_keeping_a_character_giant_spiders_would_discard_is_told_from_123(
) -> None:
    # Sam, at Lórien with Elf-song in play, rolls 9 against his body 9 (seed 4).
    state = replace(_facing(GIANT_SPIDERS, _armed()), long_in_play=(ELF_SONG,))
    now = _played_as(str(printed_rules.KEPT_TOLD_FROM))
    facts, after = decide_from(now, state, "roll", None, 4)
    checked, line, kept = body_check_told(now, facts)
    assert (checked["creature"], checked["kept_by"], line, kept) == (
        GIANT_SPIDERS, ELF_SONG, "Body check of Sam Gamgee: 9 against body 9: equal to the "
        "body: Giant Spiders would discard Sam Gamgee, but Elf-song keeps him. [CoE-3.I.1]",
        "Sam Gamgee stays at the Haven: Elf-song keeps him from being discarded. [CoE-2.III]")
    assert after.companies[0].character(SAM) is not None
    before = _played_as(str(printed_rules.KEPT_TOLD_FROM - 1))
    facts, _ = decide_from(before, state, "roll", None, 4)
    checked, line, _ = body_check_told(before, facts)
    assert ("kept_by" in checked, line) == (
        False, "Body check of Sam Gamgee: 9 against body 9: equal to the body, so Giant "
        "Spiders discards Sam Gamgee. [CoE-3.I.1]")
    assert int(GON.version) >= printed_rules.KEPT_TOLD_FROM
