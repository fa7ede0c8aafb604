"""The Road Goes Ever On: what the cards reading Gates of Morning do with it in play, beyond
gates_of_morning.py's own: Fog's treatment of the region types (fog.py). Constructed states
played with the real ruleset, seeded; each piece's version and the one before it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import fog, gates_of_morning
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT
from tests.rules.rgo_support import begin, ids, moving, state
from tests.rules.test_road_goes_ever_on_resource_long_events import plays
from tests.rules.test_road_goes_ever_on_resource_long_events import refused as long_refused

GATES = gates_of_morning.CARD


def at(rgo: RoadGoesEverOn, version: int) -> RoadGoesEverOn:
    ruleset = rgo.at_version(str(version))
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset


@pytest.mark.rule("RGO-LONG-1", "RGO-GEN-1")
def test_fog_is_played_with_gates_of_morning_and_treats_every_region_type(
        rgo: RoadGoesEverOn) -> None:
    now, old = at(rgo, fog.SINCE_VERSION), at(rgo, fog.SINCE_VERSION - 1)
    lit = state(rgo, phase=LONG_EVENT, hand=(fog.CARD,), resource_environments=(GATES,))
    play = f"play-long-event:{fog.CARD}"
    assert plays(now, lit) == [play]
    ctx = Context(now, Table(1, {}, lit))
    now.decide(ctx, play, {})
    assert ctx.state.long_in_play == (fog.CARD,)
    # In play, the site path is treated as the movement/hazard phase begins.
    path = ("free-domain", "border-land", "wilderness", "shadow-land", "dark-domain",
            "coastal-sea")
    start = moving(rgo, path=path, long_in_play=(fog.CARD,), resource_environments=(GATES,))
    treated = begin(now, start)
    assert [(f.rule, f["card"], f["treated"], f["gates"]) for f in treated.facts
            if f.kind == "SitePathTreated"] == [
        ("RGO-LONG-1", fog.CARD, ["border-land", "wilderness", "wilderness", "wilderness",
                                  "shadow-land", "coastal-sea"], True)]
    # Gates of Morning gone (Doors of Night discarded it): Fog treats nothing.
    dark = begin(now, replace(start, resource_environments=()))
    assert [f for f in dark.facts if f.kind == "SitePathTreated"] == []
    # Version 162 refused it, saying its treatment was not played yet.
    assert plays(old, lit) == []
    assert long_refused(old, lit, play).message == (
        "what Fog does with Gates of Morning in play is not played yet.")


@pytest.mark.rule("RGO-LONG-1")
def test_fog_leaves_a_region_the_moon_treated_as_the_moon_treated_it(
        rgo: RoadGoesEverOn) -> None:
    now = at(rgo, fog.SINCE_VERSION)
    moon = ids(rgo, "Moon")[0]
    start = moving(rgo, path=("wilderness", "border-land", "dark-domain"),
                   long_in_play=(moon, fog.CARD), resource_environments=(GATES,))
    ctx = begin(now, start)
    # The Moon first (Wilderness to Border-land, Border-land to Free-domain); Fog only the
    # Dark-domain, still as printed.
    assert [(f["card"], f["treated"]) for f in ctx.facts if f.kind == "SitePathTreated"] == [
        (moon, ["border-land", "free-domain", "dark-domain"]),
        (fog.CARD, ["border-land", "free-domain", "shadow-land"])]


def test_the_coverage_reads_fog_as_scripted(starter: Catalog) -> None:
    rows = {r.card_id: dict(r.rulesets)["road-goes-ever-on"]
            for r in coverage.coverage(starter)}
    assert rows[fog.CARD] == coverage.InRuleset(coverage.SCRIPTED)
