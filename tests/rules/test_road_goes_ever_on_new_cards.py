"""The Road Goes Ever On: the 64 new cards of Appendix 4 as data (RGO-NEW-1 to 10), each row's
deck and kind written here from the rules document, and which of them a catalog lets a game
use."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from domain.cards.coe import coe_records
from domain.ruleset import make_ruleset
from domain.rulesets.road_goes_ever_on import new_cards
from domain.rulesets.road_goes_ever_on.new_cards import NewCardsError

FIXTURE = Path(__file__).parent / "fixtures" / "rgo-battle-cards.json"

#: Appendix 4, group by group: (clause, deck, kind, how many, two of its names).
GROUPS = [
    ("RGO-NEW-1", "site", "enhanced-site", 16, ("Edhellond", "Wellinghall")),
    ("RGO-NEW-2", "site", "dungeon", 4, ("Catacombs of Carn Dum", "Vaults of Minas Morgul")),
    ("RGO-NEW-3", "site", "site", 2, ("Troll Camp", "Bamfurlong")),
    ("RGO-NEW-4", "quest", "battle", 8, ("Defend Greenwood", "Defend White City")),
    ("RGO-NEW-4", "quest", "permanent-event", 2, ("Pale Enchanted Gold", "Reclaimed Gold")),
    ("RGO-NEW-5", "player", "permanent-event", 5, ("The Green Dragon", "Dragon Slayer")),
    ("RGO-NEW-6", "player", "short-event", 3, ("Call for Aid", "Old Toby")),
    ("RGO-NEW-7", "player", "character", 4, ("Dolin", "Taurnil")),
    ("RGO-NEW-8", "player", "minor-item", 3, ("Mirkwood Bow", "Pipe")),
    ("RGO-NEW-9", "player", "song", 15, ("Attercop! Attercop!", "We Must Away")),
    ("RGO-NEW-10", "hazard", "permanent-event", 2, ("Open War Upon You", "Under Siege")),
]


@pytest.mark.rule(*sorted(new_cards.GROUPS))
@pytest.mark.parametrize(("clause", "deck", "kind", "size", "names"), GROUPS,
                         ids=[f"{g[0]}-{g[2]}" for g in GROUPS])
def test_each_group_of_appendix_4_is_in_its_deck_as_the_document_lists_it(
        clause: str, deck: str, kind: str, size: int, names: tuple[str, ...]) -> None:
    rows = [c for c in new_cards.shipped() if (c.clause, c.deck, c.kind) == (clause, deck, kind)]
    assert len(rows) == size
    assert set(names) <= {c.name for c in rows}


@pytest.mark.rule("RGO-NEW-3", "RGO-NEW-7", "RGO-NEW-8")
def test_the_file_holds_64_cards_the_new_sites_types_and_dream_card_facts() -> None:
    cards = {c.name: c for c in new_cards.shipped()}
    assert len(cards) == 64
    assert (cards["Troll Camp"].site_type, cards["Bamfurlong"].site_type) == (
        "ruins-and-lairs", "free-hold")
    taurnil = cards["Taurnil"].dream_card
    assert taurnil is not None
    assert (taurnil["id"], taurnil["prowess"], taurnil["body"], taurnil["mind"]) == (
        "DC:MERS:taurnil", 3, 8, 3)
    assert sorted(c.name for c in cards.values() if c.dream_card) == [
        "Dolin", "Old Toby", "Pipe", "Sancho Proudfoot", "Taurnil", "The Prancing Pony"]


@pytest.mark.rule("RGO-NEW-1")
def test_a_new_cards_file_names_every_problem_by_row_and_field() -> None:
    doc = json.loads(json.dumps({"rows": [
        {"name": "Pipe", "deck": "player", "kind": "minor-item", "clause": "RGO-NEW-8"},
        {"name": "", "deck": "sideboard", "kind": "minor-item", "clause": "RGO-NEW-8"},
        {"name": "Pipe", "deck": "player", "kind": "weapon", "clause": "RGO-NEW-99"}]}))
    with pytest.raises(NewCardsError) as caught:
        new_cards.parse(copy.deepcopy(doc), "new-cards.json")
    assert list(caught.value.problems) == [
        "new-cards.json: row 2: field 'name': expected the card's name, not ''",
        "new-cards.json: row 2: field 'deck': expected one of site, quest, player, hazard, "
        "not 'sideboard'",
        "new-cards.json: row 3: field 'kind': expected one of enhanced-site, dungeon, site, "
        "battle, permanent-event, short-event, song, character, minor-item, not 'weapon'",
        "new-cards.json: row 3: field 'clause': expected an RGO-NEW clause, not 'RGO-NEW-99'"]


@pytest.mark.rule("RGO-NEW-4", "RGO-NEW-8", "RGO-NEW-1")
def test_the_rules_notes_list_the_new_cards_a_catalog_lets_a_game_use(starter) -> None:  # type: ignore[no-untyped-def]
    plain = make_ruleset("road-goes-ever-on", starter).rules_notes()
    assert plain["RGO-NEW-8"] == ("Uses: none. Lacks (not in the card catalog): Mirkwood Bow, "
                                  "Erebor Axe, Pipe.")
    assert plain["RGO-NEW-1"].startswith("Uses: none. Lacks (not in the card catalog): "
                                         "Edhellond (Enhanced Site), Grey Havens (Enhanced")
    mine = coe_records(json.loads(FIXTURE.read_text("utf-8")), source="mine.json")
    notes = make_ruleset("road-goes-ever-on", starter.with_cards(mine)).rules_notes()
    assert notes["RGO-NEW-8"] == ("Uses: Pipe. Lacks (not in the card catalog): Mirkwood Bow, "
                                  "Erebor Axe.")
    assert notes["RGO-NEW-4"].startswith("Uses: Defend the North, Defending the Shire. Lacks")
