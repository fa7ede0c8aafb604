"""The Road Goes Ever On from ``hazard_scripts.GENERATION_6_SINCE``: the engine's hazard
generation 6 played by the Shadow (RGO-HAZ-2, ``attack_hazards.py``): Dragon's Desolation and
Fell Beast wait for the next hazard creature attack of their race on the company, Drowning
Seas takes an item and two cards of the hand, on constructed states and fixed seeds; the
version before still declares them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine import effects
from domain.engine.characters import Item
from domain.ruleset import Context, Fact
from domain.rulesets.road_goes_ever_on import hazard_scripts
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import begin, company, ids, moving

BEFORE = str(hazard_scripts.GENERATION_6_SINCE - 1)
GENERATION_6 = ("Dragon’s Desolation", "Fell Beast", "Drowning Seas")


def declared(ctx: Context[State]) -> list[tuple[str, int, int]]:
    return [(str(f["attack"]["name"]), int(f["attack"]["strikes"]),
             int(f["attack"]["prowess"])) for f in ctx.facts if f.kind == "AttackDeclared"]


def modified(ctx: Context[State], card: str) -> list[Fact]:
    return [f for f in ctx.facts if f.kind == "AttackModified" and f.get("cards") == [card]]


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_before_declares_generation_6(rgo: RoadGoesEverOn) -> None:
    assert hazard_scripts.generation(str(hazard_scripts.GENERATION_7_SINCE - 1)) == 6
    assert hazard_scripts.generation(BEFORE) == 5
    for name in GENERATION_6:
        card = ids(rgo, name)[0]
        assert effects.scripted_hazard(card, 5) is None
        assert effects.scripted_hazard(card, 6) is not None


@pytest.mark.rule("RGO-HAZ-2", "CoE-3.ii")
def test_dragons_desolation_strengthens_the_next_dragon_attack(rgo: RoadGoesEverOn) -> None:
    desolation, drake = ids(rgo, "Dragon’s Desolation", "Cave-drake")
    ctx = begin(rgo, moving(rgo, "Dragon’s Desolation", "Cave-drake"))
    company_id = ctx.state.company
    assert [(f.kind, f["effect"]) for f in ctx.facts if f.kind == "HazardEffectInForce"] == [
        ("HazardEffectInForce", "race-attack")]
    assert [(f["strikes"], f["prowess"], f.rule) for f in modified(ctx, desolation)] == [
        (0, 2, "RGO-HAZ-2")]
    assert declared(ctx) == [("Cave-drake", 2, 10 + 2)]
    ended = next(f for f in ctx.facts if f.kind == "HazardEffectEnded")
    assert (ended["card"], ended["target"], ended["by"]) == (desolation, company_id, drake)
    # Another race's attack leaves it waiting.
    wolves = begin(rgo, moving(rgo, "Dragon’s Desolation", "Wolves"))
    assert modified(wolves, desolation) == [] and declared(wolves) == [("Wolves", 3, 8)]
    assert [e[1] for e in wolves.state.hazard_effects] == [desolation]


@pytest.mark.rule("RGO-HAZ-2", "CoE-3.ii")
def test_fell_beast_gives_the_next_nazgul_attack_a_strike_and_minus_two(
        rgo: RoadGoesEverOn) -> None:
    beast = ids(rgo, "Fell Beast")[0]
    ctx = begin(rgo, moving(rgo, "Fell Beast", "Witch-king of Angmar",
                            path=("wilderness", "dark-domain")))
    assert [(f["strikes"], f["prowess"]) for f in modified(ctx, beast)] == [(1, -2)]
    assert declared(ctx) == [("Witch-king of Angmar", 1 + 1, 17 - 2)]
    # Spent on the attack (the attacker's choice of its defenders lasts while it is faced).
    assert [e for e in ctx.state.hazard_effects if e[2] == effects.RACE_ATTACK] == []


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-3")
def test_drowning_seas_takes_an_item_and_two_cards_of_the_hand(rgo: RoadGoesEverOn) -> None:
    drowning, dagger, cloak = ids(rgo, "Drowning Seas", "Dagger of Westernesse",
                                  "Elven Cloak")
    hand = ids(rgo, "Dodge", "Block", "Concealment")
    aragorn, legolas = company(rgo, "Aragorn II", "Legolas")
    armed = (aragorn.with_item(Item.from_card(rgo.catalog.get(dagger))),
             legolas.with_item(Item.from_card(rgo.catalog.get(cloak))))
    start = moving(rgo, "Drowning Seas", "Crebain", path=("wilderness", "coastal-sea"),
                   characters=armed, hand=hand)
    ctx = begin(rgo, start)
    lost = next(f for f in ctx.facts if f.kind == "ItemLost")
    # Both are worth no marshalling points: the first borne goes, by the clause of the card's
    # play: an Environment played free (version 203; RGO-HAZ-2 before).
    assert (lost["character"], lost["card"], lost.rule) == (aragorn.card_id, dagger,
                                                            "RGO-ENV-1")
    gone = [c for f in ctx.facts if f.kind == "CardsDiscarded" for c in f["cards"]]
    assert len(gone) == 2 and set(gone) <= set(hand)
    assert [c for c in hand if c not in gone] == list(ctx.state.hand[:1])
    inland = begin(rgo, replace(start, path=("wilderness",)))
    assert not any(f.kind == "ItemLost" for f in inland.facts)
    assert next(f for f in inland.facts if f.kind == "HazardDiscarded"
                and f["card"] == drowning).rule == "RGO-HAZ-3"
