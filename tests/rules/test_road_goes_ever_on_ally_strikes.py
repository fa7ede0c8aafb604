"""The Road Goes Ever On, version 149: the company's allies face strikes as characters do
(CoE 2.V.2.2, ally_strikes.py): the defender may give one a strike, and strikes left to chance
may fall on one; a wounded ally makes a body check and is discarded if it fails; a wounded ally
heals at a Haven. Goldberry is never attacked; Treebeard, Leaflock and Skinbark are not by
automatic-attacks nor by hazards keyed to their site. Constructed states played with the real
ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import ally_strikes, policy
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MOVEMENT_HAZARD, AwaitedStrikes, State
from tests.rules.rgo_support import ids, resolve_given, state

SEED_FAILS = 2  # the body check rolls 11
WOLVES = Attack("TW-114", "Wolves", "Wolves", 2, 7)
TROLLS = Attack("TW-100", "Troll", "Trolls", 1, 20)


def facing(rgo: RoadGoesEverOn, attack: Attack, *allies: str, keyed_to: str = "region 1 "
           "(wilderness)", **fields: Any) -> State:
    """``attack`` declared against Aragorn II and Legolas and the ``allies``, keyed to
    ``keyed_to``, the defender to assign its strikes."""
    return replace(state(rgo, phase=MOVEMENT_HAZARD, keyed_to=keyed_to,
                         allies=ids(rgo, *allies),
                         awaited_strikes=AwaitedStrikes(attack.to_json(), "RGO-HAZ-2", None)),
                   **fields)


def assigns(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith("assign:")]


def fight(rgo: RoadGoesEverOn, s: State, *actions: str, seed: int = 1) -> Context[State]:
    ctx = Context(rgo, Table(seed, {}, s))
    for action in actions:
        rgo.decide(ctx, action, {})
    return ctx


def facts(ctx: Context[State], *kinds: str) -> list[tuple[str, dict[str, Any]]]:
    return [(f.kind, dict(f.data)) for f in ctx.facts if f.kind in kinds]


def of(found: list[Fact], kind: str) -> list[dict[str, Any]]:
    return [dict(f.data) for f in found if f.kind == kind]


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_plays_allies_facing_strikes(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= ally_strikes.SINCE_VERSION == 149


@pytest.mark.rule("CoE-2.V.2.2", "CoE-3.ii", "CoE-3.iv.7")
def test_the_defender_gives_a_strike_to_an_ally_who_beats_it(rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, treebeard = ids(rgo, "Aragorn II", "Legolas", "Treebeard")
    s = facing(rgo, WOLVES, "Treebeard")
    assert assigns(rgo, s) == [f"assign:{aragorn}", f"assign:{legolas}",
                               f"assign:{treebeard}"]
    # Aragorn, given none, may support either: the strikes are resolved once the defender says.
    ctx = fight(rgo, s, f"assign:{treebeard}", f"assign:{legolas}", "assign-rest")
    [first, second] = of(ctx.facts, "StrikeResolved")
    # Treebeard's prowess 8 against 7: any roll beats the strike, which taps him.
    assert (first["character"], first["prowess"], first["result"]) == (treebeard, 8, "failed")
    assert facts(ctx, "AllyTapped")[0][1] == {"ally": treebeard,
                                              "use": "faced a strike of Wolves"}
    assert ctx.state.allies == (treebeard,) and treebeard in ctx.state.tapped_allies
    assert second["character"] == legolas
    # Tapped, he is given no strike of the next attack.
    again = facing(rgo, WOLVES, "Treebeard", tapped_allies=(treebeard,))
    assert f"assign:{treebeard}" not in assigns(rgo, again)


@pytest.mark.rule("CoE-2.V.2.2", "CoE-3.iv.7", "CoE-3.I.1")
def test_a_wounded_ally_passing_its_body_check_stays_wounded(rgo: RoadGoesEverOn) -> None:
    leaflock = ids(rgo, "Leaflock")[0]
    ctx = fight(rgo, facing(rgo, TROLLS, "Leaflock"), f"assign:{leaflock}", seed=1)
    [resolved] = of(ctx.facts, "StrikeResolved")
    assert (resolved["character"], resolved["result"]) == (leaflock, "succeeded")
    assert facts(ctx, "AllyWounded") == [("AllyWounded", {"ally": leaflock,
                                                          "attack": "Troll"})]
    [checked] = of(ctx.facts, "BodyChecked")
    assert checked["character"] == leaflock and not checked["eliminated"]
    assert checked["roll"] <= 8  # Leaflock's body
    assert ctx.state.allies == (leaflock,) and ctx.state.wounded_allies == (leaflock,)
    # Wounded, he fights at -2 and is offered no strike (he is not untapped).
    wounded = facing(rgo, WOLVES, "Leaflock", wounded_allies=(leaflock,),
                     tapped_allies=(leaflock,))
    assert f"assign:{leaflock}" not in assigns(rgo, wounded)
    assert ally_strikes.prowess(wounded, rgo.catalog.get, leaflock) == 5 - 2


@pytest.mark.rule("CoE-2.V.2.2", "CoE-3.I.1")
def test_a_wounded_ally_failing_its_body_check_is_discarded(rgo: RoadGoesEverOn) -> None:
    leaflock = ids(rgo, "Leaflock")[0]
    ctx = fight(rgo, facing(rgo, TROLLS, "Leaflock"), f"assign:{leaflock}", seed=SEED_FAILS)
    [checked] = of(ctx.facts, "BodyChecked")
    assert checked["character"] == leaflock and checked["eliminated"]
    assert checked["roll"] > 8
    assert facts(ctx, "AllyDiscarded") == [("AllyDiscarded", {
        "ally": leaflock, "site": ctx.state.site, "reason": "failed a body check against Troll"})]
    assert ctx.state.allies == () and ctx.state.wounded_allies == ()


@pytest.mark.rule("CoE-2.V.2.2", "RGO-TARGET-2")
def test_strikes_left_to_chance_may_fall_on_an_ally(rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, treebeard = ids(rgo, "Aragorn II", "Legolas", "Treebeard")
    three = Attack("TW-114", "Wolves", "Wolves", 3, 7)
    ctx = fight(rgo, facing(rgo, three, "Treebeard"), "assign-rest")
    resolve_given(rgo, ctx)
    picked = of(ctx.facts, "StrikeAssigned")
    assert of(ctx.facts, "RandomPicked")[0]["candidates"] == [aragorn, legolas, treebeard]
    assert [p["character"] for p in picked] == [aragorn, legolas, treebeard]
    # One strike per defender: no excess strike weighs on the first one struck.
    assert [r["character"] for r in of(ctx.facts, "StrikeResolved")] == [
        p["character"] for p in picked]


@pytest.mark.rule("CoE-2.V.2.2")
def test_goldberry_is_never_attacked(rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, goldberry = ids(rgo, "Aragorn II", "Legolas", "Goldberry")
    s = facing(rgo, Attack("TW-114", "Wolves", "Wolves", 3, 7), "Goldberry")
    assert assigns(rgo, s) == [f"assign:{aragorn}", f"assign:{legolas}"]
    ctx = Context(rgo, Table(1, {}, s))
    with pytest.raises(IllegalAction) as refusal:
        rgo.decide(ctx, f"assign:{goldberry}", {})
    assert str(refusal.value).startswith("Goldberry may not be attacked.")
    assert refusal.value.clause == "CoE-2.V.2.2" and ctx.facts == []
    rgo.decide(ctx, "assign-rest", {})
    assert goldberry not in [p["character"] for p in of(ctx.facts, "StrikeAssigned")]
    assert of(ctx.facts, "RandomPicked")[0]["candidates"] == [aragorn, legolas]


@pytest.mark.rule("CoE-2.V.2.2")
def test_the_ents_are_not_attacked_by_what_is_keyed_to_their_site(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, treebeard, skinbark = ids(rgo, "Aragorn II", "Legolas", "Treebeard",
                                                "Skinbark")
    at_site = facing(rgo, WOLVES, "Treebeard", "Skinbark", keyed_to="the site")
    assert assigns(rgo, at_site) == [f"assign:{aragorn}", f"assign:{legolas}"]
    ctx = Context(rgo, Table(1, {}, at_site))
    with pytest.raises(IllegalAction) as refusal:
        rgo.decide(ctx, f"assign:{skinbark}", {})
    assert ("Skinbark is never attacked by an automatic-attack or by a hazard keyed to his "
            "site") in str(refusal.value)
    assert ctx.facts == []
    automatic = replace(WOLVES, automatic=True)
    auto = facing(rgo, automatic, "Treebeard", keyed_to="region 1 (wilderness)")
    assert assigns(rgo, auto) == [f"assign:{aragorn}", f"assign:{legolas}"]
    # Keyed to a region, an attack may strike them.
    assert f"assign:{treebeard}" in assigns(rgo, facing(rgo, WOLVES, "Treebeard"))
    # Both Quickbeams and Leaflock print the same.
    quickbeams = replace(at_site, allies=("TW-307", "TW-308", ids(rgo, "Leaflock")[0]))
    assert assigns(rgo, quickbeams) == [f"assign:{aragorn}", f"assign:{legolas}"]
    assert "assign:TW-307" in assigns(rgo, replace(quickbeams, keyed_to="region 1 (wilderness)"))


@pytest.mark.rule("CoE-2.V.2.2")
def test_a_game_of_version_148_gives_allies_no_strike(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version("148")
    assert isinstance(old, RoadGoesEverOn)
    aragorn, legolas, treebeard = ids(rgo, "Aragorn II", "Legolas", "Treebeard")
    s = facing(rgo, Attack("TW-114", "Wolves", "Wolves", 3, 7), "Treebeard")
    assert assigns(old, s) == [f"assign:{aragorn}", f"assign:{legolas}"]
    ctx = fight(old, s, "assign-rest")
    assert treebeard not in [p["character"] for p in of(ctx.facts, "StrikeAssigned")]


@pytest.mark.rule("CoE-2.V.2.2", "CoE-3.ii")
def test_the_automatic_player_gives_the_first_strike_to_the_strongest(
        rgo: RoadGoesEverOn) -> None:
    tom = ids(rgo, "Tom Bombadil")[0]
    s = facing(rgo, WOLVES, "Tom Bombadil")  # prowess 12, above Aragorn II's and Legolas's
    assert policy.choose(rgo, s, rgo.actions(s)) == (f"assign:{tom}", {})


@pytest.mark.rule("CoE-2.V.2.2", "CoE-2.I.1")
def test_a_wounded_ally_heals_at_a_haven(rgo: RoadGoesEverOn) -> None:
    leaflock = ids(rgo, "Leaflock")[0]
    wounded = state(rgo, allies=(leaflock,), wounded_allies=(leaflock,),
                    tapped_allies=(leaflock,))  # at Rivendell, a Haven
    ctx = Context(rgo, Table(1, {}, wounded))
    rgo.machinery(wounded)[0].start_turn(ctx)
    assert of(ctx.facts, "CharactersUntapped")[0]["allies_healed"] == [leaflock]
    # Healed to tapped, as a character heals: he untaps next turn.
    assert ctx.state.wounded_allies == () and ctx.state.tapped_allies == (leaflock,)
    away = replace(wounded, site=ids(rgo, "Moria")[0])
    ctx = Context(rgo, Table(1, {}, away))
    rgo.machinery(away)[0].start_turn(ctx)
    assert "allies_healed" not in of(ctx.facts, "CharactersUntapped")[0]
    assert ctx.state.wounded_allies == (leaflock,) and ctx.state.tapped_allies == (leaflock,)
