"""Burglar Wants a Good Job set-up (BWJ-SETUP-*): the default set-up is legal and starts as
the scenario says; every broken restriction is named with its clause and nothing is played."""

from __future__ import annotations

import pytest

from domain.chronicle import Chronicle
from domain.errors import InvalidSetup
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    ELVEN_CLOAK,
    RULESET,
    SWORD,
    fresh,
    setup,
)


def problems(**changes: object) -> list[str]:
    with pytest.raises(InvalidSetup) as refused:
        RULESET.prepare(setup(**changes))
    return list(refused.value.problems)


@pytest.mark.rule("BWJ-SETUP-1", "BWJ-SETUP-2", "BWJ-SETUP-15", "BWJ-SEQ-0")
def test_the_default_setup_starts_bilbo_at_bag_end_with_his_item_and_five_cards():
    prepared = RULESET.prepare({})
    assert (prepared["burglar"], prepared["item"], prepared["home"]) == \
        (BILBO, ELVEN_CLOAK, "TW-372")
    assert len(prepared["resources"]) == 30 and len(prepared["hazards"]) == 30
    state = fresh()
    assert state.location == "Bag End"
    assert [(c.card_id, [i.card_id for i in c.items]) for c in state.company] == \
        [(BILBO, [ELVEN_CLOAK])]
    assert len(state.hand) == 5 and state.hazard_hand == () and state.row == ()
    assert len(state.resource_deck) == 25


@pytest.mark.rule("BWJ-SETUP-1", "BWJ-SETUP-2")
def test_the_burglar_must_be_one_scout_with_one_non_unique_minor_item():
    assert problems(burglar="Gimli", item=SWORD) == [
        "BWJ-SETUP-1: Gimli (TW-159) is not a scout character",
        "BWJ-SETUP-2: Sword of Gondolin (TW-336) is not a non-unique minor item",
        "BWJ-SETUP-15: the site deck lacks the Burglar's home site (Iron Hill Dwarf-hold)"]


@pytest.mark.rule("BWJ-SETUP-3", "BWJ-SETUP-4", "BWJ-SETUP-5", "BWJ-SETUP-6",
                  "BWJ-SETUP-7", "BWJ-SETUP-8", "BWJ-SETUP-9")
def test_every_resource_deck_restriction_is_named():
    resources = [{"id": "TW-204", "count": 4}, {"id": "TW-295", "count": 2},
                 {"id": "TW-206", "count": 21}, "Gandalf", "Saruman", "Sam Gamgee", "Merry"]
    assert problems(resources=resources, sites=["Bag End", "Rivendell", "Lórien",
                                                 "The Lonely Mountain", "Moria"]) == [
        "BWJ-SETUP-3: the resource deck has 31 cards; at most 30",
        "BWJ-SETUP-4: the resource deck has no faction",
        "BWJ-SETUP-6: the resource deck has no Rescue Prisoners",
        "BWJ-SETUP-8: 4 copies of Concealment; at most 3",
        "BWJ-SETUP-8: 21 copies of Dagger of Westernesse; at most 3",
        "BWJ-SETUP-7: 2 copies of the unique Orcrist; at most 1",
        "BWJ-SETUP-9: the resource deck has 4 other characters; at most 3",
        "BWJ-SETUP-9: the resource deck has 2 Wizards; at most 1"]
    assert "BWJ-SETUP-5: the resource deck has 1 major or greater items; at least 2" in \
        problems(resources=["Rescue Prisoners", "Wood-elves", "Orcrist"])


@pytest.mark.rule("BWJ-SETUP-10", "BWJ-SETUP-11", "BWJ-SETUP-12", "BWJ-SETUP-13",
                  "BWJ-SETUP-14")
def test_the_hazard_deck_needs_thirty_cards_in_its_four_groups():
    hazards = [{"id": "TW-114", "count": 3}, {"id": "TW-40", "count": 3},
               {"id": "TW-32", "count": 3}, "Rivendell"]
    assert problems(hazards=hazards) == [
        "BWJ-SETUP-10: the hazard deck has 10 cards, not 30",
        "BWJ-SETUP-22: Rivendell (TW-421) is not a hazard card",
        "BWJ-SETUP-14: the hazard deck has 3 non-creature hazards, not 10",
        "BWJ-SETUP-11: the creatures cannot be counted as exactly 5 keyable to "
        "free-domain or border-land (3 could be), each creature counted in one group",
        "BWJ-SETUP-12: the creatures cannot be counted as exactly 10 keyable to "
        "wilderness or double wilderness (6 could be), each creature counted in one group",
        "BWJ-SETUP-13: the creatures cannot be counted as exactly 5 keyable to "
        "shadow-land or dark-domain (0 could be), each creature counted in one group"]


@pytest.mark.rule("BWJ-SETUP-15", "BWJ-SETUP-16", "BWJ-SETUP-17", "BWJ-SETUP-18",
                  "BWJ-SETUP-19", "BWJ-SETUP-20")
def test_the_site_deck_must_hold_the_home_the_havens_and_a_site_for_each_task():
    assert problems(sites=["Grey Havens", "Goblin-gate"]) == [
        "BWJ-SETUP-15: the site deck lacks the Burglar's home site (Bag End)",
        "BWJ-SETUP-16: the site deck lacks Rivendell",
        "BWJ-SETUP-17: the site deck lacks Lórien",
        "BWJ-SETUP-18: the site deck has no Ruins & Lairs site with a Dragon automatic-attack",
        "BWJ-SETUP-20: the site deck has no site where Beornings is playable",
        "BWJ-SETUP-20: the site deck has no site where Wood-elves is playable"]


@pytest.mark.rule("BWJ-SETUP-22")
def test_a_hazard_in_the_resource_deck_is_refused_and_nothing_is_played():
    bad = setup(resources=[*setup()["resources"][:-1], "Wolves"])
    with pytest.raises(InvalidSetup) as refused:
        Chronicle.begin(RULESET, 1, bad)
    assert list(refused.value.problems) == ["BWJ-SETUP-22: Wolves (TW-114) is not a resource card"]
    assert CATALOG.get("TW-114").card_type == "Hazard"
