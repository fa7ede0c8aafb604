"""``redbook rulesets``: the rulesets this Red Book runs, with their options."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from api.commands._common import print_json, settings
from domain.ruleset import listed_ruleset_ids, make_ruleset, ruleset_class


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "rulesets", help="list the rulesets and their options",
        description="List the registered rulesets: id, title, version and setup options.")
    parser.add_argument("--json", action="store_true", help="print the list as JSON")
    parser.add_argument("--notes", action="store_true",
                        help="also print each ruleset's rules notes: the reading it plays "
                        "where the rules are ambiguous or silent")
    parser.set_defaults(func=run)


def describe(notes: Callable[[str], dict[str, str]] | None = None) -> list[dict[str, Any]]:
    out = []
    for ruleset_id in listed_ruleset_ids():
        cls = ruleset_class(ruleset_id)
        entry = {"id": cls.id, "title": cls.title, "version": cls.version,
                 "options": dict(cls.options)}
        if notes is not None:
            entry["rules_notes"] = notes(ruleset_id)
        out.append(entry)
    return out


def run(args: argparse.Namespace) -> int:
    # The catalog is read even when only listing: a --cards (or REDBOOK_CARDS) that cannot be
    # read is refused here as every other command refuses it, not passed over in silence.
    catalog = settings(args).catalog()
    notes = None
    if args.notes:
        notes = lambda rid: make_ruleset(rid, catalog).rules_notes()  # noqa: E731
    rulesets = describe(notes)
    if args.json:
        print_json(rulesets)
        return 0
    for ruleset in rulesets:
        print(f"{ruleset['id']}  {ruleset['title']} (version {ruleset['version']})")
        for name, text in ruleset["options"].items():
            print(f"    {name}: {text}")
        for clause, reading in ruleset.get("rules_notes", {}).items():
            print(f"    note {clause}: {reading}")
    return 0
