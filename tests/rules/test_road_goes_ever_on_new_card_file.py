"""The Road Goes Ever On, from new_card_file.SINCE_VERSION: the new cards of Appendix 4 in the
player's card file (the ``new_cards`` option; tests/rules/fixtures/rgo-new-cards.json,
invented numbers) join the game's catalog and go in their decks by name (RGO-NEW-2 to 10);
a file with any card that cannot be placed is refused, every problem named."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.errors import InvalidSetup
from domain.ruleset import make_ruleset
from domain.rulesets.road_goes_ever_on import new_card_file
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn

FIXTURE = Path(__file__).parent / "fixtures" / "rgo-new-cards.json"
DUNGEON, PIPE, TAURNIL, SONG, SIEGE = "RGOX-30", "RGOX-31", "RGOX-32", "RGOX-33", "RGOX-34"


def base() -> RoadGoesEverOn:
    ruleset = make_ruleset("road-goes-ever-on", starter_catalog())
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset


def option(**extra: dict[str, Any]) -> dict[str, Any]:
    cards = json.loads(FIXTURE.read_text("utf-8"))
    cards["RGOX"]["cards"].update(copy.deepcopy(extra))
    return {"file": "my-cards.json", "cards": cards}


@pytest.mark.rule("RGO-NEW-2", "RGO-NEW-7", "RGO-NEW-8", "RGO-NEW-9", "RGO-NEW-10")
def test_each_new_card_of_the_file_goes_in_its_deck_by_name() -> None:
    game = Chronicle.begin(base(), 1, {"new_cards": option()})
    placed = [(r.rule, r.data["card"], r.data["deck"]) for r in game.records
              if r.kind == "NewCardPlaced"]
    assert placed == [("RGO-NEW-2", DUNGEON, "site"), ("RGO-NEW-8", PIPE, "player"),
                      ("RGO-NEW-7", TAURNIL, "player"), ("RGO-NEW-9", SONG, "player"),
                      ("RGO-NEW-10", SIEGE, "hazard")]
    shuffled = {r.data["deck"]: list(r.data["cards"]) for r in game.records
                if r.kind == "DeckShuffled"}
    assert {PIPE, TAURNIL, SONG} <= set(shuffled["player"]) and SIEGE in shuffled["hazard"]
    assert len(shuffled["player"]) == 43 and len(shuffled["hazard"]) == 41
    laid = next(r for r in game.records if r.kind == "SiteDeckLaidOut")
    assert laid.data["sites"][-1] == DUNGEON
    # The game's catalog holds them, and the rules notes say it uses them.
    catalog = game.ruleset.catalog
    assert catalog.get(TAURNIL).name == "Taurnil"
    assert game.ruleset.rules_notes()["RGO-NEW-7"].startswith("Uses: Taurnil.")


@pytest.mark.rule("RGO-INTRO-6")
def test_a_file_with_a_card_that_cannot_be_placed_is_refused_every_problem_named() -> None:
    bad = option(**{
        "RGOX-40": {"id": "RGOX-40", "set": "RGOX", "name": {"en": "Gandalf"},
                    "type": "Resource", "alignment": "Hero",
                    "attributes": {"subtype": "Short-event"}},
        "RGOX-41": {"id": "RGOX-41", "set": "RGOX", "name": {"en": "Rivendell"},
                    "type": "Site", "alignment": "Hero",
                    "attributes": {"keywords": ["Enhanced Site"], "siteType": "{H}",
                                   "region": "Rhudaur"}},
        "RGOX-42": {"id": "RGOX-42", "set": "RGOX", "name": {"en": "Lanwyn"},
                    "type": "Resource", "alignment": "Hero",
                    "attributes": {"subtype": "Minor Item"}}})
    with pytest.raises(InvalidSetup) as refused:
        base().prepare({"new_cards": bad})
    assert list(refused.value.problems) == [
        "new_cards: my-cards.json: card RGOX-40 (Gandalf): not one of Appendix 4's new cards "
        "[RGO-INTRO-6]",
        "new_cards: my-cards.json: card RGOX-41 (Rivendell): an Enhanced Site goes behind its "
        "site card, not in a deck (its encounters are an enhanced-sites table) [RGO-NEW-1]",
        "new_cards: my-cards.json: card RGOX-42 (Lanwyn): the rules make it a character of "
        "the player deck [RGO-NEW-7]"]
    shape = {"file": "my-cards.json"}
    with pytest.raises(InvalidSetup) as refused:
        base().prepare({"new_cards": shape})
    assert [p.startswith("new_cards: expected {\"file\"") for p in refused.value.problems] == [
        True]


@pytest.mark.rule("RGO-INTRO-6")
def test_before_its_version_the_option_is_refused_by_name() -> None:
    old = base().at_version(str(new_card_file.SINCE_VERSION - 1))
    with pytest.raises(InvalidSetup) as refused:
        old.prepare({"new_cards": option()})
    assert list(refused.value.problems) == [
        f"new_cards: the new cards are placed from version {new_card_file.SINCE_VERSION} "
        "[RGO-INTRO-6]"]
