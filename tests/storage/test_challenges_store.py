"""Challenges in the event store, on SQLite and PostgreSQL: creation with a sealed seed,
entering, submitting, uploads re-simulated from the challenge's seed, closing and revealing,
the leaderboard folded from the log, shipped practice challenges, and an exported entry
re-verified by the command line alone."""

from __future__ import annotations

import io
import json
import threading
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest

from api.cli import main
from api.commands.challenge import _check, _start_checker
from api.config import store_env
from api.exporting import export_document
from api.parallel import in_processes
from domain.cards import load_catalog, starter_catalog
from domain.challenge_files import ChallengeFile, parse_file, shipped
from domain.challenges import (
    ChallengeClosed,
    ChallengeExists,
    ChallengeInvalid,
    ChallengeNotFound,
    ChallengeNotOpen,
    ChallengeSealed,
    EntryNotFound,
    EntryRefused,
    EntryRejected,
    EntrySubmitted,
    EntryUnfinished,
    commitment,
)
from domain.chronicle import Chronicle
from domain.errors import GameNotFound, UndoRefused
from domain.export import EXPORT_FORMAT
from domain.store.challenges import ChallengeService, aggregate_id, recheck
from domain.store.games import GameService
from projections.leaderboard import standings
from tests.support import delete_events, stand_in, store_under_old_topics

SEED = "sealed-seed-of-the-race-one-challenge"
DIGEST = "sha256:" + "ab" * 32
OPEN = "2026-01-10T00:00:00Z"


@pytest.fixture
def games(database_url: str) -> Iterator[GameService]:
    app = GameService(stand_in(DIGEST), uuid.uuid4, env=store_env(database_url))
    yield app
    app.close()


@pytest.fixture
def challenges(games: GameService) -> ChallengeService:
    service = ChallengeService(games)
    service.create(SPEC, SEED)
    return service


SPEC: dict[str, Any] = {
    "id": "race-1", "title": "Race", "ruleset": "dice-race", "setup": {"goal": 20, "turns": 6},
    "opens_at": "2026-01-01T00:00:00Z", "closes_at": "2026-02-01T00:00:00Z"}


def finish(games: GameService, game_id: UUID, move: str) -> None:
    while games.load(game_id).result() is None:
        games.decide(game_id, move)


@pytest.mark.parametrize("seed", ["short", 2**62])
def test_a_sealed_seed_must_be_long_text(games: GameService, seed: str | int) -> None:
    with pytest.raises(ChallengeInvalid) as caught:
        ChallengeService(games).create(SPEC, seed)
    assert caught.value.message == ("challenge: seed: a sealed seed is text of at least 32 "
                                    "characters, so that neither it nor its commitment can "
                                    "be guessed.")


def test_creation_publishes_only_the_commitment(challenges: ChallengeService) -> None:
    view = challenges.view("race-1", OPEN)
    assert view["commitment"] == commitment(SEED)
    assert (view["seed"], view["status"], view["sealed"], view["entries"]) == (
        None, "open", True, 0)
    assert (view["ruleset_version"], view["engine"], view["catalog"]) == ("1", "1", DIGEST)
    assert SEED not in json.dumps(challenges.views(OPEN)[0])
    with pytest.raises(ChallengeSealed):
        challenges.revealed_seed("race-1", OPEN)


def test_a_challenge_id_is_taken_once(challenges: ChallengeService) -> None:
    with pytest.raises(ChallengeExists):
        challenges.create(SPEC, "another-seed-just-as-long-as-the-first")
    assert challenges.ids() == ["race-1"]


def test_a_store_written_before_the_move_to_domain_store_still_lists_its_challenges(
        database_url: str, challenges: ChallengeService) -> None:
    store_under_old_topics(database_url, "domain.store.challenges", "domain.challenge_store")
    games = GameService(stand_in(DIGEST), uuid.uuid4, env=store_env(database_url))
    try:
        fresh = ChallengeService(games)
        assert fresh.ids() == ["race-1"]
        assert fresh.view("race-1", OPEN)["commitment"] == commitment(SEED)
    finally:
        games.close()


def test_a_bad_challenge_stores_nothing(games: GameService) -> None:
    service = ChallengeService(games)
    with pytest.raises(ChallengeInvalid) as caught:
        service.create({**SPEC, "ruleset": "chess"}, SEED)
    assert caught.value.message == "challenge: the challenge is not valid."
    [problem] = caught.value.problems
    assert problem.startswith("ruleset: There is no ruleset 'chess'. Known rulesets: ")
    with pytest.raises(ChallengeInvalid):
        service.create({**SPEC, "commitment": commitment("other")}, SEED)
    assert service.ids() == []
    with pytest.raises(ChallengeNotFound):
        service.view("race-1", OPEN)


