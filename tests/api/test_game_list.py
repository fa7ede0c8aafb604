"""GET /games on SQLite and PostgreSQL: who sees which games, the filters, the pages, the
forks of a game, and a sealed challenge entry listed without its seed."""

from __future__ import annotations

import uuid
from dataclasses import replace
from typing import Any
from uuid import UUID

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from api.auth import Player
from api.config import store_env
from domain.store.games import GameService
from projections.follower import Projections
from tests.api.conftest import OPERATOR_TOKEN, command, start
from tests.api.test_challenges_api import create, enter
from tests.support import stand_in

OPERATOR = {"Authorization": f"Bearer {OPERATOR_TOKEN}"}


def ids(client: TestClient, query: str = "", headers: dict[str, str] | None = None
        ) -> list[str]:
    answer = client.get(f"/games{query}", headers=headers or {})
    assert answer.status_code == 200, answer.text
    return [game["game_id"] for game in answer.json()["games"]]


def finish(client: TestClient, headers: dict[str, str], game_id: str) -> int:
    """Walk until the race ends; the game's last version."""
    version = 2
    while client.get(f"/games/{game_id}", headers=headers).json()["result"] is None:
        answer = command(client, headers, game_id, "walk", version)
        assert answer.status_code == 200, answer.text
        version = answer.json()["version"]
    return version


def test_without_a_token_only_public_games_are_listed_newest_first(
        client: TestClient, bilbo: dict[str, str], frodo: dict[str, str]) -> None:
    start(client, bilbo)
    public = start(client, bilbo, visibility="public")["game_id"]
    frodos = start(client, frodo, visibility="public")
    answer = client.get("/games")
    assert answer.status_code == 200
    assert [g["game_id"] for g in answer.json()["games"]] == [frodos["game_id"], public]
    assert answer.json()["games"][0] == {
        "game_id": frodos["game_id"], "ruleset": "dice-race", "ruleset_version": "1",
        "owner": frodos["owner"], "owner_name": "Frodo", "visibility": "public",
        "state": "playing", "outcome": None, "version": 2, "created": frodos["created"],
        "parent": None, "challenge": None, "entry": False}
    assert answer.json()["next_cursor"] is None


def test_a_player_sees_public_games_and_their_own_and_the_operator_all(
        client: TestClient, bilbo: dict[str, str], frodo: dict[str, str]) -> None:
    private = start(client, bilbo)
    public = start(client, bilbo, visibility="public")["game_id"]
    frodos = start(client, frodo)
    mine = private["game_id"]
    assert ids(client, headers=bilbo) == [public, mine]
    assert ids(client, headers=frodo) == [frodos["game_id"], public]
    assert ids(client, headers=OPERATOR) == [frodos["game_id"], public, mine]
    assert ids(client, "?owner=me", frodo) == [frodos["game_id"]]
    assert ids(client, "?visibility=private", bilbo) == [mine]
    assert ids(client, f"?owner={private['owner']}", frodo) == [public]
    assert ids(client, f"?owner={frodos['owner']}", bilbo) == []
    nobody = client.get("/games?owner=me")
    assert (nobody.status_code, nobody.json()["code"]) == (401, "unauthorized")
    operator = client.get("/games?owner=me", headers=OPERATOR)
    assert (operator.status_code, operator.json()["detail"]) == (
        403, "The operator token owns no games: leave owner out to list every game, or name "
             "a player's id.")
    upper = ids(client, f"?owner={private['owner'].upper()}", frodo)
    assert upper == [public]
    mistyped = client.get("/games?owner=bilbo", headers=bilbo)
    assert (mistyped.status_code, mistyped.json()["errors"]) == (422, [{
        "field": "owner", "in": "query",
        "message": "`me` or a player's id (as POST /players or GET /players/me gives it)"}])
    wrong = client.get("/games", headers={"Authorization": "Bearer not-a-token"})
    assert (wrong.status_code, wrong.json()["code"]) == (401, "unauthorized")


def test_games_are_filtered_by_ruleset_and_state(client: TestClient,
                                                  bilbo: dict[str, str]) -> None:
    finished = start(client, bilbo)["game_id"]
    last = finish(client, bilbo, finished)
    playing = start(client, bilbo)["game_id"]
    other = client.post("/games", headers=bilbo, json={"ruleset": "solitaire-v1", "seed": 7})
    assert other.status_code == 201, other.text
    solitaire = other.json()["game_id"]
    assert ids(client, "?state=playing", bilbo) == [solitaire, playing]
    assert ids(client, "?state=finished", bilbo) == [finished]
    assert ids(client, "?ruleset=solitaire-v1", bilbo) == [solitaire]
    assert ids(client, "?ruleset=dice-race&state=playing", bilbo) == [playing]
    summary = client.get("/games?state=finished", headers=bilbo).json()["games"][0]
    assert (summary["state"], summary["outcome"], summary["version"]) == ("finished", "lost",
                                                                         last)


