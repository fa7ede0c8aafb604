"""Game records on the command line: ``redbook export --format record``, ``verify`` and
``import`` of a record, an illegal input named, and a record file that holds no game (cut
short, not UTF-8, empty, another format) named with its problem."""

from __future__ import annotations

import json
from pathlib import Path
from uuid import UUID

import pytest

from api.cli import main
from domain.challenges import commitment
from domain.store.challenges import ChallengeService
from domain.store.games import GameService
from tests.support import RACE_SETUP

pytestmark = pytest.mark.usefixtures("no_operator_settings")


def run(capsys: pytest.CaptureFixture[str], url: str, *args: str) -> tuple[int, str, str]:
    status = main(["--database-url", url, *args])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.fixture
def game(store: GameService) -> UUID:
    """A finished dice race with an undone draw."""
    game_id = store.start("dice-race", 42, RACE_SETUP)
    store.decide(game_id, "walk")
    store.decide(game_id, "draw")
    store.undo(game_id, steps=1)
    while store.load(game_id).result() is None:
        store.decide(game_id, "run")
    return game_id


def test_a_record_exports_verifies_and_imports_as_the_same_game(
        capsys: pytest.CaptureFixture[str], url: str, store: GameService, game: UUID,
        tmp_path: Path) -> None:
    path = tmp_path / "race.record.json"
    status, _, err = run(capsys, url, "export", str(game), "--format", "record", "-o",
                         str(path))
    records = store.records(game)
    inputs = json.loads(path.read_text("utf-8"))["inputs"]
    assert (status, err) == (0, f"Wrote game {game} ({len(inputs)} inputs) to {path}.\n")
    assert inputs[:3] == [{"action": "walk"}, {"action": "draw"}, {"undo_to": 5}]
    result = json.dumps(store.load(game).result(), sort_keys=True)
    status, out, _ = run(capsys, url, "verify", str(path))
    assert (status, out) == (0, f"OK: {path} replays ({len(inputs)} inputs, {len(records)} "
                                f"events): dice-race version 1; final hash {records[-1].hash}; "
                                f"result {result}.\n")
    status, out, _ = run(capsys, url, "verify", "--json", str(path))
    assert (status, json.loads(out)) == (0, {
        "ok": True, "inputs": len(inputs), "events": len(records), "ruleset": "dice-race",
        "ruleset_version": "1", "challenge": None, "final_hash": records[-1].hash,
        "result": store.load(game).result()})
    status, out, _ = run(capsys, url, "import", str(path))
    assert status == 0
    assert store.records(UUID(out.strip())) == records


def test_a_record_with_an_illegal_input_fails_verify_and_import_naming_it(
        capsys: pytest.CaptureFixture[str], url: str, store: GameService, game: UUID,
        tmp_path: Path) -> None:
    path = tmp_path / "race.record.json"
    run(capsys, url, "export", str(game), "--format", "record", "-o", str(path))
    record = json.loads(path.read_text("utf-8"))
    record["inputs"][3:3] = [{"undo_to": 40}]
    path.write_text(json.dumps(record), "utf-8")
    why = ('Input 4 of the record ({"undo_to": 40}, after event 8) is refused: Version 40 is '
           "not an earlier point of the current history, so the game cannot go back to it.")
    assert run(capsys, url, "verify", str(path)) == (1, f"FAILED: {path}: {why}\n", "")
    games = store.game_ids()
    assert run(capsys, url, "import", str(path)) == (1, "", f"redbook: {why}\n")
    assert store.game_ids() == games


#: Record files that hold no game, and what is said of each (also sent as request bodies by
#: ``tests/api/test_records_api.py``).
BAD = {
    "cut-short.record.json": (b'{"format": "redbook-record/1", "inputs": [{"action": "wa',
                              "not JSON: cut short, it ends unfinished (at line 1, column 54)."),
    "latin-1.record.json": (b'{"format": "redbook-record/1", "seed": "\xe9owyn"}',
                            "not JSON: not UTF-8 text (byte 0xe9 at position 40)."),
    "empty.record.json": (b"", "not JSON: the file is empty."),
    "moves.txt": (b"Bilbo walks\nBilbo runs\n", "not JSON: it begins with 'Bilbo walks'."),
    "board.png": (b"\x89PNG\r\n\x1a\n", "not JSON: a PNG image."),
    "other.json": (b'{"format": "chess-pgn/1"}',
                   'Not a Red Book game log or record: expected "format": "redbook-game/1" '
                   '(the full log) or "redbook-record/1" (the record).'),
}


