"""The Road Goes Ever On plays The Old Thrush and Stars as the engine's generation 2 scripts
them (hand_resources.ENGINE_WEAKENS on), before an attack's strikes are assigned (CoE 3.i):
The Old Thrush gives -3 prowess and -3 body to an attack not by Nazgûl whose normal prowess is
13 or more, Stars -1 prowess to an Undead attack; neither twice on one attack
(``AttackWeakened``). Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import hand_resources
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MOVEMENT_HAZARD, AwaitedStrikes, State
from tests.rules.rgo_support import ids, refused, state

OLD = str(hand_resources.ENGINE_WEAKENS - 1)


def facing(rgo: RoadGoesEverOn, creature: str, hand: str, prowess: int | None = None) -> State:
    """``creature``'s attack (its printed numbers, or ``prowess``) declared against Aragorn II
    and Legolas, two copies of ``hand`` in hand."""
    card = rgo.catalog.find(creature)
    attack = replace(Attack.from_creature(card, 2), **({"prowess": prowess} if prowess else {}))
    return state(rgo, phase=MOVEMENT_HAZARD, keyed_to="region 1 (wilderness)",
                 hand=ids(rgo, hand, hand),
                 awaited_strikes=AwaitedStrikes(attack.to_json(), "RGO-HAZ-2", card.id))


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(("resource:", "declare-resource:"))]


def weakened(rgo: RoadGoesEverOn, s: State, action: str) -> tuple[State, tuple[int, int | None]]:
    """``action`` played: the state after, and the fact's (prowess, body) changes."""
    ctx = Context(rgo, Table(1, {}, s))
    rgo.decide(ctx, action, {})
    (fact,) = [f for f in ctx.facts if f.kind == "AttackWeakened"]
    assert fact.rule == "CoE-3.i"
    return ctx.state, (fact["prowess"], fact["body"])


def attack_of(s: State) -> Attack:
    assert s.awaited_strikes is not None
    return Attack.from_json(s.awaited_strikes.attack)


@pytest.mark.rule("CoE-3.i", "CoE-5.1")
def test_the_old_thrush_weakens_an_attack_of_normal_prowess_13_once(
        rgo: RoadGoesEverOn) -> None:
    thrush = ids(rgo, "The Old Thrush")[0]
    start = facing(rgo, "Rogrog", "The Old Thrush")
    assert offered(rgo, start) == [f"resource:{thrush}:weaken"]
    after, change = weakened(rgo, start, f"resource:{thrush}:weaken")
    assert change == (-3, -3)
    assert (attack_of(after).prowess, attack_of(after).body) == (10, 5)
    assert after.hand == (thrush,)
    # Not twice on one attack.
    assert offered(rgo, after) == []
    assert refused(rgo, after, f"resource:{thrush}:weaken", "CoE-3.i") == (
        "The Old Thrush cannot be played for its weaken mode: it is played on this attack "
        "already. [CoE-3.i]")


@pytest.mark.rule("CoE-3.i")
def test_the_old_thrush_needs_a_normal_prowess_of_13_and_no_nazgul(rgo: RoadGoesEverOn) -> None:
    thrush = ids(rgo, "The Old Thrush")[0]
    # Bert's printed 12 counts, though what the attack gained makes it 14.
    bert = facing(rgo, "“Bert” (Bûrat)", "The Old Thrush", prowess=14)
    assert offered(rgo, bert) == []
    assert refused(rgo, bert, f"resource:{thrush}:weaken", "CoE-3.i") == (
        "The Old Thrush cannot be played for its weaken mode: the attack's normal prowess is "
        "12, below 13. [CoE-3.i]")
    nazgul = facing(rgo, "Ûvatha the Horseman", "The Old Thrush")
    assert offered(rgo, nazgul) == []
    assert refused(rgo, nazgul, f"resource:{thrush}:weaken", "CoE-3.i") == (
        "The Old Thrush cannot be played for its weaken mode: it is not played on an attack "
        "by Nazgûl. [CoE-3.i]")


@pytest.mark.rule("CoE-3.i", "CoE-5.1")
def test_stars_gives_an_undead_attack_minus_one_prowess_once(rgo: RoadGoesEverOn) -> None:
    stars = ids(rgo, "Stars")[0]
    start = facing(rgo, "Barrow-wight", "Stars")
    assert offered(rgo, start) == [f"resource:{stars}:weaken"]
    after, change = weakened(rgo, start, f"resource:{stars}:weaken")
    assert change == (-1, 0)
    assert attack_of(after).prowess == 11
    # Stars cannot be duplicated: not twice on one attack.
    assert offered(rgo, after) == []
    assert refused(rgo, after, f"resource:{stars}:weaken", "CoE-3.i") == (
        "Stars cannot be played for its weaken mode: it is played on this attack already. "
        "[CoE-3.i]")
    wolves = facing(rgo, "Wolves", "Stars")
    assert offered(rgo, wolves) == []
    assert refused(rgo, wolves, f"resource:{stars}:weaken", "CoE-3.i") == (
        "Stars cannot be played for its weaken mode: it is played on an attack by Undead, not "
        "by Wolves. [CoE-3.i]")


@pytest.mark.rule("CoE-3.i")
def test_a_game_of_the_version_before_declares_them(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(OLD)
    assert isinstance(old, RoadGoesEverOn)
    thrush, stars = ids(rgo, "The Old Thrush", "Stars")
    assert offered(old, facing(rgo, "Rogrog", "The Old Thrush")) == [
        f"declare-resource:{thrush}"]
    assert offered(old, facing(rgo, "Barrow-wight", "Stars")) == [f"declare-resource:{stars}"]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_both_scripted(starter) -> None:  # type: ignore[no-untyped-def]
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(starter)}
    assert [rows[c]["road-goes-ever-on"] for c in ("TW-346", "TW-331")] \
        == [coverage.InRuleset(coverage.SCRIPTED)] * 2
