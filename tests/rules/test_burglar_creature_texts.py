"""Burglar Wants a Good Job version 10 reads the creature scripts up to generation 4 as the
Hobbit family plays them (``hobbit.creature_texts``): a Thief's successful strike takes an item
of the company instead of wounding, each wound of Brigands costs the company an item; version
9 wounds as it was played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.combat import Attack
from domain.engine.creature_scripts import GENERATIONS
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import ITEM_LOST_CITED_FROM
from domain.rulesets.hobbit import creature_texts
from domain.rulesets.hobbit.state import STRIKING, Combat
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    RULESET,
    SAM,
    act,
    fresh,
    played_as,
    with_hand,
)
from tests.support import of_kind, only

THIEF, BRIGANDS = "TW-102", "TW-17"
BILBOS_ITEM = "TW-225"
VERSION_9 = played_as("9")


def _sam_facing(creature: str) -> State:
    """``creature`` strikes Sam, a Hand of the Burglar's company (prowess 1, body 9, no
    item); the Burglar bears his one item."""
    state = with_hand(fresh(), SAM)
    attack = Attack.from_creature(CATALOG.get(creature), len(state.company))
    combat = Combat(attack, "draw", creature, stage=STRIKING, assigned=(SAM,), striking=SAM)
    return replace(state, turn_start="Lórien", location="Moria", moved=True,
                   phase="movement-hazard", step="", combat=combat, hand=())


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_family_reads_the_generation_of_the_items_taken() -> None:
    assert RULESET.creature_generation() == creature_texts.GENERATION == 4
    assert THIEF in GENERATIONS[creature_texts.GENERATION - 1]
    assert VERSION_9.creature_generation() == 2


@pytest.mark.rule("BWJ-SEQ-15")
def test_a_thief_s_successful_strike_takes_an_item_of_the_company_and_harms_no_one() -> None:
    facts, after = act(_sam_facing(THIEF), "roll", seed=0)
    resolved = only(facts, "StrikeResolved").data
    assert (resolved["result"], resolved["state"], resolved["defeated"]) == (
        "succeeded", "untapped", False)
    lost = only(facts, "ItemLost")
    # The card decides it, cited by the clause its play from the hazard hand is made under,
    # and named; up to ITEM_LOST_CITED_FROM, as played, CoE-3.iv.7 and no card.
    assert (lost.rule, lost.data["character"], lost.data["card"], lost.data["by"],
            lost.data["creature"]) == ("BWJ-SEQ-10", BILBO, BILBOS_ITEM, "Thief", THIEF)
    old = only(act(_sam_facing(THIEF), "roll", seed=0,
                   ruleset=played_as(str(ITEM_LOST_CITED_FROM - 1)))[0], "ItemLost")
    assert (old.rule, "creature" in old.data) == ("CoE-3.iv.7", False)
    assert not of_kind(facts, "BodyChecked")
    sam, bilbo = after.character(SAM), after.character(BILBO)
    assert sam is not None and bilbo is not None
    assert sam.state == "untapped" and not bilbo.items
    assert after.resource_discard[-1] == BILBOS_ITEM
    facts, after = act(_sam_facing(THIEF), "roll", seed=0, ruleset=VERSION_9)
    assert only(facts, "StrikeResolved").data["state"] == "wounded"
    assert of_kind(facts, "BodyChecked") and not of_kind(facts, "ItemLost")


@pytest.mark.rule("BWJ-SEQ-15")
def test_a_wound_of_brigands_costs_the_company_an_item() -> None:
    facts, after = act(_sam_facing(BRIGANDS), "roll", seed=1)
    assert only(facts, "StrikeResolved").data["result"] == "succeeded"
    lost = only(facts, "ItemLost").data
    assert (lost["character"], lost["card"], lost["by"]) == (BILBO, BILBOS_ITEM, "Brigands")
    # The item goes at the wound, before the wounded character's body check.
    assert [f.kind for f in facts][1:5] == ["StrikeResolved", "ItemLost", "DiceRolled",
                                            "BodyChecked"]
    bilbo = after.character(BILBO)
    assert bilbo is not None and not bilbo.items
    facts, _ = act(_sam_facing(BRIGANDS), "roll", seed=1, ruleset=VERSION_9)
    assert of_kind(facts, "BodyChecked") and not of_kind(facts, "ItemLost")
