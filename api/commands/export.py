"""``redbook export GAME_ID`` and ``redbook import FILE``: a game's whole log as one portable
JSON document, and back into the store (only if it verifies)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from api.commands._common import USAGE, game_id_arg, opened, pretty_json
from api.commands.verify import NOT_A_LOG, read_log_arg
from api.sealing import seal_of


def register(subparsers: Any) -> None:
    export = subparsers.add_parser(
        "export", help="write a stored game's log as a portable JSON document",
        description="Write a stored game's whole log (every event, with its hash) as one JSON "
        "document that any Red Book can verify and import.")
    export.add_argument("game_id", help="the game's id (a UUID)")
    export.add_argument("-o", "--output", type=Path,
                        help="the file to write (default: standard output)")
    export.set_defaults(func=run_export)

    imported = subparsers.add_parser(
        "import", help="store a portable game log as a new game",
        description="Verify a portable game log and store it as a new game; a log that does "
        "not verify is refused and nothing is stored. Prints the new game's id.")
    imported.add_argument("file", type=Path, help="the exported game log (JSON)")
    imported.set_defaults(func=run_import)


def run_export(args: argparse.Namespace) -> int:
    game_id = game_id_arg("export", args.game_id)
    if game_id is None:
        return USAGE
    with opened(args) as app:
        seal = seal_of(app, game_id)
        document = seal(app.export(game_id))
    if seal.sealed:
        print(f"redbook export: game {game_id} is an entry of a challenge whose seed is sealed; "
              "the seed and the shuffled orders are hidden in this copy, which can be verified "
              "only after the challenge closes.", file=sys.stderr)
    text = pretty_json(document) + "\n"
    if args.output is None:
        sys.stdout.write(text)
        return 0
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(text, "utf-8")
    records = document["records"]
    assert isinstance(records, list)
    print(f"Wrote game {game_id} ({len(records)} events) to {args.output}.", file=sys.stderr)
    return 0


def run_import(args: argparse.Namespace) -> int:
    log = read_log_arg("import", args.file)
    if log is None:
        return NOT_A_LOG
    document, _ = log
    with opened(args) as app:
        game_id = app.import_game(document)
    print(game_id)
    return 0
