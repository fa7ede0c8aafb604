"""The Road Goes Ever On: strikes left to chance faced as the defender's own are
(chance_strikes.SINCE). RGO-TARGET-2 picks who takes a strike where the attacker would choose
(CoE 3.iii); each strike is then resolved in its sequence, with the defender's chance to play
on it (CoE 3.iv.5): an Elven Cloak cancels the strike of a creature keyed to a Wilderness
given to its bearer at random as one given by the defender. The earlier versions resolved the
strikes at once and replay as played."""

from __future__ import annotations

import pytest

from domain.engine.characters import Character, Item
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import chance_strikes
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import at_version, card, ids, moving

NOW = str(chance_strikes.SINCE)
BEFORE = "208"  # a version before the rule (209 and 210 gave other rules)


def cloaked(rgo: RoadGoesEverOn) -> Character:
    bilbo = Character.from_card(rgo.catalog.find("Bilbo"))
    return bilbo.with_item(Item.from_card(rgo.catalog.find("Elven Cloak"), facts=True))


def wolves(rgo: RoadGoesEverOn, version: str) -> tuple[RoadGoesEverOn, Context[State]]:
    """Bilbo, bearing an Elven Cloak, leaves Moria for Lórien through Wilderness; Wolves
    (three strikes) attacks from the pile."""
    ruleset = at_version(rgo, version)
    start = moving(rgo, "Wolves", characters=(cloaked(rgo),))
    ctx = Context(ruleset, Table(1, {}, start))
    ruleset.machinery(start)[0].movement_hazard(ctx)
    assert ctx.state.awaited_strikes is not None
    return ruleset, ctx


def kinds(facts: list[Fact], since: int) -> list[tuple[str, str | None]]:
    watched = ("StrikeAssigned", "ItemTapped", "StrikeCancelSet", "StrikeCanceled",
               "StrikeResolved", "AttackEnded")
    return [(f.kind, f.rule) for f in facts[since:] if f.kind in watched]


def cloak_cancels(ruleset: RoadGoesEverOn, ctx: Context[State], since: int,
                  given_under: str) -> None:
    """Bilbo, given the strike under ``given_under``, is offered his Elven Cloak before the
    strikes resolve; tapped, it cancels the strike and the attack ends."""
    cloak, bilbo = card(ruleset, "Elven Cloak"), card(ruleset, "Bilbo")
    offered = {a.id: (a.label, a.rule) for a in ruleset.actions(ctx.state)}
    assert offered[f"use-item:{cloak}:{bilbo}"] == (
        "Tap Elven Cloak to cancel the strike of Wolves on Bilbo", "CoE-3.iv.5.1")
    assert offered["assign-rest"] == ("Resolve the strikes", "CoE-3.iv")
    ruleset.decide(ctx, f"use-item:{cloak}:{bilbo}", {})
    ruleset.decide(ctx, "assign-rest", {})
    assert kinds(ctx.facts, since) == [
        ("StrikeAssigned", given_under), ("ItemTapped", "CoE-3.iv.5.1"),
        ("StrikeCancelSet", "CoE-3.iv.5.1"), ("StrikeCanceled", "CoE-3.iv.5.1"),
        ("AttackEnded", "CoE-3.v")]


@pytest.mark.rule("RGO-TARGET-2", "CoE-3.iii", "CoE-3.iv.5", "CoE-3.iv.5.1")
def test_a_strike_left_to_chance_waits_for_the_cloak_of_the_one_it_falls_on(
        rgo: RoadGoesEverOn) -> None:
    bilbo = card(rgo, "Bilbo")
    ruleset, ctx = wolves(rgo, NOW)
    since = len(ctx.facts)
    ruleset.decide(ctx, "assign-rest", {})  # leave the strikes to chance
    # The one strike a lone Bilbo can take is his, recorded; nothing is resolved yet.
    assert kinds(ctx.facts, since) == [("StrikeAssigned", "RGO-TARGET-2")]
    assert ctx.state.awaited_strikes is not None
    assert ctx.state.awaited_strikes.assigned == (bilbo,)
    cloak_cancels(ruleset, ctx, since, "RGO-TARGET-2")
    assert ctx.state.awaited_strikes is None
    assert ctx.state.character(bilbo) is not None and ctx.state.character(bilbo).untapped


