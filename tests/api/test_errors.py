"""Bad input of every kind gets a specific problem document and changes nothing."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from domain.store.games import GameService
from tests.api.conftest import start

PROBLEM = "application/problem+json"


def assert_problem(response: object, status: int, code: str) -> dict[str, object]:
    from httpx import Response

    assert isinstance(response, Response)
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == PROBLEM
    body: dict[str, object] = response.json()
    assert body["type"] == f"tag:redbook,2025:problem:{code}"
    assert body["status"] == status
    assert body["code"] == code
    assert isinstance(body["detail"], str) and body["detail"]
    return body


def test_malformed_json_is_400(client: TestClient, bilbo: dict[str, str]) -> None:
    response = client.post("/games", content=b'{"ruleset": ', headers={
        **bilbo, "content-type": "application/json"})
    body = assert_problem(response, 400, "malformed-request")
    assert body["detail"] == ("The request body is not JSON: cut short, it ends unfinished (at "
                              "line 1, column 13).")


def test_a_wrong_field_is_422_naming_the_field(client: TestClient,
                                               bilbo: dict[str, str]) -> None:
    response = client.post("/games", json={"ruleset": "dice-race", "undo_policy": "always"},
                           headers=bilbo)
    body = assert_problem(response, 422, "invalid-request")
    assert body["errors"] == [{"field": "undo_policy", "in": "body",
                               "message": "Input should be 'free', 'before-reveal' or 'none'"}]
    assert body["detail"] == ("undo_policy: Input should be 'free', 'before-reveal' or "
                              "'none'.")


def test_unknown_fields_are_refused(client: TestClient, bilbo: dict[str, str]) -> None:
    response = client.post("/games", json={"ruleset": "dice-race", "sede": 4}, headers=bilbo)
    body = assert_problem(response, 422, "invalid-request")
    assert body["errors"] == [{"field": "sede", "in": "body",
                               "message": "Extra inputs are not permitted"}]


def test_invalid_setup_lists_every_problem(client: TestClient, bilbo: dict[str, str],
                                           app: FastAPI) -> None:
    response = client.post("/games", headers=bilbo, json={
        "ruleset": "dice-race", "setup": {"goal": 0, "speed": 3}})
    body = assert_problem(response, 422, "invalid-setup")
    assert body["problems"] == ["unknown option 'speed'",
                                "goal must be a whole number from 1 to 1000, not 0"]
    # A game that failed to start leaves no bookkeeping behind.
    with app.state.database.read() as session:
        assert session.execute("SELECT game_id FROM {redbook_games}").all() == []


@pytest.mark.parametrize("args, field", [
    ({"boost": 1.5}, "args.boost"),
    ({"boost": 2**64}, "args.boost"),
    ({"name": "nul\u0000byte"}, "args.name"),
])
def test_values_a_log_cannot_hold_are_422(client: TestClient, bilbo: dict[str, str],
                                          args: dict[str, object], field: str) -> None:
    game_id = start(client, bilbo)["game_id"]
    response = client.post(f"/games/{game_id}/commands", headers=bilbo,
                           json={"action": "walk", "args": args, "expected_version": 2})
    body = assert_problem(response, 422, "invalid-request")
    fields = {str(e["field"]) for e in body["errors"]}  # type: ignore[attr-defined]
    assert all(f.startswith(field) for f in fields), fields
    assert client.get(f"/games/{game_id}/events", headers=bilbo).json()["version"] == 2


def test_lone_surrogates_are_422(client: TestClient, bilbo: dict[str, str]) -> None:
    raw = b'{"name": "\\ud800"}'
    response = client.post("/players", content=raw, headers={"content-type":
                                                             "application/json"})
    body = assert_problem(response, 422, "invalid-request")
    assert body["errors"] == [{"field": "name", "in": "body", "message":
                               "Value error, text must be valid Unicode (no lone surrogates)"}]


def test_oversized_body_is_413_and_writes_nothing(client: TestClient, bilbo: dict[str, str],
                                                  service: GameService) -> None:
    before = service.recorder.max_notification_id()
    padding = "x" * 30_000
    response = client.post("/games", headers=bilbo, json={
        "ruleset": "dice-race", "seed": padding[:200], "setup": {"note": padding}})
    body = assert_problem(response, 413, "body-too-large")
    assert body["detail"] == "The request body is larger than 20000 bytes."
    assert service.recorder.max_notification_id() == before


def test_streamed_oversized_body_without_length_is_413(client: TestClient,
                                                       bilbo: dict[str, str]) -> None:
    def chunks() -> Iterator[bytes]:
        for _ in range(30):
            yield b" " * 1000

    response = client.post("/players", content=chunks(),
                           headers={"content-type": "application/json"})
    assert_problem(response, 413, "body-too-large")


TOO_DEEP = ("The request body is nested too deeply: arrays and objects more than 64 levels "
            "deep are not read.")


#: Every route that reads a request body.
BODY_ROUTES = [
    "/challenges", "/challenges/{challenge_id}/close", "/challenges/{challenge_id}/entries",
    "/challenges/{challenge_id}/entries/{game_id}/submit", "/challenges/{challenge_id}/uploads",
    "/decks/check", "/games", "/games/import", "/games/verify", "/games/{game_id}/commands",
    "/games/{game_id}/forks", "/games/{game_id}/undo", "/players"]


def nested(depth: int) -> str:
    """A JSON object whose field ``x`` nests lists to ``depth`` levels in all."""
    return '{"x": ' + "[" * (depth - 1) + "]" * (depth - 1) + "}"


def test_deeply_nested_json_is_refused_alike_on_every_route(
        app: FastAPI, client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    """Refused before any route reads it: one status, code and message, nothing written,
    however deep (past the limit, past what validation or the JSON reader would survive)."""
    posted = sorted(path for path, operations in app.openapi()["paths"].items()
                    if "post" in operations)
    assert posted == BODY_ROUTES
    game_id = start(client, bilbo)["game_id"]
    before = service.recorder.max_notification_id()
    paths = [path.format(game_id=game_id, challenge_id="cup") for path in posted]
    answers = {(path, depth): client.post(path, content=body, headers={
        **bilbo, "content-type": "application/json"})
        for path in paths for depth, body in ((65, nested(65)), (5000, nested(5000)),
                                              (5000, "[" * 5000 + "]" * 5000))}
    said = {(a.status_code, a.headers["content-type"], a.json()["code"], a.json()["detail"])
            for a in answers.values()}
    assert said == {(400, PROBLEM, "malformed-request", TOO_DEEP)}
    assert service.recorder.max_notification_id() == before
    assert client.get(f"/games/{game_id}/events", headers=bilbo).json()["version"] == 2


def test_a_key_given_twice_is_refused_naming_it_and_writes_nothing(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    game_id = start(client, bilbo)["game_id"]
    before = service.recorder.max_notification_id()
    for path, body, key in (
            (f"/games/{game_id}/commands",
             '{"action": "roll", "expected_version": 1, "expected_version": 26}',
             "expected_version"),
            ("/players", '{"name": "a", "name": "b"}', "name"),
            ("/games", '{"ruleset": "dice-race", "setup": {"goal": 20, "goal": 30}}', "goal")):
        refused = assert_problem(client.post(path, content=body, headers={
            **bilbo, "content-type": "application/json"}), 400, "malformed-request")
        assert refused["detail"] == (
            f'The request body is refused: the key "{key}" appears twice in one object.')
    assert service.recorder.max_notification_id() == before
    assert client.post("/players", json={"name": "b"}).status_code == 201  # "b" was free


def test_a_portable_body_is_refused_as_any_other_whatever_it_holds(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    """The routes that read a game document themselves (import, verify) are handed the body
    as it was read for the repeated-key check: a key given twice is refused as every route
    refuses it, and a body that is no JSON (UTF-16 text, a NaN) is refused as on every route
    (400), told as the command line tells a file."""
    before = service.recorder.max_notification_id()
    for path in ("/games/import", "/games/verify"):
        refused = assert_problem(client.post(path, content=b'{"format": "a", "format": "b"}',
                                             headers=bilbo), 400, "malformed-request")
        assert refused["detail"] == (
            'The request body is refused: the key "format" appears twice in one object.')
        for body, why in (
                (b"\xff\xfe" + b'{"format": 1}'.decode().encode("utf-16-le"),
                 "UTF-16 text (save it as UTF-8)"),
                (b'{"records": [NaN]}', "NaN is not JSON"),
                (b'{"records": ', "cut short, it ends unfinished (at line 1, column 13)")):
            not_json = assert_problem(client.post(path, content=body, headers=bilbo), 400,
                                      "malformed-request")
            assert not_json["detail"] == f"The request body is not JSON: {why}."
    assert service.recorder.max_notification_id() == before


def test_json_as_deep_as_the_limit_is_read(client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo)["game_id"]
    refused = assert_problem(client.post(f"/games/{game_id}/commands", content=(
        '{"action": "walk", "expected_version": 2, "args": ' + nested(63) + "}").encode(),
        headers={**bilbo, "content-type": "application/json"}), 422, "illegal-action")
    assert refused["detail"] == ("The action 'walk' does not take the argument(s) 'x' (it "
                                 "takes: none).")
    # A bracket in a string is text: it nests nothing.
    bracketed = assert_problem(client.post("/games", headers=bilbo, json={
        "ruleset": "dice-race", "setup": {"note": '"[{\\' * 100}}), 422, "invalid-setup")
    assert bracketed["problems"] == ["unknown option 'note'"]


def test_unknown_route_and_method(client: TestClient) -> None:
    missing = assert_problem(client.get("/nowhere"), 404, "not-found")
    assert missing["detail"] == "There is nothing at /nowhere."
    not_allowed = assert_problem(client.delete("/rulesets"), 405, "method-not-allowed")
    assert not_allowed["detail"] == "DELETE is not allowed on /rulesets: it takes GET and HEAD."


def test_a_bad_game_id_or_version_is_422(client: TestClient, bilbo: dict[str, str]) -> None:
    body = assert_problem(client.get("/games/not-a-uuid", headers=bilbo), 422,
                          "invalid-request")
    assert body["errors"][0]["field"] == "game_id"  # type: ignore[index]
    game_id = start(client, bilbo)["game_id"]
    assert_problem(client.get(f"/games/{game_id}", params={"version": 0}, headers=bilbo),
                   422, "invalid-request")


def test_import_of_something_else_is_422(client: TestClient, bilbo: dict[str, str]) -> None:
    body = assert_problem(client.post("/games/import", headers=bilbo, json={
        "format": "pgn", "records": [{"version": 1, "kind": "GameStarted", "data": {},
                                      "prev_hash": "x", "hash": "y"}]}), 422, "invalid-log")
    assert body["detail"] == ('Not a Red Book game log or record: expected "format": '
                              '"redbook-game/1" (the full log) or "redbook-record/1" (the '
                              "record).")


def test_problem_documents_quote_no_raw_input(client: TestClient) -> None:
    response = client.post("/players", content=json.dumps({"name": 7}).encode(),
                           headers={"content-type": "application/json"})
    body = assert_problem(response, 422, "invalid-request")
    assert "input" not in json.dumps(body["errors"])


def test_every_error_code_has_a_player_facing_title() -> None:
    import importlib
    import pkgutil

    import api
    import domain
    from api.errors import TITLES
    from domain.errors import RedBookError

    for package in (domain, api):
        for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(module.name)

    def subclasses(cls: type) -> list[type]:
        return [c for sub in cls.__subclasses__() for c in (sub, *subclasses(sub))]

    codes = sorted({c.code for c in subclasses(RedBookError)})
    assert [code for code in codes if code not in TITLES] == []


def test_a_value_that_fits_no_form_of_a_field_is_one_problem(client: TestClient,
                                                             bilbo: dict[str, str]) -> None:
    response = client.post("/games", json={"ruleset": "dice-race", "seed": 1.5}, headers=bilbo)
    body = assert_problem(response, 422, "invalid-request")
    assert body["errors"] == [{
        "field": "seed", "in": "body", "message": "a fraction is not accepted: numbers are whole"}]
    assert body["detail"] == "seed: a fraction is not accepted: numbers are whole."
    for sent, shown in (([1], "the list [1]"), (True, "true"), ({"n": 1}, 'the object {"n": 1}'),
                        ({}, "the object {}")):
        response = client.post("/games", json={"ruleset": "dice-race", "seed": sent},
                               headers=bilbo)
        body = assert_problem(response, 422, "invalid-request")
        assert body["errors"] == [{"field": "seed", "in": "body",
                                   "message": f"a string or a whole number, not {shown}"}]
        assert body["detail"] == f"seed: a string or a whole number, not {shown}."


def test_a_fraction_deep_in_a_setup_is_named_where_it_lies_and_nothing_is_stored(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    response = client.post("/games", headers=bilbo, json={
        "ruleset": "dice-race", "seed": 1, "setup": {"decks": {"cards": [1, {"mp": 1.5}]}}})
    body = assert_problem(response, 422, "invalid-request")
    assert body["errors"] == [{"field": "setup.decks.cards.1.mp", "in": "body",
                               "message": "a fraction is not accepted: numbers are whole"}]
    assert body["detail"] == ("setup.decks.cards.1.mp: a fraction is not accepted: numbers "
                              "are whole.")
    assert service.recorder.max_notification_id() is None


def test_a_nested_value_of_no_json_form_is_named_at_its_own_field(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo)["game_id"]
    response = client.post(f"/games/{game_id}/commands", headers=bilbo, json={
        "action": "walk", "args": {"path": {"to": "nul\u0000byte"}}, "expected_version": 2})
    body = assert_problem(response, 422, "invalid-request")
    assert body["errors"] == [{"field": "args.path.to", "in": "body", "message":
                               "Value error, text may not contain NUL characters"}]
    assert client.get(f"/games/{game_id}/events", headers=bilbo).json()["version"] == 2


def test_an_empty_action_or_name_is_told_it_may_not_be_empty(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo)["game_id"]
    response = client.post(f"/games/{game_id}/commands", headers=bilbo,
                           json={"action": "", "expected_version": 2})
    body = assert_problem(response, 422, "invalid-request")
    assert body["detail"] == "action: may not be empty."
    body = assert_problem(client.post("/players", json={"name": ""}), 422, "invalid-request")
    assert body["errors"] == [{"field": "name", "in": "body", "message": "may not be empty"}]


def test_an_argument_the_action_does_not_take_is_refused_and_nothing_is_written(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo)["game_id"]
    response = client.post(f"/games/{game_id}/commands", headers=bilbo,
                           json={"action": "walk", "args": {"steps": 6}, "expected_version": 2})
    body = assert_problem(response, 422, "illegal-action")
    assert body["detail"] == ("The action 'walk' does not take the argument(s) 'steps' (it "
                              "takes: none).")
    assert client.get(f"/games/{game_id}/events", headers=bilbo).json()["version"] == 2


def test_a_body_missing_not_an_object_or_not_sent_as_json_is_told_so(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    answers = [client.post("/games", content=content, headers={**bilbo, "content-type": kind})
               for content, kind in ((b"", "application/json"),
                                     (b'"dice-race"', "application/json"),
                                     (b'{"ruleset": "dice-race"}', "text/plain"))]
    details = [assert_problem(answer, 422, "invalid-request")["detail"] for answer in answers]
    assert details == ["body: missing: send a JSON object.", "body: a JSON object is needed.",
                       "body: a JSON object is needed, sent as Content-Type: application/json."]
    assert service.recorder.max_notification_id() is None


def test_a_text_over_its_length_is_told_the_limit_in_characters(client: TestClient) -> None:
    body = assert_problem(client.post("/players", json={"name": "x" * 81}), 422,
                          "invalid-request")
    assert body["errors"] == [{"field": "name", "in": "body",
                               "message": "may be at most 80 characters long"}]


@pytest.mark.parametrize(("raw", "field"), [(b'{"play": ["\\ud800"]}', "play.0"),
                                            (b'{"\\ud800": ["TW-1"]}', "\ufffd\ufffd\ufffd.[key]")])
def test_a_deck_to_check_holding_a_lone_surrogate_is_422_as_on_every_route(
        client: TestClient, raw: bytes, field: str) -> None:
    response = client.post("/decks/check", content=raw,
                           headers={"content-type": "application/json"})
    body = assert_problem(response, 422, "invalid-request")
    assert body["errors"] == [{"field": field, "in": "body", "message":
                               "Value error, text must be valid Unicode (no lone surrogates)"}]


def test_a_json_answer_holding_a_lone_surrogate_is_written_escaped() -> None:
    from api.schemas import JSONBytes

    assert JSONBytes({"problems": ["TW-\ud800"]}).body == b'{"problems":["TW-\\ud800"]}'


@pytest.mark.parametrize("cursor", ["9223372036854775808", "99999999999999999999999", "-1",
                                    "18446744073709551615"])
def test_a_cursor_beyond_any_position_is_not_one_the_list_gave(
        client: TestClient, bilbo: dict[str, str], cursor: str) -> None:
    body = assert_problem(client.get(f"/games?cursor={cursor}", headers=bilbo), 422,
                          "invalid-request")
    assert body["errors"] == [{"field": "cursor", "in": "query", "message": (
        "not a cursor this list gave (pass next_cursor as it came)")}]


def test_the_greatest_cursor_reads_on_from_the_newest_game(client: TestClient,
                                                           bilbo: dict[str, str]) -> None:
    game = start(client, bilbo)
    answer = client.get("/games?owner=me&cursor=9223372036854775807", headers=bilbo)
    assert answer.status_code == 200
    assert ([g["game_id"] for g in answer.json()["games"]], answer.json()["next_cursor"]) == (
        [game["game_id"]], None)


def _log(client: TestClient, bilbo: dict[str, str], **start_data: object) -> dict[str, object]:
    """A game's exported log, its GameStarted's data changed by ``start_data`` (a None
    removes a field) and the chain sealed again, so only that change is wrong."""
    from domain import canonical
    from domain.chronicle import GENESIS_HASH

    game = start(client, bilbo)
    log = client.get(f"/games/{game['game_id']}/export", headers=bilbo).json()
    data = log["records"][0]["data"]
    for key, value in start_data.items():
        if value is None:
            del data[key]
        else:
            data[key] = value
    prev = GENESIS_HASH
    for record in log["records"]:
        record["prev_hash"] = prev
        record["hash"] = prev = canonical.digest({
            "version": record["version"], "kind": record["kind"], "data": record["data"],
            "rule": record.get("rule"), "prev_hash": prev})
    return log  # type: ignore[no-any-return]


@pytest.mark.parametrize(("change", "detail"), [
    ({"ruleset_version": 1}, "The game's start (GameStarted) is not valid: ruleset_version "
                             "must be text, not the number 1."),
    ({"ruleset": None}, "The game's start (GameStarted) is not valid: the start event has no "
                        "`ruleset`."),
    ({"engine": True}, "The game's start (GameStarted) is not valid: engine must be text, not "
                       "true."),
    ({"ruleset": "chess"}, "The game's start (GameStarted) names a ruleset this server does "
                           "not run. There is no ruleset 'chess'. Known rulesets: burglar, "
                           "necromancer, road-goes-ever-on, solitaire-v1, "
                           "there-and-back-again."),
])
def test_a_log_whose_start_names_no_ruleset_this_server_runs_is_422_on_verify_and_import(
        client: TestClient, bilbo: dict[str, str], service: GameService,
        change: dict[str, object], detail: str) -> None:
    log = _log(client, bilbo, **change)
    before = service.recorder.max_notification_id()
    for path in ("/games/verify", "/games/import"):
        body = assert_problem(client.post(path, headers=bilbo, json=log), 422, "invalid-log")
        assert body["detail"] == detail
    assert service.recorder.max_notification_id() == before


def test_a_log_of_another_ruleset_version_is_a_409_the_route_documents(
        client: TestClient, bilbo: dict[str, str]) -> None:
    body = assert_problem(client.post("/games/verify", json=_log(
        client, bilbo, ruleset_version="0")), 409, "catalog-mismatch")
    assert "recorded under dice-race ruleset version 0, but this server runs 1" in \
        str(body["detail"])
    paths = client.get("/openapi.json").json()["paths"]
    assert {"409", "422"} <= set(paths["/games/verify"]["post"]["responses"])
    assert "409" in paths["/games/{game_id}/suggestion"]["get"]["responses"]


def test_a_record_naming_a_ruleset_this_server_does_not_run_is_422(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    game = start(client, bilbo)
    record = client.get(f"/games/{game['game_id']}/export?format=record", headers=bilbo).json()
    record["ruleset"] = "chess"
    before = service.recorder.max_notification_id()
    for path in ("/games/verify", "/games/import"):
        body = assert_problem(client.post(path, headers=bilbo, json=record), 422, "invalid-log")
        assert str(body["detail"]).startswith(
            "The game's start (GameStarted) names a ruleset this server does not run. There "
            "is no ruleset 'chess'.")
    assert service.recorder.max_notification_id() == before
