"""The Road Goes Ever On with the player's Battle cards over HTTP: POST /games with the
battle_cards option deals them into the Quest deck; a file with a Battle at no known site is
refused naming the card, the field and the clause, and no game is made."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from tests.api.conftest import start

FIXTURE = Path(__file__).parent.parent / "rules" / "fixtures" / "rgo-battle-cards.json"


def cards() -> Any:
    return json.loads(FIXTURE.read_text("utf-8"))


def test_a_game_with_battle_cards_deals_them_into_the_quest_deck(
        client: TestClient, bilbo: dict[str, str]) -> None:
    started = start(client, bilbo, ruleset="road-goes-ever-on", seed=3,
                    setup={"battle_cards": {"file": "mine.json", "cards": cards()}})
    events = client.get(f"/games/{started['game_id']}/events", headers=bilbo).json()["events"]
    [dealt] = [e for e in events if e["kind"] == "BattlesDealt"]
    assert (dealt["rule"], [b["name"] for b in dealt["data"]["battles"]]) == \
        ("RGO-BATTLE-1", ["Defend the North", "Defending the Shire"])
    board = client.get(f"/games/{started['game_id']}", headers=bilbo).json()["board"]
    assert set(board["battles"]) == {"on_display", "in_play", "won", "defended_regions"}


def test_a_bad_battle_card_file_is_refused_with_its_clause(
        client: TestClient, bilbo: dict[str, str]) -> None:
    document = cards()
    document["RGOX"]["cards"]["RGOX-2"]["attributes"]["battleSites"] = "Nowhere Keep"
    response = client.post("/games", headers=bilbo, json={
        "ruleset": "road-goes-ever-on", "seed": 3,
        "setup": {"battle_cards": {"file": "mine.json", "cards": document}}})
    assert response.status_code == 422
    assert response.json()["problems"] == [
        "battle_cards: mine.json: card RGOX-2: field 'attributes.battleSites': 'Nowhere Keep' "
        "is not a site of the card catalog [RGO-BATTLE-1]"]
    assert client.get("/games", headers=bilbo).json()["games"] == []
