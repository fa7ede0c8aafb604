"""What several sub-commands share: opening the store and the catalog from the global flags,
reading a game id from the command line, and printing JSON."""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any
from uuid import UUID

from api.config import Settings
from api.service import open_service
from domain.chronicle import seed_problem
from domain.errors import BadSetting
from domain.store.games import GameService

#: Exit status of a command given something that is not what it expects (a bad id or file).
USAGE = 2


def settings(args: argparse.Namespace) -> Settings:
    return Settings.from_env(getattr(args, "database_url", None), getattr(args, "cards", None))


def service(args: argparse.Namespace) -> GameService:
    return open_service(settings(args))


@contextmanager
def opened(args: argparse.Namespace) -> Iterator[GameService]:
    """The game service for these flags, closed when the block ends."""
    app = service(args)
    try:
        yield app
    finally:
        app.close()


def parse_game_id(text: str) -> UUID | None:
    try:
        return UUID(text)
    except ValueError:
        return None


def game_id_arg(command: str, text: str) -> UUID | None:
    """The game id ``text`` gives; None, said on standard error, when it is not one."""
    game_id = parse_game_id(text)
    if game_id is None:
        print(f"redbook {command}: {text!r} is not a game id (a UUID).", file=sys.stderr)
    return game_id


#: The ``set_defaults`` key naming a command's optional positional argument that may also come
#: after its options (``api.cli.parse``).
LATE_POSITIONAL = "late_positional"
#: The width help texts are wrapped to.
HELP_WIDTH = 79


def with_listing(description: str, title: str, rows: Sequence[tuple[str, str]]
                 ) -> dict[str, Any]:
    """The ``add_parser`` keywords of a command whose help ends with a listing (its
    environment variables, its keys): the description wrapped, then ``title`` and one row a
    name, each name's text aligned beside it."""
    width = max(len(name) for name, _ in rows) + 4
    lines = [textwrap.fill(text, HELP_WIDTH, initial_indent=f"  {name:<{width - 2}}",
                           subsequent_indent=" " * width, break_on_hyphens=False)
             for name, text in rows]
    return {"formatter_class": argparse.RawDescriptionHelpFormatter,
            "description": textwrap.fill(description, HELP_WIDTH),
            "epilog": f"{title}:\n" + "\n".join(lines)}


def at_least_one(text: str) -> int:
    """An argparse type: a whole number of at least 1 (a count, a size)."""
    value = int(text) if text.isdigit() else 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"a whole number, at least 1, not {text!r}")
    return value


def checked_seed(seed: str | int, flag: str) -> str | int:
    """``seed`` as ``flag`` gave it, if a game may have it (the rule the API and a game's
    start apply); else :class:`BadSetting` naming the flag, before anything is played."""
    problem = seed_problem(seed)
    if problem is not None:
        raise BadSetting(f"{flag}: {problem}.")
    return seed


def counted(number: int, noun: str) -> str:
    """``1 input``, ``2 inputs``."""
    return f"{number} {noun}{'' if number == 1 else 's'}"


def pretty_json(value: Any) -> str:
    """JSON for people and for files: indented, keys sorted, non-ASCII text as it is."""
    return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False)


def print_json(value: Any) -> None:
    print(pretty_json(value))
