"""Plain mistakes of a user or an operator end in one line, ``redbook: ...``, naming the path
or the setting, and exit status 1 (2 for a command line argparse refuses): never a traceback.
What a command writes is checked before it plays anything."""

from __future__ import annotations

import io
import json
import socket
import time
from pathlib import Path
from typing import Any
from uuid import UUID, uuid4

import pytest

from api.cli import main
from api.config import store_env
from domain.challenges import commitment
from domain.store.games import GameService
from tests.support import stand_in
from tests.unit.test_cli_core import play, run

pytestmark = pytest.mark.usefixtures("no_operator_settings")

UNSUPPORTED = ("redbook: --database-url (or REDBOOK_DATABASE_URL): unsupported database URL "
               "'mysql://x/y': use sqlite:///PATH or "
               "postgresql://USER:PASSWORD@HOST:PORT/DATABASE.\n")


@pytest.fixture
def a_file(tmp_path: Path) -> Path:
    path = tmp_path / "afile"
    path.write_text("kept", "utf-8")
    return path


@pytest.fixture
def nothing_played(monkeypatch: pytest.MonkeyPatch) -> None:
    """``redbook simulate`` fails the test if it starts playing."""

    def refuse(*_: Any) -> None:
        raise AssertionError("a game was played before the paths were checked")

    monkeypatch.setattr("api.commands.simulate.play_games", refuse)


@pytest.mark.usefixtures("nothing_played")
def test_simulate_refuses_an_export_folder_it_cannot_make_before_playing(
        a_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "simulate", "--games", "1", "--export", str(a_file)) == (
        1, "", f"redbook: --export: the folder {a_file} is a file, not a folder.\n")
    assert run(capsys, "simulate", "--games", "1", "--export", str(a_file / "logs")) == (
        1, "", f"redbook: --export: the folder {a_file / 'logs'} cannot be made (not a "
               "directory).\n")
    assert a_file.read_text("utf-8") == "kept"


