"""The Road Goes Ever On: resource long-events of the hand in play (RGO-LONG-1, version 41 on):
Sun (TW-335), Lapse of Will (TW-264), Clear Skies (TW-203) and Fog (TW-241)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.hobbit import environments
from domain.rulesets.road_goes_ever_on import gates_of_morning, resource_long_events
from domain.rulesets.road_goes_ever_on.combat import resolve_attack
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, LongEffect, State
from tests.rules.rgo_support import ids, run, state

OLD = str(resource_long_events.SINCE_VERSION - 1)


def older(rgo: RoadGoesEverOn) -> RoadGoesEverOn:
    """The version before these scripts."""
    ruleset = rgo.at_version(OLD)
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset


def attacked(attack: Attack) -> Callable[[Context[State]], None]:
    def step(ctx: Context[State]) -> None:
        resolve_attack(ctx, attack, "RGO-HAZ-2")
    return step


def long_phase(rgo: RoadGoesEverOn, *hand: str, **fields: Any) -> State:
    return state(rgo, phase=LONG_EVENT, hand=ids(rgo, *hand), **fields)


def plays(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith("play-long-event:")]


def refused(rgo: RoadGoesEverOn, s: State, action: str) -> IllegalAction:
    """The refusal of ``action``, which writes nothing."""
    ctx = Context(rgo, Table(1, {}, s))
    with pytest.raises(IllegalAction) as caught:
        rgo.decide(ctx, action, {})
    assert ctx.facts == [] and ctx.state == s
    return caught.value


def card_modifiers(rgo: RoadGoesEverOn, s: State, attack: Attack) -> dict[str, list[
        tuple[int, str]]]:
    """Each struck character's modifiers from cards against ``attack``, by name."""
    facts, _ = run(rgo, s, attacked(attack))
    return {rgo.catalog.get(f["character"]).name: [
        (m["amount"], m["why"]) for m in f["check"]["modifiers"]
        if str(m["source"]).startswith("card:") and m["clause"] == "RGO-LONG-1"]
        for f in facts if f.kind == "StrikeResolved"}


@pytest.mark.rule("RGO-LONG-1")
def test_sun_gives_each_dunadan_one_prowess_once(rgo: RoadGoesEverOn) -> None:
    sun = ids(rgo, "Sun")[0]
    start = long_phase(rgo, "Sun", "Sun")
    assert plays(rgo, start) == [f"play-long-event:{sun}"]
    facts, after = run(rgo, start, rgo.decide, f"play-long-event:{sun}", {})
    assert [(f.kind, f["card"]) for f in facts
            if f.kind in ("LongEventPlayed", "LongEventEffect")] == [("LongEventPlayed", sun)]
    assert after.long_in_play == (sun,) and after.long_effects == ()
    # Sun cannot be duplicated: the second is neither offered nor played.
    waiting = replace(after, phase=LONG_EVENT)
    assert plays(rgo, waiting) == []
    refusal = refused(rgo, waiting, f"play-long-event:{sun}")
    assert (refusal.clause, refusal.message) == (
        "RGO-LONG-1", "Sun is in play already and cannot be duplicated.")
    # Aragorn II, a Dúnadan, has +1 prowess against a strike; Legolas, an Elf, has not.
    orcs = Attack.from_creature(rgo.catalog.find("Orc-patrol"), 2)
    lit = state(rgo, long_in_play=(sun,))
    assert card_modifiers(rgo, lit, orcs) == {"Aragorn II": [(1, "Sun in play")],
                                              "Legolas": []}
    # Version 40 played it with no effect.
    assert card_modifiers(older(rgo), lit, orcs) == {"Aragorn II": [],
                                                              "Legolas": []}


def _attack_prowess(rgo: RoadGoesEverOn, effects: tuple[LongEffect, ...],
                    attack: Attack) -> list[tuple[str | None, int, int]]:
    facts, _ = run(rgo, state(rgo, long_effects=effects),
                   attacked(attack))
    return [(f.rule, f["strikes"], f["prowess"]) for f in facts if f.kind == "AttackModified"]


