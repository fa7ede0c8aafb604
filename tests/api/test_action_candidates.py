"""``GET /games/{id}/actions``: a parameter that takes one of a set the rules know lists that
set (``candidates``), so that a client offers exactly it: in the game of tests/searching_eye.py,
the item Searching Eye may discard and the long-event it may cancel."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from api.app import create_app
from api.config import store_env
from domain.cards import load_catalog
from domain.store.games import GameService
from tests.api.conftest import command, register
from tests.searching_eye import ARAGORN, DAGGER, SEARCHING_EYE, SUN, eye_awaited


@pytest.fixture(scope="module")
def client(coe_cards_path: Path) -> Iterator[TestClient]:
    """The app on the full card data (Searching Eye is not in the starter catalog)."""
    service = GameService(load_catalog(coe_cards_path), uuid.uuid4,
                          env=store_env("sqlite://:memory:"))
    with TestClient(create_app(service=service)) as test_client:
        yield test_client
    service.close()


def test_a_declaration_lists_the_item_and_the_long_event_it_may_name(client: TestClient) -> None:
    headers = register(client, "Aragorn")
    game = eye_awaited(client, headers)
    answer = client.get(f"/games/{game}/actions", headers=headers).json()
    by_id = {a["id"]: a for a in answer["actions"]}
    discard, cancel = (by_id[f"declare:{SEARCHING_EYE}:{e}"]
                       for e in ("discard-item", "cancel-long-event"))
    assert discard["label"] == "Declare: discard an item Aragorn II bears"
    assert (discard["params"], discard["candidates"]) == (
        {"item": "card id of an item the character bears"}, {"item": [DAGGER]})
    assert (cancel["params"], cancel["candidates"]) == (
        {"long_event": "card id of a resource long-event in play"}, {"long_event": [SUN]})
    # Every action answers the field; only a parameter it takes is ever listed.
    assert all(set(a["candidates"]) <= set(a["params"]) for a in answer["actions"])
    assert by_id[f"declare:{SEARCHING_EYE}:wound"]["candidates"] == {}


def test_a_value_not_listed_is_refused_and_one_listed_is_played_as_sent(
        client: TestClient) -> None:
    headers = register(client, "Legolas")
    game = eye_awaited(client, headers)
    version = client.get(f"/games/{game}", headers=headers).json()["version"]
    refused = command(client, headers, game, f"declare:{SEARCHING_EYE}:discard-item", version,
                      item=SUN)
    assert refused.status_code == 422
    assert refused.json()["clause"] == "declared-effect"  # the player's word (version 203)
    assert client.get(f"/games/{game}", headers=headers).json()["version"] == version
    played = command(client, headers, game, f"declare:{SEARCHING_EYE}:discard-item", version,
                     item=DAGGER)
    assert played.status_code == 200, played.text
    # The decision records the action and its arguments only: what the action offered
    # (its params and candidates) is no part of the log.
    decision = played.json()["events"][0]
    assert (decision["kind"], decision["data"]) == (
        "Decision", {"action": f"declare:{SEARCHING_EYE}:discard-item", "args": {"item": DAGGER}})
    board = client.get(f"/games/{game}", headers=headers).json()["board"]
    aragorn = next(c for c in board["company"] if c["id"] == ARAGORN)
    assert DAGGER not in [i["id"] for i in aragorn["items"]]
