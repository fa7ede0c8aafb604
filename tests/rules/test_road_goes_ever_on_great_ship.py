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
from tests.rules.rgo_support import ids, refused, state

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


def test_the_coverage_shows_great_ship_in_part(starter) -> None:  # type: ignore[no-untyped-def]
    row = next(r for r in coverage.coverage(starter) if r.card_id == great_ship.CARD)
    assert dict(row.rulesets)["road-goes-ever-on"] == coverage.InRuleset(
        coverage.IN_PART, great_ship.LEFT_OUT)
