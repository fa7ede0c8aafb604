"""The games page: my games twenty at a time with a button for more, the public games of
everyone, and every ruleset with a link to start one; each row as GET /games summarizes it."""

from __future__ import annotations

from typing import Any

import httpx
from playwright.sync_api import Page

from api.local_server import Server
from tests.web.conftest import TIMEOUT, api, bearer
from tests.web.table import sign_in, unique_name


def started(server: Server, token: str, **body: Any) -> dict[str, Any]:
    answer = httpx.post(f"{server.url}/games", headers=bearer(token),
                        json={"ruleset": "dice-race", "seed": 1,
                              "setup": {"goal": 20, "turns": 6}, **body}, timeout=TIMEOUT)
    assert answer.status_code == 201, answer.text
    game: dict[str, Any] = answer.json()
    return game


def row(summary: dict[str, Any]) -> list[str]:
    return [summary["game_id"][:8], f"{summary['ruleset']} {summary['ruleset_version']}",
            summary["state"], str(summary["version"]), summary["visibility"],
            summary["created"]]


def test_my_games_a_page_at_a_time_and_the_public_games(page: Page, server: Server) -> None:
    other = httpx.post(f"{server.url}/players",
                       json={"name": unique_name("Lotho")}, timeout=TIMEOUT).json()["token"]
    public = started(server, other, ruleset="burglar", setup={}, visibility="public")
    token = sign_in(page, "Frodo")
    for seed in range(21):
        started(server, token, seed=seed)
    mine = api(server, token, "/games?owner=me&limit=200")["games"]
    assert len(mine) == 21

    page.goto("/#/")
    page.wait_for_selector("section[aria-label='My games'] tbody tr")
    my_rows = page.locator("section[aria-label='My games'] tbody tr")
    assert my_rows.count() == 20
    assert my_rows.first.locator("td").all_text_contents() == row(mine[0])
    page.click("button:text('More games')")
    page.wait_for_function("() => document.querySelectorAll("
                           "\"section[aria-label='My games'] tbody tr\").length === 21")
    assert my_rows.last.locator("td").all_text_contents() == row(mine[20])
    assert page.query_selector("section[aria-label='My games'] button") is None

    # Other tests' public games may be listed too (the server is shared): the newest first.
    everyone = api(server, None, "/games?visibility=public")["games"]
    assert everyone[0]["game_id"] == public["game_id"]
    assert page.locator("section[aria-label='Public games'] tbody tr").first.locator(
        "td").all_text_contents() == row(everyone[0])
    page.click("a:text('Start a game of necromancer')")
    page.wait_for_selector("#ruleset")
    assert page.eval_on_selector("#ruleset", "s => s.value") == "necromancer"
    notes = api(server, None, "/rulesets/necromancer")["rules_notes"]
    assert notes, "the Guise of the Necromancer names its readings"
    page.click("#rules-notes summary")
    assert page.locator("#rules-notes dt").all_text_contents() == list(notes)
    assert page.locator("#rules-notes dd").all_text_contents() == list(notes.values())
