"""The ``--help`` of every command: a description for each command and a help line for each
option, the defaults a player meets (a challenge's undo policy, the scoring orders), the
environment ``serve`` reads, where games are kept, the keys of ``play``; and ``--version``."""

from __future__ import annotations

import argparse
from collections.abc import Iterator

import pytest

from api.cli import build_parser, main
from domain.challenges import SCORING_RULES


def parsers(parser: argparse.ArgumentParser, name: str = "redbook"
            ) -> Iterator[tuple[str, argparse.ArgumentParser]]:
    yield name, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for command, child in action.choices.items():
                yield from parsers(child, f"{name} {command}")


def helped(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as exited:
        main([*argv, "--help"])
    assert exited.value.code == 0
    return " ".join(capsys.readouterr().out.split())


def test_every_command_is_described_and_every_option_helped() -> None:
    found = list(parsers(build_parser()))
    assert len(found) > 25
    assert [name for name, parser in found if not parser.description] == []
    assert [(name, action.dest) for name, parser in found for action in parser._actions
            if not action.help and not isinstance(action, argparse._SubParsersAction)] == []


def test_the_top_help_names_where_games_are_kept(capsys: pytest.CaptureFixture[str]) -> None:
    said = helped(capsys)
    assert ("Games are stored in an embedded SQLite file, $REDBOOK_HOME/redbook.sqlite "
            "(REDBOOK_HOME defaults to ~/.local/share/redbook), unless --database-url (or "
            "REDBOOK_DATABASE_URL) names another store.") in said
    assert "--version" in said


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["--version"])
    assert exited.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("redbook ") and out.endswith(" (engine 1)\n")


def test_serve_lists_its_environment_and_the_card_database(
        capsys: pytest.CaptureFixture[str]) -> None:
    said = helped(capsys, "serve")
    for name in ("REDBOOK_HOME", "REDBOOK_DATABASE_URL", "REDBOOK_CARDS", "REDBOOK_CORS_ORIGINS",
                 "REDBOOK_MAX_BODY_BYTES", "REDBOOK_OPERATOR_TOKEN", "REDBOOK_CACHE_GAMES",
                 "REDBOOK_CACHE_EVENTS", "REDBOOK_SNAPSHOT_EVERY"):
        assert f" {name} " in said.split("environment:")[1], name
    assert "--cards FILE" in said
    assert "REDBOOK_CACHE_GAMES games kept in memory (default 256)" in said


def test_challenge_create_says_its_defaults_and_what_each_scoring_ranks_by(
        capsys: pytest.CaptureFixture[str]) -> None:
    said = helped(capsys, "challenge", "create")
    assert "what an entry may undo (default none, unlike `redbook play`, whose default is " \
           "free;" in said
    assert "how entries are ranked (default won-mp-turns-finish): won-mp-turns-finish: won " \
           "before lost, then more marshalling points, then fewer turns, then earlier finish;" \
           in said
    for name in SCORING_RULES:
        assert f"{name}: " in said


def test_deck_check_says_where_the_balrogs_cards_come_from(
        capsys: pytest.CaptureFixture[str]) -> None:
    said = helped(capsys, "deck", "check")
    assert "The Balrog's cards (set BA) are not in the starter catalog: give the Council of " \
           "Elrond cards.json with --cards FILE (before or after the command) or " \
           "REDBOOK_CARDS." in said


def test_play_lists_the_keys_of_the_prompt(capsys: pytest.CaptureFixture[str]) -> None:
    said = helped(capsys, "play")
    keys = said.split("at the prompt:")[1]
    for key in ("<number> or <id>", "<id> key=value ...", "<enter>", "u, undo", "b, board",
                "s, score", "q, quit", "?, help"):
        assert f" {key} " in keys, key
