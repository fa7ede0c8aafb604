"""The Road Goes Ever On, version 224 (support.FACED_SINCE): what is spent on a character's
strike, a card played on it (CoE 3.iv.5, "the character facing the strike": Dodge, Block, Risky
Blow, a declared one), a Courage token (RGO-TOKEN-2) or a Skill token (RGO-TOKEN-8), is held to
the reading that already holds staying untapped at -3 (CoE 3.iv.3; support.strikeless, from
versions 212 and 216): it is neither offered nor admitted for a character given no strike once
none is left to give, nor for one the attack may give none (a Wizard against Neeker-breekers,
the traitor against his own attack), each refused naming why in the -3's own words. While
strikes are still to give, a card's offer on a character not yet given one says "if given a
strike", as the -3's does. Before, each was offered for any character of the company and spent
for nothing on one who faced no strike; those games replay as played. Constructed states played
with the real ruleset."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from domain.cards import Catalog
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import combat, support, traitor
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MOVEMENT_HAZARD, State
from tests.rules.rgo_support import at_version, company, ids, refused, state, with_coe_cards

NOW = str(support.FACED_SINCE)
BEFORE = str(support.FACED_SINCE - 1)
CARD_RULE, STAND_RULE = "CoE-3.iv.5", "CoE-3.iv.3"
HAND = ("Dodge", "Risky Blow")


def attacked(rgo: RoadGoesEverOn, attack: Attack, characters: tuple[str, ...],
             spared: tuple[str, ...] = (), seed: int = 11) -> Context[State]:
    """``attack`` on ``characters`` in the movement/hazard phase, Dodge and Risky Blow in the
    hand, Gandalf holding a Courage and a Skill token, the defender asked."""
    gandalf = ids(rgo, "Gandalf")[0]
    start = state(rgo, phase=MOVEMENT_HAZARD, keyed_to="region 1 (wilderness)",
                  characters=company(rgo, *characters), hand=ids(rgo, *HAND),
                  courage_tokens=((gandalf, 1),), skill_tokens=((gandalf, 1),))
    ctx = Context(rgo, Table(seed, {}, start))
    combat.resolve_attack(ctx, attack, "RGO-HAZ-2", hazard=attack.source, ask=True,
                          spared=spared)
    return ctx


def creature(rgo: RoadGoesEverOn, name: str, characters: tuple[str, ...],
             strikes: int) -> Context[State]:
    card = rgo.catalog.find(name)
    return attacked(rgo, Attack.from_creature(card, strikes), characters)


def on(rgo: RoadGoesEverOn, card: str, who: str) -> str:
    """The action playing ``card`` on ``who``'s strike."""
    return f"resource:{ids(rgo, card)[0]}:strike:{ids(rgo, who)[0]}"


def cards_offered(rgo: RoadGoesEverOn, ctx: Context[State]) -> dict[str, str]:
    return {a.id: a.label for a in rgo.actions(ctx.state) if ":strike:" in a.id}


def tokens_offered(rgo: RoadGoesEverOn, ctx: Context[State]) -> list[str]:
    return [a.id for a in rgo.actions(ctx.state) if a.id.startswith(("courage:", "steady:"))]


def token_refusals(rgo: RoadGoesEverOn, ctx: Context[State]) -> tuple[str, str]:
    """The refusals of Gandalf's Courage and Skill tokens."""
    gandalf = ids(rgo, "Gandalf")[0]
    return (refused(rgo, ctx.state, f"courage:{gandalf}", "RGO-TOKEN-2"),
            refused(rgo, ctx.state, f"steady:{gandalf}", "RGO-TOKEN-8"))


def tokens_held_to(why: str) -> tuple[str, str]:
    return (f"No Courage token is spent: {why}. [RGO-TOKEN-2]",
            f"No Skill token is spent: {why}. [RGO-TOKEN-8]")


def refusals(rgo: RoadGoesEverOn, ctx: Context[State], who: str) -> tuple[str, ...]:
    """The refusals of Dodge and Risky Blow on ``who``, then of his staying untapped."""
    return (refused(rgo, ctx.state, on(rgo, "Dodge", who), CARD_RULE),
            refused(rgo, ctx.state, on(rgo, "Risky Blow", who), CARD_RULE),
            refused(rgo, ctx.state, f"stand:{ids(rgo, who)[0]}", STAND_RULE))


def held_to(why: str) -> tuple[str, ...]:
    """The refusals of :func:`refusals`, all giving ``why``."""
    return (f"Dodge cannot be played for its strike mode: {why}. [{CARD_RULE}]",
            f"Risky Blow cannot be played for its strike mode: {why}. [{CARD_RULE}]",
            f"{why}: staying untapped is chosen for a strike faced. [{STAND_RULE}]")


