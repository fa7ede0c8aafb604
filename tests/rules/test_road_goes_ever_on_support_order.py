"""The Road Goes Ever On: support in CoE's order (support.FACING_SINCE). CoE assigns every strike
(3.ii, then the attacker's 3.iii, here at random, RGO-TARGET-2) before any strike sequence, in
which untapped characters not given a strike may tap to support the one facing it (3.iv.4).
From that version support is given to a character facing a strike, once none is left to chance,
so a supporter never faces a strike of the attack; the earlier versions replay as played."""

from __future__ import annotations

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Fact
from domain.rulesets.road_goes_ever_on import support
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import at_version, begin, company, ids, moving, resolve_given

BEFORE = str(support.FACING_SINCE - 1)


def wargs(rgo: RoadGoesEverOn) -> Context[State]:
    """Balin, Legolas and Glóin (all untapped) face Wargs's two strikes."""
    return begin(rgo, moving(rgo, "Wargs", "Crebain", "Wolves",
                             characters=company(rgo, "Balin", "Legolas", "Glóin")))


def supports(rgo: RoadGoesEverOn, ctx: Context[State]) -> list[str]:
    return [a.id for a in rgo.actions(ctx.state) if a.id.startswith("support:")]


def refusal(rgo: RoadGoesEverOn, ctx: Context[State], action: str) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, action, {})
    return refused.value.message, refused.value.clause


def struck(facts: list[Fact]) -> list[tuple[str, str]]:
    return [(f["character"], f.rule) for f in first_attack(facts) if f.kind == "StrikeAssigned"]


def resolved(facts: list[Fact]) -> list[str]:
    return [f["character"] for f in first_attack(facts) if f.kind == "StrikeResolved"]


def first_attack(facts: list[Fact]) -> list[Fact]:
    """The facts up to the first attack's end: Crebain's strikes, next in the pile, go one to
    each character and may resolve at once (each_strikes.py)."""
    end = next((i for i, f in enumerate(facts) if f.kind == "AttackEnded"), len(facts))
    return facts[:end + 1]


@pytest.mark.rule("CoE-3.iv.4", "CoE-3.ii", "CoE-3.iii", "RGO-TARGET-2")
def test_support_waits_for_every_strike_and_goes_to_one_facing_a_strike(rgo) -> None:  # type: ignore[no-untyped-def]
    balin, legolas, gloin = ids(rgo, "Balin", "Legolas", "Glóin")
    ctx = wargs(rgo)
    assert supports(rgo, ctx) == []
    assert refusal(rgo, ctx, f"support:{legolas}:{balin}") == (
        "Balin faces no strike of this attack: support is given to a character facing one.",
        "CoE-3.iv.4")
    rgo.decide(ctx, f"assign:{balin}", {})
    # One strike would still go at random, maybe to the supporter: no support yet.
    assert supports(rgo, ctx) == []
    message, clause = refusal(rgo, ctx, f"support:{legolas}:{balin}")
    assert "1 strike of this attack is still to be assigned: support is given once every " \
           "strike is, by a character given none." in message
    assert clause == "CoE-3.iv.4"
    rgo.decide(ctx, f"assign:{legolas}", {})
    # Every strike assigned: the game waits; Glóin, given none, supports either, neither of
    # them supports, and no strike is left to chance.
    assert ctx.state.awaited_strikes is not None
    assert supports(rgo, ctx) == [f"support:{gloin}:{balin}", f"support:{gloin}:{legolas}"]
    rest = next(a for a in rgo.actions(ctx.state) if a.id == "assign-rest")
    assert (rest.label, rest.rule) == ("Resolve the strikes", "CoE-3.iv")
    assert refusal(rgo, ctx, f"support:{balin}:{legolas}")[1] == "CoE-3.iv.4"
    rgo.decide(ctx, f"support:{gloin}:{balin}", {})
    assert [a.id for a in rgo.actions(ctx.state) if a.id.startswith("assign:")] == []
    rgo.decide(ctx, "assign-rest", {})
    assert struck(ctx.facts) == [(balin, "CoE-3.ii"), (legolas, "CoE-3.ii")]
    assert resolved(ctx.facts) == [balin, legolas]
    his = next(f for f in ctx.facts if f.kind == "StrikeResolved" and f["character"] == balin)
    assert [(m["amount"], m["source"]) for m in his["check"]["modifiers"]
            if str(m["source"]).startswith("member:")] == [(1, f"member:{gloin}")]


