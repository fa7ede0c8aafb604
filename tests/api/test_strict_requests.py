"""A request body means what its JSON says: a version, ``steps`` or any whole number is a
JSON integer (``true`` and ``"20"`` are refused, naming the field, as the seed's number is),
a number written as a fraction is told what is wrong with it, and a body's unknown ruleset is
a problem of its field. Nothing refused is written."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any
from uuid import UUID

import pytest
from fastapi.testclient import TestClient
from pydantic import BaseModel

import api.routes
from api.schemas import Model
from domain.chronicle import Record
from domain.record import record_document
from domain.ruleset import listed_ruleset_ids
from domain.store.games import GameService
from tests.api.conftest import command, start
from tests.api.test_errors import assert_problem
from tests.support import reseal


def refused_field(response: Any, field: str, message: str) -> None:
    """A 422 invalid-request naming ``field`` alone, its detail the same sentence."""
    body = assert_problem(response, 422, "invalid-request")
    assert body["errors"] == [{"field": field, "in": "body", "message": message}]
    assert body["detail"] == f"{field}: {message}."


@pytest.fixture
def walked(client: TestClient, bilbo: dict[str, str]) -> str:
    """A dice race with one decision (walk at 3): at version 5, an undo back to 2 open."""
    game_id = str(start(client, bilbo)["game_id"])
    assert command(client, bilbo, game_id, "walk", 2).status_code == 200
    return game_id


WRITES = [
    ("commands", {"action": "walk", "expected_version": True}, "expected_version",
     "a whole number, not true"),
    ("commands", {"action": "walk", "expected_version": "5"}, "expected_version",
     'a whole number, not the text "5"'),
    ("commands", {"action": "walk", "expected_version": 5.0}, "expected_version",
     "a whole number is written without a decimal point or exponent"),
    ("undo", {"steps": True}, "steps", "a whole number, not true"),
    ("undo", {"steps": "1"}, "steps", 'a whole number, not the text "1"'),
    ("undo", {"to_version": "2"}, "to_version", 'a whole number, not the text "2"'),
    ("undo", {"to_version": False}, "to_version", "a whole number, not false"),
    ("undo", {"to_version": 2, "expected_version": True}, "expected_version",
     "a whole number, not true"),
    ("undo", {"to_version": [2]}, "to_version", "a whole number, not the list [2]"),
    ("forks", {"at_version": True}, "at_version", "a whole number, not true"),
    ("forks", {"at_version": "2"}, "at_version", 'a whole number, not the text "2"'),
]


@pytest.mark.parametrize(("route", "body", "field", "message"), WRITES)
def test_a_version_or_steps_of_another_json_type_is_422_naming_it_and_writes_nothing(
        client: TestClient, bilbo: dict[str, str], service: GameService, walked: str,
        route: str, body: dict[str, Any], field: str, message: str) -> None:
    before = service.recorder.max_notification_id()
    games = client.get("/games", headers=bilbo).json()["games"]
    refused_field(client.post(f"/games/{walked}/{route}", headers=bilbo, json=body), field,
                  message)
    assert service.recorder.max_notification_id() == before
    assert client.get("/games", headers=bilbo).json()["games"] == games


@pytest.mark.parametrize(("change", "field"), [
    ({"undo_to": True}, "inputs.1.undo_to"),
    ({"undo_to": "2"}, "inputs.1.undo_to"),
])
def test_a_record_s_undo_of_another_json_type_is_422_naming_it(
        client: TestClient, bilbo: dict[str, str], service: GameService, walked: str,
        change: dict[str, Any], field: str) -> None:
    record = client.get(f"/games/{walked}/export", params={"format": "record"},
                        headers=bilbo).json()
    record["inputs"].append(change)
    del record["final"]
    before = service.recorder.max_notification_id()
    value = change["undo_to"]
    shown = "true" if value is True else f'the text "{value}"'
    for path in ("/games/import", "/games/verify"):
        refused_field(client.post(path, headers=bilbo, json=record), field,
                      f"a whole number, not {shown}")
    record["inputs"].pop()
    record["final"] = {"version": "5", "hash": "sha256:0"}
    refused_field(client.post("/games/import", headers=bilbo, json=record), "final.version",
                  'a whole number, not the text "5"')
    assert service.recorder.max_notification_id() == before


def request_models() -> list[type[BaseModel]]:
    for module in pkgutil.iter_modules(api.routes.__path__):
        importlib.import_module(f"api.routes.{module.name}")

    def subclasses(cls: type[BaseModel]) -> list[type[BaseModel]]:
        return [c for sub in cls.__subclasses__() for c in (sub, *subclasses(sub))]

    return subclasses(Model)


def lax_values(schema: Any, path: str = "") -> list[str]:
    """The places of a pydantic core schema that take a number, a truth value or a text by
    converting another JSON type (``true`` as 1, ``"20"`` as 20), and any that takes a float."""
    found = []
    if isinstance(schema, dict):
        if schema.get("type") in ("int", "bool", "str") and schema.get("strict") is not True:
            found.append(f"{path}: lax {schema['type']}")
        if schema.get("type") == "float":
            found.append(f"{path}: float")
        for key, value in schema.items():
            found += lax_values(value, f"{path}.{key}")
    elif isinstance(schema, list):
        for i, value in enumerate(schema):
            found += lax_values(value, f"{path}.{i}")
    return found


def test_no_request_body_converts_one_json_type_into_another() -> None:
    models = request_models()
    assert {"CommandIn", "UndoIn", "ForkIn", "GameIn", "PlayerIn", "ImportIn", "GameRecordDoc",
            "ChallengeIn"} <= {m.__name__ for m in models}
    assert {m.__name__: lax_values(m.__pydantic_core_schema__) for m in models
            if lax_values(m.__pydantic_core_schema__)} == {}


@pytest.mark.parametrize(("number", "message"), [
    ("1e308", "too large: numbers are whole and fit in 64 bits"),
    ("1e400", "not a whole number: NaN and infinities are not accepted"),
    ("6.0", "a whole number is written without a decimal point or exponent"),
    ("6e0", "a whole number is written without a decimal point or exponent"),
    ("6.5", "a fraction is not accepted: numbers are whole"),
])
def test_a_number_written_as_a_fraction_is_told_what_is_wrong_with_it(
        client: TestClient, bilbo: dict[str, str], service: GameService, number: str,
        message: str) -> None:
    raw = f'{{"ruleset": "dice-race", "seed": 1, "setup": {{"turns": {number}}}}}'
    refused_field(client.post("/games", content=raw.encode(), headers={
        **bilbo, "content-type": "application/json"}), "setup.turns", message)
    assert service.recorder.max_notification_id() is None


def test_an_unknown_ruleset_in_a_new_game_is_422_naming_the_field(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    refused_field(client.post("/games", headers=bilbo, json={"ruleset": "chess"}), "ruleset",
                  f"There is no ruleset 'chess'. Known rulesets: "
                  f"{', '.join(listed_ruleset_ids())}")
    assert service.recorder.max_notification_id() is None
    assert client.get("/games", headers=bilbo).json()["games"] == []
    # A ruleset asked for by its address is not found.
    missing = assert_problem(client.get("/rulesets/chess"), 404, "unknown-ruleset")
    assert str(missing["detail"]).startswith("There is no ruleset 'chess'. Known rulesets: ")


def test_a_setup_naming_one_problem_twice_lists_it_once(client: TestClient,
                                                        bilbo: dict[str, str]) -> None:
    response = client.post("/games", headers=bilbo, json={
        "ruleset": "necromancer", "seed": 3, "setup": {"company": ["Gandalf", "Gandalf"]}})
    assert assert_problem(response, 422, "invalid-setup")["problems"] == [
        "GON-SETUP-8: Gandalf is a Wizard; the others in the starting company are not",
        "GON-RDECK-5: Gandalf appears 3 times; no Wizard may be duplicated",
        "CoE-1.3.1: the resource deck has 3 copies of Gandalf; at most 1 allowed"]


def forged(client: TestClient, headers: dict[str, str], game_id: str,
           decision: dict[str, Any]) -> dict[str, Any]:
    """The game's export with its first decision changed to ``decision`` and the hash chain
    made whole again, as a forger who knows the hash scheme would."""
    document: dict[str, Any] = client.get(f"/games/{game_id}/export", headers=headers).json()
    first = next(r for r in document["records"] if r["kind"] == "Decision")
    first["data"] = decision
    records = reseal([Record.from_json(r) for r in document["records"]])
    return {**document, "records": [r.to_json() for r in records]}


def test_a_log_refused_on_import_ends_its_sentence_once(
        client: TestClient, bilbo: dict[str, str], service: GameService,
        walked: str) -> None:
    """The verdict quotes the rules' refusal, which ends with its own full stop (or with the
    clause it cites after one): the import's sentence adds none."""
    tba = client.post("/games", headers=bilbo, json={"ruleset": "there-and-back-again",
                                                     "seed": 42}).json()
    assert command(client, bilbo, tba["game_id"], "stay", 10).status_code == 200
    before = service.recorder.max_notification_id()
    answers = [client.post("/games/import", headers=bilbo, json=forged(
        client, bilbo, game_id, decision)) for game_id, decision in (
        (walked, {"action": "walk", "args": {"steps": 6}}),
        (tba["game_id"], {"action": "move:Nowhere", "args": {}}))]
    assert [assert_problem(a, 422, "invalid-log")["detail"] for a in answers] == [
        'The log does not verify: the decision at event 3 (walk with {"steps":6}) is refused on '
        "re-simulation: The action 'walk' does not take the argument(s) 'steps' (it takes: "
        "none).",
        "The log does not verify: the decision at event 11 (move:Nowhere) is refused on "
        "re-simulation: 'move:Nowhere' is not an action open now. Nowhere is not adjacent to "
        "Bag End: the counter moves only to The Shire. Open now: move:The Shire, stay, "
        "play:TW-253:check:TW-131. [TBA-SEQ-3]"]
    assert service.recorder.max_notification_id() == before


def test_a_record_document_of_the_game_still_imports(client: TestClient,
                                                     bilbo: dict[str, str],
                                                     service: GameService,
                                                     walked: str) -> None:
    """The strict checks refuse nothing an export holds."""
    record = record_document(service.records(UUID(walked)))
    assert client.post("/games/import", headers=bilbo, json=record).status_code == 201
