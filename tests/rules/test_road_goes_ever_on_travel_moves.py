"""The Road Goes Ever On: the moves Eagle-mounts and Paths of the Dead open (travel_moves.py),
played from the hand in the organization phase: Eagle-mounts flies a company holding a
diplomat from Eagles' Eyrie to any other site of the Site deck but a Shadow-hold, Dark-hold or
Under-deeps site, Paths of the Dead takes a company holding Aragorn II from Dunharrow to the
Vale of Erech; neither crosses a region, and the creatures played on the company this turn are
limited as the card's long-event phase play limits them. Constructed states played with the
real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import move_clauses, travel_cards, travel_moves
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, ORGANIZATION, State
from tests.rules.rgo_support import at_version, company, ids, play, refused, state

OLD = str(travel_moves.SINCE_VERSION - 1)


def organizing(rgo: RoadGoesEverOn, card: str, at: str, *people: str) -> State:
    """``people`` organizing at ``at`` with ``card`` in hand; Rivendell, Bree, Moria, Dunharrow
    and the Vale of Erech in the Site deck."""
    hand, here = ids(rgo, card, at)
    return state(rgo, phase=ORGANIZATION, site=here, hand=(hand,),
                 characters=company(rgo, *people),
                 site_deck=ids(rgo, "Rivendell", "Bree", "Moria", "Dunharrow", "Vale of Erech",
                               "Eagles’ Eyrie"))


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(f"{travel_moves.KIND}:")]


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_plays_the_moves(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= travel_moves.SINCE_VERSION


@pytest.mark.rule("RGO-HAZ-1", "CoE-5.1")
def test_eagle_mounts_flies_a_diplomats_company_to_a_site_keyed_only_there(
        rgo: RoadGoesEverOn) -> None:
    eagles, rivendell, bree, dunharrow, erech = ids(
        rgo, "Eagle-mounts", "Rivendell", "Bree", "Dunharrow", "Vale of Erech")
    start = replace(organizing(rgo, "Eagle-mounts", "Eagles’ Eyrie", "Faramir", "Gimli"),
                    hazards=ids(rgo, "Wolves", "Orc-patrol", "Orc-patrol"))
    # Moria, a Shadow-hold, is not offered; nor is the company's own site.
    assert offered(rgo, start) == [f"travel:{eagles}:{s}"
                                   for s in (rivendell, bree, dunharrow, erech)]
    ctx = Context(rgo, Table(1, {}, start))
    play(rgo, ctx, f"travel:{eagles}:{bree}")
    planned = next(f for f in ctx.facts if f.kind == "MovementPlanned")
    # From version 195 the move cites the card's play (a short-event), as its choice too.
    assert (planned.rule, planned["destination"], planned["path"]) == ("CoE-5.1", bree, [])
    assert {a.rule for a in rgo.actions(start) if a.id.startswith("travel:")} == {"CoE-5.1"}
    # Up to version 194 (move_clauses.CARDS_SINCE) it cited RGO-HAZ-1.
    old = at_version(rgo, str(move_clauses.CARDS_SINCE - 1))
    assert {a.rule for a in old.actions(start) if a.id.startswith("travel:")} == {"RGO-HAZ-1"}
    ctx_old = Context(old, Table(1, {}, start))
    play(old, ctx_old, f"travel:{eagles}:{bree}")
    assert [f.rule for f in ctx_old.facts if f.kind == "MovementPlanned"] == ["RGO-HAZ-1"]
    limited = next(f for f in ctx.facts if f.kind == "CreatureKeyingLimited")
    assert (limited["card"], limited["limit"]) == (eagles, travel_cards.SITE_ONLY)
    assert ctx.state.phase == LONG_EVENT and ctx.state.hand == ()
    assert ctx.state.discard == (eagles,)
    # The long-event phase does not offer the card's keying again.
    assert [a.id for a in rgo.actions(ctx.state) if a.id.startswith("resource:")] == []


@pytest.mark.rule("CoE-5.1")
def test_eagle_mounts_needs_a_diplomat_at_eagles_eyrie(rgo: RoadGoesEverOn) -> None:
    eagles, bree, moria = ids(rgo, "Eagle-mounts", "Bree", "Moria")
    no_diplomat = organizing(rgo, "Eagle-mounts", "Eagles’ Eyrie", "Faramir")
    assert offered(rgo, no_diplomat) == []
    assert refused(rgo, no_diplomat, f"travel:{eagles}:{bree}", "CoE-5.1") == (
        "Eagle-mounts moves a company holding a diplomat. [CoE-5.1]")
    elsewhere = organizing(rgo, "Eagle-mounts", "Rivendell", "Faramir", "Gimli")
    assert offered(rgo, elsewhere) == []
    assert refused(rgo, elsewhere, f"travel:{eagles}:{bree}", "CoE-5.1") == (
        "Eagle-mounts moves a company at Eagles’ Eyrie, not at Rivendell. [CoE-5.1]")
    start = organizing(rgo, "Eagle-mounts", "Eagles’ Eyrie", "Faramir", "Gimli")
    assert refused(rgo, start, f"travel:{eagles}:{moria}", "CoE-5.1") == (
        "Eagle-mounts does not move the company to Moria, a Shadow-hold, Dark-hold or "
        "Under-deeps site. [CoE-5.1]")
    planned = replace(start, destination=bree, path=("wilderness",))
    assert offered(rgo, planned) == []
    assert refused(rgo, planned, f"travel:{eagles}:{bree}", "CoE-5.1") == (
        "Eagle-mounts moves the company in its organization phase, before its movement is "
        "planned. [CoE-5.1]")


@pytest.mark.rule("RGO-HAZ-1", "CoE-5.1", "RGO-HAZ-4")
def test_paths_of_the_dead_take_aragorns_company_to_the_vale_of_erech(
        rgo: RoadGoesEverOn) -> None:
    paths, erech, bree = ids(rgo, "Paths of the Dead", "Vale of Erech", "Bree")
    start = replace(organizing(rgo, "Paths of the Dead", "Dunharrow", "Aragorn II", "Legolas"),
                    hazards=ids(rgo, "Wolves", "Barrow-wight"))
    assert offered(rgo, start) == [f"travel:{paths}:{erech}"]
    ctx = Context(rgo, Table(1, {}, start))
    play(rgo, ctx, f"travel:{paths}:{erech}", "continue")
    planned = next(f for f in ctx.facts if f.kind == "MovementPlanned")
    assert (planned["destination"], planned["path"]) == (erech, [])
    limited = next(f for f in ctx.facts if f.kind == "CreatureKeyingLimited")
    assert (limited["card"], limited["limit"]) == (paths, travel_cards.UNDEAD_ONLY)
    assert [(rgo.catalog.get(f["card"]).name, f.kind, f["place"] if "place" in f.data
             else f["reason"]) for f in ctx.facts if f.kind == "HazardKeyed"
            or (f.kind == "HazardDiscarded" and f["reason"] != "the attack is over")] == [
        ("Wolves", "HazardDiscarded",
         "it cannot be keyed to the rest of the site path (as Paths of the Dead allows)"),
        ("Barrow-wight", "HazardKeyed", "the site")]
    assert refused(rgo, start, f"travel:{paths}:{bree}", "CoE-5.1") == (
        "Paths of the Dead moves the company to the Vale of Erech, not to Bree. [CoE-5.1]")
    no_aragorn = organizing(rgo, "Paths of the Dead", "Dunharrow", "Faramir", "Legolas")
    assert offered(rgo, no_aragorn) == []
    assert refused(rgo, no_aragorn, f"travel:{paths}:{erech}", "CoE-5.1") == (
        "Paths of the Dead moves a company holding Aragorn II. [CoE-5.1]")


@pytest.mark.rule("RGO-HAZ-1")
def test_a_game_of_the_version_before_has_no_such_move(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(OLD)
    assert isinstance(old, RoadGoesEverOn)
    start = organizing(rgo, "Paths of the Dead", "Dunharrow", "Aragorn II", "Legolas")
    assert offered(old, start) == []


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_both_cards_scripted(starter) -> None:  # type: ignore[no-untyped-def]
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(starter)}
    assert [rows[c]["road-goes-ever-on"] for c in ("TW-220", "TW-302")] \
        == [coverage.InRuleset(coverage.SCRIPTED)] * 2
