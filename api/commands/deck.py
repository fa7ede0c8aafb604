"""``redbook deck check FILE``: a Balrog player's deck checked against The Balrog's rules (the
copy's rules only; those it lacks are named as unknown)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from api.commands._common import print_json, settings
from domain.cards.catalog import read_json
from domain.engine import balrog_deck
from domain.errors import InvalidDeck


def register(subparsers: Any) -> None:
    description = (
        "Check a Balrog player's deck: a JSON object of card ids by part "
        f"({', '.join(balrog_deck.PARTS)}). Each problem names its clause; the rules the copy "
        "of The Balrog's rules lacks are listed as not checked. Exit status 1 when there are "
        "problems. The Balrog's cards (set BA) are not in the starter catalog: give the "
        "Council of Elrond cards.json with --cards FILE (before or after the command) or "
        "REDBOOK_CARDS.")
    parser = subparsers.add_parser("deck", help="check a deck", description=description)
    actions = parser.add_subparsers(dest="deck_action", metavar="ACTION", required=True)
    check = actions.add_parser("check", help="check a Balrog player's deck file",
                               description=description)
    check.add_argument("file", help="the deck, a JSON file")
    check.add_argument("--json", action="store_true", help="print the result as JSON")
    check.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        deck = balrog_deck.deck_of(read_json(Path(args.file)))
    except InvalidDeck as exc:
        raise InvalidDeck(f"{args.file}: {exc.message}") from None
    found = balrog_deck.check_in(deck, settings(args).catalog())
    if args.json:
        print_json(found.to_json())
    else:
        print("A Balrog player's deck." if found.balrog_player else "No Balrog player's deck.")
        for problem in found.problems:
            print(f"  problem: {problem}")
        for clause, reason in found.unknown.items():
            print(f"  not checked, {clause}: {reason}")
    return 1 if found.problems else 0
