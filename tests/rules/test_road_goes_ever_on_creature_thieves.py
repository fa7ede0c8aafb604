"""The items creatures take, played by The Road Goes Ever On from
``creatures.PLACES_SINCE_VERSION`` (generation 4 of the engine's creature scripts): a Thief's
or Pick-pocket's successful strike harms no one but takes an item, each wound of Brigands
costs the company an item, and a Troll after another of the three strips the wounded of their
items but the special ones. Each item lost is an ``ItemLost`` fact naming the bearer, the item
and the creature; the item goes to the discard pile. The defender gives up the item worth the
fewest marshalling points."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine.characters import Character, Item
from domain.engine.combat import Attack
from domain.ruleset import Context, Fact
from domain.rulesets.road_goes_ever_on import combat, creatures
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import ids, run, state

NOW = str(creatures.PLACES_SINCE_VERSION)
BEFORE = str(creatures.PLACES_SINCE_VERSION - 1)


def bearing(rgo: RoadGoesEverOn, name: str, *items: str) -> Character:
    character = Character.from_card(rgo.catalog.find(name))
    for item in items:
        character = character.with_item(Item.from_card(rgo.catalog.find(item)))
    return character


def fight(rgo: RoadGoesEverOn, creature: str, *characters: Character, seed: int = 1,
          version: str = NOW, **fields: Any) -> tuple[list[Fact], State]:
    """``creature`` from the Hazard Pile attacks ``characters``, its strikes at random."""
    start = replace(state(rgo, characters=characters), **fields)
    card = rgo.catalog.find(creature)
    attack = Attack.from_creature(card, len(characters))

    def attacked(ctx: Context[State]) -> None:
        combat.resolve_attack(ctx, attack, "RGO-HAZ-2", hazard=card.id)
    played = rgo.at_version(version)
    assert isinstance(played, RoadGoesEverOn)
    return run(played, start, attacked, seed=seed)


def lost(facts: list[Fact]) -> list[tuple[str, str]]:
    return [(f["character"], f["card"]) for f in facts if f.kind == "ItemLost"]


def harm(facts: list[Fact]) -> list[tuple[str, Any]]:
    return [(f.kind, f.get("state")) for f in facts
            if f.kind in ("BodyChecked", "CharacterStateChanged")]


def hobbits(rgo: RoadGoesEverOn) -> tuple[Character, Character]:
    """Bilbo bearing nothing; Frodo bearing a Dagger of Westernesse (no marshalling points),
    Glamdring (2) and the Book of Mazarbul (a special item)."""
    return bearing(rgo, "Bilbo"), bearing(rgo, "Frodo", "Dagger of Westernesse", "Glamdring",
                                          "Book of Mazarbul")


@pytest.mark.rule("CoE-3.iv.5", "RGO-HAZ-2")
def test_a_thief_s_successful_strike_takes_an_item_of_the_company(rgo: RoadGoesEverOn) -> None:
    bilbo, frodo = ids(rgo, "Bilbo", "Frodo")
    dagger = ids(rgo, "Dagger of Westernesse")[0]
    # Seed 2 strikes Bilbo, who bears nothing: the company gives up Frodo's dagger, the
    # item worth least, and Bilbo is not harmed (no wound, no body check).
    facts, after = fight(rgo, "Thief", *hobbits(rgo), seed=2)
    assert [(f["character"], f["result"]) for f in facts if f.kind == "StrikeResolved"] == [
        (bilbo, "succeeded")]
    assert lost(facts) == [(frodo, dagger)] and harm(facts) == []
    unharmed = after.character(bilbo)
    assert dagger in after.discard and unharmed is not None and not unharmed.wounded
    # Before, the strike wounds Bilbo and takes nothing.
    facts, _ = fight(rgo, "Thief", *hobbits(rgo), seed=2, version=BEFORE)
    assert lost(facts) == [] and harm(facts) == [("CharacterStateChanged", "wounded"),
                                                 ("BodyChecked", None)]


@pytest.mark.rule("CoE-3.ii", "CoE-3.iv.5", "RGO-TARGET-2")
def test_a_pick_pocket_takes_an_item_the_struck_character_bears(rgo: RoadGoesEverOn) -> None:
    bilbo, frodo = ids(rgo, "Bilbo", "Frodo")
    dagger = ids(rgo, "Dagger of Westernesse")[0]
    # Seed 1 strikes Frodo (the attacker chooses: at random here): his dagger goes.
    facts, _ = fight(rgo, "Pick-pocket", *hobbits(rgo), seed=1)
    assert lost(facts) == [(frodo, dagger)] and harm(facts) == []
    # Seed 3 strikes Bilbo, who bears nothing to take: nothing is lost, no one harmed.
    facts, _ = fight(rgo, "Pick-pocket", *hobbits(rgo), seed=3)
    assert [(f["character"], f["result"]) for f in facts if f.kind == "StrikeResolved"] == [
        (bilbo, "succeeded")]
    assert lost(facts) == [] and harm(facts) == []


@pytest.mark.rule("CoE-3.iv.5", "RGO-HAZ-2")
def test_each_wound_of_brigands_costs_the_company_an_item(rgo: RoadGoesEverOn) -> None:
    bilbo, frodo = ids(rgo, "Bilbo", "Frodo")
    dagger = ids(rgo, "Dagger of Westernesse")[0]
    # Seed 1: Frodo beats his strike, Bilbo is wounded: the company discards Frodo's dagger
    # at once, before Bilbo's body check.
    facts, _ = fight(rgo, "Brigands", *hobbits(rgo), seed=1)
    order = [(f.kind, f.get("character")) for f in facts
             if f.kind in ("ItemLost", "BodyChecked")]
    assert order == [("ItemLost", frodo), ("BodyChecked", bilbo)]
    assert lost(facts) == [(frodo, dagger)]
    # No wound (seed 2: both strikes beaten), no item lost; nor before this version.
    assert lost(fight(rgo, "Brigands", *hobbits(rgo), seed=2)[0]) == []
    assert lost(fight(rgo, "Brigands", *hobbits(rgo), seed=1, version=BEFORE)[0]) == []


@pytest.mark.rule("CoE-3.iv.5", "RGO-HAZ-2")
def test_a_troll_after_another_strips_the_wounded_of_items(rgo: RoadGoesEverOn) -> None:
    frodo = ids(rgo, "Frodo")[0]
    dagger, glamdring = ids(rgo, "Dagger of Westernesse", "Glamdring")
    start = state(rgo)
    after_bert = ((start.turn, start.company, ids(rgo, "“Bert” (Bûrat)")[0]),)
    # Seed 1: William wounds Frodo. After Bert this turn, Frodo discards the dagger and
    # Glamdring, keeping the Book of Mazarbul (special).
    facts, after = fight(rgo, "“William” (Wûluag)", *hobbits(rgo), seed=1,
                         faced_creatures=after_bert)
    assert lost(facts) == [(frodo, dagger), (frodo, glamdring)]
    survivor = after.character(frodo)
    assert survivor is None or [i.name for i in survivor.items] == ["Book of Mazarbul"]
    # So “Tom” (Tûma) after William, and Bert after Tom.
    for troll, before in (("“Tom” (Tûma)", "“William” (Wûluag)"),
                          ("“Bert” (Bûrat)", "“Tom” (Tûma)")):
        faced = ((start.turn, start.company, ids(rgo, before)[0]),)
        facts, _ = fight(rgo, troll, *hobbits(rgo), seed=1, faced_creatures=faced)
        assert lost(facts) == [(frodo, dagger), (frodo, glamdring)], troll
    # William alone, or after Bert on an earlier turn, takes nothing.
    assert lost(fight(rgo, "“William” (Wûluag)", *hobbits(rgo), seed=1)[0]) == []
    earlier = ((start.turn - 1, start.company, after_bert[0][2]),)
    assert lost(fight(rgo, "“William” (Wûluag)", *hobbits(rgo), seed=1,
                      faced_creatures=earlier)[0]) == []
    assert lost(fight(rgo, "“William” (Wûluag)", *hobbits(rgo), seed=1, version=BEFORE,
                      faced_creatures=after_bert)[0]) == []
