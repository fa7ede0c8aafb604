"""Eight clients play one game at once, each deciding on the version it last saw: every answer
is 200 or 409, and the log ends with no gap, no duplicate, and verifies."""

from __future__ import annotations

import asyncio
from collections import Counter
from uuid import UUID

import httpx
from fastapi import FastAPI
from fastapi.testclient import TestClient

from domain.store.games import GameService
from tests.api.conftest import start

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
