"""The Road Goes Ever On: Great Ship (TW-248, great_ship.py), played in the organization phase,
a character tapping: for the rest of the turn, while the company's site path holds a Coastal
Sea and no two regions in a row that are not, any untapped character of it may tap to cancel
a hazard creature's attack before its strikes are assigned (CoE 3.i). Constructed states
played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import great_ship
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import (
    MOVEMENT_HAZARD,
    ORGANIZATION,
    AwaitedStrikes,
    State,
)
from tests.rules.rgo_support import begin, ids, refused, state

OLD = str(great_ship.SINCE_VERSION - 1)
ABOARD = ((1, "c1"),)


def attacked(rgo: RoadGoesEverOn, path: tuple[str, ...], **fields: object) -> State:
    """Wolves' attack declared against Aragorn II and Legolas, aboard a Great Ship, on
    ``path``."""
    wolves = rgo.catalog.find("Wolves")
    attack = Attack.from_creature(wolves, 2)
    base = state(rgo, phase=MOVEMENT_HAZARD, keyed_to="region 1 (coastal-sea)", path=path,
                 destination=ids(rgo, "Edhellond")[0], ships=ABOARD,
                 awaited_strikes=AwaitedStrikes(attack.to_json(), "RGO-HAZ-2", wolves.id))
    return replace(base, **fields)  # type: ignore[arg-type]


def cancels(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(f"{great_ship.KIND}:")]


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_plays_great_ship(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= great_ship.SINCE_VERSION


@pytest.mark.rule("CoE-5.1")
def test_great_ship_is_boarded_in_the_organization_phase_a_character_tapping(
        rgo: RoadGoesEverOn) -> None:
    ship, aragorn, legolas = ids(rgo, "Great Ship", "Aragorn II", "Legolas")
    start = state(rgo, phase=ORGANIZATION, hand=(ship,))
    assert [a.id for a in rgo.actions(start) if a.id.startswith("resource:")] == [
        f"resource:{ship}:ship:{aragorn}", f"resource:{ship}:ship:{legolas}"]
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"resource:{ship}:ship:{legolas}", {})
    assert [f.kind for f in ctx.facts] == ["ResourcePlayed", "CharacterStateChanged",
                                           "GreatShipBoarded"]
    assert ctx.state.ships == ABOARD
    assert ctx.state.character(legolas).state == "tapped"  # type: ignore[union-attr]


@pytest.mark.rule("CoE-3.i")
def test_aboard_a_character_taps_to_cancel_a_creatures_attack_on_a_coastal_path(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas = ids(rgo, "Aragorn II", "Legolas")
    start = attacked(rgo, ("coastal-sea", "wilderness", "coastal-sea"))
    assert cancels(rgo, start) == [f"great-ship:{aragorn}", f"great-ship:{legolas}"]
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"great-ship:{aragorn}", {})
    assert [(f.kind, f.rule) for f in ctx.facts][:2] == [
        ("CharacterStateChanged", "CoE-3.i"), ("AttackCanceled", "CoE-3.i")]
    assert next(f for f in ctx.facts if f.kind == "AttackCanceled")["by"] == "Great Ship"
    assert ctx.state.awaited_strikes is None
    assert ctx.state.character(aragorn).state == "tapped"  # type: ignore[union-attr]


@pytest.mark.rule("CoE-3.i")
def test_great_ship_cancels_nothing_off_the_coast_or_when_not_boarded(
        rgo: RoadGoesEverOn) -> None:
    aragorn = ids(rgo, "Aragorn II")[0]
    inland = attacked(rgo, ("coastal-sea", "wilderness", "border-land"))
    assert cancels(rgo, inland) == []
    assert refused(rgo, inland, f"great-ship:{aragorn}", "CoE-3.i") == (
        "Great Ship cancels only while the company's site path holds a Coastal Sea and no two "
        "regions in a row that are not. [CoE-3.i]")
    ashore = attacked(rgo, ("coastal-sea",), ships=())
    assert cancels(rgo, ashore) == []
    assert refused(rgo, ashore, f"great-ship:{aragorn}", "CoE-3.i") == (
        "Great Ship was not played on the company this turn. [CoE-3.i]")


@pytest.mark.rule("CoE-5.1")
def test_a_game_of_the_version_before_declares_great_ship(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(OLD)
    assert isinstance(old, RoadGoesEverOn)
    ship = ids(rgo, "Great Ship")[0]
    start = state(rgo, phase=ORGANIZATION, hand=(ship,))
    assert [a.id for a in old.actions(start) if a.id.startswith(
        ("resource:", "declare-resource:"))] == [f"declare-resource:{ship}"]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_great_ship_scripted(starter) -> None:  # type: ignore[no-untyped-def]
    row = next(r for r in coverage.coverage(starter) if r.card_id == great_ship.CARD)
    assert dict(row.rulesets)["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED)
    # Before its cancel of a hazard event, in part.
    assert great_ship.left_out(str(great_ship.EVENT_SINCE - 1)) == great_ship.LEFT_OUT


EVENT = str(great_ship.EVENT_SINCE)


def sailing_into(rgo: RoadGoesEverOn, version: str, *pile: str, seed: int = 1,
                 **fields: object) -> Context[State]:
    """The company, aboard, sails from Lond Galen's coast to Edhellond with ``pile`` as its
    hazards; the movement/hazard phase begun."""
    start = state(rgo, **{"phase": MOVEMENT_HAZARD, "path": ("coastal-sea", "coastal-sea"),
                          "destination": ids(rgo, "Edhellond")[0], "ships": ABOARD,
                          "hazards": ids(rgo, *pile), **fields})
    return begin(rgo.at_version(version), start, seed)


@pytest.mark.rule("CoE-3.i", "RGO-TARGET-1")
def test_aboard_a_character_taps_to_cancel_a_hazard_event_on_the_company(
        rgo: RoadGoesEverOn) -> None:
    now = rgo.at_version(EVENT)
    lure, aragorn, legolas = ids(rgo, "Lure of Expedience", "Aragorn II", "Legolas")
    ctx = sailing_into(rgo, EVENT, "Lure of Expedience", "Lure of Expedience")
    played = next(f for f in ctx.facts if f.kind == "HazardEventPlayed")
    waiting = ctx.facts[-1]
    assert (waiting.kind, waiting["card"], waiting["target"]) == (
        "HazardEventCancelable", lure, played["target"])
    assert [a.id for a in now.actions(ctx.state)] == [
        f"great-ship-event:{aragorn}", f"great-ship-event:{legolas}", "resolve-hazard"]
    assert now.policy(ctx.state, now.actions(ctx.state)) == (f"great-ship-event:{aragorn}", {})
    before = len(ctx.facts)
    now.decide(ctx, f"great-ship-event:{aragorn}", {})
    assert [(f.kind, f.get("card")) for f in ctx.facts[before:before + 4]] == [
        ("CharacterStateChanged", None), ("HazardEventCanceled", lure),
        ("HazardDiscarded", lure), ("HazardRevealed", lure)]
    assert ctx.state.permanent_hazards == ()  # the first never took effect
    # The second waits likewise; let take effect, it goes on its target.
    assert ctx.state.awaited_ship_event == lure
    target = ctx.state.ship_event_target
    now.decide(ctx, "resolve-hazard", {})
    assert ctx.state.permanent_hazards == ((lure, target),)
    assert ctx.state.hazards_played == 2  # the canceled one counted against the limit
    assert ctx.state.character(aragorn).state == "tapped"  # type: ignore[union-attr]


@pytest.mark.rule("CoE-3.i")
def test_a_hazard_event_waits_for_no_cancel_before_the_version_or_off_the_coast(
        rgo: RoadGoesEverOn) -> None:
    lure = ids(rgo, "Lure of Expedience")[0]
    for ctx in (sailing_into(rgo, str(great_ship.EVENT_SINCE - 1), "Lure of Expedience"),
                sailing_into(rgo, EVENT, "Lure of Expedience",
                             path=("coastal-sea", "wilderness", "wilderness"))):
        assert "HazardEventCancelable" not in [f.kind for f in ctx.facts]
        assert [c for c, _ in ctx.state.permanent_hazards] == [lure]
    now = rgo.at_version(EVENT)
    assert refused(now, state(rgo, phase=MOVEMENT_HAZARD, ships=ABOARD), "resolve-hazard",
                   "CoE-3.i") == "Great Ship cancels a hazard event only as it is played on " \
                                 "the company aboard. [CoE-3.i]"
