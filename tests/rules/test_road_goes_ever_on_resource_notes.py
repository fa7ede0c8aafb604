"""The Road Goes Ever On: what it does with the resource permanent-events of The Wizards that
no script plays (resource_notes.py), as the coverage says: the Information cards are taken as
quests for their points (RGO-PERM-1), the others are not played from the hand."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog, fold
from domain.engine.characters import Item
from domain.rulesets.road_goes_ever_on import information, resource_notes
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import ids, organizing


@pytest.mark.rule("RGO-PERM-1")
def test_the_information_cards_are_quests_played_in_part(starter: Catalog) -> None:
    rows = {r.card_id: dict(r.rulesets)["road-goes-ever-on"]
            for r in coverage.coverage(starter)}
    quests = information.shipped()
    for card, missing in resource_notes.INFORMATION_QUESTS.items():
        assert fold(starter.get(card).name) in quests  # a sage takes it as a quest
        assert rows[card] == coverage.InRuleset(coverage.IN_PART, missing)
    assert rows["TW-498"].missing.endswith("the warrior skill it gives the sage (a second "
                                           "weapon for a warrior) is not played")


@pytest.mark.rule("RGO-PERM-2")
def test_the_other_permanent_events_are_not_offered_from_the_hand(
        rgo: RoadGoesEverOn, starter: Catalog) -> None:
    # Fellowship's own condition is met (a Haven, the organization phase, four characters),
    # yet the game offers neither a play nor a declaration of any of these cards.
    held = tuple(resource_notes.NOT_PLAYED)
    start = organizing(rgo, hand=held)
    assert ids(rgo, "Fellowship")[0] in held and len(start.characters) == 4
    assert [a.id for a in rgo.actions(start) if any(card in a.id for card in held)] == []
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(starter)}
    for card in held:
        assert rows[card]["road-goes-ever-on"] == coverage.InRuleset(
            coverage.NOT_SCRIPTED, resource_notes.NOT_PLAYED[card])
        assert rows[card]["burglar"].status == coverage.DECLARED


@pytest.mark.rule("RGO-SHADOW-9")
def test_use_palantir_adds_nothing_where_any_bearer_uses_a_palantir(
        rgo: RoadGoesEverOn, starter: Catalog) -> None:
    # A bearer who is no sage uses the palantír in his organization phase, with no card
    # (the Palantír of Orthanc, with five cards in the play deck and one discarded).
    stone, aragorn = ids(rgo, "Palantír of Orthanc", "Aragorn II")
    start = organizing(rgo, draw=ids(rgo, "Dodge") * 5, discard=ids(rgo, "Block"))
    holding = replace(start, characters=tuple(
        c.with_item(Item.from_card(rgo.catalog.get(stone))) if c.card_id == aragorn else c
        for c in start.characters))
    assert "sage" not in rgo.catalog.get(aragorn).skills
    assert f"use-palantir:{stone}:{aragorn}" in [a.id for a in rgo.actions(holding)]
    row = {r.card_id: dict(r.rulesets) for r in coverage.coverage(starter)}["TW-355"]
    assert row["road-goes-ever-on"] == coverage.InRuleset(coverage.DECLARED,
                                                          resource_notes.NO_USE["TW-355"])
