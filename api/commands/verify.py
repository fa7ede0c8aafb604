"""``redbook verify FILE``: check a portable game log offline, with no store.

The log's hash chain is checked, then the game is re-simulated from its first event and its
decisions alone (with the card catalog of ``--cards``, or the starter catalog). Exit status:
0 when it verifies, 1 at the first difference, 2 for a file that is not a game log.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from api.commands._common import print_json, settings
from domain.chronicle import Record, verify
from domain.errors import InvalidLog
from domain.export import parse_export
from domain.json_text import NotJson, parse_json
from domain.ruleset import GAME_STARTED, make_ruleset

NOT_A_LOG = 2


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "verify", help="verify a portable game log (hash chain and re-simulation)",
        description="Check a game log exported by Red Book: its hash chain, then a "
        "re-simulation from its first event and its decisions alone. Prints OK with the event "
        "count, or the first event that differs (exit 1).")
    parser.add_argument("file", type=Path, help="the exported game log (JSON)")
    parser.add_argument("--json", action="store_true", help="print the verdict as JSON")
    parser.set_defaults(func=run)


def read_document(path: Path) -> Any:
    """The JSON in a file; :class:`InvalidLog` naming the file and what is wrong with it."""
    try:
        return parse_json(path.read_bytes())
    except FileNotFoundError:
        raise InvalidLog(f"{path}: no such file.") from None
    except IsADirectoryError:
        raise InvalidLog(f"{path}: a folder, not a file.") from None
    except OSError as exc:
        raise InvalidLog(f"{path}: cannot be read ({exc.strerror}).") from None
    except NotJson as exc:
        raise InvalidLog(f"{path}: {exc}.") from None


def read_log(path: Path) -> tuple[Any, list[Record]]:
    """A log file's document and its records; :class:`InvalidLog` naming the file if it is
    not a game log."""
    document = read_document(path)
    try:
        records = parse_export(document)
    except InvalidLog as exc:
        raise InvalidLog(f"{path}: {exc.message}") from None
    if records[0].kind != GAME_STARTED:
        raise InvalidLog(f"{path}: a game log begins with GameStarted, not {records[0].kind}.")
    return document, records


def read_log_arg(command: str, path: Path) -> tuple[Any, list[Record]] | None:
    """``read_log``; None, with the reason said on standard error, when the file is not a
    game log."""
    try:
        return read_log(path)
    except InvalidLog as exc:
        print(f"redbook {command}: {exc.message}", file=sys.stderr)
        return None


def run(args: argparse.Namespace) -> int:
    log = read_log_arg("verify", args.file)
    if log is None:
        return NOT_A_LOG
    _, records = log
    ruleset = make_ruleset(str(records[0].data.get("ruleset")), settings(args).catalog())
    verdict = verify(ruleset, records)
    if args.json:
        print_json(verdict.to_json())
        return 0 if verdict.ok else 1
    if verdict.ok:
        print(f"OK: {args.file} verifies ({verdict.events} events).")
        return 0
    difference = verdict.difference
    assert difference is not None
    print(f"FAILED: {args.file} differs at event {difference.version} of {verdict.events}: "
          f"{difference.reason}.")
    for label, shape in (("recorded", difference.recorded), ("expected", difference.expected)):
        if shape is not None:
            print(f"  {label}: {json.dumps(shape, sort_keys=True, ensure_ascii=False)}")
    return 1
