"""The page at a phone's width (390 by 844 CSS pixels): no page is wider than the screen, so
nothing needs a sideways scroll, and on the table a field's name stands above its value
rather than beside it (two columns nested in a card left a word a line)."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from playwright.sync_api import Browser, Page

from api.local_server import Server
from tests.web.conftest import TIMEOUT, bearer, opened_page, screenshot
from tests.web.table import play_automatically, sign_in, start_game

PHONE = {"width": 390, "height": 844}


@pytest.fixture
def phone(browser: Browser, server: Server) -> Iterator[Page]:
    yield from opened_page(browser, server, PHONE)


def overflow(page: Page) -> int:
    """How many CSS pixels the page is wider than the screen."""
    width = page.evaluate("() => document.documentElement.scrollWidth"
                          " - document.documentElement.clientWidth")
    assert isinstance(width, int)
    return width


def shown(page: Page, address: str) -> None:
    page.goto(address)
    page.wait_for_function("a => document.getElementById('main').dataset.ready === a",
                           arg=address[1:])


def test_no_page_is_wider_than_a_phone(phone: Page, server: Server) -> None:
    token = sign_in(phone, "Pippin")
    # A public game listed on the games page (as other players' are): its table is wide.
    public = {"ruleset": "there-and-back-again", "seed": 1, "visibility": "public"}
    httpx.post(f"{server.url}/games", headers=bearer(token),
               json=public, timeout=TIMEOUT).raise_for_status()
    for address in ("/#/", "/#/signin", "/#/new/road-goes-ever-on", "/#/challenges", "/#/open"):
        shown(phone, address)
        assert overflow(phone) == 0, address
    start_game(phone, "road-goes-ever-on", 3)
    assert play_automatically(phone, 25) == 25
    assert overflow(phone) == 0
    phone.click("button:text('Verify the whole game')")  # its final hash, 71 characters
    phone.wait_for_selector("#verify-result .ok dl")
    assert overflow(phone) == 0
    # The board's first field (the company): its value under its name, not beside it.
    fields = phone.locator("#board-view > dl.view")
    name, value = fields.locator("> dt").first, fields.locator("> dd").first
    assert name.inner_text() == "Company"
    name_box, value_box = name.bounding_box(), value.bounding_box()
    assert name_box is not None and value_box is not None
    assert value_box["y"] >= name_box["y"] + name_box["height"]


def test_a_table_in_the_board_keeps_its_words_whole(page: Page) -> None:
    """Burglar's tasks in its score: each column's heading on one line (a long word may wrap
    on a phone, but a short one is not broken to narrow its column)."""
    sign_in(page, "Peregrin")
    start_game(page, "burglar", 4)
    headings = page.locator("#score-view th")
    assert headings.all_inner_texts() == ["Clause", "Done", "Task", "What"]
    lines = headings.evaluate_all("""cells => cells.map(c => {
        const range = document.createRange();
        range.selectNodeContents(c);
        return range.getClientRects().length;
    })""")
    assert lines == [1, 1, 1, 1]


def test_on_a_phone_a_button_goes_to_the_choices(phone: Page, page: Page) -> None:
    """In one column the choices come after the board, the Shadow tokens and the score: a
    button under the game's title goes to them (in two columns it is shown only while a
    keyboard has it focused)."""
    sign_in(phone, "Robin")
    start_game(phone, "road-goes-ever-on", 3)
    choices = phone.locator("#actions h2")
    below = choices.bounding_box()
    assert below is not None and below["y"] > PHONE["height"]
    phone.click("#to-choices")
    box = choices.bounding_box()
    # At the top of the screen, give or take a fraction of a pixel.
    assert box is not None and -1 < box["y"] < PHONE["height"] / 2
    assert phone.evaluate("() => document.activeElement.textContent") == "Your choices"
    sign_in(page, "Robin at a desk")
    start_game(page, "road-goes-ever-on", 3)
    hidden = page.locator("#to-choices").bounding_box()
    assert hidden is not None and hidden["width"] <= 1 and hidden["height"] <= 1
    page.locator("#to-choices").focus()
    shown = page.locator("#to-choices").bounding_box()
    assert shown is not None and shown["width"] > 100


def test_on_a_phone_burglar_s_tasks_fit_their_panel(phone: Page) -> None:
    """Burglar's tasks in its score, at 390 pixels: each task's cells stacked, each after its
    column's name, so that neither the table nor its panel scrolls sideways (it did: four
    columns of words are wider than the panel)."""
    sign_in(phone, "Lobelia")
    start_game(phone, "burglar", 4)
    table = phone.locator("#score-view table")
    widths = table.evaluate("""t => {
        const panel = t.closest('.panel');
        const inner = panel.getBoundingClientRect().right - parseFloat(
            getComputedStyle(panel).paddingRight) - panel.clientLeft;
        return {table: [t.scrollWidth, t.clientWidth], panel: [panel.scrollWidth,
                panel.clientWidth], past: t.getBoundingClientRect().right - inner};
    }""")
    assert widths["table"][0] <= widths["table"][1], widths
    assert widths["panel"][0] <= widths["panel"][1] and widths["past"] <= 0, widths
    assert overflow(phone) == 0
    # Each cell after its column's name; the headings out of sight (a screen reader's).
    cells = table.locator("tbody tr").first.locator("td")
    assert [cells.nth(i).evaluate("c => [c.dataset.label, getComputedStyle(c, '::before')"
                                  ".content]") for i in range(cells.count())] == [
        [name, f'"{name}: "'] for name in ("Clause", "Done", "Task", "What")]
    hidden = table.locator("thead").bounding_box()
    assert hidden is not None and hidden["width"] <= 1 and hidden["height"] <= 1
    screenshot(phone, "burglar-tasks-phone")
