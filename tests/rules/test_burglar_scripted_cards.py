"""Burglar Wants a Good Job version 5 plays the engine's second generation of scripted cards
(``effects.LATER``): Halfling Stealth cancels the strike on the Burglar, Halfling Strength has
its third mode; versions 1 to 4 leave them to a declared effect, as they were played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.combat import Attack
from domain.rulesets.burglar.state import State
from domain.rulesets.hobbit.state import ORGANIZATION, STRIKING, Combat
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    HALFLING_STEALTH,
    RULESET,
    SAM,
    WOLVES,
    act,
    fresh,
    played_as,
    with_hand,
)
from tests.support import of_kind, only

HALFLING_STRENGTH = "TW-253"
VERSION_4 = played_as("4")


def _facing(state: State) -> State:
    """Wolves (three strikes, one marshalling point) on the way from Lórien to Moria, the
    Burglar facing the strike assigned to him, Halfling Stealth in the hand."""
    attack = Attack.from_creature(CATALOG.get(WOLVES), len(state.company))
    combat = Combat(attack, "draw", WOLVES, stage=STRIKING, assigned=(BILBO,), striking=BILBO)
    return replace(state, turn_start="Lórien", location="Moria", moved=True,
                   phase="movement-hazard", step="", combat=combat, hand=(HALFLING_STEALTH,))


@pytest.mark.rule("BWJ-MP-2")
def test_halfling_stealth_cancels_the_lone_burglars_strike_and_earns_the_creatures_points(
) -> None:
    assert RULESET.version == "5" and RULESET.generation() == 2
    facts, after = act(_facing(fresh()), f"play:{HALFLING_STEALTH}:cancel:{BILBO}")
    assert only(facts, "CardPlayed").data["card"] == HALFLING_STEALTH
    assert only(facts, "StrikeCanceled").data["character"] == BILBO
    earned = only(facts, "StealthPointsEarned").data
    assert (earned["creature"], earned["by"], earned["points"]) == (WOLVES, HALFLING_STEALTH, 1)
    assert after.stealth_points == 1 and after.combat is None
    assert HALFLING_STEALTH in after.resource_discard


@pytest.mark.rule("BWJ-MP-3")
def test_a_strike_canceled_with_a_hand_in_the_company_earns_nothing() -> None:
    facts, after = act(_facing(with_hand(fresh(), SAM)),
                       f"play:{HALFLING_STEALTH}:cancel:{BILBO}")
    assert of_kind(facts, "StrikeCanceled") and not of_kind(facts, "StealthPointsEarned")
    assert after.stealth_points == 0


@pytest.mark.rule("BWJ-MP-2")
def test_version_4_declares_what_version_5_scripts() -> None:
    facing = _facing(fresh())
    assert f"play:{HALFLING_STEALTH}:cancel:{BILBO}" in RULESET.legal(facing)
    assert f"declare:{HALFLING_STEALTH}" not in RULESET.legal(facing)
    assert f"play:{HALFLING_STEALTH}:cancel:{BILBO}" not in VERSION_4.legal(facing)
    assert f"declare:{HALFLING_STEALTH}" in VERSION_4.legal(facing)


@pytest.mark.rule("BWJ-SEQ-2")
def test_halfling_strength_gives_the_burglar_four_on_his_next_corruption_check() -> None:
    organizing = replace(fresh(), phase=ORGANIZATION, step="", hand=(HALFLING_STRENGTH,))
    check = f"play:{HALFLING_STRENGTH}:check:{BILBO}"
    assert check in RULESET.legal(organizing)
    assert check not in VERSION_4.legal(organizing)
    facts, after = act(organizing, check)
    assert only(facts, "CorruptionCheckModified").data == {"character": BILBO, "amount": 4}
    assert after.check_bonus == ((BILBO, 4),)