@pytest.mark.rule("RGO-TARGET-2", "CoE-3.iv.5")
def test_before_the_version_strikes_left_to_chance_were_resolved_at_once(
        rgo: RoadGoesEverOn) -> None:
    bilbo = card(rgo, "Bilbo")
    ruleset, ctx = wolves(rgo, BEFORE)
    since = len(ctx.facts)
    ruleset.decide(ctx, "assign-rest", {})
    assert kinds(ctx.facts, since)[:2] == [
        ("StrikeAssigned", "RGO-TARGET-2"), ("StrikeResolved", "CoE-3.iv.7")]
    assert [f["character"] for f in ctx.facts if f.kind == "StrikeResolved"] == [bilbo]
    assert ctx.state.awaited_strikes is None


@pytest.mark.rule("RGO-TARGET-2", "CoE-3.iv.3", "RGO-ABIL-36")
def test_a_character_a_strike_falls_on_at_random_may_stay_untapped(
        rgo: RoadGoesEverOn) -> None:
    # Bilbo and Legolas leave Wolves's three strikes to chance: one falls on each, and each
    # may still face his without tapping before the strikes are resolved.
    bilbo, legolas = ids(rgo, "Bilbo", "Legolas")
    ruleset = at_version(rgo, NOW)
    start = moving(rgo, "Wolves", characters=(Character.from_card(rgo.catalog.find("Bilbo")),
                                              Character.from_card(rgo.catalog.find("Legolas"))))
    ctx = Context(ruleset, Table(1, {}, start))
    ruleset.machinery(start)[0].movement_hazard(ctx)
    ruleset.decide(ctx, "assign-rest", {})
    assert sorted(f["character"] for f in ctx.facts if f.kind == "StrikeAssigned") == sorted(
        [bilbo, legolas])
    assert [f for f in ctx.facts if f.kind == "StrikeResolved"] == []
    offered = {a.id: a.label for a in ruleset.actions(ctx.state)}
    assert offered[f"stand:{legolas}"] == \
        "Legolas faces the strike given without tapping, at -2 prowess"
    ruleset.decide(ctx, f"stand:{legolas}", {})
    ruleset.decide(ctx, "assign-rest", {})
    assert sorted(f["character"] for f in ctx.facts if f.kind == "StrikeResolved") == sorted(
        [bilbo, legolas])
    assert [f["character"] for f in ctx.facts if f.kind == "StaysUntapped"] == [legolas]
    assert ctx.state.awaited_strikes is None


@pytest.mark.rule("CoE-3.ii", "CoE-3.iv.5", "CoE-3.iv.5.1")
def test_the_last_strike_the_defender_gives_waits_for_the_cloak_of_the_one_he_gives_it(
        rgo: RoadGoesEverOn) -> None:
    # A lone Bilbo takes the strike his player gives him: none is left to chance and no one
    # may support, yet his Elven Cloak may cancel it before the strikes are resolved.
    bilbo = card(rgo, "Bilbo")
    ruleset, ctx = wolves(rgo, str(chance_strikes.GIVEN_SINCE))
    since = len(ctx.facts)
    ruleset.decide(ctx, f"assign:{bilbo}", {})
    assert kinds(ctx.facts, since) == [("StrikeAssigned", "CoE-3.ii")]
    cloak_cancels(ruleset, ctx, since, "CoE-3.ii")
    assert ctx.state.awaited_strikes is None


@pytest.mark.rule("CoE-3.ii", "CoE-3.iv.5")
def test_before_the_version_the_last_strike_given_was_resolved_at_once_with_no_one_to_support(
        rgo: RoadGoesEverOn) -> None:
    bilbo = card(rgo, "Bilbo")
    ruleset, ctx = wolves(rgo, str(chance_strikes.GIVEN_SINCE - 1))
    since = len(ctx.facts)
    ruleset.decide(ctx, f"assign:{bilbo}", {})
    assert kinds(ctx.facts, since)[:2] == [
        ("StrikeAssigned", "CoE-3.ii"), ("StrikeResolved", "CoE-3.iv.7")]
    assert ctx.state.awaited_strikes is None
