"""The Road Goes Ever On from ``desolation.SINCE_VERSION``: Dragon's Desolation's alternative,
a Dragon creature played on a company at a Ruins & Lairs reached by two Wildernesses (one with
Doors of Night), its mode picked at random (RGO-HAZ-2, RGO-HAZ-4); Fury of the Iron Crown's +4
on a strike picked at random, the attacker's choice (RGO-TARGET-2). Earlier versions played the
+2 to the next Dragon attack only, and Fury's +4 on the first strike resolved."""

from __future__ import annotations

import pytest

from domain.engine import hazards_in_play
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import desolation
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import begin, ids, moving, settle

SEEDS = (1, 2, 3, 4, 5, 6)


def before(rgo: RoadGoesEverOn) -> RoadGoesEverOn:
    old = rgo.at_version(str(desolation.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    return old


def smaug(ctx: Context[State]) -> list[str]:
    """Where Smaug, whose printed keying is his lair only, was keyed, or why he was not."""
    card = ids(ctx.ruleset, "Smaug")[0]  # type: ignore[arg-type]
    return [str(f["place"] if f.kind == "HazardKeyed" else f["reason"]) for f in ctx.facts
            if f.kind in ("HazardKeyed", "HazardDiscarded") and f["card"] == card]


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-4")
def test_dragons_desolation_may_let_a_dragon_attack_at_a_ruins_and_lairs(
        rgo: RoadGoesEverOn) -> None:
    weathertop = ids(rgo, "Weathertop")[0]
    wild = ("wilderness", "wilderness")
    start = moving(rgo, "Dragon’s Desolation", "Smaug", destination=weathertop, path=wild)
    outcomes = {seed: smaug(begin(rgo, start, seed)) for seed in SEEDS}
    # Its mode is picked at random: Smaug attacks at the site, or the +2 waits in vain.
    assert ["the site"] in outcomes.values()
    assert ["it cannot be keyed to the rest of the site path"] in outcomes.values()
    # One Wilderness is enough with Doors of Night in play, not without.
    one = moving(rgo, "Dragon’s Desolation", "Smaug", destination=weathertop,
                 path=("wilderness",))
    assert all(smaug(begin(rgo, one, seed)) != ["the site"] for seed in SEEDS)
    doors = moving(rgo, "Dragon’s Desolation", "Smaug", destination=weathertop,
                   path=("wilderness",), environments=(hazards_in_play.DOORS_OF_NIGHT,))
    assert ["the site"] in [smaug(begin(rgo, doors, seed)) for seed in SEEDS]
    # The version before played the +2 only.
    assert all(smaug(begin(before(rgo), start, seed)) != ["the site"] for seed in SEEDS)


@pytest.mark.rule("RGO-TARGET-2", "CoE-3.iv")
def test_fury_of_the_iron_crown_strengthens_a_strike_picked_at_random(
        rgo: RoadGoesEverOn) -> None:
    start = moving(rgo, "Fury of the Iron Crown", "Orc-patrol")

    def strengthened(ruleset: RoadGoesEverOn, seed: int) -> list[bool]:
        """For each strike resolved, in order, whether it had Fury's +4 (6 + 4)."""
        ctx = begin(ruleset, start, seed)
        settle(ruleset, ctx)
        return [f["strike_prowess"] == 10 for f in ctx.facts if f.kind == "StrikeResolved"]

    found = [strengthened(rgo, seed) for seed in SEEDS]
    assert all(s.count(True) == 1 for s in found)  # one strike, and only one
    assert any(not s[0] for s in found)  # not always the first one resolved
    assert all(strengthened(before(rgo), seed)[0] for seed in SEEDS)
