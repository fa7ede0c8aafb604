"""A character or ally a creature's own text discards (``hobbit.creature_discards``): Giant
Spiders, on a body check equal to his body, which is no failure (CoE 3.I.1), and the Abductor,
on a wound. From There and Back Again 62 and Burglar Wants a Good Job 134 the body check names
the creature and its line says he is discarded, not that he survives; the discard and each item
leaving with him cite the clause the creature was played under and name it (``creature``), which
the audit follows to its attack; the game lost with the hero says how he left (``fate``), a
discarded Hobbit's loss citing TBA-WIN-3, which he can no longer meet (TBA-WIN-1 speaks of an
eliminated one). The versions before replay and read as played."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest

from api.commands.simulate import autoplay
from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.engine.combat import Attack
from domain.ruleset import Fact, make_ruleset
from domain.rulesets.burglar import versions as bwj_versions
from domain.rulesets.burglar.state import State as BurglarState
from domain.rulesets.hobbit import creature_discards
from domain.rulesets.hobbit.state import STRIKING, Combat
from domain.rulesets.there_and_back_again import versions
from domain.rulesets.there_and_back_again.state import State
from projections.audit import audit_view
from tests.rules import burglar_support as bwj
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    CATALOG,
    RULESET,
    THORIN,
    fresh,
    give,
    keep,
    played_as,
)
from tests.support import decide_from, of_kind, only

GIANT_SPIDERS, ABDUCTOR, DAGGER, GOLLUM = "TW-40", "TW-1", "TW-206", "TW-246"
BEFORE = played_as(versions.CREATURE_DISCARDS_FROM - 1)
NOW = played_as(versions.CREATURE_DISCARDS_FROM)
HOME = "the Hobbit can no longer move to Bag End bearing the greater item"


def facing(creature: str, who: str, origin: str = "draw") -> State:
    """``creature``'s strike on ``who``, who bears a Dagger, about to be rolled."""
    state = give(keep(fresh(), BILBO, THORIN, BALIN), who, DAGGER)
    attack = Attack.from_creature(CATALOG.get(creature), len(state.company))
    combat = Combat(attack, origin, creature, stage=STRIKING, assigned=(who,), striking=who)
    return replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0,
                   combat=combat, hand=())


def told(facts: list[Fact], kind: str) -> tuple[str | None, dict[str, object], str]:
    """The one fact of ``kind``: its clause, its data and its line."""
    fact = only(facts, kind)
    return fact.rule, dict(fact.data), RULESET.narrate(fact)


@pytest.mark.rule("CoE-3.I.1", "TBA-SEQ-8", "TBA-WIN-3")
def test_giant_spiders_discarding_the_hobbit_on_an_equal_roll_say_so_and_cite_the_card(
) -> None:
    facts, after = decide_from(NOW, facing(GIANT_SPIDERS, BILBO), "roll", None, 4)
    rule, checked, line = told(facts, "BodyChecked")
    assert (rule, checked["roll"], checked["body"], checked["eliminated"],
            checked["creature"]) == ("CoE-3.I.1", 9, 9, False, GIANT_SPIDERS)
    assert line == "Body check of Bilbo: 9 against body 9: equal to the body, so Giant " \
                   "Spiders discards Bilbo. [CoE-3.I.1]"
    # Drawn, the creature is played on the company by TBA-SEQ-8: its text is cited so.
    assert told(facts, "ItemLeftPlay") == (
        "TBA-SEQ-8", {"item": DAGGER, "bearer": BILBO, "to": "discard",
                      "creature": GIANT_SPIDERS},
        "Dagger of Westernesse leaves play with Bilbo, whom Giant Spiders discards: to the "
        "discard pile. [TBA-SEQ-8]")
    assert told(facts, "CharacterDiscarded") == (
        "TBA-SEQ-8", {"character": BILBO, "items": [], "creature": GIANT_SPIDERS},
        "Giant Spiders discards Bilbo, who leaves the company. [TBA-SEQ-8]")
    assert told(facts, "GameEnded") == (
        "TBA-WIN-3", {"outcome": "lost", "reason": "the Hobbit has left the company",
                      "character": BILBO, "fate": "discarded"},
        f"The game is lost: Bilbo is discarded, so {HOME}. [TBA-WIN-3]")
    assert after.outcome == "lost" and BILBO in after.discarded_characters
    # From the row, the creature attacks by TBA-SEQ-7.
    facts, _ = decide_from(NOW, facing(GIANT_SPIDERS, BILBO, "row"), "roll", None, 4)
    assert {f.rule for f in facts if f.kind in ("ItemLeftPlay", "CharacterDiscarded")} == {
        "TBA-SEQ-7"}


