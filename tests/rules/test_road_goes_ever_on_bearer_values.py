"""The Road Goes Ever On, from bearer_values.SINCE_VERSION: Durin's Axe (TW-212) and The
Arkenstone (TW-341) borne by a Dwarf give their greater corruption and marshalling points
(CoE 6.1), in his corruption checks (CoE 7.1) and the marshalling points of the items in play;
the version before counts the printed points."""

from __future__ import annotations

import pytest

from domain.engine.characters import Character, Item
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import bearer_values
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.turn import corruption_points
from tests.rules.rgo_support import state

NOW = str(bearer_values.SINCE_VERSION)
BEFORE = str(bearer_values.SINCE_VERSION - 1)


def bearing(rgo: RoadGoesEverOn, who: str, item: str) -> Character:
    return Character.from_card(rgo.catalog.find(who)).with_item(
        Item.from_card(rgo.catalog.find(item), facts=True))


def item_points(rgo: RoadGoesEverOn, bearer: Character, version: str) -> int:
    played = rgo.at_version(version)
    assert isinstance(played, RoadGoesEverOn)
    return played.points(state(rgo, characters=(bearer,)))["item"]


@pytest.mark.rule("CoE-6.1", "CoE-7.1")
def test_durins_axe_borne_by_a_dwarf_gives_three_corruption_and_four_marshalling_points(
        rgo: RoadGoesEverOn) -> None:
    gimli, aragorn = bearing(rgo, "Gimli", "Durin's Axe"), bearing(rgo, "Aragorn II",
                                                                   "Durin's Axe")
    s = state(rgo, characters=(gimli, aragorn))
    assert [corruption_points(s, c, rgo.catalog, v) for c in (gimli, aragorn)
            for v in (NOW, BEFORE)] == [3, 2, 2, 2]
    assert [item_points(rgo, c, v) for c in (gimli, aragorn) for v in (NOW, BEFORE)] == [
        4, 2, 2, 2]
    # Gimli's corruption check counts the three points.
    played = rgo.at_version(NOW)
    assert isinstance(played, RoadGoesEverOn)
    ctx = Context(played, Table(1, {}, s))
    played.machinery(s)[0].corruption_check(ctx, gimli, 0, "CoE-7.1")
    check = next(f for f in ctx.facts if f.kind == "CorruptionChecked")
    assert (check["character"], check["corruption_points"]) == (gimli.card_id, 3)


@pytest.mark.rule("CoE-6.1")
def test_the_arkenstone_borne_by_a_dwarf_gives_four_corruption_and_five_marshalling_points(
        rgo: RoadGoesEverOn) -> None:
    gimli = bearing(rgo, "Gimli", "The Arkenstone")
    s = state(rgo, characters=(gimli,))
    assert [corruption_points(s, gimli, rgo.catalog, v) for v in (NOW, BEFORE)] == [4, 2]
    assert [item_points(rgo, gimli, v) for v in (NOW, BEFORE)] == [5, 2]
