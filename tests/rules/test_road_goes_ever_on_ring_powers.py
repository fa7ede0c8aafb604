"""The Road Goes Ever On, from ring_powers.SINCE_VERSION: what the rings of the Ring deck give
their bearer (CoE 6.1): a Dwarven Ring's greater prowess, direct influence and points to a
Dwarf, the Magic Rings of Courage, Nature and Words to a bearer with their skill, the Lesser
Ring's and The One Ring's direct influence (CoE 2.V.3), The One Ring's corruption point to
every character of its company (CoE 7.1). The version before gives none of it. Constructed
states."""

from __future__ import annotations

import pytest

from domain.engine.characters import Character, Item
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import item_influence, ring_powers
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from domain.rulesets.road_goes_ever_on.turn import corruption_points
from tests.rules.rgo_support import ids, moving, state

NOW = str(ring_powers.SINCE_VERSION)
BEFORE = str(ring_powers.SINCE_VERSION - 1)


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def bearing(rgo: RoadGoesEverOn, who: str, ring: str) -> Character:
    return Character.from_card(rgo.catalog.find(who)).with_item(
        Item.from_card(rgo.catalog.find(ring), facts=True))


def influence(rgo: RoadGoesEverOn, bearer: Character, version: str = NOW) -> list[int]:
    """What the bearer's items add to his direct influence against the Rangers of the North."""
    return [m.amount for m in item_influence.influence_modifiers(
        version, rgo.catalog.get, bearer, rgo.catalog.find("Rangers of the North"))]


def prowess(rgo: RoadGoesEverOn, bearer: Character, version: str = NOW) -> list[int]:
    return [m.amount for m in ring_powers.strike_modifiers(version, rgo.catalog.get, bearer)]


@pytest.mark.rule("CoE-6.1", "CoE-2.V.3", "CoE-7.1")
def test_a_dwarven_ring_gives_a_dwarf_its_greater_values(rgo: RoadGoesEverOn) -> None:
    ring = "Dwarven Ring of Durin's Tribe"
    gimli, aragorn = bearing(rgo, "Gimli", ring), bearing(rgo, "Aragorn II", ring)
    assert (prowess(rgo, gimli), prowess(rgo, aragorn), prowess(rgo, gimli, BEFORE)) == (
        [2], [], [])
    assert (influence(rgo, gimli), influence(rgo, aragorn), influence(rgo, gimli, BEFORE)) == (
        [7], [2], [])
    s = state(rgo, characters=(gimli, aragorn))
    assert [corruption_points(s, c, rgo.catalog, v) for c in (gimli, aragorn)
            for v in (NOW, BEFORE)] == [5, 3, 3, 3]
    assert [played(rgo, v).points(state(rgo, characters=(c,)))["item"]
            for c in (gimli, aragorn) for v in (NOW, BEFORE)] == [6, 4, 4, 4]
    # Every Dwarven Ring of the catalog is one of the seven.
    rings = [c for c in rgo.catalog if "Dwarven Ring" in c.keywords and c.set == "TW"]
    assert len(rings) == 7 and all(ring_powers.strike_modifiers(
        NOW, rgo.catalog.get, bearing(rgo, "Gimli", c.name)) for c in rings)


@pytest.mark.rule("CoE-6.1", "CoE-2.V.3")
def test_the_magic_rings_of_courage_and_words(rgo: RoadGoesEverOn) -> None:
    # Aragorn II is a warrior, no diplomat; Legolas is both.
    courage = bearing(rgo, "Aragorn II", "Magic Ring of Courage")
    assert (prowess(rgo, courage), prowess(rgo, courage, BEFORE)) == ([2], [])
    assert prowess(rgo, bearing(rgo, "Bilbo", "Magic Ring of Courage")) == []
    assert influence(rgo, bearing(rgo, "Legolas", "Magic Ring of Words")) == [3]
    assert influence(rgo, bearing(rgo, "Aragorn II", "Magic Ring of Words")) == []
    assert influence(rgo, bearing(rgo, "Legolas", "Magic Ring of Words"), BEFORE) == []
    # The Magic Rings of Lore and Stealth add nothing to prowess or influence.
    for ring in ("Magic Ring of Lore", "Magic Ring of Stealth"):
        assert (prowess(rgo, bearing(rgo, "Gandalf", ring)),
                influence(rgo, bearing(rgo, "Gandalf", ring))) == ([], [])


@pytest.mark.rule("CoE-2.V.3", "CoE-7.1")
def test_the_lesser_ring_and_the_one_ring_add_direct_influence(rgo: RoadGoesEverOn) -> None:
    assert influence(rgo, bearing(rgo, "Aragorn II", "Lesser Ring")) == [2]
    frodo = bearing(rgo, "Frodo", "The One Ring")
    assert (influence(rgo, frodo), influence(rgo, frodo, BEFORE)) == ([5], [])
    # One corruption point more for every character of the Ring's company.
    sam = Character.from_card(rgo.catalog.find("Sam Gamgee"))
    s = state(rgo, characters=(frodo, sam))
    base = [corruption_points(s, c, rgo.catalog, BEFORE) for c in (frodo, sam)]
    assert [corruption_points(s, c, rgo.catalog, NOW) for c in (frodo, sam)] == [
        base[0] + 1, base[1] + 1]
    apart = state(rgo, characters=(sam,))
    assert corruption_points(apart, sam, rgo.catalog, NOW) == base[1]


@pytest.mark.rule("CoE-3.i")
def test_the_magic_ring_of_nature_cancels_an_attack(rgo: RoadGoesEverOn) -> None:
    ring, aragorn = ids(rgo, "Magic Ring of Nature", "Aragorn II")
    action = f"use-item:{ring}:{aragorn}"

    def attacked(bearer: Character, version: str = NOW) -> Context[State]:
        ruleset = played(rgo, version)
        start = moving(rgo, "Orc-patrol", characters=(bearer, Character.from_card(
            rgo.catalog.find("Legolas"))))
        ctx = Context(ruleset, Table(1, {}, start))
        ruleset.machinery(start)[0].movement_hazard(ctx)
        return ctx

    ctx = attacked(bearing(rgo, "Aragorn II", "Magic Ring of Nature"))
    assert action in [a.id for a in played(rgo).actions(ctx.state)]
    since = len(ctx.facts)
    played(rgo).decide(ctx, action, {})
    assert [(f.kind, f.rule) for f in ctx.facts[since:]][:2] == [
        ("CharacterStateChanged", "CoE-3.i"), ("AttackCanceled", "CoE-3.i")]
    assert ctx.state.awaited_strikes is None
    before = attacked(bearing(rgo, "Aragorn II", "Magic Ring of Nature"), BEFORE)
    assert action not in [a.id for a in played(rgo, BEFORE).actions(before.state)]
    # Gimli is no ranger: the ring does not cancel for him.
    gimli = ids(rgo, "Gimli")[0]
    no_ranger = attacked(bearing(rgo, "Gimli", "Magic Ring of Nature"))
    assert f"use-item:{ring}:{gimli}" not in [
        a.id for a in played(rgo).actions(no_ranger.state)]
