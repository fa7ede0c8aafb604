"""Two uvicorn processes sharing one PostgreSQL database serve one game consistently: a write
through either is seen by both, a stale write through either is refused, the log verifies."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from tests.e2e.conftest import free_port, register, serving, uvicorn_command

OPERATOR = "operator-token-e2e"


@pytest.mark.parametrize("database_url", ["postgres"], indirect=True)
def test_two_processes_one_game(database_url: str, tmp_path: Path) -> None:
    env = {"REDBOOK_DATABASE_URL": database_url, "REDBOOK_OPERATOR_TOKEN": OPERATOR}
    port_a, port_b = free_port(), free_port()
    with serving(uvicorn_command(port_a), port_a, env, tmp_path) as a, \
            serving(uvicorn_command(port_b), port_b, env, tmp_path) as b, \
            httpx.Client(base_url=a.url, timeout=60) as one, \
            httpx.Client(base_url=b.url, timeout=60) as two:
        headers = register(one, "Bilbo")
        game = one.post("/games", headers=headers, json={
            "ruleset": "dice-race", "seed": 42, "setup": {"goal": 20, "turns": 6}}).json()
        game_id = game["game_id"]
        # The token issued by one process is known to the other.
        assert two.get(f"/games/{game_id}", headers=headers).json()["version"] == 2

        assert one.post(f"/games/{game_id}/commands", headers=headers, json={
            "action": "walk", "expected_version": 2}).status_code == 200
        assert two.get(f"/games/{game_id}", headers=headers).json()["board"]["square"] == 2
        stale = two.post(f"/games/{game_id}/commands", headers=headers, json={
            "action": "walk", "expected_version": 2})
        assert stale.status_code == 409
        assert stale.json()["current_version"] == 5
        assert two.post(f"/games/{game_id}/commands", headers=headers, json={
            "action": "draw", "expected_version": 5}).status_code == 200
        assert one.post(f"/games/{game_id}/commands", headers=headers, json={
            "action": "run", "expected_version": 7}).status_code == 200

        views = [c.get(f"/games/{game_id}", headers=headers).json() for c in (one, two)]
        assert views[0] == views[1]
        assert views[0]["version"] == 10
        assert views[0]["board"]["square"] == 9
        logs = [c.get(f"/games/{game_id}/events", headers=headers).json() for c in (one, two)]
        assert logs[0] == logs[1]
        assert [e["version"] for e in logs[0]["events"]] == list(range(1, 11))
        stories = [c.get(f"/games/{game_id}/narrative", headers=headers).json()
                   for c in (one, two)]
        assert stories[0] == stories[1]
        assert len(stories[0]["lines"]) == 10
        operator = {"Authorization": f"Bearer {OPERATOR}"}
        assert two.get(f"/games/{game_id}/verify", headers=operator).json()["ok"] is True
