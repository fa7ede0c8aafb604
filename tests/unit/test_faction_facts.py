"""Faction facts derived at import from a card's text: where it is played, its influence number
and its standard modifications by race. The fixture texts are made-up factions in the phrasings
the CoE data uses (no card's own text); the real database is checked record by record for The
Wizards' factions, and against The Road Goes Ever On's quest table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from domain.cards import Catalog, fold, import_coe
from domain.cards.faction_facts import faction_sites, influence_number, standard_modifications

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def coe(coe_cards_path: Path) -> Catalog:
    return import_coe(coe_cards_path)


@pytest.mark.parametrize(("text", "sites", "number", "modifications"), [
    ("<p><b><i>Unique.</i></b> Riders of a made-up plain. <b><i>Playable at Foo Hold</i></b> "
     "if the influence check is greater than 8.</p><p><i>Standard Modifications:</i> Elves "
     "(+2), Men (-1).</p>",
     ("Foo Hold",), 8, (("Elf", 2), ("Man", -1))),
    ("Fishers of a made-up lake. Playable at Bar Town if influence check is greater than 11. "
     "Standard Modifications: none.", ("Bar Town",), 11, ()),
    ("Playable at Baz or Qux if the influence check is greater than 10. Standard "
     "Modifications: Hobbits (+3), Dúnedain (+2), Dwarves (-2), Wizards (+1).",
     ("Baz", "Qux"), 10, (("Hobbit", 3), ("Dúnadan", 2), ("Dwarf", -2), ("Wizard", 1))),
    # A place that is not a named site, a people that is no race of characters, a condition.
    ("Playable at any tapped made-up Lair if the influence check is greater than 10. Standard "
     "Modifications: Orcs of Somewhere (+2), Men (+1 if some condition holds).",
     (), 10, ()),
    ("Playable at Some Vale. Only a named character may play it.", ("Some Vale",), None, ()),
])
def test_facts_of_a_factions_text(text: str, sites: tuple[str, ...], number: int | None,
                                  modifications: tuple[tuple[str, int], ...]) -> None:
    assert faction_sites(text) == sites
    assert influence_number(text) == number
    assert standard_modifications(text) == modifications


#: Every faction of The Wizards: its sites, influence number and standard modifications.
TW_FACTIONS = {
    "TW-193": (("Vale of Erech",), None, ()),  # Army of the Dead: no influence check
    "TW-197": (("Beorn's House",), 7, (("Man", 1),)),
    "TW-200": (("Blue Mountain Dwarf-hold",), 9, (("Elf", -2), ("Dwarf", 2))),
    "TW-211": (("Dunnish Clan-hold",), 9, (("Man", -1), ("Dúnadan", -1), ("Dwarf", -1))),
    "TW-222": (("Easterling Camp",), 9, (("Dúnadan", -2),)),
    "TW-226": (("Grey Havens",), 9, (("Dúnadan", 1), ("Elf", 2))),
    "TW-228": (("Wellinghall",), 9, (("Hobbit", 4),)),
    "TW-257": (("Cameth Brin",), 9, (("Man", 1),)),
    "TW-258": (("Bag End",), 8, (("Hobbit", 4),)),
    "TW-261": (("Iron Hill Dwarf-hold",), 8, (("Elf", -2), ("Dwarf", 2))),
    "TW-263": (("Dol Amroth",), 8, (("Dúnadan", 1),)),
    "TW-268": (("Lossadan Camp",), 8, (("Man", 1),)),
    "TW-276": (("Lond Galen",), 8, (("Dúnadan", 1),)),
    "TW-277": (("Minas Tirith",), 7, (("Dúnadan", 1),)),
    "TW-278": (("Shrel-Kain",), 6, (("Man", 1),)),
    "TW-279": (("Vale of Erech",), 7, (("Dúnadan", 1),)),
    "TW-280": (("Pelargir",), 7, (("Dúnadan", 1),)),
    "TW-281": (("Lake-town",), 6, (("Man", 1),)),
    "TW-310": (("Henneth Annûn",), 7, (("Dúnadan", 1),)),
    "TW-311": (("Bree",), 9, (("Dúnadan", 1),)),
    "TW-317": (("Edoras",), 9, (("Hobbit", 1), ("Dúnadan", 1))),
    "TW-329": (("Southron Oasis",), 8, (("Dúnadan", -2), ("Elf", -2), ("Dwarf", -2))),
    "TW-344": (("Eagles' Eyrie",), 9, ()),
    "TW-352": (("Minas Tirith",), 7, (("Dúnadan", 1),)),
    "TW-357": (("Variag Camp",), 9, ()),
    "TW-367": (("Thranduil's Halls",), 8, (("Man", -1), ("Elf", 1), ("Dwarf", -2))),
    "TW-368": (("Woodmen-town",), 7, (("Man", 1),)),
    "TW-369": (("Wose Passage-hold",), 8, ()),
    "TW-370": (("Drúadan Forest",), 9, ()),
}


def test_every_tw_faction_record_by_record(coe: Catalog) -> None:
    factions = [card for card in coe.select(sets="TW") if card.is_faction]
    assert sorted(card.id for card in factions) == sorted(TW_FACTIONS)
    for card in factions:
        facts = (card.faction_sites, card.influence_number, card.standard_modifications)
        assert facts == TW_FACTIONS[card.id], card.name
        for site in card.faction_sites:  # every site named is a site card of the catalog
            assert any(found.is_site for found in coe.find_all(site)), (card.name, site)


def test_the_quest_table_agrees_with_the_derived_facts(coe: Catalog) -> None:
    """The Road Goes Ever On's hand-written table of faction sites and numbers says what the
    cards print (its rows for factions of later sets are not The Wizards')."""
    table = json.loads((REPO / "seeds" / "tables" / "road-goes-ever-on" /
                        "quest-sites.json").read_text("utf-8"))
    rows = [r for r in table["rows"] if "influence" in r]
    checked = 0
    for row in rows:
        found = [c for c in coe.find_all(row["card"]) if c.set == "TW" and c.is_faction]
        for card in found:
            assert [fold(s) for s in card.faction_sites] == [fold(s) for s in row["sites"]]
            assert card.influence_number == row["influence"], card.name
            checked += 1
    assert checked == 18
