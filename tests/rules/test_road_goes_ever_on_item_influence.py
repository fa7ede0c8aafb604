"""The Road Goes Ever On, from item_influence.SINCE_VERSION: the items' printed bonuses to
their bearer's direct influence against a faction (CoE 2.V.3), in a quest's influence attempt
(RGO-QUEST-4) and an escape (RGO-FACTION-2). Constructed states played with the real ruleset;
the version before replays as played, without them."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine.characters import Character, Item
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import item_influence
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, Quest
from tests.rules.rgo_support import card, ids, state

NOW = str(item_influence.SINCE_VERSION)
BEFORE = str(item_influence.SINCE_VERSION - 1)


def bearing(rgo: RoadGoesEverOn, who: str, *items: str) -> Character:
    bearer = Character.from_card(rgo.catalog.find(who))
    for name in items:
        bearer = bearer.with_item(Item.from_card(rgo.catalog.find(name), facts=True))
    return bearer


def influence(rgo: RoadGoesEverOn, bearer: Character, faction: str, site: str,
              version: str, seed: int = 1) -> list[Fact]:
    """``bearer`` and Legolas at ``site``: the bearer influences ``faction`` there."""
    played = rgo.at_version(version)
    here, wanted = ids(rgo, site, faction)
    start = state(rgo, site=here, characters=(bearer, Character.from_card(
                      rgo.catalog.find("Legolas"))),
                  display=(Quest(wanted, (here,)),),
                  site_deck=ids(rgo, "Rivendell", "Bree", "Weathertop"))
    ctx = Context(played, Table(seed, {}, replace(start, phase=SITE, explored=True)))
    played.decide(ctx, f"take-quest:{wanted}:{bearer.card_id}", {})
    return ctx.facts


def from_items(facts: list[Fact]) -> list[tuple[Any, ...]]:
    """The modifiers of the influence attempt an item gave."""
    check = next(f for f in facts if f.kind == "InfluenceAttempted")["check"]
    return [(m["amount"], m["why"], m["clause"]) for m in check["modifiers"]
            if m["source"] in {f"card:{i}" for i in item_influence.COVERAGE}]


def totals(*runs: list[Fact]) -> list[int]:
    return [next(f["total"] for f in facts if f.kind == "InfluenceAttempted") for facts in runs]


@pytest.mark.rule("RGO-QUEST-4", "CoE-2.V.3")
def test_narsil_adds_one_against_any_faction(rgo) -> None:  # type: ignore[no-untyped-def]
    # TW-289, Narsil: +1 to its bearer's direct influence.
    aragorn = bearing(rgo, "Aragorn II", "Narsil")
    now = influence(rgo, aragorn, "Rangers of the North", "Bree", NOW)
    before = influence(rgo, aragorn, "Rangers of the North", "Bree", BEFORE)
    assert from_items(now) == [(1, "Narsil's +1 direct influence against factions",
                                "CoE-2.V.3")]
    assert from_items(before) == []
    assert totals(now, before) == [totals(before)[0] + 1, totals(before)[0]]


@pytest.mark.rule("RGO-QUEST-4", "CoE-2.V.3")
def test_the_horn_of_anor_adds_two_against_any_faction_once(rgo) -> None:  # type: ignore[no-untyped-def]
    # TW-259, Horn of Anor: +2 against factions; it cannot be duplicated on a character.
    once = bearing(rgo, "Aragorn II", "Horn of Anor")
    twice = once.with_item(Item.from_card(rgo.catalog.find("Horn of Anor"), facts=True))
    now = influence(rgo, once, "Rangers of the North", "Bree", NOW)
    before = influence(rgo, once, "Rangers of the North", "Bree", BEFORE)
    assert from_items(now) == [(2, "Horn of Anor's +2 direct influence against factions",
                                "CoE-2.V.3")]
    assert totals(now, before) == [totals(before)[0] + 2, totals(before)[0]]
    assert [m.amount for m in item_influence.influence_modifiers(
        NOW, rgo.catalog.get, twice, rgo.catalog.find("Riders of Rohan"))] == [2]


@pytest.mark.rule("RGO-QUEST-4", "CoE-2.V.3")
def test_the_elf_stone_adds_two_against_an_elf_faction_only(rgo) -> None:  # type: ignore[no-untyped-def]
    # TW-224, Elf-stone: +2 against an Elf faction (the Wood-elves), nothing against the
    # Rangers of the North.
    aragorn = bearing(rgo, "Aragorn II", "Elf-stone")
    elves = influence(rgo, aragorn, "Wood-elves", "Thranduil's Halls", NOW)
    rangers = influence(rgo, aragorn, "Rangers of the North", "Bree", NOW)
    assert from_items(elves) == [(2, "Elf-stone's +2 direct influence against Elf factions",
                                  "CoE-2.V.3")]
    assert from_items(rangers) == []


@pytest.mark.rule("RGO-QUEST-4", "CoE-2.V.3")
def test_the_arkenstone_adds_three_against_a_dwarf_faction(rgo) -> None:  # type: ignore[no-untyped-def]
    # TW-341, The Arkenstone: +3 against Dwarf factions.
    gimli = bearing(rgo, "Gimli", "The Arkenstone")
    now = influence(rgo, gimli, "Blue Mountain Dwarves", "Blue Mountain Dwarf-hold", NOW)
    before = influence(rgo, gimli, "Blue Mountain Dwarves", "Blue Mountain Dwarf-hold", BEFORE)
    assert from_items(now) == [
        (3, "The Arkenstone's +3 direct influence against Dwarf factions", "CoE-2.V.3")]
    assert totals(now, before) == [totals(before)[0] + 3, totals(before)[0]]
    assert item_influence.influence_modifiers(NOW, rgo.catalog.get, gimli,
                                              rgo.catalog.find("Wood-elves")) == []


@pytest.mark.rule("RGO-FACTION-2", "CoE-2.V.3")
def test_an_escape_adds_the_bonus_of_the_items_borne(rgo) -> None:  # type: ignore[no-untyped-def]
    # TW-259, Horn of Anor: a detained bearer persuading the faction to let him go.
    aragorn = bearing(rgo, "Aragorn II", "Horn of Anor")

    def escape(version: str) -> list[Fact]:
        played = rgo.at_version(version)
        bree, rangers = ids(rgo, "Bree", "Rangers of the North")
        legolas = card(rgo, "Legolas")
        start = state(rgo, site=bree, phase=ORGANIZATION,
                      characters=(aragorn, Character.from_card(rgo.catalog.find("Legolas"))),
                      detained=((aragorn.card_id, rangers), (legolas, rangers)))
        ctx = Context(played, Table(2, {}, start))
        played.decide(ctx, f"escape:{rangers}:{aragorn.card_id}", {})
        return ctx.facts

    now, before = escape(NOW), escape(BEFORE)
    assert from_items(now) == [(2, "Horn of Anor's +2 direct influence against factions",
                                "CoE-2.V.3")]
    assert from_items(before) == []
    assert totals(now, before) == [totals(before)[0] + 2, totals(before)[0]]


@pytest.mark.rule("RGO-QUEST-4")
def test_the_red_arrow_brings_the_riders_of_rohan_with_no_roll(rgo) -> None:  # type: ignore[no-untyped-def]
    # TW-312, Red Arrow: its bearer influences the Riders of Rohan automatically.
    now = str(item_influence.AUTOMATIC_SINCE_VERSION)
    before = str(item_influence.AUTOMATIC_SINCE_VERSION - 1)
    eowyn = bearing(rgo, "Éowyn", "Red Arrow")
    riders, arrow = ids(rgo, "Riders of Rohan", "Red Arrow")
    facts = influence(rgo, eowyn, "Riders of Rohan", "Edoras", now)
    assert [(f.kind, f.rule) for f in facts if f.kind in (
        "DiceRolled", "InfluenceAttempted", "FactionInfluencedAutomatically", "QuestTaken",
        "MarshallingPointsGained")] == [
        ("FactionInfluencedAutomatically", "RGO-QUEST-4"), ("QuestTaken", "RGO-QUEST-4"),
        ("MarshallingPointsGained", "RGO-QUEST-4")]
    assert next(f for f in facts if f.kind == "FactionInfluencedAutomatically").data == {
        "card": riders, "character": eowyn.card_id, "item": arrow, "name": "Red Arrow"}
    # Before, or against another faction, the attempt is rolled.
    rolled = influence(rgo, eowyn, "Riders of Rohan", "Edoras", before)
    assert [f.kind for f in rolled if f.kind in ("DiceRolled", "InfluenceAttempted")] == [
        "DiceRolled", "InfluenceAttempted"]
    assert item_influence.automatic(now, rgo.catalog.get, eowyn,
                                    rgo.catalog.find("Wood-elves")) is None
