"""Ally facts derived at import from a card's text: the sites where it is played, the regions at
any site of which it is, and whether it is played though the site is tapped. The fixture texts
are made-up allies in the phrasings the CoE data uses (no card's own text); the real database is
checked record by record for The Wizards' allies, and against The Road Goes Ever On's quest
table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from domain.cards import Catalog, fold, import_coe
from domain.cards.ally_facts import ally_at_tapped_site, ally_regions, ally_sites

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def coe(coe_cards_path: Path) -> Catalog:
    return import_coe(coe_cards_path)


@pytest.mark.rule("CoE-2.V.2")
@pytest.mark.parametrize(("text", "sites", "regions", "tapped"), [
    ("<p><b><i>Unique. Playable at Foo Hold.</i></b></p><p>Taps to do something.</p>",
     ("Foo Hold",), (), False),
    ("<p><b><i>Unique. Playable at Bar Town or Baz Burrow; playable even if the site is "
     "tapped.</i></b></p>", ("Bar Town", "Baz Burrow"), (), True),
    ("<p><b><i>Unique. Playable at any site in Some Vale.</i></b> Later text.</p>",
     (), ("Some Vale",), False),
    ("<p>May not be attacked.</p>", (), (), False),
])
def test_facts_of_an_allys_text(text: str, sites: tuple[str, ...], regions: tuple[str, ...],
                                tapped: bool) -> None:
    assert ally_sites(text) == sites
    assert ally_regions(text) == regions
    assert ally_at_tapped_site(text) is tapped


#: Every ally of The Wizards: its sites, its regions, played at a tapped site.
TW_ALLIES = {
    "TW-198": (("Bree", "Bag End"), (), True),  # Bill the Pony
    "TW-245": (("Old Forest",), (), False),  # Goldberry
    "TW-246": (("Goblin-gate", "Moria"), (), False),  # Gollum
    "TW-251": (("Eagles' Eyrie",), (), False),  # Gwaihir
    "TW-265": (("Wellinghall",), (), False),  # Leaflock
    "TW-307": (("Wellinghall",), (), False),  # Quickbeam
    "TW-308": (("Wellinghall",), (), False),  # Quickbeam
    "TW-320": ((), ("Northern Rhovanion",), False),  # Roäc the Raven
    "TW-326": (("Edoras", "Dunharrow"), (), False),  # Shadowfax
    "TW-328": (("Wellinghall",), (), False),  # Skinbark
    "TW-350": (("Old Forest",), (), False),  # Tom Bombadil
    "TW-353": (("Wellinghall",), (), False),  # Treebeard
}


@pytest.mark.rule("CoE-2.V.2")
def test_every_tw_ally_record_by_record(coe: Catalog) -> None:
    allies = [card for card in coe.select(sets="TW") if card.is_ally]
    assert sorted(card.id for card in allies) == sorted(TW_ALLIES)
    for card in allies:
        facts = (card.ally_sites, card.ally_regions, card.ally_at_tapped_site)
        assert facts == TW_ALLIES[card.id], card.name
        for site in card.ally_sites:  # every site named is a site card of the catalog
            assert any(found.is_site for found in coe.find_all(site)), (card.name, site)
        for region in card.ally_regions:
            assert any(found.is_region for found in coe.find_all(region)), (card.name, region)


def test_the_quest_table_agrees_with_the_derived_facts(coe: Catalog) -> None:
    """The Road Goes Ever On's hand-written table of where allies are taken says what the
    cards print."""
    table = json.loads((REPO / "seeds" / "tables" / "road-goes-ever-on" /
                        "quest-sites.json").read_text("utf-8"))
    checked = 0
    for row in table["rows"]:
        for card in (c for c in coe.find_all(row["card"]) if c.set == "TW" and c.is_ally):
            assert [fold(s) for s in card.ally_sites] == [fold(s) for s in row["sites"]]
            checked += 1
    assert checked == 8  # Quickbeam's two printings
