"""The Road Goes Ever On, version 49: Goldberry (TW-245) and Gollum (TW-246), allies of the
company, tap to cancel an attack keyed to a Wilderness (Gollum also a Shadow-land, his
company of two or less) before its strikes are assigned (CoE 3.i). Constructed states played
with the real ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import ally_abilities
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MOVEMENT_HAZARD, AwaitedStrikes, State
from tests.rules.rgo_support import begin, company, ids, moving, state


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith("ally:")]


def refused(rgo: RoadGoesEverOn, ctx: Context[State], action: str) -> str:
    """The refusal of ``action``: its clause is CoE-3.i and nothing is written."""
    before = (ctx.state, len(ctx.facts))
    with pytest.raises(IllegalAction) as refusal:
        rgo.decide(ctx, action, {})
    assert refusal.value.clause == "CoE-3.i"
    assert (ctx.state, len(ctx.facts)) == before
    return str(refusal.value)


def facing(rgo: RoadGoesEverOn, keyed_to: str, *allies: str, **fields: Any) -> State:
    """Wolves (TW-114) declared against Aragorn II and Legolas, keyed to ``keyed_to``."""
    attack = Attack("TW-114", "Wolves", "Wolves", 2, 7)
    return replace(state(rgo, phase=MOVEMENT_HAZARD, keyed_to=keyed_to,
                         allies=ids(rgo, *allies),
                         awaited_strikes=AwaitedStrikes(attack.to_json(), "RGO-HAZ-2",
                                                        "TW-114")), **fields)


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_plays_the_allies_abilities(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= ally_abilities.SINCE_VERSION == 49


@pytest.mark.rule("CoE-3.i")
def test_goldberry_cancels_an_attack_keyed_to_a_wilderness(rgo: RoadGoesEverOn) -> None:
    goldberry, wolves = ids(rgo, "Goldberry", "Wolves")
    ctx = begin(rgo, moving(rgo, "Wolves", allies=(goldberry,)))  # Moria to Lórien
    assert ctx.state.keyed_to == "region 1 (wilderness)"
    assert offered(rgo, ctx.state) == [f"ally:{goldberry}"]
    rgo.decide(ctx, f"ally:{goldberry}", {})
    assert [(f.kind, f.rule) for f in ctx.facts if f.kind in (
        "AllyTapped", "AttackCanceled", "HazardDiscarded")] == [
        ("AllyTapped", "CoE-3.i"), ("AttackCanceled", "CoE-3.i"), ("HazardDiscarded", "CoE-3.v")]
    assert ctx.state.tapped_allies == (goldberry,) and wolves in ctx.state.hazard_discard
    # Tapped, she cancels nothing more this turn.
    again = begin(rgo, moving(rgo, "Wolves", allies=(goldberry,), tapped_allies=(goldberry,)))
    assert offered(rgo, again.state) == []
    assert "Goldberry is tapped until the next turn" in refused(rgo, again,
                                                                 f"ally:{goldberry}")


@pytest.mark.rule("CoE-3.i")
def test_a_game_of_version_48_has_no_ally_abilities(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version("48")
    assert isinstance(old, RoadGoesEverOn)
    assert offered(old, facing(rgo, "region 1 (wilderness)", "Goldberry", "Gollum")) == []


@pytest.mark.rule("CoE-3.i", "CoE-2.II.3.1.1")
def test_gollum_cancels_for_a_company_of_two_or_less(rgo: RoadGoesEverOn) -> None:
    gollum = ids(rgo, "Gollum")[0]
    two = facing(rgo, "region 2 (shadow-land)", "Gollum")  # Aragorn II and Legolas
    assert offered(rgo, two) == [f"ally:{gollum}"]
    # Two Hobbits and a Man count two (a Hobbit counts half, rounded up).
    halves = replace(two, characters=company(rgo, "Bilbo", "Frodo", "Aragorn II"))
    assert offered(rgo, halves) == [f"ally:{gollum}"]
    three = replace(two, characters=company(rgo, "Aragorn II", "Legolas", "Gimli"))
    assert offered(rgo, three) == []
    ctx = Context(rgo, Table(1, {}, three))
    assert "his company's size is 2 or less" in refused(rgo, ctx, f"ally:{gollum}")


@pytest.mark.rule("CoE-3.i")
def test_an_attack_keyed_elsewhere_is_not_canceled(rgo: RoadGoesEverOn) -> None:
    goldberry, gollum = ids(rgo, "Goldberry", "Gollum")
    shadow = facing(rgo, "region 1 (shadow-land)", "Goldberry", "Gollum")
    assert offered(rgo, shadow) == [f"ally:{gollum}"]  # Goldberry: a Wilderness only
    at_site = facing(rgo, "the site", "Goldberry", "Gollum")
    assert offered(rgo, at_site) == []
    ctx = Context(rgo, Table(1, {}, at_site))
    assert "Goldberry cancels only an attack keyed to a wilderness region" in refused(
        rgo, ctx, f"ally:{goldberry}")


@pytest.mark.rule("CoE-3.i")
def test_an_ally_without_the_ability_or_not_in_the_company_is_refused(
        rgo: RoadGoesEverOn) -> None:
    bill, goldberry = ids(rgo, "Bill the Pony", "Goldberry")
    s = facing(rgo, "region 1 (wilderness)", "Bill the Pony")
    assert offered(rgo, s) == []
    ctx = Context(rgo, Table(1, {}, s))
    assert "Bill the Pony has no ability that cancels an attack" in refused(
        rgo, ctx, f"ally:{bill}")
    assert "Goldberry is not an ally of the company" in refused(rgo, ctx, f"ally:{goldberry}")


# -- allies bound to their regions (version 62) -------------------------------------------------

def arrived(rgo: RoadGoesEverOn, *allies: str) -> Context[State]:
    """The company with ``allies`` moves from Moria (Redhorn Gate) to Lórien (Wold &
    Foothills), a Haven, with nothing in its Hazard Pile."""
    ctx = begin(rgo, moving(rgo, allies=ids(rgo, *allies)))
    assert "CompanyArrived" in [f.kind for f in ctx.facts]
    return ctx


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_discards_allies_out_of_their_regions(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= ally_abilities.REGIONS_SINCE == 62


@pytest.mark.rule("RGO-QUEST-4")
def test_tom_bombadil_leaves_a_company_that_goes_beyond_his_regions(
        rgo: RoadGoesEverOn) -> None:
    """TW-350 Tom Bombadil stays in Arthedain, Cardolan, Rhudaur and The Shire; TW-353
    Treebeard's regions hold Wold & Foothills, so he stays. His card's text discards him,
    cited by the clause of his play, here the Quest Display's (the ally_text_cited tests)."""
    tom, treebeard = ids(rgo, "Tom Bombadil", "Treebeard")
    ctx = arrived(rgo, "Tom Bombadil", "Treebeard")
    left = [f for f in ctx.facts if f.kind == "AllyDiscarded"]
    assert [(f.rule, f["ally"], f["site"]) for f in left] == [
        ("RGO-QUEST-4", tom, ids(rgo, "Lórien")[0])]
    assert ctx.state.allies == (treebeard,)


