"""A parameter that asks for a character without saying "id" (The Road's Songs and its Inn's
smoke rings, Guise of the Necromancer's declared plays: the rules take the character's card id,
which the page never shows) is a choice of the board's characters by name, sent as their ids.
The action is added to what the API answers, so the test does not hang on a game reaching a
Song; what is sent is caught before the server."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
from playwright.sync_api import Page, Route

from api.local_server import Server
from tests.web.table import sign_in, start_game

HELPS = ["the character the Song untaps or heals",   # road_goes_ever_on/songs.py
         "an untapped character who taps",            # road_goes_ever_on/choices.py (an Inn)
         "the character it acts on, where the effect needs one"]  # guise_of_the_necromancer


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


@pytest.mark.parametrize("help_text", HELPS)
def test_a_character_is_chosen_by_name(page: Page, server: Server, help_text: str) -> None:
    token = sign_in(page, "Fredegar")
    game = start_game(page, "road-goes-ever-on", 3)
    headers = {"Authorization": f"Bearer {token}"}
    board = httpx.get(f"{server.url}/games/{game}", headers=headers).json()["board"]
    company = characters(board, {})
    assert len(company) >= 2
    action = {"id": "sing:TEST:heal", "label": "Sing the test Song (heal)", "rule": "RGO-SONG-1",
              "clause": None, "params": {"character": help_text}}

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
    form = page.locator("form:has(button[data-action='sing:TEST:heal'])")
    form.wait_for()
    field = form.locator("select[data-param='character']")
    assert field.locator("option").all_text_contents() == ["choose", *company.values()]
    assert form.locator("label").inner_text().startswith(f"Character ({help_text})")
    last_id, last_name = list(company.items())[-1]
    field.select_option(label=last_name)
    form.locator("button").click()
    page.wait_for_selector("#table-message .problem")
    assert sent == [{"action": "sing:TEST:heal", "args": {"character": last_id},
                     "expected_version": int(page.text_content("#game-version") or "0")}]
