"""``redbook projections rebuild``: throw the read models away and rebuild them from the log."""

from __future__ import annotations

import argparse

from api.commands._common import service


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("projections", help="manage the read models")
    actions = parser.add_subparsers(dest="projections_command", metavar="ACTION",
                                    required=True)
    rebuild = actions.add_parser("rebuild", help="drop every view and rebuild it from the "
                                 "event log")
    rebuild.add_argument("--database-url", default=argparse.SUPPRESS,
                         help="where games are stored (as the global flag)")
    rebuild.set_defaults(func=run_rebuild)


def run_rebuild(args: argparse.Namespace) -> int:
    from projections.db import Database
    from projections.follower import Projections

    games = service(args)
    position = Projections(games, Database(games)).rebuild()
    print(f"Rebuilt the views from {position} stored events.")
    return 0
