"""GET /games/{id}/stream on SQLite and PostgreSQL, served by a real server (server-sent
events never end, so they are read over a socket): new events as they land, a reconnect
with Last-Event-ID that gets exactly the missed ones, an undo as its own event, heartbeats,
and the read permission of the game."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any
from uuid import UUID

import httpx
import pytest
import uvicorn
from fastapi import FastAPI
from fastapi.testclient import TestClient

from api.local_server import free_port
from api.routes import stream
from domain.store.games import GameService
from tests.api.conftest import command, start
from tests.api.test_challenges_api import create, enter


@pytest.fixture
def server(app: FastAPI, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setattr(stream, "POLL_SECONDS", 0.02)
    monkeypatch.setattr(stream, "HEARTBEAT_SECONDS", 0.3)
    port = free_port()
    running = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port,
                                            log_level="warning", lifespan="off",
                                            timeout_graceful_shutdown=1))
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not running.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.02)
    yield f"http://127.0.0.1:{port}"
    running.should_exit = True
    thread.join(10)


@dataclass
class Received:
    """What a watcher read: each event's id and data, and the comments between them."""

    ids: list[int] = field(default_factory=list)
    data: list[dict[str, Any]] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)


def watch(response: httpx.Response, until_version: int) -> Received:
    """Read messages until the event of ``until_version`` and the heartbeat after it: any
    event sent twice or beyond would come before that heartbeat."""
    got = Received()
    deadline = time.monotonic() + 20  # heartbeats keep the socket busy: no read times out
    for line in response.iter_lines():
        assert time.monotonic() < deadline, f"no event {until_version} after {got.ids}"
        if line.startswith("id: "):
            got.ids.append(int(line[4:]))
        elif line.startswith("data: "):
            got.data.append(json.loads(line[6:]))
        elif line.startswith(":"):
            got.comments.append(line[1:].strip())
            if got.comments[-1] == "heartbeat" and got.ids and got.ids[-1] >= until_version:
                return got
    raise AssertionError(f"the stream ended after {got.ids}")


def test_a_reconnect_with_last_event_id_gets_exactly_the_missed_events(
        server: str, client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo, visibility="public")["game_id"]
    url = f"{server}/games/{game_id}/stream"
    with httpx.stream("GET", url, timeout=10) as first:  # a spectator: no token
        assert first.status_code == 200
        assert first.headers["content-type"].startswith("text/event-stream")
        walked = command(client, bilbo, game_id, "walk", 2).json()["version"]
        seen = watch(first, walked)
    assert seen.ids == list(range(3, walked + 1))
    assert seen.comments[0] == "watching"
    # Away: two more moves and an undo land.
    drawn = command(client, bilbo, game_id, "draw", walked).json()["version"]
    command(client, bilbo, game_id, "walk", drawn)
    undone = client.post(f"/games/{game_id}/undo", headers=bilbo,
                         json={"to_version": drawn}).json()["version"]
    with httpx.stream("GET", url, headers={"Last-Event-ID": str(walked)}, timeout=10) as again:
        missed = watch(again, undone)
    assert missed.ids == list(range(walked + 1, undone + 1))
    log = client.get(f"/games/{game_id}/narrative?after={walked}").json()["lines"]
    assert missed.data == log
    assert (missed.data[-1]["kind"], missed.data[-1]["version"]) == ("Undone", undone)


def test_a_watcher_starts_where_its_board_is_and_needs_the_read_permission(
        server: str, client: TestClient, bilbo: dict[str, str],
        frodo: dict[str, str]) -> None:
    game_id = start(client, bilbo)["game_id"]
    url = f"{server}/games/{game_id}/stream"
    assert httpx.get(url, timeout=10).status_code == 401
    refused = httpx.get(url, headers=frodo, timeout=10)
    assert (refused.status_code, refused.json()["code"]) == (403, "forbidden")
    with httpx.stream("GET", f"{url}?after=0", headers=bilbo, timeout=10) as whole:
        got = watch(whole, 2)
    assert got.ids == [1, 2]
    assert [line["kind"] for line in got.data] == ["GameStarted", "DeckShuffled"]
    bad = client.get(f"/games/{game_id}/stream", headers={**bilbo, "Last-Event-ID": "last"})
    assert (bad.status_code, bad.json()["errors"][0]["field"]) == (422, "last-event-id")


def test_a_sealed_entry_streams_without_its_seed(
        server: str, client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    create(client)
    game_id = enter(client, bilbo)
    seed = service.records(UUID(game_id))[0].data["seed"]
    assert isinstance(seed, str)
    with httpx.stream("GET", f"{server}/games/{game_id}/stream?after=0", headers=bilbo,
                      timeout=10) as watched:
        walked = command(client, bilbo, game_id, "walk", 2).json()["version"]
        text = "\n".join(json.dumps(line) for line in watch(watched, walked).data)
    assert "GameStarted" in text
    assert seed not in text


def test_a_watcher_that_leaves_stops_being_served(
        server: str, client: TestClient, bilbo: dict[str, str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    polls: list[int] = []
    looked = stream.new_lines

    def counted(*args: Any) -> Any:
        polls.append(1)
        return looked(*args)

    monkeypatch.setattr(stream, "new_lines", counted)
    game_id = start(client, bilbo, visibility="public")["game_id"]
    with httpx.stream("GET", f"{server}/games/{game_id}/stream?after=0", timeout=10) as watched:
        watch(watched, 2)
    time.sleep(0.3)  # the server notices the closed connection within a poll or two
    left = len(polls)
    time.sleep(0.3)
    assert left > 0 and len(polls) == left


def test_a_watcher_ahead_of_the_game_is_409_as_a_command_is_and_one_at_its_version_waits(
        server: str, client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo)["game_id"]
    url = f"/games/{game_id}/stream"
    ahead = [client.get(url, params={"after": 3}, headers=bilbo),
             client.get(url, headers={**bilbo, "Last-Event-ID": "9"})]
    assert [(a.status_code, a.json()["code"], a.json()["detail"], a.json()["expected_version"],
             a.json()["current_version"]) for a in ahead] == [
        (409, "version-not-reached", "The game is only at version 2; after 3 names a version "
                                     "it has not reached: watch from 2 or earlier.", 3, 2),
        (409, "version-not-reached", "The game is only at version 2; Last-Event-ID 9 names a "
                                     "version it has not reached: watch from 2 or earlier.",
         9, 2)]
    # At the game's version, the watcher waits for what comes next.
    with httpx.stream("GET", f"{server}{url}?after=2", headers=bilbo, timeout=10) as watched:
        assert watched.status_code == 200
        walked = command(client, bilbo, game_id, "walk", 2).json()["version"]
        assert watch(watched, walked).ids == list(range(3, walked + 1))
