"""The Road Goes Ever On from ``creatures.LATE_SINCE_VERSION`` (held_attacks.py): each attack
of an Assassin or a Slayer holds its strike, assigned, for the defender while he may still
cancel one of its attacks by tapping a character, as their cards allow even after a strike is
assigned and after facing another attack; earlier versions decide every cancel before the
first strike."""

from __future__ import annotations

from typing import Any

import pytest

from domain.ruleset import Context, Fact
from domain.rulesets.road_goes_ever_on import creatures
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import Held, State
from tests.rules.rgo_support import ids, refused
from tests.rules.test_road_goes_ever_on_creature_attacks import assigning, cancels, ended, strikes

LATE = str(creatures.LATE_SINCE_VERSION)
BEFORE = str(creatures.LATE_SINCE_VERSION - 1)


def taken(rgo: RoadGoesEverOn, creature: str, names: tuple[str, ...], seed: int,
          *steps: str, version: str = LATE) -> tuple[RoadGoesEverOn, Context[State]]:
    """``creature`` attacks a company of ``names``; the defender takes ``steps``."""
    played, ctx = assigning(rgo, creature, *names, seed=seed, version=version)
    for step in steps:
        played.decide(ctx, step, {})
    return played, ctx


def held(facts: list[Fact]) -> list[tuple[Any, ...]]:
    """(character, attacks made, defeated) of each strike held for the defender."""
    return [(f["character"], f["made"], f["won"]) for f in facts if f.kind == "AttackHeld"]


def canceled(facts: list[Fact]) -> list[str]:
    return [f["character"] for f in facts if f.kind == "CreatureAttackCanceled"]


