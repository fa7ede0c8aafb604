"""Undo over HTTP: a body that says neither or both ways back is a request problem (422); an
undo to where the game already stands is refused (409) and not offered, though a log that
took one before still imports and verifies; a version inside a resolution is refused to an
undo and a fork alike (409 ``version-in-resolution``), naming the versions nearest it that may
be gone back (or forked) to."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from domain.chronicle import Record, seal
from domain.record import record_document
from domain.ruleset import Fact
from domain.store.games import GameService
from tests.api.conftest import command
from tests.api.test_errors import assert_problem


@pytest.fixture
def stayed(client: TestClient, bilbo: dict[str, str]) -> str:
    """There and Back Again, seed 42: the opening plays to version 10, "stay" to 15, and an
    undo of it goes back to 10 (event 16)."""
    game = client.post("/games", headers=bilbo, json={"ruleset": "there-and-back-again",
                                                      "seed": 42}).json()
    assert game["version"] == 10
    assert command(client, bilbo, game["game_id"], "stay", 10).json()["version"] == 15
    undone = client.post(f"/games/{game['game_id']}/undo", headers=bilbo, json={"steps": 1})
    assert [(e["version"], e["data"]) for e in undone.json()["events"]] == [
        (16, {"to_version": 10})]
    return str(game["game_id"])


def events(client: TestClient, headers: dict[str, str], game_id: str) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = client.get(f"/games/{game_id}/events", headers=headers,
                                             params={"limit": 1000}).json()["events"]
    return found


@pytest.mark.parametrize(("body", "message"), [
    ({}, "give to_version (the version to go back to) or steps (the decisions to take back)"),
    ({"expected_version": 16},
     "give to_version (the version to go back to) or steps (the decisions to take back)"),
    ({"to_version": 10, "steps": 1}, "give to_version or steps, not both"),
])
def test_an_undo_naming_neither_or_both_ways_back_is_a_request_problem(
        client: TestClient, bilbo: dict[str, str], service: GameService, stayed: str,
        body: dict[str, Any], message: str) -> None:
    before = service.recorder.max_notification_id()
    refused = assert_problem(client.post(f"/games/{stayed}/undo", headers=bilbo, json=body),
                             422, "invalid-request")
    assert refused["errors"] == [{"field": "body", "in": "body", "message": message}]
    assert refused["detail"] == f"body: {message}."
    assert service.recorder.max_notification_id() == before


def test_an_undo_to_where_the_game_stands_is_refused_and_not_offered(
        client: TestClient, bilbo: dict[str, str], service: GameService, stayed: str) -> None:
    actions = client.get(f"/games/{stayed}/actions", headers=bilbo).json()
    assert (actions["version"], actions["undo_targets"]) == (16, [])
    logged = events(client, bilbo, stayed)
    before = service.recorder.max_notification_id()
    answers = [client.post(f"/games/{stayed}/undo", headers=bilbo, json=body) for body in (
        {"to_version": 10}, {"to_version": 10, "expected_version": 16}, {"to_version": 16},
        {"steps": 1})]
    assert [(a.status_code, a.json()["code"], a.json()["detail"]) for a in answers] == [
        (409, "undo-refused", "The game is already at version 10: going back to it would "
                              "change nothing."),
        (409, "undo-refused", "The game is already at version 10: going back to it would "
                              "change nothing."),
        (409, "undo-refused", "The game is already at version 16: going back to it would "
                              "change nothing."),
        (409, "undo-refused", "There is no decision to undo yet.")]
    assert service.recorder.max_notification_id() == before
    assert events(client, bilbo, stayed) == logged
    narrative = client.get(f"/games/{stayed}/narrative", headers=bilbo).json()["lines"]
    assert [line["line"] for line in narrative if line["kind"] == "Undone"] == [
        "Undid back to version 10."]


def test_a_log_that_went_back_to_where_it_stood_still_imports_and_verifies(
        client: TestClient, bilbo: dict[str, str], service: GameService, stayed: str) -> None:
    """Undos to where the game stood were taken before they were refused: logs exported
    then hold them, and stay sound."""
    document = client.get(f"/games/{stayed}/export", headers=bilbo).json()
    records = [Record.from_json(r) for r in document["records"]]
    for version in (17, 18):  # twice more back to 10, as such a log held them
        records.append(seal(version, Fact("Undone", {"to_version": 10}), records[-1].hash))
    document["records"] = [r.to_json() for r in records]
    verdict = client.post("/games/verify", json=document).json()
    assert (verdict["ok"], verdict["events"], verdict["first_difference"]) == (True, 18, None)
    for sent in (document, record_document(records)):
        imported = client.post("/games/import", headers=bilbo, json=sent)
        assert imported.status_code == 201, imported.text
        game_id = imported.json()["game_id"]
        assert [e["hash"] for e in events(client, bilbo, game_id)] == [r.hash for r in records]
        assert client.get(f"/games/{game_id}/verify", headers=bilbo).json()["ok"] is True
        # Played on, the imported game refuses a further undo to where it stands.
        refused = client.post(f"/games/{game_id}/undo", headers=bilbo, json={"to_version": 10})
        assert (refused.status_code, refused.json()["detail"]) == (
            409, "The game is already at version 10: going back to it would change nothing.")
        assert len(events(client, bilbo, game_id)) == 18
    assert client.get(f"/games/{stayed}/verify", headers=bilbo).json()["ok"] is True


#: The one refusal of an undo and of a fork at a version inside a resolution.
IN_RESOLUTION = "version-in-resolution"


def test_a_version_inside_a_resolution_names_the_nearest_that_may_be_taken(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    """An undo and a fork are refused alike there: 409, one code, the versions they may take."""
    game = client.post("/games", headers=bilbo, json={"ruleset": "there-and-back-again",
                                                      "seed": 42}).json()
    game_id = game["game_id"]
    assert command(client, bilbo, game_id, "stay", 10).json()["version"] == 15
    logged = events(client, bilbo, game_id)
    before = service.recorder.max_notification_id()
    undo = [assert_problem(client.post(f"/games/{game_id}/undo", headers=bilbo,
                                       json={"to_version": v}), 409, IN_RESOLUTION)
            for v in (1, 12)]
    forks = [assert_problem(client.post(f"/games/{game_id}/forks", headers=bilbo,
                                        json={"at_version": v}), 409, IN_RESOLUTION)
             for v in (1, 12)]
    assert [(a["title"], a["detail"]) for a in undo + forks] == [
        ("The version falls inside a resolution",
         "Version 1 falls in the middle of a resolution; undo to a version where the game "
         "waited for a decision: the earliest is 10."),
        ("The version falls inside a resolution",
         "Version 12 falls in the middle of a resolution; undo to a version where the game "
         "waited for a decision: the latest is 10."),
        ("The version falls inside a resolution",
         "Version 1 falls in the middle of a resolution; fork at a version where the game "
         "waited for a decision: the earliest is 10."),
        ("The version falls inside a resolution",
         "Version 12 falls in the middle of a resolution; fork at a version where the game "
         "waited for a decision: the nearest are 10 and 15.")]
    assert service.recorder.max_notification_id() == before
    assert events(client, bilbo, game_id) == logged
    assert client.get(f"/games/{game_id}", headers=bilbo).json()["version"] == 15
    assert [g["game_id"] for g in client.get("/games", headers=bilbo).json()["games"]] == [
        game_id]
