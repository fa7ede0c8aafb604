"""Guise of the Necromancer, from ``printed_rules.AUTOMATIC_INFLUENCE_FROM``: the Red Arrow's
bearer recruits the Riders of Rohan with no roll (``engine.item_influence.AUTOMATIC``; CoE
2.V.3), tapping as for any influence attempt; the faction goes to the marshalling point pile
and the site taps. The version before rolled for him as for anyone."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.rules.test_necromancer_item_uses import bearing
from tests.support import only

RED_ARROW, RIDERS, EDORAS = "TW-312", "TW-317", "TW-394"
BEFORE = gon.RULESET.at_version(str(printed_rules.AUTOMATIC_INFLUENCE_FROM - 1))


def at_edoras(state: State) -> State:
    """The starting company has entered Edoras, the Riders of Rohan in the hand."""
    return replace(state, phase="site", step="entered", pending=("1",), hand=(RIDERS,),
                   companies=(replace(state.companies[0], location=EDORAS),))


@pytest.mark.rule("CoE-2.V.3", "GON-WIN-2")
def test_the_red_arrows_bearer_recruits_the_riders_of_rohan_with_no_roll() -> None:
    assert printed_rules.AUTOMATIC_INFLUENCE_FROM == 37 <= int(gon.RULESET.version)
    state = at_edoras(bearing(gon.fresh(), gon.SAM, RED_ARROW))
    facts, after = gon.act(state, f"influence:{RIDERS}:{gon.SAM}", seed=1)
    assert [f.kind for f in facts] == ["FactionInfluenced"]
    recruited = facts[0]
    assert (recruited["succeeded"], recruited["by_item"], recruited.rule) == (
        True, RED_ARROW, "CoE-2.V.3")
    assert gon.RULESET.narrate(recruited) == (
        "Sam Gamgee recruits Riders of Rohan with no roll (Red Arrow) (3 marshalling points). "
        "[CoE-2.V.3]")
    assert after.marshalling == ((RIDERS, "faction", 3),) and EDORAS in after.tapped_sites
    assert after.companies[0].character(gon.SAM).state == "tapped"  # type: ignore[union-attr]
    # Another character rolls as ever.
    facts, _ = gon.act(state, f"influence:{RIDERS}:{gon.HALDIR}", seed=1)
    assert "roll" in only(facts, "FactionInfluenced").data


@pytest.mark.rule("CoE-2.V.3")
def test_the_version_before_rolls_for_the_bearer_too() -> None:
    from domain.ruleset import Context, Table

    state = at_edoras(bearing(gon.fresh(), gon.SAM, RED_ARROW))
    ctx = Context(BEFORE, Table(1, {}, state))
    BEFORE.decide(ctx, f"influence:{RIDERS}:{gon.SAM}", {})
    attempt = only(ctx.facts, "FactionInfluenced")
    assert "by_item" not in attempt.data and "roll" in attempt.data


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_the_red_arrow_scripted() -> None:
    """Its +5 in controlling a follower counts from version 45 on
    (test_necromancer_item_followers.py)."""
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[RED_ARROW] == coverage.InRuleset(coverage.SCRIPTED)
