"""A Burglar's waiting body check over HTTP (tests/burglar_ring_game.py): Gandalf the Burglar,
wounded with Narya in the hand, is offered the ring on himself by ``GET /games/{id}/actions``
(its mode and target in its id, nothing else to ask) beside the roll; the wait's audit line
names Narya in hand, and playing it is taken. A game recorded before version 133 imports,
verifies and offers the same, its line as it was told then."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from domain.record import record_document
from domain.rulesets.burglar.versions import BODY_CHECK_AT_HAND_FROM
from tests.api.conftest import command
from tests.burglar_ring_game import GANDALF, MOST, NARYA, PLAY_NARYA, SEED, setup, waiting
from tests.support import play_suggested

OFFERED = {"id": PLAY_NARYA, "label": "Play Narya: +4 prowess, +1 body and +2 direct influence "
           "to Gandalf until the end of the turn; untap every unwounded character of the "
           "company; Gandalf makes a corruption check at -5", "rule": "CoE-5.1",
           "params": {}, "candidates": {}}


def offered(client: TestClient, headers: dict[str, str], game_id: str) -> list[dict[str, Any]]:
    """The actions ``GET /games/{id}/actions`` lists, each with the fields the table reads."""
    answer = client.get(f"/games/{game_id}/actions", headers=headers).json()
    return [{k: a.get(k) for k in OFFERED} for a in answer["actions"]]


def last_line(client: TestClient, headers: dict[str, str], game_id: str) -> tuple[int, str]:
    """The game's version and the audit line of its last event."""
    version = client.get(f"/games/{game_id}", headers=headers).json()["version"]
    audit = client.get(f"/games/{game_id}/events/{version}/audit", headers=headers)
    assert audit.status_code == 200, audit.text
    return version, str(audit.json()["line"])


def test_gandalf_s_waiting_check_offers_narya_and_names_it_in_hand(
        client: TestClient, bilbo: dict[str, str]) -> None:
    started = client.post("/games", headers=bilbo,
                          json={"ruleset": "burglar", "seed": SEED, "setup": setup()})
    assert started.status_code == 201, started.text
    game_id = started.json()["game_id"]
    for _ in range(MOST):
        if "body-check" in [a["id"] for a in offered(client, bilbo, game_id)]:
            break
        play_suggested(client, bilbo, game_id)
    assert offered(client, bilbo, game_id) == [
        OFFERED, {"id": "body-check", "label": "Roll the body check of Gandalf",
                  "rule": "CoE-3.I.1", "params": {}, "candidates": {}}]
    version, line = last_line(client, bilbo, game_id)
    assert line == ("The body check of Gandalf waits: Gandalf's body may be raised with Narya "
                    "(in hand) before the roll. [CoE-3.I.1]")
    played = command(client, bilbo, game_id, PLAY_NARYA, version)
    assert played.status_code == 200, played.text
    events = played.json()["events"]
    assert [e["data"]["card"] for e in events if e["kind"] == "CardPlayed"] == [NARYA]
    assert [e["data"]["character"] for e in events if e["kind"] == "CorruptionChecked"] == [
        GANDALF]


def test_a_wait_recorded_before_133_imports_and_offers_narya_as_played(
        client: TestClient, bilbo: dict[str, str]) -> None:
    old = waiting(str(BODY_CHECK_AT_HAND_FROM - 1))
    imported = client.post("/games/import", headers=bilbo, json=record_document(old.records))
    assert imported.status_code == 201, imported.text
    game_id = imported.json()["game_id"]
    verdict = client.get(f"/games/{game_id}/verify", headers=bilbo).json()
    assert (verdict["ok"], verdict["events"]) == (True, old.version)
    assert offered(client, bilbo, game_id)[0] == OFFERED
    assert last_line(client, bilbo, game_id) == (old.version, (
        "The body check of Gandalf waits: what raises Gandalf's body may come first, an item "
        "used or Narya played on Gandalf from the hand. [CoE-3.I.1]"))
