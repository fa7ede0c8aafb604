"""A parameter whose values the rules list (``candidates``: the characters a Song may untap, the
character who taps for an Inn's smoke rings, the target of a declared effect) is a choice of
exactly those, each card by its name, sent as the card id the rules take; a parameter they do
not list is a text field, whatever its help says; a card named where it stands
(``<card>@<character>``) shows as "card on character". The action is added to what the API
answers, so the test does not hang on a game reaching a Song; what is sent is caught before the
server. A palantír's use, in a game reaching one (tests/palantir_game.py), offers the cards its
power may take by name and plays the one chosen."""

from __future__ import annotations

import json
from typing import Any

import httpx
from playwright.sync_api import Page, Route

from api.local_server import Server
from tests.palantir_game import FAR_SIGHT, USE_STONE, palantir_open
from tests.web.conftest import TIMEOUT, api, bearer
from tests.web.table import advancing, sign_in, start_game, version


def characters(board: Any, found: dict[str, str]) -> dict[str, str]:
    """The board's cards with a prowess, by id, in board order."""
    if isinstance(board, list):
        for value in board:
            characters(value, found)
    elif isinstance(board, dict):
        if isinstance(board.get("id"), str) and "prowess" in board:
            found.setdefault(board["id"], board["name"])
        for value in board.values():
            characters(value, found)
    return found


def test_a_listed_parameter_offers_exactly_its_candidates(page: Page, server: Server) -> None:
    token = sign_in(page, "Fredegar")
    game = start_game(page, "road-goes-ever-on", 3)
    board = api(server, token, f"/games/{game}")["board"]
    company = list(characters(board, {}).items())
    assert len(company) >= 3
    # Two of the company, the last first: the page keeps the rules' order and leaves out
    # every card they do not list.
    listed = [company[-1], company[0]]
    action = {"id": "sing:TEST:untap", "label": "Sing the test Song (untap)",
              "rule": "RGO-SONG-1", "clause": None,
              "params": {"character": "the character the Song untaps or heals",
                         "note": "a card id", "card": "a card where it stands"},
              "candidates": {"character": [card_id for card_id, _ in listed],
                             "card": [f"{listed[0][0]}@{listed[1][0]}"]}}

    def with_the_action(route: Route) -> None:
        answer = route.fetch()
        doc = answer.json()
        doc["actions"].append(action)
        route.fulfill(response=answer, json=doc)

    sent: list[dict[str, Any]] = []

    def caught(route: Route) -> None:
        sent.append(json.loads(route.request.post_data or "{}"))
        route.fulfill(status=422, json={"title": "Refused", "detail": "caught by the test"})

    page.route(f"**/games/{game}/actions", with_the_action)
    page.route(f"**/games/{game}/commands", caught)
    page.reload()
    form = page.locator("form:has(button[data-action='sing:TEST:untap'])")
    form.wait_for()
    field = form.get_by_label("Character (the character the Song untaps or heals)")
    assert field.locator("option").all_text_contents() == ["choose", *(n for _, n in listed)]
    # A card named where it stands (``<card>@<character>``) shows as both.
    assert form.get_by_label("Card (a card where it stands)").locator(
        "option").all_text_contents() == ["choose", f"{listed[0][1]} on {listed[1][1]}"]
    note = form.get_by_label("Note (a card id)")
    assert note.evaluate("n => n.tagName") == "INPUT"
    field.select_option(label=listed[0][1])
    form.locator("button").click()
    page.wait_for_selector("#table-message .problem")
    assert sent == [{"action": "sing:TEST:untap", "args": {"character": listed[0][0]},
                     "expected_version": int(page.text_content("#game-version") or "0")}]


def test_a_palantir_s_use_offers_the_cards_its_power_may_take(page: Page,
                                                               server: Server) -> None:
    # The game of tests/palantir_game.py, imported: Bilbo's use of the Palantír of Annúminas
    # offers the "sage only" cards by name, and the one chosen is played as its card id.
    token = sign_in(page, "Saruman")
    headers = bearer(token)
    with httpx.Client(base_url=server.url, timeout=TIMEOUT) as client:
        game = palantir_open(client, headers)
    page.goto(f"/#/game/{game}")
    page.reload()
    form = page.locator(f"form:has(button[data-action='{USE_STONE}'])")
    form.wait_for()
    field = form.locator("select[data-param='card']")
    assert field.evaluate("f => f.labels[0].textContent").startswith(
        "Card (the card the stone's power takes (a card; \"top\" for Minas Tirith)")
    assert field.locator("option").all_text_contents() == ["choose", "Use Palantír",
                                                           "Far-sight"]
    before = version(page)
    field.select_option(label="Far-sight")
    advancing(page, lambda: form.locator("button").click())
    events = api(server, token, f"/games/{game}/events?after={before}")["events"]
    assert events[0]["data"] == {"action": USE_STONE, "args": {"card": FAR_SIGHT}}
