"""The Road Goes Ever On, from item_uses.SINCE_VERSION: the Torque of Hues (TW-351), the
Star-glass (TW-330) and the Black Arrow (TW-494) used against an attack on their bearer's
company before its strikes are assigned (CoE 3.i), the bearer's corruption check after the
Torque and the Star-glass (CoE 7.1). Constructed states played with the real ruleset; the
version before offers none of it."""

from __future__ import annotations

from typing import Any

import pytest

from domain.engine.characters import Character, Item
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import item_uses
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import card, ids, moving

NOW = str(item_uses.SINCE_VERSION)
BEFORE = str(item_uses.SINCE_VERSION - 1)
WATCHED = ("ItemTapped", "CharacterStateChanged", "AttackCanceled", "AttackWeakened",
           "ItemLost", "CorruptionChecked")


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def bearing(rgo: RoadGoesEverOn, who: str, *items: str) -> Character:
    bearer = Character.from_card(rgo.catalog.find(who))
    for name in items:
        bearer = bearer.with_item(Item.from_card(rgo.catalog.find(name), facts=True))
    return bearer


def attacked(rgo: RoadGoesEverOn, creature: str, bearer: Character, version: str = NOW,
             companion: str = "Legolas", **fields: Any) -> Context[State]:
    """``bearer`` and ``companion`` leave Moria for Lórien; ``creature`` attacks from the
    pile."""
    ruleset = played(rgo, version)
    start = moving(rgo, creature, characters=(bearer, Character.from_card(
        rgo.catalog.find(companion))), **fields)
    ctx = Context(ruleset, Table(1, {}, start))
    ruleset.machinery(start)[0].movement_hazard(ctx)
    assert ctx.state.awaited_strikes is not None
    return ctx


def declared(ctx: Context[State]) -> int:
    """The prowess of the attack as declared."""
    return int(next(f for f in ctx.facts if f.kind == "AttackDeclared")["attack"]["prowess"])


def offered(rgo: RoadGoesEverOn, s: State, version: str = NOW) -> list[str]:
    return [a.id for a in played(rgo, version).actions(s) if a.id.startswith("use-item:")]


def seen(ctx: Context[State], since: int) -> list[tuple[str, str | None, Any]]:
    return [(f.kind, f.rule, f.get("state") or f.get("by") or f.get("card"))
            for f in ctx.facts[since:] if f.kind in WATCHED]


def refused(rgo: RoadGoesEverOn, ctx: Context[State], action: str) -> str:
    """The refusal of ``action``: its clause is CoE-3.i and nothing is written."""
    before = (ctx.state, len(ctx.facts))
    with pytest.raises(IllegalAction) as refusal:
        played(rgo).decide(ctx, action, {})
    assert refusal.value.clause == "CoE-3.i"
    assert (ctx.state, len(ctx.facts)) == before
    return str(refusal.value)


@pytest.mark.rule("CoE-3.i", "CoE-7.1")
def test_the_torque_of_hues_cancels_an_attack_and_its_bearer_checks(
        rgo: RoadGoesEverOn) -> None:
    torque, aragorn = card(rgo, "Torque of Hues"), card(rgo, "Aragorn II")
    ctx = attacked(rgo, "Wolves", bearing(rgo, "Aragorn II", "Torque of Hues"))
    assert offered(rgo, ctx.state) == [f"use-item:{torque}:{aragorn}"]
    assert offered(rgo, ctx.state, BEFORE) == []
    since = len(ctx.facts)
    played(rgo).decide(ctx, f"use-item:{torque}:{aragorn}", {})
    assert seen(ctx, since) == [("ItemTapped", "CoE-3.i", torque),
                                ("CharacterStateChanged", "CoE-3.i", "tapped"),
                                ("AttackCanceled", "CoE-3.i", "Torque of Hues"),
                                ("CorruptionChecked", "CoE-7.1", None)]
    check = next(f for f in ctx.facts[since:] if f.kind == "CorruptionChecked")
    assert (check["character"], check["corruption_points"]) == (aragorn, 2)
    assert ctx.state.awaited_strikes is None and ctx.state.tapped_items == (torque,)
    # Tapped, it is used no more this turn.
    again = attacked(rgo, "Wolves", bearing(rgo, "Aragorn II", "Torque of Hues"),
                     tapped_items=(torque,))
    assert offered(rgo, again.state) == []
    assert "Torque of Hues is tapped until the next turn" in refused(
        rgo, again, f"use-item:{torque}:{aragorn}")


