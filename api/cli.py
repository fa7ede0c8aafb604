"""The ``redbook`` command. Each sub-command lives in its own module of ``api.commands`` and
exposes ``register(subparsers)``, which adds its parser and sets ``func`` to a function that
takes the parsed arguments and returns the exit status.

A mistake of the user's or the operator's (a setting, a path, a file) ends in one line,
``redbook: ...``, naming what is wrong, and exit status 1; a command line argparse cannot read
ends in its usage and exit status 2."""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import sys
from collections.abc import Iterator, Sequence
from importlib import metadata

import api.commands
from api.commands._common import LATE_POSITIONAL
from api.config import CARDS_ENV, DATABASE_URL_ENV, HOME_ENV
from domain import ENGINE_VERSION
from domain.errors import RedBookError

DESCRIPTION = (
    "Red Book: solitaire Middle-earth CCG games, every roll and decision kept in an event log "
    "that can be replayed, undone, forked and verified. Games are stored in an embedded SQLite "
    f"file, $REDBOOK_HOME/redbook.sqlite ({HOME_ENV} defaults to ~/.local/share/redbook), "
    f"unless --database-url (or {DATABASE_URL_ENV}) names another store.")

DATABASE_HELP = ("where games are stored: sqlite:///PATH or "
                 "postgresql://USER:PASSWORD@HOST:PORT/DATABASE (default: the embedded SQLite "
                 f"file redbook.sqlite in {HOME_ENV}, ~/.local/share/redbook; env "
                 f"{DATABASE_URL_ENV})")
CARDS_HELP = ("path to a Council of Elrond cards.json to use instead of the starter catalog, "
              f"which holds The Wizards (TW) only (env {CARDS_ENV})")


def version() -> str:
    """The installed package's version and the engine's."""
    try:
        package = metadata.version("redbook")
    except metadata.PackageNotFoundError:
        package = "(not installed)"
    return f"redbook {package} (engine {ENGINE_VERSION})"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="redbook", description=DESCRIPTION)
    parser.add_argument("--version", action="version", version=version())
    parser.add_argument("--database-url", metavar="URL", help=DATABASE_HELP)
    parser.add_argument("--cards", metavar="FILE", help=CARDS_HELP)
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in sorted(pkgutil.iter_modules(api.commands.__path__), key=lambda m: m.name):
        if module.name.startswith("_"):
            continue
        importlib.import_module(f"api.commands.{module.name}").register(subparsers)
    for command in _commands(parser):
        _accept_global_flags(command)
    return parser


def _commands(parser: argparse.ArgumentParser) -> Iterator[argparse.ArgumentParser]:
    """Every parser that runs a command: those with no sub-commands of their own."""
    children = [action for action in parser._actions
                if isinstance(action, argparse._SubParsersAction)]
    if not children:
        yield parser
    for action in children:
        for child in dict.fromkeys(action.choices.values()):
            yield from _commands(child)


def _accept_global_flags(command: argparse.ArgumentParser) -> None:
    """``--database-url`` and ``--cards`` after the command too (``redbook deck check FILE
    --cards X``); SUPPRESS keeps the value given before the command when they are not."""
    for flag, metavar, what in (("--database-url", "URL", "where games are stored"),
                                ("--cards", "FILE", "a Council of Elrond cards.json")):
        if flag not in command._option_string_actions:
            command.add_argument(flag, default=argparse.SUPPRESS, metavar=metavar,
                                 help=f"{what}, as `redbook {flag} {metavar} ...` (see "
                                 "`redbook --help`)")


def parse(parser: argparse.ArgumentParser, argv: Sequence[str] | None) -> argparse.Namespace:
    """The arguments, in any order. argparse gives an optional positional (``nargs="?"``)
    its nothing as soon as it reads the positional before it, so one written after an option
    (``challenge submit ID --player P GAME_ID``) would be left over: a command naming it by
    ``LATE_POSITIONAL`` takes it then."""
    args, extras = parser.parse_known_args(argv)
    late = getattr(args, LATE_POSITIONAL, None)
    if (late and len(extras) == 1 and not extras[0].startswith("-")
            and getattr(args, late) is None):
        setattr(args, late, extras.pop())
    if extras:
        parser.error(f"unrecognized arguments: {' '.join(extras)}")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parse(parser, argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except RedBookError as exc:
        print(f"redbook: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): stop quietly, and keep Python from
        # complaining when it flushes standard output at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as exc:
        # A file or folder the command could not use: its name and why, not a traceback.
        where = f"{exc.filename}: " if exc.filename is not None else ""
        print(f"redbook: {where}{(exc.strerror or str(exc)).lower()}.", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("\nredbook: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
