"""Burglar Wants a Good Job from ``RING_EVENTS_FROM`` plays the hazard short-events on a Ring's
bearer or his company by their cards (``burglar.hazard_events``, BWJ-SEQ-15): The Will of the
Ring, The Precious and The Ring's Betrayal, each a corruption check at the card's modifier on
the character it takes, the Burglar first. With no such character each stays face up
(BWJ-SEQ-11). The version before played them doing nothing. Constructed states played with the
real ruleset."""

from __future__ import annotations

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.ruleset import Fact
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import RING_EVENTS_FROM
from tests.rules.burglar_support import (
    BILBO,
    RULESET,
    SAM,
    card_modifiers,
    fresh,
    give,
    moving,
    played_as,
    with_hand,
)
from tests.support import advance_from, of_kind, only

WILL, PRECIOUS, BETRAYAL = "TW-101", "TW-98", "TW-99"
ONE_RING, MAGIC_RING, DURINS_AXE, MAZARBUL = "TW-347", "TW-274", "TW-212", "TW-201"
BEFORE = played_as(str(RING_EVENTS_FROM - 1))


def _revealing(card: str, state: State | None = None) -> State:
    return moving(state or fresh(), "Lórien", "Moria", card)


def _played(state: State, seed: int = 7,
            ruleset: BurglarWantsAGoodJob = RULESET) -> tuple[list[Fact], State]:
    return advance_from(ruleset, state, seed)


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-SEQ-11")
def test_the_will_of_the_ring_checks_the_one_rings_bearer_at_minus_four() -> None:
    bearer = give(fresh(), BILBO, ONE_RING)
    facts, _ = _played(_revealing(WILL, bearer))
    assert only(facts, "HazardPlayed")["card"] == WILL
    checked = only(facts, "CorruptionChecked")
    assert checked["character"] == BILBO
    assert card_modifiers(checked.data, WILL) == [(-4, "The Will of the Ring", "BWJ-SEQ-15")]
    # No One Ring in the company: it stays face up.
    facts, after = _played(_revealing(WILL, give(fresh(), BILBO, MAGIC_RING)))
    assert not of_kind(facts, "HazardPlayed") and after.row == (WILL,)
    # The version before: played, doing nothing.
    facts, _ = _played(_revealing(WILL, bearer), ruleset=BEFORE)
    assert only(facts, "HazardPlayed")["card"] == WILL and not of_kind(facts, "CorruptionChecked")


def _first(state: State, failed: bool) -> tuple[list[Fact], State]:
    """The first seed whose corruption check fails (or passes)."""
    for seed in range(60):
        facts, after = _played(state, seed)
        if (only(facts, "CorruptionChecked")["result"] != "passed") == failed:
            return facts, after
    raise AssertionError("no such seed")


@pytest.mark.rule("BWJ-SEQ-15")
def test_the_precious_takes_the_one_ring_when_a_companion_fails() -> None:
    # Bilbo bears the One Ring; Sam, a Hand bearing four corruption points, is taken.
    state = give(give(give(with_hand(fresh(), SAM), BILBO, ONE_RING), SAM, DURINS_AXE), SAM,
                 MAZARBUL)
    facts, after = _first(_revealing(PRECIOUS, state), failed=True)
    checked = only(facts, "CorruptionChecked")
    assert checked["character"] == SAM
    assert card_modifiers(checked.data, PRECIOUS) == [(-2, "The Precious", "BWJ-SEQ-15")]
    lost = only(facts, "ItemLost")
    assert (lost["character"], lost["card"], lost["by"]) == (BILBO, ONE_RING, "The Precious")
    assert ONE_RING not in [i.card_id for c in after.company for i in c.items]
    facts, after = _first(_revealing(PRECIOUS, state), failed=False)
    assert not of_kind(facts, "ItemLost")
    # Alone with the Ring, Bilbo has no companion for it: it stays face up.
    facts, after = _played(_revealing(PRECIOUS, give(fresh(), BILBO, ONE_RING)))
    assert not of_kind(facts, "HazardPlayed") and after.row == (PRECIOUS,)


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-WIN-5")
def test_the_rings_betrayal_takes_the_ring_and_leaves_its_bearer() -> None:
    state = give(give(give(fresh(), BILBO, MAGIC_RING), BILBO, DURINS_AXE), BILBO, MAZARBUL)
    facts, after = _first(_revealing(BETRAYAL, state), failed=True)
    checked = only(facts, "CorruptionChecked")
    assert checked["character"] == BILBO
    assert card_modifiers(checked.data, BETRAYAL) == [(-2, "The Ring’s Betrayal",
                                                        "BWJ-SEQ-15")]
    assert not of_kind(facts, "CharacterEliminated") and not of_kind(facts, "CharacterDiscarded")
    assert only(facts, "ItemLost")["card"] == MAGIC_RING
    assert after.the_hero is not None and after.outcome is None
    assert MAGIC_RING not in [i.card_id for i in after.the_hero.items]
    facts, _ = _played(_revealing(BETRAYAL, state), ruleset=BEFORE)
    assert not of_kind(facts, "CorruptionChecked")


@pytest.mark.rule("BWJ-SEQ-15")
def test_the_coverage_reads_the_ring_events(starter: Catalog) -> None:
    for card in (WILL, PRECIOUS, BETRAYAL):
        assert coverage.in_ruleset("burglar", starter.get(card)) == \
            coverage.InRuleset(coverage.SCRIPTED), card
