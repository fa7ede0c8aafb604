"""The Road Goes Ever On, version 216 (support.KEPT_SINCE, untapped_keepers.kept_untapped): a
card played on a character's strike that keeps him untapped (Dodge, TW-209: "does not tap
against one strike (unless he is wounded by the strike)", his body -1 for the body check if
wounded; Block) or a Warrior's Skill token does what the -3 of CoE 3.iv.3 would: the -3 is then
neither offered nor taken for that strike, and the board's strike says what keeps him untapped,
with the body his check would be made against. Before, the -3 was still offered and counted on
top of the card; those games replay as played. A board: Huorn (10) on Aragorn II
at the Old Forest.

From version 220 (untapped_keepers.ONE_SINCE) one way at most keeps him untapped: once the -3,
Dodge, Block or a Skill token does, none of the others is offered, and each is refused naming
the one that keeps him. Before, Dodge or the token came on top of the -3 (the -3 paid for
nothing) and a second card or the token on top of a first."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import combat, support, untapped_keepers
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MOVEMENT_HAZARD, State
from tests.rules.rgo_support import at_version, ids, refused, state

BEFORE = str(support.KEPT_SINCE - 1)
ONE = str(untapped_keepers.ONE_SINCE)
BEFORE_ONE = str(untapped_keepers.ONE_SINCE - 1)


def huorn_given(rgo: RoadGoesEverOn, hand: tuple[str, ...], skill: bool,
                seed: int = 11) -> Context[State]:
    """Huorn's strike given to Aragorn II (Legolas tapped), ``hand`` the cards held, Aragorn
    holding a Skill token where ``skill``."""
    aragorn = ids(rgo, "Aragorn II")[0]
    start = state(rgo, phase=MOVEMENT_HAZARD, keyed_to="region 1 (wilderness)",
                  hand=ids(rgo, *hand), skill_tokens=((aragorn, 1),) if skill else ())
    start = replace(start, characters=(start.characters[0], start.characters[1].tap()))
    huorn = rgo.catalog.find("Huorn")
    ctx = Context(rgo, Table(seed, {}, start))
    combat.resolve_attack(ctx, Attack.from_creature(huorn, 2), "RGO-HAZ-2", hazard=huorn.id,
                          ask=True)
    rgo.decide(ctx, f"assign:{aragorn}", {})
    return ctx


def on_aragorn(rgo: RoadGoesEverOn, card: str) -> str:
    """The action playing ``card`` on Aragorn II's strike."""
    return f"resource:{rgo.catalog.find(card).id}:strike:{ids(rgo, 'Aragorn II')[0]}"


def huorn_on_aragorn(rgo: RoadGoesEverOn, card: str | None, seed: int = 11) -> Context[State]:
    """Huorn's strike given to Aragorn II (Legolas tapped), ``card`` played on it (None: none,
    Aragorn holding a Skill token instead)."""
    ctx = huorn_given(rgo, (card,) if card else (), card is None, seed)
    if card is not None:
        rgo.decide(ctx, on_aragorn(rgo, card), {})
    return ctx


