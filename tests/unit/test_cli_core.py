"""The ``redbook`` commands around stored and portable logs: verify, export, import, games and
rulesets. They run with the starter card catalog, as a player would."""

from __future__ import annotations

import json
import uuid
from dataclasses import replace
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest

from api.cli import main
from api.config import store_env
from domain.chronicle import GENESIS_HASH, Record, record_hash, seal
from domain.ruleset import ruleset_class
from domain.store.games import GameService
from tests.support import RACE_SETUP, reseal, stand_in

pytestmark = pytest.mark.usefixtures("no_operator_settings")


def play(app: GameService, to_the_end: bool = False) -> UUID:
    game = app.start("dice-race", 42, RACE_SETUP)
    for action in ("walk", "draw", "run"):
        app.decide(game, action)
    while to_the_end and app.load(game).result() is None:
        app.decide(game, "walk")
    return game


def write_log(path: Path, records: list[Record] | list[dict[str, Any]]) -> Path:
    rows = [r.to_json() if isinstance(r, Record) else r for r in records]
    path.write_text(json.dumps({"format": "redbook-game/1", "records": rows}), "utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


# -- verify ---------------------------------------------------------------------------------

def test_verify_ok(store: GameService, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The OK line gives what a judge compares with a leaderboard: the ruleset and version
    the game was played and verified under, its final hash and its result."""
    records = store.records(play(store))
    log = write_log(tmp_path / "game.json", records)
    assert run(capsys, "verify", str(log)) == (
        0, f"OK: {log} verifies (10 events): dice-race version 1; final hash {records[-1].hash}; "
           "the game is still in play.\n", "")
    finished = store.records(play(store, to_the_end=True))
    log = write_log(tmp_path / "finished.json", finished)
    assert run(capsys, "verify", str(log)) == (
        0, f"OK: {log} verifies ({len(finished)} events): dice-race version 1; final hash "
           f'{finished[-1].hash}; result {{"outcome": "lost", "square": 19, "turns": 6}}.\n', "")
    status, out, _ = run(capsys, "verify", "--json", str(log))
    assert (status, json.loads(out)) == (0, {
        "ok": True, "events": len(finished), "first_difference": None, "ruleset": "dice-race",
        "ruleset_version": "1", "challenge": None, "final_hash": finished[-1].hash,
        "result": {"outcome": "lost", "square": 19, "turns": 6}})


def test_verify_names_a_changed_event(store: GameService, tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    records = store.records(play(store))
    rows = [r.to_json() for r in records]
    rows[8]["data"]["values"] = [6, 6]
    log = write_log(tmp_path / "game.json", rows)
    changed = Record.from_json(rows[8])
    assert run(capsys, "verify", str(log)) == (
        1, f"FAILED: {log} (10 events) does not verify: event 9 was changed: its content does "
           "not match its own hash.\n"
           "  event 9, field by field:\n"
           f'    hash: recorded "{records[8].hash}", expected '
           f'"{record_hash(9, changed.fact, changed.prev_hash)}"\n', "")
    # Its hash made again too: the chain breaks at event 10, and event 9 is named first.
    resealed = seal(9, changed.fact, changed.prev_hash)
    log = write_log(tmp_path / "game.json", [*records[:8], resealed, *records[9:]])
    assert run(capsys, "verify", str(log)) == (
        1, f"FAILED: {log} (10 events) does not verify: event 9 was changed: its content no "
           "longer matches the hash event 10 chained to (the hash chain breaks at event 10).\n"
           "  event 9, field by field:\n"
           f'    hash: recorded "{resealed.hash}", expected "{records[8].hash}"\n', "")


def forged_at_five(store: GameService, tmp_path: Path) -> Path:
    """The game's log with event 5 moved 6 squares, not 2, and every hash made again."""
    forged: list[Record] = []
    previous = GENESIS_HASH
    for record in store.records(play(store)):
        data = dict(record.data)
        if record.version == 5:
            data.update(steps=6, to=6)
        sealed = seal(record.version, type(record.fact)(record.kind, data, record.rule),
                      previous)
        forged.append(sealed)
        previous = sealed.hash
    return write_log(tmp_path / "forged.json", forged)


def test_verify_shows_the_fields_that_differ(store: GameService, tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    log = forged_at_five(store, tmp_path)
    status, out, _ = run(capsys, "verify", str(log))
    assert status == 1
    said = [
        f"FAILED: {log} (10 events) does not verify: event 5 differs from its re-simulation: "
        "the first outcome that differs follows the decision at event 3 (walk).",
        "  event 5, field by field:",
        "    data.steps: recorded 6, expected 2",
        "    data.to: recorded 6, expected 2",
    ]
    assert out.splitlines() == said
    # The whole events on request, after the fields.
    status, out, _ = run(capsys, "verify", "--full", str(log))
    assert (status, out.splitlines()) == (1, [
        *said,
        '  recorded event 5: {"data": {"steps": 6, "stumbled": false, "to": 6}, "kind": '
        '"Moved", "rule": "DR-2"}',
        '  expected event 5: {"data": {"steps": 2, "stumbled": false, "to": 2}, "kind": '
        '"Moved", "rule": "DR-2"}',
    ])


def test_verify_as_json(store: GameService, tmp_path: Path,
                        capsys: pytest.CaptureFixture[str]) -> None:
    log = write_log(tmp_path / "game.json", store.records(play(store))[:9])
    status, out, _ = run(capsys, "verify", "--json", str(log))
    assert status == 1
    moved = {"kind": "Moved", "data": {"steps": 7, "stumbled": False, "to": 9}, "rule": "DR-3"}
    assert json.loads(out) == {"ok": False, "events": 9, "first_difference": {
        "version": 10, "reason": "the log ends early: re-simulation continues",
        "recorded": None, "expected": moved, "kind": "ends-early", "event": 10,
        "summary": "the log ends early, at event 9: re-simulation continues with event 10 "
                   "(Moved), which follows the decision at event 8 (run)",
        "decision": {"version": 8, "kind": "Decision", "data": {"action": "run", "args": {}}},
        "differences": []}, "ruleset": None, "ruleset_version": None, "challenge": None,
        "final_hash": None, "result": None}
    # No field compares (the log holds no event 10): the expected event is shown whole.
    status, out, _ = run(capsys, "verify", str(log))
    assert (status, out.splitlines()[1:]) == (1, [
        '  expected event 10: {"data": {"steps": 7, "stumbled": false, "to": 9}, "kind": '
        '"Moved", "rule": "DR-3"}'])


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("{not json", "not JSON: Expecting property name enclosed in double quotes at line 1, "
                      "column 2."),
        ('{"format": "chess-pgn"}', 'Not a Red Book game log or record: expected "format": '
                                    '"redbook-game/1" (the full log) or "redbook-record/1" '
                                    "(the record)."),
        # Read no deeper than a request body is: no traceback of a stack run out.
        ('{"format": "redbook-game/1", "records": ' + "[" * 5000 + "]" * 5000 + "}",
         "nested too deeply: arrays and objects more than 64 levels deep are not read."),
        # Not the last of two values, as a JSON reader would take it: refused.
        ('{"format": "chess-pgn", "records": [], "format": "redbook-game/1"}',
         'the key "format" appears twice in one object.'),
    ],
)
def test_verify_refuses_what_is_not_a_log(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                          content: str, problem: str) -> None:
    path = tmp_path / "thing.json"
    path.write_text(content, "utf-8")
    assert run(capsys, "verify", str(path)) == (2, "", f"redbook verify: {path}: {problem}\n")


def test_verify_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "nowhere.json"
    assert run(capsys, "verify", str(path)) == (
        2, "", f"redbook verify: {path}: no such file.\n")


def test_verify_refuses_a_log_of_another_catalog(starter: Any, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    other = GameService(stand_in(), uuid.uuid4, env=store_env("sqlite:///:memory:"))
    try:
        log = write_log(tmp_path / "game.json", other.records(play(other)))
    finally:
        other.close()
    assert run(capsys, "verify", str(log)) == (
        1, "", f"redbook: This game was recorded under card catalog sha256:stand-in, but this "
               f"server runs {starter.digest}; it cannot be replayed here without risking "
               "another result.\n")


def test_verify_with_a_missing_card_file(store: GameService, tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    log = write_log(tmp_path / "game.json", store.records(play(store)))
    cards = tmp_path / "no-cards.json"
    status, out, err = run(capsys, "--cards", str(cards), "verify", str(log))
    assert (status, out) == (1, "")
    assert err.startswith(f"redbook: {cards}")


# -- export and import ----------------------------------------------------------------------

def test_export_to_standard_output(store: GameService, url: str,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    game = play(store)
    status, out, err = run(capsys, "--database-url", url, "export", str(game))
    assert (status, err) == (0, "")
    assert json.loads(out) == store.export(game)


def test_export_to_a_file_then_verify_and_import(store: GameService, url: str, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    game = play(store)
    path = tmp_path / "game.json"
    assert run(capsys, "--database-url", url, "export", str(game), "-o", str(path)) == (
        0, "", f"Wrote game {game} (10 events) to {path}.\n")
    assert run(capsys, "verify", str(path))[0] == 0
    status, out, err = run(capsys, "--database-url", url, "import", str(path))
    assert (status, err) == (0, "")
    copy = UUID(out.strip())
    assert store.game_ids() == [game, copy]
    assert store.records(copy) == store.records(game)


def test_export_refuses_a_bad_or_unknown_id(url: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "--database-url", url, "export", "game-7") == (
        2, "", "redbook export: 'game-7' is not a game id (a UUID).\n")
    missing = UUID(int=9)
    assert run(capsys, "--database-url", url, "export", str(missing)) == (
        1, "", f"redbook: There is no game {missing}.\n")


def test_import_refuses_a_log_that_does_not_verify(store: GameService, url: str,
                                                   tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    game = play(store)
    document = store.export(game)
    document["records"][3]["data"]["values"] = [5]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(document), "utf-8")
    assert run(capsys, "--database-url", url, "import", str(path)) == (
        1, "", "redbook: The log does not verify: event 4 was changed: its content does not "
               "match its own hash.\n")
    assert store.game_ids() == [game]


def test_import_refuses_what_is_not_json(store: GameService, url: str, tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    path.write_text("[1, 2", "utf-8")
    status, out, err = run(capsys, "--database-url", url, "import", str(path))
    assert (status, out) == (2, "")
    assert err == f"redbook import: {path}: not JSON: cut short, it ends unfinished (at line " \
                  "1, column 6).\n"
    assert store.game_ids() == []


@pytest.mark.parametrize(("version", "said"), [
    ("11", 'a whole number, not the text "11"'),
    (11.9, "a fraction is not accepted: numbers are whole"),
    (True, "a whole number, not true"),
    (" 11 ", 'a whole number, not the text " 11 "'),
])
def test_a_version_not_a_whole_json_number_is_refused_as_the_api_refuses_it(
        store: GameService, url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        version: Any, said: str) -> None:
    """verify, import and a challenge entry's upload read a file as POST /games/verify and
    POST /games/import read a body: the same refusal, the same words."""
    game = play(store)
    document = store.export(game)
    document["records"][9]["version"] = version
    path = tmp_path / "game.json"
    path.write_text(json.dumps(document), "utf-8")
    problem = f"{path}: records.9.version: {said}.\n"
    assert run(capsys, "verify", str(path)) == (2, "", f"redbook verify: {problem}")
    assert run(capsys, "--database-url", url, "import", str(path)) == (
        2, "", f"redbook import: {problem}")
    assert run(capsys, "--database-url", url, "challenge", "submit", "cup", "--player", "frodo",
               "--file", str(path)) == (2, "", f"redbook challenge submit: {problem}")
    assert store.game_ids() == [game]


def test_a_log_not_beginning_with_game_started_is_judged_no_start(
        store: GameService, url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = play(store)
    headless = reseal(store.records(game)[1:])
    path = write_log(tmp_path / "game.json", headless)
    summary = "event 1 is DeckShuffled, not GameStarted: a game must begin with GameStarted"
    assert run(capsys, "verify", str(path)) == (
        1, f"FAILED: {path} (9 events) does not verify: {summary}.\n", "")
    status, out, err = run(capsys, "verify", "--json", str(path))
    assert (status, json.loads(out)["first_difference"]["kind"], err) == (1, "no-start", "")
    assert run(capsys, "--database-url", url, "import", str(path)) == (
        1, "", f"redbook: The log does not verify: {summary}.\n")
    assert store.game_ids() == [game]


def test_import_refuses_a_start_whose_setup_a_game_cannot_start_with(
        store: GameService, url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = play(store)
    records = store.records(game)
    forged = dict(records[0].data)
    forged["setup"] = {**RACE_SETUP, "shortcut": True}
    forged["undo_policy"] = "always"
    path = write_log(tmp_path / "game.json",
                     reseal([replace(records[0], data=forged), *records[1:]]))
    assert run(capsys, "--database-url", url, "import", str(path)) == (
        1, "", "redbook: The log does not verify: event 1 (GameStarted) starts no game: its "
               "setup is not valid: unknown option 'shortcut'; undo_policy: one of free, "
               "before-reveal, none, not 'always'.\n")
    assert store.game_ids() == [game]


# -- listings -------------------------------------------------------------------------------

def test_games_on_an_empty_store(url: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "--database-url", url, "games") == (0, "No games stored yet.\n", "")


def test_games_lists_id_ruleset_version_and_result(store: GameService, url: str,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    playing = play(store)
    ended = play(store, to_the_end=True)
    assert run(capsys, "--database-url", url, "games") == (0, (
        f"{playing}  dice-race  v10     in play\n"
        f"{ended}  dice-race  v20     lost\n"), "")
    status, out, _ = run(capsys, "--database-url", url, "games", "--json")
    assert status == 0
    assert json.loads(out) == [
        {"id": str(playing), "ruleset": "dice-race", "version": 10, "result": None,
         "status": "in play"},
        {"id": str(ended), "ruleset": "dice-race", "version": 20, "status": "lost",
         "result": {"outcome": "lost", "square": 19, "turns": 6}},
    ]


def test_games_marks_a_game_of_another_catalog(url: str,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    other = GameService(stand_in(), uuid.uuid4, env=store_env(url))
    try:
        game = other.start("dice-race", 1)
    finally:
        other.close()
    assert run(capsys, "--database-url", url, "games") == (
        0, f"{game}  dice-race  v2      cannot be replayed here (catalog-mismatch)\n", "")


def test_rulesets_lists_titles_versions_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "rulesets")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert "dice-race" not in out  # the core's test ruleset is played by id, not listed
    start = lines.index("there-and-back-again  There and Back Again (solitaire scenario) "
                        f"(version {ruleset_class('there-and-back-again').version})")
    assert lines[start + 1].startswith("    ")
    assert "    deck: a deck shipped in seeds/decks/road-goes-ever-on: default, golden-hoard " \
           "(for golden_hoard; " in out
    status, out, _ = run(capsys, "rulesets", "--json")
    listed = {r["id"]: r for r in json.loads(out)}
    assert "dice-race" not in listed
    assert listed["there-and-back-again"]["title"] == "There and Back Again (solitaire scenario)"
    assert listed["there-and-back-again"]["options"]
    # The Road's shipped decks, by name, in the deck option's help.
    assert "golden-hoard (for golden_hoard; " in listed["road-goes-ever-on"]["options"]["deck"]


def test_rulesets_refuses_a_card_file_that_is_not_there(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nope.json"
    refused = (1, "", f"redbook: {missing}: no such file\n")
    assert run(capsys, "--cards", str(missing), "rulesets") == refused
    monkeypatch.setenv("REDBOOK_CARDS", str(missing))
    assert run(capsys, "rulesets", "--json") == refused


def test_rulesets_notes_name_the_reading_of_each_ambiguous_clause(
        capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "rulesets", "--notes")
    assert status == 0
    assert "    note SV1-HAZ-5: Each assisting member taps and counts +1 in the checking " \
           "member's favour" in out
    status, out, _ = run(capsys, "rulesets", "--json", "--notes")
    listed = {r["id"]: r for r in json.loads(out)}
    assert "SV1-SEQ-7" in listed["solitaire-v1"]["rules_notes"]
