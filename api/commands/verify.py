"""``redbook verify FILE``: check a portable game log or a game record offline, with no store.

A file is read as the API reads a request body (``api.portable``: the same schema, the same
words for a field it refuses). A full log's hash chain is checked, then the game is
re-simulated from its first event and its decisions alone (with the card catalog of
``--cards``, or the starter catalog). A game record (``domain.record``) is re-simulated from
its header and inputs. Either way a game that verifies is reported as a judge compares it: its
ruleset and version, its challenge, its final hash and result. Exit status: 0 when it
verifies, 1 at the first difference (or the first input the rules refuse, or for a challenge
entry exported while its seed was sealed, which cannot be verified yet), 2 for a file that
holds no game.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from api.commands._common import counted, print_json, settings
from domain.chronicle import Record, verified, verify
from domain.errors import InvalidLog, SealedLog
from domain.json_text import NotJson, parse_json
from domain.record import GameRecord, RecordRefused, parse_game, replay
from domain.ruleset import GAME_STARTED, make_ruleset
from domain.text import sentence
from domain.verdict import Difference

if TYPE_CHECKING:
    from domain.cards import Catalog

NOT_A_LOG = 2


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "verify", help="verify a portable game log or record (hash chain and re-simulation)",
        description="Check a game log exported by Red Book: its hash chain, then a "
        "re-simulation from its first event and its decisions alone. Prints OK with the event "
        "count, the ruleset and version it was played under, its challenge, its final hash "
        "and result, or the first event that differs (exit 1): the changed event, the "
        "decision the game parts after, and the fields that differ, recorded against "
        "expected. A game record (export --format record) is re-simulated from its header and "
        "inputs: OK with the same, or the first input the rules refuse (exit 1). A challenge "
        "entry exported while its seed was sealed cannot be verified until the challenge "
        "closes: said so, exit 1. A file that holds no game: exit 2.")
    parser.add_argument("file", type=Path, help="the exported game log or record (JSON)")
    parser.add_argument("--json", action="store_true", help="print the verdict as JSON")
    parser.add_argument("--full", action="store_true",
                        help="after the fields that differ, print the whole recorded and "
                             "expected events")
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
        raise InvalidLog(sentence(f"{path}: {exc}")) from None


#: What a command given a sealed challenge entry's file says can be done with it, after what
#: the file is (``verify`` says what the game model says): nothing in it can be checked or
#: stored before the challenge closes and reveals the seed.
_REVEALED = "once the challenge closes and reveals the seed (export it again then)"
SEALED_THEN = {
    "import": f"it can be imported {_REVEALED}; until then the entry is played and submitted "
              "in the store it was entered in (`redbook challenge submit ID GAME_ID --player "
              "P`).",
    "audit": f"its events can be audited {_REVEALED}.",
    "challenge submit": "an entry of a sealed challenge is submitted by its game id in the "
                        "store it was entered in (`redbook challenge submit ID GAME_ID "
                        "--player P`), not as a file.",
    "challenge check-commitment": "it holds no seed to check: check the seed the challenge "
                                  "reveals when it closes (--seed), or the entry exported "
                                  "again then.",
}


#: The commands that judge a log not beginning with GameStarted as the game model does (the
#: verdict ``no-start``), as the API does; the others refuse the file as holding no game.
_JUDGED = ("verify", "import")


def read_log(path: Path, command: str) -> tuple[Any, list[Record] | GameRecord]:
    """A file's document and the game it holds: a full log's records, or a game record;
    :class:`InvalidLog` naming the file if it is neither or if a field is not what the API
    takes there (``api.portable``), :class:`SealedLog` (what it is and what ``command`` can do
    with it) if it is a sealed challenge entry."""
    # The API's reader, and its pydantic schemas, loaded only for a command that reads a file.
    from fastapi.exceptions import RequestValidationError

    from api.portable import checked_document, field_problems

    document = read_document(path)
    try:
        checked_document(document)
        game = parse_game(document)
    except RequestValidationError as refused:
        raise field_problems(refused, str(path)) from None
    except SealedLog as exc:  # not a file that holds no game: one that cannot be used yet
        raise SealedLog(exc.what, SEALED_THEN.get(command, exc.then), file=str(path)) from None
    except InvalidLog as exc:
        raise InvalidLog(f"{path}: {exc.message}", problems=exc.problems) from None
    if isinstance(game, list) and game[0].kind != GAME_STARTED and command not in _JUDGED:
        raise InvalidLog(f"{path}: a game log begins with GameStarted, not {game[0].kind}.")
    return document, game


def read_log_arg(command: str, path: Path) -> tuple[Any, list[Record] | GameRecord] | None:
    """``read_log``; None, with the reason said on standard error, when the file holds no
    game. A sealed challenge entry's file is a :class:`SealedLog`, said as every refusal is
    (``redbook: ...``, exit status 1)."""
    try:
        return read_log(path, command)
    except SealedLog:
        raise
    except InvalidLog as exc:
        print(f"redbook {command}: {exc}", file=sys.stderr)
        return None


def game_records(game: list[Record] | GameRecord, catalog: Catalog) -> list[Record]:
    """A file's records: a full log's as they stand, a record's as re-simulation makes them."""
    if isinstance(game, list):
        return game
    return replay(make_ruleset(game.ruleset, catalog), game).records