def shown(rgo: RoadGoesEverOn, ctx: Context[State]) -> dict[str, Any]:
    combat_shown = rgo.board(ctx.state)["combat"]
    assert isinstance(combat_shown, dict)
    strike = combat_shown["assigned_strikes"][0]
    assert isinstance(strike, dict)
    return strike


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.5", "CoE-3.iv.7")
def test_dodge_keeps_him_untapped_without_the_minus_3(rgo: RoadGoesEverOn) -> None:
    aragorn = ids(rgo, "Aragorn II")[0]
    ctx = huorn_on_aragorn(rgo, "Dodge")
    assert [a.id for a in rgo.actions(ctx.state)] == ["assign-rest"]
    assert refused(rgo, ctx.state, f"stand:{aragorn}", "CoE-3.iv.3") == (
        "Dodge keeps Aragorn II untapped against his strike: he takes no -3 for it. "
        "[CoE-3.iv.3]")
    strike = shown(rgo, ctx)
    assert (strike["prowess"], strike["roll_needed"], strike["stays_untapped"],
            strike["stays_untapped_by"]) == (6, 5, True, "Dodge")
    assert (strike["body_check"], strike["body_check_from"]) == (8, [
        {"amount": 9, "from": "Aragorn II's body"},
        {"amount": -1, "from": "Dodge played on the strike (body -1)"}])
    rgo.decide(ctx, "assign-rest", {})
    rolled = next(f for f in ctx.facts if f.kind == "StrikeResolved")
    # Seed 11 rolls 9: 15 beats the strike; no -3 counted, and he does not tap.
    assert (rolled["roll"], rolled["prowess"], rolled["result"]) == (9, 6, "failed")
    assert not any(f.kind in ("StaysUntapped", "CharacterStateChanged") for f in ctx.facts)
    assert ctx.state.character(aragorn).untapped  # type: ignore[union-attr]


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.I.1")
def test_dodge_wounded_checks_body_as_the_board_shows(rgo: RoadGoesEverOn) -> None:
    # A roll that loses to the strike wounds him (Dodge keeps him untapped only otherwise):
    # his body check is made at body 8, as the board showed it.
    aragorn = ids(rgo, "Aragorn II")[0]
    for seed in range(1, 40):
        ctx = huorn_on_aragorn(rgo, "Dodge", seed)
        body = shown(rgo, ctx)["body_check"]
        rgo.decide(ctx, "assign-rest", {})
        if next(f for f in ctx.facts if f.kind == "StrikeResolved")["result"] != "succeeded":
            continue
        checked = next(f for f in ctx.facts if f.kind == "BodyChecked")
        assert body == 8 and [(m["amount"], m["why"]) for m in checked["check"]["modifiers"]
                              if m["amount"]] == [(1, "Dodge played on the strike (body -1)")]
        # Body -1 is +1 to the roll against his body of 9.
        assert (checked["check"]["total"], checked["check"]["target"]) == (
            sum(checked["check"]["dice"]) + 1, 9)
        assert [f["state"] for f in ctx.facts if f.kind == "CharacterStateChanged"
                and f["character"] == aragorn] == ["wounded"]
        return
    pytest.fail("no seed wounded Aragorn II")


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.5")
def test_block_keeps_a_warrior_untapped_the_same_way(rgo: RoadGoesEverOn) -> None:
    aragorn = ids(rgo, "Aragorn II")[0]
    ctx = huorn_on_aragorn(rgo, "Block")
    assert f"stand:{aragorn}" not in [a.id for a in rgo.actions(ctx.state)]
    strike = shown(rgo, ctx)
    assert (strike["stays_untapped"], strike["stays_untapped_by"]) == (True, "Block")
    assert "body_check" not in strike  # Block changes no body


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.5")
def test_before_the_version_the_minus_3_came_on_top_of_dodge(rgo: RoadGoesEverOn) -> None:
    old = at_version(rgo, BEFORE)
    aragorn = ids(old, "Aragorn II")[0]
    ctx = huorn_on_aragorn(old, "Dodge")
    assert f"stand:{aragorn}" in [a.id for a in old.actions(ctx.state)]
    old.decide(ctx, f"stand:{aragorn}", {})
    old.decide(ctx, "assign-rest", {})
    rolled = next(f for f in ctx.facts if f.kind == "StrikeResolved")
    assert (rolled["roll"], rolled["prowess"], rolled["result"]) == (9, 3, "failed")
    assert [f["penalty"] for f in ctx.facts if f.kind == "StaysUntapped"] == [-3]


@pytest.mark.rule("RGO-TOKEN-8", "CoE-3.iv.3")
def test_a_skill_token_is_shown_keeping_him_untapped(rgo: RoadGoesEverOn) -> None:
    aragorn = ids(rgo, "Aragorn II")[0]
    ctx = huorn_on_aragorn(rgo, None)
    rgo.decide(ctx, f"steady:{aragorn}", {})
    assert f"stand:{aragorn}" not in [a.id for a in rgo.actions(ctx.state)]
    strike = shown(rgo, ctx)
    assert (strike["prowess"], strike["stays_untapped"], strike["stays_untapped_by"]) == (
        6, True, "a Skill token")


def aragorns_offers(rgo: RoadGoesEverOn, ctx: Context[State]) -> list[str]:
    """What is offered on Aragorn II's strike: staying untapped, a Skill token, a card."""
    aragorn = ids(rgo, "Aragorn II")[0]
    return [a.id for a in rgo.actions(ctx.state) if a.id.endswith(f":{aragorn}")]


