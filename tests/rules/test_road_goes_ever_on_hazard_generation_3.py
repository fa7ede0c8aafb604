"""The Road Goes Ever On from version 67 (``hazard_scripts.GENERATION_3_SINCE``): the engine's
hazard generation 3, Gloom and Lure of Power played by the Shadow (RGO-HAZ-2), each mode and
condition; the version before still declares them."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine import effects
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import hazard_scripts
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, Quest, State
from tests.rules.rgo_support import begin, company, ids, moving, settle, state

BEFORE = str(hazard_scripts.GENERATION_3_SINCE - 1)
LURE = effects.LURE_OF_POWER


def applied(ctx: Context[State]) -> list[tuple[str, object, object]]:
    return [(f["mode"], f["effect"], f["amount"]) for f in ctx.facts
            if f.kind == "HazardEffectApplied"]


def discarded(ctx: Context[State], card: str) -> list[tuple[str | None, str]]:
    return [(f.rule, str(f["reason"])) for f in ctx.facts
            if f.kind == "HazardDiscarded" and f["card"] == card]


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_plays_generation_3(rgo: RoadGoesEverOn) -> None:
    assert hazard_scripts.generation(str(hazard_scripts.GENERATION_4_SINCE - 1)) == 3
    assert hazard_scripts.generation(BEFORE) == 2


# -- Gloom ---------------------------------------------------------------------------------------

@pytest.mark.rule("RGO-HAZ-2", "RGO-TARGET-1", "RGO-ENV-1")
def test_gloom_takes_one_prowess_from_a_character_of_a_moving_company(rgo: RoadGoesEverOn) -> None:
    aragorn, gloom = ids(rgo, "Aragorn II", "Gloom")
    ctx = begin(rgo, moving(rgo, "Gloom", "Wolves", characters=company(rgo, "Aragorn II")))
    assert applied(ctx) == [("prowess", "character-prowess", -1)]
    # Played free as an Environment (RGO-ENV-1), its effect cites that clause (version 202).
    assert discarded(ctx, gloom) == [("RGO-ENV-1", "resolved")]
    settle(rgo, ctx)
    strike = next(f for f in ctx.facts if f.kind == "StrikeResolved")
    gloomy = [m for m in strike["check"]["modifiers"] if m["source"] == f"card:{gloom}"]
    # Its modifier in force cites the clause of its play too (version 203; RGO-HAZ-2 before).
    assert gloomy == [{"amount": -1, "source": f"card:{gloom}",
                       "why": "a hazard until the end of the turn", "clause": "RGO-ENV-1"}]
    assert strike["prowess"] == 6 - 2 - 1  # Aragorn, -2 for Wolves' excess strikes, -1


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-3")
def test_gloom_is_not_played_twice_in_a_turn_nor_on_a_company_that_stays(
        rgo: RoadGoesEverOn) -> None:
    aragorn, gloom, weary = ids(rgo, "Aragorn II", "Gloom", "Weariness of the Heart")
    once = moving(rgo, "Gloom", "Crebain",
                  hazard_effects=((1, gloom, "character-prowess", aragorn, -1, "", 0),))
    ctx = begin(rgo, once)
    assert applied(ctx) == []
    assert discarded(ctx, gloom) == [("RGO-HAZ-3", "it cannot be played on the company now")]
    # Another card's prowess effect does not stop it.
    other = replace(once, hazard_effects=((1, weary, "character-prowess", aragorn, -1, "", 0),))
    assert applied(begin(rgo, other)) == [("prowess", "character-prowess", -1)]
    staying = replace(moving(rgo, "Gloom"), destination=None, path=())
    modes = effects.scripted_hazard(gloom, 3)
    assert modes is not None
    assert hazard_scripts.problem(modes[0], staying, rgo.catalog,
                                  staying.characters[0]) == "the company does not move"


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-4")
def test_with_doors_of_night_gloom_may_treat_a_border_land_or_a_border_hold(
        rgo: RoadGoesEverOn) -> None:
    doors, gloom, bree = ids(rgo, "Doors of Night", "Gloom", "Bree")
    modes = effects.scripted_hazard(gloom, 3)
    assert modes is not None
    land, hold = modes[1], modes[2]
    start = replace(state(rgo, destination=bree, path=("border-land",)),
                    environments=(doors,))
    who = start.characters[0]
    assert hazard_scripts.problem(land, start, rgo.catalog, who) is None
    assert hazard_scripts.problem(hold, start, rgo.catalog, who) is None  # Bree: Border-hold
    assert hazard_scripts.problem(land, replace(start, environments=()), rgo.catalog,
                                  who) == "Doors of Night is not in play"
    ctx = Context(rgo, Table(1, {}, start))
    assert hazard_scripts.apply(ctx, rgo.catalog, gloom, land, who)
    assert ctx.state.path == ("wilderness",)
    ctx = Context(rgo, Table(1, {}, start))
    assert hazard_scripts.apply(ctx, rgo.catalog, gloom, hold, who)
    assert hazard_scripts.site_type(ctx.state, rgo.catalog.get(bree)) == "ruins-and-lairs"
    # Once treated, the other alternative is not played this turn (not duplicated).
    assert hazard_scripts.problem(modes[0], ctx.state, rgo.catalog,
                                  who) == "it cannot be duplicated"


# -- Lure of Power -------------------------------------------------------------------------------

def at_site(rgo: RoadGoesEverOn, site: str, faction: str, who: str, seed: int,
            **fields: Any) -> Context[State]:
    """``who`` alone at ``site``, explored, with ``faction`` on the Quest Display there."""
    site_id, faction_id = ids(rgo, site, faction)
    start = state(rgo, site=site_id, characters=company(rgo, who), phase=SITE, explored=True,
                  display=(Quest(faction_id, (site_id,)),), site_deck=(site_id,))
    return Context(rgo, Table(seed, {}, replace(start, **fields)))


def lured(rgo: RoadGoesEverOn) -> tuple[tuple[int, str, str, str, int, str, int], ...]:
    return ((1, ids(rgo, "Lure of Power")[0], LURE, "", -4, "", 0),)


def attempt(ctx: Context[State]) -> Fact:
    return next(f for f in ctx.facts if f.kind == "InfluenceAttempted")


@pytest.mark.rule("RGO-HAZ-2")
def test_lure_of_power_waits_in_play_from_turn_to_turn(rgo: RoadGoesEverOn) -> None:
    lure, wolves = ids(rgo, "Lure of Power", "Wolves")
    ctx = begin(rgo, moving(rgo, "Lure of Power", "Crebain"))
    assert applied(ctx) == [("lure", LURE, -4)]
    assert discarded(ctx, lure) == [] and lure not in ctx.state.hazard_discard
    assert ctx.state.hazard_effects == ((1, lure, LURE, "", -4, "", 1),)
    later = replace(ctx.state, turn=3)
    fact = Fact("HazardEffectInForce", {"card": wolves, "effect": "character-prowess",
                                        "target": "x", "amount": -1}, "RGO-HAZ-2")
    assert [e[1] for e in rgo.evolve(later, fact).hazard_effects] == [lure, wolves]


@pytest.mark.rule("RGO-HAZ-2", "RGO-QUEST-4")
def test_lure_of_power_checks_the_next_non_hobbit_to_influence_at_minus_four(
        rgo: RoadGoesEverOn) -> None:
    lure, elrond, elves = ids(rgo, "Lure of Power", "Elrond", "Wood-elves")
    ctx = at_site(rgo, "Thranduil's Halls", "Wood-elves", "Elrond", seed=1,
                  hazard_effects=lured(rgo))
    rgo.decide(ctx, f"take-quest:{elves}:{elrond}", {})
    assert attempt(ctx)["succeeded"] is True
    kinds = [f.kind for f in ctx.facts]
    at = kinds.index("CorruptionChecked")
    check = ctx.facts[at]
    # From version 192 the check cites CoE-7.1, asked by the card (hazard_asked_checks).
    assert (check["character"], check["modifier"], check.rule) == (elrond, -4, "CoE-7.1")
    assert kinds[at + 1:at + 3] == ["HazardEffectEnded", "HazardDiscarded"]
    assert ctx.state.hazard_effects == () and lure in ctx.state.hazard_discard


@pytest.mark.rule("RGO-HAZ-2", "RGO-FACTION-2")
def test_lure_of_power_passes_over_a_hobbit_and_a_failed_attempt(rgo: RoadGoesEverOn) -> None:
    bilbo, hobbits = ids(rgo, "Bilbo", "Hobbits")
    # Bilbo escapes the Hobbits (5 + 1 + 4 = 10 > 8): a Hobbit, he makes no check.
    ctx = at_site(rgo, "Bag End", "Hobbits", "Bilbo", seed=1, phase=ORGANIZATION,
                  explored=False, display=(), detained=((bilbo, hobbits),),
                  hazard_effects=lured(rgo))
    rgo.decide(ctx, f"escape:{hobbits}:{bilbo}", {})
    assert attempt(ctx)["succeeded"] is True and ctx.state.detained == ()
    assert "CorruptionChecked" not in [f.kind for f in ctx.facts]
    assert ctx.state.hazard_effects == lured(rgo)


@pytest.mark.rule("RGO-HAZ-2", "RGO-TARGET-1")
def test_the_version_before_declares_gloom_and_places_lure_of_power(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(BEFORE)
    assert isinstance(old, RoadGoesEverOn)
    gloom, lure = ids(rgo, "Gloom", "Lure of Power")
    ctx = begin(old, moving(old, "Gloom", "Crebain"))
    assert ctx.state.awaited_event is not None and ctx.state.awaited_event[0] == gloom
    # Lure of Power went on a random character as a corruption card of no points.
    ctx = begin(old, moving(old, "Lure of Power", "Crebain"))
    placed = next(f for f in ctx.facts if f.kind == "HazardPlacedOnCharacter")
    assert (placed["card"], placed["corruption"]) == (lure, 0)
    assert ctx.state.hazard_effects == ()


@pytest.mark.rule("RGO-HAZ-2", "RGO-QUEST-4")
def test_with_two_lures_of_power_one_check_is_made_and_both_are_discarded(
        rgo: RoadGoesEverOn) -> None:
    # Its card's ruling: one check, every copy discarded (from LURE_ONE_CHECK_SINCE).
    lure, elrond, elves = ids(rgo, "Lure of Power", "Elrond", "Wood-elves")
    two = lured(rgo) * 2
    kinds = ("CorruptionChecked", "HazardEffectEnded", "HazardDiscarded")
    seen = {}
    for version in (hazard_scripts.LURE_ONE_CHECK_SINCE, hazard_scripts.LURE_ONE_CHECK_SINCE - 1):
        road = rgo.at_version(str(version))
        assert isinstance(road, RoadGoesEverOn)
        ctx = at_site(road, "Thranduil's Halls", "Wood-elves", "Elrond", seed=1,
                      hazard_effects=two)
        road.decide(ctx, f"take-quest:{elves}:{elrond}", {})
        assert attempt(ctx)["succeeded"] is True
        seen[version] = [f.kind for f in ctx.facts if f.kind in kinds]
        assert ctx.state.hazard_effects == () and ctx.state.hazard_discard[-2:] == (lure, lure)
    assert seen[hazard_scripts.LURE_ONE_CHECK_SINCE] == [
        "CorruptionChecked", "HazardEffectEnded", "HazardDiscarded", "HazardEffectEnded",
        "HazardDiscarded"]
    # The version before: a check by each copy in turn.
    assert seen[hazard_scripts.LURE_ONE_CHECK_SINCE - 1] == [
        "CorruptionChecked", "HazardEffectEnded", "HazardDiscarded", "CorruptionChecked",
        "HazardEffectEnded", "HazardDiscarded"]
