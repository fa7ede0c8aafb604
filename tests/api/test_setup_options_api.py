"""A new player's set-up options through POST /games with the real rulesets: one option given
with or without ``deck: default`` is applied over the bundled default, or refused with a 422
problem naming it; GET /rulesets says what each option's default is."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from tests.api.conftest import start

PROBLEM = "application/problem+json"


def refused(client: TestClient, headers: dict[str, str], ruleset: str,
            setup: dict[str, Any]) -> dict[str, Any]:
    response = client.post("/games", headers=headers,
                           json={"ruleset": ruleset, "seed": 3, "setup": setup})
    assert response.status_code == 422, response.text
    assert response.headers["content-type"] == PROBLEM
    body: dict[str, Any] = response.json()
    assert body["code"] == "invalid-setup"
    assert "location" not in response.headers
    return body


@pytest.mark.parametrize("setup", [{"burglar": "Gandalf", "deck": "default"},
                                   {"burglar": "Gandalf"}])
def test_gandalf_as_the_burglar_with_the_default_decks(client: TestClient,
                                                       bilbo: dict[str, str],
                                                       setup: dict[str, Any]) -> None:
    game = start(client, bilbo, ruleset="burglar", seed=7, setup=setup)
    board = client.get(f"/games/{game['game_id']}", headers=bilbo).json()["board"]
    assert [c["name"] for c in board["company"]] == ["Gandalf"]
    assert board["location"] == "Rivendell"


def test_a_wizard_given_alone_is_the_guise_players_and_saruman_is_refused(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game = start(client, bilbo, ruleset="necromancer", seed=7, setup={"wizard": "Alatar"})
    first = client.get(f"/games/{game['game_id']}/events", headers=bilbo).json()["events"][0]
    assert first["data"]["setup"]["wizard"] == "TW-117"
    body = refused(client, bilbo, "necromancer", {"wizard": "Saruman", "deck": "default"})
    assert body["problems"] == ["GON-SETUP-1: your Wizard may be any Wizard but Saruman"]


def test_followers_that_cannot_apply_are_refused_naming_them(client: TestClient,
                                                             bilbo: dict[str, str]) -> None:
    body = refused(client, bilbo, "there-and-back-again",
                   {"followers": {"x": "y"}, "deck": "default"})
    assert body["problems"][:2] == [
        "followers (\"x\": \"y\") entry 1: no card \"x\" in the catalog",
        "followers (\"x\": \"y\") entry 2: no card \"y\" in the catalog"]


def test_a_start_haven_not_a_haven_is_refused_and_one_given_alone_is_applied(
        client: TestClient, bilbo: dict[str, str]) -> None:
    body = refused(client, bilbo, "road-goes-ever-on",
                   {"start_haven": "TW-999", "deck": "default"})
    assert body["problems"] == ["start_haven: 'TW-999' is not a Haven [RGO-DECK-10]"]
    game = start(client, bilbo, ruleset="road-goes-ever-on", seed=7,
                 setup={"start_haven": "TW-408"})
    first = client.get(f"/games/{game['game_id']}/events", headers=bilbo).json()["events"][0]
    assert first["data"]["setup"]["start_haven"] == "TW-408"


def test_an_unknown_option_is_refused_naming_it(client: TestClient,
                                                bilbo: dict[str, str]) -> None:
    body = refused(client, bilbo, "burglar", {"deck": "default", "colour": "red"})
    assert body["problems"] == ["unknown setup option \"colour\" (the options: burglar, item, "
                                "resources, hazards, sites, deck)"]


def test_the_rulesets_say_each_options_default(client: TestClient) -> None:
    rulesets = {r["id"]: r["options"] for r in client.get("/rulesets").json()}
    assert rulesets["burglar"]["burglar"].startswith(
        "the Burglar: one scout character, id or name (default Bilbo)")
    assert rulesets["necromancer"]["wizard"].startswith(
        "your Wizard, any but Saruman (default Radagast)")
    assert "none if you give company" in rulesets["there-and-back-again"]["followers"]
    assert "default: the shipped deck's" in rulesets["road-goes-ever-on"]["start_haven"]
    alignment = rulesets["solitaire-v1"]["alignment"]
    assert "minion and balrog need the Council of Elrond card database (REDBOOK_CARDS" \
        in alignment


@pytest.mark.not_a_rule("the setup options advertised and their refusals")
def test_the_solitaire_variant_advertises_the_sets_and_decks_a_setup_leaving_them_out_plays(
        client: TestClient, bilbo: dict[str, str]) -> None:
    solitaire = next(r for r in client.get("/rulesets").json() if r["id"] == "solitaire-v1")
    assert solitaire["option_types"]["sets"] == {
        "type": "json", "default": ["TW"], "values": None, "accepts": ["array"],
        "form": "a list of set codes"}
    assert solitaire["option_types"]["decks"] == {
        "type": "json", "default": {}, "values": None, "accepts": ["string", "object"],
        "form": "the name of a deck set or an object of deck lists"}
    # A null is refused naming the form each option takes, in the setup's order.
    body = refused(client, bilbo, "solitaire-v1", {"sets": None, "decks": None,
                                                   "alignment": None})
    assert body["problems"] == [
        "sets must be a list of set codes, not null",
        "decks must be the name of a deck set or an object of deck lists, not null",
        "alignment must be one of hero, minion, fallen-wizard, balrog, not null"]
    # An empty list is of the form, refused by the ruleset's own check.
    assert refused(client, bilbo, "solitaire-v1", {"sets": []})["problems"] == [
        'sets must be a non-empty list of set codes, not [] (leave it out for ["TW"])']