@pytest.mark.rule("CoE-3.I.1", "TBA-WIN-1")
def test_before_62_the_same_discard_replays_and_reads_as_played() -> None:
    facts, after = decide_from(BEFORE, facing(GIANT_SPIDERS, BILBO), "roll", None, 4)
    rule, checked, line = told(facts, "BodyChecked")
    assert "creature" not in checked
    assert line == "Body check of Bilbo: 9 against body 9: Bilbo survives. [CoE-3.I.1]"
    assert told(facts, "ItemLeftPlay") == (
        "CoE-3.I.1", {"item": DAGGER, "bearer": BILBO, "to": "discard"},
        "Dagger of Westernesse leaves play with Bilbo: to the discard pile. [CoE-3.I.1]")
    assert told(facts, "CharacterDiscarded") == (
        "CoE-3.I.1", {"character": BILBO, "items": []}, "Bilbo leaves the company. [CoE-3.I.1]")
    assert told(facts, "GameEnded") == (
        "TBA-WIN-1", {"outcome": "lost", "reason": "the Hobbit has left the company",
                      "character": BILBO},
        "The game is lost: Bilbo is eliminated. [TBA-WIN-1]")
    assert after.outcome == "lost"


@pytest.mark.rule("CoE-3.iv.7", "TBA-SEQ-8", "TBA-WIN-3")
def test_the_abductor_s_discard_cites_the_card_and_before_62_the_strike() -> None:
    facts, _ = decide_from(NOW, facing(ABDUCTOR, BALIN), "roll", None, 9)
    assert told(facts, "CharacterDiscarded") == (
        "TBA-SEQ-8", {"character": BALIN, "items": [], "creature": ABDUCTOR},
        "Abductor discards Balin, who leaves the company. [TBA-SEQ-8]")
    assert only(facts, "ItemLeftPlay").rule == "TBA-SEQ-8" and not of_kind(facts, "GameEnded")
    facts, _ = decide_from(NOW, facing(ABDUCTOR, BILBO), "roll", None, 1)
    assert (only(facts, "GameEnded").rule, only(facts, "GameEnded").data["fate"]) == (
        "TBA-WIN-3", "discarded")
    facts, _ = decide_from(BEFORE, facing(ABDUCTOR, BALIN), "roll", None, 9)
    assert {f.rule for f in facts if f.kind in ("ItemLeftPlay", "CharacterDiscarded")} == {
        "CoE-3.iv.7"}
    assert "creature" not in only(facts, "CharacterDiscarded").data


@pytest.mark.rule("CoE-3.I.1", "CoE-3.I.2", "TBA-WIN-1")
def test_an_eliminated_hobbit_still_loses_by_tba_win_1_told_eliminated() -> None:
    facts, _ = decide_from(NOW, facing(GIANT_SPIDERS, BILBO), "roll", None, 16)
    assert only(facts, "BodyChecked").data["eliminated"] is True
    assert "creature" not in only(facts, "BodyChecked").data
    assert told(facts, "GameEnded") == (
        "TBA-WIN-1", {"outcome": "lost", "reason": "the Hobbit has left the company",
                      "character": BILBO, "fate": "eliminated"},
        "The game is lost: Bilbo is eliminated. [TBA-WIN-1]")


