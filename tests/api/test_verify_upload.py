"""POST /games/verify on SQLite and PostgreSQL: an exported log or record is verified as
GET /games/{id}/verify verifies a stored game, and nothing is written, whatever is sent."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, get_args

from fastapi import FastAPI
from fastapi.testclient import TestClient

from domain.chronicle import Chronicle, Record, seal
from domain.export import EXPORT_FORMAT
from domain.ruleset import Fact
from domain.store.games import GameService
from domain.verdict import DifferenceKind
from tests.api.conftest import command, start
from tests.api.test_challenges_api import create, enter
from tests.support import play_out, reseal


def played(client: TestClient, headers: dict[str, str]) -> str:
    game_id = str(start(client, headers)["game_id"])
    assert command(client, headers, game_id, "walk", 2).status_code == 200
    return game_id


def refused(client: TestClient, service: GameService, body: Any, status: int, code: str,
            headers: dict[str, str] | None = None) -> dict[str, Any]:
    """Send ``body``; it must be refused with ``status`` and ``code``, writing nothing."""
    before = service.recorder.max_notification_id()
    kwargs = {"content": body} if isinstance(body, bytes) else {"json": body}
    answer = client.post("/games/verify", headers=headers or {}, **kwargs)
    assert (answer.status_code, answer.json()["code"]) == (status, code), answer.text
    assert service.recorder.max_notification_id() == before
    problem: dict[str, Any] = answer.json()
    return problem


def test_an_export_verifies_as_the_stored_game_does_and_nothing_is_written(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    game_id = played(client, bilbo)
    exported = client.get(f"/games/{game_id}/export", headers=bilbo).json()
    before = service.recorder.max_notification_id()
    answer = client.post("/games/verify", json=exported)  # no token needed
    assert answer.status_code == 200
    assert answer.json() == client.get(f"/games/{game_id}/verify", headers=bilbo).json()
    assert answer.json()["ok"] is True
    assert service.recorder.max_notification_id() == before
    assert [g["game_id"] for g in client.get("/games", headers=bilbo).json()["games"]] == [
        game_id]


def test_a_changed_export_names_its_first_difference(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    exported = client.get(f"/games/{played(client, bilbo)}/export", headers=bilbo).json()
    exported["records"][3]["data"]["values"] = [6]
    before = service.recorder.max_notification_id()
    answer = client.post("/games/verify", headers=bilbo, json=exported).json()
    assert (answer["ok"], answer["events"]) == (False, len(exported["records"]))
    assert (answer["first_difference"]["version"], answer["first_difference"]["reason"]) == (
        4, "this event's content does not match its hash: it was changed")
    assert service.recorder.max_notification_id() == before


def necromancer_export(service: GameService) -> dict[str, Any]:
    """A game of Guise of the Necromancer played by its own policy, as its export reads: nine
    decisions (the site's draws and Radagast's among them), up to a strike's roll and the
    attack after it (some 18 kB, within the test server's body limit of 20)."""
    game = play_out(Chronicle.begin(service.ruleset("necromancer"), 11, {}), most=9)
    return {"format": EXPORT_FORMAT, "records": [r.to_json() for r in game.records]}


def test_an_event_changed_with_its_own_hash_made_again_is_named_before_the_break(
        client: TestClient, service: GameService) -> None:
    exported = necromancer_export(service)
    records = Record.all_from_json(exported["records"])
    roll = next(r for r in records if r.kind == "DiceRolled" and r.version > 20)
    v = roll.version
    changed = seal(v, Fact(roll.kind, roll.data, "CHANGED"), roll.prev_hash)
    exported["records"][v - 1] = changed.to_json()
    answer = client.post("/games/verify", json=exported)
    assert answer.status_code == 200
    assert answer.json() == {"game_id": None, "ok": False, "events": len(records),
                             "first_difference": {
        "version": v + 1, "reason": "the hash chain is broken here: an earlier event was changed",
        "recorded": None, "expected": None, "kind": "chain-broken", "event": v,
        "summary": f"event {v} was changed: its content no longer matches the hash event "
                   f"{v + 1} chained to (the hash chain breaks at event {v + 1})",
        "decision": None,
        "differences": [{"path": "hash", "recorded": changed.hash, "expected": roll.hash}]}}


def test_a_changed_decision_is_named_with_the_fields_that_differ(
        client: TestClient, service: GameService) -> None:
    exported = necromancer_export(service)
    records = Record.all_from_json(exported["records"])
    roll = next(r for r in records if r.kind == "Decision" and r.data["action"] == "roll")
    d = roll.version
    records[d - 1] = replace(roll, data={"action": "stay-untapped", "args": {}})
    answer = client.post("/games/verify", json={**exported, "records": [
        r.to_json() for r in reseal(records)]}).json()
    rolled = records[d]
    before = Chronicle(service.ruleset("necromancer"), records[:d - 1])
    stays = before.decide("stay-untapped")[1]
    difference = answer["first_difference"]
    assert (answer["ok"], difference["kind"], difference["version"], difference["event"]) == (
        False, "another-event", d + 1, d + 1)
    assert difference["summary"] == (
        f"event {d + 1} differs from its re-simulation: the first outcome that differs follows "
        f"the decision at event {d} (stay-untapped)")
    assert difference["decision"] == {"version": d, "kind": "Decision",
                                      "data": {"action": "stay-untapped", "args": {}}}
    assert difference["differences"] == [
        {"path": "kind", "recorded": "DiceRolled", "expected": "StayUntapped"},
        {"path": "data", "recorded": dict(rolled.data), "expected": dict(stays.data)},
        {"path": "rule", "recorded": rolled.rule, "expected": stays.rule}]
    assert (difference["recorded"]["kind"], difference["expected"]["kind"]) == (
        "DiceRolled", "StayUntapped")


def test_the_verify_responses_document_the_verdict(app: FastAPI) -> None:
    schemas = app.openapi()["components"]["schemas"]
    difference = schemas["DifferenceOut"]
    assert list(difference["properties"]) == [
        "version", "reason", "recorded", "expected", "kind", "event", "summary", "decision",
        "differences"]
    assert difference["properties"]["kind"]["enum"] == list(get_args(DifferenceKind))
    assert list(schemas["FieldDifferenceOut"]["properties"]) == ["path", "recorded", "expected"]


def test_a_game_record_is_re_simulated_and_verified(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = played(client, bilbo)
    record = client.get(f"/games/{game_id}/export?format=record", headers=bilbo).json()
    answer = client.post("/games/verify", json=record).json()
    version = client.get(f"/games/{game_id}", headers=bilbo).json()["version"]
    assert (answer["ok"], answer["events"], answer["first_difference"]) == (True, version, None)


def test_what_is_no_game_or_comes_with_a_wrong_token_is_a_problem(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    exported = client.get(f"/games/{played(client, bilbo)}/export", headers=bilbo).json()
    not_a_log = refused(client, service, {"hello": "world"}, 422, "invalid-log")
    assert not_a_log["detail"].startswith("Not a Red Book game log or record")
    refused(client, service, b"this is not JSON", 422, "invalid-log")
    refused(client, service, exported, 401, "unauthorized",
            {"Authorization": "Bearer not-a-token"})
    empty = refused(client, service, {**exported, "records": []}, 422, "invalid-request")
    assert [e["field"] for e in empty["errors"]] == ["records"]


def test_an_entry_exported_while_sealed_cannot_be_verified_yet(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    create(client)
    game_id = enter(client, bilbo)
    exported = client.get(f"/games/{game_id}/export", headers=bilbo).json()
    problem = refused(client, service, exported, 422, "invalid-log")
    assert "once the challenge closes" in problem["detail"]