def test_entering_starts_a_game_from_the_sealed_seed(
        games: GameService, challenges: ChallengeService) -> None:
    game_id = challenges.enter("race-1", "alice", OPEN)
    start = games.records(game_id)[0]
    assert start.data == {"ruleset": "dice-race", "ruleset_version": "1", "seed": SEED,
                          "setup": {"goal": 20, "turns": 6}, "catalog": DIGEST, "engine": "1",
                          "undo_policy": "none", "challenge": "race-1"}
    assert challenges.sealed_seed(games.records(game_id), OPEN) == SEED
    assert challenges.entries("race-1") == [{"game_id": str(game_id), "player": "alice",
                                             "name": "alice", "entered_at": OPEN,
                                             "score": None}]
    with pytest.raises(UndoRefused):
        games.undo(game_id, steps=1)


def test_a_player_enters_once(challenges: ChallengeService, games: GameService) -> None:
    first = challenges.enter("race-1", "alice", OPEN)
    with pytest.raises(EntryRefused) as caught:
        challenges.enter("race-1", "alice", OPEN)
    assert caught.value.message == (f"alice has already entered this challenge "
                                    f"(game {first}).")
    assert games.game_ids() == [first]


@pytest.mark.parametrize(("now", "message"), [
    ("2025-12-31T00:00:00Z", "Challenge 'race-1' opens at 2026-01-01T00:00:00Z."),
    ("2026-02-01T00:00:00Z", "Challenge 'race-1' is closed and takes no more entries."),
])
def test_no_entry_outside_the_opening_hours(challenges: ChallengeService, games: GameService,
                                            now: str, message: str) -> None:
    with pytest.raises(ChallengeNotOpen) as caught:
        challenges.enter("race-1", "alice", now)
    assert caught.value.message == message
    assert games.game_ids() == []


def test_a_closed_challenge_takes_no_entries_and_reveals_its_seed(
        challenges: ChallengeService, games: GameService) -> None:
    game_id = challenges.enter("race-1", "alice", OPEN)
    finish(games, game_id, "walk")
    view = challenges.close("race-1", "2026-01-11T00:00:00Z")
    assert (view["status"], view["closed_at"], view["seed"]) == (
        "closed", "2026-01-11T00:00:00Z", SEED)
    assert challenges.revealed_seed("race-1", "2026-01-11T00:00:01Z") == SEED
    assert challenges.sealed_seed(games.records(game_id), "2026-01-11T00:00:01Z") is None
    with pytest.raises(ChallengeNotOpen):
        challenges.enter("race-1", "bob", "2026-01-12T00:00:00Z")
    with pytest.raises(ChallengeNotOpen) as caught:
        challenges.submit("race-1", game_id, "alice", "2026-01-12T00:00:00Z")
    assert caught.value.message == ("Challenge 'race-1' is closed and takes no more "
                                    "submissions.")
    assert challenges.entries("race-1")[0]["score"] is None
    assert games.game_ids() == [game_id]


def test_a_challenge_is_closed_once(challenges: ChallengeService, games: GameService) -> None:
    challenges.close("race-1", "2026-01-11T00:00:00Z")
    with pytest.raises(ChallengeClosed) as caught:
        challenges.close("race-1", "2026-01-12T00:00:00Z")
    assert (caught.value.message, caught.value.closed_at) == (
        "Challenge 'race-1' was already closed on 2026-01-11T00:00:00Z.",
        "2026-01-11T00:00:00Z")
    assert challenges.view("race-1", "2026-01-12T00:00:00Z")["closed_at"] == \
        "2026-01-11T00:00:00Z"
    assert [e.__class__.__name__ for e in games.events.get(aggregate_id("race-1"))] == [
        "Created", "Closed"]


def test_a_challenge_past_its_closing_time_is_closed_already(
        challenges: ChallengeService, games: GameService) -> None:
    with pytest.raises(ChallengeClosed) as caught:
        challenges.close("race-1", "2026-02-02T00:00:00Z")
    assert (caught.value.message, caught.value.closed_at) == (
        "Challenge 'race-1' already closed on 2026-02-01T00:00:00Z, its closing time.",
        "2026-02-01T00:00:00Z")
    assert [e.__class__.__name__ for e in games.events.get(aggregate_id("race-1"))] == [
        "Created"]


def test_a_new_challenge_closes_in_the_future_and_every_bad_field_is_named(
        games: GameService) -> None:
    service = ChallengeService(games)
    with pytest.raises(ChallengeInvalid) as caught:
        service.create(SPEC, SEED, now="2026-02-01T00:00:00Z")
    assert caught.value.problems == (
        "closes_at: 2026-02-01T00:00:00Z has passed (it is 2026-02-01T00:00:00Z): a "
        "challenge closes in the future",)
    with pytest.raises(ChallengeInvalid) as caught:
        service.create({**SPEC, "id": "x y", "ruleset": "nope", "opens_at": "x",
                        "closes_at": "2020-01-01T00:00:00Z", "scoring": "best"}, SEED,
                       now=OPEN)
    assert caught.value.message == "challenge: the challenge is not valid."
    assert [problem.split(":")[0] for problem in caught.value.problems] == [
        "ruleset", "id", "scoring", "opens_at must be a UTC time like 2026-05-01T18", "closes_at"]
    assert caught.value.problems[-1] == (
        "closes_at: 2020-01-01T00:00:00Z has passed (it is 2026-01-10T00:00:00Z): a challenge "
        "closes in the future")
    assert service.ids() == []
    # A shipped file is read without the clock: the store's own challenges stay loadable.
    assert service.create(SPEC, SEED).closes_at == "2026-02-01T00:00:00Z"


