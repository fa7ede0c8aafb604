"""Player names tell players apart (on leaderboards, in game lists): a name must show, is kept
as a page shows it (no spaces at its ends, runs of them made one), and is one player's only.
A refused name registers no one."""

from __future__ import annotations

import asyncio
from collections import Counter

import httpx
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from tests.api.test_errors import assert_problem


def players(app: FastAPI) -> list[tuple[str, str]]:
    with app.state.database.read() as session:
        rows = session.execute("SELECT id, name FROM {redbook_players} ORDER BY name").all()
    return [(row["id"], row["name"]) for row in rows]


@pytest.mark.parametrize("name", ["   ", "\t\n", "\u00a0\u2003", "\u200b", " \u200b "])
def test_a_name_that_shows_nothing_is_422(client: TestClient, app: FastAPI,
                                          name: str) -> None:
    body = assert_problem(client.post("/players", json={"name": name}), 422, "invalid-request")
    assert body["errors"] == [{"field": "name", "in": "body", "message":
                               "may not be only spaces or other unseen characters"}]
    assert body["detail"] == "name: may not be only spaces or other unseen characters."
    assert players(app) == []


def test_a_name_is_kept_as_a_page_shows_it(client: TestClient, app: FastAPI) -> None:
    answer = client.post("/players", json={"name": "  Rosie \t Cotton  "})
    assert answer.status_code == 201, answer.text
    assert answer.json()["name"] == "Rosie Cotton"
    me = client.get("/players/me", headers={"Authorization": f"Bearer {answer.json()['token']}"})
    assert me.json() == {"id": answer.json()["id"], "name": "Rosie Cotton"}


@pytest.mark.parametrize("again", ["Rosie Cotton", " Rosie  Cotton "])
def test_a_name_another_player_has_is_409_naming_it(client: TestClient, app: FastAPI,
                                                    again: str) -> None:
    first = client.post("/players", json={"name": "Rosie Cotton"}).json()
    body = assert_problem(client.post("/players", json={"name": again}), 409, "name-taken")
    assert (body["title"], body["detail"]) == (
        "The name is taken",
        'The name "Rosie Cotton" is taken by another player: choose another.')
    assert players(app) == [(first["id"], "Rosie Cotton")]
    # Another name, even one differing only in case, is another player's to take.
    assert client.post("/players", json={"name": "rosie cotton"}).status_code == 201


def test_players_asking_for_one_name_at_once_get_it_once(client: TestClient,
                                                        app: FastAPI) -> None:
    statuses: Counter[int] = Counter()

    async def register() -> None:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as other:
            answer = await other.post("/players", json={"name": "Lotho"})
            statuses[answer.status_code] += 1

    async def all_at_once() -> None:
        await asyncio.gather(*(register() for _ in range(6)))

    asyncio.run(all_at_once())
    assert statuses == {201: 1, 409: 5}
    assert [name for _, name in players(app)] == ["Lotho"]


def test_players_registered_with_one_name_before_names_were_refused_keep_playing(
        client: TestClient, app: FastAPI) -> None:
    """A store may hold two players of one name from before: both keep their tokens, and
    the name stays taken."""
    tokens = [client.post("/players", json={"name": f"Ted {n}"}).json()["token"]
              for n in (1, 2)]
    with app.state.database.write() as session:
        session.execute("UPDATE {redbook_players} SET name = ?", ("Ted Sandyman",))
    for token in tokens:
        me = client.get("/players/me", headers={"Authorization": f"Bearer {token}"})
        assert (me.status_code, me.json()["name"]) == (200, "Ted Sandyman")
    assert_problem(client.post("/players", json={"name": "Ted Sandyman"}), 409, "name-taken")
    assert len(players(app)) == 2


@pytest.mark.parametrize(("name", "character"), [
    ("racer\u200b", "U+200B (ZERO WIDTH SPACE)"),
    ("\u200bracer", "U+200B (ZERO WIDTH SPACE)"),
    ("racer\u2060", "U+2060 (WORD JOINER)"),
    ("racer\u00ad", "U+00AD (SOFT HYPHEN)"),
    ("\u202eevil", "U+202E (RIGHT-TO-LEFT OVERRIDE)"),
    ("bell\u0007", "U+0007"),
])
def test_a_name_holding_a_character_that_does_not_show_is_422(
        client: TestClient, app: FastAPI, name: str, character: str) -> None:
    """A name that would pass for another (``racer`` with a zero-width space) or steers the
    text around it is refused, naming the character."""
    taken = client.post("/players", json={"name": "racer"}).json()
    body = assert_problem(client.post("/players", json={"name": name}), 422, "invalid-request")
    message = f"may not hold a character that does not show or steers the text: {character}"
    assert body["errors"] == [{"field": "name", "in": "body", "message": message}]
    assert body["detail"] == f"name: {message}."
    assert players(app) == [(taken["id"], "racer")]


def test_a_name_is_composed_so_an_accent_written_apart_is_the_same_name(
        client: TestClient, app: FastAPI) -> None:
    first = client.post("/players", json={"name": "rac\u00e9"}).json()
    body = assert_problem(client.post("/players", json={"name": "race\u0301"}), 409,
                          "name-taken")
    assert body["detail"] == 'The name "rac\u00e9" is taken by another player: choose another.'
    composed = client.post("/players", json={"name": "Eo\u0308wyn"})
    assert composed.status_code == 201 and composed.json()["name"] == "E\u00f6wyn"
    assert players(app) == [(composed.json()["id"], "E\u00f6wyn"), (first["id"], "rac\u00e9")]


def test_a_stored_name_now_refused_still_works_for_its_player(
        client: TestClient, app: FastAPI) -> None:
    """A player registered before such names were refused keeps the name and the token."""
    answer = client.post("/players", json={"name": "racer"}).json()
    with app.state.database.write() as session:
        session.execute("UPDATE {redbook_players} SET name = ? WHERE id = ?",
                        ("racer\u200b", answer["id"]))
    me = client.get("/players/me", headers={"Authorization": f"Bearer {answer['token']}"})
    assert me.json() == {"id": answer["id"], "name": "racer\u200b"}
    assert client.post("/players", json={"name": "racer"}).status_code == 201
