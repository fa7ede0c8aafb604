"""Where a creature's text lets it be played beyond its printed keying (CoE 2.IV), played by
The Road Goes Ever On from ``creatures.PLACES_SINCE_VERSION`` (generation 4 of the engine's
creature scripts): the Nazgûl's regions and their sites, the Dragons' lairs and with Doors of
Night their lands, the sites and regions other creatures name. The version before discards
such a creature from the Hazard Pile when its printed keying finds no place."""

from __future__ import annotations

from typing import Any

import pytest

from domain.engine import hazards_in_play
from domain.engine.movement import site_path
from domain.rulesets.road_goes_ever_on import creatures
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import begin, ids, state

NOW = str(creatures.PLACES_SINCE_VERSION)
BEFORE = str(creatures.PLACES_SINCE_VERSION - 1)
UNKEYED = "it cannot be keyed to the rest of the site path"


def revealed(rgo: RoadGoesEverOn, creature: str, at: str, to: str | None = None,
             version: str = NOW, **fields: Any) -> tuple[str, Any]:
    """What becomes of ``creature``, the Hazard Pile's only card, for a company at ``at``
    moving to ``to`` (None: staying put): ("keyed", position) or ("discarded", reason)."""
    origin = ids(rgo, at)[0]
    target = ids(rgo, to)[0] if to is not None else None
    path = () if target is None else site_path(rgo.catalog.get(origin), rgo.catalog.get(target))
    start = state(rgo, site=origin, destination=target, path=tuple(path or ()),
                  hazards=ids(rgo, creature), **fields)
    played = rgo.at_version(version)
    assert isinstance(played, RoadGoesEverOn)
    ctx = begin(played, start)
    fate = next(f for f in ctx.facts if f.kind in ("HazardKeyed", "HazardDiscarded"))
    return ("keyed", fate["position"]) if fate.kind == "HazardKeyed" \
        else ("discarded", fate["reason"])


@pytest.mark.rule("CoE-2.IV", "RGO-HAZ-4")
def test_a_nazgul_is_also_keyed_to_its_regions_and_their_sites(rgo: RoadGoesEverOn) -> None:
    # Rivendell to Mount Gram: Rhudaur (wilderness), then Angmar (shadow-land), a
    # Shadow-hold; the Witch-king's printed keying (a Dark-domain, a Dark-hold) finds no
    # place, his text keys him to Angmar, the path's second region.
    assert revealed(rgo, "Witch-king of Angmar", "Rivendell", "Mount Gram") == ("keyed", 1)
    assert revealed(rgo, "Witch-king of Angmar", "Rivendell", "Mount Gram",
                    BEFORE) == ("discarded", UNKEYED)
    # Ren the Unclean names no region of that path.
    assert revealed(rgo, "Ren the Unclean", "Rivendell", "Mount Gram") == ("discarded", UNKEYED)
    # Khamûl to the Brown Lands; Adûnaphel at a site of Western Mirkwood, the company
    # staying put there.
    assert revealed(rgo, "Khamûl the Easterling", "Lórien", "Bandit Lair") == ("keyed", 1)
    assert revealed(rgo, "Adûnaphel", "Woodmen-town") == ("keyed", 0)
    assert revealed(rgo, "Adûnaphel", "Woodmen-town", version=BEFORE) == ("discarded", UNKEYED)
    # Each of the nine at a site of a region he names, none printed keying would reach.
    for nazgul, site in (("Witch-king of Angmar", "Mount Gram"),
                         ("Khamûl the Easterling", "Bandit Lair"),
                         ("Dwar of Waw", "Henneth Annûn"), ("Indûr Dawndeath", "Shelob’s Lair"),
                         ("Akhôrahil", "Mount Doom"), ("Hoarmûrath of Dír", "Dead Marshes"),
                         ("Adûnaphel", "Woodmen-town"), ("Ren the Unclean", "Henneth Annûn"),
                         ("Ûvatha the Horseman", "Mount Doom")):
        assert revealed(rgo, nazgul, site) == ("keyed", 0), nazgul
        assert revealed(rgo, nazgul, site, version=BEFORE) == ("discarded", UNKEYED), nazgul


