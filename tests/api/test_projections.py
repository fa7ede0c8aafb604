"""Read models: they follow the log, rebuild to exactly the same views and leaderboards, and
show Shadow tokens for rulesets that have them."""

from __future__ import annotations

import json
import threading
from typing import Any
from uuid import UUID

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

import tests.api.shadow_ruleset  # noqa: F401  (registers the shadow-walk ruleset)
from api.app import create_app
from api.cli import main
from domain.store.challenges import ChallengeService, aggregate_id
from domain.store.games import GameService
from projections import follower
from projections.board import board_view
from projections.follower import Projections, encode
from projections.leaderboard import standings
from tests.api.conftest import OPERATOR_TOKEN, command, register, start
from tests.api.test_challenges_api import OPERATOR, create, enter, finish, offline_log
from tests.support import tamper


def walk_with_shadow(client: TestClient, headers: dict[str, str]) -> str:
    """Seed 2: travel rolls 6 (+2), travel rolls 5 (+2), rest (-1), travel rolls 6 (+2)."""
    game_id = start(client, headers, ruleset="shadow-walk", seed=2, setup={})["game_id"]
    version = 2
    for action in ("travel", "travel", "rest", "travel"):
        answer = command(client, headers, game_id, action, version)
        assert answer.status_code == 200, answer.text
        version = answer.json()["version"]
    return str(game_id)


def test_shadow_view_shows_tokens_band_and_every_change(client: TestClient,
                                                        bilbo: dict[str, str]) -> None:
    game_id = walk_with_shadow(client, bilbo)
    view = client.get(f"/games/{game_id}/shadow", headers=bilbo).json()
    assert view["version"] == 17
    assert view["shadow"] == {"tokens": 6, "band": 1, "hazard_draw": 4,
                              "next_threshold": 10, "rule": "SW-4"}
    travel = {"id": "SW-2", "summary": "Travel: roll a die; on 5 or 6 add two Shadow tokens."}
    assert [(c["version"], c["kind"], c["from"], c["to"], c["change"], c["clause"])
            for c in view["changes"]] == [
        (2, "ShadowTokensAdded", 0, 1, 1,
         {"id": "SW-1", "summary": "The walk starts with one Shadow token."}),
        (6, "ShadowTokensAdded", 1, 3, 2, travel),
        (10, "ShadowTokensAdded", 3, 5, 2, travel),
        (13, "ShadowTokensRemoved", 5, 4, -1,
         {"id": "SW-3", "summary": "Rest: remove one Shadow token (never below zero)."}),
        (17, "ShadowTokensAdded", 4, 6, 2, travel)]
    assert view["changes"][1]["cause"] == "ShadowTokensAdded: count=2, reason=travel"
    past = client.get(f"/games/{game_id}/shadow", params={"version": 13}, headers=bilbo).json()
    assert past["shadow"]["tokens"] == 4
    assert past["shadow"]["hazard_draw"] == 3
    assert len(past["changes"]) == 4


def test_the_road_goes_ever_on_shadow_view_tells_each_change(client: TestClient,
                                                             bilbo: dict[str, str]) -> None:
    """The real ruleset, not a stand-in: its count reaches the projection's history."""
    game = start(client, bilbo, ruleset="road-goes-ever-on", seed=11, setup={})
    view = client.get(f"/games/{game['game_id']}/shadow", headers=bilbo).json()
    assert (view["shadow"]["tokens"], view["shadow"]["hazard_draw"]) == (1, 3)
    assert [(c["version"], c["from"], c["to"], c["clause"]["id"]) for c in view["changes"]] == [
        (9, 0, 1, "RGO-SHADOW-4")]
    assert view["changes"][0]["cause"] == (
        "Shadow +1 (starting character: Aragorn II (mind 9)): now 1 token.")


