"""The game service on a real event store: the embedded SQLite file and PostgreSQL run the same
tests (the ``database_url`` fixture gives a fresh store on each)."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any
from uuid import UUID

import pytest

from api.config import store_env
from domain.chronicle import Chronicle, record_hash
from domain.errors import (
    CatalogMismatch,
    GameNotFound,
    IllegalAction,
    InvalidLog,
    RedBookError,
    StaleVersion,
    UndoRefused,
    VersionInResolution,
    VersionNotReached,
)
from domain.export import EXPORT_FORMAT
from domain.store.games import GameService
from tests.support import RACE_SETUP, stand_in, store_under_old_topics, tamper

if TYPE_CHECKING:
    from domain.cards import Catalog


def open_service(database_url: str, catalog: Catalog | None = None) -> GameService:
    return GameService(catalog or stand_in(), uuid.uuid4, env=store_env(database_url))


@pytest.fixture
def service(database_url: str) -> Iterator[GameService]:
    app = open_service(database_url)
    yield app
    app.close()


def play(service: GameService) -> UUID:
    """Seed 42: walk (to square 2), draw the +4 boost, run 2 + 1 + 4 (to square 9)."""
    game = service.start("dice-race", 42, RACE_SETUP)
    service.decide(game, "walk", expected_version=2)
    service.decide(game, "draw", expected_version=5)
    service.decide(game, "run", expected_version=7)
    return game


def kinds(service: GameService, game: UUID) -> list[str]:
    return [r.kind for r in service.records(game)]


# -- playing --------------------------------------------------------------------------------

def test_start_decide_and_read_back(service: GameService) -> None:
    game = play(service)
    assert kinds(service, game) == ["GameStarted", "DeckShuffled", "Decision", "DiceRolled",
                                    "Moved", "Decision", "BoostDrawn", "Decision",
                                    "DiceRolled", "Moved"]
    chronicle = service.load(game)
    assert chronicle.version == 10
    assert chronicle.table.rules.square == 9
    assert chronicle.state_at(7).rules.boost == 4
    assert [a.id for a in chronicle.actions()] == ["walk", "run", "draw"]
    assert service.verify(game).to_json() == {
        "ok": True, "events": 10, "first_difference": None, "ruleset": "dice-race",
        "ruleset_version": "1", "challenge": None, "final_hash": chronicle.head_hash,
        "result": None}


def test_a_second_service_on_the_same_store_sees_the_same_game(database_url: str,
                                                               service: GameService) -> None:
    game = play(service)
    other = open_service(database_url)
    try:
        assert other.records(game) == service.records(game)
        assert other.load(game).table == service.load(game).table
        assert other.game_ids() == [game]
    finally:
        other.close()


def test_a_service_sees_what_another_wrote_after_it_read(database_url: str,
                                                         service: GameService) -> None:
    game = service.start("dice-race", 42, RACE_SETUP)
    assert service.load(game).version == 2
    other = open_service(database_url)
    try:
        other.decide(game, "walk", expected_version=2)
    finally:
        other.close()
    assert service.load(game).version == 5
    assert service.load(game).table.rules.square == 2
    service.decide(game, "draw", expected_version=5)
    assert kinds(service, game)[-2:] == ["Decision", "BoostDrawn"]


def test_a_decision_on_a_game_another_service_moved_on_is_applied_to_the_stored_game(
        database_url: str, service: GameService) -> None:
    game = service.start("dice-race", 42, RACE_SETUP)  # this service holds version 2
    other = open_service(database_url)
    try:
        other.decide(game, "walk", expected_version=2)
        # The version the player saw on the other server is the stored one: accepted.
        service.decide(game, "draw", expected_version=5)
        # No version given: the decision follows what is stored, whoever wrote it.
        other.decide(game, "run")
        service.decide(game, "walk")
    finally:
        other.close()
    assert kinds(service, game)[2:] == ["Decision", "DiceRolled", "Moved", "Decision",
                                        "BoostDrawn", "Decision", "DiceRolled", "Moved",
                                        "Decision", "DiceRolled", "Moved"]
    assert [r.data["action"] for r in service.records(game) if r.kind == "Decision"] == [
        "walk", "draw", "run", "walk"]
    assert service.verify(game).ok


@pytest.mark.parametrize(("expected", "refusal"), [(2, StaleVersion), (9, VersionNotReached)])
def test_a_version_is_judged_by_the_stored_game_not_the_one_this_service_held(
        database_url: str, service: GameService, expected: int,
        refusal: type[StaleVersion | VersionNotReached]) -> None:
    game = service.start("dice-race", 42, RACE_SETUP)  # this service holds version 2
    other = open_service(database_url)
    try:
        other.decide(game, "walk", expected_version=2)
    finally:
        other.close()
    # 2, held here, is older than the stored 5: stale. 9 is ahead of both: not reached.
    with pytest.raises(refusal) as refused:
        service.decide(game, "run", expected_version=expected)
    assert (refused.value.expected, refused.value.actual) == (expected, 5)
    assert len(service.records(game)) == 5


def test_records_read_from_the_store_are_the_library_aggregate_s_records(
        service: GameService) -> None:
    game = play(service)
    service.undo(game, steps=1)
    stored: Any = service.repository.get(game)
    assert [r.to_json() for r in service.records(game)] == stored.records
    assert service.load(game).version == stored.version == 11


def test_a_loaded_game_is_not_changed_by_later_decisions(service: GameService) -> None:
    game = service.start("dice-race", 42, RACE_SETUP)
    before = service.load(game)
    service.decide(game, "walk")
    assert before.version == 2
    assert before.table.rules.square == 0
    assert service.load(game).version == 5


def test_stored_games_are_listed_oldest_first(service: GameService) -> None:
    first = service.start("dice-race", 1)
    second = service.start("dice-race", 2)
    service.decide(first, "walk")
    assert service.game_ids() == [first, second]


def test_an_illegal_decision_writes_nothing(service: GameService) -> None:
    game = service.start("dice-race", 42, RACE_SETUP)
    service.decide(game, "draw")
    with pytest.raises(IllegalAction) as refused:
        service.decide(game, "draw", expected_version=4)
    assert refused.value.clause == "DR-4"
    assert kinds(service, game) == ["GameStarted", "DeckShuffled", "Decision", "BoostDrawn"]
    assert service.load(game).version == 4
    service.decide(game, "walk", expected_version=4)
    assert service.load(game).table.rules.square == 6  # a die of 2 with the +4 boost


@pytest.mark.parametrize(("expected", "refusal", "message"), [
    (7, StaleVersion, "The game is at version 10, not 7: reload it and decide again."),
    (40, VersionNotReached, "The game is only at version 10; the command expected version 40, "
                            "which the game has not reached: reload it and decide again.")])
def test_an_expected_version_behind_or_ahead_is_refused_and_nothing_is_written(
        service: GameService, expected: int, refusal: type[StaleVersion | VersionNotReached],
        message: str) -> None:
    game = play(service)
    before = service.records(game)
    with pytest.raises(refusal) as refused:
        service.decide(game, "walk", expected_version=expected)
    assert (refused.value.status, refused.value.expected, refused.value.actual) == (
        409, expected, 10)
    assert refused.value.message == message
    with pytest.raises(refusal):
        service.undo(game, steps=1, expected_version=expected)
    assert service.records(game) == before
    # Refused, the game is as it was: its own version is still the one to name.
    service.decide(game, "walk", expected_version=10)
    assert service.load(game).version == 13


def test_concurrent_writers_one_wins_the_other_is_stale(database_url: str) -> None:
    one, two = open_service(database_url), open_service(database_url)
    try:
        game = one.start("dice-race", 42, RACE_SETUP)
        assert two.load(game).version == 2  # both have read version 2
        one.decide(game, "walk", expected_version=2)
        with pytest.raises(StaleVersion):
            two.decide(game, "run", expected_version=2)
        assert kinds(two, game)[2:] == ["Decision", "DiceRolled", "Moved"]
        assert two.records(game)[2].data == {"action": "walk", "args": {}}
    finally:
        one.close()
        two.close()


def test_racing_writers_exactly_one_wins(database_url: str) -> None:
    """Two services decide on one game at the same moment, again and again."""
    services = [open_service(database_url), open_service(database_url)]
    try:
        for seed in range(4):
            game = services[0].start("dice-race", seed, RACE_SETUP)
            for app in services:
                app.load(game)
            barrier = threading.Barrier(2)
            outcomes: list[str] = []

            def decide(app: GameService, action: str, game: UUID = game,
                       barrier: threading.Barrier = barrier,
                       outcomes: list[str] = outcomes) -> None:
                barrier.wait()
                try:
                    app.decide(game, action, expected_version=2)
                    outcomes.append(action)
                except StaleVersion:
                    outcomes.append("stale")

            threads = [threading.Thread(target=decide, args=(app, action))
                       for app, action in zip(services, ["walk", "run"], strict=True)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            assert sorted(outcomes) in (["stale", "walk"], ["run", "stale"])
            winner = next(o for o in outcomes if o != "stale")
            records = services[1].records(game)
            assert len(records) == 5
            assert records[2].data == {"action": winner, "args": {}}
            assert services[0].verify(game).ok
    finally:
        for app in services:
            app.close()


def test_unknown_game(service: GameService) -> None:
    missing = uuid.UUID(int=7)
    for call in (lambda: service.load(missing), lambda: service.records(missing),
                 lambda: service.decide(missing, "walk"), lambda: service.verify(missing),
                 lambda: service.export(missing), lambda: service.fork(missing, 2)):
        with pytest.raises(GameNotFound, match=f"There is no game {missing}."):
            call()


def test_an_unknown_ruleset_stores_nothing(service: GameService) -> None:
    with pytest.raises(RedBookError, match="There is no ruleset 'chess'"):
        service.start("chess", 1)
    assert service.game_ids() == []


# -- undo and fork --------------------------------------------------------------------------

def test_undo_is_stored_and_cannot_reroll(service: GameService) -> None:
    game = play(service)
    undone = service.undo(game, steps=1, expected_version=10)
    assert [(r.version, r.kind, dict(r.data)) for r in undone] == [
        (11, "Undone", {"to_version": 7})]
    again = service.decide(game, "run", expected_version=11)
    assert again[1].data["values"] == [2, 1]
    assert service.load(game).table.rules.square == 9
    assert service.verify(game).ok


def test_undo_policy_is_kept_with_the_game(service: GameService) -> None:
    game = service.start("dice-race", 42, RACE_SETUP, undo_policy="none")
    service.decide(game, "walk")
    with pytest.raises(UndoRefused, match="'none'"):
        service.undo(game, steps=1)
    assert service.load(game).version == 5


def test_fork_stores_a_new_game(service: GameService) -> None:
    game = play(service)
    service.undo(game, to_version=5)
    fork = service.fork(game, 7)
    assert fork != game
    parent = service.load(game)
    records = service.records(fork)
    assert [(r.kind, dict(r.data)) for r in records[:-1]] == [
        (r.kind, dict(r.data)) for r in parent.history(7)]
    assert (records[-1].kind, dict(records[-1].data)) == (
        "Forked", {"parent": str(game), "at_version": 7})
    assert service.verify(fork).ok
    assert service.load(fork).table == parent.state_at(7)
    service.decide(fork, "run", expected_version=8)
    assert service.load(game).version == 11  # the parent is untouched
    with pytest.raises(VersionInResolution, match="middle of a resolution"):
        service.fork(game, 4)
    assert service.game_ids() == [game, fork]


# -- export and import ----------------------------------------------------------------------

def test_export_import_round_trip(service: GameService) -> None:
    game = play(service)
    document = service.export(game)
    assert document["format"] == EXPORT_FORMAT
    assert document["game_id"] == str(game)
    assert document["records"] == [r.to_json() for r in service.records(game)]
    copy = service.import_game(document)
    assert copy != game
    assert service.records(copy) == service.records(game)
    assert service.load(copy).table == service.load(game).table
    assert service.verify(copy).ok
    service.decide(copy, "walk", expected_version=10)


def test_an_import_elsewhere_replays_the_same(database_url: str, tmp_path: Path,
                                              service: GameService) -> None:
    game = play(service)
    elsewhere = open_service(f"sqlite:///{tmp_path / 'elsewhere' / 'other.sqlite'}")
    try:
        copy = elsewhere.import_game(service.export(game))
        assert elsewhere.load(copy).table == service.load(game).table
    finally:
        elsewhere.close()


@pytest.mark.parametrize(
    ("document", "message"),
    [
        ({"records": []}, 'Not a Red Book game log or record: expected "format": '
                          '"redbook-game/1" (the full log) or "redbook-record/1" (the record).'),
        ({"format": EXPORT_FORMAT, "records": []},
         "A game log needs a non-empty list of records."),
        ({"format": EXPORT_FORMAT, "records": [{"version": 1}]},
         "Record 1 of the log is malformed (not an object with data)."),
        ({"format": EXPORT_FORMAT, "records": [{"version": 1, "data": {}}]},
         "Record 1 of the log is malformed ('kind')."),
    ],
)
def test_a_malformed_import_is_refused_and_stores_nothing(
        service: GameService, document: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidLog) as refused:
        service.import_game(document)
    assert refused.value.message == message
    assert service.game_ids() == []


def test_an_import_that_does_not_verify_stores_nothing(service: GameService) -> None:
    game = play(service)
    document = service.export(game)
    document["records"][8]["data"]["values"] = [6, 6]
    with pytest.raises(InvalidLog) as refused:
        service.import_game(document)
    assert refused.value.message == ("The log does not verify: event 9 was changed: its "
                                     "content does not match its own hash.")
    assert service.game_ids() == [game]


def test_an_import_under_another_catalog_is_refused(database_url: str,
                                                    service: GameService) -> None:
    game = play(service)
    other = open_service(database_url, stand_in("sha256:another"))
    try:
        with pytest.raises(CatalogMismatch, match="card catalog sha256:stand-in, but this "
                                                  "server runs sha256:another"):
            other.import_game(service.export(game))
        with pytest.raises(CatalogMismatch):
            other.load(game)
        assert other.game_ids() == [game]
    finally:
        other.close()


# -- tampering in the database --------------------------------------------------------------

def test_a_stored_event_that_is_no_longer_json_is_named(database_url: str,
                                                         service: GameService) -> None:
    game = play(service)
    tamper(database_url, game, 9, b'"values":[2,1]', b'"values":[2,1')
    fresh = open_service(database_url)
    try:
        for read in (fresh.load, fresh.records, fresh.verify, fresh.export):
            with pytest.raises(InvalidLog) as refused:
                read(game)
            assert refused.value.message.startswith(
                f"Stored event 9 of game {game} cannot be read (")
    finally:
        fresh.close()


def test_tampering_in_the_database_is_found_at_that_version(database_url: str,
                                                            service: GameService) -> None:
    game = play(service)
    tamper(database_url, game, 9, b'"values":[2,1]', b'"values":[6,6]')
    assert service.records(game)[8].data["values"] == [6, 6]
    verdict = service.verify(game)
    stored = service.records(game)[8]
    assert verdict.to_json() == {"ok": False, "events": 10, "first_difference": {
        "version": 9, "reason": "this event's content does not match its hash: it was changed",
        "recorded": None, "expected": None, "kind": "content-changed", "event": 9,
        "summary": "event 9 was changed: its content does not match its own hash",
        "decision": None, "differences": [{
            "path": "hash", "recorded": stored.hash,
            "expected": record_hash(9, stored.fact, stored.prev_hash)}]},
        "ruleset": None, "ruleset_version": None, "challenge": None, "final_hash": None,
        "result": None}
    fresh = open_service(database_url)
    try:
        difference = fresh.verify(game).difference
        assert difference is not None and difference.version == 9
    finally:
        fresh.close()


def test_a_tampered_decision_is_found(database_url: str, service: GameService) -> None:
    game = play(service)
    tamper(database_url, game, 6, b'"action":"draw"', b'"action":"walk"')
    difference = service.verify(game).difference
    assert difference is not None
    assert (difference.version, difference.reason) == (
        6, "this event's content does not match its hash: it was changed")


def test_a_store_written_before_the_move_to_domain_store_still_reads(
        database_url: str, service: GameService) -> None:
    game = play(service)
    records = service.records(game)
    store_under_old_topics(database_url, "domain.store.games", "domain.game")
    fresh = open_service(database_url)
    try:
        assert fresh.game_ids() == [game]
        assert fresh.records(game) == records
        assert fresh.verify(game).ok
        assert fresh.repository.get(game).records == [r.to_json() for r in records]
        fresh.decide(game, "walk", expected_version=10)
        assert fresh.load(game).version == 13
    finally:
        fresh.close()


# -- the store itself -----------------------------------------------------------------------

def test_the_sqlite_file_is_created_on_first_use(tmp_path: Path) -> None:
    path = tmp_path / "not" / "yet" / "there" / "games.sqlite"
    assert not path.parent.exists()
    app = open_service(f"sqlite:///{path}")
    try:
        game = app.start("dice-race", 3)
        assert path.is_file()
    finally:
        app.close()
    again = open_service(f"sqlite:///{path}")
    try:
        assert again.load(game).version == 2
    finally:
        again.close()


# -- memory ---------------------------------------------------------------------------------

def bounded_service(database_url: str, **settings: str) -> GameService:
    env = {**store_env(database_url), **{f"REDBOOK_{k.upper()}": v for k, v in settings.items()}}
    return GameService(stand_in(), uuid.uuid4, env=env)


def test_the_cache_lets_the_least_recent_games_go_beyond_its_events(database_url: str) -> None:
    app = bounded_service(database_url, cache_events="25", cache_games="5")
    try:
        first, second = play(app), play(app)  # ten events each
        assert app.memory() == {"games": 2, "events": 20, "most_games": 5, "most_events": 25,
                                "snapshot_every": 32}
        play(app)
        assert (app.memory()["games"], app.memory()["events"]) == (2, 20)
        assert app.load(first).version == 10  # read from the store again; second goes
        app.decide(first, "walk")
        assert (app.memory()["games"], app.memory()["events"]) == (2, 23)
        assert app.load(second).version == 10
    finally:
        app.close()


def test_the_cache_keeps_no_more_games_than_its_count(database_url: str) -> None:
    app = bounded_service(database_url, cache_games="1")
    try:
        play(app)
        game = play(app)
        assert (app.memory()["games"], app.memory()["events"]) == (1, 10)
        assert app.load(game).version == 10
    finally:
        app.close()


def test_a_kept_game_s_past_states_come_from_sparse_snapshots(database_url: str) -> None:
    app = bounded_service(database_url, snapshot_every="3")
    try:
        game = play(app)
        app.undo(game, steps=1)
        loaded = app.load(game)
        assert loaded.snapshot_every == 3
        assert [loaded.state_at(v) for v in range(1, 12)] == [
            loaded.replay_state_at(v) for v in range(1, 12)]
    finally:
        app.close()


@pytest.mark.parametrize(("setting", "value"), [("snapshot_every", "0"), ("cache_games", "-1"),
                                                 ("cache_events", "lots")])
def test_a_bad_memory_setting_is_refused_by_name(tmp_path: Path, setting: str,
                                                value: str) -> None:
    name = f"REDBOOK_{setting.upper()}"
    with pytest.raises(ValueError, match=f"The setting {name} is a whole number of at least "
                                         f"[01], not '{value}'"):
        bounded_service(f"sqlite:///{tmp_path / 'bad.sqlite'}", **{setting: value})


# -- seeds stored before a seed was checked -------------------------------------------------

def test_a_seed_beyond_64_bits_reads_back_whole_and_the_other_games_read(
        database_url: str, service: GameService, monkeypatch: pytest.MonkeyPatch) -> None:
    """An older server stored seeds beyond 64 bits, which orjson reads as a float: such a
    game is read back as it was written and hashed, so it replays and its chain holds, and
    the games stored beside it read as ever."""
    monkeypatch.setattr("domain.chronicle.seed_problem", lambda seed: None)
    big = service.start("dice-race", 2**64, RACE_SETUP)
    negative = service.start("dice-race", -(2**63) - 1, RACE_SETUP)
    monkeypatch.undo()
    other = play(service)
    fresh = open_service(database_url)
    try:
        for game, seed in ((big, 2**64), (negative, -(2**63) - 1)):
            records = fresh.records(game)
            assert records[0].data["seed"] == seed
            assert type(records[0].data["seed"]) is int
            assert [record_hash(r.version, r.fact, r.prev_hash) for r in records] == [
                r.hash for r in records]
            assert fresh.load(game).game_seed == seed
        assert fresh.load(other).version == 10
        assert fresh.game_ids() == [big, negative, other]
    finally:
        fresh.close()


def test_a_stored_seed_no_game_has_is_that_games_problem_alone(
        database_url: str, service: GameService) -> None:
    """A seed changed behind the store's back into a fraction: loading that game says so,
    and the other games load."""
    game = play(service)
    other = play(service)
    tamper(database_url, game, 1, b'"seed":42', b'"seed":4.5')
    fresh = open_service(database_url)
    try:
        with pytest.raises(InvalidLog) as refused:
            fresh.load(game)
        assert refused.value.message == "Event 1 records a seed no game has: 4.5."
        assert fresh.load(other).version == 10
    finally:
        fresh.close()


def test_a_game_whose_replay_fails_for_a_reason_no_refusal_names_is_told_so(
        database_url: str, service: GameService, monkeypatch: pytest.MonkeyPatch) -> None:
    """A fault of the rules while replaying one stored game (here a fold that breaks on
    seed 43) is that game's invalid log, said in one sentence, not an error of the server."""
    game = service.start("dice-race", 43, RACE_SETUP)
    other = play(service)
    folded = Chronicle._fold

    def fold(chronicle: Chronicle, records: Any) -> None:
        if chronicle.start["seed"] == 43:
            raise RuntimeError("boom")
        folded(chronicle, records)

    monkeypatch.setattr(Chronicle, "_fold", fold)
    fresh = open_service(database_url)
    try:
        with pytest.raises(InvalidLog) as refused:
            fresh.load(game)
        assert refused.value.message == (f"Game {game} cannot be replayed here: the rules stop "
                                         "on its events without naming why.")
        assert isinstance(refused.value.__cause__, RuntimeError)  # kept for the server's log
        assert fresh.load(other).version == 10
    finally:
        fresh.close()