NEEKERS = ("Aragorn II", "Legolas", "Gandalf")


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.iv.3", "CoE-3.ii.2", "RGO-TOKEN-2", "RGO-TOKEN-8")
def test_no_card_nor_token_on_the_strike_of_one_neeker_breekers_may_not_strike(
        rgo: RoadGoesEverOn) -> None:
    now = at_version(rgo, NOW)
    ctx = creature(now, "Neeker-breekers", NEEKERS, 2)
    # The Wizard may be given none: nothing is offered on his strike, on the others' with
    # the warning the -3 carries while the strikes are still to give.
    assert cards_offered(now, ctx) == {
        on(now, "Dodge", "Aragorn II"): "Play Dodge on Aragorn II, if given a strike: Aragorn "
        "II does not tap against the strike unless wounded; -1 body to Aragorn II against the "
        "strike",
        on(now, "Dodge", "Legolas"): "Play Dodge on Legolas, if given a strike: Legolas does "
        "not tap against the strike unless wounded; -1 body to Legolas against the strike",
        on(now, "Risky Blow", "Aragorn II"): "Play Risky Blow on Aragorn II, if given a "
        "strike: +3 prowess and -1 body to Aragorn II against the strike",
        on(now, "Risky Blow", "Legolas"): "Play Risky Blow on Legolas, if given a strike: +3 "
        "prowess and -1 body to Legolas against the strike"}
    assert refusals(now, ctx, "Gandalf") == held_to(
        "Gandalf may be given no strike of Neeker-breekers")
    assert tokens_offered(now, ctx) == []
    assert token_refusals(now, ctx) == tokens_held_to(
        "Gandalf may be given no strike of Neeker-breekers")
    # The strikes given, one each, the offers on those struck no longer warn.
    now.decide(ctx, "assign-rest", {})
    assert [f["character"] for f in ctx.facts if f.kind == "StrikeAssigned"] == \
        list(ids(now, "Aragorn II", "Legolas"))
    assert cards_offered(now, ctx)[on(now, "Dodge", "Aragorn II")].startswith(
        "Play Dodge: Aragorn II does not tap")
    assert refusals(now, ctx, "Gandalf") == held_to(
        "Gandalf faces no strike of this attack, and none is left to give")


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.ii.2", "RGO-TOKEN-2", "RGO-TOKEN-8")
def test_before_the_version_a_card_and_the_tokens_were_spent_on_the_wizard_for_nothing(
        rgo: RoadGoesEverOn) -> None:
    old = at_version(rgo, BEFORE)
    gandalf = ids(old, "Gandalf")[0]
    ctx = creature(old, "Neeker-breekers", NEEKERS, 2)
    assert {on(old, "Dodge", "Gandalf"), on(old, "Risky Blow", "Gandalf")} <= \
        set(cards_offered(old, ctx))
    assert tokens_offered(old, ctx) == [f"courage:{gandalf}", f"steady:{gandalf}"]
    for action in (f"courage:{gandalf}", f"steady:{gandalf}", on(old, "Risky Blow", "Gandalf"),
                   "assign-rest", "assign-rest"):
        old.decide(ctx, action, {})
    assert [(f["name"], f["strike"]) for f in ctx.facts if f.kind == "ResourcePlayed"] == [
        ("Risky Blow", gandalf)]
    assert gandalf not in [f["character"] for f in ctx.facts if f.kind == "StrikeResolved"]
    assert ids(old, "Risky Blow")[0] not in ctx.state.hand
    assert (ctx.state.courage(gandalf), ctx.state.skill(gandalf)) == (0, 0)


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.ii.2")
def test_a_spell_on_the_wizards_strike_is_held_to_it_one_for_the_company_is_not(
        rgo: RoadGoesEverOn) -> None:
    now = at_version(rgo, NOW)
    ctx = creature(now, "Neeker-breekers", NEEKERS, 2)
    ctx = Context(now, Table(11, {}, replace(ctx.state, hand=ids(
        now, "Wizard’s Fire", "Kindling of the Spirit"))))
    offered = {a.id: a.label for a in now.actions(ctx.state) if a.id.startswith("resource:")}
    # Kindling of the Spirit, cast by the Wizard, is for every character's strike: played on
    # him though he faces none, its offer not warning.
    kindling = f"resource:{ids(now, 'Kindling of the Spirit')[0]}:company:" \
        f"{ids(now, 'Gandalf')[0]}"
    assert list(offered) == [kindling]
    assert offered[kindling].startswith("Play Kindling of the Spirit: ")
    assert refused(now, ctx.state, on(now, "Wizard’s Fire", "Gandalf"), CARD_RULE) == (
        "Wizard’s Fire cannot be played for its strike mode: Gandalf may be given no strike of "
        f"Neeker-breekers. [{CARD_RULE}]")


SPIDERS = ("Elrond", "Galadriel", "Aragorn II", "Legolas")


