"""The Road Goes Ever On's ``rings`` and ``under_deeps`` setup options over HTTP: asked for with
decks that hold none of their cards, POST /games is refused (422, ``invalid-setup``) with a
problem naming the option and why, and no game is made (version 192 on,
``option_cards.SINCE_VERSION``); a game recorded under version 191 with such an option is
imported and verified as played."""

from __future__ import annotations

from fastapi.testclient import TestClient

from domain.chronicle import Chronicle
from domain.record import record_document
from domain.rulesets.road_goes_ever_on import option_cards
from domain.store.games import GameService


def test_rings_with_no_ring_deck_starts_no_game(
        client: TestClient, bilbo: dict[str, str]) -> None:
    response = client.post("/games", headers=bilbo, json={
        "ruleset": "road-goes-ever-on", "seed": 3, "setup": {"rings": True}})
    assert response.status_code == 422
    assert (response.json()["code"], response.json()["problems"]) == ("invalid-setup", [
        "rings: true, but the decks hold no ring (no gold ring, and no ring special item in "
        "the Ring deck, decks.ring), so the option would do nothing: give them, or leave rings "
        "out [RGO-RING-1]"])
    assert client.get("/games", headers=bilbo).json()["games"] == []


def test_under_deeps_with_no_under_deeps_site_starts_no_game(
        client: TestClient, bilbo: dict[str, str]) -> None:
    response = client.post("/games", headers=bilbo, json={
        "ruleset": "road-goes-ever-on", "seed": 3, "setup": {"under_deeps": True}})
    assert response.status_code == 422
    assert response.json()["problems"] == [
        "under_deeps: true, but the site deck (decks.sites) holds no Under-deeps site, so "
        "Under-deeps movement would have nowhere to go: add one, or leave under_deeps out "
        "[BA-UDMOVE-1]"]
    assert client.get("/games", headers=bilbo).json()["games"] == []


def test_a_game_recorded_before_with_such_options_imports_as_played(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    old = service.ruleset("road-goes-ever-on").at_version(str(option_cards.SINCE_VERSION - 1))
    played = Chronicle.begin(old, 3, {"rings": True, "under_deeps": True})
    for _ in range(3):
        played.decide(*played.ruleset.policy(played.table.rules, played.actions()))
    imported = client.post("/games/import", headers=bilbo,
                           json=record_document(played.records))
    assert imported.status_code == 201, imported.text
    game_id = imported.json()["game_id"]
    events = client.get(f"/games/{game_id}/events", headers=bilbo).json()
    assert events["version"] == played.version
    assert events["events"][0]["data"]["setup"]["rings"] is True
    assert client.get(f"/games/{game_id}/verify", headers=bilbo).json()["ok"] is True
