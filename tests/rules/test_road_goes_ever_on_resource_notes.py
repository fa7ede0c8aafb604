"""The Road Goes Ever On: what it does with the resource permanent-events of The Wizards that
no script plays (resource_notes.py), as the coverage says: the Information cards are taken as
quests for their points (RGO-PERM-1); Lure of MECCG, which no game can play, is refused in the
decks (test_road_goes_ever_on_unplayable_cards.py)."""

from __future__ import annotations

import pytest

from domain import coverage
from domain.cards import Catalog, fold
from domain.rulesets.road_goes_ever_on import information, resource_notes


@pytest.mark.rule("RGO-PERM-1")
def test_the_information_cards_are_quests_played_in_part(starter: Catalog) -> None:
    rows = {r.card_id: dict(r.rulesets)["road-goes-ever-on"]
            for r in coverage.coverage(starter)}
    quests = information.shipped()
    for card, missing in resource_notes.INFORMATION_QUESTS.items():
        assert fold(starter.get(card).name) in quests  # a sage takes it as a quest
        assert rows[card] == coverage.InRuleset(coverage.IN_PART, missing)
    # Swordmaster's warrior skill and a warrior's two weapons are played (swordmaster.py).
    assert rows["TW-498"] == coverage.InRuleset(coverage.SCRIPTED)