@pytest.mark.rule("CoE-3.i", "CoE-3.v", "RGO-TARGET-2")
def test_an_assassin_attack_is_canceled_after_its_strike_is_assigned(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, gimli = ids(rgo, "Aragorn II", "Legolas", "Gimli")
    # Seed 2: the attacker's pick is Gimli; his strike waits, and the others may cancel it.
    played, ctx = taken(rgo, "Assassin", ("Aragorn II", "Legolas", "Gimli"), 2, "assign-rest")
    assert held(ctx.facts) == [(gimli, 0, 0)]
    assert cancels(played, ctx.state) == [f"tap-to-cancel:{aragorn}",
                                          f"tap-to-cancel:{legolas}"]
    assert {a.id: a.label for a in played.actions(ctx.state)}["assign-rest"] == (
        "Gimli faces the strike of Assassin")
    assert refused(played, ctx.state, f"tap-to-cancel:{gimli}", "CoE-3.i") == (
        "Gimli cannot tap to cancel the attack of Assassin on himself: another character of "
        "the company taps. [CoE-3.i]")
    # Aragorn cancels the first attack, its strike assigned; the second comes on Gimli and
    # waits; Legolas cancels it; the third, none left to cancel, strikes at once.
    played.decide(ctx, f"tap-to-cancel:{aragorn}", {})
    assert held(ctx.facts) == [(gimli, 0, 0), (gimli, 0, 0)]
    played.decide(ctx, f"tap-to-cancel:{legolas}", {})
    assert canceled(ctx.facts) == [aragorn, legolas]
    assert [f.kind for f in ctx.facts].count("AttackDeclared") == 3
    assert strikes(ctx.facts) == [(gimli, "failed")]
    # Two attacks canceled are not defeated: neither is the Assassin.
    assert ended(ctx.facts) == [(False, 0)] and ctx.state.awaited_strikes is None


@pytest.mark.rule("CoE-3.i", "CoE-3.v")
def test_an_assassin_attack_is_canceled_after_another_is_faced(rgo: RoadGoesEverOn) -> None:
    legolas, gimli = ids(rgo, "Legolas", "Gimli")
    # Gimli faces the first attack and beats it; the second waits on him (one made, one
    # defeated), Legolas cancels it; the third waits too (one cancel left) and is faced.
    played, ctx = taken(rgo, "Assassin", ("Aragorn II", "Legolas", "Gimli"), 2,
                        "assign-rest", "assign-rest", f"tap-to-cancel:{legolas}")
    assert held(ctx.facts) == [(gimli, 0, 0), (gimli, 1, 1), (gimli, 1, 1)]
    played.decide(ctx, "assign-rest", {})
    assert canceled(ctx.facts) == [legolas]
    assert strikes(ctx.facts) == [(gimli, "failed"), (gimli, "failed")]
    assert ended(ctx.facts) == [(False, 0)]


@pytest.mark.rule("CoE-3.i", "CoE-3.v")
def test_a_slayer_second_attack_is_canceled_once_the_first_has_wounded(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas = ids(rgo, "Aragorn II", "Legolas")
    # Seed 1: Legolas is picked and wounded by the first attack; with the second waiting on
    # him, Aragorn taps to cancel it: the attack is over, the Slayer not defeated.
    played, ctx = taken(rgo, "Slayer", ("Aragorn II", "Legolas"), 1, "assign-rest",
                        "assign-rest")
    assert held(ctx.facts) == [(legolas, 0, 0), (legolas, 1, 0)]
    # Legolas tapped facing the first strike: only Aragorn may still tap.
    assert cancels(played, ctx.state) == [f"tap-to-cancel:{aragorn}"]
    played.decide(ctx, f"tap-to-cancel:{aragorn}", {})
    assert strikes(ctx.facts) == [(legolas, "succeeded")]
    assert canceled(ctx.facts) == [aragorn] and ended(ctx.facts) == [(False, 0)]
    assert ctx.state.awaited_strikes is None


@pytest.mark.rule("CoE-3.v", "CoE-3.i")
def test_an_assassin_whose_every_attack_is_faced_and_beaten_is_defeated(
        rgo: RoadGoesEverOn) -> None:
    aragorn = ids(rgo, "Aragorn II")[0]
    # Each of the three attacks waits for the defender (Legolas could still cancel it); he
    # lets Aragorn face all three, who beats them: 2 kill points.
    played, ctx = taken(rgo, "Assassin", ("Aragorn II", "Legolas"), 2, "assign-rest")
    for _ in range(3):
        assert ctx.state.awaited_strikes is not None
        assert played.policy(ctx.state, played.actions(ctx.state))[0] == "assign-rest"
        played.decide(ctx, "assign-rest", {})
    assert held(ctx.facts) == [(aragorn, 0, 0), (aragorn, 1, 1), (aragorn, 2, 2)]
    assert strikes(ctx.facts) == [(aragorn, "failed")] * 3
    assert ended(ctx.facts) == [(True, 2)]


@pytest.mark.rule("CoE-3.i")
def test_the_held_strike_keeps_the_count_of_the_creature_attacks(rgo: RoadGoesEverOn) -> None:
    """The state's record of a held strike: the attacks made and won so far, the one
    character the strike is on."""
    _, ctx = taken(rgo, "Assassin", ("Aragorn II", "Legolas"), 2, "assign-rest",
                   "assign-rest")
    awaited = ctx.state.awaited_strikes
    assert awaited is not None
    assert (awaited.held, awaited.assigned) == (Held(1, 1, False, False),
                                                ids(rgo, "Aragorn II"))


@pytest.mark.rule("CoE-3.i", "CoE-3.v", "RGO-TARGET-2")
def test_a_game_of_the_version_before_decides_every_cancel_before_the_first_strike(
        rgo: RoadGoesEverOn) -> None:
    gimli = ids(rgo, "Gimli")[0]
    # The attacker picks Gimli as in the new version; his three strikes come at once.
    _, ctx = taken(rgo, "Assassin", ("Aragorn II", "Legolas", "Gimli"), 2, "assign-rest",
                   version=BEFORE)
    assert held(ctx.facts) == []
    assert strikes(ctx.facts) == [(gimli, "failed"), (gimli, "failed"), (gimli, "ineffectual")]
    assert ended(ctx.facts) == [(False, 0)]
    assert ctx.state.awaited_strikes is None
