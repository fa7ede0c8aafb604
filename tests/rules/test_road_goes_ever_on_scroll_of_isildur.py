"""The Road Goes Ever On: the gold rings' printed test ranges (RGO-RING-3, CoE 6.2), and from
rings.SCROLL_SINCE_VERSION the Scroll of Isildur (TW-323) in the company adding +2 to a gold
ring's test; the version before rolls unmodified."""

from __future__ import annotations

import pytest

from domain.engine.characters import Character, Item
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import rings
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION
from tests.rules.rgo_support import card, ids, state

NOW = str(rings.SCROLL_SINCE_VERSION)
BEFORE = str(rings.SCROLL_SINCE_VERSION - 1)


@pytest.mark.rule("RGO-RING-3")
def test_each_gold_ring_indicates_its_printed_kinds(rgo: RoadGoesEverOn) -> None:
    # TW-196 Beautiful, TW-231 Fair, TW-306 Precious Gold Ring; 13 and 14 only with the Scroll.
    kinds = {name: [rings.indicated(rgo.catalog.find(name), roll) for roll in (5, 8, 11, 14)]
             for name in ("Beautiful Gold Ring", "Fair Gold Ring", "Precious Gold Ring")}
    lesser, dwarven, one = "Lesser Ring", "Dwarven Ring", "The One Ring"
    assert kinds == {
        "Beautiful Gold Ring": [["Magic Ring", lesser], [lesser], [dwarven, lesser],
                                [one, dwarven, lesser]],
        "Fair Gold Ring": [["Magic Ring", lesser], [lesser], [one, dwarven, lesser],
                           [one, dwarven, lesser]],
        "Precious Gold Ring": [["Magic Ring", lesser], [dwarven, lesser],
                               [one, dwarven, lesser], [one, dwarven, lesser]]}


def ring_test(rgo: RoadGoesEverOn, version: str) -> list[Fact]:
    """Aragorn II tests a Fair Gold Ring at Rivendell, Legolas bearing the Scroll."""
    played = rgo.at_version(version)
    gold = Item.from_card(rgo.catalog.find("Fair Gold Ring"))
    scroll = Item.from_card(rgo.catalog.find("Scroll of Isildur"), facts=True)
    characters = (Character.from_card(rgo.catalog.find("Aragorn II")).with_item(gold),
                  Character.from_card(rgo.catalog.find("Legolas")).with_item(scroll))
    start = state(rgo, phase=ORGANIZATION, characters=characters,
                  ring_deck=ids(rgo, "Lesser Ring"))
    ctx = Context(played, Table(3, {}, start))
    played.decide(ctx, f"test-ring:{gold.card_id}:{card(rgo, 'Aragorn II')}", {})
    return ctx.facts


@pytest.mark.rule("RGO-RING-3")
def test_the_scroll_of_isildur_adds_two_to_a_ring_test_in_its_company(
        rgo: RoadGoesEverOn) -> None:
    now, before = ring_test(rgo, NOW), ring_test(rgo, BEFORE)
    rolled = [int(next(f for f in facts if f.kind == "DiceRolled")["total"])
              for facts in (now, before)]
    assert rolled[0] == rolled[1]  # the same seed rolls the same dice
    test_now, test_before = (next(f for f in facts if f.kind == "GoldRingTested")
                             for facts in (now, before))
    assert (test_now["roll"], test_before["roll"]) == (rolled[0] + 2, rolled[1])
    assert test_now["kinds"] == rings.indicated(rgo.catalog.find("Fair Gold Ring"),
                                                rolled[0] + 2)
    assert [(m["amount"], m["source"], m["why"]) for m in test_now["table_roll"]["modifiers"]] \
        == [(2, f"card:{card(rgo, 'Scroll of Isildur')}", "the Scroll of Isildur in the company")]