def rolled(ctx: Context[State]) -> tuple[int, int, str]:
    found = next(f for f in ctx.facts if f.kind == "StrikeResolved")
    return found["roll"], found["prowess"], found["result"]


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.5", "RGO-TOKEN-8")
def test_the_minus_3_chosen_refuses_dodge_block_and_the_skill_token(
        rgo: RoadGoesEverOn) -> None:
    now = at_version(rgo, ONE)
    aragorn = ids(now, "Aragorn II")[0]
    ctx = huorn_given(now, ("Dodge", "Block"), skill=True)
    assert aragorns_offers(now, ctx) == [f"steady:{aragorn}", f"stand:{aragorn}",
                                         on_aragorn(now, "Dodge"), on_aragorn(now, "Block")]
    now.decide(ctx, f"stand:{aragorn}", {})
    assert aragorns_offers(now, ctx) == []
    kept = "the -3 chosen already keeps Aragorn II untapped against his strike"
    assert refused(now, ctx.state, on_aragorn(now, "Dodge"), "CoE-3.iv.5") == (
        f"Dodge cannot be played for its strike mode: {kept}. [CoE-3.iv.5]")
    assert refused(now, ctx.state, on_aragorn(now, "Block"), "CoE-3.iv.5") == (
        f"Block cannot be played for its strike mode: {kept}. [CoE-3.iv.5]")
    assert refused(now, ctx.state, f"steady:{aragorn}", "RGO-TOKEN-8") == (
        f"No Skill token is spent: {kept}. [RGO-TOKEN-8]")
    # The board tells the -3 alone: no card keeps him, no body changed for the check.
    strike = shown(now, ctx)
    assert (strike["prowess"], strike["stays_untapped"], "stays_untapped_by" in strike,
            "body_check" in strike) == (3, True, False, False)
    now.decide(ctx, "assign-rest", {})
    # Seed 11 rolls 9: 12 beats the strike at 6 - 3; the cards and the token are kept.
    assert rolled(ctx) == (9, 3, "failed")
    assert [f["penalty"] for f in ctx.facts if f.kind == "StaysUntapped"] == [-3]
    assert not any(f.kind in ("ResourcePlayed", "SkillTokenSpent") for f in ctx.facts)
    assert (ctx.state.hand, ctx.state.skill(aragorn)) == (ids(now, "Dodge", "Block"), 1)
    assert ctx.state.character(aragorn).untapped  # type: ignore[union-attr]


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.5", "RGO-TOKEN-8")
def test_before_the_version_dodge_came_on_top_of_the_minus_3(rgo: RoadGoesEverOn) -> None:
    old = at_version(rgo, BEFORE_ONE)
    aragorn = ids(old, "Aragorn II")[0]
    ctx = huorn_given(old, ("Dodge",), skill=True)
    old.decide(ctx, f"stand:{aragorn}", {})
    assert aragorns_offers(old, ctx) == [f"steady:{aragorn}", on_aragorn(old, "Dodge")]
    old.decide(ctx, on_aragorn(old, "Dodge"), {})
    # The -3 paid for nothing, and Dodge's body -1 on top of it.
    strike = shown(old, ctx)
    assert (strike["prowess"], strike["stays_untapped_by"], strike["body_check"]) == (
        3, "Dodge", 8)
    old.decide(ctx, "assign-rest", {})
    assert rolled(ctx) == (9, 3, "failed")
    assert [f["penalty"] for f in ctx.facts if f.kind == "StaysUntapped"] == [-3]


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.5", "RGO-TOKEN-8")
@pytest.mark.parametrize(("first", "keeper"), [("Dodge", "Dodge"), ("Block", "Block"),
                                               (None, "a Skill token")])
def test_one_way_keeping_him_untapped_refuses_the_others(rgo: RoadGoesEverOn,
                                                         first: str | None,
                                                         keeper: str) -> None:
    now = at_version(rgo, ONE)
    aragorn = ids(now, "Aragorn II")[0]
    ctx = huorn_given(now, ("Dodge", "Block"), skill=True)
    now.decide(ctx, on_aragorn(now, first) if first else f"steady:{aragorn}", {})
    assert aragorns_offers(now, ctx) == []
    kept = f"{keeper} already keeps Aragorn II untapped against his strike"
    for card in ("Dodge", "Block"):
        if card != first:
            assert refused(now, ctx.state, on_aragorn(now, card), "CoE-3.iv.5") == (
                f"{card} cannot be played for its strike mode: {kept}. [CoE-3.iv.5]")
    if first is not None:
        assert refused(now, ctx.state, f"steady:{aragorn}", "RGO-TOKEN-8") == (
            f"No Skill token is spent: {kept}. [RGO-TOKEN-8]")
    assert refused(now, ctx.state, f"stand:{aragorn}", "CoE-3.iv.3") == (
        f"{keeper[0].upper()}{keeper[1:]} keeps Aragorn II untapped against his strike: he "
        "takes no -3 for it. [CoE-3.iv.3]")
    assert shown(now, ctx)["stays_untapped_by"] == keeper
    now.decide(ctx, "assign-rest", {})
    assert rolled(ctx) == (9, 6, "failed")
    # The one way taken: one card played, or the token spent, and no -3.
    assert [f["name"] for f in ctx.facts if f.kind == "ResourcePlayed"] == \
        ([first] if first else [])
    assert [f.kind for f in ctx.facts if f.kind in ("SkillTokenSpent", "StaysUntapped")] == \
        ([] if first else ["SkillTokenSpent"])
    assert ctx.state.character(aragorn).untapped  # type: ignore[union-attr]


@pytest.mark.rule("CoE-3.iv.5", "RGO-TOKEN-8")
def test_before_the_version_a_second_way_was_offered_and_spent(rgo: RoadGoesEverOn) -> None:
    old = at_version(rgo, BEFORE_ONE)
    aragorn = ids(old, "Aragorn II")[0]
    ctx = huorn_given(old, ("Dodge", "Block"), skill=True)
    old.decide(ctx, on_aragorn(old, "Dodge"), {})
    assert aragorns_offers(old, ctx) == [f"steady:{aragorn}", on_aragorn(old, "Block")]
    old.decide(ctx, f"steady:{aragorn}", {})
    old.decide(ctx, on_aragorn(old, "Block"), {})
    old.decide(ctx, "assign-rest", {})
    assert rolled(ctx) == (9, 6, "failed")
    # Dodge, Block and the token all spent on the one strike.
    assert [f["name"] for f in ctx.facts if f.kind == "ResourcePlayed"] == ["Dodge", "Block"]
    assert ctx.state.skill(aragorn) == 0
