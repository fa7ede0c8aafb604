"""The Road Goes Ever On: a site encounter that taps a character for a skill (Secret Passage,
Lost in Tunnels) lets him spend a Skill token instead and stay untapped, when the player
explores with ``explore:skill-token`` (RGO-TOKEN-7)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import tables
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.site_phase import SitePhase
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import ids, state, turn_of

SKILL_TOKEN = "skill-token"
WITH_TOKEN = f"explore:{SKILL_TOKEN}"


def at_weathertop(rgo: RoadGoesEverOn, **fields: Any) -> State:
    """Aragorn (a scout) and Legolas entering Weathertop (Ruins & Lairs) in the site phase."""
    return replace(state(rgo, site=ids(rgo, "Weathertop")[0], phase=SITE, turn=2), **fields)


def encounter(rgo: RoadGoesEverOn, start: State, row_name: str,
              skill_token: bool) -> Context[State]:
    row = next(r for r in tables.load_tables()["ruins-and-lairs"].rows if r.name == row_name)
    ctx = Context(rgo, Table(1, {}, start))
    SitePhase(turn_of(rgo, start), skill_token).encounter(ctx, rgo.catalog.get(start.site), row)
    return ctx


@pytest.mark.rule("RGO-TOKEN-7", "RGO-SITE-RL-3", "RGO-SITE-RL-4")
@pytest.mark.parametrize("row_name", ["Secret Passage", "Lost in Tunnels"])
def test_the_scout_spends_a_skill_token_instead_of_tapping(rgo: RoadGoesEverOn,
                                                           row_name: str) -> None:
    aragorn = ids(rgo, "Aragorn II")[0]
    trained = at_weathertop(rgo, skill_tokens=((aragorn, 2),))
    ctx = encounter(rgo, trained, row_name, skill_token=True)
    spent = [(f.kind, f.rule, f.data.get("tokens"), f.data.get("cause")) for f in ctx.facts]
    assert spent == [("SkillTokenSpent", "RGO-TOKEN-7", 1, f"stays untapped for {row_name}")]
    assert ctx.state.character(aragorn).untapped  # type: ignore[union-attr]
    assert ctx.state.skill(aragorn) == 1
    plain = encounter(rgo, trained, row_name, skill_token=False)
    # Explored without it, the player first chooses who taps, if anyone (for a Lost encounter
    # from lost_tapping.SINCE, for Secret Passage from lost_tapping.PASSAGE_SINCE).
    assert [(f.kind, f.data.get("character"), f.data.get("state"), f.data.get("characters"))
            for f in plain.facts] == [("TappingOffered", None, None, [aragorn])]
    assert plain.state.skill(aragorn) == 2


@pytest.mark.rule("RGO-TOKEN-7")
def test_exploring_with_a_skill_token_is_offered_only_to_a_skilled_holder(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas = ids(rgo, "Aragorn II", "Legolas")
    offered = [a.id for a in rgo.actions(at_weathertop(rgo, skill_tokens=((aragorn, 1),)))]
    assert offered[:2] == ["explore", WITH_TOKEN]
    # Legolas is no scout: his token cannot stand in for a scout's tapping.
    no_scout = at_weathertop(rgo, skill_tokens=((legolas, 1),))
    assert WITH_TOKEN not in [a.id for a in rgo.actions(no_scout)]
    ctx = Context(rgo, Table(1, {}, no_scout))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, WITH_TOKEN, {})
    assert refused.value.clause == "RGO-TOKEN-7"
    assert ctx.facts == []
    # Bree's Border-hold table taps no one for a skill.
    at_bree = replace(no_scout, site=ids(rgo, "Bree")[0], skill_tokens=((aragorn, 1),))
    assert WITH_TOKEN not in [a.id for a in rgo.actions(at_bree)]


@pytest.mark.rule("RGO-TOKEN-7", "RGO-HOME-2")
def test_a_home_sites_chosen_roll_may_have_the_scout_spend_his_token(rgo: RoadGoesEverOn) -> None:
    aragorn = ids(rgo, "Aragorn II")[0]
    table = tables.load_tables()["ruins-and-lairs"]
    passage = next(r for r in table.rows if r.name == "Secret Passage").low
    calm = next(r for r in table.rows if not r.param("unless") and r.effect != "secret-passage"
                and r.low > passage).low
    waiting = at_weathertop(rgo, skill_tokens=((aragorn, 1),),
                            pending_rolls=(("ruins-and-lairs", passage),
                                           ("ruins-and-lairs", calm)))
    offered = [a.id for a in rgo.actions(waiting)]
    assert offered == ["choose-roll:0", f"choose-roll:0:{SKILL_TOKEN}", "choose-roll:1"]
    ctx = Context(rgo, Table(1, {}, waiting))
    rgo.decide(ctx, f"choose-roll:0:{SKILL_TOKEN}", {})
    spent = next(f for f in ctx.facts if f.kind == "SkillTokenSpent")
    assert (spent.rule, spent["cause"]) == ("RGO-TOKEN-7", "stays untapped for Secret Passage")
    assert ctx.state.character(aragorn).untapped  # type: ignore[union-attr]
