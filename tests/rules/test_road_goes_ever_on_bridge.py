"""The Road Goes Ever On: Bridge (TW-202, bridge.py), played from the hand as the
movement/hazard phase of a company that moved to a Haven ends: another site card, a
movement/hazard phase at once, then the new site's site phase (RGO-HAZ-1). Constructed states
played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import bridge, move_clauses
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import at_version, ids, of, refused, state

OLD = str(bridge.SINCE_VERSION - 1)


def arrived(rgo: RoadGoesEverOn, at: str = "Rivendell", **fields: object) -> State:
    """Aragorn II and Legolas arrived at ``at`` this turn, its site phase not begun, Bridge in
    hand and Dodges to draw; Rivendell, Bree and Weathertop in the Site deck, no hazards left
    to draw."""
    card, here = ids(rgo, "Bridge", at)
    base = state(rgo, phase=SITE, site=here, hand=(card,), arrivals=((1, "c1"),),
                 draw=ids(rgo, "Dodge") * 3, site_deck=ids(rgo, "Rivendell", "Bree", "Weathertop"))
    return replace(base, **fields)  # type: ignore[arg-type]


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s)
            if a.id.startswith((f"{bridge.KIND}:", "declare-resource:"))]


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_plays_bridge(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= bridge.SINCE_VERSION


@pytest.mark.rule("RGO-HAZ-1", "CoE-5.1")
def test_bridge_moves_a_company_on_from_the_haven_it_reached(rgo: RoadGoesEverOn) -> None:
    card, bree, weathertop = ids(rgo, "Bridge", "Bree", "Weathertop")
    start = arrived(rgo)
    assert offered(rgo, start) == [f"bridge:{card}:{bree}", f"bridge:{card}:{weathertop}"]
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"bridge:{card}:{bree}", {})
    played = next(f for f in ctx.facts if f.kind == "ResourcePlayed")
    planned = next(f for f in ctx.facts if f.kind == "MovementPlanned")
    assert (played["card"], played.rule) == (card, "CoE-5.1")
    # From version 195 the move cites the card's play (a short-event), as its choice too.
    assert (planned.rule, planned["destination"], planned["path"]) == (
        "CoE-5.1", bree, ["wilderness", "wilderness"])
    assert [a.rule for a in rgo.actions(start) if a.id.startswith("bridge:")] == [
        "CoE-5.1", "CoE-5.1"]
    # Up to version 194 (move_clauses.CARDS_SINCE) it cited RGO-HAZ-1.
    old = at_version(rgo, str(move_clauses.CARDS_SINCE - 1))
    assert [a.rule for a in old.actions(start) if a.id.startswith("bridge:")] == [
        "RGO-HAZ-1", "RGO-HAZ-1"]
    ctx_old = Context(old, Table(1, {}, start))
    old.decide(ctx_old, f"bridge:{card}:{bree}", {})
    assert [f.rule for f in ctx_old.facts if f.kind == "MovementPlanned"] == ["RGO-HAZ-1"]
    assert of(ctx.facts, "PhaseBegan", "CompanyArrived") == [
        ("PhaseBegan", "movement-hazard"), ("CompanyArrived", "Bree"), ("PhaseBegan", "site")]
    assert ctx.state.site == bree and card not in ctx.state.hand
    assert ctx.state.discard == (card,)
    # At Bree, no Haven, a second Bridge is refused.
    again = replace(ctx.state, hand=(card,))
    assert offered(rgo, again) == []
    assert refused(rgo, again, f"bridge:{card}:{weathertop}", "CoE-5.1") == (
        "Bridge is played on a company that moved to a Haven, not to Bree. [CoE-5.1]")


@pytest.mark.rule("CoE-5.1")
def test_bridge_needs_a_company_that_moved_and_a_site_phase_not_begun(
        rgo: RoadGoesEverOn) -> None:
    card, bree = ids(rgo, "Bridge", "Bree")
    stayed = arrived(rgo, arrivals=())
    assert offered(rgo, stayed) == []
    assert refused(rgo, stayed, f"bridge:{card}:{bree}", "CoE-5.1") == (
        "Bridge is played on a company that moved this turn. [CoE-5.1]")
    explored = arrived(rgo, explored=True)
    assert offered(rgo, explored) == []
    assert refused(rgo, explored, f"bridge:{card}:{bree}", "CoE-5.1") == (
        "Bridge is played as the company's movement/hazard phase ends, before its site phase. "
        "[CoE-5.1]")
    lorien = ids(rgo, "Lórien")[0]
    assert refused(rgo, arrived(rgo), f"bridge:{card}:{lorien}", "CoE-5.1") == (
        "Bridge moves the company to a site of the Site deck its site path reaches from "
        "Rivendell. [CoE-5.1]")


@pytest.mark.rule("RGO-HAZ-1")
def test_a_game_of_the_version_before_declares_bridge(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(OLD)
    assert isinstance(old, RoadGoesEverOn)
    card = ids(rgo, "Bridge")[0]
    assert offered(old, arrived(rgo)) == [f"declare-resource:{card}"]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_bridge_scripted(starter) -> None:  # type: ignore[no-untyped-def]
    row = next(r for r in coverage.coverage(starter) if r.card_id == bridge.CARD)
    assert dict(row.rulesets)["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED)
