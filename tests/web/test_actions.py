"""An action's parameters on the web table: each a labelled field (a choice where the help
lists the values, a choice of exactly the cards the rules list for it, by name), a refusal
shown with its clause and nothing played, then the action played with what was filled in."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from playwright.sync_api import Page

from api.local_server import Server
from domain.cards.catalog import starter_catalog
from domain.ruleset import make_ruleset
from tests.searching_eye import ARAGORN, DAGGER, SEARCHING_EYE, SUN, eye_awaited
from tests.web.conftest import TIMEOUT, api, bearer
from tests.web.table import advancing, sign_in, version

RULESET, SEED = "road-goes-ever-on", 3
#: Healing of Nimrodel (Dark Minions), which no script plays, in the place of Lordly Presence
#: (scripted, so not declared): seed 3 deals it in the first hand. Every resource short-event
#: of The Wizards is played or refused by a script in The Road Goes Ever On, so the declared
#: form is shown with a card of the whole pool (--cards).
DECLARED, SCRIPTED = "DM-135", "TW-267"


@pytest.fixture
def server(coe_server: Server) -> Server:
    """This module's pages are of the server on the Council of Elrond card database (--cards)
    rather than the starter catalog, so that a card beyond The Wizards is dealt."""
    return coe_server


def with_a_card_to_declare(page: Page, server: Server, headers: dict[str, str]) -> str:
    """A game of the default decks, but for the card to declare; its table open."""
    setup = {k: v for k, v in make_ruleset(RULESET, starter_catalog()).prepare({}).items()
             if k in ("decks", "starting", "starting_items", "start_haven")}
    decks = dict(setup["decks"])  # type: ignore[call-overload]
    decks["player"] = [DECLARED if c == SCRIPTED else c for c in decks["player"]]
    body = {"ruleset": RULESET, "seed": SEED, "setup": {**setup, "decks": decks}}
    # The server's first game on the whole card data builds its tables: on a busy machine
    # that takes longer than httpx waits by default.
    game = str(httpx.post(f"{server.url}/games", headers=headers, json=body,
                          timeout=TIMEOUT).json()["game_id"])
    page.goto(f"/#/game/{game}")
    page.wait_for_selector("#game-version")
    return game


def declared_action(server: Server, game: str, token: str) -> dict[str, Any]:
    """The first action of the game whose effect the player declares (a player ruling)."""
    actions = api(server, token, f"/games/{game}/actions")["actions"]
    return next(a for a in actions if a["id"].startswith("declare-resource:"))


def test_parameters_are_labelled_fields_and_a_refusal_plays_nothing(page: Page,
                                                                     server: Server) -> None:
    token = sign_in(page, "Bilbo")
    headers = bearer(token)
    game = with_a_card_to_declare(page, server, headers)
    action = declared_action(server, game, token)
    declare = action["id"]
    assert declare == f"declare-resource:{DECLARED}"
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
                         json={"action": declare, "args": {}, "expected_version": before},
                         timeout=TIMEOUT)
    problem = refused.json()
    assert refused.status_code == 422
    assert page.text_content("#table-message") == (
        f"{problem['title']} (422): {problem['detail']}Clause {problem['clause']}")
    assert version(page) == before
    assert api(server, token, f"/games/{game}")["version"] == before

    effect.select_option("draw")  # needs no target
    amount.fill("1")
    advancing(page, lambda: form.locator("button").click())
    events = api(server, token, f"/games/{game}/events?after={before}")["events"]
    assert events[0]["kind"] == "Decision"
    assert events[0]["data"]["action"] == declare
    assert events[0]["data"]["args"] == {"effect": "draw", "amount": 1}


def test_a_declared_hazard_offers_only_the_item_and_long_event_it_may_name(
        page: Page, server: Server) -> None:
    """Searching Eye declared on Aragorn (the game of tests/searching_eye.py):
    the item is one he bears, the long-event one in play, not any card of the board."""
    token = sign_in(page, "Halbarad")
    headers = bearer(token)
    with httpx.Client(base_url=server.url, timeout=TIMEOUT) as client:
        game = eye_awaited(client, headers)
    page.goto(f"/#/game/{game}")
    page.reload()
    discard, cancel = (page.locator(f"form:has(button[data-action='declare:{SEARCHING_EYE}:{e}'])")
                       for e in ("discard-item", "cancel-long-event"))
    discard.wait_for()
    item = discard.get_by_label("Item (card of an item the character bears)")
    long_event = cancel.get_by_label("Long event (card of a resource long-event in play)")
    assert item.locator("option").all_text_contents() == ["choose", "Dagger of Westernesse"]
    assert long_event.locator("option").all_text_contents() == ["choose", "Sun"]
    assert long_event.locator("option", has_text="Sun").get_attribute("value") == SUN
    before = version(page)
    item.select_option(label="Dagger of Westernesse")
    advancing(page, lambda: discard.locator("button").click())
    events = api(server, token, f"/games/{game}/events?after={before}")["events"]
    assert events[0]["data"] == {"action": f"declare:{SEARCHING_EYE}:discard-item",
                                 "args": {"item": DAGGER}}
    board = api(server, token, f"/games/{game}")["board"]
    assert DAGGER not in [i["id"] for c in board["company"] if c["id"] == ARAGORN
                          for i in c["items"]]
