"""``redbook games``: the games in the store, with their ruleset, version and result."""

from __future__ import annotations

import argparse
from typing import Any

from api.commands._common import print_json, service
from domain.errors import RedBookError
from domain.store.games import GameService


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "games", help="list the stored games",
        description="List the games in the store (--database-url), oldest first: id, ruleset, "
        "version and result.")
    parser.add_argument("--json", action="store_true", help="print the list as JSON")
    parser.set_defaults(func=run)


def summary(app: GameService, game_id: Any) -> dict[str, Any]:
    records = app.records(game_id)
    row: dict[str, Any] = {"id": str(game_id), "ruleset": records[0].data.get("ruleset"),
                           "version": len(records)}
    try:
        result = app.load(game_id).result()
    except RedBookError as exc:
        row["result"] = None
        row["status"] = f"cannot be replayed here ({exc.code})"
        row["problem"] = exc.message
        return row
    row["result"] = result
    row["status"] = str(result.get("outcome")) if result else "in play"
    return row


def run(args: argparse.Namespace) -> int:
    app = service(args)
    try:
        rows = [summary(app, game_id) for game_id in app.game_ids()]
    finally:
        app.close()
    if args.json:
        print_json(rows)
        return 0
    if not rows:
        print("No games stored yet.")
        return 0
    width = max(len(str(row["ruleset"])) for row in rows)
    for row in rows:
        print(f"{row['id']}  {str(row['ruleset']):<{width}}  v{row['version']:<5}  "
              f"{row['status']}")
    return 0
