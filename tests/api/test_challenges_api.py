"""Challenges over HTTP, on SQLite and PostgreSQL: the operator creates and closes, players
enter, play through /games, submit or upload; the seed stays concealed in every view of an
entry until the close; the leaderboard ranks re-simulated entries; branch comparison."""

from __future__ import annotations

import io
import json
from typing import Any
from uuid import UUID

import pytest
from fastapi.testclient import TestClient

from domain.challenges import SEALED, check_commitment, commitment
from domain.chronicle import Chronicle, Record, verify
from domain.export import EXPORT_FORMAT
from domain.store.challenges import ChallengeService
from domain.store.games import GameService
from domain.text import sentence
from tests.api.conftest import OPERATOR_TOKEN, command, register
from tests.support import reseal

OPERATOR = {"Authorization": f"Bearer {OPERATOR_TOKEN}"}
CUP = {"id": "cup", "title": "The Cup", "ruleset": "dice-race",
       "setup": {"goal": 20, "turns": 6}, "opens_at": "2020-01-01T00:00:00Z",
       "closes_at": "2100-01-01T00:00:00Z"}


def create(client: TestClient, **changes: Any) -> dict[str, Any]:
    answer = client.post("/challenges", headers=OPERATOR, json={**CUP, **changes})
    assert answer.status_code == 201, answer.text
    body: dict[str, Any] = answer.json()
    return body


def enter(client: TestClient, headers: dict[str, str], challenge: str = "cup") -> str:
    answer = client.post(f"/challenges/{challenge}/entries", headers=headers)
    assert answer.status_code == 201, answer.text
    assert answer.headers["location"] == f"/games/{answer.json()['game_id']}"
    game_id: str = answer.json()["game_id"]
    return game_id


def finish(client: TestClient, headers: dict[str, str], game_id: str, move: str) -> None:
    version = 2
    while client.get(f"/games/{game_id}", headers=headers).json()["result"] is None:
        answer = command(client, headers, game_id, move, version)
        assert answer.status_code == 200, answer.text
        version = answer.json()["version"]


def test_only_the_operator_creates_and_only_the_commitment_is_published(
        client: TestClient, bilbo: dict[str, str]) -> None:
    assert client.post("/challenges", json=CUP).status_code == 401
    refused = client.post("/challenges", headers=bilbo, json=CUP)
    assert (refused.status_code, refused.json()["code"]) == (403, "forbidden")
    answer = client.post("/challenges", headers=OPERATOR, json=CUP)
    assert answer.status_code == 201
    assert answer.headers["location"] == "/challenges/cup"
    body = answer.json()
    assert (body["seed"], body["sealed"], body["status"], body["undo_policy"]) == (
        None, True, "open", "none")
    assert body["commitment"].startswith("sha256:") and len(body["commitment"]) == 71
    assert client.get("/challenges").json()["challenges"] == [body]
    again = client.post("/challenges", headers=OPERATOR, json=CUP)
    assert (again.status_code, again.json()["code"]) == (409, "challenge-exists")


def test_a_bad_challenge_is_a_problem_naming_each_field(client: TestClient) -> None:
    answer = client.post("/challenges", headers=OPERATOR, json={
        **CUP, "id": "Cup!", "closes_at": "tomorrow", "setup": {"goal": 0}})
    assert answer.status_code == 422
    body = answer.json()
    assert (body["code"], body["detail"]) == ("invalid-challenge",
                                              "challenge: the challenge is not valid.")
    assert body["problems"] == [
        'id: must be lower-case letters, digits and dashes (at most 64), not the text "Cup!"',
        'closes_at must be a UTC time like 2026-05-01T18:00:00Z, not the text "tomorrow".']
    assert client.get("/challenges").json() == {"challenges": [], "unreadable": []}
    missing = client.get("/challenges/nope")
    assert (missing.status_code, missing.json()["code"]) == (404, "challenge-not-found")