def test_submitted_entries_are_ranked_from_their_re_simulation(
        challenges: ChallengeService, games: GameService) -> None:
    alice = challenges.enter("race-1", "p-alice", OPEN, name="Alice")
    bob = challenges.enter("race-1", "p-bob", OPEN, name="Bob")
    carol = challenges.enter("race-1", "p-carol", OPEN, name="Carol")
    finish(games, bob, "walk")  # lost on square 19 after 6 turns
    finish(games, alice, "run")  # won on square 29 in 4 turns
    challenges.submit("race-1", bob, "p-bob", "2026-01-10T01:00:00Z")
    assert challenges.submit("race-1", alice, "p-alice", "2026-01-10T02:00:00Z") == {
        "outcome": "won", "mp": 29, "turns": 4, "version": 15,
        "head_hash": games.load(alice).head_hash, "finished_at": "2026-01-10T02:00:00Z"}
    board = standings(challenges.history("race-1"))
    assert [(r["rank"], r["player"], r["outcome"], r["mp"], r["turns"])
            for r in board["ranked"]] == [(1, "Alice", "won", 29, 4),
                                          (2, "Bob", "lost", 19, 6)]
    assert board["ranked"][0]["replay"] == (
        f"/challenges/race-1/entries/{alice}/export")
    assert board["not_submitted"] == [
        {"player": "Carol", "game_id": str(carol), "entered_at": OPEN}]
    # Rebuilt from the log by a fresh service, the leaderboard is the same.
    assert standings(ChallengeService(games).history("race-1")) == board


def test_an_entry_is_submitted_once_and_only_by_its_player(
        challenges: ChallengeService, games: GameService) -> None:
    game_id = challenges.enter("race-1", "alice", OPEN)
    finish(games, game_id, "walk")
    with pytest.raises(EntryRefused) as caught:
        challenges.submit("race-1", game_id, "bob", OPEN)
    assert caught.value.message == f"Game {game_id} is alice's entry, not bob's."
    challenges.submit("race-1", game_id, "alice", OPEN)
    with pytest.raises(EntryRefused) as caught:
        challenges.submit("race-1", game_id, "alice", OPEN)
    assert caught.value.message == f"Game {game_id} was already submitted."
    stranger = games.start("dice-race", SEED, {"goal": 20, "turns": 6}, "none")
    with pytest.raises(EntryNotFound) as missing:
        challenges.submit("race-1", stranger, "alice", OPEN)
    assert missing.value.message == f"Game {stranger} is not an entry of challenge 'race-1'."


def practice(games: GameService) -> ChallengeService:
    service = ChallengeService(games)
    service.create({**SPEC, "id": "practice", "sealed": False}, "public-seed")
    return service


def offline_log(games: GameService, seed: str) -> dict[str, Any]:
    """A game played elsewhere from ``seed``, running to the end, as a portable log."""
    chronicle = Chronicle.begin(games.ruleset("dice-race"), seed, {"goal": 20, "turns": 6},
                                "none")
    while chronicle.result() is None:
        chronicle.decide("run")
    return {"format": EXPORT_FORMAT, "game_id": "offline",
            "records": [r.to_json() for r in chronicle.records]}


def test_a_practice_challenge_shows_its_seed_and_accepts_a_reproduced_upload(
        games: GameService) -> None:
    service = practice(games)
    assert service.view("practice", OPEN)["seed"] == "public-seed"
    game_id = service.upload("practice", "dave", offline_log(games, "public-seed"),
                             "2026-01-10T03:00:00Z")
    assert games.verify(game_id).ok
    row = standings(service.history("practice"))["ranked"][0]
    assert (row["player"], row["game_id"], row["outcome"], row["mp"]) == (
        "dave", str(game_id), "won", 20)


def test_a_tampered_upload_is_rejected_at_the_event_and_stores_nothing(
        games: GameService) -> None:
    service = practice(games)
    document = offline_log(games, "public-seed")
    document["records"][3]["data"]["values"] = [6, 6]
    with pytest.raises(EntryRejected) as caught:
        service.upload("practice", "dave", document, OPEN)
    assert caught.value.difference.version == 4
    [changed] = caught.value.difference.differences
    assert caught.value.message == (
        "The entry is rejected: event 4 was changed: its content does not match its own hash "
        f'(event 4, hash: recorded "{changed.recorded}", expected "{changed.expected}").')
    wrong_seed = offline_log(games, "guessed-seed")
    with pytest.raises(EntryRejected):
        service.upload("practice", "dave", wrong_seed, OPEN)
    assert games.game_ids() == []
    assert service.entries("practice") == []


def test_a_challenge_is_not_a_game(games: GameService, challenges: ChallengeService) -> None:
    from domain.store.challenges import aggregate_id

    with pytest.raises(GameNotFound):
        games.records(aggregate_id("race-1"))


