"""``redbook cards``: the catalog's facts of cards by id or name, and ``--coverage``: every card
of The Wizards with how each ruleset plays it and how it plays in every ruleset that puts it
in play (``domain/coverage.py``)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from api.commands._common import USAGE, print_json, settings
from domain import coverage


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "cards", help="card facts, or the coverage of The Wizards (--coverage)",
        description="Print the catalog's facts of the cards named (ids or English names), or "
        "with --coverage every card of The Wizards: how each ruleset that plays cards by "
        "their text plays it (scripted, with what needs the two-player game or never arises "
        "there; scripted in part, with what is missing; declared by the player; needs no "
        "script; not scripted; or not in this ruleset, with the clause that keeps it out of "
        "play), its status in "
        "every ruleset (the least complete of theirs where it is in play), the test of its "
        "script, totals last (each ruleset's, then every ruleset's).")
    parser.add_argument("card", nargs="*", help="a card id (TW-77) or English name")
    parser.add_argument("--coverage", action="store_true",
                        help="list every TW card with its status, test and rulesets")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    catalog = settings(args).catalog()
    if args.coverage:
        if args.json:
            print_json(coverage.document(catalog))
        else:
            print_table(coverage.coverage(catalog))
        return 0
    if not args.card:
        print("redbook cards: name cards (ids or names), or ask for --coverage",
              file=sys.stderr)
        return USAGE
    found: dict[str, Any] = {}
    unknown = []
    for key in args.card:
        cards = (catalog.get(key),) if key in catalog else catalog.find_all(key)
        if cards:
            found[key] = cards[0].to_json()
        else:
            unknown.append(key)
    if args.json:
        print_json({"cards": found, "unknown": unknown})
    else:
        for facts in found.values():
            print(f"{facts['id']}  {facts['name']}: "
                  + ", ".join(f"{k} {v}" for k, v in facts.items() if k not in ("id", "name")))
        for key in unknown:
            print(f"redbook: {key}: not in the catalog", file=sys.stderr)
    return 1 if unknown else 0


def print_table(rows: tuple[coverage.Coverage, ...]) -> None:
    for row in rows:
        # The card's status in every ruleset; what each says is on its rulesets' line.
        print(f"{row.card_id:7} {row.name}  [{row.kind}]  {row.status}")
        if row.test:
            print(f"        test: {row.test}")
        print("        rulesets: " + "; ".join(
            f"{rid}: {r.status}" + (f" ({ruleset_note(r)})" if r.missing else "")
            for rid, r in row.rulesets))
    print()
    for rid, counts in coverage.ruleset_totals(rows).items():
        print(f"{rid}: " + ", ".join(f"{name} {counts[name]}" for name in coverage.STATUSES))
    totals = coverage.totals(rows)
    print(f"{coverage.EVERY_RULESET}: "
          + ", ".join(f"{name} {totals[name]}" for name in coverage.STATUSES)
          + f"; {totals['all']} cards of The Wizards")


#: The statuses whose note says what the ruleset leaves out of the card; the others' notes
#: say what needs the two-player game, what never arises in the scenario, or the clause that
#: keeps the card out of play: no part a solo game lacks.
_LACKING = (coverage.IN_PART, coverage.DECLARED, coverage.NOT_SCRIPTED)


def ruleset_note(found: coverage.InRuleset) -> str:
    """What a ruleset's note says, opened with "missing: " where it says what is left out."""
    return f"missing: {found.missing}" if found.status in _LACKING else found.missing
