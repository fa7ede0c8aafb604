"""Burglar Wants a Good Job from ``hazard_events.ALTERNATIVES_FROM`` plays Dragon's
Desolation's alternative and Drowning Seas' with Doors of Night in play, each where it is the
most detrimental to the Burglar (BWJ-SEQ-15): Dragon's Desolation lets a Dragon waiting face up
(BWJ-SEQ-11) attack the company at a Ruins & Lairs reached by two Wildernesses; Drowning Seas
sends the company back to its site of origin. The version before played their first modes
only, and replays as played. Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.ruleset import Fact
from domain.rulesets.burglar import hazard_events as bwj
from domain.rulesets.burglar.state import State
from tests.rules.burglar_support import DOORS_OF_NIGHT, RULESET, fresh, moving, played_as
from tests.support import advance_from, of_kind, only

DESOLATION, DROWNING_SEAS, SMAUG = "TW-29", "TW-30", "TW-90"
BEFORE = played_as(str(bwj.ALTERNATIVES_FROM - 1))


def _played(facts: list[Fact]) -> list[tuple[str, str | None]]:
    return [(f["card"], f.get("keyed")) for f in of_kind(facts, "HazardPlayed")]


def _doors(state: State) -> State:
    return replace(state, environments=(DOORS_OF_NIGHT,))


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-SEQ-11", "BWJ-SEQ-14")
def test_dragons_desolation_lets_a_dragon_face_up_attack_at_a_ruins_and_lairs() -> None:
    # Smaug waits face up (Weathertop is no lair of his); Rivendell to Weathertop is two
    # Wildernesses to a Ruins & Lairs.
    state = moving(fresh(), "Rivendell", "Weathertop", SMAUG, DESOLATION)
    facts, after = advance_from(RULESET, state)
    assert _played(facts) == [(DESOLATION, None), (SMAUG, "site-type:ruins-and-lairs")]
    in_force = only(facts, "HazardEffectInForce")
    assert (in_force.rule, in_force["effect"], in_force["target"], in_force["amount"]) == \
        ("BWJ-SEQ-15", bwj.AT_THE_LAIR, "company", 0)
    declared = only(facts, "AttackDeclared")
    assert declared["hazard_events"] == [DESOLATION]  # spent on Smaug's attack, no +2
    assert after.hazard_effects == () and after.row == ()
    # Lórien to Beorn's House (a Free-hold): its first mode, +2 to the next Dragon attack.
    facts, after = advance_from(RULESET, moving(fresh(), "Lórien", "Beorn’s House", SMAUG,
                                                DESOLATION))
    assert _played(facts) == [(DESOLATION, None)] and after.row == (SMAUG,)
    assert only(facts, "HazardEffectInForce")["effect"] == "race-attack"
    # The version before: +2 to the next Dragon attack, Smaug face up.
    facts, after = advance_from(BEFORE, state)
    assert _played(facts) == [(DESOLATION, None)] and after.row == (SMAUG,)
    assert only(facts, "HazardEffectInForce")["effect"] == "race-attack"


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-SEQ-11")
def test_with_doors_of_night_one_wilderness_is_enough_for_the_dragon() -> None:
    # Edhellond to Tolfalas: one Wilderness, a Free-domain, a Coastal Sea; a Ruins & Lairs.
    state = moving(fresh(), "Edhellond", "Tolfalas", SMAUG, DESOLATION)
    facts, after = advance_from(RULESET, state)
    assert _played(facts) == [(DESOLATION, None)] and after.row == (SMAUG,)
    facts, after = advance_from(RULESET, _doors(state))
    assert _played(facts) == [(DESOLATION, None), (SMAUG, "site-type:ruins-and-lairs")]


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-SEQ-4")
def test_drowning_seas_with_doors_of_night_sends_the_company_back() -> None:
    state = _doors(moving(fresh(), "Grey Havens", "Himring", DROWNING_SEAS))
    facts, after = advance_from(RULESET, state)
    back = only(facts, "MovementTurnedBack")
    assert (back.rule, back["card"], back["origin"], back["destination"], back["path"]) == \
        ("BWJ-SEQ-15", DROWNING_SEAS, "Grey Havens", "Himring", ["free-domain", "coastal-sea"])
    assert (after.location, after.moved) == ("Grey Havens", False)
    assert not of_kind(facts, "ItemLost") and after.company[0].items != ()
    # The version before: an item and two cards lost, the company at Himring.
    facts, after = advance_from(BEFORE, state)
    assert only(facts, "ItemLost")["by"] == "Drowning Seas"
    assert (after.location, of_kind(facts, "MovementTurnedBack")) == ("Himring", [])
