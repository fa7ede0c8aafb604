"""A game of The Road Goes Ever On on the Council of Elrond cards, three Searching Eyes in its
Hazard deck (an event no script plays, as many copies as a deck may hold, CoE-1.3.1), that
waits after two decisions for the player to declare what
the Eye does to Aragorn: discard an item he bears (his Dagger of Westernesse) or cancel a
resource long-event in play (Sun). Started over HTTP, by the API tests and the browser tests."""

from __future__ import annotations

from typing import Any

import httpx

from domain.cards import starter_catalog
from domain.ruleset import make_ruleset
from tests.support import play_suggested

RULESET, SEED, DECISIONS = "road-goes-ever-on", 12, 2
SEARCHING_EYE, DAGGER, SUN, ARAGORN = "TD-67", "TW-206", "TW-335", "TW-120"


def eye_setup() -> dict[str, Any]:
    """That game's set-up: the default one, the first, third and fifth card of the Hazard
    deck Searching Eye."""
    prepared = make_ruleset(RULESET, starter_catalog()).prepare({})
    setup: dict[str, Any] = {k: prepared[k] for k in ("decks", "starting", "starting_items",
                                                      "start_haven")}
    decks = dict(setup["decks"])
    decks["hazard"] = [SEARCHING_EYE if i in (0, 2, 4) else c
                       for i, c in enumerate(decks["hazard"])]
    return {**setup, "decks": decks}


def eye_awaited(client: httpx.Client, headers: dict[str, str]) -> str:
    """That game, played to the declaration; its id (over any HTTP client:
    the browser tests start it on their server)."""
    started = client.post("/games", headers=headers, json={
        "ruleset": RULESET, "seed": SEED, "setup": eye_setup()})
    assert started.status_code == 201, started.text
    game = str(started.json()["game_id"])
    play_suggested(client, headers, game, DECISIONS)
    return game