@pytest.mark.rule("CoE-3.i", "CoE-7.1")
def test_the_star_glass_cancels_undead_and_weakens_wolves(rgo: RoadGoesEverOn) -> None:
    glass, aragorn = card(rgo, "Star-glass"), card(rgo, "Aragorn II")
    action = f"use-item:{glass}:{aragorn}"
    wolves = attacked(rgo, "Wolves", bearing(rgo, "Aragorn II", "Star-glass"))
    since = len(wolves.facts)
    played(rgo).decide(wolves, action, {})
    assert seen(wolves, since) == [("CharacterStateChanged", "CoE-3.i", "tapped"),
                                   ("AttackWeakened", "CoE-3.i", "Star-glass"),
                                   ("CorruptionChecked", "CoE-7.1", None)]
    assert wolves.state.awaited_strikes is not None
    assert wolves.state.awaited_strikes.attack["prowess"] == declared(wolves) - 2
    assert wolves.state.tapped_items == ()  # the bearer taps, not the glass
    wight = attacked(rgo, "Barrow-wight", bearing(rgo, "Aragorn II", "Star-glass"),
                     path=("shadow-land", "shadow-land"))
    since = len(wight.facts)
    played(rgo).decide(wight, action, {})
    assert seen(wight, since)[1:] == [("AttackCanceled", "CoE-3.i", "Star-glass"),
                                      ("CorruptionChecked", "CoE-7.1", None)]
    # Nothing against Orcs; a tapped bearer cannot use it.
    orcs = attacked(rgo, "Orc-patrol", bearing(rgo, "Aragorn II", "Star-glass"))
    assert offered(rgo, orcs.state) == []
    assert "acts only against an attack by Undead or Spiders or Animals or Wolves" in refused(
        rgo, orcs, action)
    tired = attacked(rgo, "Wolves", bearing(rgo, "Aragorn II", "Star-glass").tap())
    assert "Aragorn II must be untapped to use Star-glass" in refused(rgo, tired, action)


@pytest.mark.rule("CoE-3.i")
def test_the_black_arrow_weakens_an_attack_and_leaves_a_non_man(rgo: RoadGoesEverOn) -> None:
    arrow = card(rgo, "Black Arrow")
    # Aragorn II, a Dúnadan warrior: the arrow taps, -1 prowess and body, then is discarded.
    ctx = attacked(rgo, "Wolves", bearing(rgo, "Aragorn II", "Black Arrow"))
    aragorn = card(rgo, "Aragorn II")
    since = len(ctx.facts)
    played(rgo).decide(ctx, f"use-item:{arrow}:{aragorn}", {})
    assert seen(ctx, since) == [("ItemTapped", "CoE-3.i", arrow),
                                ("AttackWeakened", "CoE-3.i", "Black Arrow"),
                                ("ItemLost", "CoE-3.i", arrow)]
    weakened = next(f for f in ctx.facts if f.kind == "AttackWeakened")
    assert (weakened["prowess"], weakened["body"]) == (-1, -1)
    assert ctx.state.awaited_strikes is not None
    assert ctx.state.awaited_strikes.attack["prowess"] == declared(ctx) - 1
    assert not ctx.state.character(aragorn).bears(arrow)  # type: ignore[union-attr]
    # Éowyn, a Man and a warrior, keeps it.
    eowyn = card(rgo, "Éowyn")
    kept = attacked(rgo, "Wolves", bearing(rgo, "Éowyn", "Black Arrow"))
    since = len(kept.facts)
    played(rgo).decide(kept, f"use-item:{arrow}:{eowyn}", {})
    assert [k for k, _, _ in seen(kept, since)] == ["ItemTapped", "AttackWeakened"]
    assert kept.state.character(eowyn).bears(arrow)  # type: ignore[union-attr]
    # Not a warrior: not offered, refused by name.
    frodo_ctx = attacked(rgo, "Wolves", bearing(rgo, "Frodo", "Black Arrow"))
    frodo = card(rgo, "Frodo")
    assert offered(rgo, frodo_ctx.state) == []
    assert "Black Arrow is used by a warrior only" in refused(
        rgo, frodo_ctx, f"use-item:{arrow}:{frodo}")


