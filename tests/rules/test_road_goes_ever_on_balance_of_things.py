"""The Road Goes Ever On from ``balance_of_things.SINCE_VERSION``: while The Balance of Things
is in play each character counts his least source of corruption twice (an item, a corruption
card on him, The One Ring borne in his company); a character with none counts nothing more. It
comes into play with nothing to declare (RGO-LONG-4). Earlier versions had its effect
declared. Constructed states."""

from __future__ import annotations

import pytest

from domain.engine.characters import Character, Item
from domain.rulesets.road_goes_ever_on import balance_of_things, long_events
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.turn import corruption_points
from tests.rules.rgo_support import card, ids, run, state

NOW = str(balance_of_things.SINCE_VERSION)
BEFORE = str(balance_of_things.SINCE_VERSION - 1)


def bearing(rgo: RoadGoesEverOn, who: str, *items: str) -> Character:
    found = Character.from_card(rgo.catalog.find(who))
    for item in items:
        found = found.with_item(Item.from_card(rgo.catalog.find(item), facts=True))
    return found


@pytest.mark.rule("RGO-LONG-4", "CoE-7.1")
def test_the_balance_of_things_doubles_each_characters_least_source(
        rgo: RoadGoesEverOn) -> None:
    balance = card(rgo, "The Balance of Things")
    lure, nature, aragorn_id, legolas_id = ids(rgo, "Lure of Expedience", "Lure of Nature",
                                               "Aragorn II", "Legolas")
    # Aragorn: the Dagger (1) and Lure of Nature on him (2): the Dagger counts twice. Legolas:
    # Lure of Expedience (2) alone, which counts twice. Gimli bears nothing.
    aragorn = bearing(rgo, "Aragorn II", "Dagger of Westernesse")
    legolas, gimli = bearing(rgo, "Legolas"), bearing(rgo, "Gimli")
    on_them = ((nature, aragorn_id), (lure, legolas_id))
    s = state(rgo, characters=(aragorn, legolas, gimli), long_in_play=(balance,),
              permanent_hazards=on_them)
    assert [corruption_points(s, c, rgo.catalog, NOW) for c in (aragorn, legolas, gimli)] == [
        4, 4, 0]
    assert [corruption_points(s, c, rgo.catalog, BEFORE) for c in (aragorn, legolas, gimli)] \
        == [3, 2, 0]
    # Out of play, nothing counts twice.
    apart = state(rgo, characters=(aragorn, legolas), permanent_hazards=on_them)
    assert [corruption_points(apart, c, rgo.catalog, NOW) for c in (aragorn, legolas)] == [3, 2]
    # The One Ring's point to every character of its company is a source too: Sam's only one.
    frodo = bearing(rgo, "Frodo", "The One Ring")
    sam = bearing(rgo, "Sam Gamgee")
    ring = state(rgo, characters=(frodo, sam), long_in_play=(balance,))
    assert corruption_points(ring, sam, rgo.catalog, NOW) == 2


@pytest.mark.rule("RGO-LONG-4")
def test_the_balance_of_things_is_not_declared_from_its_version(rgo: RoadGoesEverOn) -> None:
    balance = rgo.catalog.find("The Balance of Things")
    start = state(rgo, long_in_play=(balance.id,))
    for version, awaited in ((NOW, False), (BEFORE, True)):
        played = rgo.at_version(version)
        assert isinstance(played, RoadGoesEverOn)
        facts, _ = run(played, start,
                       lambda ctx: long_events.came_into_play(ctx, balance, "movement"))
        assert [f.kind for f in facts] == (["LongEventEffectAwaited"] if awaited else [])
