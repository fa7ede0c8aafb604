"""Where the table puts things: the audit of a log line opened in view with the keyboard on it
(the table keeping its place, not drawn again from the top), and the keyboard back on the line
once it is closed; no element id used twice on any ruleset's table; There and Back Again's map
one row west to east at a desk's width (TBA-LAYOUT-1), read top to bottom on a phone."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from api.local_server import Server
from tests.web.conftest import api, opened_page, screenshot
from tests.web.table import (
    choose_automatically,
    played_until,
    serious_violations,
    sign_in,
    start_game,
)

DESK = {"width": 1400, "height": 900}
PHONE = {"width": 390, "height": 844}


@pytest.fixture
def desk(browser: Browser, server: Server) -> Iterator[Page]:
    yield from opened_page(browser, server, DESK)


@pytest.fixture
def phone(browser: Browser, server: Server) -> Iterator[Page]:
    yield from opened_page(browser, server, PHONE)


def in_view(page: Page, selector: str) -> bool:
    """Whether the top of ``selector`` is within the screen (give or take a fraction of a
    pixel: the page scrolls by fractions)."""
    top = page.evaluate(f"() => document.querySelector({selector!r}).getBoundingClientRect().top")
    height = page.evaluate("() => window.innerHeight")
    return -1 < top < height


def focused_in(page: Page, selector: str) -> bool:
    found = page.evaluate(f"() => document.querySelector({selector!r})"
                          ".contains(document.activeElement)")
    assert isinstance(found, bool)
    return found


@pytest.mark.not_a_rule("the web table's layout: where the audit opens and the keyboard goes")
@pytest.mark.parametrize("ruleset", ["road-goes-ever-on", "there-and-back-again"])
def test_an_audit_opens_in_view_with_the_keyboard_on_it(page: Page, server: Server,
                                                        ruleset: str) -> None:
    game = played_until(page, server, f"Ponto of {ruleset}", ruleset, 3,
                        lambda g: g.version >= 150)
    line = page.locator("#log > li").nth(-3)
    audited = int(line.get_attribute("data-version") or "0")
    line.scroll_into_view_if_needed()
    scrolled = page.evaluate("() => window.scrollY")
    assert scrolled > 0, "the log line is below the first screen"
    line.locator("> a").click()
    page.wait_for_selector("#audit-view")
    assert page.url.endswith(f"/event/{audited}")
    # The audit's heading is on the screen and has the keyboard; the table was not drawn
    # again (its log is the same list, the page did not go back to its top first).
    assert in_view(page, "#audit h2")
    assert page.evaluate("() => document.activeElement.textContent") == \
        f"Audit of event {audited}"
    assert focused_in(page, "#audit")
    assert page.locator("#close-audit").is_visible()
    assert game.version == int(page.text_content("#game-version") or "0")
    screenshot(page, f"audit-in-view-{ruleset}")
    # Closed (by Escape here), the keyboard is back on the line whose audit it was.
    page.keyboard.press("Escape")
    assert page.locator("#audit-view").count() == 0
    assert page.evaluate("() => document.activeElement.closest('li')?.dataset.version") == \
        str(audited)
    assert in_view(page, f"#log > li[data-version='{audited}']")


@pytest.mark.not_a_rule("the web table's markup: each id names one element")
def test_no_id_is_used_twice_on_any_rulesets_table(page: Page, server: Server) -> None:
    rulesets = [r["id"] for r in api(server, None, "/rulesets")]
    assert {"solitaire-v1", "there-and-back-again", "road-goes-ever-on", "burglar",
            "necromancer"} <= set(rulesets)
    sign_in(page, "Hamfast")
    for ruleset in rulesets:
        game = start_game(page, ruleset, 4)
        choose_automatically(page)
        # With an audit open too: its fields have ids of their own.
        page.locator("#log > li > a").last.click()
        page.wait_for_selector("#audit-view")
        ids = page.evaluate("""() => {
            const seen = Array.from(document.querySelectorAll('[id]'), (e) => e.id);
            return seen.filter((id, i) => seen.indexOf(id) !== i);
        }""")
        assert ids == [], (ruleset, game)
        assert page.locator("#log").evaluate("e => e.tagName") == "OL"


def map_tops(page: Page) -> list[float]:
    tops = page.locator("#zone-map li.map-column").evaluate_all(
        "columns => columns.map(c => c.getBoundingClientRect().top)")
    assert isinstance(tops, list) and len(tops) == 7
    return [float(t) for t in tops]


@pytest.mark.rule("TBA-LAYOUT-1")
def test_the_map_is_one_row_west_to_east_at_a_desks_width(desk: Page, phone: Page) -> None:
    sign_in(desk, "Holman")
    start_game(desk, "there-and-back-again", 7)
    tops = map_tops(desk)
    assert tops == [tops[0]] * 7
    lefts = desk.locator("#zone-map li.map-column").evaluate_all(
        "columns => columns.map(c => c.getBoundingClientRect().left)")
    assert lefts == sorted(lefts) and len(set(lefts)) == 7
    assert desk.locator("#zone-map li.map-column").last.locator(".site > .card").inner_text() \
        == "The Lonely Mountain"
    # The row fits its zone, and no column's words spill out of it.
    assert desk.locator("#zone-map ol.map-row").evaluate(
        "row => row.scrollWidth - row.clientWidth") == 0
    assert desk.locator("#zone-map").evaluate("zone => zone.scrollWidth - zone.clientWidth") == 0
    assert desk.locator("#zone-map .map-place").evaluate_all(
        "places => places.filter(p => p.scrollWidth > p.clientWidth).length") == 0
    screenshot(desk, "tba-map-desk")
    assert serious_violations(desk) == []
    # On a phone, west first, one column under the other, nothing wider than the screen.
    sign_in(phone, "Holman on a phone")
    start_game(phone, "there-and-back-again", 7)
    tops = map_tops(phone)
    assert tops == sorted(tops) and len(set(tops)) == 7
    screenshot(phone, "tba-map-phone")
    assert phone.evaluate("() => document.documentElement.scrollWidth"
                          " - document.documentElement.clientWidth") == 0
