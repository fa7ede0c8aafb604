"""``redbook serve`` as a real uvicorn process on a free loopback port: a game played over
HTTP to its end."""

from __future__ import annotations

import json
from pathlib import Path

import httpx

from tests.e2e.conftest import free_port, register, serving


def test_a_game_played_over_http(tmp_path: Path) -> None:
    port = free_port()
    database = f"sqlite:///{tmp_path / 'games.sqlite'}"
    command = ["-m", "api.cli", "serve", "--database-url", database, "--port", str(port)]
    with serving(command, port, {}, tmp_path) as server, httpx.Client(
            base_url=server.url, timeout=60) as client:
        assert client.get("/healthz").json() == {"status": "ok"}
        assert "swagger" in client.get("/docs").text.lower()
        headers = register(client, "Bilbo")
        created = client.post("/games", headers=headers, json={
            "ruleset": "dice-race", "seed": 42, "setup": {"goal": 20, "turns": 6}})
        assert created.status_code == 201
        game = created.json()["game_id"]
        decisions = 0
        while True:
            actions = client.get(f"/games/{game}/actions", headers=headers).json()
            if not actions["actions"]:
                break
            answer = client.post(f"/games/{game}/commands", headers=headers, json={
                "action": "run", "expected_version": actions["version"]})
            assert answer.status_code == 200, answer.text
            decisions += 1
        board = client.get(f"/games/{game}", headers=headers).json()
        assert board["result"] is not None
        assert board["result"]["turns"] == decisions
        verdict = client.get(f"/games/{game}/verify", headers=headers).json()
        assert verdict["ok"] is True
        assert verdict["events"] == board["version"]
        assert server.process.stdout is not None
        banner = server.process.stdout.readline()
        log = [json.loads(line) for line in server.log.read_text().splitlines()
               if line.startswith("{")]
    commands = [line for line in log if line["event"] == "command"]
    assert len(commands) == decisions
    assert {(c["game_id"], c["action"], c["outcome"]) for c in commands} == {
        (game, "run", "ok")}
    assert all(set(c) >= {"request_id", "version", "duration_ms", "timestamp"}
               for c in commands)
    requests = {line["request_id"]: line for line in log if line["event"] == "request"}
    assert all(requests[c["request_id"]]["status"] == 200 for c in commands)
    assert all(requests[c["request_id"]]["game_id"] == game for c in commands)
    url = f"http://127.0.0.1:{port}"
    assert banner == (f"Red Book API on {url}: open {url}/ for the web table, {url}/docs for "
                      "the interactive API docs.\n")