def both_given(rgo: RoadGoesEverOn) -> Context[State]:
    """Giant Spiders' two strikes given to Elrond and Galadriel, none left for Aragorn II or
    Legolas."""
    ctx = creature(rgo, "Giant Spiders", SPIDERS, 2)
    for who in ("Elrond", "Galadriel"):
        rgo.decide(ctx, f"assign:{ids(rgo, who)[0]}", {})
    return ctx


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.iv.3")
def test_once_every_strike_is_given_no_card_goes_on_one_given_none(
        rgo: RoadGoesEverOn) -> None:
    now = at_version(rgo, NOW)
    before = creature(now, "Giant Spiders", SPIDERS, 2)
    assert cards_offered(now, before)[on(now, "Dodge", "Aragorn II")].startswith(
        "Play Dodge on Aragorn II, if given a strike: ")
    ctx = both_given(now)
    # Risky Blow is a Warrior's card: Galadriel is none.
    assert sorted(cards_offered(now, ctx)) == sorted([
        on(now, "Dodge", "Elrond"), on(now, "Dodge", "Galadriel"),
        on(now, "Risky Blow", "Elrond")])
    for who in ("Aragorn II", "Legolas"):
        assert refusals(now, ctx, who) == held_to(
            f"{who} faces no strike of this attack, and none is left to give")


@pytest.mark.rule("CoE-3.iv.5")
def test_before_the_version_dodge_was_offered_on_those_given_none(rgo: RoadGoesEverOn) -> None:
    old = at_version(rgo, BEFORE)
    ctx = both_given(old)
    assert {on(old, "Dodge", "Aragorn II"), on(old, "Dodge", "Legolas"),
            on(old, "Risky Blow", "Aragorn II")} <= set(cards_offered(old, ctx))


def traitors_attack(rgo: RoadGoesEverOn) -> Context[State]:
    """A Traitor's attack (one strike) made by Aragorn II, left in play, on his company,
    Legolas and Gandalf; seed 2 gives its strike to Legolas at random."""
    aragorn = ids(rgo, "Aragorn II")[0]
    attack = Attack(traitor.CARD, "Traitor (Aragorn II)", "", 1, 16, None)
    return attacked(rgo, attack, NEEKERS, spared=(aragorn,), seed=2)


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.iv.3", "RGO-TARGET-2")
def test_no_card_on_the_traitor_nor_after_the_strike_is_left_to_chance(
        rgo: RoadGoesEverOn) -> None:
    now = at_version(rgo, NOW)
    ctx = traitors_attack(now)
    assert refusals(now, ctx, "Aragorn II") == held_to(
        "Aragorn II may be given no strike of Traitor (Aragorn II)")
    assert on(now, "Risky Blow", "Gandalf") in cards_offered(now, ctx)
    now.decide(ctx, "assign-rest", {})  # "Leave the other strikes to chance"
    assert [f["character"] for f in ctx.facts if f.kind == "StrikeAssigned"] == \
        [ids(now, "Legolas")[0]]
    assert sorted(cards_offered(now, ctx)) == sorted([on(now, "Dodge", "Legolas"),
                                                      on(now, "Risky Blow", "Legolas")])
    assert refusals(now, ctx, "Gandalf") == held_to(
        "Gandalf faces no strike of this attack, and none is left to give")
    assert token_refusals(now, ctx) == tokens_held_to(
        "Gandalf faces no strike of this attack, and none is left to give")


@pytest.mark.rule("CoE-3.iv.5", "RGO-TARGET-2")
def test_before_the_version_risky_blow_was_spent_on_one_the_traitor_did_not_strike(
        rgo: RoadGoesEverOn) -> None:
    old = at_version(rgo, BEFORE)
    gandalf = ids(old, "Gandalf")[0]
    ctx = traitors_attack(old)
    old.decide(ctx, "assign-rest", {})
    old.decide(ctx, on(old, "Risky Blow", "Gandalf"), {})
    old.decide(ctx, "assign-rest", {})
    assert [(f["name"], f["strike"]) for f in ctx.facts if f.kind == "ResourcePlayed"] == [
        ("Risky Blow", gandalf)]
    assert [f["character"] for f in ctx.facts if f.kind == "StrikeResolved"] == \
        [ids(old, "Legolas")[0]]
    assert ids(old, "Risky Blow")[0] not in ctx.state.hand


@pytest.mark.rule("CoE-3.iv.5")
def test_a_card_declared_on_a_strike_is_held_to_the_same_reading(
        starter: Catalog, coe_cards_path: Path) -> None:
    rgo = with_coe_cards(starter, coe_cards_path, ("Hundreds of Butterflies",))
    card = ids(rgo, "Hundreds of Butterflies")[0]
    declared = {"effect": "prowess", "amount": 1, "target": ids(rgo, "Gandalf")[0]}
    for version, admitted in ((NOW, False), (BEFORE, True)):
        ruleset = at_version(rgo, version)
        ctx = creature(ruleset, "Neeker-breekers", NEEKERS, 2)
        ctx = Context(ruleset, Table(11, {}, replace(ctx.state, hand=(card,))))
        if admitted:
            ruleset.decide(ctx, f"declare-resource:{card}", declared)
            assert [f["strike"] for f in ctx.facts if f.kind == "ResourcePlayed"] == [
                declared["target"]]
            continue
        with pytest.raises(IllegalAction) as refusal:
            ruleset.decide(ctx, f"declare-resource:{card}", declared)
        assert (str(refusal.value), refusal.value.clause) == (
            "prowess cannot be declared on Gandalf now: Gandalf may be given no strike of "
            f"Neeker-breekers. [{CARD_RULE}]", CARD_RULE)
        assert ctx.facts == [] and card in ctx.state.hand