def run(args: argparse.Namespace) -> int:
    log = read_log_arg("verify", args.file)
    if log is None:
        return NOT_A_LOG
    _, game = log
    catalog = settings(args).catalog()
    if isinstance(game, GameRecord):
        return verify_record(args, game, catalog)
    verdict = verify(lambda ruleset: make_ruleset(ruleset, catalog), game)
    if args.json:
        print_json(verdict.to_json())
        return 0 if verdict.ok else 1
    if verdict.verified is not None:
        print(f"OK: {args.file} verifies ({counted(verdict.events, 'event')}): "
              f"{verdict.verified.describe()}.")
        return 0
    assert verdict.difference is not None
    print_difference(args.file, verdict.events, verdict.difference, args.full)
    return 1


def print_difference(path: Path, events: int, difference: Difference, full: bool) -> None:
    """The verdict's sentence, then the fields that differ (recorded against expected), then
    the whole events: with ``full``, or when no field compares (one side has no event)."""
    print(sentence(f"FAILED: {path} ({counted(events, 'event')}) does not verify: "
                   f"{difference.summary}"))
    if difference.differences:
        print(f"  event {difference.event}, field by field:")
    for field in difference.differences:
        print(f"    {field.path}: recorded {_compact(field.recorded)}, "
              f"expected {_compact(field.expected)}")
    if full or not difference.differences:
        for label, shape in (("recorded", difference.recorded),
                             ("expected", difference.expected)):
            if shape is not None:
                print(f"  {label} event {difference.version}: {_compact(shape)}")


def _compact(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def verify_record(args: argparse.Namespace, record: GameRecord, catalog: Catalog) -> int:
    """Re-simulate a game record: its final hash and result, or the first input refused."""
    try:
        chronicle = replay(make_ruleset(record.ruleset, catalog), record)
    except RecordRefused as refused:
        if args.json:
            print_json({"ok": False, "input": refused.index, "entry": refused.entry,
                        "reason": refused.message})
        else:
            print(f"FAILED: {args.file}: {refused.message}")
        return 1
    game = verified(chronicle)
    if args.json:
        print_json({"ok": True, "inputs": len(record.inputs), "events": chronicle.version,
                    **game.to_json()})
        return 0
    print(f"OK: {args.file} replays ({counted(len(record.inputs), 'input')}, "
          f"{counted(chronicle.version, 'event')}): {game.describe()}.")
    return 0
