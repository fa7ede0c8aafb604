"""POST /games/verify on SQLite and PostgreSQL: an exported log or record is verified as
GET /games/{id}/verify verifies a stored game, and nothing is written, whatever is sent."""

from __future__ import annotations

import io
import json
from dataclasses import replace
from pathlib import Path
from typing import Any, get_args

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from api.cli import main
from api.config import CARDS_ENV
from domain.chronicle import Chronicle, Record, seal
from domain.export import EXPORT_FORMAT
from domain.ruleset import Fact
from domain.rulesets.dice_race import DiceRace
from domain.store.games import GameService
from domain.verdict import DifferenceKind
from tests.api.conftest import command, refused_setup, start
from tests.api.test_challenges_api import create, enter
from tests.support import play_out, reseal

RIVENDELL = "TW-421"


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
        "differences": [{"path": "hash", "recorded": changed.hash, "expected": roll.hash}]},
        "ruleset": None, "ruleset_version": None, "challenge": None, "final_hash": None,
        "result": None, "ranked_version": None}


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
    refused(client, service, b"this is not JSON", 400, "malformed-request")
    refused(client, service, exported, 401, "unauthorized",
            {"Authorization": "Bearer not-a-token"})
    empty = refused(client, service, {**exported, "records": []}, 422, "invalid-request")
    assert [e["field"] for e in empty["errors"]] == ["records"]


#: What a start the rules fail on for a reason they do not name is told (no Python text).
UNNAMED = "its setup does not start a game: the rules stop on it without naming why"


def test_a_start_the_rules_fail_on_unexpectedly_is_told_without_python_and_logged(
        client: TestClient, bilbo: dict[str, str], service: GameService,
        monkeypatch: pytest.MonkeyPatch, log_lines: io.StringIO) -> None:
    game_id = played(client, bilbo)
    record = client.get(f"/games/{game_id}/export?format=record", headers=bilbo).json()
    exported = client.get(f"/games/{game_id}/export", headers=bilbo).json()

    def failing(self: DiceRace, setup: Any) -> Any:
        raise KeyError("hidden_internal_key")

    monkeypatch.setattr(DiceRace, "initial", failing)
    problem = refused(client, service, record, 422, "invalid-log")
    assert problem["detail"] == f"The game cannot start from the record's header: {UNNAMED}"
    verdict = client.post("/games/verify", json=exported).json()
    assert verdict["first_difference"]["reason"] == (
        f"the game cannot start from its first event: {UNNAMED}")
    for told in (problem, verdict):
        assert "KeyError" not in json.dumps(told) and "hidden_internal_key" not in json.dumps(told)
    # The server's log keeps what the answers leave out, for the record and for the log.
    logged = [json.loads(line) for line in log_lines.getvalue().splitlines()]
    faults = [line for line in logged if line["event"] == "unexpected_error"]
    assert [line["path"] for line in faults] == ["/games/verify", "/games/verify"]
    assert all("KeyError: 'hidden_internal_key'" in line["exception"] for line in faults)


