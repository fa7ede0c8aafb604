"""The Road Goes Ever On: A Pack at the Door played by its text (pack_at_the_door.py) from
version 100; earlier versions have the player declare its effect."""

from __future__ import annotations

import pytest

from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import creatures, pack_at_the_door
from domain.rulesets.road_goes_ever_on.hazard_pile import Journey
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import ids, run, state

BEFORE = str(pack_at_the_door.SINCE_VERSION - 1)
#: A path of a Wilderness then a Border-land, to Bree (a Border-hold).
TO_BREE = Journey(("wilderness", "border-land"), "border-hold", "Bree", "Arthedain")


def in_play(rgo: RoadGoesEverOn, doors: bool = True) -> State:
    return state(rgo, long_in_play=ids(rgo, "A Pack at the Door"),
                 environments=ids(rgo, "Doors of Night") if doors else ())


def keyed(rgo: RoadGoesEverOn, start: State, creature: str, journey: Journey,
          floor: int = 0) -> int | None:
    ctx = Context(rgo, Table(1, {}, start))
    return creatures.keying_position(ctx, rgo.catalog.find(creature), journey, floor)


@pytest.mark.rule("RGO-HAZ-4", "RGO-LONG-4")
def test_a_pack_at_the_door_keys_wolves_to_a_border_land_with_doors_of_night(
        rgo: RoadGoesEverOn) -> None:
    start = in_play(rgo)
    # Giant Spiders print two Wildernesses: the Pack keys them to the Border-land (position 1).
    assert keyed(rgo, start, "Giant Spiders", TO_BREE) == 1
    # Past the Border-land, to the Border-hold itself (position 2, the site).
    assert keyed(rgo, start, "Giant Spiders", TO_BREE, floor=2) == 2
    # A Ruins & Lairs too; a Shadow-hold is none of its places.
    weathertop = Journey(("wilderness",), "ruins-and-lairs", "Weathertop", "Arthedain")
    moria = Journey(("wilderness",), "shadow-hold", "Moria", "Redhorn Gate")
    assert keyed(rgo, start, "Giant Spiders", weathertop) == 1
    assert keyed(rgo, start, "Giant Spiders", moria) is None
    # Not a Dragon, nor without Doors of Night, nor before version 100.
    cave = Journey(("border-land",), "border-hold", "Bree", "Arthedain")
    assert keyed(rgo, start, "Cave-drake", cave) is None
    assert keyed(rgo, in_play(rgo, doors=False), "Giant Spiders", TO_BREE) is None
    assert keyed(rgo.at_version(BEFORE), start, "Giant Spiders", TO_BREE) is None  # type: ignore[arg-type]


@pytest.mark.rule("RGO-LONG-2", "RGO-LONG-4")
def test_a_pack_at_the_door_asks_for_no_declaration(rgo: RoadGoesEverOn) -> None:
    pack = ids(rgo, "A Pack at the Door")[0]
    start = state(rgo, phase="long-event", long_events=(pack,),
                  hazards=ids(rgo, "Wolves") * 6)
    facts, after = run(rgo, start, rgo.decide, "continue", {}, seed=2)
    assert after.awaited_long is None and pack in after.long_in_play
    assert not [f for f in facts if f.kind == "LongEventEffectAwaited"]
    old = rgo.at_version(BEFORE)
    _, waiting = run(old, start, old.decide, "continue", {}, seed=2)  # type: ignore[arg-type]
    assert waiting.awaited_long == (pack, "hazards")
