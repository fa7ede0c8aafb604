"""Playing a game over the API: start, board, actions, commands, undo, fork, verify, export
and import, event log and audit. Seed 42 of the dice race: walk rolls 2, the top boost is
+4, then run rolls 2 + 1 (to square 9)."""

from __future__ import annotations

import hashlib
import re

import pytest
from fastapi.testclient import TestClient

from api.config import fresh_seed
from domain.store.games import GameService
from tests.api.conftest import command, start

BOARD_START = {"square": 0, "goal": 20, "turn": 0, "turns": 6, "deck": 5, "boost": 0,
               "outcome": None}


def play_three(client: TestClient, headers: dict[str, str]) -> str:
    game_id = start(client, headers)["game_id"]
    for action, version in (("walk", 2), ("draw", 5), ("run", 7)):
        assert command(client, headers, game_id, action, version).status_code == 200
    return str(game_id)


def test_rulesets_list_options_and_clauses(client: TestClient) -> None:
    rulesets = {r["id"]: r for r in client.get("/rulesets").json()}
    assert "dice-race" not in rulesets  # the core's test ruleset: played by id, not listed
    assert {"solitaire-v1", "there-and-back-again", "road-goes-ever-on"} <= set(rulesets)
    race = client.get("/rulesets/dice-race").json()
    assert race["version"] == "1"
    assert race["options"] == {"goal": "squares to cover (default 30)",
                               "turns": "turns allowed (default 8)"}
    assert [c["id"] for c in race["clauses"]] == ["DR-1", "DR-2", "DR-3", "DR-4", "DR-5"]
    assert race["rules_notes"] == {}
    # Every option is typed: what a form may offer for it.
    assert race["option_types"] == {name: {"type": "json", "default": default, "values": None,
                                           "accepts": ["integer"], "form": "a whole number"}
                                    for name, default in (("goal", 30), ("turns", 8))}
    road = rulesets["road-goes-ever-on"]["option_types"]
    assert set(road) == set(rulesets["road-goes-ever-on"]["options"])
    assert {n: (t["type"], t["default"]) for n, t in road.items() if t["type"] != "json"} == {
        "deck": ("choice", "default"), "rings": ("boolean", False),
        "dragon_table": ("boolean", True), "under_deeps": ("boolean", False)}
    # A json option whose default is known says it, as its description does.
    assert road["golden_hoard"] == {
        "type": "json", "default": False, "values": None,
        "accepts": ["boolean", "object", "null"],
        "form": 'true, false or a {"treasures", "dragons"} object (or null, as if left out)'}
    assert road["tables"] == {
        "type": "json", "default": None, "values": None, "accepts": ["object", "null"],
        "form": "an object of encounter tables by name (or null, as if left out)"}
    # The shipped decks by name, each built for an option saying so.
    assert road["deck"]["values"] == ["default", "golden-hoard", "rings", "under-deeps"]
    assert "default, golden-hoard (for golden_hoard; its TD cards need the Council of Elrond " \
           "card database, --cards or REDBOOK_CARDS), rings (for rings), under-deeps (for " \
           "under_deeps; " in rulesets["road-goes-ever-on"]["options"]["deck"]
    assert rulesets["solitaire-v1"]["option_types"]["alignment"] == {
        "type": "choice", "default": "hero",
        "values": ["hero", "minion", "fallen-wizard", "balrog"], "accepts": ["string"],
        "form": "one of hero, minion, fallen-wizard, balrog"}
    # A Hobbit scenario's deck: its one bundled set-up, a choice as The Road's decks are.
    for scenario in ("burglar", "necromancer", "there-and-back-again"):
        assert rulesets[scenario]["option_types"]["deck"] == {
            "type": "choice", "default": "default", "values": ["default"],
            "accepts": ["string"], "form": "one of default"}
    notes = rulesets["solitaire-v1"]["rules_notes"]
    assert notes["SV1-HAZ-5"].startswith("Each assisting member taps and counts +1 in the "
                                         "checking member's favour")
    missing = client.get("/rulesets/chess")
    assert missing.status_code == 404
    assert missing.json()["code"] == "unknown-ruleset"


def test_start_gives_201_location_and_the_opening_board(client: TestClient,
                                                          bilbo: dict[str, str]) -> None:
    response = client.post("/games", headers=bilbo, json={
        "ruleset": "dice-race", "seed": 42, "setup": {"goal": 20, "turns": 6},
        "visibility": "public"})
    assert response.status_code == 201
    game = response.json()
    assert response.headers["location"] == f"/games/{game['game_id']}"
    assert game["version"] == 2
    assert game["visibility"] == "public"
    assert game["board"] == BOARD_START
    assert game["result"] is None


