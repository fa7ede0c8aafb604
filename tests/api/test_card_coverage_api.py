"""``GET /cards/coverage``: the coverage of The Wizards over HTTP, as ``redbook cards
--coverage --json`` prints it."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from api.app import create_app
from api.config import store_env
from domain import coverage
from domain.cards import Catalog
from domain.store.games import GameService


@pytest.fixture(scope="module")
def client(starter: Catalog) -> Iterator[TestClient]:
    service = GameService(starter, uuid.uuid4, env=store_env("sqlite://:memory:"))
    with TestClient(create_app(service=service)) as test_client:
        yield test_client
    service.close()


def test_the_coverage_over_http_is_the_commands(client: TestClient, starter: Catalog) -> None:
    answer = client.get("/cards/coverage")
    assert answer.status_code == 200
    body = answer.json()
    assert body == coverage.document(starter)
    assert body["totals"]["all"] == 500
    assert body["rulesets"] == list(coverage.TEXT_RULESETS)
