"""Players and ownership: tokens are stored hashed; only the owner writes; private games are
read by their owner and the operator; public games by anyone."""

from __future__ import annotations

import hashlib

from fastapi import FastAPI
from fastapi.testclient import TestClient

from domain.store.games import GameService
from tests.api.conftest import OPERATOR_TOKEN, command, register, start

OPERATOR = {"Authorization": f"Bearer {OPERATOR_TOKEN}"}


def event_count(client: TestClient, headers: dict[str, str], game_id: str) -> int:
    version: int = client.get(f"/games/{game_id}/events", headers=headers).json()["version"]
    return version


def test_only_a_hash_of_the_token_is_stored(client: TestClient, app: FastAPI) -> None:
    answer = client.post("/players", json={"name": "Sam"}).json()
    token = answer["token"]
    assert answer["name"] == "Sam"
    with app.state.database.read() as session:
        rows = session.execute("SELECT id, name, token_hash FROM {redbook_players}").all()
    assert rows == [{"id": answer["id"], "name": "Sam",
                     "token_hash": hashlib.sha256(token.encode()).hexdigest()}]


def test_writes_without_a_token_are_401_and_write_nothing(client: TestClient,
                                                          bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo, visibility="public")["game_id"]
    for path, body in ((f"/games/{game_id}/commands", {"action": "walk",
                                                       "expected_version": 2}),
                       (f"/games/{game_id}/undo", {"to_version": 2}),
                       (f"/games/{game_id}/forks", {"at_version": 2})):
        answer = client.post(path, json=body)
        assert answer.status_code == 401, path
        assert answer.json()["code"] == "unauthorized"
        assert answer.headers["www-authenticate"] == 'Bearer realm="redbook"'
    assert event_count(client, bilbo, game_id) == 2
    assert client.post("/games", json={"ruleset": "dice-race"}).status_code == 401


def test_another_players_token_is_403_and_writes_nothing(client: TestClient,
                                                         bilbo: dict[str, str],
                                                         frodo: dict[str, str],
                                                         service: GameService) -> None:
    game_id = start(client, bilbo, visibility="public")["game_id"]
    before = service.recorder.max_notification_id()
    answers = [command(client, frodo, game_id, "walk", 2),
               client.post(f"/games/{game_id}/undo", headers=frodo, json={"to_version": 2}),
               client.post(f"/games/{game_id}/forks", headers=frodo, json={"at_version": 2})]
    assert [a.status_code for a in answers] == [403, 403, 403]
    assert answers[0].json()["detail"] == "Only this game's owner may play, undo or fork it."
    assert service.recorder.max_notification_id() == before


def test_an_unknown_or_malformed_token_is_401(client: TestClient,
                                              bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo, visibility="public")["game_id"]
    unknown = client.get(f"/games/{game_id}", headers={"Authorization": "Bearer nope"})
    assert unknown.status_code == 401
    assert unknown.json()["detail"] == ("This token belongs to no player; register with "
                                        "POST /players.")
    basic = client.get(f"/games/{game_id}", headers={"Authorization": "Basic Ymls"})
    assert basic.status_code == 401


def test_private_games_are_read_by_owner_and_operator_only(client: TestClient,
                                                           bilbo: dict[str, str],
                                                           frodo: dict[str, str]) -> None:
    game_id = start(client, bilbo)["game_id"]
    paths = [f"/games/{game_id}", f"/games/{game_id}/actions", f"/games/{game_id}/events",
             f"/games/{game_id}/score", f"/games/{game_id}/narrative",
             f"/games/{game_id}/verify", f"/games/{game_id}/export",
             f"/games/{game_id}/events/1/audit"]
    for path in paths:
        assert client.get(path, headers=bilbo).status_code == 200, path
        assert client.get(path, headers=OPERATOR).status_code == 200, path
        assert client.get(path).status_code == 401, path
        assert client.get(path, headers=frodo).status_code == 403, path


def test_public_games_are_spectated_by_anyone(client: TestClient,
                                              bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo, visibility="public")["game_id"]
    assert command(client, bilbo, game_id, "walk", 2).status_code == 200
    spectated = client.get(f"/games/{game_id}")
    assert spectated.status_code == 200
    assert spectated.json()["board"]["square"] == 2


def test_the_operator_reads_but_does_not_play(client: TestClient,
                                              bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo)["game_id"]
    refused = command(client, OPERATOR, game_id, "walk", 2)
    assert refused.status_code == 403
    assert refused.json()["detail"] == "The operator token reads games; it does not play them."
    assert client.post("/games", headers=OPERATOR,
                       json={"ruleset": "dice-race"}).status_code == 403
    assert event_count(client, bilbo, game_id) == 2


def test_forks_and_imports_belong_to_their_maker(client: TestClient, bilbo: dict[str, str],
                                                 frodo: dict[str, str]) -> None:
    game_id = start(client, bilbo, visibility="public")["game_id"]
    document = client.get(f"/games/{game_id}/export").json()
    imported = client.post("/games/import", headers=frodo, json=document).json()
    assert command(client, frodo, imported["game_id"], "walk", 2).status_code == 200
    assert command(client, bilbo, imported["game_id"], "walk", 5).status_code == 403
    fork = client.post(f"/games/{game_id}/forks", headers=bilbo, json={"at_version": 2}).json()
    assert fork["owner"] == client.get(f"/games/{game_id}").json()["owner"]
    assert fork["visibility"] == "private"
    assert client.get(f"/games/{fork['game_id']}", headers=frodo).status_code == 403


def test_unknown_game_is_404(client: TestClient, bilbo: dict[str, str]) -> None:
    missing = "00000000-0000-4000-8000-000000000000"
    answer = client.get(f"/games/{missing}", headers=bilbo)
    assert answer.status_code == 404
    assert answer.json()["code"] == "game-not-found"
    assert command(client, bilbo, missing, "walk", 2).status_code == 404
    other = register(client, "Merry")
    assert client.get(f"/games/{missing}", headers=other).status_code == 404