def test_server_draws_a_seed_when_none_is_given(client: TestClient, bilbo: dict[str, str],
                                                service: GameService) -> None:
    first = start(client, bilbo, seed=None)["game_id"]
    second = start(client, bilbo, seed=None)["game_id"]
    seeds = [client.get(f"/games/{g}/export", headers=bilbo).json()["records"][0]["data"]["seed"]
             for g in (first, second)]
    # The app under test draws from a fixed source (tests/api/conftest.py) ...
    assert seeds == [hashlib.sha256(f"server seed {n}".encode()).hexdigest() for n in (1, 2)]


def test_the_default_seed_source_is_unpredictable() -> None:
    # ... and the served app from 256 random bits.
    drawn = [fresh_seed() for _ in range(3)]
    assert all(re.fullmatch(r"[0-9a-f]{64}", s) for s in drawn)
    assert len(dict.fromkeys(drawn)) == 3


def test_actions_have_stable_ids_and_clauses(client: TestClient,
                                             bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo)["game_id"]
    answer = client.get(f"/games/{game_id}/actions", headers=bilbo).json()
    assert answer["version"] == 2
    assert [(a["id"], a["rule"]) for a in answer["actions"]] == [
        ("walk", "DR-2"), ("run", "DR-3"), ("draw", "DR-4")]
    assert answer["actions"][0]["clause"] == {
        "id": "DR-2", "summary": "Walk: roll one die and advance that many squares."}


def test_commands_append_outcomes_with_clause_and_hash_chain(client: TestClient,
                                                             bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo)["game_id"]
    answer = command(client, bilbo, game_id, "walk", 2).json()
    assert answer["version"] == 5
    events = answer["events"]
    assert [(e["version"], e["kind"], e["rule"]) for e in events] == [
        (3, "Decision", None), (4, "DiceRolled", "DR-2"), (5, "Moved", "DR-2")]
    assert events[1]["data"] == {"stream": "dice", "index": 0, "next": 1, "values": [2],
                                 "total": 2, "purpose": "walk"}
    assert events[2]["clause"]["id"] == "DR-2"
    assert events[1]["prev_hash"] == events[0]["hash"]
    assert events[2]["prev_hash"] == events[1]["hash"]
    board = client.get(f"/games/{game_id}", headers=bilbo).json()
    assert board["version"] == 5
    assert board["board"] == {**BOARD_START, "square": 2, "turn": 1}


#: A command behind the game (version 2 of 5) and one ahead of it (40): each its own 409.
CONFLICTS = [
    (2, "stale-version", "The game has moved on",
     "The game is at version 5, not 2: reload it and decide again."),
    (40, "version-not-reached", "The game has not reached that version",
     "The game is only at version 5; the command expected version 40, which the game has not "
     "reached: reload it and decide again.")]


@pytest.mark.parametrize(("expected", "code", "title", "detail"), CONFLICTS)
def test_a_version_not_the_game_s_latest_is_409_and_writes_nothing(
        client: TestClient, bilbo: dict[str, str], expected: int, code: str, title: str,
        detail: str) -> None:
    game_id = start(client, bilbo)["game_id"]
    assert command(client, bilbo, game_id, "walk", 2).status_code == 200
    refused = command(client, bilbo, game_id, "run", expected)
    assert refused.status_code == 409
    assert refused.headers["content-type"] == "application/problem+json"
    assert refused.json() == {
        "type": f"tag:redbook,2025:problem:{code}", "title": title, "status": 409,
        "code": code, "detail": detail, "instance": f"/games/{game_id}/commands",
        "expected_version": expected, "current_version": 5}
    undo = client.post(f"/games/{game_id}/undo", headers=bilbo,
                       json={"steps": 1, "expected_version": expected})
    assert (undo.status_code, undo.json()["code"], undo.json()["current_version"]) == \
        (409, code, 5)
    events = client.get(f"/games/{game_id}/events", headers=bilbo).json()
    assert (events["version"], [e["kind"] for e in events["events"]][2:]) == \
        (5, ["Decision", "DiceRolled", "Moved"])


