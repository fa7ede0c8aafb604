"""Guise of the Necromancer, from ``creatures.SERIES_FROM``: the creature scripts read up to the
engine's generation 11. An Assassin makes three attacks, a Slayer two, of one strike each, all
on the one character the attacker chooses (GON-TARGET-1, CoE 3.iii); once the strike of one is
assigned the defender may tap a character to cancel it (CoE 3.i; an Assassin's up to two, not
by the character it attacks; a Slayer's one, by any); the creature is defeated only if every
one of its attacks is (CoE 3.v). A Mûmak is keyed too to the coastal regions where Corsairs of
Umbar attacked the company this turn. The version before played one attack, its text not."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.guise_of_the_necromancer import creatures
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import Fight, State
from tests.rules import necromancer_support as gon
from tests.support import of_kind, only

ASSASSIN, SLAYER, MUMAK = "TW-8", "TW-89", "TW-66"
BREE, EDHELLOND, GREY_HAVENS = "TW-378", "TW-393", "TW-399"
BEFORE = gon.RULESET.at_version(str(creatures.SERIES_FROM - 1))
#: A hazard deck of Orc-guards, keyed to Shadow-holds and Dark-holds only: duds here.
UNMET = (gon.ORC_GUARD,) * 16


def at_bree(creature: str, ruleset: GuiseOfTheNecromancer = gon.RULESET,
            seed: int = 3) -> Context[State]:
    """The starting company stays at Bree, a Border-hold, and ``creature`` (keyed to one)
    attacks it: the attacker gives its strike to Radagast (GON-TARGET-1 ranks a Wizard
    first), whose strike sequence begins."""
    state = gon.fresh()
    state = replace(state, companies=(replace(state.companies[0], location=BREE),))
    ctx = Context(ruleset, Table(seed, {}, gon.hazards(state, [creature], UNMET)))
    ruleset.decide(ctx, "go", {})
    return ctx


def play_out(ctx: Context[State], *cancels: str) -> list[Fact]:
    """Each strike rolled, the characters named tapping in turn to cancel an attack first."""
    left = list(cancels)
    while (fight := ctx.state.fight) is not None and ctx.state.outcome is None:
        ids = [a.id for a in ctx.ruleset.actions(ctx.state)]
        if left and f"cancel-attack:{left[0]}" in ids:
            ctx.ruleset.decide(ctx, f"cancel-attack:{left.pop(0)}", {})
        elif "roll" in ids or "assign-done" in ids:
            ctx.ruleset.decide(ctx, "roll" if "roll" in ids else "assign-done", {})
        else:
            ctx.ruleset.decide(ctx, f"resolve:{fight.waiting(ctx.state.company('1'))[0]}", {})
    return ctx.facts


def cancels(ctx: Context[State]) -> list[str]:
    return [a.id for a in ctx.ruleset.actions(ctx.state) if a.id.startswith("cancel-attack:")]


@pytest.mark.rule("CoE-3.iii", "GON-TARGET-1", "CoE-3.v")
def test_an_assassin_attacks_the_one_character_three_times() -> None:
    assert creatures.SERIES_FROM == 47 <= int(gon.RULESET.version)
    for seed in range(40):
        facts = play_out(at_bree(ASSASSIN, seed=seed))
        if of_kind(facts, "CreatureDefeated"):
            break
    declared = of_kind(facts, "AttackDeclared")
    assert [(f["card"], f["attack"]["strikes"], f.get("series")) for f in declared] == [
        (ASSASSIN, 1, None), (ASSASSIN, 1, [1, 1, 0]), (ASSASSIN, 1, [2, 2, 0])]
    assert gon.RULESET.narrate(declared[1]) == (
        "Assassin attacks company 1 again (Men, 1 strike, prowess 11). [CoE-2.IV.vii.2]")
    assigned = of_kind(facts, "StrikeAssigned")
    assert [(f["character"], f["by"], f.rule) for f in assigned] == [
        (gon.RADAGAST, "attacker", "GON-TARGET-1"), (gon.RADAGAST, "attacker", "CoE-3.iii"),
        (gon.RADAGAST, "attacker", "CoE-3.iii")]
    assert [f["defeated"] for f in of_kind(facts, "AttackEnded")] == [True, True, True]
    assert only(facts, "CreatureDefeated")["card"] == ASSASSIN


@pytest.mark.rule("CoE-3.v")
def test_one_attack_not_defeated_leaves_the_creature_undefeated() -> None:
    for seed in range(40):
        facts = play_out(at_bree(SLAYER, seed=seed))
        ended = [f["defeated"] for f in of_kind(facts, "AttackEnded")]
        if ended == [True, False]:
            break
    assert ended == [True, False]
    # The Slayer's printed two strikes count its attacks: one strike each.
    assert [f["attack"]["strikes"] for f in of_kind(facts, "AttackDeclared")] == [1, 1]
    assert not of_kind(facts, "CreatureDefeated")
    assert only(facts, "CreatureDiscarded")["card"] == SLAYER


@pytest.mark.rule("CoE-3.i")
def test_the_defender_taps_others_to_cancel_two_of_an_assassins_attacks() -> None:
    ctx = at_bree(ASSASSIN)
    # Not Radagast, whom it attacks.
    assert cancels(ctx) == [f"cancel-attack:{c}" for c in (gon.HALDIR, gon.CELEBORN, gon.SAM)]
    facts = play_out(ctx, gon.HALDIR, gon.CELEBORN, gon.SAM)
    canceled = of_kind(facts, "AttackCanceled")
    assert [(f.rule, f["by"], f["card"]) for f in canceled] == [
        ("CoE-3.i", gon.HALDIR, ASSASSIN), ("CoE-3.i", gon.CELEBORN, ASSASSIN)]
    assert gon.RULESET.narrate(canceled[0]) == "Haldir cancels the attack of Assassin. [CoE-3.i]"
    company = ctx.state.companies[0]
    assert [company.character(c).state for c in (gon.HALDIR, gon.CELEBORN, gon.SAM)] == [
        "tapped", "tapped", "untapped"]  # type: ignore[union-attr]
    # Two canceled, one faced: the Assassin is not defeated, beaten strike or not.
    assert len(of_kind(facts, "StrikeResolved")) == 1
    assert not of_kind(facts, "CreatureDefeated")
    assert only(facts, "CreatureDiscarded")["card"] == ASSASSIN


@pytest.mark.rule("CoE-3.i")
def test_a_slayers_one_attack_may_be_canceled_by_any_character_even_the_one_attacked() -> None:
    ctx = at_bree(SLAYER)
    assert f"cancel-attack:{gon.RADAGAST}" in cancels(ctx)
    gon.RULESET.decide(ctx, f"cancel-attack:{gon.RADAGAST}", {})
    assert ctx.state.fight is not None and ctx.state.fight.series == (0, 0, 1)
    assert cancels(ctx) == []  # its one cancel is spent
    with pytest.raises(IllegalAction) as refused:
        gon.RULESET.decide(ctx, f"cancel-attack:{gon.SAM}", {})
    assert refused.value.clause == "CoE-3.i"
    assert str(refused.value).startswith(
        "No more of Slayer's attacks may be canceled: 1 at most.")


@pytest.mark.rule("CoE-3.i")
def test_a_cancel_out_of_its_condition_is_refused_naming_the_reason() -> None:
    ctx = at_bree(ASSASSIN)
    for who, why in ((gon.RADAGAST, "Radagast is the character Assassin attacks: another "
                                    "character of his company taps to cancel its attack."),
                     ("TW-159", "Gimli is no character of the company Assassin attacks.")):
        with pytest.raises(IllegalAction) as refused:
            gon.RULESET.decide(ctx, f"cancel-attack:{who}", {})
        assert str(refused.value).startswith(why)
    gon.RULESET.decide(ctx, f"cancel-attack:{gon.HALDIR}", {})  # the next attack comes
    with pytest.raises(IllegalAction) as refused:
        gon.RULESET.decide(ctx, f"cancel-attack:{gon.HALDIR}", {})
    assert str(refused.value).startswith("Haldir is not untapped: only an untapped character "
                                         "taps to cancel it.")
    assert ctx.state.fight is not None and ctx.state.fight.series == (0, 0, 1)
    with pytest.raises(IllegalAction) as refused:
        gon.act(gon.fresh(), f"cancel-attack:{gon.SAM}")
    assert str(refused.value).startswith("A character taps to cancel an attack only of an "
                                         "Assassin or a Slayer, and none attacks now.")


@pytest.mark.rule("CoE-3.iv.2")
def test_a_strike_more_given_to_an_attack_is_excess_on_its_one_defender() -> None:
    """An attack of the Assassin given two strikes: the attacker gives one to Radagast, the
    other weakens his strike (-1)."""
    state = gon.fresh()
    attack = replace(Attack.from_creature(gon.CATALOG.get(ASSASSIN), 4), strikes=2)
    state = replace(state, fight=Fight("1", attack, ASSASSIN, attacker_chooses=True))
    facts, after = gon.act(state, "assign-done")
    assert only(facts, "StrikesAssigned")["targets"] == [gon.RADAGAST]
    assert only(facts, "StrikesAssigned")["excess"] == 1
    assert only(facts, "StrikesBegan")["excess_on"] == gon.RADAGAST


@pytest.mark.rule("CoE-3.iii")
def test_the_version_before_played_one_attack_and_no_cancel() -> None:
    ctx = at_bree(SLAYER, BEFORE)
    assert cancels(ctx) == []
    facts = play_out(ctx)
    assert [f["attack"]["strikes"] for f in of_kind(facts, "AttackDeclared")] == [2]
    assert len(of_kind(facts, "AttackEnded")) == 1


@pytest.mark.rule("GON-DUD-4")
def test_a_mumak_follows_corsairs_of_umbar_to_the_coast() -> None:
    """Moving from Edhellond (Anfalas) to the Grey Havens, the company meets Corsairs of
    Umbar, then the Mûmak keyed to Anfalas; the version before discarded it as a dud."""
    def moved(ruleset: GuiseOfTheNecromancer) -> list[Fact]:
        state = gon.fresh()
        state = replace(state, companies=(replace(state.companies[0], location=EDHELLOND),))
        ctx = Context(ruleset, Table(3, {}, gon.hazards(state, [MUMAK, gon.CORSAIRS], UNMET)))
        ruleset.decide(ctx, f"move:1:{GREY_HAVENS}", {})
        ruleset.decide(ctx, "go", {})
        gon.take_all(ctx, ruleset)  # Radagast's draws for the Wildernesses
        while (fight := ctx.state.fight) is not None and ctx.state.outcome is None:
            ids = [a.id for a in ruleset.actions(ctx.state)]
            waiting = fight.waiting(ctx.state.company("1"))
            ruleset.decide(ctx, "roll" if "roll" in ids else "assign-done"
                           if "assign-done" in ids else f"resolve:{waiting[0]}", {})
        return ctx.facts
    facts = moved(gon.RULESET)
    assert [(f["card"], f["keyed"]) for f in of_kind(facts, "AttackDeclared")] == [
        (gon.CORSAIRS, "region-type:coastal-sea"), (MUMAK, "region:Anfalas")]
    assert MUMAK in [f["card"] for f in of_kind(moved(BEFORE), "DudDiscarded")]


@pytest.mark.rule("CoE-3.v")
def test_the_automatic_player_cancels_a_threatened_strike() -> None:
    """Sam (prowess 1) faces an Assassin's strike (11): a companion taps to cancel it."""
    state = gon.fresh()
    attack = replace(Attack.from_creature(gon.CATALOG.get(ASSASSIN), 4), strikes=1)
    state = replace(state, fight=Fight("1", attack, ASSASSIN, assigned=(gon.SAM,),
                                       assigning=False, begun=True, facing=gon.SAM,
                                       attacker_chooses=True))
    action, _ = gon.RULESET.policy(state, gon.RULESET.actions(state))
    assert action == f"cancel-attack:{gon.RADAGAST}"


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_them_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    for card in (ASSASSIN, SLAYER, MUMAK):
        assert rows[card] == coverage.InRuleset(coverage.SCRIPTED)
