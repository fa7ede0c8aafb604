"""The Road Goes Ever On: Siege (siege.py, from siege.SINCE_VERSION), a hazard permanent-event
played by its text: laid on a Border-hold or Free-hold, an Orc attack on the company there as
its site phase begins (the site not entered by it), the roll that may hold the company as its
organization phase ends, its discard once no company is at the site. Constructed states played
with the real ruleset, seeded."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import cock_crows, gates_of_morning, siege
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, State
from tests.rules.rgo_support import begin, company, ids, organizing, settle, state

SIEGE = siege.CARD


def at(rgo: RoadGoesEverOn, version: int) -> RoadGoesEverOn:
    ruleset = rgo.at_version(str(version))
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset


def to(rgo: RoadGoesEverOn, site: str, **fields: Any) -> State:
    """Aragorn and Legolas leave Rivendell for ``site`` with Siege in the Hazard Pile."""
    rivendell, there = ids(rgo, "Rivendell", site)
    return replace(state(rgo, site=rivendell, destination=there, path=("wilderness",),
                         hazards=(SIEGE,)), **fields)


def besieged(rgo: RoadGoesEverOn, **fields: Any) -> State:
    """Aragorn and Legolas at a besieged Bree as their site phase begins."""
    bree = ids(rgo, "Bree")[0]
    return replace(state(rgo, site=bree, phase=SITE, sieges=((SIEGE, bree, 0),)), **fields)


@pytest.mark.rule("RGO-HAZ-2", "CoE-3.ii")
def test_siege_is_laid_on_a_free_hold_and_attacks_the_company_there_as_its_site_phase_begins(
        rgo: RoadGoesEverOn) -> None:
    now = at(rgo, siege.SINCE_VERSION)
    edoras = ids(rgo, "Edoras")[0]
    ctx = begin(now, to(rgo, "Edoras"))
    assert [(f.kind, f.rule) for f in ctx.facts if f.data.get("card") == SIEGE] == [
        ("HazardRevealed", "RGO-HAZ-2"), ("HazardEventPlayed", "RGO-HAZ-2"),
        ("SiegeLaid", "RGO-HAZ-2"), ("SiegeAttackBegan", "RGO-HAZ-2")]
    # The company arrived: its site phase began with the Siege's attack, which waits for the
    # defender.
    assert next(f for f in ctx.facts if f.kind == "HazardEventPlayed")["counted"] is True
    assert ctx.state.sieges == ((SIEGE, edoras, 1),)  # its play, the first
    # As the site phase begins there: an Orc attack of 3 strikes at 7, the defender assigning.
    start = besieged(rgo)
    ctx = Context(now, Table(1, {}, start))
    now.machinery(start)[0].site_phase_begins(ctx)
    assert [f.kind for f in ctx.facts] == [
        "PhaseBegan", "SiegeAttackBegan", "AttackDeclared", "StrikeAssignmentOpened"]
    awaited = ctx.state.awaited_strikes
    assert awaited is not None and ctx.state.siege_attacking
    assert (awaited.attack["name"], awaited.attack["race"], awaited.attack["strikes"],
            awaited.attack["prowess"], awaited.attack["automatic"]) == (
        "Siege", "Orcs", 3, 7, False)
    settle(now, ctx)
    kinds = [f.kind for f in ctx.facts]
    assert kinds.count("StrikeResolved") == 2  # two characters, one excess strike
    assert kinds[-1] == "SiegeAttackFaced" and "SiteExplored" not in kinds
    # The site is not entered: the company may still explore it, or not.
    after = ctx.state
    assert (after.explored, after.siege_attacking, after.sieges) == (
        False, False, start.sieges)
    offered = [a.id for a in now.actions(after)]
    assert "explore" in offered


@pytest.mark.rule("RGO-HAZ-3")
def test_siege_is_discarded_off_a_haven_or_on_a_site_besieged_already(
        rgo: RoadGoesEverOn) -> None:
    now = at(rgo, siege.SINCE_VERSION)
    ctx = begin(now, to(rgo, "Lórien"))
    assert [(f.kind, f["reason"]) for f in ctx.facts if f.kind == "HazardDiscarded"] == [
        ("HazardDiscarded", "it is played on a Border-hold or a Free-hold, and Lórien is a "
                            "haven")]
    assert ctx.state.sieges == ()
    bree = ids(rgo, "Bree")[0]
    ctx = begin(now, to(rgo, "Bree", sieges=((SIEGE, bree, 0),)))
    assert [(f.kind, f["reason"]) for f in ctx.facts if f.kind == "HazardDiscarded"] == [
        ("HazardDiscarded", "it cannot be duplicated: it is already in play on Bree")]
    assert ctx.state.sieges == ((SIEGE, bree, 0),)
    # Version 163 asked the player to declare its effect.
    old = begin(at(rgo, siege.SINCE_VERSION - 1), to(rgo, "Edoras"))
    assert [f.kind for f in old.facts if f.kind.startswith("Siege")] == []
    assert old.state.awaited_event is not None and old.state.awaited_event[0] == SIEGE


def leaving(rgo: RoadGoesEverOn, *names: str) -> State:
    """The company of ``names`` organizing at a besieged Bree, Rivendell in the site deck."""
    bree, rivendell = ids(rgo, "Bree", "Rivendell")
    return replace(organizing(rgo, site=bree, sieges=((SIEGE, bree, 0),),
                              site_deck=(rivendell,)),
                   characters=company(rgo, *names))


@pytest.mark.rule("RGO-HAZ-2")
def test_a_company_at_a_besieged_site_rolls_to_move_and_stays_below_five(
        rgo: RoadGoesEverOn) -> None:
    now = at(rgo, siege.SINCE_VERSION)
    bree, rivendell = ids(rgo, "Bree", "Rivendell")
    move = f"move:{rivendell}"
    outcomes = {}
    for seed in range(1, 12):
        start = leaving(rgo, "Aragorn II", "Legolas", "Gimli")
        assert move in [a.id for a in now.actions(start)]
        ctx = Context(now, Table(seed, {}, start))
        now.decide(ctx, move, {})
        rolled = next(f for f in ctx.facts if f.kind == "SiegeRolled")
        check = rolled["check"]
        # Legolas and Gimli are no scouts: -1 each; Aragorn is one.
        assert [(m["amount"], m["why"]) for m in check["modifiers"]] == [
            (-1, "Legolas is no scout"), (-1, "Gimli is no scout")]
        assert check["total"] == sum(check["dice"]) - 2 and check["target"] == 5
        planned = [f["destination"] for f in ctx.facts if f.kind == "MovementPlanned"]
        assert rolled["moves"] == (check["total"] >= 5)
        assert planned == ([rivendell] if rolled["moves"] else [])
        assert ctx.state.destination == (rivendell if rolled["moves"] else None)
        outcomes[rolled["moves"]] = seed
    assert set(outcomes) == {True, False}  # both sides seen
    # Staying rolls nothing; a site with no Siege rolls nothing either.
    ctx = Context(now, Table(1, {}, leaving(rgo, "Aragorn II")))
    now.decide(ctx, "stay", {})
    assert [f for f in ctx.facts if f.kind == "SiegeRolled"] == []
    free = replace(leaving(rgo, "Aragorn II", "Legolas"), sieges=())
    ctx = Context(now, Table(outcomes[False], {}, free))
    now.decide(ctx, move, {})
    assert [f["destination"] for f in ctx.facts if f.kind == "MovementPlanned"] == [rivendell]
    # Version 163 never rolled.
    old = at(rgo, siege.SINCE_VERSION - 1)
    ctx = Context(old, Table(outcomes[False], {}, leaving(rgo, "Aragorn II", "Legolas",
                                                            "Gimli")))
    old.decide(ctx, move, {})
    assert [f.kind for f in ctx.facts if f.kind.startswith("Siege")] == []
    assert ctx.state.destination == rivendell and ctx.state.phase != ORGANIZATION


@pytest.mark.rule("RGO-HAZ-2", "CoE-5.1")
def test_siege_is_discarded_once_no_company_is_at_its_site_and_by_the_cock_crows(
        rgo: RoadGoesEverOn) -> None:
    now = at(rgo, siege.SINCE_VERSION)
    bree, edoras = ids(rgo, "Bree", "Edoras")
    moved_on = besieged(rgo, site=edoras)
    ctx = Context(now, Table(1, {}, moved_on))
    now.machinery(moved_on)[0].site_phase_begins(ctx)
    assert [(f.kind, f["card"], f["site"]) for f in ctx.facts if f.kind.startswith("Siege")] \
        == [("SiegeLifted", SIEGE, bree)]
    assert (ctx.state.sieges, ctx.state.hazard_discard, ctx.state.awaited_strikes) == (
        (), (SIEGE,), None)
    # The Cock Crows with Gates of Morning in play names it <card>@<site>.
    crowing = replace(organizing(rgo, site=bree, sieges=((SIEGE, bree, 0),),
                                 hand=(cock_crows.CARD,)),
                      resource_environments=(gates_of_morning.CARD,))
    play = f"resource:{cock_crows.CARD}:{cock_crows.MODE}"
    offered = next(a for a in now.actions(crowing) if a.id == play)
    assert offered.params["hazard"] == (
        f"the hazard permanent-event discarded: {SIEGE}@{bree} (Siege on Bree)")
    ctx = Context(now, Table(1, {}, crowing))
    now.decide(ctx, play, {"hazard": f"{SIEGE}@{bree}"})
    assert [(f.kind, f["reason"]) for f in ctx.facts if f.kind == "SiegeLifted"] == [
        ("SiegeLifted", "The Cock Crows discards it")]
    assert ctx.state.sieges == ()


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_reads_siege_as_scripted(starter: Catalog) -> None:
    rows = {r.card_id: r for r in coverage.coverage(starter)}
    assert dict(rows[SIEGE].rulesets)["road-goes-ever-on"] == coverage.InRuleset(
        coverage.SCRIPTED)
    assert rows[SIEGE].test == siege.COVERAGE[SIEGE][1]
