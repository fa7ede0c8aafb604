"""The ``redbook`` command. Each sub-command lives in its own module of ``api.commands`` and
exposes ``register(subparsers)``, which adds its parser and sets ``func`` to a function that
takes the parsed arguments and returns the exit status."""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import sys
from collections.abc import Sequence

import api.commands
from domain.errors import RedBookError


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="redbook",
        description="Red Book: solitaire Middle-earth CCG games, every roll and decision "
        "kept in an event log that can be replayed, undone, forked and verified.",
    )
    parser.add_argument("--database-url", help="where games are stored (default: an embedded "
                        "SQLite file; env REDBOOK_DATABASE_URL)")
    parser.add_argument("--cards", help="path to a Council of Elrond cards.json to use instead "
                        "of the starter catalog (env REDBOOK_CARDS)")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in sorted(pkgutil.iter_modules(api.commands.__path__), key=lambda m: m.name):
        if module.name.startswith("_"):
            continue
        importlib.import_module(f"api.commands.{module.name}").register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except RedBookError as exc:
        print(f"redbook: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("\nredbook: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): stop quietly, and keep Python from
        # complaining when it flushes standard output at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
