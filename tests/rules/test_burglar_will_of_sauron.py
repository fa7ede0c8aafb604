"""Burglar Wants a Good Job from ``WILL_OF_SAURON_FROM`` plays The Will of Sauron, a hazard
permanent-event of the engine's long-event generation 9 (``hazards_in_play``): played only with
Doors of Night in play, it stays in play and keeps the hazard long-events in play past their two
turns (BWJ-LONG-1), until a play deck is exhausted (CoE-2.4): then it leaves play, and they with
it. The version before discarded it, doing nothing. Constructed states played with the real
ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.ruleset import Context, Fact, Table
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import WILL_OF_SAURON_FROM
from tests.rules.burglar_support import DOORS_OF_NIGHT, RULESET, advance, fresh, moving, played_as
from tests.support import advance_from, of_kind, only

WILL, AWAKEN_MINIONS, SUN = "TW-100", "TW-10", "TW-335"
BEFORE = played_as(str(WILL_OF_SAURON_FROM - 1))


def _revealing(*environments: str) -> State:
    return moving(fresh(), "Lórien", "Moria", WILL, environments=environments)


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-11", "BWJ-LONG-1")
def test_the_will_of_sauron_needs_doors_of_night_and_stays_in_play() -> None:
    facts, after = advance(_revealing())  # no Doors of Night: it stays face up
    assert not of_kind(facts, "HazardPlayed") and after.row == (WILL,)
    facts, after = advance(_revealing(DOORS_OF_NIGHT))
    assert only(facts, "HazardPlayed")["stays"] is True
    assert after.environments == (DOORS_OF_NIGHT, WILL)
    facts, after = advance(_revealing(DOORS_OF_NIGHT, WILL))  # never two
    assert not of_kind(facts, "HazardPlayed") and after.row == (WILL,)
    facts, after = advance_from(BEFORE, _revealing(), 7)  # the version before: discarded
    assert after.environments == () and after.hazard_discard[-1] == WILL


def _phase(state: State, ruleset: BurglarWantsAGoodJob = RULESET) -> list[Fact]:
    """The long-event phase of turn 3 begins, with the long-events played on turn 1."""
    state = replace(state, turn=3, long_events=((AWAKEN_MINIONS, 1), (SUN, 1)))
    ctx = Context(ruleset, Table(7, {}, state))
    ruleset._long_event_phase(ctx)
    return ctx.facts


@pytest.mark.rule("BWJ-LONG-1")
def test_the_will_of_sauron_keeps_the_hazard_long_events() -> None:
    facts = _phase(replace(fresh(), environments=(DOORS_OF_NIGHT, WILL)))
    kept = only(facts, "LongEventKept")
    assert (kept.rule, kept["card"], kept["by"]) == ("BWJ-LONG-1", AWAKEN_MINIONS, WILL)
    assert RULESET.narrate(kept) == \
        "Awaken Minions stays in play: The Will of Sauron keeps it. [BWJ-LONG-1]"
    assert [f["card"] for f in of_kind(facts, "LongEventEnded")] == [SUN]  # a resource
    # Without it, or in the version before, both leave after their two turns.
    for state, ruleset in ((replace(fresh(), environments=(DOORS_OF_NIGHT,)), RULESET),
                           (replace(fresh(), environments=(DOORS_OF_NIGHT, WILL)), BEFORE)):
        facts = _phase(state, ruleset)
        assert [f["card"] for f in of_kind(facts, "LongEventEnded")] == [AWAKEN_MINIONS, SUN]


@pytest.mark.rule("BWJ-SEQ-5", "BWJ-LONG-1")
def test_an_exhausted_hazard_deck_takes_it_and_the_hazard_long_events() -> None:
    state = replace(fresh(), turn_start="Lórien", location="Moria", moved=True,
                    phase="movement-hazard", step="", draws_left=1, hazard_limit=0,
                    hazard_deck=(), hazard_discard=("TW-114",),
                    environments=(DOORS_OF_NIGHT, WILL),
                    long_events=((AWAKEN_MINIONS, 2), (SUN, 2)))
    facts, after = advance(state)
    left = only(facts, "HazardEventLeft")
    assert (left.rule, left["card"], left["deck"]) == ("CoE-2.4", WILL, "hazard")
    assert RULESET.narrate(left) == \
        "The hazard deck is exhausted: The Will of Sauron leaves play. [CoE-2.4]"
    ended = only(facts, "LongEventEnded")
    assert (ended["card"], ended["by"]) == (AWAKEN_MINIONS, WILL)
    # Both go to the discard pile before it is made the new deck.
    shuffled = only(facts, "DeckShuffled")
    assert sorted(shuffled["cards"]) == sorted(["TW-114", WILL, AWAKEN_MINIONS])
    assert after.environments == (DOORS_OF_NIGHT,) and after.long_events == ((SUN, 2),)
    facts, _ = advance_from(BEFORE, state, 7)
    assert not of_kind(facts, "HazardEventLeft")


@pytest.mark.rule("BWJ-WIN-1", "BWJ-LONG-1")
def test_the_resource_deck_run_out_takes_it_too(starter: Catalog) -> None:
    state = replace(fresh(), environments=(DOORS_OF_NIGHT, WILL),
                    long_events=((AWAKEN_MINIONS, 2),))
    ctx = Context(RULESET, Table(7, {}, state))
    RULESET._deck_exhausted(ctx)
    assert [f.kind for f in ctx.facts] == ["ResourceDeckExhausted", "HazardEventLeft",
                                          "LongEventEnded"]
    assert ctx.state.environments == (DOORS_OF_NIGHT,) and ctx.state.long_events == ()
    found = coverage.in_ruleset("burglar", starter.get(WILL))
    assert found.status == coverage.SCRIPTED and "never arises" in found.missing
