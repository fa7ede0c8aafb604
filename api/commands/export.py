"""``redbook export GAME_ID`` and ``redbook import FILE``: a game as one portable JSON document
(its whole log, or with ``--format record`` its game record), and back into the store (a log
only if it verifies, a record only if every input is legal)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from api.commands._common import USAGE, counted, game_id_arg, opened, pretty_json
from api.commands._paths import output_file
from api.commands.verify import NOT_A_LOG, read_log_arg
from api.exporting import EXPORT_FORMS, export_document
from domain.record import record_text


def register(subparsers: Any) -> None:
    export = subparsers.add_parser(
        "export", help="write a stored game's log or record as a portable JSON document",
        description="Write a stored game's whole log (every event, with its hash) as one JSON "
        "document that any Red Book can verify and import; --format record writes its game "
        "record instead: the header and the player's inputs only, which re-simulation turns "
        "back into the whole game (docs/records.md).")
    export.add_argument("game_id", help="the game's id (a UUID)")
    export.add_argument("--format", choices=EXPORT_FORMS, default="full", dest="form",
                        help="full: every event (default); record: header and inputs only")
    export.add_argument("-o", "--output", type=Path,
                        help="the file to write (default: standard output)")
    export.set_defaults(func=run_export)

    imported = subparsers.add_parser(
        "import", help="store a portable game log or record as a new game",
        description="Verify a portable game log and store it as a new game; a log that does "
        "not verify is refused and nothing is stored. A game record is re-simulated and the "
        "game it makes is stored; a record with an input the rules refuse is refused, naming "
        "it. Prints the new game's id.")
    imported.add_argument("file", type=Path, help="the exported game log or record (JSON)")
    imported.set_defaults(func=run_import)


def run_export(args: argparse.Namespace) -> int:
    game_id = game_id_arg("export", args.game_id)
    if game_id is None:
        return USAGE
    if args.output is not None:
        # A mistyped folder is refused, not made: the file would land where nobody looks.
        output_file(args.output, "-o", make_folder=False)
    with opened(args) as app:
        document, seal = export_document(app, game_id, args.form)
    if seal.sealed:
        hidden = ("the seed's commitment stands for the seed in this record"
                  if args.form == "record" else
                  "the seed and the shuffled orders are hidden in this copy")
        print(f"redbook export: game {game_id} is an entry of a challenge whose seed is sealed; "
              f"{hidden}, which can be verified only after the challenge closes.",
              file=sys.stderr)
    text = record_text(document) if args.form == "record" else pretty_json(document) + "\n"
    if args.output is None:
        sys.stdout.write(text)
        return 0
    args.output.write_text(text, "utf-8")
    held = (counted(len(document["records"]), "event") if "records" in document
            else counted(len(document["inputs"]), "input"))
    print(f"Wrote game {game_id} ({held}) to {args.output}.", file=sys.stderr)
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
