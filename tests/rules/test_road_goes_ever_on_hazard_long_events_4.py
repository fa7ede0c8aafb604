"""The Road Goes Ever On from ``hazard_long_events.GENERATION_4_SINCE``: Long Winter, Foul
Fumes, Snowstorm, Morgul Night and Fell Winter played by their text while in play (RGO-LONG-4),
read as a company's movement/hazard phase begins or at the site; the version before has the
player declare them."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.rulesets.road_goes_ever_on import hazard_long_events
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.site_phase import SitePhase
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import begin, company, ids, moving, run, state, turn_of

BEFORE = str(hazard_long_events.GENERATION_4_SINCE - 1)


def with_long(rgo: RoadGoesEverOn, start: State, name: str, doors: bool = False) -> State:
    return replace(start, long_in_play=ids(rgo, name),
                   environments=ids(rgo, "Doors of Night") if doors else ())


def turned(rgo: RoadGoesEverOn, start: State) -> list[tuple[str | None, Any]]:
    """(clause, card) of each MovementTurnedBack as the movement/hazard phase begins."""
    ctx = begin(rgo, start)
    return [(f.rule, f["card"]) for f in ctx.facts if f.kind == "MovementTurnedBack"]


def elves_and_dwarves(rgo: RoadGoesEverOn, path: tuple[str, ...], **fields: Any) -> State:
    """Legolas and Gimli (no ranger) leaving Moria for Lórien by ``path``."""
    return replace(moving(rgo, "Crebain", characters=company(rgo, "Legolas", "Gimli")),
                   path=path, **fields)


@pytest.mark.rule("RGO-LONG-4", "RGO-HAZ-7")
def test_long_winter_turns_back_a_company_without_a_ranger(rgo: RoadGoesEverOn) -> None:
    winter, moria = ids(rgo, "Long Winter", "Moria")
    start = with_long(rgo, elves_and_dwarves(rgo, ("wilderness", "wilderness")), "Long Winter")
    ctx = begin(rgo, start)
    back = next(f for f in ctx.facts if f.kind == "MovementTurnedBack")
    assert (back.rule, back["card"], back["origin"]) == ("RGO-LONG-4", winter, moria)
    # It stays at Moria: no draw for a new site, and it does not arrive anywhere.
    assert ctx.state.site == moria and ctx.state.destination is None
    assert [f.kind for f in ctx.facts if f.kind in ("CardsDrawn", "NoPlayerDraw")] == [
        "NoPlayerDraw"]
    # One Wilderness, or a ranger in the company (Aragorn): it goes on.
    assert turned(rgo, replace(start, path=("wilderness", "border-land"))) == []
    assert turned(rgo, with_long(rgo, moving(rgo, "Crebain"), "Long Winter")) == []
    # The version before declares it.
    old = rgo.at_version(BEFORE)
    assert isinstance(old, RoadGoesEverOn)
    assert turned(old, start) == []


@pytest.mark.rule("RGO-LONG-4")
def test_foul_fumes_turns_back_a_company_through_shadow(rgo: RoadGoesEverOn) -> None:
    fumes = ids(rgo, "Foul Fumes")[0]
    for path in (("shadow-land",), ("wilderness", "dark-domain")):
        start = with_long(rgo, elves_and_dwarves(rgo, path), "Foul Fumes")
        assert turned(rgo, start) == [("RGO-LONG-4", fumes)]
    assert turned(rgo, with_long(rgo, elves_and_dwarves(rgo, ("wilderness",) * 3),
                                 "Foul Fumes")) == []
    ranger = replace(moving(rgo, "Crebain"), path=("shadow-land",))
    assert turned(rgo, with_long(rgo, ranger, "Foul Fumes")) == []


@pytest.mark.rule("RGO-LONG-4")
def test_snowstorm_turns_back_even_a_ranger_with_doors_only(rgo: RoadGoesEverOn) -> None:
    storm = ids(rgo, "Snowstorm")[0]
    start = moving(rgo, "Crebain")  # Aragorn, a ranger, through two Wildernesses
    assert turned(rgo, with_long(rgo, start, "Snowstorm")) == []
    assert turned(rgo, with_long(rgo, start, "Snowstorm", doors=True)) == [
        ("RGO-LONG-4", storm)]


@pytest.mark.rule("RGO-LONG-4", "RGO-HAZ-4")
def test_morgul_night_darkens_the_site_path_with_doors_only(rgo: RoadGoesEverOn) -> None:
    night = ids(rgo, "Morgul Night")[0]
    start = replace(moving(rgo, "Crebain"), path=("wilderness", "shadow-land", "border-land"))
    ctx = begin(rgo, with_long(rgo, start, "Morgul Night", doors=True))
    treated = [(f.rule, f["card"], f["treated"]) for f in ctx.facts
               if f.kind == "SitePathTreated"]
    # Each region once: a Wilderness becomes a Shadow-land, not then a Dark-domain.
    assert treated == [("RGO-LONG-4", night, ["shadow-land", "dark-domain", "border-land"])]
    ctx = begin(rgo, with_long(rgo, start, "Morgul Night"))
    assert [f for f in ctx.facts if f.kind == "SitePathTreated"] == []


@pytest.mark.rule("RGO-LONG-4", "CoE-2.V")
def test_fell_winter_adds_wolves_at_border_holds(rgo: RoadGoesEverOn) -> None:
    winter, bree, moria = ids(rgo, "Fell Winter", "Bree", "Moria")
    at_bree = with_long(rgo, state(rgo, site=bree), "Fell Winter")
    phase = SitePhase(turn_of(rgo, at_bree))
    facts, _ = run(rgo, at_bree, lambda ctx: phase.automatic_attacks(
        ctx, rgo.catalog.get(bree), "CoE-2.V"))
    queued = [a["attack"] for f in facts if f.kind == "SiteAttacksQueued" for a in f["attacks"]]
    assert [(a["race"], a["strikes"], a["prowess"], a["automatic"]) for a in queued] == [
        ("Wolves", 3, 7, True)]
    assert [c for c, _ in hazard_long_events.added_attacks(
        with_long(rgo, state(rgo, site=moria), "Fell Winter"), rgo.catalog.get(moria),
        rgo.version)] == []
    # With Doors of Night in play it treats Free-domains and Border-lands as one type wilder.
    start = replace(moving(rgo, "Crebain"), path=("free-domain", "border-land"))
    ctx = begin(rgo, with_long(rgo, start, "Fell Winter", doors=True))
    assert [(f["card"], f["treated"]) for f in ctx.facts if f.kind == "SitePathTreated"] == [
        (winter, ["border-land", "wilderness"])]