def play_a_mixed_table(client: TestClient, headers: dict[str, str]) -> list[str]:
    """Games of both rulesets, with an undo, a fork and a refused command, reading the views
    after every step (each read catches the projections up)."""
    race = start(client, headers)["game_id"]
    for action, version in (("walk", 2), ("draw", 5), ("run", 7)):
        assert command(client, headers, race, action, version).status_code == 200
        client.get(f"/games/{race}", headers=headers)
    assert command(client, headers, race, "draw", 10).status_code == 200
    assert command(client, headers, race, "draw", 12).status_code == 422
    client.post(f"/games/{race}/undo", headers=headers, json={"steps": 2})
    client.get(f"/games/{race}/score", headers=headers)
    fork = client.post(f"/games/{race}/forks", headers=headers, json={"at_version": 5}).json()
    assert command(client, headers, fork["game_id"], "run", 6).status_code == 200
    walk = walk_with_shadow(client, headers)
    client.get(f"/games/{walk}/shadow", headers=headers)
    client.get(f"/games/{walk}/narrative", headers=headers)
    return [race, fork["game_id"], walk]


def views_of(client: TestClient, headers: dict[str, str], games: list[str]) -> dict[str, Any]:
    return {g: {"board": client.get(f"/games/{g}", headers=headers).json(),
                "score": client.get(f"/games/{g}/score", headers=headers).json(),
                "shadow": client.get(f"/games/{g}/shadow", headers=headers).json(),
                "narrative": client.get(f"/games/{g}/narrative", params={"limit": 1000},
                                        headers=headers).json()}
            for g in games}


def test_rebuild_gives_exactly_the_incremental_views(client: TestClient, app: FastAPI,
                                                     bilbo: dict[str, str]) -> None:
    games = play_a_mixed_table(client, bilbo)
    projections = app.state.projections
    projections.catch_up()
    incremental = projections.snapshot()
    served = views_of(client, bilbo, games)
    assert [row["game_id"] for row in incremental["views"]] == sorted(games)
    assert len(incremental["narrative"]) == sum(
        client.get(f"/games/{g}/events", headers=bilbo).json()["version"] for g in games)

    position = projections.rebuild()

    assert position == projections.position()
    assert projections.snapshot() == incremental
    assert views_of(client, bilbo, games) == served


def test_views_catch_up_before_answering(client: TestClient, app: FastAPI,
                                         bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo)["game_id"]
    before = app.state.projections.position()
    assert command(client, bilbo, game_id, "walk", 2).status_code == 200
    # The command itself does not touch the read models ...
    assert app.state.projections.position() == before
    # ... but the next read brings them up to the writer's own write.
    assert client.get(f"/games/{game_id}", headers=bilbo).json()["version"] == 5
    assert app.state.projections.position() == before + 3


@pytest.mark.parametrize("reset", [False, True])
def test_cli_rebuild_matches(client: TestClient, app: FastAPI, bilbo: dict[str, str],
                             database_url: str, capsys: pytest.CaptureFixture[str],
                             service: GameService, reset: bool) -> None:
    games = play_a_mixed_table(client, bilbo)
    challenges = play_challenges(client, bilbo, register(client, "Frodo"), service)
    app.state.projections.catch_up()
    incremental = app.state.projections.snapshot()
    if reset:
        # Views thrown away by hand come back from the log alone.
        with app.state.database.write() as session:
            session.execute("DELETE FROM {redbook_views}")
            session.execute("DELETE FROM {redbook_narrative}")
            session.execute("DELETE FROM {redbook_leaderboards}")
            session.execute("DELETE FROM {redbook_leaderboard_entries}")
    assert main(["--database-url", database_url, "projections", "rebuild"]) == 0
    position = app.state.projections.position()
    assert capsys.readouterr().out == f"Rebuilt the views from {position} stored events.\n"
    assert app.state.projections.snapshot() == incremental
    assert len(incremental["views"]) == len(games) + 3  # the entries are games too
    assert [row["challenge_id"] for row in incremental["leaderboards"]] == sorted(challenges)


