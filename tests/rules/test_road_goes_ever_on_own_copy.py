"""The Road Goes Ever On from ``effect_clauses.OWN_COPY_SINCE``: a step of one copy's effect is
that copy's, by its play. A Nazgûl's blade waiting for the company's Nazgûl attack, then facing
it, and Fell Beast's choice of the defenders cite the play the waiting effect came from, the
facts naming it; the waiting effect an attack spends ends for that copy only. The version
before cited the card's last play (another copy's, on guard or for another company), recorded
the effect brought under it, and spent every copy waiting on the company; those games replay
as played."""

from __future__ import annotations

from typing import Any

import pytest

from domain.engine import effects
from domain.engine.combat import Attack
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import (
    attack_hazards,
    effect_clauses,
    nazgul_blades,
    nazgul_mounts,
)
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MOVEMENT_HAZARD, State
from tests.rules.rgo_support import (
    at_version,
    begin,
    company,
    ids,
    moving,
    played_twice,
    settle,
)

NOW = str(effect_clauses.OWN_COPY_SINCE)
BEFORE = str(effect_clauses.OWN_COPY_SINCE - 1)
#: Another company of the player's, the second copy's.
OTHER = "c2"


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_keeps_each_copy_s_play(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= int(NOW) and BEFORE in rgo.replays


def steps(ctx: Context[State], since: int) -> list[tuple[str, str | None, Any, Any]]:
    """The facts from the ``since``-th on about an effect or an attack changed: (kind,
    clause, effect, play)."""
    return [(f.kind, f.rule, f.get("effect"), f.get("play")) for f in ctx.facts[since:]
            if f.kind in ("HazardEffectEnded", "HazardEffectInForce", "AttackModified")]


@pytest.mark.rule("RGO-HAZ-2", "RGO-GUARD-1", "RGO-TARGET-1")
def test_a_blade_meets_the_nazgul_by_the_play_that_brought_it(rgo: RoadGoesEverOn) -> None:
    """A Morgul-knife from company c1's Hazard Pile (RGO-HAZ-2), a second revealed on guard
    for company c2 (RGO-GUARD-1), then a Nazgûl attacks c1: the first Knife's waiting ends,
    it faces the attack and strengthens it, and goes on Aragorn it wounded, all by RGO-HAZ-2,
    the facts naming play 1 and the facing effect kept under it. Before, each cited the
    second Knife's RGO-GUARD-1 and the facing effect was recorded as play 2."""
    knife, khamul, aragorn = ids(rgo, "Morgul-knife", "Khamûl the Easterling", "Aragorn II")
    waiting, facing = nazgul_blades.WAITING, nazgul_blades.FACING

    def met(version: str) -> tuple[list[tuple[str, str | None, Any, Any]],
                                   list[tuple[str, str, int]], int]:
        ctx = played_twice(rgo, version, knife, waiting, ("c1", OTHER), 2, MOVEMENT_HAZARD)
        start = len(ctx.facts)
        attack = nazgul_blades.strengthen(
            ctx, Attack.from_creature(rgo.catalog.get(khamul), len(ctx.state.characters)))
        kept = [(on, kind, play) for _, _, kind, on, _, _, play in ctx.state.hazard_effects]
        nazgul_blades.after_attack(ctx, attack, [aragorn])
        assert ctx.state.permanent_hazards == ((knife, aragorn),)
        return steps(ctx, start), kept, attack.prowess

    prowess = rgo.catalog.get(khamul).prowess or 0
    assert met(NOW) == (
        [("HazardEffectEnded", "RGO-HAZ-2", waiting, 1),
         ("HazardEffectInForce", "RGO-HAZ-2", facing, 1),
         ("AttackModified", "RGO-HAZ-2", None, None),
         ("HazardEffectEnded", "RGO-HAZ-2", facing, 1)],
        [(OTHER, waiting, 2), ("c1", facing, 1)], prowess + 2)
    assert met(BEFORE) == (
        [("HazardEffectEnded", "RGO-GUARD-1", waiting, None),
         ("HazardEffectInForce", "RGO-GUARD-1", facing, None),
         ("AttackModified", "RGO-GUARD-1", None, None),
         ("HazardEffectEnded", "RGO-GUARD-1", facing, None)],
        [(OTHER, waiting, 2), ("c1", facing, 2)], prowess + 2)


@pytest.mark.rule("RGO-HAZ-2", "RGO-GUARD-1", "RGO-TARGET-2")
def test_fell_beast_s_choice_of_the_defenders_is_the_copy_the_attack_spends(
        rgo: RoadGoesEverOn) -> None:
    """Two Fell Beasts wait on the company, from the Hazard Pile (RGO-HAZ-2) and on guard
    (RGO-GUARD-1); Khamûl's attack spends the first: the attacker's choice of the defenders
    is that copy's, by RGO-HAZ-2 (play 1), and the second waits on. Before, the choice cited
    the last play's RGO-GUARD-1 (play 2) and the attack spent both."""
    beast, khamul = ids(rgo, "Fell Beast", "Khamûl the Easterling")

    def spent(version: str) -> tuple[list[tuple[str, str | None, Any, Any]],
                                     list[tuple[str, int]]]:
        ctx = played_twice(rgo, version, beast, effects.RACE_ATTACK, ("c1", "c1"), -2,
                           MOVEMENT_HAZARD)
        start = len(ctx.facts)
        attack = Attack.from_creature(rgo.catalog.get(khamul), len(ctx.state.characters))
        nazgul_mounts.attack_declared(ctx, attack, khamul)
        attack_hazards.strengthen(ctx, attack, khamul)
        return steps(ctx, start), [(kind, play) for _, _, kind, _, _, _, play
                                   in ctx.state.hazard_effects]

    assert spent(NOW) == (
        [("HazardEffectInForce", "RGO-HAZ-2", nazgul_mounts.CHOOSING, 1),
         ("AttackModified", "RGO-HAZ-2", None, None),
         ("HazardEffectEnded", "RGO-HAZ-2", effects.RACE_ATTACK, 1)],
        [(effects.RACE_ATTACK, 2), (nazgul_mounts.CHOOSING, 1)])
    assert spent(BEFORE) == (
        [("HazardEffectInForce", "RGO-GUARD-1", nazgul_mounts.CHOOSING, None),
         ("AttackModified", "RGO-HAZ-2", None, None),
         ("HazardEffectEnded", "RGO-HAZ-2", effects.RACE_ATTACK, None)],
        [(nazgul_mounts.CHOOSING, 2)])


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-4", "RGO-TARGET-2")
def test_a_second_fell_beast_waits_for_the_next_nazgul(rgo: RoadGoesEverOn) -> None:
    """Two Fell Beasts, Khamûl the Easterling and Ûvatha the Horseman from one Hazard Pile (a
    company of four, a hazard limit of 4), the path a Wilderness, a Shadow-land and a
    Dark-domain: Khamûl, keyed to the Shadow-land, spends the first Fell Beast; the second
    waits on, lets Ûvatha be keyed to the Shadow-land too, strengthens his attack and gives
    its attacker the choice. Before, Khamûl's attack spent both: Ûvatha came unstrengthened,
    keyed to the Dark-domain."""
    beast = ids(rgo, "Fell Beast")[0]
    start = moving(rgo, "Fell Beast", "Fell Beast", "Khamûl the Easterling",
                   "Ûvatha the Horseman", path=("wilderness", "shadow-land", "dark-domain"),
                   characters=company(rgo, "Aragorn II", "Legolas", "Gimli", "Faramir"))

    def played(version: str) -> list[tuple[str, Any, Any]]:
        ruleset = at_version(rgo, version)
        ctx = begin(ruleset, start)
        settle(ruleset, ctx)
        assert ctx.state.hazard_effects == ()
        return [(f.kind, f.get("place") or f.get("effect") or f.get("cards"), f.get("play"))
                for f in ctx.facts if f.kind in ("HazardKeyed", "AttackModified")
                or (f.kind == "HazardEffectInForce" and f["card"] == beast
                    and f["effect"] == nazgul_mounts.CHOOSING)]

    assert played(NOW) == [
        ("HazardKeyed", "region 2 (shadow-land)", None),
        ("HazardEffectInForce", nazgul_mounts.CHOOSING, 1),
        ("AttackModified", [beast], None),
        ("HazardKeyed", "region 2 (shadow-land)", None),
        ("HazardEffectInForce", nazgul_mounts.CHOOSING, 2),
        ("AttackModified", [beast], None)]
    assert played(BEFORE) == [
        ("HazardKeyed", "region 2 (shadow-land)", None),
        ("HazardEffectInForce", nazgul_mounts.CHOOSING, None),
        ("AttackModified", [beast], None),
        ("HazardKeyed", "region 3 (dark-domain)", None)]


@pytest.mark.rule("RGO-HAZ-2", "RGO-GUARD-1")
def test_a_dragon_spends_one_dragon_s_desolation(rgo: RoadGoesEverOn) -> None:
    """Two Dragon's Desolations waiting on the company for a Dragon (from the Hazard Pile and
    on guard): Smaug's attack is strengthened by the first, by RGO-HAZ-2, and the second
    waits on; before, the attack spent both."""
    desolation, smaug = ids(rgo, "Dragon's Desolation", "Smaug")

    def spent(version: str) -> tuple[list[tuple[str, str | None, Any, Any]], list[int]]:
        ctx = played_twice(rgo, version, desolation, effects.RACE_ATTACK, ("c1", "c1"), 2,
                           MOVEMENT_HAZARD)
        start = len(ctx.facts)
        attack = attack_hazards.strengthen(
            ctx, Attack.from_creature(rgo.catalog.get(smaug), len(ctx.state.characters)),
            smaug)
        assert attack.prowess == (rgo.catalog.get(smaug).prowess or 0) + 2
        return steps(ctx, start), [play for *_, play in ctx.state.hazard_effects]

    assert spent(NOW) == ([("AttackModified", "RGO-HAZ-2", None, None),
                           ("HazardEffectEnded", "RGO-HAZ-2", effects.RACE_ATTACK, 1)], [2])
    assert spent(BEFORE) == ([("AttackModified", "RGO-HAZ-2", None, None),
                              ("HazardEffectEnded", "RGO-HAZ-2", effects.RACE_ATTACK, None)],
                             [])
