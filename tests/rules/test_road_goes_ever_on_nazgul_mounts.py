"""The Road Goes Ever On from ``nazgul_mounts.SINCE_VERSION``: Morgul-horse lets the company's
next Nazgûl be keyed to a Shadow-land; Fell Beast lets its Nazgûl be keyed to a Shadow-land or
a Shadow-hold and has the attacker choose the defenders (RGO-HAZ-2, RGO-HAZ-4, RGO-TARGET-2).
Earlier versions declared Morgul-horse and played Fell Beast's strike and prowess only."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine.combat import Attack
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import nazgul_mounts
from domain.rulesets.road_goes_ever_on.combat import defender_choices
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import begin, ids, moving, settle

#: Khamûl the Easterling's printed keying is a Dark-domain or a Dark-hold: none of these.
SHADOW = ("wilderness", "shadow-land")


def keyed(ctx: Context[State]) -> list[tuple[str, Any]]:
    """Where each creature was keyed, or why it was discarded."""
    return [(f.kind, f["place"] if f.kind == "HazardKeyed" else f["reason"])
            for f in ctx.facts if f.kind in ("HazardKeyed", "HazardDiscarded")
            and f["card"] == ids(ctx.ruleset, "Khamûl the Easterling")[0]]  # type: ignore[arg-type]


def before(rgo: RoadGoesEverOn) -> RoadGoesEverOn:
    old = rgo.at_version(str(nazgul_mounts.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    return old


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-4")
def test_morgul_horse_lets_the_next_nazgul_be_keyed_to_a_shadow_land(
        rgo: RoadGoesEverOn) -> None:
    horse = ids(rgo, "Morgul-horse")[0]
    start = moving(rgo, "Morgul-horse", "Khamûl the Easterling", path=SHADOW)
    ctx = begin(rgo, start)
    played = next(f for f in ctx.facts if f.kind == "HazardEventPlayed")
    assert (played["card"], played["counted"]) == (horse, True)  # it counts against the limit
    assert keyed(ctx) == [("HazardKeyed", "region 2 (shadow-land)")]
    # Khamûl's attack ends it: nothing of it is left in force.
    assert [e for e in ctx.state.hazard_effects if e[2] == nazgul_mounts.MOUNTED] == []
    # Without it Khamûl cannot be keyed there; the version before had it declared.
    assert keyed(begin(rgo, moving(rgo, "Khamûl the Easterling", path=SHADOW))) == [
        ("HazardDiscarded", "it cannot be keyed to the rest of the site path")]
    old = begin(before(rgo), start)
    assert [f.kind for f in old.facts if f.kind.startswith("HazardEffect")] == [
        "HazardEffectAwaited"]


@pytest.mark.rule("RGO-HAZ-4", "RGO-TARGET-2", "CoE-3.ii")
def test_fell_beast_keys_its_nazgul_further_and_chooses_the_defenders(
        rgo: RoadGoesEverOn) -> None:
    lorien, moria = ids(rgo, "Lórien", "Moria")
    start = moving(rgo, "Fell Beast", "Khamûl the Easterling", path=SHADOW)
    ctx = begin(rgo, start)
    assert keyed(ctx) == [("HazardKeyed", "region 2 (shadow-land)")]
    # The attacker chooses: the defender may give a strike to no one (but a Brave character,
    # RGO-CHAR-3), the strikes go by RGO-TARGET-2; the choice ends with the attack.
    awaited = ctx.state.awaited_strikes
    assert awaited is not None
    attack = Attack.from_json(awaited.attack)
    assert defender_choices(ctx.state, attack, (), played=rgo.played) == []
    assert [e[2] for e in ctx.state.hazard_effects] == [nazgul_mounts.CHOOSING]
    unmounted = replace(ctx.state, hazard_effects=())
    assert defender_choices(unmounted, attack, (), played=rgo.played) == [
        c.card_id for c in ctx.state.characters]
    settle(rgo, ctx)
    assert ctx.state.hazard_effects == ()
    # To a Shadow-hold (Moria) it keys the Nazgûl at the site.
    to_moria = begin(rgo, moving(rgo, "Fell Beast", "Khamûl the Easterling", site=lorien,
                                 destination=moria, path=("wilderness",)))
    assert keyed(to_moria) == [("HazardKeyed", "the site")]
    # The version before played its strike and prowess only: Khamûl is discarded.
    assert keyed(begin(before(rgo), start)) == [
        ("HazardDiscarded", "it cannot be keyed to the rest of the site path")]
