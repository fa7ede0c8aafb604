"""``redbook challenge`` as an operator and a player meet it: submit's arguments in any order, a
challenge that would close before it is created refused, a second close said to be one, the
real close time listed, and each file's outcome of ``load`` said."""

from __future__ import annotations

import json
from pathlib import Path
from uuid import UUID

import pytest

from api.cli import build_parser, parse
from api.config import Settings
from api.service import open_service
from domain.store.challenges import aggregate_id
from tests.support import tamper
from tests.unit.test_cli_core import run

pytestmark = pytest.mark.usefixtures("no_operator_settings")

PRACTICE = Path(__file__).resolve().parents[2] / "seeds" / "challenges" / "dice-race-practice.json"
CREATE = ("challenge", "create", "cup", "--title", "The Cup", "--ruleset", "dice-race",
          "--setup", '{"goal": 20, "turns": 6}', "--opens-at", "2020-01-01T00:00:00Z")


@pytest.fixture
def cup(url: str, capsys: pytest.CaptureFixture[str]) -> str:
    """A sealed dice race challenge open until 2999."""
    status, out, _ = run(capsys, "--database-url", url, *CREATE,
                         "--closes-at", "2999-01-01T00:00:00Z")
    assert status == 0 and out.startswith("Created challenge cup; seed commitment sha256:")
    return url


def finished_entry(url: str, capsys: pytest.CaptureFixture[str], player: str) -> str:
    status, out, _ = run(capsys, "--database-url", url, "challenge", "enter", "cup",
                         "--player", player)
    assert status == 0
    game_id = out.strip()
    app = open_service(Settings.from_env(url))
    try:
        while app.load(UUID(game_id)).result() is None:
            app.decide(UUID(game_id), "walk")
    finally:
        app.close()
    return game_id


@pytest.mark.parametrize("order", [
    ("cup", "--player", "frodo", "GAME"),
    ("cup", "GAME", "--player", "frodo"),
    ("--player", "frodo", "cup", "GAME"),
])
def test_submit_takes_its_arguments_in_any_order(
        order: tuple[str, ...], cup: str, capsys: pytest.CaptureFixture[str]) -> None:
    game_id = finished_entry(cup, capsys, "frodo")
    argv = [game_id if word == "GAME" else word for word in order]
    status, out, err = run(capsys, "--database-url", cup, "challenge", "submit", *argv)
    assert (status, err) == (0, "")
    assert out.startswith("Submitted: ") and out.endswith(" turns.\n")


@pytest.mark.parametrize("order", [
    ("cup", "--player", "frodo", "--file", "entry.json"),
    ("cup", "--file", "entry.json", "--player", "frodo"),
    ("--file", "entry.json", "--player", "frodo", "cup"),
    ("--player", "frodo", "--file", "entry.json", "cup"),
])
def test_an_upload_names_its_file_in_any_order(order: tuple[str, ...]) -> None:
    args = parse(build_parser(), ["challenge", "submit", *order])
    assert (args.id, args.game_id, args.file, args.player) == (
        "cup", None, Path("entry.json"), "frodo")


@pytest.mark.parametrize(("given", "said"), [
    (("cup", "--player", "frodo"), "give the entry's GAME_ID or --file FILE (one of the two)."),
    (("cup", "--player", "frodo", "GAME", "--file", "entry.json"),
     "give the entry's GAME_ID or --file FILE (one of the two)."),
])
def test_submit_takes_a_game_id_or_a_file(
        given: tuple[str, ...], said: str, cup: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "--database-url", cup, "challenge", "submit", *given) == (
        2, "", f"redbook challenge submit: {said}\n")


def test_a_word_too_many_is_still_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        parse(build_parser(), ["challenge", "submit", "cup", "--player", "frodo", "A", "B"])
    assert exited.value.code == 2
    assert capsys.readouterr().err.endswith("redbook: error: unrecognized arguments: A B\n")