@pytest.mark.not_a_rule("the automatic player's policy")
def test_the_automatic_player_uses_an_item_against_a_threatening_attack(
        rgo: RoadGoesEverOn) -> None:
    # Giant Spiders (prowess 10) would likely wound the stronger of Frodo and Sam Gamgee:
    # the Star-glass weakens them. Wolves would not likely wound Aragorn II: it is kept.
    glass, frodo, aragorn = ids(rgo, "Star-glass", "Frodo", "Aragorn II")
    spiders = attacked(rgo, "Giant Spiders", bearing(rgo, "Frodo", "Star-glass"),
                       companion="Sam Gamgee")
    ids_now = [a.id for a in played(rgo).actions(spiders.state)]
    assert item_uses.policy_choice(spiders.state, rgo.catalog, ids_now, rgo.played) == \
        f"use-item:{glass}:{frodo}"
    wolves = attacked(rgo, "Wolves", bearing(rgo, "Aragorn II", "Star-glass"))
    ids_now = [a.id for a in played(rgo).actions(wolves.state)]
    assert f"use-item:{glass}:{aragorn}" in ids_now
    assert item_uses.policy_choice(wolves.state, rgo.catalog, ids_now, rgo.played) is None


@pytest.mark.rule("CoE-3.iv.5.1")
def test_the_elven_cloak_cancels_a_strike_keyed_to_a_wilderness(rgo: RoadGoesEverOn) -> None:
    # TW-225, Elven Cloak: Wolves keyed to a Wilderness; Aragorn II is given a strike.
    cloak, aragorn = card(rgo, "Elven Cloak"), card(rgo, "Aragorn II")
    now, then = str(item_uses.STRIKE_SINCE_VERSION), str(item_uses.STRIKE_SINCE_VERSION - 1)
    ctx = attacked(rgo, "Wolves", bearing(rgo, "Aragorn II", "Elven Cloak"), now)
    assert offered(rgo, ctx.state, now) == []  # not before his strike is given
    played(rgo, now).decide(ctx, f"assign:{aragorn}", {})
    assert offered(rgo, ctx.state, now) == [f"use-item:{cloak}:{aragorn}"]
    assert offered(rgo, ctx.state, then) == []
    assert item_uses.policy_choice(ctx.state, rgo.catalog, [
        a.id for a in played(rgo, now).actions(ctx.state)], now) == f"use-item:{cloak}:{aragorn}"
    since = len(ctx.facts)
    played(rgo, now).decide(ctx, f"use-item:{cloak}:{aragorn}", {})
    assert [(f.kind, f.rule) for f in ctx.facts[since:]] == [
        ("ItemTapped", "CoE-3.iv.5.1"), ("StrikeCancelSet", "CoE-3.iv.5.1")]
    assert offered(rgo, ctx.state, now) == []  # tapped, and his strike canceled already
    played(rgo, now).decide(ctx, "assign-rest", {})
    canceled = [f for f in ctx.facts if f.kind == "StrikeCanceled"]
    assert [(f["character"], f.rule) for f in canceled] == [(aragorn, "CoE-3.iv.5.1")]
    # Barrow-wight keyed to a Shadow-land: not offered, refused naming the cloak.
    wight = attacked(rgo, "Barrow-wight", bearing(rgo, "Aragorn II", "Elven Cloak"), now,
                     path=("shadow-land", "shadow-land"))
    played(rgo, now).decide(wight, f"assign:{aragorn}", {})
    assert offered(rgo, wight.state, now) == []
    with pytest.raises(IllegalAction) as refusal:
        played(rgo, now).decide(wight, f"use-item:{cloak}:{aragorn}", {})
    assert "Elven Cloak cancels only a strike given to Aragorn II by a hazard creature keyed " \
        "to a wilderness" in str(refusal.value)
