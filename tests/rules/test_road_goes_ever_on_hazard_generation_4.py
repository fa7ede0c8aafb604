"""The Road Goes Ever On from ``hazard_scripts.GENERATION_4_SINCE``: the engine's hazard
generation 4 played by the Shadow (RGO-HAZ-2): the Lost in ... events, Lost at Sea, Call of the
Sea and Awaken the Earth's Fire, each mode and condition on constructed states and fixed seeds;
the version before still declares them."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine import effects
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import hazard_scripts
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import begin, company, declared_prowess, ids, state

BEFORE = str(hazard_scripts.GENERATION_4_SINCE - 1)
GENERATION_4 = ("Lost in Shadow-lands", "Lost in Dark-domains", "Lost in Free-domains",
                "Lost at Sea", "Call of the Sea", "Awaken the Earth’s Fire")


def applied(ctx: Context[State]) -> list[tuple[str, object, object]]:
    return [(f["mode"], f["effect"], f["amount"]) for f in ctx.facts
            if f.kind == "HazardEffectApplied"]


def gone(ctx: Context[State], card: str) -> tuple[str | None, str]:
    fact = next(f for f in ctx.facts if f.kind == "HazardDiscarded" and f["card"] == card)
    return fact.rule, str(fact["reason"])


def heading(rgo: RoadGoesEverOn, site: str, *pile: str, path: tuple[str, ...],
            **fields: Any) -> State:
    """Aragorn and Legolas leave Rivendell for ``site`` by ``path`` with ``pile``."""
    return replace(state(rgo, destination=ids(rgo, site)[0], path=path,
                         hazards=ids(rgo, *pile)), **fields)


def limit_changes(ctx: Context[State]) -> list[int]:
    return [int(f["delta"]) for f in ctx.facts if f.kind == "HazardLimitChanged"]


NOT_NOW = ("RGO-HAZ-3", "it cannot be played on the company now")


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_before_declares_generation_4(rgo: RoadGoesEverOn) -> None:
    assert hazard_scripts.generation(str(hazard_scripts.GENERATION_5_SINCE - 1)) == 4
    assert hazard_scripts.generation(BEFORE) == 3
    for name in GENERATION_4:
        card = ids(rgo, name)[0]
        assert effects.scripted_hazard(card, 3) is None
        assert effects.scripted_hazard(card, 4) is not None


# -- the hazard limit ------------------------------------------------------------------------

@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-5")
def test_lost_in_shadow_lands_adds_one_to_the_limit_for_each_shadow_land(
        rgo: RoadGoesEverOn) -> None:
    lost = ids(rgo, "Lost in Shadow-lands")[0]
    ctx = begin(rgo, heading(rgo, "Moria", "Lost in Shadow-lands", "Crebain",
                             path=("shadow-land", "wilderness", "shadow-land")))
    assert applied(ctx) == [("limit", "hazard-limit", 2)]
    assert limit_changes(ctx) == [2]
    assert gone(ctx, lost) == ("RGO-HAZ-2", "resolved")
    none = begin(rgo, heading(rgo, "Moria", "Lost in Shadow-lands", path=("wilderness",)))
    assert gone(none, lost) == NOT_NOW and limit_changes(none) == []


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-5")
def test_lost_in_dark_domains_doubles_the_limit_with_a_dark_domain_in_the_path(
        rgo: RoadGoesEverOn) -> None:
    lost = ids(rgo, "Lost in Dark-domains")[0]
    ctx = begin(rgo, heading(rgo, "Moria", "Lost in Dark-domains", "Crebain",
                             path=("wilderness", "dark-domain")))
    started = next(f for f in ctx.facts if f.kind == "HazardLimitSet")
    assert int(started["limit"]) == 2  # two characters
    assert applied(ctx) == [("limit", "hazard-limit-doubled", 0)]
    assert limit_changes(ctx) == [2]
    assert ctx.state.hazard_limit == 4
    none = begin(rgo, heading(rgo, "Moria", "Lost in Dark-domains", path=("shadow-land",)))
    assert gone(none, lost) == NOT_NOW and limit_changes(none) == []
    modes = effects.scripted_hazard(lost, 4)
    assert modes is not None
    staying = replace(state(rgo), path=("dark-domain",))
    assert hazard_scripts.problem(modes[0], staying, rgo.catalog,
                                  None) == "the company does not move"


# -- the site phase lost -----------------------------------------------------------------------

def lost_at(rgo: RoadGoesEverOn, site: str, hazard: str, region: str) -> State:
    """The company arrived at ``site`` after ``hazard`` was played on it by ``region``."""
    ctx = begin(rgo, heading(rgo, site, hazard, path=(region,)))
    assert applied(ctx) == [("lost", "site-phase-nothing", 0)]
    return replace(ctx.state, site=ids(rgo, site)[0], destination=None, phase=SITE, pile=(),
                   awaited_strikes=None)


@pytest.mark.rule("RGO-HAZ-2")
def test_lost_in_free_domains_leaves_the_company_nothing_in_its_site_phase(
        rgo: RoadGoesEverOn) -> None:
    lost, aragorn = ids(rgo, "Lost in Free-domains", "Aragorn II")
    at_site = lost_at(rgo, "Bree", "Lost in Free-domains", "free-domain")
    assert [a.id for a in rgo.actions(at_site)] == ["end-turn"]  # not even a ranger's tap
    ctx = Context(rgo, Table(1, {}, at_site))
    for action in ("explore", f"river:{aragorn}"):
        with pytest.raises(IllegalAction) as refused:
            rgo.decide(ctx, action, {})
        assert (str(refused.value), refused.value.clause, ctx.facts) == (
            "Lost in Free-domains: the company does nothing in its site phase and nothing "
            "cancels it; end the turn. [RGO-HAZ-2]", "RGO-HAZ-2", [])
    rgo.decide(ctx, "end-turn", {})
    assert ctx.facts[0].kind != "SiteExplored"
    without = begin(rgo, heading(rgo, "Bree", "Lost in Free-domains", path=("border-land",)))
    assert gone(without, lost) == NOT_NOW


@pytest.mark.rule("RGO-HAZ-2")
def test_lost_at_sea_leaves_the_company_nothing_in_its_site_phase(rgo: RoadGoesEverOn) -> None:
    lost = ids(rgo, "Lost at Sea")[0]
    at_site = lost_at(rgo, "Grey Havens", "Lost at Sea", "coastal-sea")
    assert at_site.hazard_effects == ((1, lost, "site-phase-nothing", at_site.company, 0, "", 1),)
    assert [a.id for a in rgo.actions(at_site)] == ["end-turn"]
    without = begin(rgo, heading(rgo, "Grey Havens", "Lost at Sea", path=("wilderness",)))
    assert gone(without, lost) == NOT_NOW


# -- Call of the Sea ---------------------------------------------------------------------------

def going_home(ctx: Context[State]) -> tuple[object, ...]:
    rolled = next(f for f in ctx.facts if f.kind == "GoingHomeRolled")
    return (rolled["character"], rolled["roll"], rolled["unused_influence"], rolled["needed"],
            rolled["home"])


@pytest.mark.rule("RGO-HAZ-2", "RGO-TARGET-1")
def test_call_of_the_sea_sends_an_elf_home_below_ten(rgo: RoadGoesEverOn) -> None:
    legolas = ids(rgo, "Legolas")[0]
    # Seed 1 rolls 5; 20 general influence less Aragorn's 9 and Legolas' 6 mind: 5 unused.
    inland = begin(rgo, heading(rgo, "Lórien", "Call of the Sea", "Crebain",
                                path=("wilderness",)))
    assert applied(inland) == [("go-home", "go-home", 10)]
    assert going_home(inland) == (legolas, 5, 5, 10, False)
    assert inland.state.character(legolas) is not None


@pytest.mark.rule("RGO-HAZ-2", "RGO-TARGET-1")
def test_call_of_the_sea_takes_three_from_an_elf_crossing_a_coastal_sea(
        rgo: RoadGoesEverOn) -> None:
    legolas, call = ids(rgo, "Legolas", "Call of the Sea")
    ctx = begin(rgo, heading(rgo, "Grey Havens", "Call of the Sea", "Crebain",
                             path=("wilderness", "coastal-sea")))
    assert going_home(ctx) == (legolas, 5, 5, 10, True)  # 5 + 5 - 3 = 7
    rolled = next(f for f in ctx.facts if f.kind == "GoingHomeRolled")
    assert [m["amount"] for m in rolled["check"]["modifiers"]] == [5, -3]
    assert ctx.state.character(legolas) is None and legolas in ctx.state.hand
    no_elf = begin(rgo, heading(rgo, "Grey Havens", "Call of the Sea", path=("coastal-sea",),
                                characters=company(rgo, "Aragorn II")))
    assert gone(no_elf, call)[0] == "RGO-HAZ-3"


# -- Awaken the Earth's Fire ---------------------------------------------------------------------

@pytest.mark.rule("RGO-HAZ-2", "RGO-SITE-4", "RGO-ENV-1")
def test_awaken_the_earths_fire_adds_two_at_a_shadow_hold_once_a_turn(
        rgo: RoadGoesEverOn) -> None:
    fire, moria = ids(rgo, "Awaken the Earth’s Fire", "Moria")
    ctx = begin(rgo, heading(rgo, "Moria", "Awaken the Earth’s Fire", "Crebain",
                             path=("wilderness",)))
    assert applied(ctx) == [("automatic-attack", "automatic-attack-prowess", 2)]
    at_moria = replace(ctx.state, site=moria, destination=None, phase=SITE)
    assert declared_prowess(rgo, at_moria) == [7 + 2]
    again = heading(rgo, "Moria", "Awaken the Earth’s Fire", path=("wilderness",),
                    hazard_effects=ctx.state.hazard_effects)
    assert gone(begin(rgo, again), fire) == NOT_NOW  # it cannot be duplicated
    ruins = begin(rgo, heading(rgo, "Weathertop", "Awaken the Earth’s Fire",
                               path=("wilderness",)))
    assert gone(ruins, fire) == NOT_NOW


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-4")
def test_with_doors_of_night_awaken_the_earths_fire_treats_a_shadow_land_or_a_shadow_hold(
        rgo: RoadGoesEverOn) -> None:
    doors, fire, moria = ids(rgo, "Doors of Night", "Awaken the Earth’s Fire", "Moria")
    modes = effects.scripted_hazard(fire, 4)
    assert modes is not None
    land, hold = modes[1], modes[2]
    start = replace(state(rgo, destination=moria, path=("wilderness", "shadow-land")),
                    environments=(doors,))
    who = start.characters[0]
    assert hazard_scripts.problem(land, replace(start, environments=()), rgo.catalog,
                                  who) == "Doors of Night is not in play"
    ctx = Context(rgo, Table(1, {}, start))
    assert hazard_scripts.apply(ctx, rgo.catalog, fire, land, who)
    assert ctx.state.path == ("wilderness", "dark-domain")
    ctx = Context(rgo, Table(1, {}, start))
    assert hazard_scripts.apply(ctx, rgo.catalog, fire, hold, who)
    assert hazard_scripts.site_type(ctx.state, rgo.catalog.get(moria)) == "dark-hold"
    assert hazard_scripts.problem(modes[0], ctx.state, rgo.catalog,
                                  who) == "it cannot be duplicated"
