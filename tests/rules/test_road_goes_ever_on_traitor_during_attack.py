"""The Road Goes Ever On from ``interjections.DURING_ATTACK_SINCE``: a Traitor's attack queued
while another attack waits for the defender, before its strikes, is made at once (its card's
word; CoE 9.5.3): the attack under way is set aside where it stands (``AttackSetAside``), and
once the traitor's is over it goes on (``AttackTakenUp``), the checks its creature's text still
asks first. The version before made the traitor's attack once the other was over. Here a
Corpse-candle from the Hazard Pile makes Aragorn II (corrupt enough to fail), Legolas and
Elrond check corruption in turn, Wolves next in the pile and a Traitor in play. Constructed
states, seeded."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine import attacks_at_once
from domain.engine.combat import Attack
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import interjections, traitor
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import AwaitedStrikes, Queued, State
from tests.rules.rgo_support import at_version, company, ids, moving

NOW = str(interjections.DURING_ATTACK_SINCE)
BEFORE = str(interjections.DURING_ATTACK_SINCE - 1)
WATCHED = ("CorruptionChecked", "TraitorTurned", attacks_at_once.SET_ASIDE,
           "QueuedAttackMade", "AttackDeclared", "StrikeAssignmentOpened", "StrikeAssigned",
           "AttackEnded", attacks_at_once.TAKEN_UP, "HazardRevealed")


def candle_ahead(ruleset: RoadGoesEverOn) -> State:
    """Aragorn II (30 corruption points from a card on him), Legolas and Elrond in the
    long-event phase, moving from Moria to Lórien with a Corpse-candle then Wolves in the
    Hazard Pile, a Traitor in play (seed 1: no hazard long-event comes)."""
    aragorn = ids(ruleset, "Aragorn II")[0]
    return moving(ruleset, "Corpse-candle", "Wolves",
                  characters=company(ruleset, "Aragorn II", "Legolas", "Elrond"),
                  environments=(traitor.CARD,), permanent_hazards=(("TW-1", aragorn),),
                  hazard_points=(("TW-1", aragorn, 30),), phase="long-event")


def watched(facts: list[Fact]) -> list[tuple[str, object]]:
    """Each watched fact with whom it concerns: the character, the attack, the card."""
    return [(f.kind, f.data.get("character") or _named(f.data.get("attack"))
             or f.data.get("card")) for f in facts if f.kind in WATCHED]


def _named(attack: object) -> object:
    return attack.get("name") if isinstance(attack, dict) else attack


def decided(ruleset: RoadGoesEverOn, state: State, action: str) -> tuple[list[Fact], State]:
    ctx = Context(ruleset, Table(1, {}, state))
    ruleset.decide(ctx, action, {})
    return ctx.facts, ctx.state


@pytest.mark.rule("RGO-HAZ-2", "CoE-7.1", "CoE-3.ii")
def test_a_traitors_attack_sets_a_corpse_candle_aside_before_its_strikes(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, elrond, wolves = ids(rgo, "Aragorn II", "Legolas", "Elrond", "Wolves")
    ruleset = at_version(rgo, NOW)
    facts, waiting = decided(ruleset, candle_ahead(ruleset), "continue")
    assert watched(facts)[1:] == [
        ("AttackDeclared", "Corpse-candle"), ("CorruptionChecked", aragorn),
        ("TraitorTurned", aragorn), ("StrikeAssignmentOpened", "Corpse-candle"),
        (attacks_at_once.SET_ASIDE, "Corpse-candle"),
        ("QueuedAttackMade", "Traitor (Aragorn II)"),
        ("AttackDeclared", "Traitor (Aragorn II)"),
        ("StrikeAssignmentOpened", "Traitor (Aragorn II)")]
    set_aside = next(f for f in facts if f.kind == attacks_at_once.SET_ASIDE)
    assert (set_aside.rule, set_aside["checks"], set_aside["before_asking"]) == (
        "CoE-9.5.3", [legolas, elrond], True)
    assert ruleset.narrate(set_aside) == (
        "The attack of Corpse-candle is set aside for the attack made at once; Legolas, Elrond "
        "still to check corruption once it goes on.")
    assert [(s.awaited.attack["name"], s.checks) for s in waiting.set_aside] == [
        ("Corpse-candle", (legolas, elrond))]
    assert waiting.interjecting and waiting.pile == (wolves,)
    # Legolas faces the traitor's strike; once it is over the Corpse-candle goes on, the two
    # checks it still asked first, and waits for the defender.
    facts, after = decided(ruleset, waiting, f"assign:{legolas}")
    assert watched(facts)[-4:] == [
        ("AttackEnded", "Traitor (Aragorn II)"), (attacks_at_once.TAKEN_UP, "Corpse-candle"),
        ("CorruptionChecked", legolas), ("CorruptionChecked", elrond)]
    assert after.awaited_strikes is not None
    assert after.awaited_strikes.attack["name"] == "Corpse-candle"
    assert (after.set_aside, after.interjecting, after.pile) == ((), False, (wolves,))
    # Its strike left to chance, it is over: the Hazard Pile goes on with Wolves.
    facts, after = decided(ruleset, after, "assign-rest")
    assert watched(facts)[-4:] == [
        ("AttackEnded", "Corpse-candle"), ("HazardRevealed", wolves),
        ("AttackDeclared", "Wolves"), ("StrikeAssignmentOpened", "Wolves")]


@pytest.mark.rule("RGO-HAZ-2", "CoE-7.1")
def test_before_the_version_the_corpse_candles_strikes_come_first(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, elrond = ids(rgo, "Aragorn II", "Legolas", "Elrond")
    ruleset = at_version(rgo, BEFORE)
    facts, waiting = decided(ruleset, candle_ahead(ruleset), "continue")
    assert watched(facts)[1:] == [
        ("AttackDeclared", "Corpse-candle"), ("CorruptionChecked", aragorn),
        ("TraitorTurned", aragorn), ("CorruptionChecked", legolas),
        ("CorruptionChecked", elrond), ("StrikeAssignmentOpened", "Corpse-candle")]
    assert waiting.set_aside == () and len(waiting.queued_attacks) == 1
    facts, after = decided(ruleset, waiting, "assign-rest")
    assert [kind for kind, _ in watched(facts)] == [
        "StrikeAssigned", "AttackEnded", "QueuedAttackMade", "AttackDeclared",
        "StrikeAssignmentOpened"]
    assert after.set_aside == () and after.interjecting


def wolves_waiting(ruleset: RoadGoesEverOn) -> State:
    """Legolas and Elrond assigning the strikes of Wolves, a traitor's attack (Aragorn II's)
    queued on their company, as a check failing by an item or a spell used against the Wolves
    would leave it."""
    aragorn, wolves = ids(ruleset, "Aragorn II", "Wolves")
    base = moving(ruleset, characters=company(ruleset, "Legolas", "Elrond"))
    wolf = Attack.from_creature(ruleset.catalog.get(wolves), 2)
    betrayal = Attack(traitor.CARD, "Traitor (Aragorn II)", "", 1, 16)
    return replace(base, awaited_strikes=AwaitedStrikes(wolf.to_json(), "RGO-HAZ-2", wolves),
                   queued_attacks=(Queued(betrayal.to_json(), traitor.RULE, (aragorn,),
                                          base.company),))


@pytest.mark.rule("RGO-HAZ-2", "CoE-3.ii", "CoE-3.iv.3")
def test_an_attack_waiting_for_the_defender_is_set_aside_for_a_queued_one(
        rgo: RoadGoesEverOn) -> None:
    legolas, elrond = ids(rgo, "Legolas", "Elrond")
    ruleset = at_version(rgo, NOW)
    # Elrond chooses to face his strike untapped; the queued attack is made at once.
    facts, waiting = decided(ruleset, wolves_waiting(ruleset), f"stand:{elrond}")
    assert watched(facts) == [
        (attacks_at_once.SET_ASIDE, "Wolves"), ("QueuedAttackMade", "Traitor (Aragorn II)"),
        ("AttackDeclared", "Traitor (Aragorn II)"),
        ("StrikeAssignmentOpened", "Traitor (Aragorn II)")]
    assert [(s.awaited.standing, s.before_asking) for s in waiting.set_aside] == [
        ((elrond,), False)]
    # Once it is over the Wolves wait for the defender again, where they stood.
    facts, after = decided(ruleset, waiting, f"assign:{legolas}")
    assert watched(facts)[-2:] == [("AttackEnded", "Traitor (Aragorn II)"),
                                   (attacks_at_once.TAKEN_UP, "Wolves")]
    assert after.awaited_strikes is not None and after.awaited_strikes.standing == (elrond,)
    assert after.awaited_strikes.attack["name"] == "Wolves" and after.set_aside == ()
    assert "assign-rest" in [a.id for a in ruleset.actions(after)]
    # The version before: the queued attack waits for the Wolves' end.
    facts, waiting = decided(at_version(rgo, BEFORE), wolves_waiting(rgo), f"stand:{elrond}")
    assert watched(facts) == [] and len(waiting.queued_attacks) == 1
    assert waiting.awaited_strikes is not None and waiting.set_aside == ()