@pytest.mark.rule("CoE-2.IV", "RGO-HAZ-4")
def test_a_dragon_comes_at_its_lair_and_with_doors_of_night_further(
        rgo: RoadGoesEverOn) -> None:
    # Lórien to The Lonely Mountain: four regions, the last Northern Rhovanion; Smaug's
    # lair is the site (position 4).
    assert revealed(rgo, "Smaug", "Lórien", "The Lonely Mountain") == ("keyed", 4)
    assert revealed(rgo, "Smaug", "Lórien", "The Lonely Mountain", BEFORE) == (
        "discarded", UNKEYED)
    # Leucaruth's lair is Irerock: without Doors of Night he finds no place on that path,
    # with it he is keyed to Northern Rhovanion, the fourth region.
    assert revealed(rgo, "Leucaruth", "Lórien", "The Lonely Mountain") == ("discarded", UNKEYED)
    doors = (hazards_in_play.DOORS_OF_NIGHT,)
    assert revealed(rgo, "Leucaruth", "Lórien", "The Lonely Mountain",
                    environments=doors) == ("keyed", 3)
    assert revealed(rgo, "Leucaruth", "Irerock") == ("keyed", 0)
    assert revealed(rgo, "Agburanar", "Caves of Ûlund") == ("keyed", 0)
    assert revealed(rgo, "Daelomin", "Dancing Spire") == ("keyed", 0)
    assert revealed(rgo, "Daelomin", "Irerock") == ("discarded", UNKEYED)


@pytest.mark.rule("CoE-2.IV", "RGO-HAZ-6")
def test_creatures_come_at_the_sites_their_text_names(rgo: RoadGoesEverOn) -> None:
    # A company staying put has no region to key to: only the site.
    assert revealed(rgo, "Watcher in the Water", "Moria") == ("keyed", 0)
    assert revealed(rgo, "Watcher in the Water", "Moria", version=BEFORE) == (
        "discarded", UNKEYED)
    assert revealed(rgo, "Old Man Willow", "Old Forest") == ("keyed", 0)
    assert revealed(rgo, "Huorn", "Wellinghall") == ("keyed", 0)
    assert revealed(rgo, "Huorn", "Minas Tirith") == ("discarded", UNKEYED)


@pytest.mark.rule("CoE-2.IV", "RGO-HAZ-6")
def test_creatures_come_in_the_regions_their_text_names(rgo: RoadGoesEverOn) -> None:
    # Giant Spiders at a Shadow-hold of Heart of Mirkwood, not at a Border-hold of Western
    # Mirkwood; Pûkel-men at a Ruins & Lairs of Andrast, not at a Border-hold of Rohan.
    assert revealed(rgo, "Giant Spiders", "Sarn Goriwing") == ("keyed", 0)
    assert revealed(rgo, "Giant Spiders", "Woodmen-town") == ("discarded", UNKEYED)
    assert revealed(rgo, "Pûkel-men", "The Stones") == ("keyed", 0)
    assert revealed(rgo, "Pûkel-men", "Dunharrow") == ("discarded", UNKEYED)
    # Corsairs of Umbar at a Ruins & Lairs of Andrast, at any site of the Elven Shores.
    assert revealed(rgo, "Corsairs of Umbar", "The Stones") == ("keyed", 0)
    assert revealed(rgo, "Corsairs of Umbar", "Himring") == ("keyed", 0)
    # Shelob at any site of Imlad Morgul; a Mûmak keyed to Dagorlad, the last region on the
    # way to the Dead Marshes.
    assert revealed(rgo, "Shelob", "Shelob’s Lair") == ("keyed", 0)
    assert revealed(rgo, "Mûmak (Oliphant)", "Lórien", "Dead Marshes") == ("keyed", 2)
    assert revealed(rgo, "Mûmak (Oliphant)", "Lórien", "Dead Marshes", BEFORE) == (
        "discarded", UNKEYED)


@pytest.mark.rule("CoE-2.IV", "RGO-HAZ-4")
def test_the_great_goblin_comes_between_rivendell_and_lorien(rgo: RoadGoesEverOn) -> None:
    # On the move between the two Havens, either way: keyed to the first place not passed.
    assert revealed(rgo, "The Great Goblin", "Rivendell", "Lórien") == ("keyed", 0)
    assert revealed(rgo, "The Great Goblin", "Lórien", "Rivendell") == ("keyed", 0)
    assert revealed(rgo, "The Great Goblin", "Rivendell", "Lórien", BEFORE) == (
        "discarded", UNKEYED)
    # Keyed to the High Pass, on the way to Goblin-gate (its second region).
    assert revealed(rgo, "The Great Goblin", "Rivendell", "Goblin-gate") == ("keyed", 1)
    assert revealed(rgo, "The Great Goblin", "Lórien", "Moria") == ("discarded", UNKEYED)
