"""Guise of the Necromancer from ``printed_rules.ELIMINATION_COST_FROM``: a character whose
card says so costs the player marshalling points when he is eliminated (CoE 3.I.2, 7.1), not
when he is only discarded; they count as character points (GON-WIN-2). The version before
loses nothing."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.engine.characters import Character
from domain.ruleset import Context, Fact, Table
from domain.rulesets.guise_of_the_necromancer import printed_rules, score
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import CATALOG, ELROND, GALADRIEL, RULESET, SAM, fresh
from tests.support import of_kind, only

BEFORE = RULESET.at_version(str(printed_rules.ELIMINATION_COST_FROM - 1))
ARAGORN = "TW-120"


def with_lord(lord: str) -> State:
    """The fresh game, ``lord`` in place of Sam in Radagast's company."""
    state = fresh()
    company = state.companies[0]
    lord_in = Character.from_card(CATALOG.get(lord))
    return replace(state, companies=(replace(company, characters=(
        *[c for c in company.characters if c.card_id != SAM], lord_in)),))


def leaves(state: State, who: str, kind: str, ruleset: Any = RULESET) -> tuple[list[Fact],
                                                                               State]:
    ctx = Context(ruleset, Table(7, {}, state))
    ruleset._remove(ctx, who, kind, "CoE-3.I.2")
    return ctx.facts, ctx.state


@pytest.mark.rule("CoE-3.I.2", "GON-WIN-2")
def test_an_eliminated_lord_costs_the_points_his_card_names():
    facts, after = leaves(with_lord(GALADRIEL), GALADRIEL, "CharacterEliminated")
    lost = only(facts, "MarshallingPointsLost")
    assert (lost.rule, lost["character"], lost["points"]) == ("CoE-3.I.2", GALADRIEL, 3)
    kinds = [f.kind for f in facts]
    assert kinds.index("CharacterEliminated") < kinds.index("MarshallingPointsLost")
    assert after.marshalling == ((GALADRIEL, "character", -3),)
    assert score.points_by_type(after, CATALOG)["character"] == -3 + sum(
        CATALOG.get(c.card_id).marshalling_points or 0 for c in after.companies[0].characters)
    assert RULESET.narrate(lost) == \
        "Galadriel's elimination costs 3 marshalling points. [CoE-3.I.2]"


@pytest.mark.rule("CoE-3.I.2", "CoE-7.1")
def test_a_discarded_lord_the_version_before_and_others_cost_nothing():
    facts, _ = leaves(with_lord(ELROND), ELROND, "CharacterDiscarded")
    assert not of_kind(facts, "MarshallingPointsLost")
    facts, after = leaves(with_lord(ARAGORN), ARAGORN, "CharacterEliminated", BEFORE)
    assert not of_kind(facts, "MarshallingPointsLost") and after.marshalling == ()
    facts, _ = leaves(fresh(), SAM, "CharacterEliminated")
    assert not of_kind(facts, "MarshallingPointsLost")


@pytest.mark.rule("GON-WIN-3")
def test_a_total_below_zero_is_the_lowest_degree():
    assert score.degree(-3) == score.DEGREES[-1][1:]


@pytest.mark.rule("CoE-3.I.2")
def test_the_rows_no_longer_leave_the_cost_out():
    for card in (ARAGORN, GALADRIEL, ELROND):
        found = coverage.in_ruleset("necromancer", CATALOG.get(card))
        assert "eliminated" not in found.missing, card