@pytest.mark.rule("CoE-2.V.2.2", "CoE-3.I.1", "TBA-SEQ-7")
def test_an_ally_giant_spiders_discard_on_an_equal_roll_is_cited_by_the_card() -> None:
    state = keep(fresh(), BILBO, THORIN)
    attack = Attack.from_creature(CATALOG.get(GIANT_SPIDERS), len(state.company))
    state = replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0, hand=(),
                    allies=((GOLLUM, THORIN),), combat=Combat(
                        attack, "row", GIANT_SPIDERS, stage=STRIKING, assigned=(GOLLUM,),
                        striking=GOLLUM))
    facts, after = decide_from(NOW, state, "roll", None, 4)
    rule, checked, line = told(facts, "BodyChecked")
    assert (checked["roll"], checked["body"], checked["creature"]) == (9, 9, GIANT_SPIDERS)
    assert line.endswith("equal to the body, so Giant Spiders discards Gollum. [CoE-3.I.1]")
    assert told(facts, "AllyDiscarded")[:2] == (
        "TBA-SEQ-7", {"ally": GOLLUM, "creature": GIANT_SPIDERS,
                      "reason": "a body check equal to his body against Giant Spiders"})
    assert after.allies == ()
    facts, _ = decide_from(BEFORE, state, "roll", None, 4)
    assert (only(facts, "AllyDiscarded").rule, "creature" in only(facts, "BodyChecked").data) \
        == ("CoE-3.I.1", False)


#: ``redbook simulate --ruleset there-and-back-again`` game 17 (seed 0): Giant Spiders, from
#: the row, discard Bilbo on a body check of 9 +1 (already wounded) against his body of 10.
SPIDERS_GAME = 263788694394467


@cache
def game(version: str) -> Chronicle:
    ruleset = make_ruleset("there-and-back-again", starter_catalog())
    return autoplay(ruleset.at_version(version), SPIDERS_GAME, {}).chronicle


@pytest.mark.rule("CoE-3.I.1", "TBA-SEQ-7", "TBA-WIN-3")
def test_the_audit_of_the_discard_names_giant_spiders_attack() -> None:
    chronicle = game(str(versions.CREATURE_DISCARDS_FROM))
    discarded = chronicle.records[794]
    assert (discarded.version, discarded.rule, dict(discarded.data)) == (
        795, "TBA-SEQ-7", {"character": BILBO, "items": [], "creature": GIANT_SPIDERS})
    audit = audit_view(chronicle, 795)
    steps = [(s["relation"], s["version"], s["kind"]) for s in audit["causes"]][:4]
    # The Giant Spiders' attack from the row (event 782), not the item leaving with him.
    assert steps == [("the event", 795, "CharacterDiscarded"),
                     ("dice it consumed", 792, "DiceRolled"),
                     ("the card that decided it", 782, "AttackDeclared"),
                     ("earlier outcome it follows", 794, "ItemLeftPlay")]
    assert audit["causes"][2]["line"] == \
        "Giant Spiders attacks (Spiders, 2 strikes, prowess 10). [TBA-SEQ-7]"
    checked = audit_view(chronicle, 793)
    assert checked["line"] == (
        "Body check of Bilbo: 9 +1 (already wounded) -1 (The Mithril-coat in use (raises "
        "body)) = 9 against body 9: equal to the body, so Giant Spiders discards Bilbo. "
        "[CoE-3.I.1]")
    assert ("the card that decided it", 782) in [
        (s["relation"], s["version"]) for s in checked["causes"]]
    # Recorded at 61, the same game replays as played: the standard rule and no card.
    old = game(str(versions.CREATURE_DISCARDS_FROM - 1))
    assert [(r.kind, r.rule) for r in old.records[793:796]] == [
        ("ItemLeftPlay", "CoE-3.I.1"), ("CharacterDiscarded", "CoE-3.I.1"),
        ("GameEnded", "TBA-WIN-1")]
    assert "the card that decided it" not in [s["relation"] for s in audit_view(old, 795)[
        "causes"]]


BWJ_BEFORE = bwj.played_as(str(bwj_versions.CREATURE_DISCARDS_FROM - 1))


