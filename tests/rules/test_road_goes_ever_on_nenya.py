"""The Road Goes Ever On: Nenya's last gift (nenya.py): after Galadriel's own check, the first
corruption check made afterwards by a character not at a Shadow-hold or Dark-hold succeeds with
no roll; from nenya.CHOSEN_SINCE, the first one of the character the ``assured`` argument names.
Constructed states played with the real ruleset, seeded."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine import coe
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import nenya, policy
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State
from tests.rules.rgo_support import company, ids, state, turn_of


def begun(rgo: RoadGoesEverOn, site: str) -> State:
    card = ids(rgo, "Nenya")[0]
    return state(rgo, phase=ORGANIZATION, site=ids(rgo, site)[0], hand=(card,),
                 characters=company(rgo, "Galadriel", "Legolas"))


def played(rgo: RoadGoesEverOn, site: str,
           args: dict[str, str] | None = None) -> Context[State]:
    """Galadriel plays Nenya in the organization phase at ``site``, Legolas with her."""
    card, galadriel = ids(rgo, "Nenya", "Galadriel")
    ctx = Context(rgo, Table(1, {}, begun(rgo, site)))
    rgo.decide(ctx, f"resource:{card}:turn:{galadriel}", args or {})
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


@pytest.mark.rule("CoE-5.1", "CoE-7.1")
def test_the_player_names_the_character_whose_check_succeeds(rgo: RoadGoesEverOn) -> None:
    card, galadriel, legolas = ids(rgo, "Nenya", "Galadriel", "Legolas")
    offered = next(a for a in rgo.actions(begun(rgo, "Lórien"))
                   if a.id == f"resource:{card}:turn:{galadriel}")
    assert offered.params == {nenya.ARG: "the character whose next corruption check made away "
                              f"from a Shadow-hold or Dark-hold succeeds: {galadriel}, {legolas} "
                              "(the first such check of any character if left out)"}
    assert offered.candidates == {nenya.ARG: (galadriel, legolas)}
    ctx = played(rgo, "Lórien", {nenya.ARG: legolas})
    assured = next(f for f in ctx.facts if f.kind == "CorruptionCheckAssured")
    assert (assured["card"], assured["character"]) == (card, legolas)
    assert (ctx.state.assured_checks, ctx.state.assured_whom) == ((card,), (legolas,))
    # Galadriel's next check is not the one named: it rolls, and Nenya still waits.
    assert [f.kind for f in checks(rgo, ctx, galadriel)] == ["DiceRolled", "CorruptionChecked"]
    assert ctx.state.assured_checks == (card,)
    sure = checks(rgo, ctx, legolas)
    assert [(f.kind, f.get("character"), f.get("card")) for f in sure] == [
        ("CorruptionCheckSucceeded", legolas, card)]
    assert (ctx.state.assured_checks, ctx.state.assured_whom) == ((), ())


@pytest.mark.rule("CoE-5.1")
def test_naming_no_character_in_play_is_refused_writing_nothing(rgo: RoadGoesEverOn) -> None:
    card, galadriel, gandalf = ids(rgo, "Nenya", "Galadriel", "Gandalf")
    ctx = Context(rgo, Table(1, {}, begun(rgo, "Lórien")))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"resource:{card}:turn:{galadriel}", {nenya.ARG: gandalf})
    assert (refused.value.message, refused.value.clause, ctx.facts) == (
        f"Nenya cannot be played for its turn mode: '{gandalf}' is not a character in play to "
        "have its corruption check succeed.", coe.SHORT_EVENT, [])


@pytest.mark.not_a_rule("the automatic player's policy")
def test_the_automatic_player_still_plays_it_leaving_the_argument_out(
        rgo: RoadGoesEverOn) -> None:
    card, galadriel = ids(rgo, "Nenya", "Galadriel")
    offered = rgo.actions(begun(rgo, "Lórien"))
    action = f"resource:{card}:turn:{galadriel}"
    assert nenya.ARG in next(a for a in offered if a.id == action).params
    assert set(next(a for a in offered if a.id == action).params) <= policy.DEFAULTED


@pytest.mark.rule("CoE-7.1")
def test_the_version_before_and_the_coverage(rgo: RoadGoesEverOn, starter: Catalog) -> None:
    old = rgo.at_version(str(nenya.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    assert played(old, "Lórien").state.assured_checks == ()
    card, galadriel, legolas = ids(rgo, "Nenya", "Galadriel", "Legolas")
    before = rgo.at_version(str(nenya.CHOSEN_SINCE - 1))
    assert isinstance(before, RoadGoesEverOn)
    assert all(not a.params for a in before.actions(begun(rgo, "Lórien"))
               if a.id == f"resource:{card}:turn:{galadriel}")
    # The argument is not read before: the first check of anyone succeeds.
    ctx = played(before, "Lórien", {nenya.ARG: legolas})
    assert next(f for f in ctx.facts if f.kind == "CorruptionCheckAssured").data == {"card": card}
    assert [f.kind for f in checks(before, ctx, galadriel)] == ["CorruptionCheckSucceeded"]
    rows = {r.card_id: dict(r.rulesets)["road-goes-ever-on"]
            for r in coverage.coverage(starter)}
    assert rows[nenya.CARD] == coverage.InRuleset(coverage.SCRIPTED)
    assert nenya.left_out(before.played) == nenya.LEFT_OUT
