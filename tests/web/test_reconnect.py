"""A watcher's stream dropped while the game moves on: the server stops, the game is played
meanwhile through a second server on the same store, and when the first is back the page
resumes with Last-Event-ID and shows every missed event once."""

from __future__ import annotations

from contextlib import AbstractContextManager
from pathlib import Path

import httpx
from playwright.sync_api import Browser

from api.local_server import Server, free_port, serving
from tests.web.table import log_versions, shows_version


def serve(home: Path, port: int) -> AbstractContextManager[Server]:
    """``redbook serve`` on ``port`` over the store in ``home`` (shared by every server)."""
    command = ["-m", "api.cli", "serve", "--database-url", f"sqlite:///{home / 'games.sqlite'}",
               "--port", str(port)]
    return serving(command, port, {}, home, log=home / f"server-{port}-{free_port()}.log",
                   pipe_stdout=False)


def play(client: httpx.Client, game: str, headers: dict[str, str]) -> int:
    """One decision, the automatic player's; the game's version after it."""
    choice = client.get(f"/games/{game}/suggestion", headers=headers).json()
    answer = client.post(f"/games/{game}/commands", headers=headers, json={
        "action": choice["action"], "args": choice["args"], "expected_version": choice["version"]})
    assert answer.status_code == 200, answer.text
    version: int = answer.json()["version"]
    return version


def test_a_dropped_stream_resumes_from_the_last_event(browser: Browser, tmp_path: Path) -> None:
    watched_port, other_port = free_port(), free_port()
    with serve(tmp_path, other_port) as other, httpx.Client(base_url=other.url) as client:
        headers = {"Authorization": "Bearer " + client.post(
            "/players", json={"name": "Owner"}).json()["token"]}
        game = client.post("/games", headers=headers, json={
            "ruleset": "there-and-back-again", "seed": 7, "visibility": "public"}).json()[
            "game_id"]
        context = browser.new_context()
        errors: list[str] = []
        context.on("weberror", lambda error: errors.append(str(error.error)))
        watcher = context.new_page()
        streams: list[dict[str, str]] = []
        watcher.on("request", lambda r: streams.append(r.headers) if "/stream" in r.url else None)
        try:
            with serve(tmp_path, watched_port) as watched:
                watcher.goto(f"{watched.url}/#/game/{game}")
                watcher.wait_for_selector("#live:text('Live:')")
                seen = play(client, game, headers)
                shows_version(watcher, seen)
                watched.process.kill()  # dropped as by a crash (a graceful stop waits for it)
            watcher.wait_for_selector("#live:text('interrupted')")
            for _ in range(2):
                now = play(client, game, headers)
            with serve(tmp_path, watched_port) as back:
                shows_version(watcher, now)
                assert watcher.text_content("#live") == (
                    "Live: this page follows the game as it is played.")
                assert log_versions(watcher, undone=False) == list(range(1, now + 1))
                back.process.kill()
            resumed = [s for s in streams if "last-event-id" in s]
            assert "last-event-id" not in streams[0]
            assert resumed and {s["last-event-id"] for s in resumed} == {str(seen)}
        finally:
            context.close()
        assert errors == []
