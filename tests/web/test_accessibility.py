"""The web table by keyboard and for the eye: Tab reaches a choice and Enter plays it, and
axe-core (vendored in tests/web/vendor, never served) finds no serious or critical WCAG 2
A/AA violation, colour contrast included, on any page."""

from __future__ import annotations

from playwright.sync_api import Page

from api.local_server import Server
from tests.web.conftest import api
from tests.web.table import (
    choose_automatically,
    serious_violations,
    shows_version,
    sign_in,
    start_game,
    tab_to,
    version,
)


def test_tab_reaches_a_choice_and_enter_plays_it(page: Page, server: Server) -> None:
    token = sign_in(page, "Fatty Bolger")
    game = start_game(page, "there-and-back-again", 7)
    before = int(page.text_content("#game-version") or "0")
    page.locator("body").focus()
    tab_to(page, "action-button", 60, "a choice")
    chosen = page.evaluate("document.activeElement.dataset.action")

    page.keyboard.press("Enter")
    shows_version(page, before, later=True)
    events = api(server, token, f"/games/{game}/events?after={before}")["events"]
    assert events[0]["kind"] == "Decision"
    assert events[0]["data"]["action"] == chosen
    # The choices keep the focus, and what happened is told to a screen reader.
    lines = api(server, token, f"/games/{game}/narrative?after={before}&limit=1000")["lines"]
    assert page.text_content("#announce") == lines[-1]["line"]
    focused = page.evaluate("document.activeElement.dataset.action || document.activeElement.id")
    assert focused == page.eval_on_selector("#action-list .action-button",
                                            "b => b.dataset.action")
    again = version(page)
    page.keyboard.press("Enter")
    shows_version(page, again, later=True)


def test_no_serious_accessibility_violation_on_any_page(page: Page) -> None:
    checked = {}
    page.goto("/#/signin")
    page.wait_for_selector("main[data-ready]")
    checked["sign-in"] = serious_violations(page)
    sign_in(page, "Farmer Maggot")
    game = start_game(page, "road-goes-ever-on", 7)
    for _ in range(3):
        choose_automatically(page)
    checked["table"] = serious_violations(page)
    page.goto(f"/#/game/{game}/event/12")
    page.wait_for_selector("#audit-view")
    checked["audit"] = serious_violations(page)
    for name, hash_ in [("games", "#/"), ("new game", "#/new"), ("challenges", "#/challenges"),
                        ("open a file", "#/open")]:
        page.goto(f"/{hash_}")
        page.wait_for_selector(f"main[data-ready='{hash_}']")
        checked[name] = serious_violations(page)
    assert checked == {name: [] for name in checked}
