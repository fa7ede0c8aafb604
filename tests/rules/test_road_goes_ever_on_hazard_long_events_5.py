"""The Road Goes Ever On from ``hazard_long_events.GENERATION_5_SINCE``: with Doors of Night in
play, Long Winter, Foul Fumes and Storms of Ossë tap the company's new site when its site path
holds what each names (RGO-LONG-4); the version before leaves the site untapped."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.rulesets.road_goes_ever_on import hazard_long_events
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import begin, ids, moving

BEFORE = str(hazard_long_events.GENERATION_5_SINCE - 1)


def tapped(rgo: RoadGoesEverOn, start: State) -> list[tuple[str | None, Any, Any]]:
    """(clause, site, card) of each SiteTapped as the movement/hazard phase begins."""
    ctx = begin(rgo, start)
    return [(f.rule, f["site"], f["by"]) for f in ctx.facts if f.kind == "SiteTapped"]


def going(rgo: RoadGoesEverOn, to: str, path: tuple[str, ...], long: str,
          doors: bool = True) -> State:
    """Aragorn and Legolas (a ranger: not turned back) moving to ``to`` by ``path``."""
    return replace(moving(rgo, "Crebain"), destination=ids(rgo, to)[0], path=path,
                   long_in_play=ids(rgo, long),
                   environments=ids(rgo, "Doors of Night") if doors else ())


@pytest.mark.rule("RGO-LONG-4")
def test_with_doors_of_night_the_new_site_is_tapped(rgo: RoadGoesEverOn) -> None:
    winter, fumes, bree = ids(rgo, "Long Winter", "Foul Fumes", "Bree")
    two = ("wilderness", "wilderness")
    assert tapped(rgo, going(rgo, "Bree", two, "Long Winter")) == [
        ("RGO-LONG-4", bree, winter)]
    assert tapped(rgo, going(rgo, "Bree", ("shadow-land",), "Foul Fumes")) == [
        ("RGO-LONG-4", bree, fumes)]
    # Not without Doors of Night, not a Haven, not with one Wilderness only.
    assert tapped(rgo, going(rgo, "Bree", two, "Long Winter", doors=False)) == []
    assert tapped(rgo, going(rgo, "Lórien", two, "Long Winter")) == []
    assert tapped(rgo, going(rgo, "Bree", ("wilderness",), "Long Winter")) == []
    # The version before does not tap it.
    old = rgo.at_version(BEFORE)
    assert isinstance(old, RoadGoesEverOn)
    assert tapped(old, going(rgo, "Bree", two, "Long Winter")) == []


@pytest.mark.rule("RGO-LONG-4")
def test_storms_of_osse_taps_a_site_by_the_sea_with_doors_only(rgo: RoadGoesEverOn) -> None:
    storms, bree = ids(rgo, "Storms of Ossë", "Bree")
    sea = ("coastal-sea", "wilderness")
    assert tapped(rgo, going(rgo, "Bree", sea, "Storms of Ossë")) == [
        ("RGO-LONG-4", bree, storms)]
    assert tapped(rgo, going(rgo, "Bree", sea, "Storms of Ossë", doors=False)) == []
    assert tapped(rgo, going(rgo, "Bree", ("wilderness",), "Storms of Ossë")) == []
