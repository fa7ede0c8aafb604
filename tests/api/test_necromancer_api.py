"""Guise of the Necromancer over the generic game endpoints: start, the offered actions,
commands, the score view; an illegal deck and an illegal move answered with the clause and
nothing written; the draws of a moving company (its site's, then Radagast's) offered as
actions and audited."""

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


def to_rivendell(client: TestClient, bilbo: dict[str, str],
                 *then: str) -> tuple[str, int]:
    """A game whose company moves from Lórien to Rivendell (three Wildernesses; a Haven, so
    Lórien gives the resource cards, 2), ``then`` the actions given: its id and version."""
    game = start(client, bilbo, ruleset="necromancer", seed=31, setup={})
    game_id, version = game["game_id"], game["version"]
    for action in ("move:1:TW-421", "go", *then):
        done = command(client, bilbo, game_id, action, version)
        assert done.status_code == 200, done.text
        version = done.json()["version"]
    return game_id, version


@pytest.mark.rule("CoE-2.IV.v", "GON-GEN-1")
def test_the_sites_draws_are_offered_as_actions_and_audited_by_the_choice(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game_id, version = to_rivendell(client, bilbo)
    actions = client.get(f"/games/{game_id}/actions", headers=bilbo).json()["actions"]
    assert [(a["id"], a["rule"], a["label"]) for a in actions] == [
        (f"draw:{n}", "CoE-2.IV.v", f"Draw {n} of the 2 resource cards Lórien gives")
        for n in (1, 2)]
    refused = command(client, bilbo, game_id, "draw:TW-178:3", version)
    assert (refused.status_code, refused.json()["clause"]) == (422, "CoE-2.IV.v")
    done = command(client, bilbo, game_id, "draw:1", version)
    assert done.status_code == 200, done.text
    events = client.get(f"/games/{game_id}/events", headers=bilbo).json()["events"]
    drawn = next(e for e in events if e["kind"] == "ResourcesDrawn" and "site" in e["data"])
    assert (drawn["data"]["site"], len(drawn["data"]["cards"])) == ("TW-408", 1)
    audit = client.get(f"/games/{game_id}/events/{drawn['version']}/audit",
                       headers=bilbo).json()
    assert (audit["clause"]["id"], audit["decision"]["data"]["action"]) == (
        "CoE-2.IV.v", "draw:1")
    assert [(c["relation"], c["kind"]) for c in audit["causes"]] == [
        ("the event", "ResourcesDrawn"), ("earlier outcome it follows", "ResourceDrawsChosen"),
        ("the decision behind it", "Decision")]
    assert audit["causes"][1]["line"] == (
        "Company 1 draws 1 of the 2 resource cards Lórien gives. [CoE-2.IV.v]")
    assert audit["line"].endswith(" (the resource cards Lórien gives). [CoE-2.IV.v]")


@pytest.mark.rule("CoE-2.IV.vi", "CoE-2.IV.v")
def test_radagasts_draws_are_offered_as_actions_and_audited_by_his_card(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game_id, version = to_rivendell(client, bilbo, "draw:2")  # the site's, then his
    actions = client.get(f"/games/{game_id}/actions", headers=bilbo).json()["actions"]
    assert [(a["id"], a["rule"]) for a in actions] == [
        (f"draw:TW-178:{n}", "CoE-2.IV.vi") for n in range(4)]
    assert actions[2]["label"] == (
        "Radagast draws 2 of the 3 additional cards he may (his draws for the Wilderness "
        "regions of the company's path)")
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
