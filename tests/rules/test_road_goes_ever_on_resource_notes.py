"""The Road Goes Ever On: what it does with the resource permanent-events of The Wizards that
no script plays (resource_notes.py), as the coverage says: the Information cards are taken as
quests for their points (RGO-PERM-1), the others are not played from the hand."""

from __future__ import annotations

import pytest

from domain import coverage
from domain.cards import Catalog, fold
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
    # Swordmaster's warrior skill and a warrior's two weapons are played (swordmaster.py).
    assert rows["TW-498"] == coverage.InRuleset(coverage.SCRIPTED)


@pytest.mark.rule("RGO-PERM-2")
def test_the_other_permanent_events_are_not_offered_from_the_hand(
        rgo: RoadGoesEverOn, starter: Catalog) -> None:
    # At a Haven in the organization phase, four characters there, the game offers neither a
    # play nor a declaration of any of these cards (Fellowship is played: fellowship.py; Gates
    # of Morning from version 161: gates_of_morning.py; Align Palantír from
    # align_palantir.SINCE_VERSION: align_palantir.py; Sacrifice of Form from
    # sacrifice_of_form.SINCE_VERSION, on an attack: sacrifice_of_form.py; Morannon from
    # morannon.SINCE_VERSION, from a site in Dagorlad: morannon.py).
    held = tuple(resource_notes.NOT_PLAYED)
    start = organizing(rgo, hand=held)
    assert ids(rgo, "Fellowship")[0] not in held and len(start.characters) == 4
    assert ids(rgo, "Gates of Morning")[0] not in held
    assert ids(rgo, "Align Palantír")[0] not in held
    assert ids(rgo, "Sacrifice of Form")[0] not in held
    assert ids(rgo, "Morannon")[0] not in held
    assert [a.id for a in rgo.actions(start) if any(card in a.id for card in held)] == []
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(starter)}
    for card in held:
        assert rows[card]["road-goes-ever-on"] == coverage.InRuleset(
            coverage.NOT_SCRIPTED, resource_notes.NOT_PLAYED[card])
        assert rows[card]["there-and-back-again"].status == coverage.DECLARED
