"""The ``--help`` of every command: the commands and exactly the arguments each takes, a
description for each command and a help line for each option, the defaults a player meets (a
challenge's undo policy, the scoring orders), the environment ``serve`` reads, where games are
kept, the keys of ``play``; and ``--version``."""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterator

import pytest

from api.cli import build_parser, main
from domain.challenges import SCORING_RULES

#: Every command, with its positional arguments and its options (but --help, and the global
#: --database-url and --cards that every command running something takes).
COMMANDS: dict[str, tuple[list[str], list[str]]] = {
    "redbook": ([], ["--version"]),
    "redbook audit": (["game", "version"], ["--json"]),
    "redbook cards": (["card"], ["--coverage", "--json"]),
    "redbook challenge": ([], []),
    "redbook challenge create": (["id"], [
        "--title", "--ruleset", "--setup", "--undo-policy", "--opens-at", "--closes-at",
        "--scoring", "--practice-seed"]),
    "redbook challenge load": (["files"], []),
    "redbook challenge list": ([], ["--json"]),
    "redbook challenge show": (["id"], []),
    "redbook challenge enter": (["id"], ["--player"]),
    "redbook challenge play": (["id"], ["--player"]),
    "redbook challenge submit": (["id", "game_id"], ["--file", "--player"]),
    "redbook challenge close": (["id"], []),
    "redbook challenge leaderboard": (["id"], ["--json"]),
    "redbook challenge verify": (["id"], ["--jobs", "--json"]),
    "redbook challenge export": (["id"], ["--output"]),
    "redbook challenge check-commitment": ([], ["--commitment", "--seed", "--entry"]),
    "redbook compare": (["game_a", "game_b"], ["--json"]),
    "redbook deck": ([], []),
    "redbook deck check": (["file"], ["--json"]),
    "redbook export": (["game_id"], ["--format", "-o", "--output"]),
    "redbook import": (["file"], []),
    "redbook games": ([], ["--json"]),
    "redbook play": ([], ["--ruleset", "--seed", "--setup", "--game", "--undo-policy"]),
    "redbook projections": ([], []),
    "redbook projections rebuild": ([], []),
    "redbook rulesets": ([], ["--json", "--notes"]),
    "redbook serve": ([], ["--host", "--port", "--cors-origin", "--max-body-bytes"]),
    "redbook simulate": ([], [
        "--ruleset", "--seed", "--setup", "--games", "--game-seed", "--jobs", "--json",
        "--export", "--plot", "--compare-setup", "--ruleset-version", "--version", "--quiet"]),
    "redbook verify": (["file"], ["--json", "--full"]),
}
#: The commands that only group others, and so take no global flag of their own.
GROUPS = ["redbook challenge", "redbook deck", "redbook projections"]
GLOBAL_FLAGS = ("-h", "--help", "--database-url", "--cards")


def parsers(parser: argparse.ArgumentParser, name: str = "redbook"
            ) -> Iterator[tuple[str, argparse.ArgumentParser]]:
    yield name, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for command, child in action.choices.items():
                yield from parsers(child, f"{name} {command}")


def arguments(parser: argparse.ArgumentParser) -> tuple[list[str], list[str]]:
    """A command's positional arguments and its options, in the order its help lists them."""
    positional = [a.dest for a in parser._actions if not a.option_strings
                  and not isinstance(a, argparse._SubParsersAction)]
    options = [flag for a in parser._actions for flag in a.option_strings
               if flag not in GLOBAL_FLAGS]
    return positional, options


def help_text(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as exited:
        main([*argv, "--help"])
    assert exited.value.code == 0
    return capsys.readouterr().out


def helped(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """The help, its words joined by single spaces (as wrapping leaves them)."""
    return " ".join(help_text(capsys, *argv).split())


def listed(capsys: pytest.CaptureFixture[str], title: str, *argv: str) -> list[str]:
    """The names a help's listing under ``title`` gives, in order (each a row's first
    column)."""
    rows = help_text(capsys, *argv).split(f"{title}:\n")[1].splitlines()
    return [re.split(r"\s{2,}", row.strip())[0] for row in rows
            if re.match(r"  \S", row)]


def test_the_commands_and_their_arguments() -> None:
    found = dict(parsers(build_parser()))
    assert {name: arguments(parser) for name, parser in found.items()} == COMMANDS
    assert [name for name, parser in found.items() if not {
        "--database-url", "--cards"} <= set(parser._option_string_actions)] == GROUPS


def test_every_command_is_described_and_every_option_helped() -> None:
    found = list(parsers(build_parser()))
    assert [name for name, _ in found] == list(COMMANDS)
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
    assert listed(capsys, "environment", "serve") == [
        "REDBOOK_HOME", "REDBOOK_DATABASE_URL", "REDBOOK_CARDS", "REDBOOK_CORS_ORIGINS",
        "REDBOOK_MAX_BODY_BYTES", "REDBOOK_OPERATOR_TOKEN", "REDBOOK_CACHE_GAMES",
        "REDBOOK_CACHE_EVENTS", "REDBOOK_SNAPSHOT_EVERY"]
    said = helped(capsys, "serve")
    assert "--cards FILE" in said
    assert "REDBOOK_CACHE_GAMES games kept in memory (default 256)" in said


def test_challenge_create_says_its_defaults_and_what_each_scoring_ranks_by(
        capsys: pytest.CaptureFixture[str]) -> None:
    # The names are hyphenated, and argparse may wrap a line at a name's hyphen.
    said = " ".join(re.sub(r"-\n\s+", "-", help_text(capsys, "challenge", "create")).split())
    assert "what an entry may undo (default none, unlike `redbook play`, whose default is " \
           "free;" in said
    assert "how entries are ranked (default won-mp-turns): won-mp-turns: won before lost, " \
           "then more marshalling points, then fewer turns;" in said
    assert "entries equal on every criterion share a rank, listed in the order they were " \
           "submitted" in said
    ranked = said.split("how entries are ranked (default won-mp-turns): ")[1]
    assert re.findall(r"([a-z-]+): ", ranked.split(" --practice-seed")[0]) == list(
        SCORING_RULES) == ["won-mp-turns", "won-turns-mp", "mp-turns"]


def test_deck_check_says_where_the_balrogs_cards_come_from(
        capsys: pytest.CaptureFixture[str]) -> None:
    said = helped(capsys, "deck", "check")
    assert "The Balrog's cards (set BA) are not in the starter catalog: give the Council of " \
           "Elrond cards.json with --cards FILE (before or after the command) or " \
           "REDBOOK_CARDS." in said


def test_play_lists_the_keys_of_the_prompt(capsys: pytest.CaptureFixture[str]) -> None:
    assert listed(capsys, "at the prompt", "play") == [
        "<number> or <id>", "<id> key=value ...", "<enter>", "u, undo", "b, board", "s, score",
        "q, quit", "?, help"]
