"""Burglar Wants a Good Job from ``hazard_events.FELL_BEAST_FROM`` plays the rest of Fell
Beast's card (BWJ-SEQ-10, BWJ-SEQ-11, BWJ-SEQ-14, BWJ-SEQ-15): while it waits, its Nazgûl may
also be keyed to a Shadow-land of the site path or to the company's new site if a Shadow-hold
(the engine's ``nazgul_mounts``); the attack it strengthens has the attacker choose every
defender (CoE 3.iii); one goes on a Nazgûl's attack, another copy waiting for the next. The
version before replays as it was played: its +1 strike and -2 prowess alone, every copy
waiting spent on one attack. Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.burglar import hazard_events
from domain.rulesets.burglar.state import State
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    RULESET,
    SAM,
    act,
    advance,
    fresh,
    moving,
    played_as,
    refusal,
    with_hand,
)
from tests.support import advance_from, of_kind, only

FELL_BEAST, WITCH_KING = "TW-33", "TW-113"
BEFORE = played_as(str(hazard_events.FELL_BEAST_FROM - 1))
WITCH_KING_ATTACK = (CATALOG.get(WITCH_KING).strikes, CATALOG.get(WITCH_KING).prowess)


def _hand(origin: str, to: str, *hazards: str, limit: int = 3) -> State:
    """The Burglar and Sam, a Hand, moved from ``origin`` to ``to``; ``hazards`` face down."""
    return replace(moving(with_hand(fresh(), SAM), origin, to), hazard_hand=hazards,
                   hazard_limit=limit)


def _played(facts: list) -> list[tuple[str, object]]:  # type: ignore[type-arg]
    return [(f["card"], f.data.get("keyed")) for f in of_kind(facts, "HazardPlayed")]


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-11", "BWJ-SEQ-14")
def test_fell_beast_keys_its_nazgul_to_a_shadow_land_of_the_site_path() -> None:
    # Lórien to Bandit Lair: a Wilderness and a Shadow-land, where the Witch-king keys to
    # neither; turned up first he stays face up, and once Fell Beast waits he comes.
    state = _hand("Lórien", "Bandit Lair", WITCH_KING, FELL_BEAST)
    assert RULESET._playable(state, WITCH_KING) is None
    facts, after = advance(state)
    assert _played(facts) == [(FELL_BEAST, None), (WITCH_KING, "region-type:shadow-land")]
    declared = only(facts, "AttackDeclared")
    assert (declared["attack"]["strikes"], declared["attack"]["prowess"]) == (
        WITCH_KING_ATTACK[0] + 1, WITCH_KING_ATTACK[1] - 2)
    assert declared["hazard_events"] == [FELL_BEAST]
    assert after.hazard_effects == () and after.row == ()
    # The version before: Fell Beast waits, the Witch-king stays face up.
    facts, after = advance_from(BEFORE, state, 7)
    assert _played(facts) == [(FELL_BEAST, None)] and after.row == (WITCH_KING,)
    assert after.combat is None


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-11", "BWJ-SEQ-14")
def test_fell_beast_keys_its_nazgul_to_a_shadow_hold_site() -> None:
    # Rivendell to Goblin-gate: two Wildernesses to a Shadow-hold.
    state = _hand("Rivendell", "Goblin-gate", WITCH_KING, FELL_BEAST)
    facts, _ = advance(state)
    assert _played(facts) == [(FELL_BEAST, None), (WITCH_KING, "site-type:shadow-hold")]
    # Nowhere else: staying at Rivendell, a Haven, he stays face up.
    staying = replace(_hand("Rivendell", "Rivendell", WITCH_KING, FELL_BEAST), moved=False)
    facts, after = advance(staying)
    assert _played(facts) == [(FELL_BEAST, None)] and after.row == (WITCH_KING,)


def _attacked() -> State:
    """The Witch-king's attack on the Burglar and Sam, Fell Beast spent on it."""
    _, after = advance(_hand("Lórien", "Bandit Lair", WITCH_KING, FELL_BEAST))
    assert after.combat is not None
    return after


@pytest.mark.rule("BWJ-SEQ-14", "BWJ-SEQ-15")
def test_the_attacker_chooses_every_defender_of_the_attack_fell_beast_strengthens() -> None:
    state = _attacked()
    assert state.combat is not None and state.combat.chosen_by == FELL_BEAST
    assert [a for a in RULESET.legal(state) if a.startswith("assign")] == ["assign-done"]
    message, clause = refusal(state, f"assign:{SAM}")
    assert message == ("Fell Beast: the attacker chooses every defender of Witch-king of "
                       "Angmar's attack, the defender none; let the attacker assign the "
                       "strikes (assign-done).")
    assert clause == "CoE-3.iii"
    facts, after = act(state, "assign-done")
    assert [(f["character"], f["by"], f.rule) for f in of_kind(facts, "StrikeAssigned")] == [
        (SAM, "attacker", "BWJ-SEQ-14"), (BILBO, "attacker", "BWJ-SEQ-14")]
    assert after.combat is not None and after.combat.assigned == (SAM, BILBO)


@pytest.mark.rule("BWJ-SEQ-14")
def test_the_version_before_lets_the_defender_assign_a_fell_beasts_nazgul() -> None:
    # Lórien to Dol Guldur: the Witch-king keyed to its Dark-domain by his own card.
    state = _hand("Lórien", "Dol Guldur", FELL_BEAST, WITCH_KING)
    facts, after = advance_from(BEFORE, state, 7)
    declared = only(facts, "AttackDeclared")
    assert declared["hazard_events"] == [FELL_BEAST]
    assert "defenders_chosen_by" not in declared.data
    assert after.combat is not None and after.combat.chosen_by == ""
    assert {f"assign:{SAM}", f"assign:{BILBO}", "assign-done"} <= set(BEFORE.legal(after))


@pytest.mark.rule("BWJ-SEQ-11", "BWJ-SEQ-15")
def test_one_fell_beast_goes_on_a_nazgul_another_waits_for_the_next() -> None:
    state = _hand("Lórien", "Dol Guldur", FELL_BEAST, FELL_BEAST, WITCH_KING, limit=4)
    facts, after = advance(state)
    declared = only(facts, "AttackDeclared")
    assert (declared["attack"]["strikes"], declared["attack"]["prowess"]) == (
        WITCH_KING_ATTACK[0] + 1, WITCH_KING_ATTACK[1] - 2)
    assert declared["hazard_events"] == [FELL_BEAST]
    assert after.hazard_effects == ((FELL_BEAST, "race-attack", "company", -2),)
    # The version before spent both on the one attack.
    facts, after = advance_from(BEFORE, state, 7)
    declared = only(facts, "AttackDeclared")
    assert (declared["attack"]["strikes"], declared["attack"]["prowess"]) == (
        WITCH_KING_ATTACK[0] + 2, WITCH_KING_ATTACK[1] - 4)
    assert declared["hazard_events"] == [FELL_BEAST, FELL_BEAST]
    assert after.hazard_effects == ()


@pytest.mark.rule("BWJ-SEQ-15")
def test_the_coverage_reads_fell_beast_scripted() -> None:
    assert coverage.in_ruleset("burglar", CATALOG.get(FELL_BEAST)) == \
        coverage.InRuleset(coverage.SCRIPTED)
