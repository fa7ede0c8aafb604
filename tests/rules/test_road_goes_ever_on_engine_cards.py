"""The Road Goes Ever On from version 21 plays Escape, Block, Dodge and Stealth as the engine's
generation 2 scripts them (``effects.LATER``), and from version 22 Halfling Stealth and The
Cock Crows too; the versions before keep the ruleset's own copies (or the declarations) and
replay as played. Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import hand_resources
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, State
from tests.rules.rgo_support import begin, company, ids, moving, organizing, settle

NEW = str(hand_resources.ENGINE_ESCAPES)
OLD = str(hand_resources.ENGINE_ESCAPES - 1)


def at(rgo: RoadGoesEverOn, version: str) -> RoadGoesEverOn:
    rules = rgo.at_version(version)
    assert isinstance(rules, RoadGoesEverOn)
    return rules


def played_effects(ctx: Context[State]) -> list[Any]:
    return [f["effects"] for f in ctx.facts if f.kind == "ResourcePlayed"]


def offered(rules: RoadGoesEverOn, ctx: Context[State]) -> list[str]:
    return [a.id for a in rules.actions(ctx.state) if a.id.startswith("resource:")]


def played_on_strike(rules: RoadGoesEverOn, ctx: Context[State], play: str, who: str) -> None:
    """``play`` on ``who``'s strike, then ``who`` given the first strike and the rest assigned
    (the strikes are resolved as soon as they all are)."""
    for action in (play, f"assign:{who}", "assign-rest"):
        if ctx.state.awaited_strikes is not None:
            rules.decide(ctx, action, {})


@pytest.mark.rule("CoE-3.i", "CoE-5.1")
@pytest.mark.parametrize(("version", "wound"), [(OLD, "wound"), (NEW, "wound-character")])
def test_escape_wounds_an_unwounded_character_and_cancels_the_attack(
        rgo: RoadGoesEverOn, version: str, wound: str) -> None:
    rules = at(rgo, version)
    escape, aragorn, legolas = ids(rgo, "Escape", "Aragorn II", "Legolas")
    hurt = tuple(c.with_state("wounded") if c.card_id == aragorn else c
                 for c in company(rgo, "Aragorn II", "Legolas"))
    ctx = begin(rules, moving(rgo, "Wolves", hand=(escape,), characters=hurt))
    # Aragorn is already wounded: only Legolas may be wounded to escape.
    assert offered(rules, ctx) == [f"resource:{escape}:cancel:{legolas}"]
    rules.decide(ctx, f"resource:{escape}:cancel:{legolas}", {})
    assert played_effects(ctx) == [[[wound, 0], ["cancel-attack", 0]]]
    assert ctx.state.character(legolas).state == "wounded"  # type: ignore[union-attr]
    assert [f.kind for f in ctx.facts if f.kind in ("AttackCanceled", "BodyChecked")] == [
        "AttackCanceled"]


@pytest.mark.rule("CoE-3.iv.5")
@pytest.mark.parametrize(("version", "untapped"),
                         [(OLD, "stays-untapped"), (NEW, "does-not-tap")])
def test_block_is_for_warriors_and_dodge_keeps_the_character_untapped(
        rgo: RoadGoesEverOn, version: str, untapped: str) -> None:
    rules = at(rgo, version)
    dodge, block, aragorn = ids(rgo, "Dodge", "Block", "Aragorn II")
    ctx = begin(rules, moving(rgo, "Orc-patrol", hand=(dodge, block),
                              characters=company(rgo, "Aragorn II", "Bilbo")))
    assert [i for i in offered(rules, ctx) if block in i] == [
        f"resource:{block}:strike:{aragorn}"]  # Bilbo is no warrior
    played_on_strike(rules, ctx, f"resource:{dodge}:strike:{aragorn}", aragorn)
    assert played_effects(ctx) == [[[untapped, 0], ["body", -1]]]
    struck = next(f for f in ctx.facts if f.kind == "StrikeResolved"
                  and f["character"] == aragorn)
    assert struck["result"] == "failed"  # 6 prowess and 2D6 against an Orc-patrol's 6
    assert ctx.state.character(aragorn).state == "untapped"  # type: ignore[union-attr]


@pytest.mark.rule("CoE-5.1")
def test_stealth_from_the_engine_is_played_in_the_organization_phase(
        rgo: RoadGoesEverOn) -> None:
    rules = at(rgo, NEW)
    stealth, aragorn = ids(rgo, "Stealth", "Aragorn II")
    small = company(rgo, "Aragorn II", "Legolas")
    ctx = Context(rules, Table(1, {}, organizing(rgo, characters=small, hand=(stealth,))))
    assert offered(rules, ctx) == [f"resource:{stealth}:hide:{aragorn}"]
    rules.decide(ctx, f"resource:{stealth}:hide:{aragorn}", {})
    assert ctx.state.character(aragorn).state == "tapped"  # type: ignore[union-attr]
    assert ctx.state.company in ctx.state.creatures_prevented
    # A company of three is too large for it.
    three = company(rgo, "Aragorn II", "Legolas", "Gimli")
    large = Context(rules, Table(1, {}, organizing(rgo, characters=three, hand=(stealth,))))
    assert offered(rules, large) == []


@pytest.mark.rule("CoE-5.1")
def test_stealth_is_played_before_the_hazards_only_in_the_older_versions(
        rgo: RoadGoesEverOn) -> None:
    stealth, aragorn = ids(rgo, "Stealth", "Aragorn II")
    start = replace(moving(rgo, "Wolves"), phase=LONG_EVENT, hand=(stealth,),
                    characters=company(rgo, "Aragorn II", "Legolas"))
    old, new = at(rgo, OLD), at(rgo, NEW)
    assert offered(old, Context(old, Table(1, {}, start))) == [
        f"resource:{stealth}:hide:{aragorn}"]
    assert offered(new, Context(new, Table(1, {}, start))) == []


CANCELS = str(hand_resources.ENGINE_CANCELS)
BEFORE_CANCELS = str(hand_resources.ENGINE_CANCELS - 1)


@pytest.mark.rule("CoE-3.i")
def test_the_cock_crows_cancels_a_troll_attack_from_the_engine(rgo: RoadGoesEverOn) -> None:
    rules = at(rgo, CANCELS)
    crows, = ids(rgo, "The Cock Crows")
    ctx = begin(rules, moving(rgo, "“William” (Wûluag)", hand=(crows,)))
    assert offered(rules, ctx) == [f"resource:{crows}:cancel"]
    rules.decide(ctx, f"resource:{crows}:cancel", {})
    assert played_effects(ctx) == [[["cancel-attack", 0]]]
    assert [(f.kind, f["by"]) for f in ctx.facts if f.kind == "AttackCanceled"] == [
        ("AttackCanceled", "The Cock Crows")]
    assert not [f for f in ctx.facts if f.kind == "StrikeResolved"]
    assert crows not in ctx.state.hand
    # Wolves are no Trolls.
    wolves = begin(rules, moving(rgo, "Wolves", hand=(crows,)))
    assert offered(rules, wolves) == []


@pytest.mark.rule("CoE-3.iv.5.1")
def test_halfling_stealth_cancels_the_strike_on_a_hobbit_from_the_engine(
        rgo: RoadGoesEverOn) -> None:
    rules = at(rgo, CANCELS)
    stealth, aragorn, bilbo = ids(rgo, "Halfling Stealth", "Aragorn II", "Bilbo")
    ctx = begin(rules, moving(rgo, "Orc-patrol", hand=(stealth,),
                              characters=company(rgo, "Aragorn II", "Bilbo")))
    # Only the Hobbit may be given it.
    assert offered(rules, ctx) == [f"resource:{stealth}:cancel:{bilbo}"]
    played_on_strike(rules, ctx, f"resource:{stealth}:cancel:{bilbo}", bilbo)
    assert played_effects(ctx) == [[["cancel-strike", 0]]]
    assert [(f["character"], f["by"]) for f in ctx.facts if f.kind == "StrikeCanceled"] == [
        (bilbo, "Halfling Stealth")]
    assert [f["character"] for f in ctx.facts if f.kind == "StrikeResolved"] == [aragorn]
    assert ctx.state.character(bilbo).state == "untapped"  # type: ignore[union-attr]


@pytest.mark.rule("CoE-3.iv.5.1")
def test_the_automatic_player_saves_a_threatened_hobbit_with_halfling_stealth(
        rgo: RoadGoesEverOn) -> None:
    rules = at(rgo, CANCELS)
    stealth, bilbo = ids(rgo, "Halfling Stealth", "Bilbo")
    # Wolves (prowess 8) would wound Bilbo (prowess 1) on an average roll.
    ctx = begin(rules, moving(rgo, "Wolves", hand=(stealth,),
                              characters=company(rgo, "Aragorn II", "Bilbo")))
    settle(rules, ctx)
    assert [(f["character"], f["by"]) for f in ctx.facts if f.kind == "StrikeCanceled"] == [
        (bilbo, "Halfling Stealth")]


@pytest.mark.rule("CoE-3.i", "CoE-3.iv.5.1")
def test_before_version_22_the_two_cards_are_declared_as_recorded(
        rgo: RoadGoesEverOn) -> None:
    stealth, crows, bilbo = ids(rgo, "Halfling Stealth", "The Cock Crows", "Bilbo")
    old, new = at(rgo, BEFORE_CANCELS), at(rgo, CANCELS)
    start = moving(rgo, "“William” (Wûluag)", hand=(stealth, crows),
                   characters=company(rgo, "Aragorn II", "Bilbo"))
    before = begin(old, start)
    assert offered(old, before) == []
    assert {f"declare-resource:{stealth}", f"declare-resource:{crows}"} <= {
        a.id for a in old.actions(before.state)}
    declared = {"effect": "cancel-strike", "target": bilbo}
    old.decide(before, f"declare-resource:{stealth}", declared)
    assert [f["effect"] for f in before.facts if f.kind == "PlayerRuling"] == ["cancel-strike"]
    # The version that plays them from the engine refuses the declaration, changing nothing.
    after = begin(new, start)
    with pytest.raises(IllegalAction):
        new.decide(after, f"declare-resource:{stealth}", declared)
    assert after.state.hand == (stealth, crows)
