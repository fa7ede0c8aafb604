"""The Road Goes Ever On: the Moon, a resource long-event played from the hand (version 84 on,
moon.py and resource_long_events.py): with Doors of Night in play a company's site path is
treated for the hazards with its Dark-domains as Shadow-lands and its Shadow-lands as
Wildernesses; a second Moon is not played while one is in play."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.hazards_in_play import DOORS_OF_NIGHT
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import moon
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, State
from tests.rules.rgo_support import begin, ids, moving

OLD = str(moon.DOORS_SINCE - 1)
PATH = ("wilderness", "shadow-land", "dark-domain")


def under_the_moon(rgo: RoadGoesEverOn, doors: bool) -> State:
    """Aragorn and Legolas set out along ``PATH`` with a Moon in play."""
    return moving(rgo, path=PATH, long_in_play=ids(rgo, "Moon"),
                  environments=(DOORS_OF_NIGHT,) if doors else ())


def treated(rgo: RoadGoesEverOn, s: State) -> list[tuple[str | None, list[str]]]:
    ctx = begin(rgo, s)
    return [(f.rule, f["treated"]) for f in ctx.facts if f.kind == "SitePathTreated"]


@pytest.mark.rule("RGO-LONG-1")
def test_the_moon_treats_the_path_under_doors_of_night_and_is_not_duplicated(
        rgo: RoadGoesEverOn) -> None:
    assert treated(rgo, under_the_moon(rgo, doors=True)) == [
        ("RGO-LONG-1", ["wilderness", "wilderness", "shadow-land"])]
    assert treated(rgo, under_the_moon(rgo, doors=False)) == []  # nor Gates of Morning in play
    second = replace(under_the_moon(rgo, doors=True), phase=LONG_EVENT,
                     hand=ids(rgo, "Moon"))
    moon_card = ids(rgo, "Moon")[0]
    assert f"play-long-event:{moon_card}" not in [a.id for a in rgo.actions(second)]
    ctx = Context(rgo, Table(1, {}, second))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"play-long-event:{moon_card}", {})
    assert ctx.facts == []
    assert (refused.value.clause, refused.value.message) == (
        "RGO-LONG-1", "Moon is in play already and cannot be duplicated.")


@pytest.mark.rule("RGO-LONG-1")
def test_version_83_played_the_moon_without_doors_of_night(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(OLD)
    assert isinstance(old, RoadGoesEverOn)
    assert treated(old, under_the_moon(rgo, doors=True)) == []
    second = replace(under_the_moon(rgo, doors=True), phase=LONG_EVENT,
                     hand=ids(rgo, "Moon"))
    assert f"play-long-event:{ids(rgo, 'Moon')[0]}" in [a.id for a in old.actions(second)]
    assert coverage.in_ruleset("road-goes-ever-on", rgo.catalog.find("Moon")) == \
        coverage.InRuleset(coverage.SCRIPTED)