@pytest.mark.rule("CoE-3.iv.4", "CoE-3.iii", "RGO-TARGET-2")
def test_strikes_left_to_chance_are_assigned_before_support(rgo) -> None:  # type: ignore[no-untyped-def]
    balin, legolas, gloin = ids(rgo, "Balin", "Legolas", "Glóin")
    ctx = wargs(rgo)
    rgo.decide(ctx, f"assign:{balin}", {})
    rgo.decide(ctx, "assign-rest", {})  # Wargs's second strike goes at random: Glóin
    assert struck(ctx.facts) == [(balin, "CoE-3.ii"), (gloin, "RGO-TARGET-2")]
    assert [f.kind for f in ctx.facts if f.kind == "StrikeResolved"] == []
    # Legolas, given none, may support Balin or Glóin before the strikes are resolved.
    assert supports(rgo, ctx) == [f"support:{legolas}:{balin}", f"support:{legolas}:{gloin}"]
    rgo.decide(ctx, f"support:{legolas}:{gloin}", {})
    rgo.decide(ctx, "assign-rest", {})
    assert struck(ctx.facts) == [(balin, "CoE-3.ii"), (gloin, "RGO-TARGET-2")]
    assert resolved(ctx.facts) == [balin, gloin]
    his = next(f for f in ctx.facts if f.kind == "StrikeResolved" and f["character"] == gloin)
    assert [(m["amount"], m["source"], m["clause"]) for m in his["check"]["modifiers"]
            if str(m["source"]).startswith(("member:", "ability:"))] == [
        (1, f"member:{legolas}", "CoE-3.iv.4"), (1, f"ability:{legolas}", "RGO-CHAR-2")]


@pytest.mark.rule("CoE-3.iv.4", "CoE-3.iii")
def test_no_support_when_every_character_faces_a_strike(rgo) -> None:  # type: ignore[no-untyped-def]
    balin, legolas, gloin = ids(rgo, "Balin", "Legolas", "Glóin")
    ctx = begin(rgo, moving(rgo, "Wolves", "Crebain", "Wargs",
                            characters=company(rgo, "Balin", "Legolas", "Glóin")))
    rgo.decide(ctx, f"assign:{balin}", {})
    rgo.decide(ctx, f"assign:{legolas}", {})
    # Wolves's third strike goes to Glóin whatever the dice: no one is left to support.
    assert supports(rgo, ctx) == []
    assert refusal(rgo, ctx, f"support:{legolas}:{balin}")[0] == (
        "Legolas faces a strike of this attack and cannot support.")
    rgo.decide(ctx, "assign-rest", {})  # the last strike at random
    resolve_given(rgo, ctx)  # Glóin may still stay untapped: the strikes wait for the defender
    assert resolved(ctx.facts) == [balin, legolas, gloin]


@pytest.mark.rule("CoE-3.iv.4")
def test_before_the_version_a_supporter_also_faced_a_strike(rgo) -> None:  # type: ignore[no-untyped-def]
    old = at_version(rgo, BEFORE)
    balin, legolas, gloin = ids(old, "Balin", "Legolas", "Glóin")
    ctx = begin(old, moving(old, "Wolves", "Crebain", "Wargs",
                            characters=company(old, "Balin", "Legolas", "Glóin")))
    assert f"support:{legolas}:{balin}" in supports(old, ctx)  # before any strike assigned
    old.decide(ctx, f"support:{legolas}:{balin}", {})
    old.decide(ctx, f"support:{balin}:{legolas}", {})  # and each other
    old.decide(ctx, "assign-rest", {})  # Wolves's three strikes, one to each
    assert sorted(c for c, _ in struck(ctx.facts)) == sorted([balin, legolas, gloin])
    assert [(f["character"], f["target"]) for f in ctx.facts if f.kind == "StrikeSupported"] \
        == [(legolas, balin), (balin, legolas)]
