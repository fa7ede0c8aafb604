"""The Road Goes Ever On from ``interjections.STEPS_SINCE``: a Traitor's attack queued amid the
untap phase's checks, or those of the end of the movement/hazard phase (the corruption cards'),
is made at once (its card's word; CoE 9.5.3): the checks still to come wait (``ChecksWaiting``),
and once it is over they go on (``ChecksGoOn``), then the rest of the step. The version before
made it once the step was played, the rest of it first. Constructed states, seeded."""

from __future__ import annotations

import pytest

from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import interjections, traitor
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import at_version, company, ids, state, turn_of

NOW = str(interjections.STEPS_SINCE)
BEFORE = str(interjections.STEPS_SINCE - 1)
WATCHED = ("CorruptionChecked", "TraitorTurned", "ChecksWaiting", "QueuedAttackMade",
           "AttackEnded", "InterjectionOver", "ChecksGoOn", "CompanyArrived", "PhaseBegan")


def watched(facts: list[Fact]) -> list[tuple[str, object]]:
    return [(f.kind, f.data.get("character") or f.data.get("resume") or f.data.get("step")
             or f.data.get("phase")) for f in facts if f.kind in WATCHED]


def nature_ahead(ruleset: RoadGoesEverOn) -> State:
    """Aragorn II (30 corruption points from a card on him) and Legolas bearing Lure of
    Nature, with Elrond, end their move to Bree through two Wildernesses, a Traitor in
    play."""
    lure, aragorn, legolas, bree = ids(ruleset, "Lure of Nature", "Aragorn II", "Legolas",
                                       "Bree")
    return state(ruleset, characters=company(ruleset, "Aragorn II", "Legolas", "Elrond"),
                 destination=bree, path=("wilderness", "border-land", "wilderness"),
                 permanent_hazards=((lure, aragorn), ("TW-1", aragorn), (lure, legolas)),
                 hazard_points=(("TW-1", aragorn, 30),), environments=(traitor.CARD,),
                 phase="movement-hazard")


def step(ruleset: RoadGoesEverOn, start: State, name: str) -> Context[State]:
    ctx = Context(ruleset, Table(1, {}, start))
    getattr(turn_of(ruleset, start), name)(ctx)
    return ctx


@pytest.mark.rule("RGO-HAZ-2", "CoE-7.1", "CoE-3.ii")
def test_a_traitors_attack_comes_before_the_movement_phases_other_checks(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas = ids(rgo, "Aragorn II", "Legolas")
    ruleset = at_version(rgo, NOW)
    ctx = step(ruleset, nature_ahead(ruleset), "finish_hazards")
    assert watched(ctx.facts) == [
        ("CorruptionChecked", aragorn), ("TraitorTurned", aragorn),
        ("ChecksWaiting", interjections.MOVEMENT_END),
        ("QueuedAttackMade", interjections.MOVEMENT_END)]
    waiting = ctx.state
    assert [(who, times) for _, who, times, _ in waiting.checks_left] == [
        (aragorn, 1), (legolas, 2)]
    assert waiting.interjecting and waiting.awaited_strikes is not None
    # The strike left to chance; once the attack is over Legolas's two checks, then the
    # arrival and the site phase (Aragorn, gone, makes no further check).
    done = len(ctx.facts)
    ruleset.decide(ctx, "assign-rest", {})
    assert watched(ctx.facts[done:])[-7:] == [
        ("AttackEnded", None), ("InterjectionOver", None),
        ("ChecksGoOn", interjections.MOVEMENT_END), ("CorruptionChecked", legolas),
        ("CorruptionChecked", legolas), ("CompanyArrived", None), ("PhaseBegan", "site")]
    assert ctx.state.checks_left == () and ctx.state.checks_step == ""


@pytest.mark.rule("RGO-HAZ-2", "CoE-7.1")
def test_before_the_version_the_movement_phases_checks_come_first(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas = ids(rgo, "Aragorn II", "Legolas")
    ruleset = at_version(rgo, BEFORE)
    ctx = step(ruleset, nature_ahead(ruleset), "finish_hazards")
    assert watched(ctx.facts) == [
        ("CorruptionChecked", aragorn), ("TraitorTurned", aragorn),
        ("CorruptionChecked", legolas), ("CorruptionChecked", legolas),
        ("CompanyArrived", None), ("PhaseBegan", "site")]
    assert len(ctx.state.queued_attacks) == 1 and ctx.state.checks_left == ()


def burden_ahead(ruleset: RoadGoesEverOn) -> State:
    """Legolas (30 corruption points from a card on him) and Arwen bear The Burden of Time at
    Bree, a Haven nowhere near, with Aragorn II, as the turn ends, a Traitor in play."""
    burden, legolas, arwen, bree = ids(ruleset, "The Burden of Time", "Legolas", "Arwen",
                                       "Bree")
    return state(ruleset, characters=company(ruleset, "Legolas", "Arwen", "Aragorn II"),
                 site=bree, permanent_hazards=((burden, legolas), ("TW-1", legolas),
                                               (burden, arwen)),
                 hazard_points=(("TW-1", legolas, 30),), environments=(traitor.CARD,))


@pytest.mark.rule("RGO-HAZ-2", "CoE-7.1", "CoE-2.I.1")
def test_a_traitors_attack_comes_before_the_untap_phases_other_checks(
        rgo: RoadGoesEverOn) -> None:
    legolas, arwen = ids(rgo, "Legolas", "Arwen")
    ruleset = at_version(rgo, NOW)
    ctx = step(ruleset, burden_ahead(ruleset), "start_turn")
    assert watched(ctx.facts) == [
        ("CorruptionChecked", legolas), ("TraitorTurned", legolas),
        ("ChecksWaiting", interjections.UNTAP_CHECKS),
        ("QueuedAttackMade", interjections.UNTAP_CHECKS)]
    assert [who for _, who, _, _ in ctx.state.checks_left] == [arwen]
    done = len(ctx.facts)
    ruleset.decide(ctx, "assign-rest", {})
    assert watched(ctx.facts[done:])[-5:] == [
        ("AttackEnded", None), ("InterjectionOver", None),
        ("ChecksGoOn", interjections.UNTAP_CHECKS), ("CorruptionChecked", arwen),
        ("PhaseBegan", "organization")]
    # The version before: Arwen's check and the organization phase first.
    ctx = step(at_version(rgo, BEFORE), burden_ahead(rgo), "start_turn")
    assert watched(ctx.facts) == [
        ("CorruptionChecked", legolas), ("TraitorTurned", legolas),
        ("CorruptionChecked", arwen), ("PhaseBegan", "organization")]
    assert len(ctx.state.queued_attacks) == 1