@pytest.mark.rule("RGO-LONG-1", "RGO-LONG-4")
def test_lapse_of_will_weakens_every_attack_and_nazgul_more(rgo: RoadGoesEverOn) -> None:
    lapse = ids(rgo, "Lapse of Will")[0]
    facts, after = run(rgo, long_phase(rgo, "Lapse of Will"), rgo.decide,
                       f"play-long-event:{lapse}", {})
    effects = [(f.rule, f["prowess"], f["races"], f["scripted"]) for f in facts
               if f.kind == "LongEventEffect"]
    assert effects == [("RGO-LONG-1", -1, [], True), ("RGO-LONG-1", -2, ["Nazgûl"], True)]
    assert after.long_effects == (LongEffect(lapse, prowess=-1),
                                  LongEffect(lapse, prowess=-2, races=("Nazgûl",)))
    orcs = Attack.from_creature(rgo.catalog.find("Orc-patrol"), 2)
    witch_king = Attack.from_creature(rgo.catalog.find("Witch-king of Angmar"), 2)
    assert _attack_prowess(rgo, after.long_effects, orcs) == [("RGO-LONG-4", 0, -1)]
    assert _attack_prowess(rgo, after.long_effects, witch_king) == [("RGO-LONG-4", 0, -3)]
    # Version 40 put it in play with no effect.
    old_facts, old = run(older(rgo), long_phase(rgo, "Lapse of Will"),
                         older(rgo).decide, f"play-long-event:{lapse}", {})
    assert old.long_in_play == (lapse,) and old.long_effects == ()
    assert not [f for f in old_facts if f.kind == "LongEventEffect"]


@pytest.mark.rule("RGO-LONG-1")
def test_clear_skies_and_fog_need_gates_of_morning(rgo: RoadGoesEverOn) -> None:
    """Before Gates of Morning could be in play (version 161 on: its own tests)."""
    skies, fog = ids(rgo, "Clear Skies", "Fog")
    start = long_phase(rgo, "Clear Skies", "Fog")
    before = rgo.at_version(str(gates_of_morning.SINCE_VERSION - 1))
    assert isinstance(before, RoadGoesEverOn)
    assert plays(before, start) == []
    for card, name in ((skies, "Clear Skies"), (fog, "Fog")):
        refusal = refused(before, start, f"play-long-event:{card}")
        assert (refusal.clause, refusal.message) == (
            "RGO-LONG-1", f"{name} is playable only with Gates of Morning in play, and no "
                          "Gates of Morning is ever in play in this game.")
    # Version 40 put them in play (with no effect).
    assert plays(older(rgo), start) == [f"play-long-event:{skies}",
                                                 f"play-long-event:{fog}"]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_reads_these_scripts(starter: Catalog) -> None:
    rows = {r.card_id: r for r in coverage.coverage(starter)}
    for card_id in resource_long_events.SCRIPTS:
        script = resource_long_events.played_script(card_id, RoadGoesEverOn.version)
        assert script is not None
        played = coverage.IN_PART if script.missing else coverage.SCRIPTED
        assert (rows[card_id].name, dict(rows[card_id].rulesets)["road-goes-ever-on"]) == (
            script.name, coverage.InRuleset(played, script.missing))
        # There and Back Again plays them by their cards too (``hobbit.environments``).
        assert dict(rows[card_id].rulesets)["there-and-back-again"] == \
            coverage.InRuleset(coverage.SCRIPTED, environments.COVERAGE[card_id])
        # Each names a test that exists (the Moon's is with its Doors of Night half).
        path, _, function = script.test.partition("::")
        source = Path(__file__).resolve().parents[2] / path
        assert f"def {function}(" in source.read_text(encoding="utf-8")
