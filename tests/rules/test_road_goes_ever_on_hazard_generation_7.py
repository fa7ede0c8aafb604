"""The Road Goes Ever On from ``hazard_scripts.GENERATION_7_SINCE``: the engine's hazard
generation 7, Fury of the Iron Crown played by the Shadow (RGO-HAZ-2, ``attack_hazards.py``), on
constructed states and fixed seeds; the version before still declares it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine import effects
from domain.engine.characters import Item
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import hazard_scripts
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import begin, ids, moving, settle

BEFORE = str(hazard_scripts.GENERATION_7_SINCE - 1)
FURY = "Fury of the Iron Crown"


def strikes(ctx: Context[State]) -> list[int]:
    """The prowess of each strike of the attack as it met its character."""
    return [int(f["strike_prowess"]) for f in ctx.facts if f.kind == "StrikeResolved"]


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_before_declares_generation_7(rgo: RoadGoesEverOn) -> None:
    fury = ids(rgo, FURY)[0]
    assert hazard_scripts.generation(rgo.version) == 7
    assert hazard_scripts.generation(BEFORE) == 6
    assert effects.scripted_hazard(fury, 6) is None
    assert effects.scripted_hazard(fury, 7) is not None


@pytest.mark.rule("RGO-HAZ-2", "CoE-3.iv", "CoE-3.v")
def test_fury_of_the_iron_crown_strengthens_one_strike_then_removes_the_creature(
        rgo: RoadGoesEverOn) -> None:
    fury, patrol = ids(rgo, FURY, "Orc-patrol")
    ctx = begin(rgo, moving(rgo, FURY, "Orc-patrol"))
    settle(rgo, ctx)
    # Two characters: one strike has +4 (the first resolved before desolation.SINCE_VERSION,
    # one picked at random since).
    assert sorted(strikes(ctx)) == [6, 6 + 4]
    ended = next(f for f in ctx.facts if f.kind == "HazardEffectEnded")
    assert (ended["card"], ended["by"]) == (fury, patrol)
    over = next(f for f in ctx.facts if f.kind == "AttackEnded")
    assert over["defeated"] is True
    gained = [(f["card"], f["kind"]) for f in ctx.facts if f.kind == "MarshallingPointsGained"]
    assert gained == [(patrol, "kill")]


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-3")
def test_fury_of_the_iron_crown_waits_for_its_races_and_not_with_the_iron_crown(
        rgo: RoadGoesEverOn) -> None:
    fury = ids(rgo, FURY)[0]
    wolves = begin(rgo, moving(rgo, FURY, "Wolves"))
    settle(rgo, wolves)
    assert [e[1] for e in wolves.state.hazard_effects] == [fury]  # still waiting
    assert not any(f.kind == "HazardEffectEnded" for f in wolves.facts)
    start = moving(rgo, FURY)
    crowned = (start.characters[0].with_item(Item("X-1", "The Iron Crown", "special")),
               *start.characters[1:])
    modes = effects.scripted_hazard(fury, 7)
    assert modes is not None
    assert hazard_scripts.problem(modes[0], replace(start, characters=crowned), rgo.catalog,
                                  None) == "The Iron Crown is in play"
