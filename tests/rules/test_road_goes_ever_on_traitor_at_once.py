"""The Road Goes Ever On from ``interjections.AT_ONCE_SINCE``: a Traitor's attack is made at once
(its card's word; CoE 9.5.3: what happens immediately resolves with no chain of effects), where
the step that queued it can stop and go on: while the Hazard Pile is revealed, before its next
card (``QueuedAttackMade`` naming ``resume``), and once the attack is over the pile goes on.
The version before made it once the step was played, the rest of the pile first. Here
Weariness of the Heart makes Aragorn II check corruption: he fails, turns traitor, and his
attack comes before Wolves is revealed. Constructed states, seeded."""

from __future__ import annotations

import pytest

from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import interjections, traitor
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import at_version, company, ids, moving

NOW = str(interjections.AT_ONCE_SINCE)
BEFORE = str(interjections.AT_ONCE_SINCE - 1)
WATCHED = ("TraitorTurned", "AttackQueued", "HazardDiscarded", "QueuedAttackMade",
           "AttackDeclared", "StrikeAssignmentOpened", "HazardRevealed", "AttackEnded",
           "InterjectionOver")


def revealing(ruleset: RoadGoesEverOn) -> Context[State]:
    """Aragorn II (corrupt enough to fail), Legolas (Brave) and Elrond move with Weariness of
    the Heart and Wolves in the Hazard Pile, a Traitor in play (seed 1: the Weariness makes
    Aragorn check corruption)."""
    aragorn = ids(ruleset, "Aragorn II")[0]
    start = moving(ruleset, "Weariness of the Heart", "Wolves",
                   characters=company(ruleset, "Aragorn II", "Legolas", "Elrond"),
                   environments=(traitor.CARD,), permanent_hazards=(("TW-1", aragorn),),
                   hazard_points=(("TW-1", aragorn, 30),))
    ctx = Context(ruleset, Table(1, {}, start))
    ruleset.machinery(start)[0].movement_hazard(ctx)
    return ctx


def watched(facts: list[Fact]) -> list[tuple[str, object]]:
    return [(f.kind, f.data.get("card", f.data.get("resume"))) for f in facts
            if f.kind in WATCHED]


@pytest.mark.rule("RGO-HAZ-2", "CoE-7.1", "CoE-3.ii")
def test_a_traitors_attack_comes_before_the_hazard_piles_next_card(
        rgo: RoadGoesEverOn) -> None:
    weariness, wolves = ids(rgo, "Weariness of the Heart", "Wolves")
    legolas = ids(rgo, "Legolas")[0]
    ruleset = at_version(rgo, NOW)
    ctx = revealing(ruleset)
    assert watched(ctx.facts) == [
        ("HazardRevealed", weariness), ("TraitorTurned", traitor.CARD), ("AttackQueued", None),
        ("HazardDiscarded", weariness), ("QueuedAttackMade", interjections.HAZARDS),
        ("AttackDeclared", None), ("StrikeAssignmentOpened", None)]
    waiting = ctx.state
    assert waiting.pile == (wolves,) and waiting.interjection_resume == interjections.HAZARDS
    assert f"assign:{legolas}" in [a.id for a in ruleset.actions(waiting)]
    # Legolas faces the traitor's strike; once it is over the Hazard Pile goes on: Wolves.
    after = Context(ruleset, Table(1, {}, waiting))
    ruleset.decide(after, f"assign:{legolas}", {})
    assert watched(after.facts)[-5:] == [
        ("AttackEnded", None), ("InterjectionOver", None), ("HazardRevealed", wolves),
        ("AttackDeclared", None), ("StrikeAssignmentOpened", None)]
    assert [f["attack"]["name"] for f in after.facts if f.kind == "AttackDeclared"] == [
        "Wolves"]
    assert after.state.pile == () and after.state.interjection_resume == ""
    assert not after.state.interjecting


@pytest.mark.rule("RGO-HAZ-2", "CoE-7.1")
def test_before_the_version_the_rest_of_the_pile_comes_first(rgo: RoadGoesEverOn) -> None:
    weariness, wolves = ids(rgo, "Weariness of the Heart", "Wolves")
    ctx = revealing(at_version(rgo, BEFORE))
    assert watched(ctx.facts) == [
        ("HazardRevealed", weariness), ("TraitorTurned", traitor.CARD), ("AttackQueued", None),
        ("HazardDiscarded", weariness), ("HazardRevealed", wolves), ("AttackDeclared", None),
        ("StrikeAssignmentOpened", None)]
    assert len(ctx.state.queued_attacks) == 1 and not ctx.state.interjecting
