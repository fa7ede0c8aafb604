"""``redbook audit FILE-OR-GAME VERSION``: why one event of a game happened, as a judge reads
it: the event and its clause, then a tree of its causes back to the last player decision (the
dice it consumed, each modifier's source, the earlier outcomes of the same resolution, the
decision), each with its clause, then a verdict recomputing the outcome. ``--json`` prints the
report the API serves (docs/audit.md). Reads only: nothing is written.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from api.commands._common import USAGE, opened, parse_game_id, print_json, settings
from api.commands.verify import game_records, read_log_arg
from api.sealing import seal_of
from domain.canonical import JSON
from domain.ruleset import make_ruleset
from projections.audit import audit_report


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "audit", help="why an event happened: its causes back to the last decision",
        description="Audit one event of a game (an exported log file, or a stored game's id): "
        "the event and its clause, the tree of its causes back to the last player decision, "
        "each with its clause, and a verdict recomputing the outcome from the recorded inputs. "
        "A log that does not verify is refused, naming the first event that differs.")
    parser.add_argument("game", help="an exported game log (JSON file) or a stored game's id")
    parser.add_argument("version", type=int, help="the event's version")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    report: Any
    game_id = parse_game_id(args.game)
    if game_id is not None:
        with opened(args) as app:
            records = app.records(game_id)
            report = audit_report(app.ruleset(str(records[0].data.get("ruleset"))), records,
                                  args.version)
            # Sealed as the API's audit is: a sealed entry's seed and shuffles stay hidden.
            report = seal_of(app, game_id)(report)
    else:
        path = Path(args.game)
        if not path.exists():
            print(f"redbook audit: {args.game!r} is neither a game id (a UUID) nor a file.",
                  file=sys.stderr)
            return USAGE
        log = read_log_arg("audit", path)
        if log is None:
            return USAGE
        catalog = settings(args).catalog()
        records = game_records(log[1], catalog)
        ruleset = make_ruleset(str(records[0].data.get("ruleset")), catalog)
        report = audit_report(ruleset, records, args.version)
    if args.json:
        print_json(report)
    else:
        print("\n".join(render(report)))
    return 0


def render(report: dict[str, JSON]) -> list[str]:
    """The report as a tree for the terminal."""
    causes = report["causes"]
    assert isinstance(causes, list)
    event, *rest = causes
    assert isinstance(event, dict)
    lines = [*_step(event, "", "")]
    if report["undone"]:
        lines.append("  (this event was undone: a later undo took it back)")
    for i, cause in enumerate(rest):
        assert isinstance(cause, dict)
        last = i == len(rest) - 1
        lines += _step(cause, "└── " if last else "├── ", "    " if last else "│   ")
    verdict = report["verdict"]
    assert isinstance(verdict, dict)
    lines.append(f"Verdict: {verdict['summary']}")
    return lines


def _step(step: dict[str, Any], branch: str, stem: str) -> list[str]:
    relation = step["relation"] if not step.get("why") else f"{step['relation']}: {step['why']}"
    undone = " (undone)" if step["undone"] else ""
    where = "no event" if step["version"] is None else f"event {step['version']} {step['kind']}"
    head = f"{branch}{relation}: {where}{undone}"
    if step["relation"] == "the event":
        head = f"Event {step['version']} {step['kind']}{undone}"
    out = [head, f"{stem}    {step['line']}"]
    clause = step.get("clause")
    if clause:
        summary = f": {clause['summary']}" if clause.get("summary") else ""
        out.append(f"{stem}    [{clause['id']}]{summary}")
    return out