def test_rule_refusal_is_422_with_the_clause(client: TestClient,
                                             bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo)["game_id"]
    assert command(client, bilbo, game_id, "draw", 2).status_code == 200
    refused = command(client, bilbo, game_id, "draw", 4)
    assert refused.status_code == 422
    body = refused.json()
    assert body["code"] == "illegal-action"
    assert body["clause"] == "DR-4"
    assert body["detail"] == ("'draw' is not an action open now. You cannot draw: the deck is "
                              "empty or a boost is in hand. Open now: walk, run.")
    assert (body["action"], body["open_now"]) == ("draw", ["walk", "run"])
    assert client.get(f"/games/{game_id}/events", headers=bilbo).json()["version"] == 4


def test_an_unknown_action_is_named_with_what_may_be_done_now(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo)["game_id"]
    body = command(client, bilbo, game_id, "fly", 2).json()
    assert (body["status"], body["code"]) == (422, "illegal-action")
    assert body["detail"] == ("'fly' is not an action of the dice race. Open now: walk, run, "
                              "draw.")
    assert (body["action"], body["open_now"]) == ("fly", ["walk", "run", "draw"])
    assert client.get(f"/games/{game_id}/events", headers=bilbo).json()["version"] == 2


def test_an_unknown_action_in_the_road_goes_ever_on_lists_the_open_ones(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game = start(client, bilbo, ruleset="road-goes-ever-on", seed=11, setup={})
    body = command(client, bilbo, game["game_id"], "fly", game["version"]).json()
    offered = client.get(f"/games/{game['game_id']}/actions", headers=bilbo).json()["actions"]
    assert body["open_now"] == [a["id"] for a in offered]
    listed = ", ".join(body["open_now"][:12]) + f" and {len(body['open_now']) - 12} more"
    assert body["detail"] == f"'fly' is not possible now (phase: organization). Open now: {listed}."


def test_board_at_a_past_version(client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = play_three(client, bilbo)
    past = client.get(f"/games/{game_id}", params={"version": 5}, headers=bilbo).json()
    assert past["version"] == 5
    assert past["board"] == {**BOARD_START, "square": 2, "turn": 1}
    now = client.get(f"/games/{game_id}", headers=bilbo).json()
    assert now["board"] == {**BOARD_START, "square": 9, "turn": 3, "deck": 4}
    assert client.get(f"/games/{game_id}", params={"version": 10},
                      headers=bilbo).json() == now
    beyond = client.get(f"/games/{game_id}", params={"version": 11}, headers=bilbo)
    assert (beyond.status_code, beyond.json()["code"]) == (404, "no-such-version")
    assert beyond.json()["detail"] == ("Version 11 does not exist: this game has versions "
                                       "1 to 10.")


def test_event_log_pages(client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = play_three(client, bilbo)
    first = client.get(f"/games/{game_id}/events", params={"limit": 4}, headers=bilbo).json()
    assert [e["version"] for e in first["events"]] == [1, 2, 3, 4]
    assert first["next_after"] == 4
    assert first["version"] == 10
    rest = client.get(f"/games/{game_id}/events", params={"after": 4, "limit": 100},
                      headers=bilbo).json()
    assert [e["version"] for e in rest["events"]] == [5, 6, 7, 8, 9, 10]
    assert rest["next_after"] is None
    assert rest["events"][0]["prev_hash"] == first["events"][-1]["hash"]


def test_undo_by_steps_and_to_version(client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = play_three(client, bilbo)
    undone = client.post(f"/games/{game_id}/undo", headers=bilbo,
                         json={"steps": 1, "expected_version": 10}).json()
    assert [(e["version"], e["kind"], e["data"]) for e in undone["events"]] == [
        (11, "Undone", {"to_version": 7})]
    board = client.get(f"/games/{game_id}", headers=bilbo).json()
    assert board["board"] == {**BOARD_START, "square": 2, "turn": 2, "deck": 4, "boost": 4}
    # The same decision again gives the same dice: undo cannot re-roll.
    redo = command(client, bilbo, game_id, "run", 11).json()
    assert redo["events"][1]["data"]["values"] == [2, 1]
    back = client.post(f"/games/{game_id}/undo", headers=bilbo, json={"to_version": 2})
    assert back.json()["events"][0]["data"] == {"to_version": 2}
    assert client.get(f"/games/{game_id}", headers=bilbo).json()["board"] == BOARD_START


def test_undo_refused_by_policy_is_409(client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo, undo_policy="none")["game_id"]
    assert command(client, bilbo, game_id, "walk", 2).status_code == 200
    refused = client.post(f"/games/{game_id}/undo", headers=bilbo, json={"steps": 1})
    assert refused.status_code == 409
    assert refused.json()["code"] == "undo-refused"
    assert client.get(f"/games/{game_id}/events", headers=bilbo).json()["version"] == 5


@pytest.mark.parametrize(("policy", "targets"), [
    ("free", [7, 5, 2]), ("before-reveal", []), ("none", [])])
def test_actions_list_the_undo_targets_the_policy_allows(
        client: TestClient, bilbo: dict[str, str], policy: str, targets: list[int]) -> None:
    # The run at 8 rolls dice: under before-reveal no undo may cross it.
    game_id = start(client, bilbo, undo_policy=policy)["game_id"]
    for action, version in (("walk", 2), ("draw", 5), ("run", 7)):
        assert command(client, bilbo, game_id, action, version).status_code == 200
    answer = client.get(f"/games/{game_id}/actions", headers=bilbo).json()
    assert answer["undo_targets"] == targets
    # The server refuses every other version (and writes nothing), and takes the first.
    for target in (v for v in range(1, 11) if v not in targets):
        refused = client.post(f"/games/{game_id}/undo", headers=bilbo,
                              json={"to_version": target, "expected_version": 10})
        assert refused.status_code == 409, target
    if targets:
        assert client.post(f"/games/{game_id}/undo", headers=bilbo, json={
            "to_version": targets[0], "expected_version": 10}).status_code == 200


def test_fork_starts_a_new_game_at_a_version(client: TestClient,
                                             bilbo: dict[str, str]) -> None:
    game_id = play_three(client, bilbo)
    response = client.post(f"/games/{game_id}/forks", headers=bilbo, json={"at_version": 5})
    assert response.status_code == 201
    fork = response.json()
    assert fork["game_id"] != game_id
    assert response.headers["location"] == f"/games/{fork['game_id']}"
    assert fork["version"] == 6
    assert fork["board"] == {**BOARD_START, "square": 2, "turn": 1}
    events = client.get(f"/games/{fork['game_id']}/events", headers=bilbo).json()["events"]
    assert events[-1]["kind"] == "Forked"
    assert events[-1]["data"] == {"parent": game_id, "at_version": 5}
    assert client.get(f"/games/{fork['game_id']}/verify", headers=bilbo).json()["ok"] is True


def test_a_fork_at_a_version_the_game_lacks_is_404_and_makes_no_game(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = play_three(client, bilbo)
    response = client.post(f"/games/{game_id}/forks", headers=bilbo, json={"at_version": 11})
    assert (response.status_code, response.json()["code"], response.json()["detail"]) == (
        404, "no-such-version", "Version 11 does not exist: this game has versions 1 to 10.")
    assert [g["game_id"] for g in client.get("/games", headers=bilbo).json()["games"]] == \
        [game_id]


def test_verify_reports_ok(client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = play_three(client, bilbo)
    head = client.get(f"/games/{game_id}/export", headers=bilbo).json()["records"][-1]["hash"]
    assert client.get(f"/games/{game_id}/verify", headers=bilbo).json() == {
        "game_id": game_id, "ok": True, "events": 10, "first_difference": None,
        "ruleset": "dice-race", "ruleset_version": "1", "challenge": None, "final_hash": head,
        "result": None, "ranked_version": None}


def test_export_import_round_trip(client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = play_three(client, bilbo)
    document = client.get(f"/games/{game_id}/export", headers=bilbo).json()
    assert document["format"] == "redbook-game/1"
    assert len(document["records"]) == 10
    response = client.post("/games/import", headers=bilbo, json=document)
    assert response.status_code == 201
    copy = response.json()
    assert copy["game_id"] != game_id
    assert copy["version"] == 10
    assert copy["board"] == client.get(f"/games/{game_id}", headers=bilbo).json()["board"]
    again = client.get(f"/games/{copy['game_id']}/export", headers=bilbo).json()
    assert again["records"] == document["records"]


def test_tampered_import_is_refused_and_stores_nothing(client: TestClient,
                                                       bilbo: dict[str, str],
                                                       service: GameService) -> None:
    game_id = play_three(client, bilbo)
    document = client.get(f"/games/{game_id}/export", headers=bilbo).json()
    document["records"][3]["data"]["values"] = [6]
    before = service.recorder.max_notification_id()
    refused = client.post("/games/import", headers=bilbo, json=document)
    assert refused.status_code == 422
    assert refused.json()["code"] == "invalid-log"
    assert refused.json()["detail"] == ("The log does not verify: event 4 was changed: its "
                                        "content does not match its own hash.")
    assert service.recorder.max_notification_id() == before


def test_audit_of_a_roll(client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = play_three(client, bilbo)
    audit = client.get(f"/games/{game_id}/events/9/audit", headers=bilbo).json()
    assert audit["event"]["kind"] == "DiceRolled"
    assert audit["decision"]["version"] == 8
    assert audit["decision"]["data"] == {"action": "run", "args": {}}
    assert audit["random"] == {"stream": "dice", "index": 1, "next": 3}
    assert audit["clause"] == {"id": "DR-3", "summary": "Run: roll two dice and advance their "
                               "total, unless they show a double (stumble)."}
    assert audit["line"] == "Rolled 2 + 1 = 3 for run."
    assert audit["before"] == {**BOARD_START, "square": 2, "turn": 2, "deck": 4, "boost": 4}
    assert audit["after"] == audit["before"]
    moved = client.get(f"/games/{game_id}/events/10/audit", headers=bilbo).json()
    assert moved["after"] == {**BOARD_START, "square": 9, "turn": 3, "deck": 4}
    assert moved["decision"]["version"] == 8
    assert moved["random"] is None
    opening = client.get(f"/games/{game_id}/events/2/audit", headers=bilbo).json()
    assert opening["decision"] is None
    assert opening["random"] == {"stream": "shuffle:boosts", "index": 0, "next": 4}
    first = client.get(f"/games/{game_id}/events/1/audit", headers=bilbo).json()
    assert first["before"] is None


def test_audit_walks_back_to_the_decision_and_recomputes(client: TestClient,
                                                         bilbo: dict[str, str]) -> None:
    game_id = play_three(client, bilbo)
    moved = client.get(f"/games/{game_id}/events/10/audit", headers=bilbo).json()
    assert [(s["relation"], s["version"], s["undone"]) for s in moved["causes"]] == [
        ("the event", 10, False), ("earlier outcome it follows", 9, False),
        ("the decision behind it", 8, False)]
    assert moved["causes"][1]["clause"]["id"] == "DR-3"
    assert (moved["undone"], moved["verdict"]["reproduced"], moved["verdict"]["check"]) == (
        False, True, None)
    missing = client.get(f"/games/{game_id}/events/11/audit", headers=bilbo)
    assert missing.status_code == 404
    assert missing.json()["detail"] == "Event 11 does not exist: this game has events 1 to 10."


def test_audit_of_an_event_citing_a_standard_rule(client: TestClient,
                                                   bilbo: dict[str, str]) -> None:
    # The first turn of "The Road Goes Ever On" untaps by the Council of Elrond's rule 2.I.1.
    response = client.post("/games", headers=bilbo,
                           json={"ruleset": "road-goes-ever-on", "seed": 42})
    assert response.status_code == 201, response.text
    game_id = response.json()["game_id"]
    events = client.get(f"/games/{game_id}/events", headers=bilbo).json()["events"]
    untap = next(e for e in events if e["rule"] == "CoE-2.I.1")
    assert untap["kind"] == "CharactersUntapped"
    audit = client.get(f"/games/{game_id}/events/{untap['version']}/audit",
                       headers=bilbo).json()
    assert audit["clause"] == {"id": "CoE-2.I.1", "summary": "In the untap phase each of the "
                               "resource player's tapped non-site cards may untap; a wounded "
                               "character at one of that player's havens may instead heal to "
                               "tapped."}


def test_score_and_narrative(client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = play_three(client, bilbo)
    assert client.get(f"/games/{game_id}/score", headers=bilbo).json() == {
        "game_id": game_id, "version": 10, "ruleset": "dice-race", "score": {"total": 9}}
    assert client.get(f"/games/{game_id}/score", params={"version": 5},
                      headers=bilbo).json()["score"] == {"total": 2}
    story = client.get(f"/games/{game_id}/narrative", params={"after": 5, "limit": 3},
                       headers=bilbo).json()
    assert [(line["version"], line["line"], line["rule"]) for line in story["lines"]] == [
        # A decision in the words its action was offered with.
        (6, "Decision: Draw a boost card.", None),
        (7, "BoostDrawn: value=4", "DR-4"),
        (8, "Decision: Run: roll two dice; a double stumbles.", None)]
    assert story["next_after"] == 8
    assert story["lines"][1]["clause"]["id"] == "DR-4"


def test_dice_race_has_no_shadow_view(client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo)["game_id"]
    answer = client.get(f"/games/{game_id}/shadow", headers=bilbo)
    assert answer.status_code == 404
    assert answer.json()["code"] == "no-shadow-tokens"
    assert answer.json()["detail"] == "The dice-race ruleset has no Shadow tokens."
