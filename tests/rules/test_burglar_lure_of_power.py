"""Burglar Wants a Good Job from ``LURE_OF_POWER_FROM`` plays Lure of Power by its card
(``burglar.hazard_events``): a permanent-event, it stays in play from the hazard hand until a
character but a Hobbit recruits a faction (BWJ-FACT-1, BWJ-HAND-10), who then checks corruption
at -4, and it leaves play. The version before discarded it, doing nothing. Constructed states
played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import LURE_OF_POWER_FROM, LURE_ONE_CHECK_FROM
from tests.rules.burglar_support import (
    BILBO,
    RULESET,
    THRANDUIL,
    WOOD_ELVES,
    act,
    advance,
    at,
    card_modifiers,
    fresh,
    moving,
    played_as,
    with_hand,
)
from tests.support import advance_from, of_kind, only

LURE, HOBBITS, BALIN = "TW-59", "TW-258", "TW-123"
BEFORE = played_as(str(LURE_OF_POWER_FROM - 1))


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-15")
def test_lure_of_power_stays_in_play_from_the_hazard_hand() -> None:
    state = moving(fresh(), "Lórien", "Moria", LURE, LURE)
    facts, after = advance(state)
    assert [f["stays"] for f in of_kind(facts, "HazardPlayed")] == [True, True]
    assert after.environments == (LURE, LURE)  # not unique: two may be in play
    facts, after = advance_from(BEFORE, state, 7)
    assert after.environments == () and after.hazard_discard[-2:] == (LURE, LURE)


def _recruiting(site: str, faction: str, hand: str | None, *lures: str) -> State:
    state = at(fresh(), site)
    state = with_hand(state, hand) if hand else state
    return replace(state, phase="site", step="entered", hand=(faction,), environments=lures)


@pytest.mark.rule("BWJ-FACT-1", "BWJ-HAND-10")
def test_lure_of_power_checks_the_next_non_hobbit_to_recruit_at_minus_four() -> None:
    state = _recruiting("Thranduil’s Halls", WOOD_ELVES, THRANDUIL, LURE)
    action = f"influence:{WOOD_ELVES}:{THRANDUIL}"
    facts, after = act(state, action, seed=0)
    assert only(facts, "FactionInfluenced")["succeeded"] is True
    checked = only(facts, "CorruptionChecked")
    assert (checked["character"], checked["result"]) == (THRANDUIL, "passed")
    assert card_modifiers(checked.data, LURE) == [(-4, "Lure of Power", "BWJ-SEQ-15")]
    left = only(facts, "HazardEventLeft")
    assert (left["card"], left["checked"]) == (LURE, THRANDUIL)
    assert RULESET.narrate(left) == \
        "Thranduil has made Lure of Power's corruption check: it leaves play. [BWJ-SEQ-15]"
    assert LURE not in after.environments and after.hazard_discard[-1] == LURE
    # The version before: no check.
    facts, after = act(state, action, seed=0, ruleset=BEFORE)
    assert only(facts, "FactionInfluenced")["succeeded"] is True
    assert not of_kind(facts, "CorruptionChecked") and after.environments == (LURE,)


@pytest.mark.rule("BWJ-FACT-1")
def test_a_hobbit_or_a_failed_attempt_leaves_it_waiting(starter: Catalog) -> None:
    state = _recruiting("Bag End", HOBBITS, None, LURE)
    facts, after = act(state, f"influence:{HOBBITS}:{BILBO}", seed=1)
    assert only(facts, "FactionInfluenced")["succeeded"] is True  # a Hobbit
    assert not of_kind(facts, "CorruptionChecked") and after.environments == (LURE,)
    # Balin, a Dwarf (-2 among the Wood-elves), fails to recruit them: no check.
    state = _recruiting("Thranduil’s Halls", WOOD_ELVES, BALIN, LURE)
    facts, after = act(state, f"influence:{WOOD_ELVES}:{BALIN}", seed=0)
    assert only(facts, "FactionInfluenced")["succeeded"] is False
    assert not of_kind(facts, "CorruptionChecked") and after.environments == (LURE,)
    assert coverage.in_ruleset("burglar", starter.get(LURE)) == \
        coverage.InRuleset(coverage.SCRIPTED)


@pytest.mark.rule("BWJ-FACT-1", "BWJ-HAND-10", "CoE-5.3")
def test_with_two_in_play_one_check_is_made_and_both_leave() -> None:
    # Its card's ruling: one check, every copy discarded (from LURE_ONE_CHECK_FROM).
    state = _recruiting("Thranduil’s Halls", WOOD_ELVES, THRANDUIL, LURE, LURE)
    action = f"influence:{WOOD_ELVES}:{THRANDUIL}"
    assert LURE_ONE_CHECK_FROM <= int(RULESET.version)
    facts, after = act(state, action, seed=0)
    assert [f.kind for f in facts if f.kind in ("CorruptionChecked", "HazardEventLeft")] == [
        "CorruptionChecked", "HazardEventLeft", "HazardEventLeft"]
    assert card_modifiers(only(facts, "CorruptionChecked").data, LURE) == [
        (-4, "Lure of Power", "BWJ-SEQ-15")]
    assert after.environments == () and after.hazard_discard[-2:] == (LURE, LURE)
    # The version before: a check by each copy in turn.
    facts, after = act(state, action, seed=0, ruleset=played_as(str(LURE_ONE_CHECK_FROM - 1)))
    assert [f.kind for f in facts if f.kind in ("CorruptionChecked", "HazardEventLeft")] == [
        "CorruptionChecked", "HazardEventLeft", "CorruptionChecked", "HazardEventLeft"]
    assert after.environments == ()
