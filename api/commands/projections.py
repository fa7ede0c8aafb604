"""``redbook projections rebuild``: throw the read models away and rebuild them from the log."""

from __future__ import annotations

import argparse

from api.commands._common import service


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "projections", help="manage the read models",
        description="Manage the read models the API serves, which follow the event log.")
    actions = parser.add_subparsers(dest="projections_command", metavar="ACTION",
                                    required=True)
    rebuild = actions.add_parser("rebuild", help="drop every view and rebuild it from the "
                                 "event log", description="Drop every read model (board, "
                                 "score, Shadow tokens, narrative, the game list, leaderboards) "
                                 "and rebuild it from the stored events.")
    rebuild.set_defaults(func=run_rebuild)


def run_rebuild(args: argparse.Namespace) -> int:
    from projections.db import Database
    from projections.follower import Projections

    games = service(args)
    position = Projections(games, Database(games)).rebuild()
    print(f"Rebuilt the views from {position} stored events.")
    return 0
