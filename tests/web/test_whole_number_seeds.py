"""A whole-number seed typed in the new-game form starts the game the API starts from that
number, however long: the page sends its digits as a JSON number exactly (a JavaScript number
holds a whole number exactly only up to 2^53, a seed may be up to 2^63 - 1), as the command
line reads them; one past the seed's range is refused as the API and the command line refuse
it. A game file holding such a seed is sent to the server as it was written, so it verifies."""

from __future__ import annotations

from pathlib import Path

import httpx
from playwright.sync_api import Page

from api.local_server import Server
from domain.chronicle import SEED_MAX, SEED_MIN
from tests.web.conftest import TIMEOUT, api, bearer
from tests.web.table import sign_in, start_game, verified_shown

RULESET = "there-and-back-again"


def events(server: Server, token: str, game: str) -> list[dict[str, object]]:
    found: list[dict[str, object]] = api(server, token, f"/games/{game}/events")["events"]
    return found


def started(server: Server, token: str, seed: int) -> str:
    """A game of ``seed`` started through the API: its id."""
    answer = httpx.post(f"{server.url}/games", headers=bearer(token),
                        json={"ruleset": RULESET, "seed": seed}, timeout=TIMEOUT)
    assert answer.status_code == 201, answer.text
    game_id: str = answer.json()["game_id"]
    return game_id


def test_a_long_whole_number_seed_starts_the_game_of_that_number(page: Page,
                                                                  server: Server) -> None:
    token = sign_in(page, "Tolman")
    for typed, number in (("1234567890123456", 1234567890123456), (str(SEED_MAX), SEED_MAX),
                          (str(SEED_MIN), SEED_MIN), ("+0042", 42)):
        mine = events(server, token, start_game(page, RULESET, typed))
        theirs = events(server, token, started(server, token, number))
        assert mine[0]["data"]["seed"] == number  # type: ignore[index]
        # The same game, event for event: every hash of the chain the same.
        assert [e["hash"] for e in mine] == [e["hash"] for e in theirs]


def test_a_whole_number_past_the_seeds_range_is_refused_as_the_api_refuses_it(
        page: Page, server: Server) -> None:
    sign_in(page, "Rorimac")
    page.goto(f"/#/new/{RULESET}")
    page.fill("#seed", str(SEED_MAX + 1))
    page.click("button:text('Start the game')")
    assert page.locator("main .problem").inner_text().endswith(
        f"seed: a whole number from {SEED_MIN} to {SEED_MAX}, not {SEED_MAX + 1}.")


def test_a_game_file_of_a_long_seed_verifies_in_the_page(page: Page, server: Server,
                                                         tmp_path: Path) -> None:
    token = sign_in(page, "Saradas")
    game = started(server, token, SEED_MAX)
    answer = httpx.get(f"{server.url}/games/{game}/export?format=record",
                       headers=bearer(token), timeout=TIMEOUT)
    assert answer.status_code == 200, answer.text
    assert str(SEED_MAX) in answer.text
    record = tmp_path / "long-seed.record.json"
    record.write_bytes(answer.content)
    page.goto("/#/open")
    page.set_input_files("#game-file", str(record))
    page.click("button:text('Verify')")
    said, _ = verified_shown(page, "#open-result")
    assert said.startswith("Verified: the record's 0 inputs re-simulate to ")
