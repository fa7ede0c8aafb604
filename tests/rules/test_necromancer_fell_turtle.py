"""Guise of the Necromancer, from ``creatures.SENDS_BACK_FROM``: a successful strike of a Fell
Turtle (``engine.creature_scripts.SENDS_BACK``) sends the moving company back to its site of
origin, the character wounded as usual: it stays there, and its site phase is there. A strike
it does not win leaves the company moving. The version before let it go on to its new site."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.ruleset import Context, Fact, Table
from domain.rulesets.guise_of_the_necromancer import creatures
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import of_kind, only

TURTLE, EDHELLOND, GREY_HAVENS = "TW-34", "TW-393", "TW-399"
BEFORE = gon.RULESET.at_version(str(creatures.SENDS_BACK_FROM - 1))
#: A hazard deck of Orc-guards, keyed to Shadow-holds and Dark-holds only: duds on this move.
UNMET = (gon.ORC_GUARD,) * 16


def attacked(allies: tuple[tuple[str, str], ...] = (), wounded: tuple[str, ...] = ()) -> State:
    """The starting company, at Edhellond, moves to the Grey Havens over four Coastal Seas
    and meets a Fell Turtle (keyed to one) first, Corsairs of Umbar (keyed to one too) left
    of it in the hazard hand; ``allies`` (ally, controller) with it, those ``wounded`` so."""
    state = gon.fresh()
    state = replace(state, companies=(replace(state.companies[0], location=EDHELLOND),),
                    allies=allies, wounded_allies=wounded)
    _, moving = gon.acts(gon.hazards(state, [gon.CORSAIRS, TURTLE], UNMET),
                         f"move:1:{GREY_HAVENS}")
    facts, attacking = gon.act(moving, "go", seed=3)
    assert only(facts, "AttackDeclared")["card"] == TURTLE
    return attacking


def fought(ruleset: gon.GuiseOfTheNecromancer, who: str, seed: int,
           allies: tuple[tuple[str, str], ...] = (),
           wounded: tuple[str, ...] = ()) -> tuple[list[Fact], State]:
    ctx = Context(ruleset, Table(seed, {}, attacked(allies, wounded)))
    ruleset.decide(ctx, f"assign:{who}", {})  # its one strike: the strikes begin
    while (fight := ctx.state.fight) is not None and ctx.state.outcome is None:
        if fight.assigning:  # a further attack: the opponent assigns its strikes
            ruleset.decide(ctx, "assign-done", {})
            continue
        waiting = fight.waiting(ctx.state.company(fight.company))
        ruleset.decide(ctx, "roll" if fight.facing else f"resolve:{waiting[0]}", {})
    return ctx.facts, ctx.state


@pytest.mark.rule("CoE-3.iv.7", "GON-DUD-4")
def test_a_successful_strike_sends_the_company_back_to_its_site_of_origin() -> None:
    assert creatures.SENDS_BACK_FROM == 46 <= int(gon.RULESET.version)
    facts, after = fought(gon.RULESET, gon.SAM, seed=0)
    strike = only(facts, "StrikeResolved")
    assert (strike["character"], strike["result"], strike["state"]) == (
        gon.SAM, "succeeded", "wounded")
    back = only(facts, "MovementTurnedBack")
    assert (back.rule, back["company"], back["card"], back["origin"], back["destination"]) == (
        "CoE-3.iv.7", "1", TURTLE, EDHELLOND, GREY_HAVENS)
    assert gon.RULESET.narrate(back) == (
        "Fell Turtle sends company 1 back: it stays at Edhellond and does not reach Grey "
        "Havens this turn. [CoE-3.iv.7]")
    assert of_kind(facts, "BodyChecked")  # wounded as usual
    # Staying, the company meets no Corsairs of Umbar: they are a dud (GON-DUD-4).
    assert [(f.rule, f["card"]) for f in of_kind(facts, "DudDiscarded")][0] == (
        "GON-DUD-4", gon.CORSAIRS)
    assert not of_kind(facts, "CompanyMoved")
    company = after.companies[0]
    assert (company.location, company.destination, company.moved) == (EDHELLOND, None, False)
    assert GREY_HAVENS not in after.resource_discard


@pytest.mark.rule("CoE-3.iv.7")
def test_a_strike_it_does_not_win_leaves_the_company_moving() -> None:
    facts, after = fought(gon.RULESET, gon.RADAGAST, seed=2)
    assert [f["result"] for f in of_kind(facts, "StrikeResolved")][0] == "failed"
    # Still moving, it meets the Corsairs too.
    assert [f["card"] for f in of_kind(facts, "AttackDeclared")] == [gon.CORSAIRS]
    assert not of_kind(facts, "MovementTurnedBack")
    assert only(facts, "CompanyMoved")["to"] == GREY_HAVENS
    assert after.companies[0].location == GREY_HAVENS


@pytest.mark.rule("CoE-3.iv.7")
def test_the_version_before_went_on_to_the_new_site() -> None:
    facts, after = fought(BEFORE, gon.SAM, seed=0)
    assert [f["result"] for f in of_kind(facts, "StrikeResolved")][0] == "succeeded"
    assert not of_kind(facts, "MovementTurnedBack")
    assert after.companies[0].location == GREY_HAVENS


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_it_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[TURTLE] == coverage.InRuleset(coverage.SCRIPTED)
