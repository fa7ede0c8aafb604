"""A setup option of the wrong JSON type, refused as GET /rulesets types it: a 422 naming the
option and the form it takes, on every route that starts a game from a setup (a new game, a
challenge, a record's header sent to verify, import or upload), and nothing written."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from fastapi.testclient import TestClient

from domain.chronicle import Chronicle
from domain.record import record_document
from domain.store.games import GameService
from tests.api.conftest import OPERATOR_TOKEN
from tests.option_values import OF_KIND, SAID

OPERATOR = {"Authorization": f"Bearer {OPERATOR_TOKEN}"}


def test_every_option_of_every_ruleset_refuses_a_value_of_a_type_it_does_not_accept(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    before = service.recorder.max_notification_id()
    listed = client.get("/rulesets").json()
    assert {r["id"] for r in listed} == {"burglar", "necromancer", "road-goes-ever-on",
                                         "solitaire-v1", "there-and-back-again"}
    tried = 0
    for ruleset in listed:
        for name, typed in ruleset["option_types"].items():
            wrong = [kind for kind in OF_KIND if kind not in typed["accepts"]]
            assert wrong, (ruleset["id"], name)
            for kind in wrong:
                answer = client.post("/games", headers=bilbo, json={
                    "ruleset": ruleset["id"], "seed": 1, "setup": {name: OF_KIND[kind]}})
                assert answer.status_code == 422, (ruleset["id"], name, answer.text)
                body = answer.json()
                assert body["code"] == "invalid-setup"
                assert body["detail"].endswith("is not valid: an option is not of the form "
                                               "it takes.")
                assert body["problems"][0].startswith(
                    f"{name} must be {typed['form']}, not {SAID[kind]}"), body["problems"]
                tried += 1
    assert tried > 100
    assert service.recorder.max_notification_id() == before


def test_every_choice_of_every_ruleset_refuses_a_value_not_among_its_values(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    before = service.recorder.max_notification_id()
    choices = [(ruleset["id"], name, typed) for ruleset in client.get("/rulesets").json()
               for name, typed in ruleset["option_types"].items() if typed["type"] == "choice"]
    assert [(rid, name) for rid, name, _ in choices] == [
        ("burglar", "deck"), ("necromancer", "deck"), ("road-goes-ever-on", "deck"),
        ("solitaire-v1", "alignment"), ("there-and-back-again", "deck")]
    for ruleset, name, typed in choices:
        answer = client.post("/games", headers=bilbo, json={
            "ruleset": ruleset, "seed": 1, "setup": {name: "none-such"}})
        assert (answer.status_code, answer.json()["code"], answer.json()["problems"]) == (
            422, "invalid-setup", [f'{name} must be one of {", ".join(typed["values"])}, not '
                                   'the text "none-such"']), ruleset
    assert service.recorder.max_notification_id() == before


@pytest.mark.parametrize(("ruleset", "setup", "problem"), [
    ("solitaire-v1", {"alignment": []},
     "alignment must be one of hero, minion, fallen-wizard, balrog, not the list []"),
    ("road-goes-ever-on", {"tables": "x"},
     'tables must be an object of encounter tables by name (or null, as if left out), not the '
     'text "x"'),
    ("road-goes-ever-on", {"starting": True}, "starting must be a list of card ids, not true"),
    ("road-goes-ever-on", {"starting_items": True},
     'starting_items must be a list of {"id", "bearer"} objects (or null, as if left out), not '
     "true"),
    ("road-goes-ever-on", {"decks": {"player": None}},
     "decks.player must be a list of card ids, not null"),
    ("road-goes-ever-on", {"decks": {"hazard": -1}},
     "decks.hazard must be a list of card ids, not the number -1"),
    ("road-goes-ever-on", {"decks": {"long_event": True}},
     "decks.long_event must be a list of card ids, not true"),
    ("there-and-back-again", {"company": None},
     'company must be a list of card ids, names or {"id" or "name", "count"} objects, not '
     "null"),
])
def test_the_values_that_failed_inside_the_rules_are_refused_by_their_form(
        client: TestClient, bilbo: dict[str, str], service: GameService, ruleset: str,
        setup: dict[str, Any], problem: str) -> None:
    before = service.recorder.max_notification_id()
    game = client.post("/games", headers=bilbo, json={"ruleset": ruleset, "seed": 1,
                                                      "setup": setup})
    assert (game.status_code, game.json()["code"], game.json()["problems"]) == (
        422, "invalid-setup", [problem])
    challenge = client.post("/challenges", headers=OPERATOR, json={
        "id": "cup", "title": "The Cup", "ruleset": ruleset, "setup": setup,
        "opens_at": "2020-01-01T00:00:00Z", "closes_at": "2100-01-01T00:00:00Z"})
    assert (challenge.status_code, challenge.json()["code"], challenge.json()["problems"]) == (
        422, "invalid-challenge", [problem])
    assert service.recorder.max_notification_id() == before


def test_a_record_whose_header_gives_a_value_of_the_wrong_type_is_refused_by_its_form(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    played = Chronicle.begin(service.ruleset("solitaire-v1"), 7, {}, "free")
    assert client.post("/challenges", headers=OPERATOR, json={
        "id": "practice", "title": "Practice", "ruleset": "solitaire-v1", "setup": {},
        "practice_seed": 7, "opens_at": "2020-01-01T00:00:00Z",
        "closes_at": "2100-01-01T00:00:00Z"}).status_code == 201
    record = record_document(played.records)
    record["setup"] = {**record["setup"], "alignment": []}  # type: ignore[dict-item]
    before = service.recorder.max_notification_id()
    for path, headers in (("/games/verify", {}), ("/games/import", bilbo),
                          ("/challenges/practice/uploads", bilbo)):
        answer = client.post(path, headers=headers, json=copy.deepcopy(record))
        assert (answer.status_code, answer.json()["code"], answer.json()["detail"]) == (
            422, "invalid-log", "The game cannot start from the record's header: its setup "
                                "is not valid: alignment must be one of hero, minion, "
                                "fallen-wizard, balrog, not the list []"), path
    assert service.recorder.max_notification_id() == before
