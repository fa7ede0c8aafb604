"""A choice clicked twice before the table shows its result is played once: the second click
would carry a version the game has left, which the server refuses as stale, so the page
ignores it while the first is under way."""

from __future__ import annotations

from playwright.sync_api import Page, Request

from api.local_server import Server
from tests.web.table import shows_version, sign_in, start_game, version


def test_a_double_click_plays_one_decision_and_shows_no_problem(page: Page,
                                                                 server: Server) -> None:
    sign_in(page, "Quick Hands")
    start_game(page, "solitaire-v1", 5)
    asked: list[str] = []

    def note(request: Request) -> None:
        if "/suggestion" in request.url or request.url.endswith("/commands"):
            asked.append(f"{request.method} {request.url.rsplit('/', 1)[1]}")

    page.on("request", note)
    before = version(page)
    page.dblclick("#auto-choose")
    shows_version(page, before, later=True)
    page.wait_for_selector("#actions:not([aria-busy])", state="attached")
    # Both clicks' requests would have gone out at once; only the first is sent.
    assert asked == ["GET suggestion", "POST commands"]
    assert page.query_selector("main .problem") is None
