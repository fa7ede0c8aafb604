"""Burglar Wants a Good Job from ``BALANCE_FROM`` plays The Balance of Things, a hazard
long-event of the engine's long-event generation 8 (``hazards_in_play``): while it is in play
(two turns, BWJ-LONG-1) each character counts one of his sources of corruption twice in his
corruption checks, the player's pick, his least item worth points. The version before played it
doing nothing. Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.rulesets.burglar import hazard_long_events
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import BALANCE_FROM
from tests.rules.burglar_support import (
    BILBO,
    RULESET,
    SAM,
    act,
    card_modifiers,
    fresh,
    give,
    ids,
    moving,
    played_as,
    with_hand,
)
from tests.support import only

BALANCE, DURINS_AXE, ELVEN_CLOAK = "TW-93", "TW-212", "TW-225"
BEFORE = played_as(str(BALANCE_FROM - 1))
TWICE = (-1, "The Balance of Things: Elven Cloak counted twice", "BWJ-LONG-1")


def _giving(*long_events: str) -> State:
    """Bilbo, bearing his Elven Cloak (1 corruption point) and Durin's Axe (2), about to give
    the cloak to Sam in the organization phase."""
    state = give(with_hand(fresh(), SAM), BILBO, DURINS_AXE)
    return replace(state, long_events=tuple((c, 1) for c in long_events))


def _check(state: State, ruleset: BurglarWantsAGoodJob = RULESET) -> list[tuple[object, ...]]:
    action = f"transfer:{ELVEN_CLOAK}:{BILBO}:{SAM}"
    assert action in ids(state)
    facts, _ = act(state, action, ruleset=ruleset)
    checked = only(facts, "CorruptionChecked")
    assert (checked["character"], checked["points"]) == (BILBO, 3)
    return card_modifiers(checked.data, BALANCE)


@pytest.mark.rule("BWJ-LONG-1")
def test_the_balance_of_things_counts_the_least_source_twice() -> None:
    assert _check(_giving(BALANCE)) == [TWICE]
    assert _check(_giving()) == []
    assert _check(_giving(BALANCE), ruleset=BEFORE) == []


@pytest.mark.rule("BWJ-LONG-1")
def test_a_character_with_no_source_worth_points_counts_none_twice() -> None:
    state = _giving(BALANCE)
    sam = next(c for c in state.company if c.card_id == SAM)
    assert sam.items == ()
    assert hazard_long_events.corruption_twice(state, sam, RULESET.long_event_generation()) == []


@pytest.mark.rule("BWJ-LONG-1", "BWJ-SEQ-11")
def test_the_balance_of_things_is_not_played_twice(starter: Catalog) -> None:
    state = moving(_giving(BALANCE), "Lórien", "Moria", BALANCE)
    assert RULESET._playable(state, BALANCE) is None
    assert BEFORE._playable(state, BALANCE) == []
    found = coverage.in_ruleset("burglar", starter.get(BALANCE))
    assert found == coverage.InRuleset(coverage.SCRIPTED, hazard_long_events.NEVER_HERE[BALANCE])