@pytest.mark.parametrize("command", ["verify", "import"])
@pytest.mark.parametrize("name", list(BAD))
def test_a_record_file_that_holds_no_game_is_named_with_its_problem(
        capsys: pytest.CaptureFixture[str], url: str, store: GameService, tmp_path: Path,
        command: str, name: str) -> None:
    content, problem = BAD[name]
    path = tmp_path / name
    path.write_bytes(content)
    games = store.game_ids()
    assert run(capsys, url, command, str(path)) == (2, "", f"redbook {command}: {path}: "
                                                           f"{problem}\n")
    assert store.game_ids() == games and path.read_bytes() == content


def test_a_malformed_record_is_refused_as_the_api_refuses_it_then_by_its_own_checks(
        capsys: pytest.CaptureFixture[str], url: str, tmp_path: Path) -> None:
    path = tmp_path / "bad.record.json"
    path.write_text(json.dumps({"format": "redbook-record/1", "ruleset": "dice-race",
                                "ruleset_version": "1", "engine": "1", "catalog": "x",
                                "setup": {}, "undo_policy": "free", "inputs": {}}), "utf-8")
    status, out, err = run(capsys, url, "verify", str(path))
    assert (status, out) == (2, "")
    # Read as the API reads it (POST /games/verify says the same), then as a record.
    assert err.splitlines() == [f"redbook verify: {path}: inputs: Input should be a valid list."]
    document = json.loads(path.read_text("utf-8"))
    path.write_text(json.dumps({**document, "inputs": []}), "utf-8")
    status, out, err = run(capsys, url, "verify", str(path))
    assert (status, out) == (2, "")
    assert err.splitlines() == [
        f"redbook verify: {path}: The game record is not valid.",
        "  - seed: a record holds the seed, or for a sealed challenge entry only its "
        "commitment (one of the two)"]


def test_a_sealed_entry_s_record_carries_the_commitment_and_is_verified_after_the_close(
        capsys: pytest.CaptureFixture[str], url: str, store: GameService,
        tmp_path: Path) -> None:
    seed = "a-sealed-seed-that-no-record-may-hold-0123456789"
    challenges = ChallengeService(store)
    challenges.create({"id": "cup", "title": "The Cup", "ruleset": "dice-race",
                       "setup": RACE_SETUP, "opens_at": "2020-01-01T00:00:00Z",
                       "closes_at": "2999-01-01T00:00:00Z"}, seed)
    entry = challenges.enter("cup", "bilbo", "2026-01-01T00:00:00Z")
    store.decide(entry, "walk")
    path = tmp_path / "entry.record.json"
    status, _, err = run(capsys, url, "export", str(entry), "--format", "record", "-o",
                         str(path))
    text = path.read_text("utf-8")
    assert status == 0 and seed not in text
    assert json.loads(text)["commitment"] == commitment(seed)
    assert err.splitlines()[0] == (
        f"redbook export: game {entry} is an entry of a challenge whose seed is sealed; the "
        "seed's commitment stands for the seed in this record, which can be verified only "
        "after the challenge closes.")
    sealed = ("This is the record of a challenge entry made while the challenge's seed was "
              f"sealed (commitment {commitment(seed)}): it can be replayed once the challenge "
              "closes and reveals the seed (export it again then).")
    assert run(capsys, url, "verify", str(path)) == (1, "", f"redbook: {path}: {sealed}\n")
    challenges.close("cup", "2026-01-02T00:00:00Z")
    run(capsys, url, "export", str(entry), "--format", "record", "-o", str(path))
    assert json.loads(path.read_text("utf-8"))["seed"] == seed
    status, out, _ = run(capsys, url, "verify", str(path))
    records = store.records(entry)
    assert (status, out) == (0, f"OK: {path} replays (1 input, {len(records)} events): dice-race "
                                "version 1, an entry of challenge cup; final hash "
                                f"{records[-1].hash}; the game is still in play.\n")
