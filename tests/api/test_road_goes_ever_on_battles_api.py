"""The Road Goes Ever On with the player's Battle cards over HTTP: POST /games with the
battle_cards option deals them into the Quest deck; a file with a Battle at no known site, or
an attack of no strike, is refused naming the card, the field and the clause, and no game is
made; a game recorded before attacks were so bounded is imported, loaded and verified."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from domain.rulesets.road_goes_ever_on import battles
from domain.store.games import GameService
from tests.api.conftest import imported_as_played, refused_setup, start

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
    assert refused_setup(client, bilbo, "road-goes-ever-on", {
        "battle_cards": {"file": "mine.json", "cards": document}}) == [
        "battle_cards: mine.json: card RGOX-2: field 'attributes.battleSites': 'Nowhere Keep' "
        "is not a site of the card catalog [RGO-BATTLE-1]"]


NO_STRIKE = "Orcs - 0 strikes with 7 prowess"


def with_no_strike() -> dict[str, Any]:
    document = cards()
    document["RGOX"]["cards"]["RGOX-1"]["attributes"]["autoAttack"] = NO_STRIKE
    return {"battle_cards": {"file": "mine.json", "cards": document}}


def test_an_attack_of_no_strike_starts_no_new_game(
        client: TestClient, bilbo: dict[str, str]) -> None:
    assert refused_setup(client, bilbo, "road-goes-ever-on", with_no_strike()) == [
        "battle_cards: mine.json: card RGOX-1: field 'attributes.autoAttack': attack 1 (Orcs) "
        "has 0 strikes; a Battle's attack has 1 to 15: at least one, as any attack, and no "
        "more than any card of the game has [RGO-BATTLE-4]"]


def test_a_game_recorded_before_the_bound_with_such_an_attack_loads_and_verifies(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    old = service.ruleset("road-goes-ever-on").at_version(str(battles.STRIKES_SINCE - 1))
    played, game_id, events = imported_as_played(client, bilbo, old, with_no_strike())
    [dealt] = [e for e in events["events"] if e["kind"] == "BattlesDealt"]
    assert dealt["data"]["battles"][0]["attacks"][0]["strikes"] == 0
    board = client.get(f"/games/{game_id}", headers=bilbo).json()
    assert board["version"] == played.version
    assert board["board"]["battles"]["on_display"] == ["Defending the Shire"]