def test_every_bad_field_of_a_new_challenge_is_named_at_once(client: TestClient) -> None:
    answer = client.post("/challenges", headers=OPERATOR, json={
        **CUP, "id": "x y", "ruleset": "nope", "opens_at": "x", "closes_at": "y",
        "scoring": "best"})
    assert answer.status_code == 422
    body = answer.json()
    assert (body["code"], body["detail"]) == ("invalid-challenge",
                                              "challenge: the challenge is not valid.")
    assert body["problems"][1:] == [
        'id: must be lower-case letters, digits and dashes (at most 64), not the text "x y"',
        'scoring: must be one of won-mp-turns, won-turns-mp, mp-turns, not the text "best"',
        'opens_at must be a UTC time like 2026-05-01T18:00:00Z, not the text "x".',
        'closes_at must be a UTC time like 2026-05-01T18:00:00Z, not the text "y".']
    assert body["problems"][0].startswith("ruleset: There is no ruleset 'nope'.")
    assert client.get("/challenges").json() == {"challenges": [], "unreadable": []}


def test_a_challenge_that_would_be_closed_from_the_start_is_refused(
        client: TestClient) -> None:
    answer = client.post("/challenges", headers=OPERATOR, json={
        **CUP, "opens_at": "2020-01-01T00:00:00Z", "closes_at": "2021-01-01T00:00:00Z"})
    assert answer.status_code == 422
    [problem] = answer.json()["problems"]
    assert problem.startswith("closes_at: 2021-01-01T00:00:00Z has passed (it is 20")
    assert problem.endswith("): a challenge closes in the future")
    assert client.get("/challenges").json() == {"challenges": [], "unreadable": []}


def test_closing_a_closed_challenge_is_a_conflict_saying_when(client: TestClient) -> None:
    create(client)
    closed = client.post("/challenges/cup/close", headers=OPERATOR).json()
    again = client.post("/challenges/cup/close", headers=OPERATOR)
    assert again.status_code == 409
    assert (again.json()["code"], again.json()["detail"]) == (
        "challenge-closed", f"Challenge 'cup' was already closed on {closed['closed_at']}.")
    assert client.get("/challenges/cup").json()["closed_at"] == closed["closed_at"]