def test_shipped_challenges_are_stored_once(database_url: str) -> None:
    app = GameService(starter_catalog(), uuid.uuid4, env=store_env(database_url))
    try:
        service = ChallengeService(app)
        files = shipped()
        ids = ["burglar-practice", "dice-race-practice", "necromancer-practice",
               "road-goes-ever-on-practice", "solitaire-v1-practice",
               "there-and-back-again-practice"]
        assert service.load(files) == [
            {"id": cid, "outcome": "stored", "source": f"seeds/challenges/{cid}.json"}
            for cid in ids]
        assert [row["outcome"] for row in service.load(files)] == ["already stored"] * 6
        view = service.view("dice-race-practice", "2026-03-01T00:00:00Z")
        assert (view["seed"], view["sealed"], view["undo_policy"]) == (
            "practice-dice-race-1", False, "none")
        race = files[1]
        changed = ChallengeFile(race.source, {**race.spec, "title": "Other"}, race.seed)
        with pytest.raises(ChallengeInvalid) as caught:
            service.load([changed])
        assert caught.value.message == (
            "seeds/challenges/dice-race-practice.json: differs from the stored challenge "
            "'dice-race-practice'; a challenge cannot change once stored.")
    finally:
        app.close()


def test_a_shipped_challenge_for_another_catalog_is_skipped(games: GameService) -> None:
    report = ChallengeService(games).load(shipped())
    assert [row["outcome"] for row in report] == ["skipped"] * 6
    assert str(report[1]["reason"]).startswith(
        "Challenge 'dice-race-practice' pins card catalog sha256:")


def test_a_shipped_file_names_its_bad_fields() -> None:
    text = json.dumps({**SPEC, "catalog": DIGEST, "engine": "1", "ruleset_version": "1",
                       "commitment": commitment("x"), "sealed": True, "seed": "y"})
    with pytest.raises(ChallengeInvalid) as caught:
        parse_file(text, "seeds/challenges/bad.json")
    assert caught.value.message == "seeds/challenges/bad.json: the challenge is not valid."
    assert caught.value.problems == (
        'sealed: a shipped challenge is a practice one, "sealed": false; sealed challenges '
        "are created by an operator",
        f"commitment: {commitment('x')} is not the commitment of the seed")
    with pytest.raises(ChallengeInvalid) as caught:
        parse_file('{"setup": {"goal": 2.5}}', "seeds/challenges/float.json")
    assert caught.value.message == ("seeds/challenges/float.json: 2.5 is a fraction; "
                                    "challenges hold whole numbers only.")


def challenge_file(seed: object, committed: str | int, cid: str = "race-file") -> str:
    """A practice challenge file of the race (pinned to the stand-in catalog)."""
    return json.dumps({**SPEC, "id": cid, "catalog": DIGEST, "engine": "1",
                       "ruleset_version": "1", "commitment": commitment(committed),
                       "sealed": False, "seed": seed})


def test_a_shipped_file_s_seed_is_a_whole_number_or_text_by_the_one_seed_rule(
        games: GameService) -> None:
    """A JSON number is the whole number, a JSON string the text: "12" stays the text, and
    each is the seed its game plays, as any game's seed is."""
    number = parse_file(challenge_file(12, 12, "race-number"), "number.json")
    text = parse_file(challenge_file("12", "12", "race-text"), "text.json")
    assert (number.seed, text.seed) == (12, "12")
    assert type(number.seed) is int
    service = ChallengeService(games)
    assert [row["outcome"] for row in service.load([number, text])] == ["stored"] * 2
    assert [row["outcome"] for row in service.load([number, text])] == ["already stored"] * 2
    for cid, seed in (("race-number", 12), ("race-text", "12")):
        assert service.view(cid, OPEN)["seed"] == seed
        game_id = service.enter(cid, "alice", OPEN)
        assert games.records(game_id)[0].data["seed"] == seed
        finish(games, game_id, "run")
        alone = games.start("dice-race", seed, {"goal": 20, "turns": 6}, "none")
        finish(games, alone, "run")
        assert ([r.data for r in games.records(game_id)[1:]]
                == [r.data for r in games.records(alone)[1:]])
    # The number is not the text: each is committed to alone.
    for seed, committed in ((12, "12"), ("12", 12)):
        with pytest.raises(ChallengeInvalid) as caught:
            parse_file(challenge_file(seed, committed), "bad.json")
        assert caught.value.problems == (
            f"commitment: {commitment(committed)} is not the commitment of the seed",)


@pytest.mark.parametrize(("seed", "problem"), [
    (None, "a string or a whole number, not null"),
    (True, "a string or a whole number, not true"),
    ("", "may not be empty"),
    ("x" * 201, "may be at most 200 characters long"),
    (2**63, f"a whole number from {-2**63} to {2**63 - 1}, not {2**63}"),
])
def test_a_shipped_file_s_seed_no_game_may_have_is_refused_as_everywhere(
        seed: object, problem: str) -> None:
    with pytest.raises(ChallengeInvalid) as caught:
        parse_file(challenge_file(seed, "x"), "bad.json")
    assert caught.value.problems == (f"seed: {problem}",)


