"""Who controls whom, as the boards show it through ``GET /games/{id}``: each character's
controller (``follower_of``, None under general influence) and the general influence the
characters not under direct influence use, of how much (``general_influence``), in There and
Back Again (TBA-COMP-4: 30) as in The Road Goes Ever On; Burglar's, the Burglar's mind of 20
(a Hand uses none); Guise of the Necromancer's followers named with their controller."""

from __future__ import annotations

from dataclasses import replace

import pytest
from fastapi.testclient import TestClient

from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.ruleset import make_ruleset
from tests.api.conftest import start


@pytest.mark.rule("TBA-COMP-4", "CoE-2.II.2.2.2")
def test_there_and_back_again_shows_each_followers_controller_and_the_influence_used(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game = start(client, bilbo, ruleset="there-and-back-again", seed=15, setup={})
    board = client.get(f"/games/{game['game_id']}", headers=bilbo).json()["board"]
    events = client.get(f"/games/{game['game_id']}/events", headers=bilbo).json()["events"]
    formed = next(e["data"] for e in events if e["kind"] == "CompanyFormed")
    catalog = starter_catalog()
    assert {c["name"]: c["follower_of"] for c in board["company"]} == {
        "Bilbo": None, "Thorin II": None, "Glóin": None, "Balin": None, "Óin": None,
        "Kíli": None, "Bifur": "Thorin II", "Bofur": "Glóin", "Nori": "Balin",
        "Fíli": "Bilbo", "Ori": "Thorin II", "Dwalin": "Glóin", "Bombur": "Balin",
        "Dori": "Óin"}
    assert {c["id"]: c["follower_of"] for c in board["company"]} == {
        c: catalog.get(formed["followers"][c]).name if c in formed["followers"] else None
        for c in formed["characters"]}
    # The minds of the six not under direct influence: Bilbo 5, Thorin II 8, Glóin 5,
    # Balin 4, Óin 4 and Kíli 3.
    assert board["general_influence"] == {"used": 29, "of": 30}
    assert formed["general_influence"] == 30


@pytest.mark.rule("BWJ-HAND-1")
def test_burglar_shows_the_general_influence_the_burglar_uses(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game = start(client, bilbo, ruleset="burglar", seed=7, setup={})
    board = client.get(f"/games/{game['game_id']}", headers=bilbo).json()["board"]
    assert board["general_influence"] == {"used": 5, "of": 20}  # Bilbo's mind 5


@pytest.mark.rule("CoE-2.II.2.2.2", "CoE-2.II.3.2")
def test_necromancer_names_each_followers_controller() -> None:
    ruleset = make_ruleset("necromancer", starter_catalog())
    game = Chronicle.begin(ruleset, 2, {})
    characters = game.ruleset.board(game.table.rules)["companies"][0]["characters"]
    assert [(c["name"], c["follower_of"]) for c in characters] == [
        ("Radagast", None), ("Haldir", None), ("Celeborn", None), ("Sam Gamgee", None)]
    ids = {c["name"]: c["id"] for c in characters}
    following = replace(game.table.rules, followers=((ids["Sam Gamgee"], ids["Celeborn"]),))
    characters = ruleset.board(following)["companies"][0]["characters"]
    assert [(c["name"], c["follower_of"]) for c in characters] == [
        ("Radagast", None), ("Haldir", None), ("Celeborn", None),
        ("Sam Gamgee", "Celeborn")]