def test_pages_follow_the_cursor_without_gaps_or_repeats(client: TestClient,
                                                         bilbo: dict[str, str]) -> None:
    games = [start(client, bilbo)["game_id"] for _ in range(5)]
    first = client.get("/games?owner=me&limit=2", headers=bilbo).json()
    assert [g["game_id"] for g in first["games"]] == [games[4], games[3]]
    start(client, bilbo)  # a game started meanwhile does not shift the later pages
    second = client.get(f"/games?owner=me&limit=2&cursor={first['next_cursor']}",
                        headers=bilbo).json()
    assert [g["game_id"] for g in second["games"]] == [games[2], games[1]]
    third = client.get(f"/games?owner=me&limit=2&cursor={second['next_cursor']}",
                       headers=bilbo).json()
    assert ([g["game_id"] for g in third["games"]], third["next_cursor"]) == ([games[0]], None)


def test_the_forks_of_a_game_are_its_children_with_their_fork_point(
        client: TestClient, bilbo: dict[str, str]) -> None:
    root = start(client, bilbo)["game_id"]
    assert command(client, bilbo, root, "walk", 2).status_code == 200
    child = client.post(f"/games/{root}/forks", headers=bilbo, json={"at_version": 2}).json()
    grandchild = client.post(f"/games/{child['game_id']}/forks", headers=bilbo,
                             json={"at_version": child["version"]}).json()
    assert ids(client, f"?parent={root}", bilbo) == [child["game_id"]]
    assert ids(client, f"?parent={child['game_id']}", bilbo) == [grandchild["game_id"]]
    assert ids(client, f"?parent={grandchild['game_id']}", bilbo) == []
    listed = client.get(f"/games?parent={child['game_id']}", headers=bilbo).json()["games"][0]
    assert listed["parent"] == {"game_id": child["game_id"], "at_version": child["version"]}
    assert listed["version"] == grandchild["version"]
    # A public spectator sees no private forks.
    assert ids(client, f"?parent={root}") == []


