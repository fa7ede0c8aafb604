"""The Road Goes Ever On's board over HTTP with the golden_hoard option: each character's lost
treasures (``lost_treasures``: the item by its name, that of one of his ``items``, and
``lost_treasure_of``, the lair it was declared at), in a game played on the Council of Elrond
cards and imported as played; a game without the option has no such field."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from api.config import store_env
from domain.cards import load_catalog
from domain.record import record_document
from domain.store.games import GameService
from tests.golden_hoard_game import declared


@pytest.fixture
def service(database_url: str, coe_cards_path: Path) -> Iterator[GameService]:
    """The server on the Council of Elrond cards, which hold the hoard items and lairs."""
    games = GameService(load_catalog(coe_cards_path), uuid.uuid4, env=store_env(database_url))
    yield games
    games.close()


def test_the_board_shows_which_item_is_a_lost_treasure_and_of_which_lair(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    played = declared(service.catalog)
    imported = client.post("/games/import", headers=bilbo,
                           json=record_document(played.records))
    assert imported.status_code == 201, imported.text
    board: dict[str, Any] = imported.json()["board"]
    declaration = next(r for r in played.records if r.kind == "LostTreasureDeclared")
    item, lair = (service.catalog.get(str(declaration.data[k])) for k in ("card", "site"))
    bearers = [c for c in board["company"] if c["lost_treasures"]]
    assert [(c["lost_treasures"], [i["name"] for i in c["items"] if i["id"] == item.id])
            for c in bearers] == [
        ([{"name": item.name, "lost_treasure_of": lair.name}], [item.name])]
    assert all(c["lost_treasures"] == [] for c in board["company"] if c not in bearers)
    # A game without the option: no lost treasure to show, no field.
    plain = client.post("/games", headers=bilbo, json={"ruleset": "road-goes-ever-on",
                                                       "seed": 3})
    assert plain.status_code == 201, plain.text
    assert all("lost_treasures" not in c for c in plain.json()["board"]["company"])
