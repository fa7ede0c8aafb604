"""The Road Goes Ever On from ``nazgul_abroad.SINCE_VERSION``: The Nazgûl are Abroad, revealed
from the Hazard Pile, stays in play (RGO-HAZ-2), a copy discarded (RGO-HAZ-3); while it is in
play a Nazgûl is also keyed to the site of a company bearing The One Ring, but a Free-hold or
a Haven, and to a Shadow-land or a Shadow-hold against a company bearing any Ring (RGO-HAZ-4).
The version before had the player declare its effect."""

from __future__ import annotations

from typing import Any

import pytest

from domain.engine.characters import Character, Item
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import nazgul_abroad
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import begin, company, ids, moving

ABROAD, KHAMUL = "The Nazgûl are Abroad", "Khamûl the Easterling"


def bearing(rgo: RoadGoesEverOn, ring: str | None) -> tuple[Character, ...]:
    """Aragorn (bearing ``ring``, if any) and Legolas."""
    aragorn, legolas = company(rgo, "Aragorn II", "Legolas")
    if ring is not None:
        aragorn = aragorn.with_item(Item.from_card(rgo.catalog.find(ring)))
    return aragorn, legolas


def keyed(ctx: Context[State]) -> list[tuple[str, Any]]:
    """Where Khamûl was keyed, or why he was discarded."""
    khamul = ids(ctx.ruleset, KHAMUL)[0]  # type: ignore[arg-type]
    return [(f.kind, f["place"] if f.kind == "HazardKeyed" else f["reason"])
            for f in ctx.facts if f.kind in ("HazardKeyed", "HazardDiscarded")
            and f["card"] == khamul]


def to(rgo: RoadGoesEverOn, site: str, path: tuple[str, ...], ring: str | None,
       *pile: str) -> Context[State]:
    """The company goes from Rivendell to ``site`` by ``path``, Aragorn bearing ``ring``."""
    rivendell, there = ids(rgo, "Rivendell", site)
    return begin(rgo, moving(rgo, *pile, site=rivendell, destination=there, path=path,
                             characters=bearing(rgo, ring)))


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-4")
def test_the_nazgul_are_abroad_key_nazgul_to_a_ring_bearers_company(
        rgo: RoadGoesEverOn) -> None:
    abroad = ids(rgo, ABROAD)[0]
    # To Weathertop (Ruins & Lairs) bearing The One Ring: it stays in play, counted against
    # the limit, and Khamûl (printed: Dark-domain, Dark-hold) attacks at the site.
    ctx = to(rgo, "Weathertop", ("wilderness",), "The One Ring", ABROAD, KHAMUL)
    played = next(f for f in ctx.facts if f.kind == "HazardEventPlayed")
    assert (played["card"], played["counted"]) == (abroad, True)
    assert ctx.state.environments == (abroad,)
    assert keyed(ctx) == [("HazardKeyed", "the site")]
    # Any other Ring: a Shadow-land of the path, or a Shadow-hold site; not Weathertop.
    dwarven = "Dwarven Ring of Thélor’s Tribe"
    assert keyed(to(rgo, "Weathertop", ("wilderness", "shadow-land"), dwarven, ABROAD,
                    KHAMUL)) == [("HazardKeyed", "region 2 (shadow-land)")]
    assert keyed(to(rgo, "Moria", ("wilderness",), dwarven, ABROAD, KHAMUL)) == [
        ("HazardKeyed", "the site")]
    assert keyed(to(rgo, "Weathertop", ("wilderness",), dwarven, ABROAD, KHAMUL)) == [
        ("HazardDiscarded", "it cannot be keyed to the rest of the site path")]
    # The One Ring at a Haven (Lórien) or a Free-hold is safe from it.
    assert keyed(to(rgo, "Lórien", ("wilderness",), "The One Ring", ABROAD, KHAMUL)) == [
        ("HazardDiscarded", "it cannot be keyed to the rest of the site path")]
    # No Ring, or the card not in play: Khamûl is discarded.
    assert keyed(to(rgo, "Weathertop", ("wilderness",), None, ABROAD, KHAMUL)) == [
        ("HazardDiscarded", "it cannot be keyed to the rest of the site path")]
    assert keyed(to(rgo, "Weathertop", ("wilderness",), "The One Ring", KHAMUL)) == [
        ("HazardDiscarded", "it cannot be keyed to the rest of the site path")]


@pytest.mark.rule("RGO-HAZ-3", "RGO-HAZ-2")
def test_a_second_nazgul_are_abroad_is_discarded_and_the_version_before_declares_it(
        rgo: RoadGoesEverOn) -> None:
    abroad = ids(rgo, ABROAD)[0]
    start = moving(rgo, ABROAD, environments=(abroad,))
    ctx = begin(rgo, start)
    assert [(f.rule, f["reason"]) for f in ctx.facts if f.kind == "HazardDiscarded"] == [
        ("RGO-HAZ-3", "it cannot be duplicated: it is already in play")]
    assert ctx.state.environments == (abroad,)
    assert not [f for f in ctx.facts if f.kind == "HazardEventPlayed"]
    old = rgo.at_version(str(nazgul_abroad.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    declared = begin(old, moving(rgo, ABROAD))
    assert [f.kind for f in declared.facts if f.kind.startswith("HazardEffect")] == [
        "HazardEffectAwaited"]
    assert declared.state.environments == ()
