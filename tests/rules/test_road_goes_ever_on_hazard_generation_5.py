"""The Road Goes Ever On from ``hazard_scripts.GENERATION_5_SINCE``: the engine's hazard
generation 5 played by the Shadow (RGO-HAZ-2, ``ring_hazards.py``): The Will of the Ring, The
Precious and The Ring's Betrayal on a Ring's bearer or company, and Muster Disperses on a
faction, on constructed states and fixed seeds; the version before still declares them."""

from __future__ import annotations

from typing import Any

import pytest

from domain.engine import effects
from domain.engine.characters import Character, Item
from domain.ruleset import Context, Fact
from domain.rulesets.road_goes_ever_on import hazard_scripts, ring_hazards
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MPRecord, State
from tests.rules.rgo_support import begin, company, ids, moving, rolled

BEFORE = str(hazard_scripts.GENERATION_5_SINCE - 1)
GENERATION_5 = ("The Will of the Ring", "The Precious", "The Ring’s Betrayal",
                "Muster Disperses")
NOT_NOW = ("RGO-HAZ-3", "it cannot be played on the company now")


def gone(ctx: Context[State], card: str) -> tuple[str | None, str]:
    fact = next(f for f in ctx.facts if f.kind == "HazardDiscarded" and f["card"] == card)
    return fact.rule, str(fact["reason"])


def bearing(rgo: RoadGoesEverOn, **items: str) -> tuple[Character, ...]:
    """Aragorn and Legolas, each with the item named for him (``aragorn=``, ``legolas=``)."""
    aragorn, legolas = company(rgo, "Aragorn II", "Legolas")
    for key, item in items.items():
        card = Item.from_card(rgo.catalog.find(item))
        if key == "aragorn":
            aragorn = aragorn.with_item(card)
        else:
            legolas = legolas.with_item(card)
    return aragorn, legolas


def played(rgo: RoadGoesEverOn, event: str, seed: int, **fields: Any) -> Context[State]:
    """``event`` revealed in the Hazard Pile; its check, waiting for helpers from
    check_helpers.OTHERS_SINCE, rolled unhelped (test_road_goes_ever_on_waiting_checks.py)."""
    ctx = begin(rgo, moving(rgo, event, "Crebain", **fields), seed=seed)
    rolled(rgo, ctx)
    return ctx


def checked(ctx: Context[State]) -> Fact:
    return next(f for f in ctx.facts if f.kind == "CorruptionChecked")


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_before_declares_generation_5(rgo: RoadGoesEverOn) -> None:
    assert hazard_scripts.generation(str(hazard_scripts.GENERATION_6_SINCE - 1)) == 5
    assert hazard_scripts.generation(BEFORE) == 4
    for name in GENERATION_5:
        card = ids(rgo, name)[0]
        assert effects.scripted_hazard(card, 4) is None
        assert effects.scripted_hazard(card, 5) is not None


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-3", "RGO-TARGET-1")
def test_the_will_of_the_ring_checks_the_bearer_of_the_one_ring_at_minus_four(
        rgo: RoadGoesEverOn) -> None:
    aragorn, will = ids(rgo, "Aragorn II", "The Will of the Ring")
    ctx = played(rgo, "The Will of the Ring", seed=1,
                 characters=bearing(rgo, aragorn="The One Ring"))
    event = next(f for f in ctx.facts if f.kind == "HazardEventPlayed")
    assert event["target"] == aragorn  # the bearer, never Legolas
    check = checked(ctx)
    # The One Ring's 6 points, and the one more it gives every character of its company
    # (ring_powers.py).
    assert (check["character"], check["modifier"], check["corruption_points"], check.rule) == (
        aragorn, -4, 6 + 1, "RGO-HAZ-2")
    assert gone(ctx, will) == ("RGO-HAZ-2", "resolved")
    assert gone(played(rgo, "The Will of the Ring", seed=1), will) == NOT_NOW  # no One Ring


