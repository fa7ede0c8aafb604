"""The items creatures take, played by The Road Goes Ever On from
``creatures.PLACES_SINCE_VERSION`` (generation 4 of the engine's creature scripts): a Thief's
or Pick-pocket's successful strike harms no one but takes an item, each wound of Brigands
costs the company an item, and a Troll after another of the three strips the wounded of their
items but the special ones. Each item lost is an ``ItemLost`` fact naming the bearer, the item
and the creature; the item goes to the discard pile. The defender gives up the item worth the
fewest marshalling points; from ``creatures.CHOICE_SINCE_VERSION`` the one the defender names
while the strikes are assigned (item_thefts.py), the one worth least if none is."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine.characters import Character, Item
from domain.engine.combat import Attack
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import combat, creatures, item_thefts
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import ids, refused, run, state

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


CHOOSING = str(creatures.CHOICE_SINCE_VERSION)


def assigning(rgo: RoadGoesEverOn, creature: str, *characters: Character, seed: int = 1,
              version: str = CHOOSING) -> tuple[RoadGoesEverOn, Context[State]]:
    """``creature`` from the Hazard Pile attacks ``characters``, waiting for the defender to
    assign its strikes (CoE 3.ii)."""
    played = rgo.at_version(version)
    assert isinstance(played, RoadGoesEverOn)
    card = rgo.catalog.find(creature)
    ctx = Context(played, Table(seed, {}, state(rgo, characters=characters)))
    combat.resolve_attack(ctx, Attack.from_creature(card, len(characters)), "RGO-HAZ-2",
                          hazard=card.id, ask=True)
    return played, ctx


def named(played: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in played.actions(s) if a.id.startswith(item_thefts.KIND)]


@pytest.mark.rule("CoE-3.ii", "CoE-3.iv.7", "RGO-HAZ-2")
def test_the_defender_names_the_item_a_thief_takes(rgo: RoadGoesEverOn) -> None:
    bilbo, frodo = ids(rgo, "Bilbo", "Frodo")
    dagger, glamdring, book = ids(rgo, "Dagger of Westernesse", "Glamdring", "Book of Mazarbul")
    # The Thief's attack waits for the defender, who may name any item of the company.
    played, ctx = assigning(rgo, "Thief", *hobbits(rgo), seed=2)
    assert named(played, ctx.state) == [f"give-up-item:{i}" for i in (dagger, glamdring, book)]
    played.decide(ctx, f"give-up-item:{glamdring}", {})
    assert (ctx.facts[-1].kind, ctx.facts[-1]["card"]) == ("ItemToGiveUpNamed", glamdring)
    assert named(played, ctx.state) == [f"give-up-item:{i}" for i in (dagger, book)]
    # Bilbo's strike succeeds: Glamdring goes, not the dagger worth less; Bilbo unharmed.
    played.decide(ctx, f"assign:{bilbo}", {})
    assert lost(ctx.facts) == [(frodo, glamdring)] and harm(ctx.facts) == []
    # Brigands wounding twice (seed 9) take the items in the order named.
    played, ctx = assigning(rgo, "Brigands", *hobbits(rgo), seed=9)
    for item in (glamdring, dagger):
        played.decide(ctx, f"give-up-item:{item}", {})
    played.decide(ctx, "assign-rest", {})
    assert lost(ctx.facts) == [(frodo, glamdring), (frodo, dagger)]
    # Named nothing, the defender gives up the item worth least, as before this version.
    played, ctx = assigning(rgo, "Brigands", *hobbits(rgo), seed=9)
    played.decide(ctx, "assign-rest", {})
    assert lost(ctx.facts)[0] == (frodo, dagger)
    # Before this version nothing is offered: the Thief's attack takes the dagger.
    played, ctx = assigning(rgo, "Thief", *hobbits(rgo), seed=2,
                            version=str(creatures.CHOICE_SINCE_VERSION - 1))
    assert named(played, ctx.state) == []
    played.decide(ctx, f"assign:{bilbo}", {})
    assert lost(ctx.facts) == [(frodo, dagger)]


@pytest.mark.rule("CoE-3.ii", "CoE-3.iv.7", "RGO-TARGET-2")
def test_the_defender_names_what_a_pick_pocket_takes_from_each_bearer(
        rgo: RoadGoesEverOn) -> None:
    frodo, dagger, book, cloak = ids(rgo, "Frodo", "Dagger of Westernesse", "Book of Mazarbul",
                                     "Elven Cloak")
    bilbo = bearing(rgo, "Bilbo", "Elven Cloak")
    # Bilbo's one item is no choice: only Frodo's are named. Seed 1 strikes Frodo, who gives
    # up the Book named for him.
    played, ctx = assigning(rgo, "Pick-pocket", bilbo, hobbits(rgo)[1], seed=1)
    assert f"give-up-item:{cloak}" not in named(played, ctx.state)
    played.decide(ctx, f"give-up-item:{book}", {})
    played.decide(ctx, "assign-rest", {})
    assert lost(ctx.facts) == [(frodo, book)] and harm(ctx.facts) == []
    assert dagger not in ctx.state.discard


@pytest.mark.rule("CoE-3.iv.7")
def test_an_item_is_named_only_against_a_thief_and_once(rgo: RoadGoesEverOn) -> None:
    glamdring, cloak = ids(rgo, "Glamdring", "Elven Cloak")
    played, ctx = assigning(rgo, "Thief", *hobbits(rgo), seed=2)
    played.decide(ctx, f"give-up-item:{glamdring}", {})
    assert "already named to give up to Thief" in refused(
        played, ctx.state, f"give-up-item:{glamdring}", "CoE-3.iv.7")
    assert "Elven Cloak is no item the company holds" in refused(
        played, ctx.state, f"give-up-item:{cloak}", "CoE-3.iv.7")
    # Wolves take no item: nothing to name.
    played, ctx = assigning(rgo, "Wolves", *hobbits(rgo))
    assert named(played, ctx.state) == []
    assert "only while the strikes of a Thief, Pick-pocket or Brigands are assigned" in refused(
        played, ctx.state, f"give-up-item:{glamdring}", "CoE-3.iv.7")
    # A Pick-pocket facing a company whose bearers each bear one item asks for no name.
    played, ctx = assigning(rgo, "Pick-pocket", bearing(rgo, "Bilbo", "Elven Cloak"),
                            bearing(rgo, "Frodo", "Glamdring"))
    assert named(played, ctx.state) == []
    assert "a character bearing one item has nothing to choose" in refused(
        played, ctx.state, f"give-up-item:{cloak}", "CoE-3.iv.7")
