"""Burglar Wants a Good Job over the generic game endpoints: start, the offered actions, a
command, the score view with the four tasks; an illegal deck, a burglary where none may be
tried and a task claimed that was not done, each refused with its clause and nothing
written."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from domain.rulesets.hobbit.decks import default_setup
from tests.api.conftest import command, start


def game(client: TestClient, headers: dict[str, str]) -> dict[str, Any]:
    return start(client, headers, ruleset="burglar", seed=7, setup={})


def test_a_burglar_game_is_played_through_the_generic_endpoints(
        client: TestClient, bilbo: dict[str, str]) -> None:
    started = game(client, bilbo)
    game_id = started["game_id"]
    actions = client.get(f"/games/{game_id}/actions", headers=bilbo).json()["actions"]
    assert [a["id"] for a in actions][:2] == ["move:TW-421", "stay"]
    # No hazard limit before the movement/hazard phase sets it (BWJ-SEQ-13).
    before = client.get(f"/games/{game_id}", headers=bilbo).json()["board"]
    assert (before["phase"], before["hazard_limit"]) == ("organization", None)
    stayed = command(client, bilbo, game_id, "stay", started["version"])
    assert stayed.status_code == 200, stayed.text
    score = client.get(f"/games/{game_id}/score", headers=bilbo).json()["score"]
    assert [(t["task"], t["clause"], t["done"]) for t in score["tasks"]] == [
        ("steal an item from a Dragon's hoard", "BWJ-OBJ-1", False),
        ("steal an item from an Orc stronghold", "BWJ-OBJ-2", False),
        ("spy on one of the peoples", "BWJ-OBJ-3", False),
        ("rescue a comrade in arms", "BWJ-OBJ-4", False)]
    assert score["total"] == 0
    board = client.get(f"/games/{game_id}", headers=bilbo).json()
    view = board["board"]
    assert (view["location"], view["hazard_hand_face_down"], view["hazard_limit"]) == \
        ("Bag End", 0, 2)
    assert [c["name"] for c in view["company"]] == ["Bilbo"]


def test_an_illegal_deck_is_refused_naming_every_clause(client: TestClient,
                                                        bilbo: dict[str, str]) -> None:
    setup = {**default_setup("burglar"), "burglar": "Gimli", "sites": ["Rivendell"]}
    response = client.post("/games", headers=bilbo,
                           json={"ruleset": "burglar", "seed": 1, "setup": setup})
    assert response.status_code == 422
    assert response.headers["content-type"] == "application/problem+json"
    assert response.json()["problems"][:3] == [
        "BWJ-SETUP-1: Gimli (TW-159) is not a scout character",
        "BWJ-SETUP-15: the site deck lacks the Burglar's home site (Iron Hill Dwarf-hold)",
        "BWJ-SETUP-17: the site deck lacks Lórien"]
    assert "location" not in response.headers


def test_a_burglary_where_none_may_be_tried_is_refused_and_nothing_is_written(
        client: TestClient, bilbo: dict[str, str]) -> None:
    started = game(client, bilbo)
    refused = command(client, bilbo, started["game_id"], "burgle", started["version"])
    assert refused.status_code == 422
    assert refused.json()["clause"] == "BWJ-BURG-2"
    events = client.get(f"/games/{started['game_id']}/events", headers=bilbo).json()
    assert events["version"] == started["version"]


def test_a_task_claimed_that_was_not_done_is_refused_and_nothing_is_written(
        client: TestClient, bilbo: dict[str, str]) -> None:
    started = game(client, bilbo)
    refused = command(client, bilbo, started["game_id"], "store:TW-225", started["version"])
    assert refused.status_code == 422
    assert refused.json()["clause"] == "BWJ-MP-7"
    events = client.get(f"/games/{started['game_id']}/events", headers=bilbo).json()
    assert events["version"] == started["version"]