def burglar_facing(creature: str, who: str) -> BurglarState:
    """In Burglar Wants a Good Job, ``creature``'s strike on ``who`` (the Burglar, or Sam as a
    Hand), drawn at Moria, about to be rolled."""
    state = bwj.fresh() if who == bwj.BILBO else bwj.with_hand(bwj.fresh(), who)
    attack = Attack.from_creature(bwj.CATALOG.get(creature), len(state.company))
    return replace(state, turn_start="Lórien", location="Moria", moved=True,
                   phase="movement-hazard", step="", hand=(), combat=Combat(
                       attack, "draw", creature, stage=STRIKING, assigned=(who,),
                       striking=who))


@pytest.mark.rule("BWJ-SEQ-10", "CoE-3.I.1")
def test_burglar_giant_spiders_discard_a_hand_citing_the_card_from_134() -> None:
    state = burglar_facing(GIANT_SPIDERS, bwj.SAM)
    facts, after = bwj.act(state, "roll", seed=4)
    assert only(facts, "BodyChecked").data["creature"] == GIANT_SPIDERS
    discarded = only(facts, "CharacterDiscarded")
    assert (discarded.rule, dict(discarded.data)) == (
        "BWJ-SEQ-10", {"character": bwj.SAM, "items": [], "creature": GIANT_SPIDERS})
    assert bwj.RULESET.narrate(discarded) == \
        "Giant Spiders discards Sam Gamgee, who leaves the company. [BWJ-SEQ-10]"
    facts, _ = bwj.act(state, "roll", seed=4, ruleset=BWJ_BEFORE)
    assert (only(facts, "CharacterDiscarded").rule,
            "creature" in only(facts, "BodyChecked").data) == ("CoE-3.I.1", False)


@pytest.mark.rule("BWJ-WIN-5", "CoE-3.iv.7")
def test_burglar_the_game_lost_with_a_discarded_burglar_says_discarded_from_134() -> None:
    state = burglar_facing(ABDUCTOR, bwj.BILBO)
    facts, _ = bwj.act(state, "roll", seed=0)
    ended = only(facts, "GameEnded")
    assert (ended.rule, dict(ended.data)) == (
        "BWJ-WIN-5", {"outcome": "lost", "reason": "Bilbo is discarded",  # from 141
                      "character": bwj.BILBO, "fate": "discarded"})
    assert bwj.RULESET.narrate(ended) == "The game is lost: Bilbo is discarded. [BWJ-WIN-5]"
    assert only(facts, "CharacterDiscarded").rule == "BWJ-SEQ-10"
    facts, _ = bwj.act(state, "roll", seed=0, ruleset=BWJ_BEFORE)
    ended = only(facts, "GameEnded")
    assert ("fate" in ended.data, bwj.RULESET.narrate(ended)) == (
        False, "The game is lost: Bilbo is eliminated. [BWJ-WIN-5]")
    assert only(facts, "CharacterDiscarded").rule == "CoE-3.iv.7"


@pytest.mark.rule("CoE-3.iv.7", "TBA-SEQ-7", "TBA-SEQ-8")
def test_a_creature_s_own_text_is_cited_by_its_play_from_the_version_given() -> None:
    """``creature_discards.cited``, which the Hobbit scenarios and the Guise share: from the
    version given, the clause the creature was played under (the scenario's, by its fight)
    and its card; before, for no creature card or in no version, the standard rule alone."""
    fight = facing(ABDUCTOR, BILBO).combat
    assert fight is not None

    def under(played: Combat) -> str:
        return "TBA-SEQ-7" if played.origin == "row" else "TBA-SEQ-8"

    since = versions.CREATURE_DISCARDS_FROM
    assert creature_discards.cited(str(since), fight, since, "CoE-3.iv.7", under) == (
        "TBA-SEQ-8", {"creature": ABDUCTOR})
    assert creature_discards.cited(str(since), replace(fight, origin="row"), since,
                                   "CoE-3.iv.7", under) == ("TBA-SEQ-7", {"creature": ABDUCTOR})
    for played, fought, first in ((str(since - 1), fight, since),
                                  (str(since), None, since),
                                  (str(since), replace(fight, card=None), since),
                                  (str(since), fight, None)):
        assert creature_discards.cited(played, fought, first, "CoE-3.iv.7", under) == (
            "CoE-3.iv.7", {})