@pytest.mark.usefixtures("nothing_played")
def test_simulate_refuses_a_plot_file_it_cannot_write_before_playing(
        a_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    plot = a_file / "p.svg"
    assert run(capsys, "simulate", "--games", "2", "--plot", str(plot)) == (
        1, "", f"redbook: --plot {plot}: its folder {a_file} is a file, not a folder.\n")
    folder = tmp_path / "scores.svg"
    folder.mkdir()
    assert run(capsys, "simulate", "--games", "2", "--plot", str(folder)) == (
        1, "", f"redbook: --plot {folder}: a folder, not a file.\n")


def test_simulate_makes_the_plot_folder_and_leaves_no_probe_behind(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    plot = tmp_path / "new" / "p.svg"
    status, _, _ = run(capsys, "simulate", "--ruleset", "dice-race", "--games", "1",
                       "--quiet", "--plot", str(plot))
    assert status == 0
    assert plot.read_bytes().startswith(b"<?xml")


def test_export_to_a_folder_or_under_a_file_is_one_line(
        store: GameService, url: str, a_file: Path, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    game = str(play(store))
    assert run(capsys, "--database-url", url, "export", game, "-o", str(tmp_path)) == (
        1, "", f"redbook: -o {tmp_path}: a folder, not a file.\n")
    target = a_file / "x.json"
    assert run(capsys, "--database-url", url, "export", game, "-o", str(target)) == (
        1, "", f"redbook: -o {target}: its folder {a_file} is a file, not a folder.\n")
    missing = tmp_path / "nonexistent" / "dir" / "x.json"
    assert run(capsys, "--database-url", url, "export", game, "-o", str(missing)) == (
        1, "", f"redbook: -o {missing}: its folder {missing.parent} does not exist.\n")
    assert not (tmp_path / "nonexistent").exists()


@pytest.mark.parametrize("command", [["games"], ["serve", "--port", "0"]])
def test_an_unsupported_database_url_names_the_setting(
        command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "--database-url", "mysql://x/y", *command) == (1, "", UNSUPPORTED)
    # After the command, as before it.
    assert run(capsys, *command, "--database-url", "mysql://x/y") == (1, "", UNSUPPORTED)


@pytest.mark.parametrize(("name", "value", "least"), [
    ("REDBOOK_MAX_BODY_BYTES", "abc", 1),
    ("REDBOOK_MAX_BODY_BYTES", "0", 1),
    ("REDBOOK_CACHE_GAMES", "abc", 0),
    ("REDBOOK_CACHE_EVENTS", "-5", 0),
    ("REDBOOK_SNAPSHOT_EVERY", "0", 1),
])
def test_a_bad_setting_of_serve_is_named(
        name: str, value: str, least: int, url: str, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv(name, value)
    assert run(capsys, "--database-url", url, "serve", "--port", "0") == (
        1, "", f"redbook: The setting {name} is a whole number of at least {least}, not "
               f"{value!r}.\n")


def test_a_bad_store_setting_is_named_by_any_command(
        url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("REDBOOK_CACHE_GAMES", "many")
    assert run(capsys, "--database-url", url, "games") == (
        1, "", "redbook: The setting REDBOOK_CACHE_GAMES is a whole number of at least 0, not "
               "'many'.\n")


def test_a_home_where_no_store_can_be_made_is_named(
        a_file: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("REDBOOK_HOME", str(a_file / "home"))
    assert run(capsys, "games") == (
        1, "", f"redbook: The store's folder {a_file / 'home'} cannot be made (not a "
               "directory): set REDBOOK_HOME or --database-url (or REDBOOK_DATABASE_URL) to "
               "keep games elsewhere.\n")


@pytest.mark.parametrize("size", ["-5", "0", "1e3"])
def test_serve_takes_a_body_limit_of_at_least_one_byte(
        size: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["serve", "--max-body-bytes", size])
    assert exited.value.code == 2
    assert capsys.readouterr().err.endswith(
        f"redbook serve: error: argument --max-body-bytes: a whole number, at least 1, not "
        f"{size!r}\n")


def test_serve_on_a_busy_port_says_so_and_nothing_else(
        url: str, capsys: pytest.CaptureFixture[str]) -> None:
    with socket.create_server(("127.0.0.1", 0)) as busy:
        port = busy.getsockname()[1]
        assert run(capsys, "--database-url", url, "serve", "--port", str(port)) == (
            1, "", f"redbook: Cannot listen on 127.0.0.1:{port} (--host, --port): address "
                   "already in use.\n")


def test_play_refuses_to_resume_a_game_with_the_flags_of_a_new_one(
        store: GameService, url: str, capsys: pytest.CaptureFixture[str]) -> None:
    game = str(play(store))
    said = ("redbook play: --game resumes a stored game with its own ruleset, seed, setup and "
            "undo policy; give it without {}.\n")
    assert run(capsys, "--database-url", url, "play", "--game", game, "--ruleset",
               "solitaire-v1", "--seed", "9") == (2, "", said.format("--ruleset, --seed"))
    assert run(capsys, "--database-url", url, "play", "--game", game, "--undo-policy",
               "none") == (2, "", said.format("--undo-policy"))
    assert len(store.records(UUID(game))) == 10  # nothing was played


#: What a seed beyond 64 bits is told, by any option that takes a seed.
OUT_OF_RANGE = ("a whole number from -9223372036854775808 to 9223372036854775807, not "
                "18446744073709551616.\n")


@pytest.mark.parametrize(("seed", "said"), [
    ("18446744073709551616", OUT_OF_RANGE),
    ("9223372036854775808", OUT_OF_RANGE.replace("18446744073709551616",
                                                  "9223372036854775808")),
    ("", "may not be empty.\n"),
    ("x" * 201, "may be at most 200 characters long.\n"),
])
def test_play_refuses_a_seed_the_api_would_before_opening_the_store(
        seed: str, said: str, url: str, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    """A seed beyond 64 bits once stored a game that broke every read of the store, and
    exported a log that `redbook verify` refused: it is refused up front, as the API does."""
    assert run(capsys, "--database-url", url, "play", "--ruleset", "dice-race",
               "--seed", seed) == (1, "", f"redbook: --seed: {said}")
    assert not (tmp_path / "store").exists()


@pytest.mark.usefixtures("nothing_played")
def test_simulate_refuses_a_seed_the_api_would_before_playing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    export = tmp_path / "logs"
    assert run(capsys, "simulate", "--ruleset", "dice-race", "--game-seed",
               "18446744073709551616", "--export", str(export)) == (
        1, "", f"redbook: --game-seed: {OUT_OF_RANGE}")
    assert run(capsys, "simulate", "--ruleset", "dice-race", "--seed", "") == (
        1, "", "redbook: --seed: may not be empty.\n")
    assert not export.exists()


def test_challenge_create_refuses_an_empty_practice_seed(
        url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "--database-url", url, "challenge", "create", "cup", "--title", "Cup",
               "--ruleset", "dice-race", "--opens-at", "2030-01-01T00:00:00Z",
               "--closes-at", "2030-02-01T00:00:00Z", "--practice-seed", "") == (
        1, "", "redbook: --practice-seed: may not be empty.\n")
    assert not (tmp_path / "store").exists()


PRACTICE = ("challenge", "create", "pc", "--title", "P", "--ruleset", "dice-race",
            "--opens-at", "2026-01-01T00:00:00Z", "--closes-at", "2031-01-01T00:00:00Z")


def test_a_practice_seed_follows_the_one_seed_rule_as_seed_does(
        url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Digits are the number a game's --seed plays, so one too large for 64 bits is refused,
    and a practice challenge from 12 deals the game --seed 12 deals."""
    assert run(capsys, "--database-url", url, *PRACTICE, "--practice-seed",
               "18446744073709551616") == (1, "", f"redbook: --practice-seed: {OUT_OF_RANGE}")
    assert not (tmp_path / "store").exists()
    status, out, _ = run(capsys, "--database-url", url, *PRACTICE, "--practice-seed", "12")
    assert status == 0
    (published,) = [word.rstrip(".") for word in out.split() if word.startswith("sha256:")]
    assert published == commitment(12) != commitment("12")
    status, out, _ = run(capsys, "--database-url", url, "challenge", "enter", "pc",
                         "--player", "sam")
    assert status == 0
    games = GameService(stand_in(), uuid4, env=store_env(url))
    try:
        entry = games.records(UUID(out.strip()))
        played = games.records(games.start("dice-race", 12))
    finally:
        games.close()
    assert entry[0].data["seed"] == 12
    assert [r.data for r in entry[1:]] == [r.data for r in played[1:]]
    # The seed as typed matches its commitment; so does an older challenge's text "12".
    for stored in (12, "12"):
        assert run(capsys, "challenge", "check-commitment", "--commitment",
                   commitment(stored), "--seed", "12")[:2] == (
            0, f"OK: the seed matches the commitment {commitment(stored)}.\n")


def test_a_malformed_commitment_is_said_to_be_one_not_a_mismatch(
        capsys: pytest.CaptureFixture[str]) -> None:
    for given in ("garbage", "sha256:" + "0" * 63, "SHA256:" + "0" * 64):
        assert run(capsys, "challenge", "check-commitment", "--commitment", given,
                   "--seed", "x") == (
            1, "", f"redbook: --commitment: a commitment is sha256:<64 hex digits>, not "
                   f"{given!r}.\n")
    assert run(capsys, "challenge", "check-commitment", "--commitment", "sha256:" + "0" * 64,
               "--seed", "x") == (1, "MISMATCH: the seed's commitment is not sha256:"
                                  + "0" * 64 + ".\n", "")


def test_the_largest_seed_plays_exports_and_verifies(
        url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    status, _, _ = run(capsys, "--database-url", url, "play", "--ruleset", "dice-race",
                       "--seed", "9223372036854775807")
    assert status == 0
    status, out, _ = run(capsys, "--database-url", url, "games", "--json")
    (game,) = json.loads(out)
    log = tmp_path / "game.json"
    assert run(capsys, "--database-url", url, "export", game["id"], "-o", str(log))[0] == 0
    assert json.loads(log.read_text("utf-8"))["records"][0]["data"]["seed"] == 2**63 - 1
    status, out, _ = run(capsys, "verify", str(log))
    assert (status, out.startswith(f"OK: {log} verifies")) == (0, True)


@pytest.mark.parametrize("port", ["70000", "-1", "65536", "abc"])
def test_serve_takes_a_port_from_0_to_65535(port: str, capsys: pytest.CaptureFixture[str]
                                             ) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["serve", f"--port={port}"])
    assert exited.value.code == 2
    assert capsys.readouterr().err.endswith(
        f"redbook serve: error: argument --port: a port number from 0 to 65535, not "
        f"{port!r}\n")


def test_serve_on_port_0_announces_the_port_it_was_given(
        url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    served: list[int] = []

    def serve(_: Any, sockets: list[socket.socket]) -> None:
        served.append(sockets[0].getsockname()[1])
        sockets[0].close()

    monkeypatch.setattr("uvicorn.Server.run", serve)
    status, out, _ = run(capsys, "--database-url", url, "serve", "--port", "0")
    (port,) = served
    assert (status, port > 0) == (0, True)
    assert out.startswith(f"Red Book API on http://127.0.0.1:{port}: open "
                          f"http://127.0.0.1:{port}/ for the web table")


UNREACHABLE = ("redbook: --database-url (or REDBOOK_DATABASE_URL): cannot connect to the "
               "database at postgresql://nobody:***@127.0.0.1:{port}/db: {reason}.\n")


@pytest.mark.parametrize("command", [["games"], ["serve", "--port", "0"]])
def test_a_database_that_refuses_the_connection_is_one_line_without_the_password(
        command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with socket.create_server(("127.0.0.1", 0)) as probe:
        port = probe.getsockname()[1]  # free once closed: nothing listens there
    assert run(capsys, "--database-url", f"postgresql://nobody:secret@127.0.0.1:{port}/db",
               *command) == (1, "", UNREACHABLE.format(port=port, reason="connection refused"))


def test_a_database_that_does_not_answer_is_told_after_a_short_wait(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Not after the connection pool's half minute of retries and a traceback."""
    monkeypatch.setattr("api.config.FIRST_CONNECT_TIMEOUT", 1)
    with socket.create_server(("127.0.0.1", 0)) as silent:  # accepts, never answers
        port = silent.getsockname()[1]
        started = time.monotonic()
        assert run(capsys, "--database-url", f"postgresql://nobody:secret@127.0.0.1:{port}/db",
                   "games") == (1, "", UNREACHABLE.format(
                       port=port, reason="connection timeout expired"))
        assert time.monotonic() - started < 10