# -- leaderboards ------------------------------------------------------------------------------
def play_challenges(client: TestClient, bilbo: dict[str, str], frodo: dict[str, str],
                    service: GameService) -> list[str]:
    """A sealed challenge with two entries submitted one after the other, then closed, and a
    practice challenge entered by an upload; every leaderboard is read after every step."""
    def read_all() -> None:
        for challenge in ("cup", "practice"):
            client.get(f"/challenges/{challenge}/leaderboard")

    create(client)
    read_all()
    bilbo_game, frodo_game = enter(client, bilbo), enter(client, frodo)
    read_all()
    finish(client, bilbo, bilbo_game, "walk")
    finish(client, frodo, frodo_game, "run")
    for headers, game_id in ((bilbo, bilbo_game), (frodo, frodo_game)):
        answer = client.post(f"/challenges/cup/entries/{game_id}/submit", headers=headers)
        assert answer.status_code == 200, answer.text
        read_all()
    assert client.post("/challenges/cup/close", headers=OPERATOR).status_code == 200
    create(client, id="practice", practice_seed="the-public-seed")
    read_all()
    upload = client.post("/challenges/practice/uploads", headers=bilbo,
                         json=offline_log(service, "the-public-seed"))
    assert upload.status_code == 201, upload.text
    read_all()
    return ["cup", "practice"]


def leaderboards(client: TestClient, challenges: list[str]) -> dict[str, Any]:
    return {c: client.get(f"/challenges/{c}/leaderboard").json() for c in challenges}


def challenges_read(client: TestClient, app: FastAPI, bilbo: dict[str, str],
                    frodo: dict[str, str], service: GameService
                    ) -> tuple[list[str], Projections, dict[str, Any], dict[str, Any]]:
    """``play_challenges``, then the app's projections, what they hold and the leaderboards
    they serve."""
    challenges = play_challenges(client, bilbo, frodo, service)
    projections: Projections = app.state.projections
    return challenges, projections, projections.snapshot(), leaderboards(client, challenges)


def test_rebuild_gives_exactly_the_incremental_leaderboards(
        client: TestClient, app: FastAPI, bilbo: dict[str, str], frodo: dict[str, str],
        service: GameService) -> None:
    challenges, projections, incremental, served = challenges_read(client, app, bilbo, frodo,
                                                                   service)
    # The read model holds what the ranking function folds from the log, nothing else.
    folded = ChallengeService(service)
    assert served == {c: standings(folded.history(c)) for c in challenges}
    assert [(r["rank"], r["player"]) for r in served["cup"]["ranked"]] == [
        (1, "Frodo"), (2, "Bilbo")]
    assert served["cup"]["closed_at"] is not None
    assert [(row["challenge_id"], row["position"], row["rank"], row["player"], row["replay"])
            for row in incremental["leaderboard_entries"]] == [
        ("cup", 1, 1, "Frodo", served["cup"]["ranked"][0]["replay"]),
        ("cup", 2, 2, "Bilbo", served["cup"]["ranked"][1]["replay"]),
        ("practice", 1, 1, "Bilbo", served["practice"]["ranked"][0]["replay"])]

    projections.rebuild()

    assert projections.snapshot() == incremental
    assert leaderboards(client, challenges) == served


def test_a_submission_shows_in_the_next_read(client: TestClient, app: FastAPI,
                                             bilbo: dict[str, str]) -> None:
    create(client)
    game_id = enter(client, bilbo)
    finish(client, bilbo, game_id, "run")
    board = client.get("/challenges/cup/leaderboard").json()
    assert (board["ranked"], [w["game_id"] for w in board["not_submitted"]]) == ([], [game_id])
    before = app.state.projections.position()
    answer = client.post(f"/challenges/cup/entries/{game_id}/submit", headers=bilbo)
    assert answer.status_code == 200, answer.text
    # Submitting does not touch the read model ...
    assert app.state.projections.position() == before
    # ... but the next read brings it up to the submission.
    board = client.get("/challenges/cup/leaderboard").json()
    assert [(r["rank"], r["game_id"], r["mp"]) for r in board["ranked"]] == [
        (1, game_id, answer.json()["mp"])]
    assert board["not_submitted"] == []
    # The challenge's Submitted event, the mark that freezes the entry and the claim of the
    # game's next version (which a write racing the submission claims too).
    assert app.state.projections.position() == before + 3


def test_an_unknown_challenge_has_no_leaderboard(client: TestClient) -> None:
    answer = client.get("/challenges/nowhere/leaderboard")
    assert (answer.status_code, answer.json()["code"]) == (404, "challenge-not-found")


