"""The Road Goes Ever On, from true_fana.SINCE_VERSION: True Fána (TW-354), played on the Wizard
of the company against an attack before its strikes are assigned (CoE 3.i): a roll plus his
prowess above the attack's makes every strike fail, an attack with body making a body check
for each (CoE 3.iv.7, 3.I.1, 3.v); else the attack goes on. The Wizard then checks corruption
at -3 (CoE 7.1). The version before declared it. Constructed states, seeded."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.combat import Attack
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import true_fana
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import begin, company, ids, moving, refused

NOW = str(true_fana.SINCE_VERSION)
BEFORE = str(true_fana.SINCE_VERSION - 1)
KINDS = ("StrikesFailRolled", "AttackBodyChecked", "StrikeResolved", "AttackEnded",
         "MarshallingPointsGained", "CorruptionChecked", "HazardDiscarded")


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def facing(rgo: RoadGoesEverOn, creature: str, seed: int, body: int | None = None,
           hand: str = "True Fána") -> Context[State]:
    """Gandalf (prowess 6) and Aragorn II meet ``creature`` on the way to Lórien, True Fána
    in hand; with ``body`` the attack is given that body."""
    ruleset = played(rgo)
    ctx = begin(ruleset, moving(rgo, creature, hand=ids(rgo, hand),
                                characters=company(rgo, "Gandalf", "Aragorn II")), seed)
    if body is None:
        return ctx
    s = ctx.state
    assert s.awaited_strikes is not None
    attack = {**s.awaited_strikes.attack, "body": body}
    return Context(ruleset, Table(seed, {}, replace(
        s, awaited_strikes=replace(s.awaited_strikes, attack=attack))))


def after(rgo: RoadGoesEverOn, ctx: Context[State], action: str) -> list[tuple[str, object]]:
    """The facts of ``action`` that tell the outcome, each with its telling field."""
    start = len(ctx.facts)
    played(rgo).decide(ctx, action, {})
    field = {"StrikesFailRolled": "total", "AttackBodyChecked": "roll",
             "StrikeResolved": "result", "AttackEnded": "defeated",
             "MarshallingPointsGained": "points", "CorruptionChecked": "modifier",
             "HazardDiscarded": "card"}
    return [(f.kind, f[field[f.kind]]) for f in ctx.facts[start:] if f.kind in KINDS]


def rolled(facts: list[Fact]) -> Fact:
    return next(f for f in facts if f.kind == "StrikesFailRolled")


@pytest.mark.rule("CoE-3.i", "CoE-3.v", "CoE-7.1")
def test_every_strike_fails_and_an_attack_with_no_body_is_defeated(rgo: RoadGoesEverOn) -> None:
    tf, gandalf, patrol = ids(rgo, "True Fána", "Gandalf", "Orc-patrol")
    ctx = facing(rgo, "Orc-patrol", seed=1)
    play = f"resource:{tf}:fail:{gandalf}"
    assert [a.id for a in played(rgo).actions(ctx.state) if a.id.startswith("resource:")] == [
        play]
    # 5 + Gandalf's 6 = 11 beats the Orc-patrol's 6: no strike is resolved, it is defeated
    # for its kill point and goes to the marshalling-point pile; Gandalf checks at -3.
    assert after(rgo, ctx, play) == [
        ("StrikesFailRolled", 11), ("AttackEnded", True), ("MarshallingPointsGained", 1),
        ("CorruptionChecked", -3)]
    fact = rolled(ctx.facts)
    assert (fact.rule, fact["failed"], fact["strikes"], fact["attack_prowess"]) == (
        "CoE-3.i", True, 2, 6)
    assert ctx.state.awaited_strikes is None and tf not in ctx.state.hand
    assert patrol in [r.card for r in ctx.state.mp]


@pytest.mark.rule("CoE-3.i", "CoE-3.I.1", "CoE-3.v")
def test_an_attack_with_body_makes_a_body_check_for_each_failed_strike(
        rgo: RoadGoesEverOn) -> None:
    tf, gandalf, patrol = ids(rgo, "True Fána", "Gandalf", "Orc-patrol")
    play = f"resource:{tf}:fail:{gandalf}"
    # Given body 7, two strikes fail (two characters): both checks above 7 defeat it (seed 4),
    beaten = facing(rgo, "Orc-patrol", seed=4, body=7)
    assert after(rgo, beaten, play) == [
        ("StrikesFailRolled", 13), ("AttackBodyChecked", 9), ("AttackBodyChecked", 8),
        ("AttackEnded", True), ("MarshallingPointsGained", 1), ("CorruptionChecked", -3)]
    # one check at 7 or less leaves it undefeated, discarded with no points (seed 1).
    kept = facing(rgo, "Orc-patrol", seed=1, body=7)
    assert after(rgo, kept, play) == [
        ("StrikesFailRolled", 11), ("AttackBodyChecked", 5), ("AttackBodyChecked", 8),
        ("AttackEnded", False), ("CorruptionChecked", -3), ("HazardDiscarded", patrol)]
    assert kept.state.awaited_strikes is None and patrol not in [r.card for r in kept.state.mp]


@pytest.mark.rule("CoE-3.i", "CoE-7.1")
def test_a_total_not_above_the_attack_leaves_it_to_go_on(rgo: RoadGoesEverOn) -> None:
    tf, gandalf = ids(rgo, "True Fána", "Gandalf")
    ctx = facing(rgo, "Cave-drake", seed=3)
    # 2 + 6 = 8 against the Cave-drake's 11: its strikes are still to be assigned.
    assert after(rgo, ctx, f"resource:{tf}:fail:{gandalf}") == [
        ("StrikesFailRolled", 8), ("CorruptionChecked", -3)]
    assert rolled(ctx.facts)["failed"] is False and rolled(ctx.facts)["strikes"] == 0
    assert ctx.state.awaited_strikes is not None and ctx.state.awaited_strikes.assigned == ()
    assert "assign-rest" in [a.id for a in played(rgo).actions(ctx.state)]


@pytest.mark.rule("CoE-3.i")
def test_true_fana_is_refused_off_a_wizard_after_assignment_or_on_several_attacks(
        rgo: RoadGoesEverOn) -> None:
    tf, gandalf, aragorn, assassin = ids(rgo, "True Fána", "Gandalf", "Aragorn II", "Assassin")
    ruleset = played(rgo)
    ctx = facing(rgo, "Orc-patrol", seed=1)
    assert refused(ruleset, ctx.state, f"resource:{tf}:fail:{aragorn}", "CoE-3.i") == (
        "True Fána cannot be played for its fail mode: it is played on a Wizard, not on "
        "Aragorn II. [CoE-3.i]")
    # Once a strike is assigned the attack is being resolved: not offered, refused.
    ruleset.decide(ctx, f"assign:{gandalf}", {})
    assert [a.id for a in ruleset.actions(ctx.state) if a.id.startswith("resource:")] == []
    assert refused(ruleset, ctx.state, f"resource:{tf}:fail:{gandalf}", "CoE-3.i").startswith(
        "True Fána cannot be played that way now: it is played against an attack before its "
        "strikes are assigned")
    # An Assassin's three attacks: the card reaches one only, so it is not offered.
    start = facing(rgo, "Orc-patrol", seed=1).state
    assert start.awaited_strikes is not None
    by_assassin = replace(start, awaited_strikes=replace(start.awaited_strikes, attack={
        **start.awaited_strikes.attack, "source": assassin, "name": "Assassin"}))
    assert [a.id for a in ruleset.actions(by_assassin) if a.id.startswith("resource:")] == []
    assert refused(ruleset, by_assassin, f"resource:{tf}:fail:{gandalf}", "CoE-3.i") == (
        "True Fána cannot be played for its fail mode: Assassin makes several attacks, and "
        "the card reaches only one. [CoE-3.i]")


@pytest.mark.rule("CoE-5.1")
def test_the_version_before_declared_it_and_the_coverage_shows_it_scripted(
        rgo: RoadGoesEverOn) -> None:
    tf = ids(rgo, "True Fána")[0]
    state = facing(rgo, "Orc-patrol", seed=1).state
    assert [a.id for a in played(rgo, BEFORE).actions(state)
            if tf in a.id] == [f"declare-resource:{tf}"]
    found = coverage.in_ruleset("road-goes-ever-on", rgo.catalog.get(tf))
    assert (found.status, found.missing) == (coverage.SCRIPTED, "")
    # Up to the version before true_fana.SEVERAL_SINCE it left out the several attacks.
    assert true_fana.left_out(str(true_fana.SEVERAL_SINCE - 1)) == true_fana.LEFT_OUT


def assassin_facing(rgo: RoadGoesEverOn, version: int, seed: int) -> Context[State]:
    """Gandalf and Aragorn II face an Assassin's first attack, True Fána in hand."""
    ctx = facing(rgo, "Orc-patrol", seed)
    s = ctx.state
    assert s.awaited_strikes is not None
    attack = Attack.from_creature(rgo.catalog.find("Assassin"), 2).to_json()
    return Context(played(rgo, str(version)), Table(seed, dict(ctx.table.streams), replace(
        s, awaited_strikes=replace(s.awaited_strikes, attack=attack))))


