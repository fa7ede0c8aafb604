"""Guise of the Necromancer, from ``hand_cards.HIDING_FROM``: Hiding, in the organization phase
on a scout whose company has declared no move: the company stays where it is this turn (a move
is refused) and every hazard creature's attack on it is canceled as it is declared (CoE 3.i;
the creature discarded). The version before declared it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import only

HIDING, AMON_HEN, CAVE_DRAKE = "TW-256", "TW-371", "TW-20"
BEFORE = gon.RULESET.at_version(str(hand_cards.HIDING_FROM - 1))


def at_amon_hen() -> State:
    """The starting company at Amon Hen, a Ruins & Lairs, Hiding in the hand."""
    state = gon.fresh()
    return replace(state, hand=(HIDING,), companies=(replace(state.companies[0],
                                                             location=AMON_HEN),))


@pytest.mark.rule("CoE-3.i", "CoE-5.1")
def test_hiding_keeps_the_company_in_place_and_cancels_the_creatures_attacks() -> None:
    assert hand_cards.HIDING_FROM == 42 <= int(gon.RULESET.version)
    state = at_amon_hen()
    assert [i for i in gon.ids(state) if HIDING in i] == [
        f"resource:{HIDING}:hide:{gon.RADAGAST}", f"resource:{HIDING}:hide:{gon.SAM}"]
    assert [a.id for a in BEFORE.actions(state) if HIDING in a.id] == [
        f"declare-resource:{HIDING}"]
    facts, hidden = gon.act(state, f"resource:{HIDING}:hide:{gon.SAM}")
    assert gon.RULESET.narrate(only(facts, "CreatureAttacksCanceled")) == (
        "Hiding: company 1 stays where it is; every hazard creature's attack on it this turn "
        "is canceled. [CoE-5.1]")
    assert hidden.hiding == (("1", HIDING),)
    assert not [i for i in gon.ids(hidden) if i.startswith("move:1:")]
    with pytest.raises(IllegalAction) as refused:
        gon.act(hidden, f"move:1:{gon.LORIEN}")
    assert (refused.value.message, refused.value.clause) == (
        "Company 1 stays where it is this turn (Hiding).", "CoE-5.1")
    # The Cave-drake, keyed to the Ruins & Lairs the company stays at, is canceled.
    facts, after = gon.act(gon.hazards(hidden, [CAVE_DRAKE], gon.FILLER), "go", seed=3)
    assert [f.kind for f in facts if f.kind in ("AttackDeclared", "AttackCanceled",
                                                 "CreatureDiscarded")] == [
        "AttackDeclared", "AttackCanceled", "CreatureDiscarded"]
    assert only(facts, "AttackCanceled")["by"] == HIDING
    assert after.fight is None and CAVE_DRAKE in after.hazard_discard


@pytest.mark.rule("CoE-5.1")
def test_hiding_is_refused_for_a_company_that_declared_a_move() -> None:
    state = replace(gon.fresh(), hand=(HIDING,))
    _, moving = gon.act(state, f"move:1:{gon.DOL_GULDUR}")
    assert not [i for i in gon.ids(moving) if HIDING in i]
    with pytest.raises(IllegalAction) as refused:
        gon.act(moving, f"resource:{HIDING}:hide:{gon.SAM}")
    assert refused.value.message == ("Hiding cannot be played now: Sam Gamgee's company has "
                                     "declared a move: it is played on one staying.")


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_hiding_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[HIDING] == coverage.InRuleset(coverage.SCRIPTED)
