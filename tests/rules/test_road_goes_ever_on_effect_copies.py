"""The Road Goes Ever On from ``effect_clauses.EACH_COPY_SINCE``: an effect one attack ends for
every copy at once (Dragon's Desolation's Dragon at the site, Morgul-horse's Nazgûl keyed to a
Shadow-land) ends copy by copy, each ``HazardEffectEnded`` citing the clause of its own play and
naming it. The version before ended them all with one fact citing the card's last play, another
copy's where two were played under different clauses (one from the Hazard Pile, one revealed on
guard), and those games replay as played."""

from __future__ import annotations

from typing import Any

import pytest

from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import desolation, effect_clauses, nazgul_mounts
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MOVEMENT_HAZARD
from tests.rules.rgo_support import at_version, begin, company, ids, moving, state

NOW = str(effect_clauses.EACH_COPY_SINCE)
BEFORE = str(effect_clauses.EACH_COPY_SINCE - 1)


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_ends_each_copy_by_its_play(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= int(NOW) and BEFORE in rgo.replays


def ended_by(rgo: RoadGoesEverOn, version: str, card: str, effect: str,
             attacker: str) -> tuple[list[tuple[str | None, Any]], int]:
    """Two copies of ``card`` in force on the running company, the first played from the
    Hazard Pile (RGO-HAZ-2), the second revealed on guard (RGO-GUARD-1); then ``attacker``'s
    attack is declared: each ``HazardEffectEnded``'s clause and play, and how many copies are
    left in force."""
    ruleset = at_version(rgo, version)
    ctx = Context(ruleset, Table(1, {}, state(rgo, phase=MOVEMENT_HAZARD)))
    for clause in ("RGO-HAZ-2", "RGO-GUARD-1"):
        ctx.emit("HazardEventPlayed", clause, card=card, name=rgo.catalog.get(card).name,
                 target=None, counted=clause == "RGO-HAZ-2")
        ctx.emit("HazardEffectInForce", clause, card=card, effect=effect,
                 target=ctx.state.company, amount=0)
    attack = Attack.from_creature(rgo.catalog.get(attacker), len(ctx.state.characters))
    for module in (nazgul_mounts, desolation):
        module.attack_declared(ctx, attack, attacker)
    return ([(f.rule, f.get("play")) for f in ctx.facts if f.kind == "HazardEffectEnded"],
            len(ctx.state.hazard_effects))


@pytest.mark.rule("RGO-HAZ-2", "RGO-GUARD-1", "RGO-HAZ-4")
def test_dragons_desolation_at_the_site_ends_each_copy_citing_its_own_play(
        rgo: RoadGoesEverOn) -> None:
    """Smaug's attack ends both copies letting a Dragon attack at the site: the copy from the
    Hazard Pile by RGO-HAZ-2, the one revealed on guard by RGO-GUARD-1; before, one fact by
    the last play's RGO-GUARD-1 for both."""
    smaug = ids(rgo, "Smaug")[0]
    assert ended_by(rgo, NOW, desolation.CARD, desolation.LAIR, smaug) == (
        [("RGO-HAZ-2", 1), ("RGO-GUARD-1", 2)], 0)
    assert ended_by(rgo, BEFORE, desolation.CARD, desolation.LAIR, smaug) == (
        [("RGO-GUARD-1", None)], 0)


@pytest.mark.rule("RGO-HAZ-2", "RGO-GUARD-1", "RGO-HAZ-4")
def test_morgul_horse_ends_each_copy_citing_its_own_play(rgo: RoadGoesEverOn) -> None:
    """Khamûl's attack ends both Morgul-horses: each by the clause of its own play; before,
    one fact by the last play's RGO-GUARD-1."""
    horse, khamul = ids(rgo, "Morgul-horse", "Khamûl the Easterling")
    assert ended_by(rgo, NOW, horse, nazgul_mounts.MOUNTED, khamul) == (
        [("RGO-HAZ-2", 1), ("RGO-GUARD-1", 2)], 0)
    assert ended_by(rgo, BEFORE, horse, nazgul_mounts.MOUNTED, khamul) == (
        [("RGO-GUARD-1", None)], 0)


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-4", "RGO-HAZ-5")
def test_two_morgul_horses_from_one_pile_each_end_with_the_nazgul_they_carry(
        rgo: RoadGoesEverOn) -> None:
    """Two Morgul-horses, then Khamûl the Easterling, revealed from one Hazard Pile (a company
    of four: a hazard limit of 4): Khamûl is keyed to the Shadow-land and his attack ends
    each copy with a fact of its own naming its play; before, one fact ended both."""
    horse = ids(rgo, "Morgul-horse")[0]
    start = moving(rgo, "Morgul-horse", "Morgul-horse", "Khamûl the Easterling",
                   path=("wilderness", "shadow-land"),
                   characters=company(rgo, "Aragorn II", "Legolas", "Gimli", "Faramir"))

    def ended(version: str) -> tuple[list[str], list[tuple[str, str | None, Any]]]:
        ctx = begin(at_version(rgo, version), start)
        assert [e for e in ctx.state.hazard_effects if e[2] == nazgul_mounts.MOUNTED] == []
        return ([str(f["place"]) for f in ctx.facts if f.kind == "HazardKeyed"],
                [(f["card"], f.rule, f.get("play")) for f in ctx.facts
                 if f.kind == "HazardEffectEnded"])

    assert ended(NOW) == (["region 2 (shadow-land)"],
                          [(horse, "RGO-HAZ-2", 1), (horse, "RGO-HAZ-2", 2)])
    assert ended(BEFORE) == (["region 2 (shadow-land)"], [(horse, "RGO-HAZ-2", None)])