def test_every_view_of_an_entry_conceals_the_seed_until_the_close(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    create(client)
    game_id = enter(client, bilbo)
    seed = service.records(UUID(game_id))[0].data["seed"]  # type: ignore[arg-type]
    assert isinstance(seed, str) and len(seed) == 64
    command(client, bilbo, game_id, "walk", 2)
    views = [client.get(f"/games/{game_id}{path}", headers=bilbo)
             for path in ("", "/events", "/events/1/audit", "/narrative", "/export", "/score",
                          "/actions", "/verify")]
    assert [v.status_code for v in views] == [200] * 8
    for view in views:
        assert seed not in view.text
    assert views[1].json()["events"][0]["data"]["seed"] == SEALED
    # The boost deck's order would tell the player every draw to come.
    shuffled = views[1].json()["events"][1]
    assert shuffled["kind"] == "DeckShuffled"
    assert shuffled["data"]["cards"] == f"{SEALED} (5 cards)"
    assert views[4].json()["records"][1]["data"]["cards"] == f"{SEALED} (5 cards)"
    assert views[7].json()["ok"] is True
    before = service.recorder.max_notification_id()
    fork = client.post(f"/games/{game_id}/forks", headers=bilbo, json={"at_version": 2})
    assert (fork.status_code, fork.json()["code"]) == (403, "challenge-sealed")
    assert service.recorder.max_notification_id() == before
    undo = client.post(f"/games/{game_id}/undo", headers=bilbo, json={"steps": 1})
    assert (undo.status_code, undo.json()["code"]) == (409, "undo-refused")
    closed = client.post("/challenges/cup/close", headers=OPERATOR).json()
    assert closed["seed"] == seed and check_commitment(seed, closed["commitment"])
    exported = client.get(f"/games/{game_id}/export", headers=bilbo).json()
    assert exported["records"][0]["data"]["seed"] == seed
    assert len(exported["records"][1]["data"]["cards"]) == 5


def test_a_sealed_entrys_replay_and_logs_never_show_the_seed(
        client: TestClient, bilbo: dict[str, str], service: GameService,
        log_lines: io.StringIO) -> None:
    create(client)
    game_id = enter(client, bilbo)
    seed = service.records(UUID(game_id))[0].data["seed"]
    assert isinstance(seed, str)
    finish(client, bilbo, game_id, "walk")
    submitted = client.post(f"/challenges/cup/entries/{game_id}/submit", headers=bilbo)
    assert submitted.status_code == 200
    replay = client.get(f"/challenges/cup/entries/{game_id}/export")
    assert (replay.status_code, replay.json()["code"]) == (403, "challenge-sealed")
    assert seed not in replay.text
    logged = log_lines.getvalue()
    assert f'"game_id":"{game_id}"' in logged and '"event":"command"' in logged
    assert seed not in logged


def test_another_players_entry_is_private(client: TestClient, bilbo: dict[str, str],
                                          frodo: dict[str, str]) -> None:
    create(client)
    game_id = enter(client, bilbo)
    assert client.get(f"/games/{game_id}/events", headers=frodo).status_code == 403
    assert client.get(f"/games/{game_id}/events").status_code == 401


def test_entries_are_ranked_and_their_replays_open_with_the_close(
        client: TestClient, bilbo: dict[str, str], frodo: dict[str, str],
        service: GameService) -> None:
    create(client)
    bilbo_game, frodo_game = enter(client, bilbo), enter(client, frodo)
    second = client.post("/challenges/cup/entries", headers=bilbo)
    assert (second.status_code, second.json()["code"], second.json()["detail"]) == (
        409, "entry-refused", f"Bilbo has already entered this challenge (game {bilbo_game}).")
    unfinished = client.post(f"/challenges/cup/entries/{bilbo_game}/submit", headers=bilbo)
    assert (unfinished.status_code, unfinished.json()["code"]) == (409, "entry-unfinished")
    finish(client, bilbo, bilbo_game, "walk")
    finish(client, frodo, frodo_game, "run")
    not_yours = client.post(f"/challenges/cup/entries/{bilbo_game}/submit", headers=frodo)
    assert (not_yours.status_code, not_yours.json()["code"], not_yours.json()["detail"]) == (
        403, "forbidden", f"Game {bilbo_game} is another player's entry: only its player may "
                          "submit it.")
    assert client.get("/challenges/cup/leaderboard").json()["ranked"] == []
    scores = {}
    for headers, game_id in ((bilbo, bilbo_game), (frodo, frodo_game)):
        answer = client.post(f"/challenges/cup/entries/{game_id}/submit", headers=headers)
        assert answer.status_code == 200, answer.text
        scores[game_id] = answer.json()
        chronicle = service.load(UUID(game_id))
        result = chronicle.result()
        assert result is not None
        assert (answer.json()["outcome"], answer.json()["turns"], answer.json()["version"]) == (
            result["outcome"], result["turns"], chronicle.version)
    board = client.get("/challenges/cup/leaderboard").json()
    expected = sorted(scores.values(), key=lambda s: (s["outcome"] != "won", -s["mp"],
                                                      s["turns"], s["finished_at"]))
    assert [row["game_id"] for row in board["ranked"]] == [s["game_id"] for s in expected]
    assert [row["rank"] for row in board["ranked"]] == [1, 2]
    assert {row["player"] for row in board["ranked"]} == {"Bilbo", "Frodo"}
    replay = board["ranked"][0]["replay"]
    assert replay == f"/challenges/cup/entries/{expected[0]['game_id']}/export"
    sealed = client.get(replay)
    assert (sealed.status_code, sealed.json()["code"]) == (403, "challenge-sealed")
    client.post("/challenges/cup/close", headers=OPERATOR)
    document = client.get(replay).json()  # anyone, no token
    records = [Record.from_json(r) for r in document["records"]]
    assert verify(service.ruleset("dice-race"), records).ok
    late = client.post("/challenges/cup/entries", headers=register(client, "Sam"))
    assert (late.status_code, late.json()["code"]) == (409, "challenge-not-open")
    assert client.get("/challenges/cup/leaderboard").json()["ranked"] == board["ranked"]


def offline_log(service: GameService, seed: str, setup: dict[str, Any] | None = None
                ) -> dict[str, Any]:
    chronicle = Chronicle.begin(service.ruleset("dice-race"), seed,
                                setup or {"goal": 20, "turns": 6}, "none")
    while chronicle.result() is None:
        chronicle.decide("run")
    return {"format": EXPORT_FORMAT, "records": [r.to_json() for r in chronicle.records]}


def test_a_practice_seed_may_be_a_number_as_any_games_seed(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    practice = create(client, id="practice", practice_seed=0)
    assert (practice["seed"], practice["commitment"]) == (0, commitment(0))
    game_id = enter(client, bilbo, "practice")
    assert service.records(UUID(game_id))[0].data["seed"] == 0
    answer = client.post("/challenges", headers=OPERATOR, json={
        **CUP, "id": "far", "practice_seed": 2**63})
    assert (answer.status_code, answer.json()["code"]) == (422, "invalid-request")


def test_an_upload_of_no_game_says_which_forms_are_expected_and_stores_nothing(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    create(client, id="practice", practice_seed="the-public-seed")
    before = service.recorder.max_notification_id()
    answer = client.post("/challenges/practice/uploads", headers=bilbo, json={"x": 1})
    assert (answer.status_code, answer.json()["code"], answer.json()["detail"]) == (
        422, "invalid-log", 'Not a Red Book game log or record: expected "format": '
                            '"redbook-game/1" (the full log) or "redbook-record/1" (the record).')
    cut = client.post("/challenges/practice/uploads", headers={
        **bilbo, "content-type": "application/json"}, content=b'{"format": "redbook-game/1"')
    assert (cut.status_code, cut.json()["code"]) == (400, "malformed-request")
    log = offline_log(service, "the-public-seed")
    del log["records"][0]["hash"]
    shape = client.post("/challenges/practice/uploads", headers=bilbo, json=log)
    assert (shape.status_code, shape.json()["errors"]) == (422, [
        {"field": "records.0.hash", "in": "body", "message": "Field required"}])
    assert service.recorder.max_notification_id() == before
    assert client.get("/challenges/practice/leaderboard").json()["not_submitted"] == []


def test_an_upload_is_ranked_only_if_re_simulation_reproduces_it(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    practice = create(client, id="practice", practice_seed="the-public-seed")
    assert (practice["sealed"], practice["seed"]) == (False, "the-public-seed")
    tampered = offline_log(service, "the-public-seed")
    tampered["records"][3]["data"]["values"] = [1, 1]
    before = service.recorder.max_notification_id()
    answer = client.post("/challenges/practice/uploads", headers=bilbo, json=tampered)
    assert answer.status_code == 422
    difference = answer.json()["first_difference"]
    assert (difference["kind"], difference["event"], [d["path"] for d in
                                                     difference["differences"]]) == (
        "content-changed", 4, ["hash"])
    [changed] = difference["differences"]
    assert (answer.json()["code"], answer.json()["detail"]) == (
        "entry-rejected", "The entry is rejected: event 4 was changed: its content does not "
                          f'match its own hash (event 4, hash: recorded "{changed["recorded"]}", '
                          f'expected "{changed["expected"]}").')
    assert service.recorder.max_notification_id() == before
    honest = client.post("/challenges/practice/uploads", headers=bilbo,
                         json=offline_log(service, "the-public-seed"))
    assert honest.status_code == 201, honest.text
    game_id = honest.json()["game_id"]
    assert honest.headers["location"] == f"/games/{game_id}"
    assert client.get(f"/games/{game_id}", headers=bilbo).json()["result"]["outcome"] == (
        honest.json()["outcome"])
    ranked = client.get("/challenges/practice/leaderboard").json()["ranked"]
    assert [(r["player"], r["game_id"]) for r in ranked] == [("Bilbo", game_id)]


def test_comparing_two_entries_shows_where_they_part(
        client: TestClient, bilbo: dict[str, str], frodo: dict[str, str],
        service: GameService) -> None:
    create(client)
    a, b = enter(client, bilbo), enter(client, frodo)
    command(client, bilbo, a, "walk", 2)
    command(client, frodo, b, "run", 2)
    assert client.get(f"/games/{a}/compare/{b}", headers=bilbo).status_code == 403
    answer = client.get(f"/games/{a}/compare/{b}", headers=OPERATOR)
    assert answer.status_code == 200
    body = answer.json()
    assert body["last_common"] == {"a_version": 2, "b_version": 2, "shared_events": 2,
                                   "a_set_aside": 0, "b_set_aside": 0}
    assert [(r["a"]["data"], r["b"]["data"]) for r in body["rows"][:1]] == [
        ({"action": "walk", "args": {}}, {"action": "run", "args": {}})]
    seed = service.records(UUID(a))[0].data["seed"]
    assert isinstance(seed, str) and seed not in answer.text


def test_comparing_a_fork_with_its_parent(client: TestClient, bilbo: dict[str, str]) -> None:
    parent = client.post("/games", headers=bilbo, json={
        "ruleset": "dice-race", "seed": 42, "setup": {"goal": 20, "turns": 6}}).json()
    command(client, bilbo, parent["game_id"], "walk", 2)
    fork = client.post(f"/games/{parent['game_id']}/forks", headers=bilbo,
                       json={"at_version": 2}).json()
    command(client, bilbo, fork["game_id"], "draw", 3)
    body = client.get(f"/games/{parent['game_id']}/compare/{fork['game_id']}",
                      headers=bilbo).json()
    assert body["last_common"] == {"a_version": 2, "b_version": 2, "shared_events": 2,
                                   "a_set_aside": 0, "b_set_aside": 0}
    # The fork's own marker is no difference: the continuations start with their decisions.
    assert [(row["a"] and row["a"]["kind"], row["b"] and row["b"]["kind"])
            for row in body["rows"]] == [("Decision", "Decision"), ("DiceRolled", "BoostDrawn"),
                                         ("Moved", None)]


def test_a_game_ending_on_an_undo_compared_with_itself_is_identical(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = client.post("/games", headers=bilbo, json={
        "ruleset": "dice-race", "seed": 42, "setup": {"goal": 20, "turns": 6}}).json()["game_id"]
    command(client, bilbo, game_id, "walk", 2)
    assert client.post(f"/games/{game_id}/undo", headers=bilbo,
                       json={"steps": 1}).status_code == 200
    body = client.get(f"/games/{game_id}/compare/{game_id}", headers=bilbo).json()
    assert (body["identical"], body["rows"], body["last_common"]["shared_events"]) == (
        True, [], 2)


def refused(answer: Any) -> tuple[int, str, str]:
    return answer.status_code, answer.json()["code"], answer.json()["detail"]


def test_a_submitted_entry_is_frozen_before_and_after_the_close(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    create(client, undo_policy="free")
    game_id = enter(client, bilbo)
    finish(client, bilbo, game_id, "walk")
    assert client.get(f"/games/{game_id}/actions", headers=bilbo).json()["undo_targets"]
    score = client.post(f"/challenges/cup/entries/{game_id}/submit", headers=bilbo).json()
    version = score["version"]
    board = client.get("/challenges/cup/leaderboard").json()["ranked"]
    offered = client.get(f"/games/{game_id}/actions", headers=bilbo).json()
    assert (offered["actions"], offered["undo_targets"]) == ([], [])
    frozen = (409, "entry-submitted",
              f"Game {game_id} is Bilbo's entry to challenge 'cup', submitted and ranked at "
              f"version {version}: it can no longer be played or undone.")
    for closing in (False, True):
        if closing:
            client.post("/challenges/cup/close", headers=OPERATOR)
        before = service.recorder.max_notification_id()
        undo = client.post(f"/games/{game_id}/undo", headers=bilbo,
                           json={"steps": 1, "expected_version": version})
        assert refused(undo) == frozen
        assert refused(command(client, bilbo, game_id, "walk", version)) == frozen
        assert service.recorder.max_notification_id() == before
        assert len(service.records(UUID(game_id))) == version
    assert client.get("/challenges/cup/leaderboard").json()["ranked"] == board
    # A fork is a game of its own, played on as any other; the entry stays as ranked.
    fork = client.post(f"/games/{game_id}/forks", headers=bilbo, json={"at_version": 2})
    assert fork.status_code == 201, fork.text
    fork_id = fork.json()["game_id"]
    assert command(client, bilbo, fork_id, "run", 3).status_code == 200
    not_an_entry = client.post(f"/challenges/cup/entries/{fork_id}/submit", headers=bilbo)
    assert (not_an_entry.status_code, not_an_entry.json()["code"]) == (404, "entry-not-found")
    exported = client.get(f"/challenges/cup/entries/{game_id}/export").json()
    assert len(exported["records"]) == version
    assert exported["records"][-1]["hash"] == score["head_hash"]
    assert client.get("/challenges/cup/leaderboard").json()["ranked"] == board


def test_an_entry_played_on_after_its_submission_verifies_as_ranked(
        client: TestClient, bilbo: dict[str, str], service: GameService,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A store written before submitted entries were frozen may hold events appended to one
    after it was ranked: GET /games/{id}/verify checks the entry as ranked, ending at the hash
    its leaderboard ranked, and says the version it was ranked at."""
    create(client, undo_policy="free")
    game_id = enter(client, bilbo)
    finish(client, bilbo, game_id, "walk")
    score = client.post(f"/challenges/cup/entries/{game_id}/submit", headers=bilbo).json()
    with monkeypatch.context() as before_the_freeze:
        before_the_freeze.setattr(ChallengeService, "refuse_submitted", lambda *args: None)
        before_the_freeze.setattr(GameService, "_entry_claim", lambda *args: [])
        service.undo(UUID(game_id), steps=1)
    records = service.records(UUID(game_id))
    assert (len(records), records[-1].kind) == (score["version"] + 1, "Undone")
    ranked = client.get("/challenges/cup/leaderboard").json()["ranked"]
    assert (ranked[0]["game_id"], ranked[0]["head_hash"]) == (game_id, score["head_hash"])
    verdict = client.get(f"/games/{game_id}/verify", headers=bilbo).json()
    assert (verdict["ok"], verdict["events"], verdict["final_hash"], verdict["challenge"],
            verdict["ranked_version"]) == (
        True, score["version"], score["head_hash"], "cup", score["version"])
    assert verdict["result"]["outcome"] == score["outcome"]


def test_two_equal_games_share_a_rank_listed_in_the_order_they_were_submitted(
        client: TestClient, bilbo: dict[str, str], frodo: dict[str, str]) -> None:
    create(client)
    bilbo_game, frodo_game = enter(client, bilbo), enter(client, frodo)
    finish(client, bilbo, bilbo_game, "walk")
    finish(client, frodo, frodo_game, "walk")
    for headers, game_id in ((frodo, frodo_game), (bilbo, bilbo_game)):
        answer = client.post(f"/challenges/cup/entries/{game_id}/submit", headers=headers)
        assert answer.status_code == 200, answer.text
    board = client.get("/challenges/cup/leaderboard").json()
    assert [(r["rank"], r["player"], r["game_id"]) for r in board["ranked"]] == [
        (1, "Frodo", frodo_game), (1, "Bilbo", bilbo_game)]
    assert board["ranked"][0]["head_hash"] == board["ranked"][1]["head_hash"]
    assert (board["scoring"], [c["label"] for c in board["criteria"]]) == (
        "won-mp-turns", ["won before lost", "more marshalling points", "fewer turns"])


def test_uploads_are_only_for_a_public_seed_and_for_their_own_challenge(
        client: TestClient, bilbo: dict[str, str], frodo: dict[str, str],
        service: GameService) -> None:
    create(client)
    create(client, id="practice", practice_seed="the-public-seed")
    before = service.recorder.max_notification_id()
    sealed = client.post("/challenges/cup/uploads", headers=bilbo,
                         json=offline_log(service, "the-public-seed"))
    assert refused(sealed) == (
        409, "entry-refused", "Challenge 'cup' keeps its seed sealed until it closes: uploads "
                              "are only for challenges whose seed is public, such as practice "
                              "challenges; enter this one and play your entry here.")
    # A game whose GameStarted names another challenge, its hashes made again.
    log = offline_log(service, "the-public-seed")
    records = [Record.from_json(r) for r in log["records"]]
    records[0] = Record(1, records[0].kind, {**records[0].data, "challenge": "cup"},
                        records[0].rule, "", "")
    relabelled = {**log, "records": [r.to_json() for r in reseal(records)]}
    other = client.post("/challenges/practice/uploads", headers=bilbo, json=relabelled)
    assert refused(other) == (
        422, "entry-rejected", "The entry is rejected: event 1 breaks the challenge's terms: "
                               'the game is an entry of challenge "cup", not of "practice": it '
                               "is ranked in its own challenge only.")
    assert other.json()["first_difference"]["kind"] == "challenge-terms"
    assert service.recorder.max_notification_id() == before
    # Another challenge's entry, exported once it closed, is said to be one.
    game_id = enter(client, frodo)
    finish(client, frodo, game_id, "walk")
    client.post(f"/challenges/cup/entries/{game_id}/submit", headers=frodo)
    client.post("/challenges/cup/close", headers=OPERATOR)
    exported = client.get(f"/challenges/cup/entries/{game_id}/export").json()
    before = service.recorder.max_notification_id()
    answer = client.post("/challenges/practice/uploads", headers=bilbo, json=exported)
    assert refused(answer) == refused(other)
    late = client.post("/challenges/cup/uploads", headers=bilbo, json=exported)
    assert refused(late) == (409, "challenge-not-open",
                             "Challenge 'cup' is closed and takes no more uploads.")
    late = client.post(f"/challenges/cup/entries/{game_id}/submit", headers=frodo)
    assert refused(late) == (409, "challenge-not-open",
                             "Challenge 'cup' is closed and takes no more submissions.")
    assert service.recorder.max_notification_id() == before
    assert client.get("/challenges/practice/leaderboard").json()["not_submitted"] == []


def test_a_rejected_upload_names_the_first_difference_and_the_options_that_differ(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    create(client, id="practice", practice_seed="the-public-seed")
    before = service.recorder.max_notification_id()
    easier = client.post("/challenges/practice/uploads", headers=bilbo, json=offline_log(
        service, "the-public-seed", {"goal": 10, "turns": 6}))
    assert refused(easier) == (
        422, "entry-rejected", "The entry is rejected: event 1 breaks the challenge's terms: "
                               "the game's setup differs from the challenge's in 1 option: goal: "
                               "10 (the challenge's: 20).")
    difference = easier.json()["first_difference"]
    assert (difference["kind"], difference["event"], difference["differences"]) == (
        "challenge-terms", 1, [{"path": "data.setup.goal", "recorded": 10, "expected": 20}])
    # The first decision changed to another, every hash made again.
    log = offline_log(service, "the-public-seed")
    records = [Record.from_json(r) for r in log["records"]]
    first = next(i for i, r in enumerate(records) if r.kind == "Decision")
    records[first] = Record(first + 1, "Decision", {"action": "walk", "args": {}}, None, "", "")
    forged = reseal(records)
    verdict = verify(service.ruleset("dice-race"), forged)
    assert verdict.difference is not None and verdict.difference.kind == "another-event"
    answer = client.post("/challenges/practice/uploads", headers=bilbo,
                         json={**log, "records": [r.to_json() for r in forged]})
    path = verdict.difference.differences[0]
    assert refused(answer) == (422, "entry-rejected", sentence(
        f"The entry is rejected: {verdict.difference.summary} (event "
        f"{verdict.difference.event}, {path.path}: recorded {json.dumps(path.recorded)}, "
        f"expected {json.dumps(path.expected)})"))
    assert answer.json()["first_difference"] == verdict.difference.to_json()
    assert service.recorder.max_notification_id() == before
