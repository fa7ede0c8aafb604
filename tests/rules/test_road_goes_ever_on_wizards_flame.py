"""The Road Goes Ever On: Wizard's Flame in full (wizards_flame.py): played on the Wizard in the
organization or site phase, before the hazards are drawn or against an attack before its
strikes are assigned, every attack on his company has -2 prowess for the rest of the turn,
automatic-attacks too, the attack being assigned at once; then his corruption check at -3.
Constructed states played with the real ruleset, seeded."""

from __future__ import annotations

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine.combat import Attack
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import wizards_flame
from domain.rulesets.road_goes_ever_on.combat import resolve_attack
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, ORGANIZATION, State
from tests.rules.rgo_support import begin, company, decided, ids, moving, refused, run, state


def flame_plays(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(("resource:", "declare-res"))]


def checked(facts: list[Fact]) -> tuple[object, object]:
    found = next(f for f in facts if f.kind == "CorruptionChecked")
    return found["character"], found["modifier"]


def modified(rgo: RoadGoesEverOn, s: State, attack: Attack,
             hazard: str | None) -> list[tuple[int, object, object]]:
    def step(c: Context[State]) -> None:
        resolve_attack(c, attack, "RGO-HAZ-2", hazard=hazard)
    facts, _ = run(rgo, s, step)
    return [(f["prowess"], f["cards"], f["note"]) for f in facts if f.kind == "AttackModified"]


@pytest.mark.rule("CoE-5.1", "CoE-7.1", "CoE-2.V.ii")
def test_played_while_organizing_it_weakens_every_attack_of_the_turn(
        rgo: RoadGoesEverOn) -> None:
    flame, gandalf, aragorn = ids(rgo, "Wizard’s Flame", "Gandalf", "Aragorn II")
    start = state(rgo, phase=ORGANIZATION, company="c1", hand=(flame,),
                  characters=company(rgo, "Gandalf", "Aragorn II"))
    assert flame_plays(rgo, start) == [f"resource:{flame}:now:{gandalf}"]
    assert refused(rgo, start, f"resource:{flame}:now:{aragorn}", "CoE-5.1") == (
        "Wizard’s Flame cannot be played for its now mode: it is played on a Wizard, not on "
        "Aragorn II. [CoE-5.1]")
    ctx = Context(rgo, Table(1, {}, start))
    decided(rgo, ctx, f"resource:{flame}:now:{gandalf}")  # its check rolled unhelped
    weakened = next(f for f in ctx.facts if f.kind == "AttacksWeakened")
    assert (weakened["company"], weakened["card"], weakened["prowess"]) == ("c1", flame, -2)
    assert checked(ctx.facts) == (gandalf, -3)
    wolves = Attack.from_creature(rgo.catalog.find("Wolves"), 2)
    # A hazard creature and an attack of no creature card (an automatic-attack) alike, once.
    for hazard in (wolves.source, None):
        assert modified(rgo, ctx.state, wolves, hazard) == [(-2, [flame], wizards_flame.NOTE)]
    # The next turn, attacks have their prowess again.
    ctx.emit("TurnBegan", turn=2)
    assert modified(rgo, ctx.state, wolves, None) == []


@pytest.mark.rule("CoE-3.i", "CoE-7.1")
def test_against_an_attack_it_weakens_that_attack_at_once(rgo: RoadGoesEverOn) -> None:
    flame, gandalf = ids(rgo, "Wizard’s Flame", "Gandalf")
    ctx = begin(rgo, moving(rgo, "Orc-patrol", hand=(flame,),
                            characters=company(rgo, "Gandalf", "Aragorn II")))
    assert flame_plays(rgo, ctx.state) == [f"resource:{flame}:attack:{gandalf}"]
    awaited = ctx.state.awaited_strikes
    assert awaited is not None and awaited.attack["prowess"] == 6
    decided(rgo, ctx, f"resource:{flame}:attack:{gandalf}")  # its check rolled unhelped
    awaited = ctx.state.awaited_strikes
    assert awaited is not None and awaited.attack["prowess"] == 4
    assert [(f["prowess"], f["card"]) for f in ctx.facts if f.kind == "AttackWeakened"] == [
        (-2, flame)]
    assert checked(ctx.facts) == (gandalf, -3)


@pytest.mark.rule("CoE-5.1")
def test_before_the_hazards_the_automatic_player_still_casts_it(rgo: RoadGoesEverOn) -> None:
    flame, gandalf, moria, lorien = ids(rgo, "Wizard’s Flame", "Gandalf", "Moria", "Lórien")
    start = state(rgo, phase=LONG_EVENT, site=moria, destination=lorien, company="c1",
                  path=("wilderness", "wilderness"), hand=(flame,),
                  characters=company(rgo, "Gandalf", "Aragorn II"))
    assert flame_plays(rgo, start) == [f"resource:{flame}:flame:{gandalf}"]
    assert rgo.policy(start, rgo.actions(start))[0] == f"resource:{flame}:flame:{gandalf}"


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_reads_it_scripted(starter: Catalog) -> None:
    rows = {r.card_id: dict(r.rulesets)["road-goes-ever-on"]
            for r in coverage.coverage(starter)}
    assert rows[wizards_flame.CARD] == coverage.InRuleset(coverage.SCRIPTED)
