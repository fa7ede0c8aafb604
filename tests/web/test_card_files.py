"""A setup option that takes a card file (The Road Goes Ever On's ``battle_cards`` and
``new_cards``: ``{"file": its name, "cards": its JSON}``) may be filled by choosing the file on
the new-game page: the game starts with its cards, as `redbook play --setup` would."""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import Page

from api.local_server import Server
from tests.web.table import GAME_URL, sign_in

BATTLES = Path(__file__).parents[1] / "rules" / "fixtures" / "rgo-battle-cards.json"


def test_the_battle_cards_file_is_chosen_on_the_page(page: Page, server: Server) -> None:
    sign_in(page, "Bandobras")
    page.goto("/#/new/road-goes-ever-on")
    page.set_input_files("#option-battle_cards-file", str(BATTLES))
    page.wait_for_selector("#option-battle_cards-read:text('read: rgo-battle-cards.json')")
    filled = json.loads(page.input_value("#option-battle_cards"))
    assert filled == {"file": "rgo-battle-cards.json",
                      "cards": json.loads(BATTLES.read_text(encoding="utf-8"))}
    page.fill("#seed", "3")
    page.click("button:text('Start the game')")
    page.wait_for_url(GAME_URL)
    page.wait_for_selector("#log > li[data-version='5']")
    lines = page.locator("#log > li .line").all_inner_texts()
    assert lines[0].startswith("A game of The Road Goes Ever On begins (seed 3), "
                               "with the Battles of rgo-battle-cards.json. Setup: decks: ")
    assert lines[4] == ("The Battles of rgo-battle-cards.json go in the Quest deck: "
                        "Defend the North, Defending the Shire.")


def test_a_card_file_that_is_not_json_is_refused_before_the_game(page: Page,
                                                                  tmp_path: Path) -> None:
    sign_in(page, "Hamfast")
    page.goto("/#/new/road-goes-ever-on")
    page.fill("#option-new_cards", "left over")
    notes = tmp_path / "cards.txt"
    notes.write_text("not JSON", encoding="utf-8")
    page.set_input_files("#option-new_cards-file", str(notes))
    page.wait_for_selector("#option-new_cards-read .problem")
    assert page.text_content("#option-new_cards-read .problem") == (
        "cards.txt is not JSON, so it is not a card file.")
    assert page.input_value("#option-new_cards") == ""
