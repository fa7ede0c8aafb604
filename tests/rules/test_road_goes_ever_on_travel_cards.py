"""The Road Goes Ever On: Horses (TW-260) played from the hand before the company's hazards are
drawn (version 56 on, travel_cards.py): the hazard limit -2 (not below 2) and +2 prowess to the
hazard creatures attacking the company this turn."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import hand_resources, travel_cards
from domain.rulesets.road_goes_ever_on.combat import resolve_attack
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, State
from tests.rules.rgo_support import company, ids, organizing, play, run, state

OLD = str(travel_cards.SINCE_VERSION - 1)


def riding(rgo: RoadGoesEverOn, **fields: Any) -> State:
    """Four characters leave Moria for Lórien with Horses in hand (limit 4)."""
    horses, moria, lorien = ids(rgo, "Horses", "Moria", "Lórien")
    return replace(organizing(rgo), phase=LONG_EVENT, site=moria, destination=lorien,
                   path=("wilderness", "wilderness"), hand=(horses,), **fields)


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(("resource:", "declare-resource:"))]


@pytest.mark.rule("CoE-2.IV.iii")
def test_horses_lowers_the_limit_by_two_and_strengthens_the_creatures(
        rgo: RoadGoesEverOn) -> None:
    horses = ids(rgo, "Horses")[0]
    start = riding(rgo)
    assert offered(rgo, start) == [f"resource:{horses}:ride"]
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"resource:{horses}:ride", {})
    eased = next(f for f in ctx.facts if f.kind == "HazardLimitEased")
    spurred = next(f for f in ctx.facts if f.kind == "CreaturesStrengthened")
    assert (eased.rule, eased["reduction"], eased["source"]) == ("CoE-2.IV.iii", 2, horses)
    assert (spurred.rule, spurred["company"], spurred["card"], spurred["prowess"]) == (
        "CoE-5.1", ctx.state.company, horses, 2)
    assert ctx.state.strengthened == ((ctx.state.company, horses, 2),)
    play(rgo, ctx, "continue")
    assert next(f["limit"] for f in ctx.facts if f.kind == "HazardLimitSet") == 2  # 4 - 2


@pytest.mark.rule("CoE-5.1")
def test_horses_gives_two_prowess_to_hazard_creatures_only(rgo: RoadGoesEverOn) -> None:
    horses = ids(rgo, "Horses")[0]
    wolves = Attack.from_creature(rgo.catalog.find("Wolves"), 2)
    ridden = state(rgo, strengthened=(("c1", horses, 2),), company="c1")

    def modified(s: State, hazard: str | None) -> list[tuple[str | None, int, object]]:
        def step(ctx: Context[State]) -> None:
            resolve_attack(ctx, wolves, "RGO-HAZ-2", hazard=hazard)
        facts, _ = run(rgo, s, step)
        return [(f.rule, f["prowess"], f["cards"]) for f in facts if f.kind == "AttackModified"]

    assert modified(ridden, wolves.source) == [("CoE-5.1", 2, [horses])]
    assert modified(ridden, None) == []  # an automatic-attack or another is no creature's
    # Another company's Horses do not strengthen this company's creatures.
    assert modified(replace(ridden, company="c2"), wolves.source) == []


@pytest.mark.rule("CoE-2.IV.iii")
def test_horses_is_refused_outside_the_long_event_phase_and_kept_by_the_automatic_player(
        rgo: RoadGoesEverOn) -> None:
    horses = ids(rgo, "Horses")[0]
    organizing_now = replace(riding(rgo), phase="organization")
    ctx = Context(rgo, Table(1, {}, organizing_now))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"resource:{horses}:ride", {})
    assert ctx.facts == []
    assert (refused.value.clause, refused.value.message) == (
        "CoE-2.IV.iii", "Horses cannot be played that way now: it is played before the "
                        "company's hazards are drawn, when its conditions are met, on a "
                        "character it can be played on.")
    assert hand_resources.road_choice([f"resource:{horses}:ride", "continue"]) is None


@pytest.mark.rule("CoE-5.1")
def test_version_55_declared_horses(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(OLD)
    assert isinstance(old, RoadGoesEverOn)
    horses = ids(rgo, "Horses")[0]
    assert offered(old, riding(rgo)) == [f"declare-resource:{horses}"]
    assert offered(rgo, riding(rgo, characters=company(rgo, "Aragorn II"))) == [
        f"resource:{horses}:ride"]
