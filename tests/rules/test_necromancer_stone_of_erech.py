"""The Stone of Erech (TW-334) in the Guise of the Necromancer from ``stone_of_erech.SINCE``
(over ``engine.stone_of_erech``; GON-GEN-1, CoE 5.3): in a company's site phase, once its
site is entered, at the Vale of Erech while the Men of Lamedon are in the marshalling point
pile, ``permanent-event:<card>:<company>`` brings it into play, its 2 miscellaneous points
counted (GON-WIN-2); discarded, its points with it, once the Men of Lamedon leave play.
Elsewhere refused naming the card and the reason; the version before kept it in the hand.
Lure of MECCG, whose bonus counts what no game records, is refused naming GON-GEN-1."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.guise_of_the_necromancer import stone_of_erech
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import only

STONE, MEN_OF_LAMEDON, VALE_OF_ERECH, LURE = "TW-334", "TW-279", "TW-434", "TW-500"
PLAY = f"permanent-event:{STONE}:1"
MEN = (MEN_OF_LAMEDON, "faction", 2)
BEFORE = gon.RULESET.at_version(str(stone_of_erech.SINCE - 1))


def at_the_vale(**changes: object) -> State:
    """The starting company inside the Vale of Erech, the Men of Lamedon recruited, the Stone
    of Erech in the hand."""
    return gon.inside(VALE_OF_ERECH, **{"hand": (STONE,), "marshalling": (MEN,), **changes})


@pytest.mark.rule("CoE-5.3", "GON-GEN-1", "GON-WIN-2")
def test_the_stone_of_erech_is_played_at_the_vale_with_the_men_of_lamedon_in_play() -> None:
    assert stone_of_erech.SINCE <= int(gon.RULESET.version)
    state = at_the_vale()
    assert gon.naming(state, STONE) == [PLAY]
    assert gon.naming(state, STONE, ruleset=BEFORE) == []
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] == PLAY
    facts, after = gon.act(state, PLAY)
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("PermanentEventPlayedAt", "CoE-5.3", {"card": STONE, "company": "1",
                                               "site": VALE_OF_ERECH, "points": 2,
                                               "type": "miscellaneous"})]
    assert gon.RULESET.narrate(facts[0]) == (
        "Stone of Erech is played at Vale of Erech by company 1: it stays in play (2 "
        "marshalling points, miscellaneous). [CoE-5.3]")
    assert (after.marshalling, after.hand) == ((MEN, (STONE, "miscellaneous", 2)), ())
    assert gon.RULESET.score(after)["by_type"]["miscellaneous"] == 2


@pytest.mark.rule("CoE-5.3", "GON-GEN-1")
def test_the_stone_of_erech_is_refused_outside_its_condition_naming_why() -> None:
    alone = at_the_vale(marshalling=())
    assert gon.naming(alone, STONE) == []
    assert gon.refused(alone, PLAY) == (
        "Stone of Erech cannot be played now: it is played only while the Men of Lamedon are "
        "in play.", "CoE-5.3")
    elsewhere = gon.inside(gon.LORIEN, hand=(STONE,), marshalling=(MEN,))
    assert gon.refused(elsewhere, PLAY) == (
        "Stone of Erech cannot be played now: it is played only at the Vale of Erech.",
        "CoE-5.3")
    assert gon.refused(at_the_vale(step="arrived"), PLAY) == (
        "Stone of Erech cannot be played now: it is played in a company's site phase, once "
        "its site is entered.", "CoE-5.3")
    assert gon.refused(at_the_vale(), f"permanent-event:{STONE}:2") == (
        "Stone of Erech cannot be played now: it is played with company 1, whose site phase "
        "this is.", "CoE-5.3")
    twice = at_the_vale(marshalling=(MEN, (STONE, "miscellaneous", 2)))
    assert gon.refused(twice, PLAY) == (
        "Stone of Erech cannot be played now: it is in play already.", "CoE-5.3")


@pytest.mark.rule("CoE-5.3", "GON-GEN-1")
def test_it_is_discarded_once_the_men_of_lamedon_leave_play() -> None:
    _, played = gon.act(at_the_vale(), PLAY)
    # The Men of Lamedon gone (dispersed), the next decision played out discards it.
    gone = replace(played, marshalling=((STONE, "miscellaneous", 2),))
    facts, after = gon.act(gone, "done")
    discarded = only(facts, "PermanentEventDiscarded")
    assert (discarded.rule, dict(discarded.data)) == (
        "CoE-5.3", {"card": STONE, "reason": "the Men of Lamedon have left play"})
    assert gon.RULESET.narrate(discarded) == (
        "Stone of Erech is discarded, its points with it: the Men of Lamedon have left play. "
        "[CoE-5.3]")
    assert (after.marshalling, after.resource_discard[-1]) == ((), STONE)
    # With them still in play it stays.
    facts, kept = gon.act(played, "done")
    assert "PermanentEventDiscarded" not in gon.kinds(facts)
    assert (STONE, "miscellaneous", 2) in kept.marshalling


@pytest.mark.rule("GON-GEN-1", "CoE-5.3")
def test_the_coverage_reads_the_stone_scripted_and_lure_of_meccg_not_in_the_ruleset() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[STONE] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows[LURE].status == coverage.NOT_IN_RULESET
    assert rows[LURE].missing.startswith(
        "not meaningful here: GON-GEN-1, CoE-5.3: the standard rules play it; its bonus counts "
        "the player's participations in Lure of MECCG events")
    state = at_the_vale(hand=(LURE,))
    assert gon.naming(state, LURE) == []
    for action in (f"permanent-event:{LURE}:1", f"declare-resource:{LURE}"):
        message, clause = gon.refused(state, action)
        assert clause == "GON-GEN-1" and message.startswith(
            "Lure of MECCG cannot be played here: the standard rules play it; its bonus counts "
            "the player's participations in Lure of MECCG events, which no game records")
