"""An action's parameters on the web table: each a labelled field (a choice where the help
lists the values, a card of the board by name where it asks for an id), a refusal shown with
its clause and nothing played, then the action played with what was filled in."""

from __future__ import annotations

from typing import Any

import httpx
from playwright.sync_api import Page

from api.local_server import Server
from tests.web.table import advancing, sign_in, start_game, version

RULESET, SEED = "road-goes-ever-on", 3  # its first turn offers a resource to declare


def declared_action(server: Server, game: str, headers: dict[str, str]) -> dict[str, Any]:
    """The first action of the game whose effect the player declares (a player ruling)."""
    actions = httpx.get(f"{server.url}/games/{game}/actions", headers=headers).json()["actions"]
    return next(a for a in actions if a["id"].startswith("declare-resource:"))


def test_parameters_are_labelled_fields_and_a_refusal_plays_nothing(page: Page,
                                                                     server: Server) -> None:
    token = sign_in(page, "Bilbo")
    game = start_game(page, RULESET, SEED)
    headers = {"Authorization": f"Bearer {token}"}
    action = declared_action(server, game, headers)
    declare = action["id"]
    assert action["params"]["effect"] == "untap|heal|draw"
    form = page.locator(f"form:has(button[data-action='{declare}'])")
    effect = form.get_by_label("Effect (one of these)")
    target = form.get_by_label("Target (a character, where the effect needs one)")
    amount = form.get_by_label("Amount (where the effect needs one)")
    assert effect.locator("option").all_text_contents() == ["choose", "untap", "heal", "draw"]
    assert target.locator("option", has_text="Bilbo").get_attribute("value") == "TW-131"
    before = version(page)

    form.locator("button").click()
    page.wait_for_selector("#table-message .problem")
    refused = httpx.post(f"{server.url}/games/{game}/commands", headers=headers,
                         json={"action": declare, "args": {}, "expected_version": before})
    problem = refused.json()
    assert refused.status_code == 422
    assert page.text_content("#table-message") == (
        f"{problem['title']} (422): {problem['detail']}Clause {problem['clause']}")
    assert version(page) == before
    assert httpx.get(f"{server.url}/games/{game}", headers=headers).json()["version"] == before

    effect.select_option("draw")  # needs no target
    amount.fill("1")
    advancing(page, lambda: form.locator("button").click())
    events = httpx.get(f"{server.url}/games/{game}/events?after={before}",
                       headers=headers).json()["events"]
    assert events[0]["kind"] == "Decision"
    assert events[0]["data"]["action"] == declare
    assert events[0]["data"]["args"] == {"effect": "draw", "amount": 1}
