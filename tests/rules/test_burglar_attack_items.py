"""Burglar Wants a Good Job from version 13 plays the engine's fifth generation of scripted
cards (``effects.LATER``): the Torque of Hues, the Star-glass and the Black Arrow are used
against an attack before its strikes are assigned (CoE 3.i), as in There and Back Again
(tests/rules/test_there_and_back_again_attack_items.py). An attack they cancel earns the
Burglar no points (none of them is a stealth card, BWJ-MP-2); in a burglary only the Burglar
uses his items (BWJ-BURG-6). A use out of its condition is refused naming the item and the
reason; versions 1 to 12 offer none, as they were played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.rulesets.burglar.state import State
from domain.rulesets.hobbit.state import Combat
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    ORC_PATROL,
    RULESET,
    SAM,
    WOLVES,
    act,
    fresh,
    give,
    played_as,
    with_hand,
)
from tests.support import of_kind

TORQUE, STAR_GLASS, BLACK_ARROW = "TW-351", "TW-330", "TW-494"


def attacked(creature: str, state: State) -> State:
    """``creature`` attacks the company on the way from Lórien to Moria."""
    attack = Attack.from_creature(CATALOG.get(creature), len(state.company))
    return replace(state, turn_start="Lórien", location="Moria", moved=True,
                   phase="movement-hazard", step="", combat=Combat(attack, "draw", creature),
                   hand=())


def uses(state: State, ruleset: object = RULESET) -> list[str]:
    return sorted(a for a in ruleset.legal(state) if a.startswith("use:"))  # type: ignore[attr-defined]


@pytest.mark.rule("BWJ-MP-2")
def test_the_burglars_torque_of_hues_cancels_an_attack_for_no_points() -> None:
    state = attacked(ORC_PATROL, give(fresh(), BILBO, TORQUE))
    use = f"use:{TORQUE}:{BILBO}:cancel"
    assert uses(state) == [use]
    facts, after = act(state, use)
    assert [f.kind for f in facts[:5]] == ["ItemTapped", "CharacterStateChanged",
                                           "AttackCanceled", "DiceRolled", "CorruptionChecked"]
    assert of_kind(facts, "AttackEnded")[0].data["canceled"] is True
    assert not of_kind(facts, "StealthPointsEarned") and after.stealth_points == 0
    assert after.combat is None and after.tapped_items == ((TORQUE, BILBO),)


@pytest.mark.rule("BWJ-SEQ-10")
def test_the_star_glass_weakens_wolves_and_the_black_arrow_needs_a_warrior() -> None:
    wolves = attacked(WOLVES, give(fresh(), BILBO, STAR_GLASS))
    assert uses(wolves) == [f"use:{STAR_GLASS}:{BILBO}:weaken"]
    facts, after = act(wolves, f"use:{STAR_GLASS}:{BILBO}:weaken")
    assert [(f.kind, f.data.get("prowess")) for f in facts[:3]] == [
        ("ItemInUse", None), ("CharacterStateChanged", None), ("AttackModified", -2)]
    assert after.combat is not None and after.combat.attack.prowess == 6
    arrow = attacked(ORC_PATROL, give(fresh(), BILBO, BLACK_ARROW))
    assert uses(arrow) == []
    with pytest.raises(IllegalAction, match="Black Arrow cannot be used now: Bilbo is no "
                                            "warrior"):
        act(arrow, f"use:{BLACK_ARROW}:{BILBO}:weaken")


@pytest.mark.rule("BWJ-BURG-6")
def test_in_a_burglary_a_hands_item_is_not_used() -> None:
    company = give(with_hand(fresh(), SAM), SAM, TORQUE)
    state = attacked(ORC_PATROL, company)
    assert uses(state) == [f"use:{TORQUE}:{SAM}:cancel"]
    alone = replace(state, alone=True)
    assert uses(alone) == []
    with pytest.raises(IllegalAction, match="Torque of Hues cannot be used now: in a "
                                            "burglary the Burglar faces the attacks alone"):
        act(alone, f"use:{TORQUE}:{SAM}:cancel")


@pytest.mark.rule("BWJ-SEQ-10")
def test_version_12_offers_no_item_against_an_attack() -> None:
    state = attacked(ORC_PATROL, give(fresh(), BILBO, TORQUE))
    assert uses(state, played_as("12")) == []