@pytest.mark.rule("CoE-3.i", "RGO-TARGET-2", "CoE-3.v")
def test_true_fana_against_an_assassin_fails_its_first_attack_and_the_others_follow(
        rgo: RoadGoesEverOn) -> None:
    tf, gandalf = ids(rgo, "True Fána", "Gandalf")
    play = f"resource:{tf}:fail:{gandalf}"
    # Seed 2: the first attack's strike fails; its two further attacks strike Gandalf, the
    # attacker's pick, and he beats both: the Assassin is defeated, its 2 points his.
    ctx = assassin_facing(rgo, true_fana.SEVERAL_SINCE, seed=2)
    assert play in [a.id for a in ctx.ruleset.actions(ctx.state)]
    ctx.ruleset.decide(ctx, play, {})
    outcome = [(f.kind, f.data.get("character"), f.data.get("result"), f.data.get("defeated"))
               for f in ctx.facts if f.kind in ("StrikeAssigned", "StrikeResolved",
                                                "AttackEnded")]
    assert rolled(ctx.facts)["failed"] is True
    assert outcome == [("StrikeAssigned", gandalf, None, None),
                       ("StrikeResolved", gandalf, "failed", None),
                       ("StrikeAssigned", gandalf, None, None),
                       ("StrikeResolved", gandalf, "failed", None),
                       ("AttackEnded", None, None, True)]
    assert next(f["points"] for f in ctx.facts if f.kind == "MarshallingPointsGained") == 2
    assert ctx.state.awaited_strikes is None
    # Seed 3: he is beaten by one of them: the Assassin is not defeated.
    ctx = assassin_facing(rgo, true_fana.SEVERAL_SINCE, seed=3)
    ctx.ruleset.decide(ctx, play, {})
    assert [f.data.get("result") for f in ctx.facts if f.kind == "StrikeResolved"] == [
        "succeeded", "failed"]
    assert [f["defeated"] for f in ctx.facts if f.kind == "AttackEnded"] == [False]
    # The version before refused it there, naming the card and the reason.
    old = assassin_facing(rgo, true_fana.SEVERAL_SINCE - 1, seed=2)
    assert play not in [a.id for a in old.ruleset.actions(old.state)]
    assert refused(played(rgo, str(true_fana.SEVERAL_SINCE - 1)), old.state, play,
                   "CoE-3.i") == (
        "True Fána cannot be played for its fail mode: Assassin makes several attacks, and "
        "the card reaches only one. [CoE-3.i]")