@pytest.mark.rule("RGO-QUEST-4")
def test_skinbark_leaves_where_treebeard_and_leaflock_stay(rgo: RoadGoesEverOn) -> None:
    """TW-328 Skinbark's regions are narrower than TW-353 Treebeard's and TW-265
    Leaflock's: of the three, only Skinbark leaves a company arriving at Wose Passage-hold
    (Old Pûkel-land)."""
    skinbark, treebeard, leaflock = ids(rgo, "Skinbark", "Treebeard", "Leaflock")
    passage = ids(rgo, "Wose Passage-hold")[0]
    assert rgo.catalog.get(passage).region == "Old Pûkel-land"
    ctx = begin(rgo, moving(rgo, allies=(skinbark, treebeard, leaflock),
                            destination=passage, path=("wilderness",)))
    assert [f["ally"] for f in ctx.facts if f.kind == "AllyDiscarded"] == [skinbark]
    assert ctx.state.allies == (treebeard, leaflock)


@pytest.mark.rule("CoE-2.IV")
def test_a_game_of_version_61_keeps_every_ally(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version("61")
    assert isinstance(old, RoadGoesEverOn)
    tom, goldberry = ids(rgo, "Tom Bombadil", "Goldberry")
    ctx = begin(old, moving(rgo, allies=(tom, goldberry)))
    assert "AllyDiscarded" not in [f.kind for f in ctx.facts]
    assert ctx.state.allies == (tom, goldberry)