def test_an_entry_exported_while_sealed_cannot_be_verified_yet(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    create(client)
    game_id = enter(client, bilbo)
    exported = client.get(f"/games/{game_id}/export", headers=bilbo).json()
    problem = refused(client, service, exported, 422, "invalid-log")
    assert "once the challenge closes" in problem["detail"]


# -- the command line and the API judge a file alike ------------------------------------------

def verify_file(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                path: Path, document: dict[str, Any], *options: str) -> tuple[int, str, str]:
    """``redbook verify`` of ``document`` written to ``path``, with the starter catalog the
    test server runs: its exit status, standard output and standard error."""
    monkeypatch.delenv(CARDS_ENV, raising=False)
    path.write_text(json.dumps(document), "utf-8")
    capsys.readouterr()  # the test server's log of the requests before
    status = main(["verify", *options, str(path)])
    out, err = capsys.readouterr()
    return status, out, err


def with_start(exported: dict[str, Any], **data: Any) -> dict[str, Any]:
    """``exported`` with fields of its GameStarted changed and every hash made again, as a
    forger who knows the hash scheme would."""
    records = Record.all_from_json(exported["records"])
    records[0] = replace(records[0], data={**records[0].data, **data})
    return {**exported, "records": [r.to_json() for r in reseal(records)]}


#: What the Solitaire Variant says of the forged setup below, starting a game or verifying one.
SETUP_PROBLEMS = ["unknown setup option \"bogus_option\" (known: alignment, sets, decks)",
                  "the card catalog has no set \"XX\" (it has TW)"]


def test_a_forged_setup_made_again_is_refused_as_starting_a_game_refuses_it(
        client: TestClient, bilbo: dict[str, str], service: GameService, tmp_path: Path,
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    forged_setup = {"bogus_option": 1, "sets": ["TW", "XX"]}
    assert refused_setup(client, bilbo, "solitaire-v1", forged_setup) == SETUP_PROBLEMS
    martian = 'alignment must be one of hero, minion, fallen-wizard, balrog, not the text "martian"'
    assert refused_setup(client, bilbo, "solitaire-v1", {"alignment": "martian"}) == [martian]
    game_id = start(client, bilbo, ruleset="solitaire-v1", seed=5, setup={})["game_id"]
    exported = client.get(f"/games/{game_id}/export", headers=bilbo).json()
    setup = exported["records"][0]["data"]["setup"]
    forged = with_start(exported, setup={**setup, **forged_setup})
    summary = ("event 1 (GameStarted) starts no game: its setup is not valid: "
               + "; ".join(SETUP_PROBLEMS))
    answer = client.post("/games/verify", json=forged).json()
    assert (answer["ok"], answer["first_difference"]["kind"], answer["first_difference"]["event"],
            answer["first_difference"]["summary"]) == (False, "cannot-start", 1, summary)
    assert answer["first_difference"]["reason"] == (
        "the game cannot start from its first event: its setup is not valid: "
        + "; ".join(SETUP_PROBLEMS))
    problem = client.post("/games/import", headers=bilbo, json=forged)
    assert (problem.status_code, problem.json()["code"], problem.json()["detail"]) == (
        422, "invalid-log", f"The log does not verify: {summary}.")
    path = tmp_path / "forged.json"
    assert verify_file(capsys, monkeypatch, path, forged) == (
        1, f"FAILED: {path} ({len(forged['records'])} events) does not verify: {summary}.\n", "")
    # An alignment no game has, refused by the option's type: named as starting a game names it.
    alone = with_start(exported, setup={**setup, "alignment": "martian"})
    assert verify_file(capsys, monkeypatch, path, alone) == (
        1, f"FAILED: {path} ({len(alone['records'])} events) does not verify: event 1 "
           f"(GameStarted) starts no game: its setup is not valid: {martian}.\n", "")


def test_a_forged_burglar_home_is_refused_at_the_start_by_both(
        client: TestClient, bilbo: dict[str, str], tmp_path: Path,
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Burglar's home is worked out from the site deck as given (the first of his homes in
    it): a start recording another site of the deck, every event naming it instead and every
    hash made again, re-simulates as recorded; the start check refuses it, naming the field."""
    game_id = start(client, bilbo, ruleset="burglar", seed=5, setup={})["game_id"]
    exported = client.get(f"/games/{game_id}/export", headers=bilbo).json()
    setup = exported["records"][0]["data"]["setup"]
    cards = client.get("/cards", params={"id": [setup["home"], RIVENDELL]}).json()["cards"]
    home, elsewhere = cards[setup["home"]]["name"], cards[RIVENDELL]["name"]
    assert (home, elsewhere, RIVENDELL in setup["sites"]) == ("Bag End", "Rivendell", True)
    # The counter placed and the first turn begun at Rivendell: every event names it.
    moved = json.loads(json.dumps(exported["records"][1:]).replace(f'"{home}"', f'"{elsewhere}"'))
    assert [r["data"] for r in moved if r["kind"] in ("CounterPlaced", "TurnBegan")] == [
        {"place": elsewhere}, {"turn": 1, "location": elsewhere}]
    records = Record.all_from_json([exported["records"][0], *moved])
    records[0] = replace(records[0], data={**records[0].data,
                                           "setup": {**setup, "home": RIVENDELL}})
    forged = {**exported, "records": [r.to_json() for r in reseal(records)]}
    summary = (f'event 1 (GameStarted) starts no game: its setup is not valid: home: '
               f'"{RIVENDELL}" is recorded, but a game started with this setup records '
               f'"{setup["home"]}"')
    answer = client.post("/games/verify", json=forged).json()
    assert (answer["ok"], answer["first_difference"]["kind"], answer["first_difference"]["event"],
            answer["first_difference"]["summary"]) == (False, "cannot-start", 1, summary)
    path = tmp_path / "forged-home.json"
    assert verify_file(capsys, monkeypatch, path, forged) == (
        1, f"FAILED: {path} ({len(forged['records'])} events) does not verify: {summary}.\n", "")
    # The game as exported verifies.
    assert verify_file(capsys, monkeypatch, path, exported)[0] == 0


def test_the_verdict_names_the_version_a_log_verified_under(
        client: TestClient, bilbo: dict[str, str], tmp_path: Path,
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A game the Solitaire Variant plays alike at 6 and 8 verifies under either, and the
    verdict says which: what a judge compares with a challenge that pinned 8."""
    game_id = start(client, bilbo, ruleset="solitaire-v1", seed=5, setup={})["game_id"]
    exported = client.get(f"/games/{game_id}/export", headers=bilbo).json()
    assert exported["records"][0]["data"]["ruleset_version"] == "8"
    for document, version in ((exported, "8"), (with_start(exported, ruleset_version="6"), "6")):
        head = document["records"][-1]["hash"]
        answer = client.post("/games/verify", json=document).json()
        assert answer == {"game_id": game_id, "ok": True, "events": len(document["records"]),
                          "first_difference": None, "ruleset": "solitaire-v1",
                          "ruleset_version": version, "challenge": None, "final_hash": head,
                          "result": None, "ranked_version": None}
        path = tmp_path / f"v{version}.json"
        assert verify_file(capsys, monkeypatch, path, document) == (
            0, f"OK: {path} verifies ({len(document['records'])} events): solitaire-v1 version "
               f"{version}; final hash {head}; the game is still in play.\n", "")


@pytest.mark.parametrize(("version", "said"), [
    ("11", 'a whole number, not the text "11"'),
    (11.9, "a fraction is not accepted: numbers are whole"),
    (True, "a whole number, not true"),
    (" 11 ", 'a whole number, not the text " 11 "'),
])
def test_a_version_that_is_not_a_whole_json_number_is_refused_by_both_in_the_same_words(
        client: TestClient, bilbo: dict[str, str], service: GameService, tmp_path: Path,
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, version: Any,
        said: str) -> None:
    exported = client.get(f"/games/{played(client, bilbo)}/export", headers=bilbo).json()
    exported["records"][3]["version"] = version
    detail = f"records.3.version: {said}."
    assert refused(client, service, exported, 422, "invalid-request")["detail"] == detail
    imported = client.post("/games/import", headers=bilbo, json=exported)
    assert (imported.status_code, imported.json()["detail"]) == (422, detail)
    path = tmp_path / "game.json"
    assert verify_file(capsys, monkeypatch, path, exported) == (
        2, "", f"redbook verify: {path}: {detail}\n")


@pytest.mark.parametrize(("field", "value", "said"), [
    ("kind", 5, "Input should be a valid string"),
    ("rule", True, "Input should be a valid string"),
    ("prev_hash", None, "Input should be a valid string"),
    ("hash", 7, "Input should be a valid string"),
    ("data", {"steps": 1.5}, "a fraction is not accepted: numbers are whole"),
])
def test_every_field_of_a_record_is_read_alike_by_both(
        client: TestClient, bilbo: dict[str, str], service: GameService, tmp_path: Path,
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, field: str,
        value: Any, said: str) -> None:
    exported = client.get(f"/games/{played(client, bilbo)}/export", headers=bilbo).json()
    exported["records"][3][field] = value
    where = f"records.3.{field}" + (".steps" if field == "data" else "")
    detail = f"{where}: {said}."
    assert refused(client, service, exported, 422, "invalid-request")["detail"] == detail
    path = tmp_path / "game.json"
    assert verify_file(capsys, monkeypatch, path, exported) == (
        2, "", f"redbook verify: {path}: {detail}\n")


def test_a_log_not_beginning_with_game_started_gets_the_no_start_verdict_from_both(
        client: TestClient, bilbo: dict[str, str], service: GameService, tmp_path: Path,
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    exported = client.get(f"/games/{played(client, bilbo)}/export", headers=bilbo).json()
    records = Record.all_from_json(exported["records"])
    headless = {**exported, "records": [r.to_json() for r in reseal(records[1:])]}
    first = headless["records"][0]["kind"]
    summary = f"event 1 is {first}, not GameStarted: a game must begin with GameStarted"
    verdict = {"ok": False, "events": len(records) - 1, "first_difference": {
        "version": 1, "reason": "a game must begin with GameStarted", "recorded": None,
        "expected": None, "kind": "no-start", "event": 1, "summary": summary,
        "decision": None, "differences": []}, "ruleset": None, "ruleset_version": None,
        "challenge": None, "final_hash": None, "result": None}
    answer = client.post("/games/verify", json=headless)
    assert (answer.status_code, answer.json()) == (200, {"game_id": exported["game_id"],
                                                         **verdict, "ranked_version": None})
    imported = client.post("/games/import", headers=bilbo, json=headless)
    assert (imported.status_code, imported.json()["code"], imported.json()["detail"]) == (
        422, "invalid-log", f"The log does not verify: {summary}.")
    path = tmp_path / "headless.json"
    status, out, err = verify_file(capsys, monkeypatch, path, headless, "--json")
    assert (status, json.loads(out), err) == (1, verdict, "")
    assert verify_file(capsys, monkeypatch, path, headless) == (
        1, f"FAILED: {path} ({len(records) - 1} events) does not verify: {summary}.\n", "")