@pytest.mark.rule("RGO-HAZ-2", "RGO-TARGET-1", "CoE-2.IV")
def test_the_precious_takes_the_one_ring_with_a_companion_who_fails(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, ring, precious = ids(rgo, "Aragorn II", "Legolas", "The One Ring",
                                           "The Precious")
    start = bearing(rgo, aragorn="The One Ring", legolas="Dwarven Ring of Barin’s Tribe")
    ctx = played(rgo, "The Precious", seed=1, characters=start)  # 5 - 2 against 3 points
    check = checked(ctx)
    assert (check["character"], check["modifier"], check["result"]) == (legolas, -2,
                                                                      "discarded")
    kinds = [(f.kind, f.get("character")) for f in ctx.facts
             if f.kind in ("CharacterEliminated", "ItemLost")]
    assert kinds == [("CharacterEliminated", legolas), ("ItemLost", aragorn)]
    assert ctx.state.character(legolas) is None and ring in ctx.state.discard
    bearer = ctx.state.character(aragorn)
    assert bearer is not None and bearer.items == ()
    # The bearer himself is never its target: alone with the Ring, it is discarded.
    alone = played(rgo, "The Precious", seed=1, characters=start[:1])
    assert gone(alone, precious) == NOT_NOW


@pytest.mark.rule("RGO-HAZ-2", "RGO-TARGET-1")
def test_the_precious_passed_leaves_the_one_ring(rgo: RoadGoesEverOn) -> None:
    legolas, ring = ids(rgo, "Legolas", "The One Ring")
    ctx = played(rgo, "The Precious", seed=1, characters=bearing(rgo, aragorn="The One Ring"))
    check = checked(ctx)
    assert (check["character"], check["modifier"], check["result"]) == (legolas, -2, "passed")
    assert not any(f.kind == "ItemLost" for f in ctx.facts)
    assert ring not in ctx.state.discard


@pytest.mark.rule("RGO-HAZ-2", "RGO-TARGET-1")
def test_the_rings_betrayal_takes_the_ring_and_leaves_its_bearer(rgo: RoadGoesEverOn) -> None:
    legolas, ring, betrayal = ids(rgo, "Legolas", "Magic Ring of Courage",
                                  "The Ring’s Betrayal")
    start = bearing(rgo, legolas="Magic Ring of Courage", aragorn="Dagger of Westernesse")
    ctx = played(rgo, "The Ring’s Betrayal", seed=24, characters=start)  # 4 - 2 against 2
    check = checked(ctx)
    assert (check["character"], check["modifier"], check["result"]) == (legolas, -2,
                                                                      "discarded")
    lost = next(f for f in ctx.facts if f.kind == "ItemLost")
    assert (lost["character"], lost["card"], lost.rule) == (legolas, ring, "RGO-HAZ-2")
    assert not any(f.kind == "CharacterEliminated" for f in ctx.facts)
    still = ctx.state.character(legolas)
    assert still is not None and still.items == () and ring in ctx.state.discard
    # A gold ring item is no Ring: no one bears one, so it is discarded.
    gold = bearing(rgo, legolas="Beautiful Gold Ring")
    assert gone(played(rgo, "The Ring’s Betrayal", seed=1, characters=gold), betrayal) \
        == NOT_NOW
    assert ring_hazards.is_ring(rgo.catalog.find("The One Ring"))


def with_faction(rgo: RoadGoesEverOn, *names: str) -> tuple[MPRecord, ...]:
    return tuple(MPRecord(rgo.catalog.find(n).id, n, "faction", 3) for n in names)


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-3")
def test_muster_disperses_discards_a_faction_below_eleven(rgo: RoadGoesEverOn) -> None:
    rangers, muster = ids(rgo, "Rangers of the North", "Muster Disperses")
    ctx = played(rgo, "Muster Disperses", seed=1, mp=with_faction(rgo, "Rangers of the North"))
    rolled = next(f for f in ctx.facts if f.kind == "FactionDispersalRolled")
    # 20 general influence less Aragorn's 9 and Legolas' 6 mind: 5 unused.
    assert (rolled["faction"], rolled["roll"], rolled["unused_influence"], rolled["needed"],
            rolled["dispersed"]) == (rangers, 5, 5, 11, True)  # 5 + 5 is below 11
    lost = [(f["cards"], f.rule) for f in ctx.facts if f.kind == "MarshallingPointsLost"]
    assert lost == [([rangers], "RGO-HAZ-2")] and ctx.state.mp == ()
    assert gone(ctx, muster) == ("RGO-HAZ-2", "resolved")
    assert gone(played(rgo, "Muster Disperses", seed=1), muster) == NOT_NOW  # no faction
