"""Guise of the Necromancer, version 2: the defender's choices in the strike sequences — the
order of the strikes, support and -3 to stay untapped (CoE 3.iv); version 1 games replay as
they were played, strikes rolled in assignment order."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.chronicle import Chronicle, start_data, verify
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import (
    CELEBORN,
    DOL_GULDUR,
    FILLER,
    HALDIR,
    RADAGAST,
    RULESET,
    SAM,
    WOLVES,
    act,
    acts,
    default,
    fresh,
    hazards,
    ids,
)
from tests.support import of_kind, only, play_out


def strikes_given() -> State:
    """The Wolves (3 strikes, prowess 8) attack the starting company on its way to Dol Guldur;
    the defender gives one to Celeborn, the opponent the others to Radagast and Sam."""
    _, waiting = acts(hazards(fresh(), [WOLVES], FILLER), f"move:1:{DOL_GULDUR}")
    _, waiting = act(waiting, "go", seed=3)
    _, waiting = act(waiting, f"assign:{CELEBORN}", seed=3)
    _, waiting = act(waiting, "assign-done", seed=3)
    return waiting


@pytest.mark.rule("CoE-3.iv")
def test_the_defender_picks_the_order_of_the_strikes() -> None:
    waiting = strikes_given()
    assert ids(waiting) == [f"resolve:{CELEBORN}", f"resolve:{RADAGAST}", f"resolve:{SAM}"]
    facts, after = act(waiting, f"resolve:{SAM}", seed=3)
    assert only(facts, "StrikeSequenceBegan")["character"] == SAM
    # Sam is untapped and Haldir faces no strike: -3, support and the roll are offered.
    assert ids(after) == ["stay-untapped", f"support:{HALDIR}", "roll"]
    facts, after = act(after, "roll", seed=2)
    assert [f["character"] for f in of_kind(facts, "StrikeResolved")] == [SAM]
    assert after.fight is not None and after.fight.resolved == (SAM,)
    assert ids(after) == [f"resolve:{CELEBORN}", f"resolve:{RADAGAST}"]


@pytest.mark.rule("CoE-3.iv.4")
def test_a_character_facing_no_strike_taps_to_support_for_plus_one() -> None:
    _, facing = act(strikes_given(), f"resolve:{SAM}", seed=3)
    facts, supported = act(facing, f"support:{HALDIR}", seed=3)
    assert only(facts, "CharacterSupports")["character"] == SAM
    haldir = supported.companies[0].character(HALDIR)
    assert haldir is not None and haldir.state == "tapped"
    assert ids(supported) == ["stay-untapped", "roll"]  # Haldir, tapped, supports no more
    facts, _ = act(supported, "roll", seed=3)
    strike = only(facts, "StrikeResolved")
    # Sam's prowess 1, +1 for Haldir; 7 rolled: 9 beats the Wolves' 8.
    assert (strike["roll"], strike["prowess"], strike["result"]) == (7, 2, "failed")
    assert [m["source"] for m in strike["check"]["modifiers"] if m["amount"]] == \
        [f"card:{SAM}", f"member:{HALDIR}"]


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.7")
def test_minus_three_keeps_the_character_untapped_when_the_strike_fails() -> None:
    _, facing = act(strikes_given(), f"resolve:{SAM}", seed=3)
    facts, chosen = act(facing, "stay-untapped", seed=2)
    assert only(facts, "StayUntapped")["character"] == SAM
    assert "stay-untapped" not in ids(chosen)
    facts, after = act(chosen, "roll", seed=2)
    strike = only(facts, "StrikeResolved")
    # 11 rolled, Sam's 1 less 3: 9 beats 8, and Sam stays untapped.
    assert (strike["roll"], strike["prowess"], strike["result"], strike["state"]) == \
        (11, -2, "failed", "untapped")
    sam = after.companies[0].character(SAM)
    assert sam is not None and sam.state == "untapped"


@pytest.mark.rule("CoE-3.iv.4")
def test_a_character_facing_a_strike_cannot_support_and_nothing_changes() -> None:
    _, facing = act(strikes_given(), f"resolve:{SAM}", seed=3)
    with pytest.raises(IllegalAction) as refused:
        act(facing, f"support:{CELEBORN}", seed=3)
    assert refused.value.clause == "CoE-3.iv"
    with pytest.raises(IllegalAction):
        act(strikes_given(), "roll", seed=3)  # no strike sequence begun yet
    assert facing.fight is not None and facing.fight.supporters == ()


@pytest.mark.rule("CoE-3.iv")
def test_the_last_strike_begins_by_itself() -> None:
    _, after = act(strikes_given(), f"resolve:{CELEBORN}", seed=3)
    _, after = act(after, f"support:{HALDIR}", seed=3)
    _, after = act(after, "stay-untapped", seed=3)
    assert ids(after) == ["roll"]  # the choices made, the defender rolls
    _, after = act(after, "roll", seed=3)
    _, after = act(after, f"resolve:{RADAGAST}", seed=3)
    assert ids(after) == ["stay-untapped", "roll"]  # no one is free to support him
    facts, after = act(after, "roll", seed=3)
    # Sam's is the last strike: it begins by itself, and he is untapped, so it waits.
    assert only(facts, "StrikeSequenceBegan")["character"] == SAM
    assert ids(after) == ["stay-untapped", "roll"]


@pytest.mark.rule("CoE-3.iv")
def test_a_strike_that_offers_no_choice_is_rolled_at_once() -> None:
    waiting = strikes_given()
    company = waiting.companies[0]
    tapped = tuple(c.tap() if c.card_id in (HALDIR, SAM) else c for c in company.characters)
    waiting = waiting.with_company(replace(company, characters=tapped))
    # Sam is tapped (no -3) and Haldir, tapped, cannot support: the strike is rolled.
    facts, after = act(waiting, f"resolve:{SAM}", seed=3)
    strike = only(facts, "StrikeResolved")
    assert (strike["character"], strike["prowess"]) == (SAM, 1 - 1)  # -1 for tapped
    assert ids(after) == [f"resolve:{CELEBORN}", f"resolve:{RADAGAST}"]


def version_game(seed: int, version: str) -> Chronicle:
    start: dict[str, Any] = start_data(RULESET, seed, RULESET.prepare(default()), "free")
    return play_out(Chronicle.open(RULESET, {**start, "ruleset_version": version}), most=4000)


@pytest.mark.rule("CoE-3.iv")
def test_a_version_1_game_replays_as_played_with_strikes_in_assignment_order() -> None:
    game = version_game(9, "1")
    assert verify(RULESET, game.records).ok
    kinds = {r.kind for r in game.records}
    assert "StrikeResolved" in kinds and not kinds & {"StrikesBegan", "StrikeSequenceBegan",
                                                      "CharacterSupports", "StayUntapped"}
    result = game.result()
    # The game the automatic player won under version 1 (17 points), as it was played.
    assert result is not None and (result["outcome"], result["score"]) == ("won", 17)


@pytest.mark.rule("CoE-3.iv.4")
def test_a_version_2_game_replays_as_played() -> None:
    game = version_game(9, "2")
    assert verify(RULESET, game.records).ok
    result = game.result()
    # The policy's support gave it one more point than under version 1.
    assert result is not None and (result["outcome"], result["score"]) == ("won", 18)


CONCEALMENT, DARK_QUARRELS, RISKY_BLOW = "TW-204", "TW-207", "TW-319"


def wolves_with_cards() -> State:
    """The Wolves attack, before any strike is assigned, with three scripted short-events in
    the hand (version 3 on)."""
    state = replace(hazards(fresh(), [WOLVES], FILLER),
                    hand=(CONCEALMENT, DARK_QUARRELS, RISKY_BLOW))
    _, waiting = acts(state, f"move:1:{DOL_GULDUR}")
    _, waiting = act(waiting, "go", seed=3)
    return waiting


@pytest.mark.rule("CoE-3.i")
def test_a_scout_taps_to_play_concealment_and_the_attack_is_canceled() -> None:
    waiting = wolves_with_cards()
    # Concealment needs an untapped scout (Radagast, Sam); Dark Quarrels is for Orcs, Trolls
    # and Men, not the Wolves; Risky Blow waits for a strike.
    assert [i for i in ids(waiting) if i.startswith("resource:")] == \
        [f"resource:{CONCEALMENT}:cancel:{RADAGAST}", f"resource:{CONCEALMENT}:cancel:{SAM}"]
    facts, after = act(waiting, f"resource:{CONCEALMENT}:cancel:{SAM}", seed=3)
    assert [f.kind for f in facts[:3]] == ["ResourcePlayed", "AttackCanceled",
                                           "CreatureDiscarded"]
    sam = after.companies[0].character(SAM)
    assert after.fight is None and sam is not None and sam.state == "tapped"
    assert CONCEALMENT in after.resource_discard and CONCEALMENT not in after.hand
    assert WOLVES in after.hazard_discard and not of_kind(facts, "StrikeResolved")


@pytest.mark.rule("CoE-3.i")
def test_no_attack_is_canceled_once_a_strike_is_assigned() -> None:
    _, after = act(wolves_with_cards(), f"assign:{HALDIR}", seed=3)
    assert [i for i in ids(after) if i.startswith("resource:")] == []
    with pytest.raises(IllegalAction) as refused:
        act(after, f"resource:{CONCEALMENT}:cancel:{SAM}", seed=3)
    assert refused.value.clause == "CoE-3.iv.5"
    assert after.fight is not None and CONCEALMENT in after.hand


@pytest.mark.rule("CoE-3.iv.5")
def test_risky_blow_gives_a_warriors_strike_plus_three_and_body_minus_one() -> None:
    _, waiting = act(wolves_with_cards(), f"assign:{HALDIR}", seed=3)
    _, waiting = act(waiting, "assign-done", seed=3)
    _, waiting = act(waiting, f"resolve:{HALDIR}", seed=3)
    assert f"resource:{RISKY_BLOW}:strike:{HALDIR}" in ids(waiting)
    _, blown = act(waiting, f"resource:{RISKY_BLOW}:strike:{HALDIR}", seed=3)
    assert blown.fight is not None and (blown.fight.prowess_bonus, blown.fight.body_bonus) == \
        (3, -1)
    facts, _ = act(blown, "roll", seed=1)
    assert only(facts, "StrikeResolved")["prowess"] == 5 + 3  # Haldir with his item, +3
    # Against a strike he cannot beat, his body check is made against body 8 - 1.
    stronger = replace(blown.fight, attack=blown.fight.attack.modified(0, 12))
    facts, _ = act(replace(blown, fight=stronger), "roll", seed=1)
    assert only(facts, "StrikeResolved")["result"] == "succeeded"
    assert only(facts, "BodyChecked")["body"] == 8 - 1


@pytest.mark.rule("CoE-3.i")
def test_a_version_2_game_offers_no_card_in_an_attack() -> None:
    waiting = wolves_with_cards()
    old = RULESET.at_version("2")
    assert [a.id for a in old.actions(waiting) if a.id.startswith("resource:")] == []
