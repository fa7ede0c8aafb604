"""The Road Goes Ever On from ``origin_returns.SINCE_VERSION``: a Fell Turtle's successful
strike, and Drowning Seas's alternative with Doors of Night in play, send the moving company
back to its site of origin (RGO-HAZ-2); the rest of its Hazard Pile is played on it as on a
company that does not move (RGO-HAZ-8). Earlier versions replay as played."""

from __future__ import annotations

import pytest

from domain.engine import hazards_in_play
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import origin_returns
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import begin, ids, moving, settle

#: A Coastal Sea in the site path from Moria to Lórien (as the tests build it).
COAST = ("wilderness", "coastal-sea")


def sent_back(ctx: Context[State]) -> list[str]:
    return [str(f["card"]) for f in ctx.facts if f.kind == "MovementTurnedBack"]


def before(rgo: RoadGoesEverOn) -> RoadGoesEverOn:
    old = rgo.at_version(str(origin_returns.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    return old


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-8", "CoE-3.iv")
def test_a_fell_turtle_s_successful_strike_sends_the_company_back(rgo: RoadGoesEverOn) -> None:
    turtle, wolves, moria = ids(rgo, "Fell Turtle", "Wolves", "Moria")
    start = moving(rgo, "Fell Turtle", "Wolves", path=COAST)
    ctx = begin(rgo, start)
    settle(rgo, ctx)
    results = [f["result"] for f in ctx.facts if f.kind == "StrikeResolved"]
    assert results == ["succeeded"]  # seed 1: its strike (15) beats the character
    assert sent_back(ctx) == [turtle]
    assert (ctx.state.site, ctx.state.destination, ctx.state.path) == (moria, None, ())
    # The Wolves are then played on a company that does not move: none is keyed to Moria.
    gone = next(f for f in ctx.facts if f.kind == "HazardDiscarded" and f["card"] == wolves)
    assert gone.rule == "RGO-HAZ-8"
    assert "CompanyArrived" not in [f.kind for f in ctx.facts]
    # The version before let the company go on.
    old = begin(before(rgo), start)
    settle(before(rgo), old)
    assert sent_back(old) == [] and "CompanyArrived" in [f.kind for f in old.facts]


@pytest.mark.rule("RGO-HAZ-2", "RGO-TARGET-1")
def test_drowning_seas_with_doors_of_night_may_send_the_company_back(
        rgo: RoadGoesEverOn) -> None:
    drowning = ids(rgo, "Drowning Seas")[0]
    doors = moving(rgo, "Drowning Seas", path=COAST,
                   environments=(hazards_in_play.DOORS_OF_NIGHT,))
    # Its mode is picked at random: over these seeds both come.
    outcomes = {seed: (sent_back(ctx), [f.kind for f in ctx.facts if f.kind == "ItemLost"
                                        or f.kind == "CardsDiscarded"])
                for seed in (1, 2, 3, 4) for ctx in [begin(rgo, doors, seed)]}
    assert ([drowning], []) in outcomes.values()
    assert any(back == [] for back, _ in outcomes.values())
    # Without Doors of Night, or in the version before, it never sends the company back.
    plain = moving(rgo, "Drowning Seas", path=COAST)
    assert all(sent_back(begin(rgo, plain, seed)) == [] for seed in (1, 2, 3, 4))
    assert all(sent_back(begin(before(rgo), doors, seed)) == [] for seed in (1, 2, 3, 4))
