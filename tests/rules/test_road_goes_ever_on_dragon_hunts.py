"""A Dragon's Ahunt long-event played by its card (TD-MANIF-1, dragon_hunts.py): it takes no
declared effect, attacks each company moving in its regions once while in play and, its attack
defeated, takes every manifestation of its Dragon out of the game (TD-MANIF-5)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from domain.engine.characters import Character
from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on.dragon_hunts import SINCE_VERSION, attacker_chooses
from domain.rulesets.road_goes_ever_on.long_events import came_into_play
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import (
    at_version,
    begin,
    card,
    company,
    kinds,
    settle,
    state,
    with_coe_cards,
)

CARDS = ("Bairanax Ahunt", "Bairanax at Home", "Ovir Hollow", "Smaug Ahunt")
BEFORE = str(SINCE_VERSION - 1)


@pytest.fixture(scope="module")
def rgo(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    return with_coe_cards(starter, coe_cards_path, CARDS)


def hunted(rgo: RoadGoesEverOn, site: str, *ahunts: str, **fields: object) -> State:
    """The company leaves Rivendell (Rhudaur) for ``site`` with ``ahunts`` in play, no Dragon
    table and an empty Hazard Pile."""
    return state(rgo, destination=card(rgo, site), path=("wilderness", "border-land"),
                 long_in_play=tuple(card(rgo, a) for a in ahunts),
                 options={"tables": {}, "dragon_table": False}, **fields)


def strong(rgo: RoadGoesEverOn) -> tuple[Character, ...]:
    """Three characters at prowess and body 20: each beats his strike."""
    return tuple(replace(c, prowess=20, body=20)
                 for c in company(rgo, "Aragorn II", "Legolas", "Gimli"))


@pytest.mark.rule("TD-MANIF-1")
def test_an_ahunt_attacks_a_company_moving_in_its_regions_and_stays_in_play(rgo) -> None:  # type: ignore[no-untyped-def]
    ahunt = card(rgo, "Bairanax Ahunt")
    ctx = begin(rgo, hunted(rgo, "Ovir Hollow", "Bairanax Ahunt"))
    settle(rgo, ctx)
    made = next(f for f in ctx.facts if f.kind == "DragonAhuntAttacks")
    assert (made.rule, made["card"], made["regions"]) == (
        "TD-MANIF-1", ahunt, ["Grey Mountain Narrows"])
    declared = next(f for f in ctx.facts if f.kind == "AttackDeclared")
    assert (declared.rule, declared["attack"]["source"], declared["attack"]["strikes"],
            declared["attack"]["prowess"], declared["attack"]["body"],
            declared["attack"]["race"]) == ("TD-MANIF-1", ahunt, 3, 12, 6, "Dragon")
    ended = next(f for f in ctx.facts if f.kind == "AttackEnded")
    assert ended["defeated"] is False
    assert not [f for f in ctx.facts if f.kind in ("HazardDiscarded", "DragonDefeated")]
    assert ctx.state.long_in_play == (ahunt,)
    assert ctx.state.hunts_made == ((ahunt, ctx.state.company),)


@pytest.mark.rule("TD-MANIF-1")
def test_an_ahunt_leaves_a_company_moving_elsewhere_or_attacked_already_alone(rgo) -> None:  # type: ignore[no-untyped-def]
    elsewhere = begin(rgo, hunted(rgo, "Bree", "Bairanax Ahunt"))
    assert kinds(elsewhere.facts, "DragonAhuntAttacks", "AttackDeclared") == []
    ahunt = card(rgo, "Bairanax Ahunt")
    again = begin(rgo, hunted(rgo, "Ovir Hollow", "Bairanax Ahunt",
                              hunts_made=((ahunt, "c1"),)))
    assert kinds(again.facts, "DragonAhuntAttacks", "AttackDeclared") == []


@pytest.mark.rule("TD-MANIF-5", "BA-CLAR-1")
def test_an_ahunt_s_attack_defeated_takes_the_dragon_s_manifestations_out(rgo) -> None:  # type: ignore[no-untyped-def]
    bairanax, smaug = card(rgo, "Bairanax Ahunt"), card(rgo, "Smaug Ahunt")
    ctx = begin(rgo, hunted(rgo, "Ovir Hollow", "Bairanax Ahunt", "Smaug Ahunt",
                            characters=strong(rgo)), seed=2)
    settle(rgo, ctx)
    assert [(f.kind, f["card"]) for f in ctx.facts if f.kind == "DragonAhuntAttacks"] == [
        ("DragonAhuntAttacks", bairanax), ("DragonAhuntAttacks", smaug)]
    assert [f["defeated"] for f in ctx.facts if f.kind == "AttackEnded"] == [True, False]
    gained = next(f for f in ctx.facts if f.kind == "MarshallingPointsGained")
    assert (gained["card"], gained["kind"], gained["points"]) == (bairanax, "kill", 3)
    defeated = next(f for f in ctx.facts if f.kind == "DragonDefeated")
    assert (defeated.rule, defeated["dragon"], defeated["removed"]) == (
        "TD-MANIF-5", "Bairanax", [bairanax])
    assert ctx.state.long_in_play == (smaug,) and ctx.state.slain_dragons == ("Bairanax",)


@pytest.mark.rule("TD-MANIF-1")
def test_smaug_ahunt_chooses_its_defenders_and_bairanax_s_does_too(rgo) -> None:  # type: ignore[no-untyped-def]
    attack = Attack(card(rgo, "Smaug Ahunt"), "Smaug Ahunt", "Dragon", 3, 15, 7)
    assert attacker_chooses(str(SINCE_VERSION), attack)
    assert not attacker_chooses(BEFORE, attack)
    assert not attacker_chooses(str(SINCE_VERSION), replace(attack, name="Itangast Ahunt"))


@pytest.mark.rule("TD-MANIF-1", "RGO-LONG-2")
def test_an_ahunt_comes_into_play_with_nothing_to_declare(rgo) -> None:  # type: ignore[no-untyped-def]
    ahunt = card(rgo, "Smaug Ahunt")
    now = Context(rgo, Table(1, {}, state(rgo, long_in_play=(ahunt,))))
    assert came_into_play(now, rgo.catalog.get(ahunt), "movement-hazard") is False
    told = next(f for f in now.facts if f.kind == "DragonAhuntInPlay")
    assert (told.rule, told["regions"]) == ("TD-MANIF-1", [
        "Withered Heath", "Northern Rhovanion", "Iron Hills", "Grey Mountain Narrows"])
    old_rgo = at_version(rgo, BEFORE)
    old = Context(old_rgo, Table(1, {}, state(old_rgo, long_in_play=(ahunt,))))
    assert came_into_play(old, old_rgo.catalog.get(ahunt), "movement-hazard") is True
    assert kinds(old.facts, "LongEventEffectAwaited", "DragonAhuntInPlay") == [
        ("LongEventEffectAwaited", "RGO-LONG-4")]


@pytest.mark.rule("TD-MANIF-1")
def test_before_version_200_an_ahunt_in_play_makes_no_attack(rgo) -> None:  # type: ignore[no-untyped-def]
    old = at_version(rgo, BEFORE)
    ctx = begin(old, hunted(old, "Ovir Hollow", "Bairanax Ahunt"))
    settle(old, ctx)
    assert kinds(ctx.facts, "DragonAhuntAttacks", "AttackDeclared") == []


@pytest.mark.rule("TD-MANIF-6")
def test_an_ahunt_of_a_defeated_dragon_makes_no_attack(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = begin(rgo, hunted(rgo, "Ovir Hollow", "Bairanax Ahunt",
                            slain_dragons=("Bairanax",)))
    assert kinds(ctx.facts, "DragonAhuntAttacks", "AttackDeclared") == []
