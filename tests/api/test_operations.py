"""What an operator relies on: health and readiness, request ids, CORS off unless configured."""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

from api.app import create_app
from domain.store.games import GameService


def test_health_and_readiness(client: TestClient) -> None:
    assert client.get("/healthz").json() == {"status": "ok"}
    assert client.get("/readyz").json() == {"status": "ready"}


def test_request_ids_are_echoed_or_made(client: TestClient) -> None:
    assert client.get("/healthz", headers={"X-Request-ID": "trace-42"}).headers[
        "x-request-id"] == "trace-42"
    made = client.get("/healthz").headers["x-request-id"]
    assert re.fullmatch(r"[0-9a-f]{32}", made)
    odd = client.get("/healthz", headers={"X-Request-ID": "x" * 101}).headers["x-request-id"]
    assert re.fullmatch(r"[0-9a-f]{32}", odd)


def test_cors_is_off_by_default(client: TestClient) -> None:
    answer = client.get("/rulesets", headers={"Origin": "https://elsewhere.example"})
    assert "access-control-allow-origin" not in answer.headers
    preflight = client.options("/games", headers={
        "Origin": "https://elsewhere.example", "Access-Control-Request-Method": "POST"})
    assert "access-control-allow-origin" not in preflight.headers


def test_cors_allows_configured_origins(service: GameService) -> None:
    app = create_app(service=service, cors_origins=["https://table.example"])
    with TestClient(app) as client:
        preflight = client.options("/games", headers={
            "Origin": "https://table.example", "Access-Control-Request-Method": "POST"})
        assert preflight.status_code == 200
        assert preflight.headers["access-control-allow-origin"] == "https://table.example"
        other = client.get("/rulesets", headers={"Origin": "https://elsewhere.example"})
        assert "access-control-allow-origin" not in other.headers
