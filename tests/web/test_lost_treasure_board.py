"""A lost treasure on the web table: a game of The Road Goes Ever On with the golden_hoard
option, played on the Council of Elrond cards (the server of ``--cards``) until a
lost treasure is declared and imported as played, shows beside its bearer's items (each by
its name, whether it is tapped, its card's facts on hover) which item is a lost treasure and of
which lair; axe-core finds nothing serious on the table."""

from __future__ import annotations

from pathlib import Path

import httpx
from playwright.sync_api import Page

from api.local_server import Server
from domain.cards import load_catalog
from domain.record import record_document
from tests.golden_hoard_game import declared
from tests.web.conftest import TIMEOUT, bearer
from tests.web.table import serious_violations, sign_in


def test_the_table_shows_which_item_is_a_lost_treasure(coe_page: Page, coe_server: Server,
                                                       coe_cards_path: Path) -> None:
    catalog = load_catalog(coe_cards_path)
    played = declared(catalog)
    declaration = next(r for r in played.records if r.kind == "LostTreasureDeclared")
    item, lair = (catalog.get(str(declaration.data[k])) for k in ("card", "site"))
    token = sign_in(coe_page, "Thrór")
    imported = httpx.post(f"{coe_server.url}/games/import", json=record_document(played.records),
                          headers=bearer(token), timeout=TIMEOUT)
    assert imported.status_code == 201, imported.text
    coe_page.goto(f"/#/game/{imported.json()['game_id']}")
    coe_page.wait_for_selector("#game-version")
    # The one character bearing it, among the company's.
    holder = coe_page.locator("#board-view dt:text-is('Company') + dd > ul.cards > li").filter(
        has=coe_page.locator("dt:text-is('Lost treasures')"))
    assert holder.count() == 1
    shown = holder.locator("dt:text-is('Lost treasures') + dd li")
    assert shown.all_inner_texts() == [f"{item.name} (lost treasure of {lair.name})"]
    assert shown.first.get_attribute("title") == f"{item.name}: lost treasure of {lair.name}"
    # His items list it too, by its name, whether it is tapped and the card's facts on hover.
    borne = holder.locator("dt:text-is('Items') + dd li").filter(
        has=coe_page.locator(f"> .card-name:text-is('{item.name}')"))
    assert borne.count() == 1
    facts = borne.get_attribute("title") or ""
    assert facts.startswith(f"{item.name}: tapped no; set {item.set}; card type {item.card_type}; ")
    assert serious_violations(coe_page) == []


def test_a_choice_naming_a_lost_treasure_s_copy_reads_as_one(coe_page: Page,
                                                             coe_server: Server) -> None:
    # A choice's value naming an item by the lair it was declared at (``<item>@<lair>``,
    # item_copies.py) reads "item, lost treasure of lair"; a card named where it stands, as
    # before ("card on place").
    sign_in(coe_page, "Dáin")
    shown = coe_page.evaluate("""async () => {
        await learnCards(["TD-161", "TW-428", "TW-90", "TW-120"]);
        return [candidateName("TD-161@TW-428"), candidateName("TD-161"),
                candidateName("TW-90@TW-428"), candidateName("TD-161@TW-120")];
    }""")
    assert shown == ["Valiant Sword, lost treasure of The Lonely Mountain", "Valiant Sword",
                     "Smaug on The Lonely Mountain", "Valiant Sword on Aragorn II"]
