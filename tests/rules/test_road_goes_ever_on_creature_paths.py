"""From ``creatures.PATHS_SINCE_VERSION`` (generation 7 of the engine's creature scripts) a
creature whose text names regions may be keyed to one in the middle of the site path: the site
cards print the path's region types only, and the map names each region where every walk of
adjacent regions of those types from the origin's region to the new site's agrees
(``keying.path_region_names``). Before, only the path's first and last regions were known by
name (CoE 2.IV, RGO-HAZ-4)."""

from __future__ import annotations

import pytest

from domain.engine.keying import path_region_names
from domain.rulesets.road_goes_ever_on import creatures
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.test_road_goes_ever_on_creature_places import UNKEYED, revealed

NOW = str(creatures.PATHS_SINCE_VERSION)
BEFORE = str(creatures.PATHS_SINCE_VERSION - 1)


@pytest.mark.rule("CoE-2.IV")
def test_the_map_names_the_regions_of_a_site_path() -> None:
    assert path_region_names("Wold & Foothills", "Heart of Mirkwood", (
        "wilderness", "border-land", "wilderness", "wilderness")) == (
        "Wold & Foothills", "Anduin Vales", "Western Mirkwood", "Heart of Mirkwood")
    # No walk of those types joins the two: nothing is named.
    assert path_region_names("Wold & Foothills", "Heart of Mirkwood", (
        "wilderness", "dark-domain")) == (None, None)


@pytest.mark.rule("CoE-2.IV", "RGO-HAZ-4")
def test_a_creature_is_keyed_to_a_named_region_in_the_middle_of_the_path(
        rgo: RoadGoesEverOn) -> None:
    # Lórien to Sarn Goriwing crosses Western Mirkwood third: Adûnaphel names it.
    assert revealed(rgo, "Adûnaphel", "Lórien", "Sarn Goriwing", NOW) == ("keyed", 2)
    assert revealed(rgo, "Adûnaphel", "Lórien", "Sarn Goriwing", BEFORE) == (
        "discarded", UNKEYED)
    # Lórien to Mount Doom crosses Ithilien fourth, before Gorgoroth, the last: the Mûmak
    # comes at the first of them not yet passed.
    assert revealed(rgo, "Mûmak (Oliphant)", "Lórien", "Mount Doom", NOW) == ("keyed", 3)
    assert revealed(rgo, "Mûmak (Oliphant)", "Lórien", "Mount Doom", BEFORE) == ("keyed", 5)
