"""The Road Goes Ever On: staying untapped is chosen for a strike faced (CoE 3.iv.3: "the
character facing the strike"). From support.STRUCK_STAND_SINCE, once no strike is left to
give, a character given none is not offered it; while one may yet be given, he is, for the
strike he may take. Earlier versions offered it to any untapped character and replay as
played."""

from __future__ import annotations

import pytest

from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import support
from domain.rulesets.road_goes_ever_on.combat import resolve_attack
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import at_version, ids, state

#: One strike: Legolas given it, none is left for Aragorn.
ORCS = Attack("TW-76", "Orc-lieutenant", "Orcs", 1, 7)


def one_strike_given(rgo: RoadGoesEverOn, version: str) -> tuple[RoadGoesEverOn, Context[State]]:
    """Aragorn and Legolas are attacked by one strike, which the player gives Legolas."""
    ruleset = at_version(rgo, version)
    ctx = Context(ruleset, Table(1, {}, state(rgo)))
    assert resolve_attack(ctx, ORCS, "RGO-HAZ-2", ask=True) is None
    assert sorted(a.id for a in ruleset.actions(ctx.state) if a.id.startswith("stand:")) == \
        sorted(f"stand:{c}" for c in ids(rgo, "Aragorn II", "Legolas"))
    ruleset.decide(ctx, f"assign:{ids(rgo, 'Legolas')[0]}", {})
    assert ctx.state.awaited_strikes is not None  # Aragorn may support Legolas
    return ruleset, ctx


def stands(ruleset: RoadGoesEverOn, ctx: Context[State]) -> dict[str, str]:
    return {a.id: a.label for a in ruleset.actions(ctx.state) if a.id.startswith("stand:")}


@pytest.mark.rule("CoE-3.iv.3", "RGO-ABIL-36")
def test_once_no_strike_is_left_only_the_one_facing_a_strike_may_stay_untapped(
        rgo: RoadGoesEverOn) -> None:
    legolas, aragorn = ids(rgo, "Legolas", "Aragorn II")
    ruleset, ctx = one_strike_given(rgo, str(support.STRUCK_STAND_SINCE))
    assert stands(ruleset, ctx) == {
        f"stand:{legolas}": "Legolas faces the strike given without tapping, at -2 prowess"}
    with pytest.raises(IllegalAction) as refused:
        ruleset.decide(ctx, f"stand:{aragorn}", {})
    assert (refused.value.message, refused.value.clause) == (
        "Aragorn II faces no strike of this attack, and none is left to give: staying "
        "untapped is chosen for a strike faced.", "CoE-3.iv.3")
    assert [f for f in ctx.facts if f.kind == "StaysUntapped"] == []


@pytest.mark.rule("CoE-3.iv.3")
def test_before_the_version_one_given_no_strike_was_offered_to_stay_untapped(
        rgo: RoadGoesEverOn) -> None:
    legolas, aragorn = ids(rgo, "Legolas", "Aragorn II")
    ruleset, ctx = one_strike_given(rgo, str(support.STRUCK_STAND_SINCE - 1))
    assert stands(ruleset, ctx) == {
        f"stand:{legolas}": "Legolas faces the strike given without tapping, at -2 prowess",
        f"stand:{aragorn}": "Aragorn II, if given a strike, faces it without tapping, at -3 "
                            "prowess"}
    ruleset.decide(ctx, f"stand:{aragorn}", {})
    assert [(f["character"], f["penalty"]) for f in ctx.facts if f.kind == "StaysUntapped"] \
        == [(aragorn, -3)]
