"""``redbook compare GAME_A GAME_B``: where two games that share a beginning part ways.

Prints the last event they share (its version in each game), then both continuations side by
side, one narrated event per row.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any
from uuid import UUID

from api.commands._common import USAGE, game_id_arg, opened, print_json
from api.sealing import seal_of
from domain.chronicle import Chronicle
from domain.compare import Comparison, compare
from domain.text import count

COLUMN = 58


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "compare", help="show where two games diverge, and both continuations side by side",
        description="Compare two stored games that share a beginning (a fork and its parent, "
        "two entries of one challenge): the last common version, then both continuations.")
    parser.add_argument("game_a", help="the first game's id")
    parser.add_argument("game_b", help="the second game's id")
    parser.add_argument("--json", action="store_true", help="print the comparison as JSON")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    ids: list[UUID] = []
    for text in (args.game_a, args.game_b):
        game_id = game_id_arg("compare", text)
        if game_id is None:
            return USAGE
        ids.append(game_id)
    with opened(args) as app:
        a, b = (app.load(game_id) for game_id in ids)
        comparison = compare(a.history(), b.history())
        seals = [seal_of(app, game_id) for game_id in ids]

    def shown(view: Any) -> Any:
        """What may be shown: a sealed challenge entry's seed and shuffles stay hidden."""
        for seal in seals:
            view = seal(view)
        return view

    if args.json:
        print_json(shown(comparison.to_json()))
        return 0
    for line in render(comparison, a, b, shown):
        print(line)
    return 0


def render(comparison: Comparison, left: Chronicle, right: Chronicle,
           shown: Callable[[Any], Any] = lambda text: text) -> list[str]:
    """The comparison as text: a heading, then two columns of narrated events (a decision in
    the words its action was offered with, ``Chronicle.narrate``). Each event's words pass
    through ``shown`` (the games' seals) before a cell is cut to its column: a cut seed could
    no longer be found to conceal."""
    if comparison.shared:
        head = (f"Shared {count(comparison.shared, 'event')} of play: the last common one is "
                f"version {comparison.a_version} of A{_aside(comparison.a_set_aside)} and "
                f"version {comparison.b_version} of B{_aside(comparison.b_set_aside)}.")
    else:
        head = "The games share no event: they differ from the first one."
    if comparison.identical:
        return [head, "They have not diverged."]
    lines = [head, "", f"{'A':<{COLUMN}} | B", f"{'-' * COLUMN}-+-{'-' * COLUMN}"]
    for a, b in comparison.rows():
        cell_a = f"{a.version:>4} {shown(left.narrate(a))}" if a else ""
        cell_b = f"{b.version:>4} {shown(right.narrate(b))}" if b else ""
        lines.append(f"{_fit(cell_a):<{COLUMN}} | {_fit(cell_b)}")
    return lines


def _aside(records: int) -> str:
    """Why a version is beyond the count of shared events, if it is."""
    if not records:
        return ""
    return (f" (whose history sets aside {count(records, 'record')} before it: undone moves, "
            "undo and fork markers)")


def _fit(text: str) -> str:
    return text if len(text) <= COLUMN else text[:COLUMN - 1] + "…"