def test_a_challenge_closing_before_it_is_created_is_refused(
        url: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "--database-url", url, *CREATE,
                           "--closes-at", "2021-01-01T00:00:00Z")
    assert (status, out) == (1, "")
    assert err.startswith("redbook: challenge: the challenge is not valid.\n"
                          "  - closes_at: 2021-01-01T00:00:00Z has passed (it is 20")
    assert err.endswith("): a challenge closes in the future\n")
    assert run(capsys, "--database-url", url, "challenge", "list") == (
        0, "No challenges stored yet.\n", "")


def test_every_bad_field_of_a_new_challenge_is_named_at_once(
        url: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "--database-url", url, "challenge", "create", "x y",
                           "--title", "X", "--ruleset", "nope", "--opens-at", "x",
                           "--closes-at", "y")
    assert (status, out) == (1, "")
    lines = err.splitlines()
    assert lines[0] == "redbook: challenge: the challenge is not valid."
    assert lines[1].startswith("  - ruleset: There is no ruleset 'nope'.")
    assert lines[2:] == [
        '  - id: must be lower-case letters, digits and dashes (at most 64), not the text "x y"',
        '  - opens_at must be a UTC time like 2026-05-01T18:00:00Z, not the text "x".',
        '  - closes_at must be a UTC time like 2026-05-01T18:00:00Z, not the text "y".']


def test_a_second_close_says_when_the_first_was_and_the_list_shows_it(
        cup: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, closed, _ = run(capsys, "--database-url", cup, "challenge", "close", "cup")
    assert status == 0 and closed.startswith('Closed challenge cup. Its seed is "')
    view = json.loads(run(capsys, "--database-url", cup, "challenge", "show", "cup")[1])
    when, seed = view["closed_at"], view["seed"]
    assert run(capsys, "--database-url", cup, "challenge", "close", "cup") == (
        0, f"Challenge 'cup' was already closed on {when}. Its seed is {json.dumps(seed)} "
           f"(commitment {view['commitment']}).\n", "")
    assert run(capsys, "--database-url", cup, "challenge", "list") == (
        0, f"cup  closed     0 entries  closed {when}  The Cup\n", "")


def test_an_open_challenge_is_listed_with_its_closing_time(
        cup: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "--database-url", cup, "challenge", "list") == (
        0, "cup  open       0 entries  closes 2999-01-01T00:00:00Z  The Cup\n", "")


def test_a_challenge_whose_events_cannot_be_read_is_named_and_the_others_listed(
        cup: str, capsys: pytest.CaptureFixture[str]) -> None:
    run(capsys, "--database-url", cup, "challenge", "create", "plate", "--title", "The Plate",
        "--ruleset", "dice-race", "--setup", '{"goal": 20, "turns": 6}',
        "--opens-at", "2020-01-01T00:00:00Z", "--closes-at", "2999-01-01T00:00:00Z")
    tamper(cup, aggregate_id("cup"), 1, b'"challenge":{', b'"challenge":')
    status, out, err = run(capsys, "--database-url", cup, "challenge", "list")
    assert (status, out) == (
        1, "plate  open       0 entries  closes 2999-01-01T00:00:00Z  The Plate\n")
    assert err.startswith(f"redbook: challenge: Stored event 1 of challenge stored as "
                          f"{aggregate_id('cup')} cannot be read (Expecting ")


def test_load_says_each_files_outcome_and_stores_the_good_ones(
        url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    practice = json.loads(PRACTICE.read_text("utf-8"))
    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_text(json.dumps({**practice, "id": "elsewhere", "engine": "9"}), "utf-8")
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": ', "utf-8")
    status, out, err = run(capsys, "--database-url", url, "challenge", "load", str(elsewhere),
                           str(PRACTICE), str(broken))
    assert (status, err) == (1, "")
    assert out.splitlines() == [
        f"elsewhere ({elsewhere}): skipped: Challenge 'elsewhere' pins engine version 9, but "
        "this server runs 1; its entries cannot be played or re-simulated here without "
        "risking another result.",
        f"dice-race-practice ({PRACTICE}): stored",
        f"not stored: {broken}: not JSON: cut short, it ends unfinished (at line 1, column "
        "12)."]
    listed = run(capsys, "--database-url", url, "challenge", "list")[1]
    assert listed.startswith("dice-race-practice  ")
    assert len(listed.splitlines()) == 1
