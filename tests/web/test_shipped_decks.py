"""The new-game form offers The Road Goes Ever On's shipped decks as its API lists them (the
``deck`` option's choice: a list after "the default", not a text to guess a name into), and a
game of "Many a Gleaming Golden Hoard" starts from the form: the golden-hoard deck chosen and
the option given, on a server of the Council of Elrond card database. On the starter catalog
the same form shows the one problem naming the database the deck needs."""

from __future__ import annotations

from playwright.sync_api import Page

from api.local_server import Server
from tests.web.conftest import api
from tests.web.table import serious_violations, sign_in

RGO = "road-goes-ever-on"


def choose(page: Page, deck: str, golden_hoard: str) -> None:
    page.goto(f"/#/new/{RGO}")
    page.wait_for_selector("#option-deck")
    page.select_option("#option-deck", deck)
    page.fill("#option-golden_hoard", golden_hoard)
    page.fill("#seed", "21")


def test_the_form_offers_the_shipped_decks_and_starts_a_golden_hoard_game(
        coe_page: Page, coe_server: Server) -> None:
    token = sign_in(coe_page, "Thorin")
    listed = api(coe_server, None, f"/rulesets/{RGO}")
    shipped = listed["option_types"]["deck"]["values"]
    assert shipped == ["default", "golden-hoard", "rings", "under-deeps"]
    assert "golden-hoard (for golden_hoard; " in listed["options"]["deck"]
    choose(coe_page, "golden-hoard", "true")
    assert coe_page.locator("#option-deck option").all_inner_texts() == [
        "the default (default)", *shipped]
    with coe_page.expect_request(lambda r: r.url.endswith("/games")
                                 and r.method == "POST") as sent:
        coe_page.click("button:text('Start the game')")
    assert sent.value.post_data_json["setup"] == {"deck": "golden-hoard", "golden_hoard": True}
    coe_page.wait_for_selector("#game-version")
    game = coe_page.url.rsplit("/", 1)[-1]
    started = api(coe_server, token, f"/games/{game}/events")["events"][0]["data"]["setup"]
    assert started["golden_hoard"] == {"treasures": 5, "dragons": 0}
    assert "TD-161" in started["decks"]["quest"]  # Valiant Sword, a hoard major item
    assert serious_violations(coe_page) == []


def test_on_the_starter_catalog_the_form_names_the_database_the_deck_needs(
        page: Page, server: Server) -> None:
    sign_in(page, "Fíli")
    choose(page, "golden-hoard", "true")
    page.click("button:text('Start the game')")
    page.wait_for_selector(".problem")
    assert page.text_content(".problem").endswith(  # type: ignore[union-attr]
        "deck: \"golden-hoard\" holds cards of the set TD (14 different ones), which the card "
        "catalog does not hold (it holds TW only): this deck needs the Council of Elrond card "
        "database (--cards FILE or REDBOOK_CARDS)")
    assert page.url.endswith(f"#/new/{RGO}")
