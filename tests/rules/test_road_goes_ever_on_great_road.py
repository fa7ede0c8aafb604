"""The Road Goes Ever On: Great-road (TW-249, great_road.py), played before the company's
hazards are drawn on a company leaving a Haven: its new site's hazard draw number counts twice
in the Hazard Pile (RGO-HAZ-1), and as its site phase ends the company may go back to the Haven
it left, the turn ending (CoE 2.VI). Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import great_road
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, SITE, State
from tests.rules.rgo_support import ids, of, play, refused, state

OLD = str(great_road.SINCE_VERSION - 1)


def leaving(rgo: RoadGoesEverOn, origin: str = "Lórien", to: str = "Moria") -> State:
    """Aragorn II and Legolas leave ``origin`` for ``to`` with Great-road in hand, in the
    long-event phase; twelve hazards to draw, Lórien, Rivendell and Moria in the Site deck."""
    road, here, site = ids(rgo, "Great-road", origin, to)
    return state(rgo, phase=LONG_EVENT, site=here, destination=site,
                 path=("wilderness", "wilderness"), hand=(road,),
                 site_deck=ids(rgo, "Lórien", "Rivendell", "Moria"),
                 hazards=ids(rgo, "Crebain") * 12)


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s)
            if a.id.startswith(("resource:", "declare-resource:", great_road.KIND))]


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_plays_great_road(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= great_road.SINCE_VERSION


@pytest.mark.rule("CoE-5.1", "RGO-HAZ-1")
def test_great_road_doubles_the_new_sites_hazard_draw(rgo: RoadGoesEverOn) -> None:
    road, lorien = ids(rgo, "Great-road", "Lórien")
    start = leaving(rgo)
    assert offered(rgo, start) == [f"resource:{road}:road"]
    ctx = Context(rgo, Table(1, {}, start))
    play(rgo, ctx, f"resource:{road}:road", "continue")
    taken = next(f for f in ctx.facts if f.kind == "GreatRoadTaken")
    assert (taken.rule, taken["company"], taken["haven"]) == ("CoE-5.1", "c1", lorien)
    # Moria's hazard draw number is 3: the Shadow's base draw of 3, then 3 twice.
    assert of(ctx.facts, "HazardPileDrawn") == [("HazardPileDrawn", 9)]
    plain = Context(rgo, Table(1, {}, replace(start, hand=())))
    play(rgo, plain, "continue")
    assert of(plain.facts, "HazardPileDrawn") == [("HazardPileDrawn", 6)]


@pytest.mark.rule("CoE-2.VI")
def test_great_road_takes_the_company_back_to_its_haven_as_the_turn_ends(
        rgo: RoadGoesEverOn) -> None:
    lorien, moria = ids(rgo, "Lórien", "Moria")
    at_moria = state(rgo, phase=SITE, site=moria, explored=True,
                     great_roads=((1, "c1", lorien),))
    assert offered(rgo, at_moria) == [great_road.KIND]
    ctx = Context(rgo, Table(1, {}, at_moria))
    rgo.decide(ctx, great_road.KIND, {})
    arrived = next(f for f in ctx.facts if f.kind == "CompanyArrived")
    assert (arrived.rule, arrived["site"], arrived["by"]) == ("CoE-2.VI", lorien, "Great-road")
    assert ctx.state.site == lorien
    assert of(ctx.facts, "TurnBegan") == [("TurnBegan", 2)]
    # No movement/hazard phase on the way back.
    assert [f for f in ctx.facts if f.kind in ("HazardPileDrawn", "MovementPlanned")] == []
    # Back at its Haven, or on another turn, the company has nothing to go back to.
    home = state(rgo, phase=SITE, site=lorien, great_roads=((1, "c1", lorien),))
    assert offered(rgo, home) == []
    assert refused(rgo, home, great_road.KIND, "CoE-2.VI") == (
        "The company is at the Haven it left (Great-road). [CoE-2.VI]")
    later = replace(at_moria, turn=2)
    assert offered(rgo, later) == []
    assert refused(rgo, later, great_road.KIND, "CoE-2.VI") == (
        "Great-road was not played on the company this turn. [CoE-2.VI]")


@pytest.mark.rule("CoE-5.1")
def test_great_road_is_played_on_a_company_leaving_a_haven(rgo: RoadGoesEverOn) -> None:
    road = ids(rgo, "Great-road")[0]
    from_bree = leaving(rgo, "Bree", "Weathertop")
    assert offered(rgo, from_bree) == []
    assert refused(rgo, from_bree, f"resource:{road}:road", "CoE-2.IV.iii") == (
        "Great-road cannot be played for its road mode: the company is not at a Haven. "
        "[CoE-2.IV.iii]")
    staying = replace(leaving(rgo), destination=None, path=())
    assert offered(rgo, staying) == []
    assert refused(rgo, staying, f"resource:{road}:road", "CoE-2.IV.iii") == (
        "Great-road cannot be played for its road mode: the company plays no new site card "
        "this turn. [CoE-2.IV.iii]")
    again = replace(leaving(rgo), hand=(road, road),
                    great_roads=((1, "c1", ids(rgo, "Lórien")[0]),))
    assert offered(rgo, again) == []
    assert refused(rgo, again, f"resource:{road}:road", "CoE-2.IV.iii") == (
        "Great-road cannot be played for its road mode: it is played on this company already "
        "this turn. [CoE-2.IV.iii]")


@pytest.mark.rule("CoE-5.1")
def test_a_game_of_the_version_before_declares_great_road(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(OLD)
    assert isinstance(old, RoadGoesEverOn)
    road = ids(rgo, "Great-road")[0]
    assert offered(old, leaving(rgo)) == [f"declare-resource:{road}"]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_great_road_scripted(starter) -> None:  # type: ignore[no-untyped-def]
    row = next(r for r in coverage.coverage(starter) if r.card_id == great_road.CARD)
    assert dict(row.rulesets)["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED)
