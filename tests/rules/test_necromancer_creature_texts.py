"""Guise of the Necromancer version 7 plays creatures' text up to the engine's creature
generation 4 as the Hobbit family reads it (``guise_of_the_necromancer.creatures``): a
Corpse-candle makes every character of the company check corruption as its attack is declared,
each wound of Brigands costs the company an item, a Thief's successful strike takes one and
harms no one; version 6 plays no creature's text."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import Item
from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.guise_of_the_necromancer import creatures
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import Fight, State
from domain.rulesets.hobbit import creature_texts
from tests.rules.necromancer_support import CATALOG, RULESET, SAM, fresh
from tests.support import decide_from, of_kind, only

CORPSE_CANDLE, BRIGANDS, THIEF = "TW-23", "TW-17", "TW-102"
DAGGER = "TW-206"


def _played_as(version: str) -> GuiseOfTheNecromancer:
    ruleset = RULESET.at_version(version)
    assert isinstance(ruleset, GuiseOfTheNecromancer)
    return ruleset


VERSION_6 = _played_as("6")


def _armed() -> State:
    """The starting company, Sam bearing a Dagger of Westernesse, its only item."""
    state = fresh()
    company = state.companies[0]
    dagger = Item.from_card(CATALOG.get(DAGGER))
    armed = tuple(replace(c, items=(dagger,) if c.card_id == SAM else ())
                  for c in company.characters)
    return state.with_company(replace(company, characters=armed))


def _facing(creature: str, state: State) -> State:
    """``creature``'s one strike on Sam, his strike sequence under way."""
    company = state.companies[0]
    attack = Attack.from_creature(CATALOG.get(creature), len(company.characters))
    fight = Fight(company.id, attack, creature, assigned=(SAM,), assigning=False, begun=True,
                  facing=SAM)
    return replace(state, fight=fight)


def test_version_7_reads_the_family_s_creature_generation() -> None:
    assert int(RULESET.version) >= 7
    assert creatures.generation("7") == creature_texts.GENERATION
    assert creatures.generation("6") == 0


@pytest.mark.rule("GON-HH-6")
def test_a_corpse_candle_makes_every_character_check_corruption_first() -> None:
    state = fresh()
    company = state.companies[0]
    attack = Attack.from_creature(CATALOG.get(CORPSE_CANDLE), len(company.characters))
    ctx = Context(RULESET, Table(7, {}, state))
    RULESET._declare(ctx, company.id, attack, CORPSE_CANDLE, False)
    checked = of_kind(ctx.facts, "CorruptionChecked")
    assert [f.data["character"] for f in checked] == [c.card_id for c in company.characters]
    assert {f.rule for f in checked} == {"CoE-7.1"}
    assert [f.kind for f in ctx.facts if f.kind != "DiceRolled"][0] == "AttackDeclared"
    old = Context(VERSION_6, Table(7, {}, state))
    VERSION_6._declare(old, company.id, attack, CORPSE_CANDLE, False)
    assert not of_kind(old.facts, "CorruptionChecked")


@pytest.mark.rule("GON-HH-6")
def test_a_wound_of_brigands_costs_the_company_an_item() -> None:
    seed = 1  # the strike wounds Sam
    facts, after = decide_from(RULESET, _facing(BRIGANDS, _armed()), "roll", None, seed)
    assert only(facts, "StrikeResolved").data["result"] == "succeeded"
    lost = only(facts, "ItemLost")
    assert (lost.rule, lost.data["character"], lost.data["card"], lost.data["by"]) == (
        "CoE-3.iv.7", SAM, DAGGER, "Brigands")
    assert [f.kind for f in facts].index("ItemLost") < [f.kind for f in facts].index(
        "BodyChecked")
    sam = after.companies[0].character(SAM)
    assert sam is not None and not sam.items and after.resource_discard[-1] == DAGGER
    facts, _ = decide_from(VERSION_6, _facing(BRIGANDS, _armed()), "roll", None, seed)
    assert of_kind(facts, "BodyChecked") and not of_kind(facts, "ItemLost")


@pytest.mark.rule("GON-HH-6")
def test_a_thief_s_successful_strike_takes_an_item_and_harms_no_one() -> None:
    facts, after = decide_from(RULESET, _facing(THIEF, _armed()), "roll", None, 7)
    resolved = only(facts, "StrikeResolved").data
    assert (resolved["result"], resolved["state"]) == ("succeeded", "untapped")
    assert only(facts, "ItemLost").data["card"] == DAGGER
    assert not of_kind(facts, "BodyChecked")
    facts, _ = decide_from(VERSION_6, _facing(THIEF, _armed()), "roll", None, 7)
    assert only(facts, "StrikeResolved").data["state"] == "wounded"
