"""An action's parameters on the web table: each a labelled field (a choice where the help
lists the values, a card of the board by name where it asks for an id), a refusal shown with
its clause and nothing played, then the action played with what was filled in."""

from __future__ import annotations

import httpx
from playwright.sync_api import Page

from api.local_server import Server
from tests.web.table import advancing, sign_in, start_game, version

DECLARE = "declare:TW-252"  # Halfling Stealth, whose effect the player declares


def test_parameters_are_labelled_fields_and_a_refusal_plays_nothing(page: Page,
                                                                     server: Server) -> None:
    token = sign_in(page, "Bilbo")
    game = start_game(page, "burglar", 7)
    headers = {"Authorization": f"Bearer {token}"}
    form = page.locator(f"form:has(button[data-action='{DECLARE}'])")
    effect = form.get_by_label("Effect (one of these)")
    target = form.get_by_label("Target (character or hazard)")
    amount = form.get_by_label("Amount (-5..5)")
    assert effect.locator("option").all_text_contents()[:3] == [
        "choose", "cancel-attack", "cancel-strike"]
    assert target.locator("option", has_text="Bilbo").get_attribute("value") == "TW-131"
    before = version(page)

    form.locator("button").click()
    page.wait_for_selector("#table-message .problem")
    refused = httpx.post(f"{server.url}/games/{game}/commands", headers=headers,
                         json={"action": DECLARE, "args": {}, "expected_version": before})
    problem = refused.json()
    assert refused.status_code == 422
    assert page.text_content("#table-message") == (
        f"{problem['title']} (422): {problem['detail']}Clause {problem['clause']}")
    assert version(page) == before
    assert httpx.get(f"{server.url}/games/{game}", headers=headers).json()["version"] == before

    effect.select_option("draw")  # the one effect open outside combat here
    amount.fill("1")
    advancing(page, lambda: form.locator("button").click())
    events = httpx.get(f"{server.url}/games/{game}/events?after={before}",
                       headers=headers).json()["events"]
    assert events[0]["kind"] == "Decision"
    assert events[0]["data"]["action"] == DECLARE
    assert events[0]["data"]["args"] == {"effect": "draw", "amount": 1}
