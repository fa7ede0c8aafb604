"""Fixtures of the API tests: the app on a fresh store (SQLite and PostgreSQL), a client
through the ASGI interface, and registered players."""

from __future__ import annotations

import hashlib
import io
import itertools
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import structlog
from fastapi import FastAPI
from fastapi.testclient import TestClient

from api.app import create_app
from api.config import store_env
from domain.chronicle import Chronicle
from domain.record import record_document
from domain.ruleset import Ruleset
from domain.store.games import GameService

OPERATOR_TOKEN = "operator-secret-for-tests"


@pytest.fixture
def service(database_url: str, starter: Any) -> Iterator[GameService]:
    games = GameService(starter, uuid.uuid4, env=store_env(database_url))
    yield games
    games.close()


def seeds() -> Callable[[], str]:
    """The seeds the server would choose, fixed so that every run plays the same games."""
    counter = itertools.count(1)
    return lambda: hashlib.sha256(f"server seed {next(counter)}".encode()).hexdigest()


@pytest.fixture
def app(service: GameService) -> FastAPI:
    return create_app(service=service, operator_token=OPERATOR_TOKEN, max_body_bytes=20_000,
                      new_seed=seeds())


@pytest.fixture
def client(app: FastAPI) -> Iterator[TestClient]:
    with TestClient(app) as test_client:
        yield test_client


def register(client: TestClient, name: str = "Bilbo") -> dict[str, str]:
    """A new player's authorization header."""
    response = client.post("/players", json={"name": name})
    assert response.status_code == 201, response.text
    return {"Authorization": f"Bearer {response.json()['token']}"}


@pytest.fixture
def bilbo(client: TestClient) -> dict[str, str]:
    return register(client, "Bilbo")


@pytest.fixture
def frodo(client: TestClient) -> dict[str, str]:
    return register(client, "Frodo")


def start(client: TestClient, headers: dict[str, str], **body: Any) -> dict[str, Any]:
    """Start a dice race (seed 42, goal 20, 6 turns unless told otherwise)."""
    payload = {"ruleset": "dice-race", "seed": 42, "setup": {"goal": 20, "turns": 6}, **body}
    response = client.post("/games", json=payload, headers=headers)
    assert response.status_code == 201, response.text
    game: dict[str, Any] = response.json()
    return game


def refused_setup(client: TestClient, headers: dict[str, str], ruleset: str,
                  setup: dict[str, Any]) -> list[str]:
    """The problems POST /games names for a setup it refuses (422, ``invalid-setup``), having
    checked that no game was made."""
    response = client.post("/games", headers=headers,
                           json={"ruleset": ruleset, "seed": 3, "setup": setup})
    assert response.status_code == 422, response.text
    assert response.json()["code"] == "invalid-setup"
    assert client.get("/games", headers=headers).json()["games"] == []
    problems: list[str] = response.json()["problems"]
    return problems


def imported_as_played(client: TestClient, headers: dict[str, str], old: Ruleset[Any],
                       setup: dict[str, Any]) -> tuple[Chronicle, str, dict[str, Any]]:
    """A game begun under ``old`` (an earlier version) with ``setup``, three decisions played,
    imported as its record: checked to load at its version and verify; returns it, the
    imported game's id and its events."""
    played = Chronicle.begin(old, 3, setup)
    for _ in range(3):
        played.decide(*played.ruleset.policy(played.table.rules, played.actions()))
    imported = client.post("/games/import", headers=headers,
                           json=record_document(played.records))
    assert imported.status_code == 201, imported.text
    game_id = imported.json()["game_id"]
    events: dict[str, Any] = client.get(f"/games/{game_id}/events", headers=headers).json()
    assert events["version"] == played.version
    verdict = client.get(f"/games/{game_id}/verify", headers=headers).json()
    assert (verdict["ok"], verdict["events"]) == (True, played.version)
    return played, game_id, events


def command(client: TestClient, headers: dict[str, str], game_id: str, action: str,
            expected_version: int, **args: Any) -> Any:
    return client.post(f"/games/{game_id}/commands", headers=headers,
                       json={"action": action, "args": args,
                             "expected_version": expected_version})


@pytest.fixture
def log_lines() -> Iterator[io.StringIO]:
    """What the service logs while the test runs (its JSON lines), then logging as before."""
    buffer = io.StringIO()
    before = structlog.get_config()["logger_factory"]
    structlog.configure(logger_factory=structlog.PrintLoggerFactory(file=buffer))
    try:
        yield buffer
    finally:
        structlog.configure(logger_factory=before)