def test_a_store_followed_for_games_only_is_followed_again_from_the_start(
        client: TestClient, app: FastAPI, bilbo: dict[str, str], frodo: dict[str, str],
        service: GameService) -> None:
    challenges, projections, incremental, served = challenges_read(client, app, bilbo, frodo,
                                                                   service)
    with app.state.database.write() as session:
        # As an older server left it: game views at the head, no leaderboards.
        session.execute("DELETE FROM {redbook_leaderboards}")
        session.execute("DELETE FROM {redbook_leaderboard_entries}")
        session.execute("UPDATE {redbook_projection_position} SET name = 'views'")
    followed = Projections(service, app.state.database)
    assert followed.position() == 0
    followed.catch_up()
    assert followed.snapshot() == incremental
    assert leaderboards(client, challenges) == served


def test_a_view_an_older_server_stored_is_read_in_the_new_shape(
        client: TestClient, app: FastAPI, bilbo: dict[str, str], service: GameService,
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A store whose views an older server projected (schema 1: The Road's board with no
    hazards in play) is projected again as the server starts, its progress logged; a read
    waits for it and gets the board's new fields."""
    game_id = start(client, bilbo, ruleset="road-goes-ever-on", seed=11, setup={})["game_id"]
    app.state.projections.catch_up()
    older = _stored_as_older(app, game_id, "hazards_in_play", "views+leaderboards+summaries")
    assert app.state.projections.view(UUID(game_id), "board")[1] == older
    monkeypatch.setattr(follower, "BATCH", 4)
    monkeypatch.setattr(follower, "LOGGED", 4)
    capsys.readouterr()

    restarted, board = _restarted_board(service, game_id, bilbo)

    assert board["hazards_in_play"] == []
    assert restarted.state.projections.view(UUID(game_id), "board")[1]["board"] == board
    assert restarted.state.projections.position() == app.state.projections._head()
    logged = [json.loads(line) for line in capsys.readouterr().err.splitlines()
              if line.startswith("{") and "projections" in line]
    assert logged[0]["event"] == "projections_upgrade"
    assert (logged[0]["stored"], logged[0]["now"]) == ("views+leaderboards+summaries",
                                                       follower.POSITION_NAME)
    progress = [e["percent"] for e in logged if e["event"] == "projections_progress"]
    assert len(progress) > 1 and progress == sorted(progress) and progress[-1] == 100
    assert logged[-1]["event"] == "projections_caught_up"


def test_leaderboards_an_older_server_ranked_are_ranked_again_with_shared_ranks(
        client: TestClient, app: FastAPI, bilbo: dict[str, str], frodo: dict[str, str],
        service: GameService) -> None:
    """Schema 3: entries equal on every criterion share a rank. Leaderboards an older server
    ranked (the same game second for being submitted later) are folded again as the server
    starts."""
    create(client)
    games = [enter(client, bilbo), enter(client, frodo)]
    for headers, game_id in zip((bilbo, frodo), games, strict=True):
        finish(client, headers, game_id, "walk")
        client.post(f"/challenges/cup/entries/{game_id}/submit", headers=headers)
    served = leaderboards(client, ["cup"])
    assert [(r["rank"], r["player"]) for r in served["cup"]["ranked"]] == [
        (1, "Bilbo"), (1, "Frodo")]
    with app.state.database.write() as session:
        # As an older server left it.
        session.execute("UPDATE {redbook_leaderboard_entries} SET rank = position, "
                        "entry = REPLACE(entry, '\"rank\":1', '\"rank\":' || position)")
        session.execute("UPDATE {redbook_projection_position} "
                        "SET name = 'views+leaderboards+summaries@2'")
    assert [r["rank"] for r in app.state.projections.leaderboard("cup")["ranked"]] == [1, 2]

    restarted = create_app(service=service, operator_token=OPERATOR_TOKEN)
    with TestClient(restarted):
        for upgrade in [t for t in threading.enumerate() if t.name == "projections-upgrade"]:
            upgrade.join()
        assert restarted.state.projections.leaderboard("cup") == served["cup"]


def test_a_solitaire_board_an_older_server_stored_gains_the_attempt(
        client: TestClient, app: FastAPI, bilbo: dict[str, str], service: GameService) -> None:
    """Schema 5: the Solitaire Variant's board tells the attempt whose roll waits. A board
    stored without the field (schema 4 or before) is projected again as the server starts."""
    game_id = start(client, bilbo, ruleset="solitaire-v1", seed=10, setup={})["game_id"]
    app.state.projections.catch_up()
    _stored_as_older(app, game_id, "attempt", "views+leaderboards+summaries@4")

    restarted, board = _restarted_board(service, game_id, bilbo)
    assert "attempt" in board
    assert restarted.state.projections.view(UUID(game_id), "board")[1]["board"] == board


def _stored_as_older(app: FastAPI, game_id: str, field: str, position: str) -> Any:
    """The game's stored board as an older server stored it: without ``field``, the store's
    position under that server's name ``position``."""
    with app.state.database.write() as session:
        row = session.execute("SELECT board FROM {redbook_views} WHERE game_id = ?",
                              (game_id,)).one()
        older = json.loads(row["board"])
        del older["board"][field]
        session.execute("UPDATE {redbook_views} SET board = ? WHERE game_id = ?",
                        (encode(older), game_id))
        session.execute("UPDATE {redbook_projection_position} SET name = ?", (position,))
    return older


def _restarted_board(service: GameService, game_id: str, headers: dict[str, str]
                     ) -> tuple[FastAPI, Any]:
    """A server started again on the store, and the game's board as it first answers, once
    the stored views are projected again."""
    restarted = create_app(service=service, operator_token=OPERATOR_TOKEN)
    with TestClient(restarted) as again:
        board = again.get(f"/games/{game_id}", headers=headers).json()["board"]
    for upgrade in [t for t in threading.enumerate() if t.name == "projections-upgrade"]:
        upgrade.join()
    return restarted, board


def test_a_game_whose_views_fail_is_logged_and_the_others_are_projected(
        app: FastAPI, service: GameService, monkeypatch: pytest.MonkeyPatch) -> None:
    """A fault of the rules in one game's views (here a board that cannot be drawn) is that
    game's alone: it is logged and left unprojected, and the batch projects the others."""
    drawn = follower.board_view

    def board(chronicle: Any, version: int) -> Any:
        if chronicle.game_seed == 7:
            raise RuntimeError("no board")
        return drawn(chronicle, version)

    monkeypatch.setattr(follower, "board_view", board)
    logged: list[tuple[str, dict[str, Any]]] = []
    projections = Projections(service, app.state.database,
                              log=lambda event, **fields: logged.append((event, fields)))
    faulty = service.start("dice-race", 7, {"goal": 20, "turns": 6})
    fine = service.start("dice-race", 8, {"goal": 20, "turns": 6})
    projections.catch_up()
    assert projections.view(faulty, "board") is None
    assert projections.view(fine, "board") == (2, drawn(service.load(fine), 2))
    assert [entry for entry in logged if entry[0] == "game_not_projected"] == [
        ("game_not_projected", {"game_id": str(faulty), "version": 2,
                                "problem": "RuntimeError: no board"})]


def test_a_game_with_a_row_that_is_not_json_is_logged_and_the_others_rebuilt(
        app: FastAPI, service: GameService, database_url: str) -> None:
    """A stored row changed behind the store's back so that it is no longer JSON stops no
    rebuild: its game is logged and left without views (listed as unreplayable, the lines
    that can be read kept), and every other game is rebuilt."""
    logged: list[tuple[str, dict[str, Any]]] = []
    projections = Projections(service, app.state.database,
                              log=lambda event, **fields: logged.append((event, fields)))
    broken = service.start("dice-race", 7, {"goal": 20, "turns": 6})
    service.decide(broken, "walk", expected_version=2)
    fine = service.start("dice-race", 8, {"goal": 20, "turns": 6})
    projections.catch_up()
    tamper(database_url, broken, 4, b'"record":{', b'"record":')
    position = projections.rebuild()

    assert position == projections.position() == service.recorder.max_notification_id()
    assert projections.view(broken, "board") is None
    assert projections.view(fine, "board") == (2, board_view(service.load(fine), 2))
    assert [entry for entry in logged if entry[0] == "game_not_projected"] == [
        ("game_not_projected", {"game_id": str(broken), "version": 5, "problem": (
            f"Stored event 4 of game {broken} cannot be read (Expecting ',' delimiter: "
            "line 1 column 102 (char 101)).")})]
    assert [line["version"] for line in projections.narrative(broken)] == [1, 2, 3, 5]
    assert len(projections.narrative(fine)) == 2
    assert [(row["game_id"], row["version"], row["state"])
            for row in projections.snapshot()["summaries"]] == sorted([
        (str(broken), 5, "unreplayable"), (str(fine), 2, "playing")])


def test_a_challenge_with_a_row_that_is_not_json_is_logged_and_the_others_rebuilt(
        client: TestClient, app: FastAPI, service: GameService, database_url: str) -> None:
    """A challenge's stored row that is no longer JSON stops no rebuild either: it is logged
    and has no leaderboard, and every other challenge's is rebuilt."""
    create(client)
    create(client, id="plate", title="The Plate")
    logged: list[tuple[str, dict[str, Any]]] = []
    projections = Projections(service, app.state.database,
                              log=lambda event, **fields: logged.append((event, fields)))
    projections.catch_up()
    plate = projections.leaderboard("plate")
    assert plate is not None and projections.leaderboard("cup") is not None
    cup = aggregate_id("cup")
    tamper(database_url, cup, 1, b'"challenge":{', b'"challenge":')
    projections.rebuild()

    assert projections.leaderboard("cup") is None
    assert projections.leaderboard("plate") == plate
    assert [entry for entry in logged if entry[0] == "leaderboard_not_projected"] == [
        ("leaderboard_not_projected", {"challenge": str(cup), "version": 1, "problem": (
            "A stored event of the challenge cannot be read (Expecting ',' delimiter: line 1 "
            "column 162 (char 161)).")})]



def test_the_list_of_challenges_leaves_out_those_with_a_row_that_is_not_json_naming_each(
        client: TestClient, database_url: str) -> None:
    """One damaged challenge hides no other: the list shows those that can be read and names
    each that cannot, by its id where its first event can still be read, else by its stored
    id (the id itself is in the damaged row); a 200, not a 422 for the whole list."""
    create(client)
    create(client, id="plate", title="The Plate")
    create(client, id="bowl", title="The Bowl")
    enter(client, register(client, "frodo"), "plate")
    cup = aggregate_id("cup")
    tamper(database_url, cup, 1, b'"challenge":{', b'"challenge":')
    tamper(database_url, aggregate_id("plate"), 2, b'"player":', b'"player"')
    answer = client.get("/challenges")
    assert answer.status_code == 200
    assert [view["id"] for view in answer.json()["challenges"]] == ["bowl"]
    assert answer.json()["unreadable"] == [
        f"Stored event 1 of challenge stored as {cup} cannot be read (Expecting ',' "
        "delimiter: line 1 column 162 (char 161)).",
        "Stored event 2 of challenge 'plate' cannot be read (Expecting ':' delimiter: "
        "line 1 column 141 (char 140)).",
    ]


def test_the_leaderboard_of_a_challenge_with_a_row_that_is_not_json_is_refused_naming_it(
        client: TestClient, database_url: str) -> None:
    """Its leaderboard is not projected (above), and reading the challenge's events in its
    stead names the row that cannot be read, as a game's is named: a 422, not a 500; the
    other challenges are read as before."""
    create(client)
    create(client, id="plate", title="The Plate")
    tamper(database_url, aggregate_id("cup"), 1, b'"challenge":{', b'"challenge":')
    detail = ("Stored event 1 of challenge 'cup' cannot be read (Expecting ',' delimiter: "
              "line 1 column 162 (char 161)).")
    for path in ("/challenges/cup/leaderboard", "/challenges/cup"):
        answer = client.get(path)
        assert (answer.status_code, answer.json()) == (422, {
            "type": "tag:redbook,2025:problem:challenge-unreadable",
            "title": "The challenge's stored events cannot be read", "status": 422,
            "detail": detail, "code": "challenge-unreadable", "instance": path})
    plate = client.get("/challenges/plate/leaderboard")
    assert (plate.status_code, plate.json()["ranked"]) == (200, [])
