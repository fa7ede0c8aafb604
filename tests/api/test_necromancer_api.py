"""Guise of the Necromancer over the generic game endpoints: start, the offered actions,
commands, the score view; an illegal deck and an illegal move answered with the clause and
nothing written."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from domain.rulesets.hobbit.decks import default_setup
from tests.api.conftest import command, start


def test_a_game_is_played_through_the_generic_endpoints(client: TestClient,
                                                         bilbo: dict[str, str]) -> None:
    game = start(client, bilbo, ruleset="necromancer", seed=66, setup={})
    game_id, version = game["game_id"], game["version"]
    actions = client.get(f"/games/{game_id}/actions", headers=bilbo).json()["actions"]
    ids = [a["id"] for a in actions]
    assert ids[0] == "move:1:TW-387" and ids[-1] == "go"
    moved = command(client, bilbo, game_id, "move:1:TW-387", version)
    assert moved.status_code == 200, moved.text
    score = client.get(f"/games/{game_id}/score", headers=bilbo).json()
    assert score["score"]["white_council"] == {"wizard": True, "saruman": False,
                                               "allied_wizards": [], "elf_lords": [],
                                               "together": None}
    assert score["score"]["clock"] == 30 and score["score"]["stage"] == "The Investigation"


def test_an_illegal_deck_is_refused_naming_the_clause(client: TestClient,
                                                       bilbo: dict[str, str]) -> None:
    setup = {**default_setup("necromancer"), "wizard": "Saruman"}
    response = client.post("/games", headers=bilbo,
                           json={"ruleset": "necromancer", "seed": 1, "setup": setup})
    assert response.status_code == 422
    assert response.headers["content-type"] == "application/problem+json"
    assert "GON-SETUP-1: your Wizard may be any Wizard but Saruman" in response.json()["problems"]
    assert "location" not in response.headers


def test_a_stage_two_action_in_stage_one_is_refused_with_the_clause(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game = start(client, bilbo, ruleset="necromancer", seed=66, setup={})
    refused = command(client, bilbo, game["game_id"], "ring:TW-180", game["version"])
    assert refused.status_code == 422
    assert refused.json()["clause"] == "GON-RING-3"
    events = client.get(f"/games/{game['game_id']}/events", headers=bilbo).json()
    assert events["version"] == game["version"]


@pytest.mark.rule("CoE-2.IV.vi")
def test_radagasts_draws_are_offered_as_actions_and_audited_by_his_card(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game = start(client, bilbo, ruleset="necromancer", seed=31, setup={})
    game_id, version = game["game_id"], game["version"]
    for action in ("move:1:TW-421", "go"):  # Lórien to Rivendell: three Wildernesses
        done = command(client, bilbo, game_id, action, version)
        assert done.status_code == 200, done.text
        version = done.json()["version"]
    actions = client.get(f"/games/{game_id}/actions", headers=bilbo).json()["actions"]
    assert [(a["id"], a["rule"]) for a in actions] == [
        (f"draw:TW-178:{n}", "CoE-2.IV.vi") for n in range(4)]
    assert actions[2]["label"] == (
        "Radagast draws 2 of the 3 additional cards he may (one additional card for each "
        "Wilderness in his company's site path)")
    done = command(client, bilbo, game_id, "draw:TW-178:2", version)
    assert done.status_code == 200, done.text
    events = client.get(f"/games/{game_id}/events", headers=bilbo).json()["events"]
    drawn = next(e for e in events if e["kind"] == "ResourcesDrawn"
                 and e["data"].get("card") == "TW-178")
    audit = client.get(f"/games/{game_id}/events/{drawn['version']}/audit",
                       headers=bilbo).json()
    assert (audit["clause"]["id"], audit["decision"]["data"]["action"]) == (
        "CoE-2.IV.vi", "draw:TW-178:2")
    assert len(drawn["data"]["cards"]) == 2 and audit["line"].startswith("Radagast draws ")