def test_a_sealed_entry_is_listed_as_an_entry_without_its_seed(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    create(client)
    game_id = enter(client, bilbo)
    seed = service.records(UUID(game_id))[0].data["seed"]
    assert isinstance(seed, str)
    answer = client.get("/games?owner=me", headers=bilbo)
    listed: dict[str, Any] = answer.json()["games"][0]
    assert (listed["game_id"], listed["challenge"], listed["entry"]) == (game_id, "cup", True)
    assert seed not in answer.text


def test_a_bad_cursor_or_filter_is_a_problem_naming_the_parameter(
        client: TestClient, bilbo: dict[str, str]) -> None:
    bad = client.get("/games?cursor=page-two", headers=bilbo)
    assert bad.status_code == 422
    assert bad.json()["errors"] == [{"field": "cursor", "in": "query", "message": (
        "not a cursor this list gave (pass next_cursor as it came)")}]
    state = client.get("/games?state=abandoned")
    assert (state.status_code, state.json()["errors"][0]["field"]) == (422, "state")
    parent = client.get("/games?parent=42")
    assert (parent.status_code, parent.json()["errors"][0]["field"]) == (422, "parent")


def test_a_game_this_server_cannot_replay_is_listed_as_such(
        client: TestClient, app: FastAPI, bilbo: dict[str, str], database_url: str) -> None:
    owner = start(client, bilbo)["owner"]
    other = GameService(stand_in(), uuid.uuid4, env=store_env(database_url))
    try:
        foreign = other.start("dice-race", 1)  # recorded under another card catalog
    finally:
        other.close()
    app.state.registry.add_game(foreign, "dice-race", Player(owner, "Bilbo"), "private")
    listed = client.get("/games?state=unreplayable", headers=bilbo).json()["games"]
    assert [(g["game_id"], g["state"], g["version"], g["ruleset_version"]) for g in listed] == [
        (str(foreign), "unreplayable", 2, "1")]


def test_a_store_followed_before_the_game_list_existed_lists_every_game(
        client: TestClient, app: FastAPI, bilbo: dict[str, str], service: GameService) -> None:
    games = [start(client, bilbo)["game_id"] for _ in range(3)]
    app.state.projections.catch_up()
    with app.state.database.write() as session:
        # As an older server left it: the other views at the head, no summaries.
        session.execute("DELETE FROM {redbook_game_summaries}")
        session.execute("UPDATE {redbook_projection_position} SET name = 'views+leaderboards'")
    app.state.projections = Projections(service, app.state.database)
    assert ids(client, "?owner=me", bilbo) == games[::-1]


def test_a_stored_game_that_cannot_be_replayed_takes_down_no_other_read(
        client: TestClient, app: FastAPI, bilbo: dict[str, str], service: GameService,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Games written to the store as an older server or a hand in the database left them:
    one with a seed beyond 64 bits (which orjson reads as a float) reads and lists as any
    other; one whose seed was changed into a fraction is listed as unreplayable and its
    own read says why, while every other read and write goes on."""
    good = start(client, bilbo)
    owner = Player(good["owner"], "Bilbo")
    monkeypatch.setattr("domain.chronicle.seed_problem", lambda seed: None)
    big = service.start("dice-race", 2**64, {"goal": 20, "turns": 6})
    monkeypatch.undo()
    played = service.records(UUID(good["game_id"]))
    forged = [replace(played[0], data={**played[0].data, "seed": 4.5}), *played[1:]]
    stored = service.build(forged)
    service.save(stored)
    broken = stored.id
    for game in (big, broken):
        app.state.registry.add_game(game, "dice-race", owner, "private")
    listed = client.get("/games", headers=bilbo)
    assert listed.status_code == 200, listed.text
    assert [(g["game_id"], g["state"]) for g in listed.json()["games"]] == [
        (str(broken), "unreplayable"), (str(big), "playing"), (good["game_id"], "playing")]
    refused = client.get(f"/games/{broken}", headers=bilbo)
    assert (refused.status_code, refused.json()["code"], refused.json()["detail"]) == (
        422, "invalid-log", "Event 1 records a seed no game has: 4.5.")
    assert client.get(f"/games/{big}", headers=bilbo).json()["version"] == 2
    assert client.get(f"/games/{good['game_id']}", headers=bilbo).status_code == 200
    assert start(client, bilbo)["version"] == 2
    export = client.get(f"/games/{good['game_id']}/export", headers=bilbo).json()
    assert client.post("/games/import", headers=bilbo, json=export).status_code == 201


def test_a_game_the_command_line_stored_is_the_operators_alone(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    """``redbook play`` stores a game with no owner's bookkeeping: the operator reads and
    lists it (no owner, private), a player neither reads, lists nor plays it."""
    mine = start(client, bilbo)["game_id"]
    made = str(service.start("dice-race", 12, {"goal": 20, "turns": 6}))
    read = client.get(f"/games/{made}", headers=OPERATOR)
    assert read.status_code == 200, read.text
    assert {k: read.json()[k] for k in ("game_id", "ruleset", "owner", "visibility", "created",
                                        "version")} == {
        "game_id": made, "ruleset": "dice-race", "owner": None, "visibility": "private",
        "created": None, "version": 2}
    listed = client.get("/games", headers=OPERATOR).json()["games"]
    assert [(g["game_id"], g["ruleset"], g["owner"], g["owner_name"], g["visibility"])
            for g in listed] == [(made, "dice-race", None, None, "private"),
                                 (mine, "dice-race", listed[1]["owner"], "Bilbo", "private")]
    assert ids(client, "?visibility=private&ruleset=dice-race", OPERATOR) == [made, mine]
    assert ids(client, "", bilbo) == [mine]
    assert ids(client) == []
    assert client.get(f"/games/{made}", headers=bilbo).json()["detail"] == (
        "This game is private to its owner.")
    assert client.get(f"/games/{made}").status_code == 401
    refused = command(client, bilbo, made, "walk", 2)
    assert (refused.status_code, refused.json()["detail"]) == (
        403, "Only this game's owner may play, undo or fork it.")
    assert service.records(UUID(made))[-1].version == 2
    missing = uuid.uuid4()
    answer = client.get(f"/games/{missing}", headers=OPERATOR)
    assert (answer.status_code, answer.json()["detail"]) == (404, f"There is no game {missing}.")


def test_a_game_read_before_its_owner_is_recorded_is_the_owners_once_it_is(
        client: TestClient, app: FastAPI, bilbo: dict[str, str], service: GameService) -> None:
    """The API stores a game, then its owner: a read in between is not remembered."""
    owner = Player(start(client, bilbo)["owner"], "Bilbo")
    game_id = service.start("dice-race", 12, {"goal": 20, "turns": 6})
    assert client.get(f"/games/{game_id}", headers=OPERATOR).json()["owner"] is None
    app.state.registry.add_game(game_id, "dice-race", owner, "private")
    read = client.get(f"/games/{game_id}", headers=bilbo)
    assert (read.status_code, read.json()["owner"]) == (200, owner.id)


def test_summaries_of_an_older_shape_are_written_again_with_the_ruleset(
        client: TestClient, app: FastAPI, service: GameService) -> None:
    made = str(service.start("dice-race", 12, {"goal": 20, "turns": 6}))
    app.state.projections.catch_up()
    with app.state.database.write() as session:
        # As a server of views schema 8 left it: summaries without the ruleset.
        session.execute("DROP TABLE {redbook_game_summaries}")
        session.execute("CREATE TABLE {redbook_game_summaries} (game_id TEXT PRIMARY KEY, "
                        "position BIGINT, ruleset_version TEXT, challenge TEXT, parent TEXT, "
                        "fork_version INTEGER, version INTEGER NOT NULL, state TEXT NOT NULL, "
                        "outcome TEXT)")
        session.execute("UPDATE {redbook_projection_position} "
                        "SET name = 'views+leaderboards+summaries@8'")
    app.state.projections = Projections(service, app.state.database)
    listed = client.get("/games", headers=OPERATOR).json()["games"]
    assert [(g["game_id"], g["ruleset"], g["state"]) for g in listed] == [
        (made, "dice-race", "playing")]
