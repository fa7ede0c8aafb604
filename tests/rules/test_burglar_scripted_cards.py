"""Burglar Wants a Good Job version 5 plays the engine's second generation of scripted cards
(``effects.LATER``): Halfling Stealth cancels the strike on the Burglar, Halfling Strength has
its third mode; versions 1 to 4 leave them to a declared effect, as they were played. Version
6 plays the creature scripts (``creature_scripts``): the attacker chooses every defender of an
Ambusher or a Cave-drake."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.combat import Attack
from domain.errors import IllegalAction
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
AMBUSHER, CAVE_DRAKE = "TW-5", "TW-20"
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
    assert RULESET.generation() == 2
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


def _attacked_by(creature: str, state: State) -> State:
    """``creature`` attacks the Burglar and a Hand on the way from Lórien to Moria."""
    attack = Attack.from_creature(CATALOG.get(creature), len(state.company))
    return replace(state, turn_start="Lórien", location="Moria", moved=True,
                   phase="movement-hazard", step="", combat=Combat(attack, "draw", creature),
                   hand=())


def _attacker_chooses(creature: str) -> None:
    state = _attacked_by(creature, with_hand(fresh(), SAM))
    legal = RULESET.legal(state)
    assert RULESET.version == "6" and RULESET.creature_generation() == 1
    assert [a for a in legal if a.startswith("assign")] == ["assign-done"]
    with pytest.raises(IllegalAction):
        act(state, f"assign:{SAM}")
    facts, after = act(state, "assign-done")
    assigned = of_kind(facts, "StrikeAssigned")
    assert [(f.data["character"], f.data["by"], f.rule) for f in assigned] == [
        (SAM, "attacker", "BWJ-SEQ-14"), (BILBO, "attacker", "BWJ-SEQ-14")]  # two strikes
    assert after.combat is not None and after.combat.assigned == (SAM, BILBO)
    before = played_as("5").legal(state)  # version 5: the defender assigns first
    assert f"assign:{SAM}" in before and f"assign:{BILBO}" in before


@pytest.mark.rule("BWJ-SEQ-15")
def test_the_attacker_chooses_every_defender_of_an_ambusher() -> None:
    _attacker_chooses(AMBUSHER)


@pytest.mark.rule("BWJ-SEQ-15")
def test_the_attacker_chooses_every_defender_of_a_cave_drake() -> None:
    _attacker_chooses(CAVE_DRAKE)


@pytest.mark.rule("BWJ-SEQ-14")
def test_the_defender_still_assigns_the_strikes_of_other_creatures() -> None:
    state = _attacked_by(WOLVES, with_hand(fresh(), SAM))
    assert {f"assign:{SAM}", f"assign:{BILBO}", "assign-done"} <= set(RULESET.legal(state))