def test_an_exported_entry_is_re_verified_by_the_command_line_alone(
        database_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = ["--database-url", database_url]
    assert main([*store, "challenge", "create", "cup", "--title", "Cup", "--ruleset",
                 "dice-race", "--setup", '{"goal": 20, "turns": 6}', "--opens-at",
                 "2020-01-01T00:00:00Z", "--closes-at", "2100-01-01T00:00:00Z"]) == 0
    published = capsys.readouterr().out.split("seed commitment ")[1].rstrip(".\n")
    assert main([*store, "challenge", "enter", "cup", "--player", "erin"]) == 0
    game_id = UUID(capsys.readouterr().out.strip())
    app = GameService(starter_catalog(), uuid.uuid4, env=store_env(database_url))
    try:
        finish(app, game_id, "walk")
    finally:
        app.close()
    assert main([*store, "challenge", "leaderboard", "cup", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["ranked"] == []
    assert main([*store, "challenge", "submit", "cup", str(game_id), "--player", "erin"]) == 0
    capsys.readouterr()
    # The leaderboard read model is caught up before it is read: the submission is there.
    assert main([*store, "challenge", "leaderboard", "cup", "--json"]) == 0
    ranked = json.loads(capsys.readouterr().out)["ranked"]
    assert [(r["rank"], r["player"], r["game_id"]) for r in ranked] == [(1, "erin", str(game_id))]
    assert main([*store, "challenge", "leaderboard", "nowhere"]) != 0
    assert "There is no challenge 'nowhere'." in capsys.readouterr().err
    assert main([*store, "challenge", "export", "cup", "--output", str(tmp_path)]) == 1
    assert "stays sealed until the challenge closes" in capsys.readouterr().err
    assert main([*store, "challenge", "close", "cup"]) == 0
    assert main([*store, "challenge", "export", "cup", "--output", str(tmp_path)]) == 0
    exported = tmp_path / f"{game_id}.json"
    capsys.readouterr()
    # Offline from here: no store, only the file and the published commitment.
    assert main(["verify", str(exported)]) == 0
    assert capsys.readouterr().out.startswith(f"OK: {exported} verifies (")
    assert main(["challenge", "check-commitment", "--commitment", published,
                 "--entry", str(exported)]) == 0
    assert capsys.readouterr().out == f"OK: the seed matches the commitment {published}.\n"
    assert main(["challenge", "check-commitment", "--commitment", published,
                 "--seed", "not-the-seed"]) == 1


def test_the_shipped_solitaire_challenge_is_played_and_scored(database_url: str) -> None:
    app = GameService(starter_catalog(), uuid.uuid4, env=store_env(database_url))
    try:
        service = ChallengeService(app)
        service.load(shipped())
        now = "2026-03-01T00:00:00Z"
        game_id = service.enter("solitaire-v1-practice", "p-rosie", now, name="Rosie")
        game = app.load(game_id)
        while game.result() is None:
            action, args = game.ruleset.policy(game.table.rules, game.actions())
            app.decide(game_id, action, args)
            game = app.load(game_id)
        result = game.result()
        assert result is not None
        score = service.submit("solitaire-v1-practice", game_id, "p-rosie", now)
        assert score == {"outcome": result["outcome"], "turns": result["turns"],
                         "mp": game.ruleset.score(game.table.rules)["total"],
                         "version": game.version, "head_hash": game.head_hash,
                         "finished_at": now}
    finally:
        app.close()


def test_two_entries_are_compared_by_the_command_line(
        database_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    app = GameService(starter_catalog(), uuid.uuid4, env=store_env(database_url))
    try:
        service = ChallengeService(app)
        service.create({**SPEC, "catalog": starter_catalog().digest}, SEED)
        a = service.enter("race-1", "alice", OPEN)
        b = service.enter("race-1", "bob", OPEN)
        app.decide(a, "walk")
        app.decide(b, "draw")
    finally:
        app.close()
    assert main(["--database-url", database_url, "compare", str(a), str(b)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == ("Shared 2 events of play: the last common one is version 2 of A and "
                        "version 2 of B.")
    assert [line.split("|")[0].strip() for line in lines[4:7]] == [
        "3 Decision: Walk: roll one die.", "4 Rolled 1 = 1 for walk.",
        "5 Moved: steps=1, stumbled=False, to=1"]
    assert [line.split("|")[1].strip() for line in lines[4:7]] == [
        "3 Decision: Draw a boost card.", "4 BoostDrawn: value=4", ""]


# -- scoring every entry again ----------------------------------------------------------------

def test_every_submitted_entry_scores_again_as_stored_in_one_process_or_several(
        challenges: ChallengeService, games: GameService) -> None:
    alice = challenges.enter("race-1", "p-alice", OPEN, name="Alice")
    bob = challenges.enter("race-1", "p-bob", OPEN, name="Bob")
    challenges.enter("race-1", "p-carol", OPEN, name="Carol")  # never submitted
    finish(games, alice, "run")
    finish(games, bob, "walk")
    stored = {str(game): challenges.submit("race-1", game, player, "2026-01-10T02:00:00Z")
              for game, player in ((alice, "p-alice"), (bob, "p-bob"))}
    entries = challenges.submitted("race-1")
    assert [(e.player, e.game_id) for e in entries] == [("Alice", str(alice)),
                                                         ("Bob", str(bob))]
    ruleset = games.ruleset("dice-race")
    rows = [recheck(ruleset, entry) for entry in entries]
    assert rows == [{"game_id": game, "player": player, "ok": True, "problem": None,
                     "score": {k: v for k, v in stored[game].items() if k != "finished_at"}}
                    for game, player in ((str(alice), "Alice"), (str(bob), "Bob"))]
    assert rows[0]["score"]["outcome"] == "won"
    _start_checker(games.catalog)
    assert in_processes(_check, entries, 2, _start_checker, (games.catalog,)) == rows
    assert in_processes(_check, entries * 3, 3, _start_checker, (games.catalog,)) == rows * 3


def test_an_entry_that_no_longer_scores_as_stored_is_named(
        challenges: ChallengeService, games: GameService) -> None:
    alice = challenges.enter("race-1", "p-alice", OPEN)
    finish(games, alice, "run")
    challenges.submit("race-1", alice, "p-alice", OPEN)
    entry = challenges.submitted("race-1")[0]
    changed = replace(entry, stored={**entry.stored, "mp": 30})
    row = recheck(games.ruleset("dice-race"), changed)
    assert (row["ok"], row["problem"]) == (
        False, "the stored score differs: mp 30 stored, 29 on re-simulation")
    other = replace(entry, stored={**entry.stored, "outcome": "lost", "version": 14})
    assert recheck(games.ruleset("dice-race"), other)["problem"] == (
        'the stored score differs: outcome "lost" stored, "won" on re-simulation; '
        "version 14 stored, 15 on re-simulation")
    cut = replace(entry, records=entry.records[:-3])
    row = recheck(games.ruleset("dice-race"), cut)
    assert (row["ok"], row["score"], row["problem"]) == (
        False, None, "The entry is rejected: the log ends early, at event 12: re-simulation "
                     "continues with event 13 (DiceRolled), which follows the decision at "
                     "event 12 (run).")


def test_the_command_line_scores_a_solitaire_challenge_again_over_two_processes(
        database_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    app = GameService(starter_catalog(), uuid.uuid4, env=store_env(database_url))
    now = "2026-03-01T00:00:00Z"
    try:
        service = ChallengeService(app)
        service.load(shipped())
        for player in ("p-rosie", "p-sam", "p-ted"):
            game_id = service.enter("solitaire-v1-practice", player, now)
            game = app.load(game_id)
            while game.result() is None:
                action, args = game.ruleset.policy(game.table.rules, game.actions())
                app.decide(game_id, action, args)
                game = app.load(game_id)
            service.submit("solitaire-v1-practice", game_id, player, now)
        stored = service.entries("solitaire-v1-practice")
    finally:
        app.close()
    store = ["--database-url", database_url]
    assert main([*store, "challenge", "verify", "solitaire-v1-practice", "--jobs", "2",
                 "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(r["player"], r["game_id"], r["ok"]) for r in rows] == [
        (e["player"], e["game_id"], True) for e in stored]
    assert [r["score"]["head_hash"] for r in rows] == [e["score"]["head_hash"] for e in stored]
    assert main([*store, "challenge", "verify", "solitaire-v1-practice", "--jobs", "1",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == rows
    assert main([*store, "challenge", "verify", "solitaire-v1-practice", "--jobs", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3 and all(line.endswith("OK") for line in lines)
    assert lines[0].startswith("p-rosie")


def test_a_challenge_pinned_to_an_earlier_version_is_dealt_and_recognised_by_that_version(
        database_url: str, coe_cards_path: Path) -> None:
    # Solitaire Variant 4 deals a Wizard's items deck minion items too (DM and AS have some);
    # a challenge pinned to version 3, which this server still replays, keeps version 3's deal
    # both when it is stored and when its file is loaded again.
    app = GameService(load_catalog(coe_cards_path), uuid.uuid4, env=store_env(database_url))
    try:
        ruleset = app.ruleset("solitaire-v1")
        setup = {"alignment": "hero", "sets": ["TW", "DM", "AS"]}
        spec = {"id": "sol3", "title": "Solitaire 3", "ruleset": "solitaire-v1",
                "ruleset_version": "3", "setup": setup, "sealed": False,
                "opens_at": "2026-01-01T00:00:00Z", "closes_at": "2030-01-01T00:00:00Z"}
        service = ChallengeService(app)
        stored = service.create(spec, "public-seed")
        as_played = ruleset.at_version("3").prepare(setup)
        assert stored.setup == as_played
        assert len(as_played["decks"]["items"]) < len(ruleset.prepare(setup)["decks"]["items"])
        pins = {k: stored.to_json()[k] for k in ("engine", "catalog", "commitment")}
        file = ChallengeFile("sol3.json", {**spec, **pins}, "public-seed")
        assert service.load([file]) == [{"id": "sol3", "source": "sol3.json",
                                          "outcome": "already stored"}]
    finally:
        app.close()


def frozen(game_id: UUID, name: str, challenge: str, version: int) -> str:
    return (f"Game {game_id} is {name}'s entry to challenge {challenge!r}, submitted and "
            f"ranked at version {version}: it can no longer be played or undone.")


def test_a_submitted_entry_takes_no_more_events_and_a_fork_of_it_is_its_own_game(
        games: GameService) -> None:
    challenges = ChallengeService(games)
    challenges.create({**SPEC, "undo_policy": "free"}, SEED)
    game_id = challenges.enter("race-1", "p-alice", OPEN, name="Alice")
    games.decide(game_id, "walk")
    games.undo(game_id, steps=1)  # before it is submitted, the entry is played as any game
    finish(games, game_id, "run")
    score = challenges.submit("race-1", game_id, "p-alice", OPEN)
    records = games.records(game_id)
    for write in (lambda: games.undo(game_id, steps=1),
                  lambda: games.undo(game_id, to_version=2, expected_version=len(records)),
                  lambda: games.decide(game_id, "run")):
        with pytest.raises(EntrySubmitted) as caught:
            write()
        assert caught.value.message == frozen(game_id, "Alice", "race-1", score["version"])
    assert games.records(game_id) == records
    fork = games.fork(game_id, 2)
    assert games.decide(fork, "walk")[0].version == 4
    assert games.records(game_id) == records


@contextmanager
def held(monkeypatch: pytest.MonkeyPatch, owner: type, name: str
         ) -> Iterator[tuple[threading.Event, threading.Event]]:
    """``owner.name`` held at its first call, once it says it is ``reached``, until ``go``:
    one side of a race let through its checks and stopped there while the other runs."""
    reached, go = threading.Event(), threading.Event()
    original = getattr(owner, name)

    def holding(*args: Any, **kwargs: Any) -> Any:
        if not reached.is_set():
            reached.set()
            assert go.wait(60)  # a guard against a hang, not a timing
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, holding)
    yield reached, go


def test_an_undo_racing_the_submission_saved_second_is_refused_as_submitted(
        games: GameService, monkeypatch: pytest.MonkeyPatch) -> None:
    """The undo passes its checks (the entry is not submitted yet) and is held before it
    saves; the submission scores the game and saves meanwhile: the undo is refused, and the
    entry stays the game that was ranked."""
    challenges = ChallengeService(games)
    challenges.create({**SPEC, "undo_policy": "free"}, SEED)
    game_id = challenges.enter("race-1", "p-alice", OPEN, name="Alice")
    finish(games, game_id, "run")
    finished = games.records(game_id)
    with held(monkeypatch, GameService, "_save_events") as (reached, go), \
            ThreadPoolExecutor(1) as pool:
        undo = pool.submit(games.undo, game_id, None, 1)
        assert reached.wait(60)
        score = challenges.submit("race-1", game_id, "p-alice", OPEN)
        go.set()
        refused = undo.exception(60)
    assert isinstance(refused, EntrySubmitted)
    assert refused.message == frozen(game_id, "Alice", "race-1", len(finished))
    assert score["version"] == len(finished) and games.records(game_id) == finished
    assert challenges.entry("race-1", game_id)["score"] == score


def test_an_undo_racing_the_submission_saved_first_is_counted(
        games: GameService, monkeypatch: pytest.MonkeyPatch) -> None:
    """The submission reads the finished game and is held before it saves its score; the
    undo saves meanwhile: the submission scores the game again with the undo counted (no
    longer finished, it is not submitted), and once finished again it is ranked as it is."""
    challenges = ChallengeService(games)
    challenges.create({**SPEC, "undo_policy": "free"}, SEED)
    game_id = challenges.enter("race-1", "p-alice", OPEN, name="Alice")
    finish(games, game_id, "run")
    finished = games.records(game_id)
    with held(monkeypatch, ChallengeService, "_score") as (reached, go), \
            ThreadPoolExecutor(1) as pool:
        submission = pool.submit(challenges.submit, "race-1", game_id, "p-alice", OPEN)
        assert reached.wait(60)
        undone = games.undo(game_id, steps=1)
        go.set()
        refused = submission.exception(60)
    assert isinstance(refused, EntryUnfinished)
    assert games.records(game_id) == [*finished, *undone]
    assert challenges.entry("race-1", game_id)["score"] is None
    finish(games, game_id, "run")
    score = challenges.submit("race-1", game_id, "p-alice", OPEN)
    assert score["version"] == len(games.records(game_id)) > len(finished) + 1


def test_an_upload_of_a_game_played_on_its_own_is_frozen_once_ranked(
        games: GameService) -> None:
    challenges = ChallengeService(games)
    challenges.create({**SPEC, "id": "practice", "sealed": False, "undo_policy": "free"},
                      "public-seed")
    chronicle = Chronicle.begin(games.ruleset("dice-race"), "public-seed",
                                {"goal": 20, "turns": 6}, "free")
    while chronicle.result() is None:
        chronicle.decide("run")
    assert "challenge" not in chronicle.records[0].data  # nothing in the log names an entry
    document = {"format": EXPORT_FORMAT, "records": [r.to_json() for r in chronicle.records]}
    game_id = challenges.upload("practice", "dave", document, OPEN)
    with pytest.raises(EntrySubmitted) as caught:
        games.undo(game_id, steps=1)
    assert caught.value.message == frozen(game_id, "dave", "practice", chronicle.version)
    assert len(games.records(game_id)) == chronicle.version
    # The same game imported on its own is no entry: it is undone as any game is.
    imported = games.import_game(document)
    assert games.undo(imported, steps=1)[0].kind == "Undone"


def test_an_entry_played_on_after_its_submission_is_exported_and_checked_as_ranked(
        database_url: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    """A store written before submitted entries were frozen may hold events appended to one
    after it was ranked: the entry is the game as ranked, and nothing more is appended."""
    app = GameService(starter_catalog(), uuid.uuid4, env=store_env(database_url))
    try:
        challenges = ChallengeService(app)
        challenges.create({**SPEC, "undo_policy": "free", "closes_at": "2100-01-01T00:00:00Z"},
                          SEED)
        game_id = challenges.enter("race-1", "p-alice", OPEN, name="Alice")
        finish(app, game_id, "run")
        score = challenges.submit("race-1", game_id, "p-alice", OPEN)
        ranked = app.records(game_id)
        with monkeypatch.context() as before_the_freeze:
            before_the_freeze.setattr(ChallengeService, "refuse_submitted",
                                      lambda *args: None)
            before_the_freeze.setattr(GameService, "_entry_claim", lambda *args: [])
            app.undo(game_id, steps=1)
        assert len(app.records(game_id)) == score["version"] + 1
        challenges.close("race-1", "2026-01-11T00:00:00Z")
        exported = challenges.export("race-1", game_id, "2026-01-11T00:00:00Z")
        assert exported["records"] == [r.to_json() for r in ranked]
        # The game's own export, in either form, is the entry as ranked too.
        full, _ = export_document(app, game_id)
        assert full == {**exported, "game_id": str(game_id)}
        record, _ = export_document(app, game_id, "record")
        assert isinstance(record, dict) and record["final"] == {
            "version": score["version"], "hash": score["head_hash"]}
        assert len(record["inputs"]) == sum(r.kind == "Decision" for r in ranked)
    finally:
        app.close()
    store = ["--database-url", database_url]
    assert main([*store, "export", str(game_id), "-o", str(tmp_path / "game.json")]) == 0
    assert capsys.readouterr().err == (
        f"Wrote game {game_id} ({score['version']} events) to {tmp_path / 'game.json'}.\n")
    assert json.loads((tmp_path / "game.json").read_text("utf-8")) == full
    assert main([*store, "challenge", "verify", "race-1", "--jobs", "1"]) == 0
    assert capsys.readouterr().out == (
        f"Alice                won     29 MP    4 turns  game {game_id}  OK\n")
    assert main([*store, "challenge", "export", "race-1", "--output", str(tmp_path)]) == 0
    capsys.readouterr()
    written = json.loads((tmp_path / f"{game_id}.json").read_text("utf-8"))
    assert written["records"][-1]["hash"] == score["head_hash"] == ranked[-1].hash
    monkeypatch.setattr("sys.stdin", io.StringIO("\n"))  # let the policy choose a move
    assert main([*store, "play", "--game", str(game_id)]) == 1
    err = capsys.readouterr().err
    assert err == f"redbook: {frozen(game_id, 'Alice', 'race-1', score['version'])}\n"


def test_a_store_written_before_entries_were_marked_freezes_its_submitted_entries(
        database_url: str) -> None:
    app = GameService(stand_in(DIGEST), uuid.uuid4, env=store_env(database_url))
    try:
        challenges = ChallengeService(app)
        challenges.create({**SPEC, "undo_policy": "free"}, SEED)
        alice = challenges.enter("race-1", "p-alice", OPEN, name="Alice")
        bob = challenges.enter("race-1", "p-bob", OPEN, name="Bob")
        finish(app, alice, "run")
        score = challenges.submit("race-1", alice, "p-alice", OPEN)
    finally:
        app.close()
    assert delete_events(database_url, "SubmittedEntry") == 1
    assert delete_events(database_url, "EntriesMarked") == 1
    app = GameService(stand_in(DIGEST), uuid.uuid4, env=store_env(database_url))
    try:
        before = app.records(alice)
        with pytest.raises(EntrySubmitted) as caught:
            app.undo(alice, steps=1)
        assert caught.value.message == frozen(alice, "Alice", "race-1", score["version"])
        assert app.records(alice) == before
        app.decide(bob, "walk")  # an entry not submitted is played on
        with pytest.raises(EntrySubmitted):  # now by its mark
            app.decide(alice, "walk")
    finally:
        app.close()
