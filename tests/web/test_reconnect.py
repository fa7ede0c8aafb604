"""A watcher's stream dropped while the game moves on: the server stops, the game is played
meanwhile through a second server on the same store, and when the first is back the page
resumes with Last-Event-ID and shows every missed event once."""

from __future__ import annotations

from pathlib import Path

import httpx
from playwright.sync_api import Browser

from api.local_server import free_port
from tests.support import play_suggested
from tests.web.conftest import TIMEOUT, bearer, serve
from tests.web.table import log_versions, shows_version


def test_a_dropped_stream_resumes_from_the_last_event(browser: Browser, tmp_path: Path) -> None:
    watched_port, other_port = free_port(), free_port()
    with serve(tmp_path, other_port, log=tmp_path / "other.log") as other, \
            httpx.Client(base_url=other.url, timeout=TIMEOUT) as client:
        headers = bearer(client.post("/players", json={"name": "Owner"}).json()["token"])
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
            with serve(tmp_path, watched_port, log=tmp_path / "watched.log") as watched:
                watcher.goto(f"{watched.url}/#/game/{game}")
                watcher.wait_for_selector("#live:text('Live:')")
                seen = play_suggested(client, headers, game)
                shows_version(watcher, seen)
                watched.process.kill()  # dropped as by a crash (a graceful stop waits for it)
            watcher.wait_for_selector("#live:text('interrupted')")
            now = play_suggested(client, headers, game, decisions=2)
            with serve(tmp_path, watched_port, log=tmp_path / "back.log") as back:
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
