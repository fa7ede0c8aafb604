"""The Road Goes Ever On: Nenya's last gift (nenya.py): after Galadriel's own check, the first
corruption check made afterwards by a character not at a Shadow-hold or Dark-hold succeeds with
no roll. Constructed states played with the real ruleset, seeded."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import nenya
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State
from tests.rules.rgo_support import company, ids, state, turn_of


def played(rgo: RoadGoesEverOn, site: str) -> Context[State]:
    """Galadriel plays Nenya in the organization phase at ``site``, Legolas with her."""
    card, galadriel = ids(rgo, "Nenya", "Galadriel")
    start = state(rgo, phase=ORGANIZATION, site=ids(rgo, site)[0], hand=(card,),
                  characters=company(rgo, "Galadriel", "Legolas"))
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"resource:{card}:turn:{galadriel}", {})
    return ctx


def checks(rgo: RoadGoesEverOn, ctx: Context[State], who: str) -> list[Fact]:
    before = len(ctx.facts)
    character = ctx.state.character(who)
    assert character is not None
    turn_of(rgo, ctx.state).corruption_check(ctx, character, 0, "CoE-7.1")
    return [f for f in ctx.facts[before:]
            if f.kind in ("CorruptionChecked", "CorruptionCheckSucceeded", "DiceRolled")]


@pytest.mark.rule("CoE-5.1", "CoE-7.1")
def test_the_next_check_away_from_a_hold_succeeds_with_no_roll(rgo: RoadGoesEverOn) -> None:
    card, galadriel, legolas = ids(rgo, "Nenya", "Galadriel", "Legolas")
    ctx = played(rgo, "Lórien")
    own = next(f for f in ctx.facts if f.kind == "CorruptionChecked")
    assert (own["character"], own["modifier"]) == (galadriel, -1)  # her own check, rolled
    assert ctx.state.assured_checks == (card,)
    sure = checks(rgo, ctx, legolas)
    assert [(f.kind, f.get("character"), f.get("card")) for f in sure] == [
        ("CorruptionCheckSucceeded", legolas, card)]
    assert ctx.state.assured_checks == ()
    # Used up: the next check rolls.
    assert [f.kind for f in checks(rgo, ctx, legolas)] == ["DiceRolled", "CorruptionChecked"]


@pytest.mark.rule("CoE-7.1")
def test_a_check_at_a_shadow_hold_rolls_and_leaves_it_waiting(rgo: RoadGoesEverOn) -> None:
    card, legolas, moria = ids(rgo, "Nenya", "Legolas", "Moria")
    ctx = played(rgo, "Lórien")
    ctx = Context(rgo, Table(2, {}, replace(ctx.state, site=moria)))  # a Shadow-hold
    assert [f.kind for f in checks(rgo, ctx, legolas)] == ["DiceRolled", "CorruptionChecked"]
    assert ctx.state.assured_checks == (card,)


def test_the_version_before_and_the_coverage(rgo: RoadGoesEverOn, starter: Catalog) -> None:
    old = rgo.at_version(str(nenya.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    assert played(old, "Lórien").state.assured_checks == ()
    rows = {r.card_id: dict(r.rulesets)["road-goes-ever-on"]
            for r in coverage.coverage(starter)}
    assert rows[nenya.CARD] == coverage.InRuleset(coverage.IN_PART, nenya.LEFT_OUT[nenya.CARD])
