"""Eight clients play one game at once, each deciding on the version it last saw: every answer
is 200 or 409, and the log ends with no gap, no duplicate, and verifies."""

from __future__ import annotations

import asyncio
from collections import Counter
from uuid import UUID

import httpx
import pytest
from eventsourcing.persistence import IntegrityError
from fastapi import FastAPI
from fastapi.testclient import TestClient

from domain.store.games import WRITE_ATTEMPTS, GameService
from tests.api.conftest import command, start
from tests.api.test_errors import assert_problem

CLIENTS = 8


async def player(app: FastAPI, headers: dict[str, str], game_id: str, index: int,
                 statuses: Counter[int], accepted: list[list[int]]) -> None:
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test",
                                 headers=headers) as client:
        while True:
            actions = (await client.get(f"/games/{game_id}/actions")).json()
            if not actions["actions"]:
                return
            # Clients choose differently, so a stale decision would show in the log.
            choice = actions["actions"][index % 2]["id"]
            answer = await client.post(f"/games/{game_id}/commands", json={
                "action": choice, "expected_version": actions["version"]})
            statuses[answer.status_code] += 1
            if answer.status_code == 200:
                accepted.append([e["version"] for e in answer.json()["events"]])


def test_eight_clients_one_game(client: TestClient, app: FastAPI, bilbo: dict[str, str],
                                service: GameService) -> None:
    game_id = start(client, bilbo, setup={"goal": 1000, "turns": 24})["game_id"]
    statuses: Counter[int] = Counter()
    accepted: list[list[int]] = []

    async def play_all() -> None:
        await asyncio.gather(*(player(app, bilbo, game_id, i, statuses, accepted)
                               for i in range(CLIENTS)))

    asyncio.run(play_all())

    assert set(statuses) <= {200, 409}
    records = service.records(UUID(game_id))
    assert [r.version for r in records] == list(range(1, len(records) + 1))
    decisions = [r for r in records if r.kind == "Decision"]
    assert len(decisions) == 24 == statuses[200]
    written = sorted(v for batch in accepted for v in batch)
    assert written == list(range(3, len(records) + 1))
    assert all(b.prev_hash == a.hash for a, b in zip(records, records[1:], strict=False))
    assert service.verify(UUID(game_id)).ok


def played_turns(client: TestClient, headers: dict[str, str], decisions: int) -> str:
    """A dice race where ``decisions`` walks have been played, one after another."""
    game_id = str(start(client, headers, setup={"goal": 1000, "turns": 24})["game_id"])
    for _ in range(decisions):
        actions = client.get(f"/games/{game_id}/actions", headers=headers).json()
        assert command(client, headers, game_id, "walk", actions["version"]).status_code == 200
    return game_id


def test_undos_that_name_no_version_all_land_as_if_sent_one_after_another(
        client: TestClient, app: FastAPI, bilbo: dict[str, str], service: GameService) -> None:
    """An undo of the last steps without ``expected_version`` is of the game as it is: eight
    sent at once each undo one more decision, as eight sent in turn would; none is told a
    version it never named is stale."""
    game_id = played_turns(client, bilbo, CLIENTS + 2)
    before = len(service.records(UUID(game_id)))

    async def undo_all() -> list[httpx.Response]:
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                     base_url="http://test", headers=bilbo) as each:
            return await asyncio.gather(*(each.post(f"/games/{game_id}/undo", json={"steps": 1})
                                          for _ in range(CLIENTS)))

    answers = asyncio.run(undo_all())
    assert [a.status_code for a in answers] == [200] * CLIENTS, [a.text for a in answers]
    records = service.records(UUID(game_id))
    assert [r.kind for r in records[before:]] == ["Undone"] * CLIENTS
    # Each went one decision further back than the one before it.
    gone_back = [r.data["to_version"] for r in records[before:]]
    assert gone_back == sorted(gone_back, reverse=True) and len(set(gone_back)) == CLIENTS
    assert service.verify(UUID(game_id)).ok


def test_a_write_that_keeps_losing_the_race_is_refused_by_what_it_named(
        client: TestClient, bilbo: dict[str, str], service: GameService,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A write beaten to the store every time it is tried: one that named its version is
    stale (that version, which the client sent); one that named none is told that other
    writes landed first, naming no version of its own."""
    game_id = played_turns(client, bilbo, 2)
    version = client.get(f"/games/{game_id}", headers=bilbo).json()["version"]

    def beaten(events: object) -> None:
        raise IntegrityError("another write took the version")

    monkeypatch.setattr(service, "_save_events", beaten)
    stale = assert_problem(client.post(f"/games/{game_id}/undo", headers=bilbo, json={
        "steps": 1, "expected_version": version}), 409, "stale-version")
    assert (stale["expected_version"], stale["current_version"]) == (version, version)
    refused = assert_problem(client.post(f"/games/{game_id}/undo", headers=bilbo,
                                         json={"steps": 1}), 409, "concurrent-write")
    assert "expected_version" not in refused
    assert refused["current_version"] == version
    assert refused["detail"] == (
        f"Other writes to the game landed first, {WRITE_ATTEMPTS} times over: nothing was "
        f"written, and the game is at version {version}. Reload it and try again.")
    assert client.get(f"/games/{game_id}", headers=bilbo).json()["version"] == version

