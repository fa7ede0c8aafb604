"""Game records over HTTP: ``GET /games/{id}/export?format=record`` and ``POST /games/import``
of a record; a record with an illegal input, or a body that holds no game (cut short, not
UTF-8, empty, another format), is a 422 problem and stores nothing."""

from __future__ import annotations

from typing import Any
from uuid import UUID

import pytest
from fastapi.testclient import TestClient

from domain.challenges import commitment
from domain.chronicle import Chronicle
from domain.record import record_document
from domain.store.games import GameService
from tests.api.conftest import OPERATOR_TOKEN, command, start
from tests.api.test_errors import assert_problem
from tests.unit.test_cli_records import BAD

OPERATOR = {"Authorization": f"Bearer {OPERATOR_TOKEN}"}


def played(client: TestClient, headers: dict[str, str]) -> str:
    """Walk, draw, undo the draw, run: a dice race with an undone branch."""
    game_id = str(start(client, headers)["game_id"])
    assert command(client, headers, game_id, "walk", 2).status_code == 200
    assert command(client, headers, game_id, "draw", 5).status_code == 200
    undo = client.post(f"/games/{game_id}/undo", headers=headers, json={"steps": 1,
                                                                      "expected_version": 7})
    assert undo.status_code == 200, undo.text
    assert command(client, headers, game_id, "run", 8).status_code == 200
    return game_id


def test_a_record_export_holds_the_inputs_and_imports_as_the_same_game(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = played(client, bilbo)
    full = client.get(f"/games/{game_id}/export", headers=bilbo).json()
    record = client.get(f"/games/{game_id}/export", params={"format": "record"},
                        headers=bilbo).json()
    assert record["inputs"] == [{"action": "walk"}, {"action": "draw"}, {"undo_to": 5},
                                {"action": "run"}]
    last = full["records"][-1]
    assert record["final"] == {"version": last["version"], "hash": last["hash"]}
    assert (record["format"], record["seed"], record["undo_policy"]) == (
        "redbook-record/1", 42, "free")
    response = client.post("/games/import", headers=bilbo, json=record)
    assert response.status_code == 201, response.text
    copy = response.json()["game_id"]
    again = client.get(f"/games/{copy}/export", headers=bilbo).json()
    assert again["records"] == full["records"]


def test_a_record_with_an_illegal_input_is_refused_naming_it(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    record = client.get(f"/games/{played(client, bilbo)}/export?format=record",
                        headers=bilbo).json()
    record["inputs"][1] = {"action": "draw", "args": {"card": 3}}
    del record["final"]
    before = service.recorder.max_notification_id()
    body = assert_problem(client.post("/games/import", headers=bilbo, json=record), 422,
                          "invalid-log")
    assert body["detail"] == ('Input 2 of the record ({"action": "draw", "args": {"card": 3}}, '
                              "after event 5) is refused: The action 'draw' does not take the "
                              "argument(s) 'card' (it takes: none).")
    assert service.recorder.max_notification_id() == before


@pytest.mark.parametrize("name", list(BAD))
def test_a_body_that_holds_no_game_is_refused_and_stores_nothing(
        client: TestClient, bilbo: dict[str, str], service: GameService, name: str) -> None:
    """The record files the command line refuses, sent as bodies: the same sentence, said of
    the request body; one that is no JSON is refused as on every route (400), an empty one
    as missing (422), one that holds no game is an invalid log (422)."""
    content, problem = BAD[name]
    before = service.recorder.max_notification_id()
    response = client.post("/games/import", content=content,
                           headers={**bilbo, "content-type": "application/json"})
    if not content:
        body = assert_problem(response, 422, "invalid-request")
        assert body["detail"] == "body: missing: send a JSON object."
    elif problem.startswith("not JSON"):
        body = assert_problem(response, 400, "malformed-request")
        assert body["detail"] == f"The request body is {problem}"
    else:
        body = assert_problem(response, 422, "invalid-log")
        assert body["detail"] == problem
    assert service.recorder.max_notification_id() == before


def test_a_record_of_a_wrong_shape_names_each_field(
        client: TestClient, bilbo: dict[str, str]) -> None:
    record: dict[str, Any] = {"format": "redbook-record/1", "ruleset": "dice-race",
                              "ruleset_version": "1", "engine": "1", "catalog": "x",
                              "setup": {}, "undo_policy": "free", "seed": 1.5,
                              "inputs": [{"undo_to": 0}]}
    body = assert_problem(client.post("/games/import", headers=bilbo, json=record), 422,
                          "invalid-request")
    fields = [e["field"] for e in body["errors"]]  # type: ignore[attr-defined]
    assert fields == ["seed", "inputs.0.undo_to"]


def test_a_sealed_entry_s_record_carries_the_commitment_not_the_seed(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    created = client.post("/challenges", headers=OPERATOR, json={
        "id": "cup", "title": "The Cup", "ruleset": "dice-race",
        "setup": {"goal": 20, "turns": 6}, "opens_at": "2020-01-01T00:00:00Z",
        "closes_at": "2100-01-01T00:00:00Z"})
    assert created.status_code == 201, created.text
    game_id = client.post("/challenges/cup/entries", headers=bilbo).json()["game_id"]
    seed = service.records(UUID(game_id))[0].data["seed"]
    assert isinstance(seed, str)
    response = client.get(f"/games/{game_id}/export?format=record", headers=bilbo)
    assert seed not in response.text
    record = response.json()
    assert "seed" not in record
    assert (record["commitment"], record["challenge"]) == (commitment(seed), "cup")
    assert record["commitment"] == created.json()["commitment"]
    refused = assert_problem(client.post("/games/import", headers=bilbo, json=record), 422,
                             "invalid-log")
    assert str(refused["detail"]).startswith("This is the record of a challenge entry made "
                                             "while the challenge's seed was sealed")


def test_a_record_played_from_a_practice_seed_is_uploaded_and_ranked(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    practice = client.post("/challenges", headers=OPERATOR, json={
        "id": "practice", "title": "Practice", "ruleset": "dice-race",
        "setup": {"goal": 20, "turns": 6}, "undo_policy": "none",
        "opens_at": "2020-01-01T00:00:00Z", "closes_at": "2100-01-01T00:00:00Z",
        "practice_seed": "the-public-seed"})
    assert practice.status_code == 201, practice.text
    game = Chronicle.begin(service.ruleset("dice-race"), "the-public-seed",
                           {"goal": 20, "turns": 6}, "none")
    while game.result() is None:
        game.decide("run")
    record = record_document(game.records)
    answer = client.post("/challenges/practice/uploads", headers=bilbo, json=record)
    assert answer.status_code == 201, answer.text
    stored = service.records(UUID(answer.json()["game_id"]))
    assert [r.hash for r in stored] == [r.hash for r in game.records]
    ranked = client.get("/challenges/practice/leaderboard").json()["ranked"]
    assert [(r["rank"], r["player"], r["outcome"]) for r in ranked] == [
        (1, "Bilbo", game.result()["outcome"])]  # type: ignore[index]
