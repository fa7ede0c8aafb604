"""The game list (GET /games) on a large store: one page's query, on SQLite and PostgreSQL.

    .venv/bin/python ops/bench/bench_game_list.py [--games 20000] [--repeat 20]
                                                  [--postgres URL|none] [--json PATH]

A store is filled with ``--games`` synthetic rows of the two tables the list reads (the
games' owners and visibility, and their summaries), as many games by a thousand players
would leave them: half public, one in five finished, one in fifty a fork of an earlier game.
The tables are analysed, as a running database is, and then the query behind one page of
50 is timed (the median of ``--repeat`` runs, without HTTP): everyone's public games, a
player's view (public games and their own), one owner's games, the 40th page by cursor, the
finished ones, and the forks of one game. PostgreSQL runs at ``--postgres`` (default
``REDBOOK_BENCH_DATABASE_URL`` or the local ``redbook_test`` database) in a schema of its own,
dropped afterwards; ``none`` skips it.

Prints the figures and writes them as JSON; asserts nothing about time.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import uuid
from functools import partial
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).parent)]

from figures import Figures, add_json_flag, timed  # noqa: E402
from scratch_postgres import Unreachable, scratch_schemas  # noqa: E402

from api.auth import Registry  # noqa: E402
from api.config import store_env  # noqa: E402
from domain.cards import starter_catalog  # noqa: E402
from domain.store.games import GameService  # noqa: E402
from projections.db import Database  # noqa: E402
from projections.follower import Projections  # noqa: E402
from projections.summaries import Filters, Reader, list_games  # noqa: E402

POSTGRES_ENV = "REDBOOK_BENCH_DATABASE_URL"
LOCAL_POSTGRES = "postgresql://postgres@127.0.0.1:5432/redbook_test"
PLAYERS = 1000
PAGE = 50


def fill(database: Database, games: int) -> list[str]:
    """Synthetic rows of ``games`` games; their ids, oldest first."""
    ids = [str(uuid.UUID(int=n + 1)) for n in range(games)]
    with database.write() as session:
        for n, game_id in enumerate(ids):
            session.execute(
                "INSERT INTO {redbook_games} (game_id, ruleset, owner, visibility, created) "
                "VALUES (?, ?, ?, ?, ?)",
                (game_id, "solitaire-v1" if n % 3 else "dice-race", f"player-{n % PLAYERS}",
                 "public" if n % 2 else "private", f"2026-01-01T00:00:{n % 60:02d}+00:00"))
            parent = ids[n // 2] if n % 50 == 49 else None
            session.execute(
                "INSERT INTO {redbook_game_summaries} (game_id, position, ruleset, "
                "ruleset_version, challenge, parent, fork_version, version, state, outcome) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (game_id, (n + 1) * 40, None, "1", None, parent, 7 if parent else None, 40,
                 "finished" if n % 5 == 0 else "playing", "won" if n % 5 == 0 else None))
    with database.write() as session:
        session.execute("ANALYZE {redbook_games}")
        session.execute("ANALYZE {redbook_game_summaries}")
    return ids


def measure(figures: Figures, label: str, url: str, games: int, repeat: int) -> None:
    service = GameService(starter_catalog(), uuid.uuid4, env=store_env(url))
    try:
        database = Database(service)
        Registry(database)
        Projections(service, database)
        ids = fill(database, games)
        player = Reader("player-7")
        forked = next(n for n in range(games // 2, games) if n % 50 == 49)

        def page(reader: Reader, filters: Filters, after: int | None = None) -> int:
            with database.read() as session:
                rows, _ = list_games(session, reader, filters, PAGE, after)
            return len(rows)

        deep = (games - 39 * PAGE + 1) * 40  # the last position of the 39th page of all games
        cases = {
            "public": (Reader(), Filters(), None),
            "player": (player, Filters(), None),
            "owner": (player, Filters(owner="player-7"), None),
            "page_40": (Reader(operator=True), Filters(), deep),
            "finished": (player, Filters(state="finished"), None),
            "forks": (player, Filters(parent=ids[forked // 2]), None),
        }
        print(f"{label}, {games:,} games:")
        for name, (reader, filters, after) in cases.items():
            seconds, rows = timed(partial(page, reader, filters, after), repeat)
            figures.record(f"{label}_{name}_ms", round(seconds * 1000, 3),
                           f"  {name}: {seconds * 1000:.2f} ms for a page of {rows}")
    finally:
        service.close()


def postgres(figures: Figures, url: str, games: int, repeat: int) -> None:
    try:
        with scratch_schemas(url, 1) as (store,):
            measure(figures, "postgres", store, games, repeat)
    except Unreachable as exc:
        figures.record("postgres", exc.reason, f"postgres: {exc.reason}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20_000)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--postgres", default=os.environ.get(POSTGRES_ENV, LOCAL_POSTGRES))
    add_json_flag(parser, "game_list")
    args = parser.parse_args()
    figures = Figures("game_list")
    figures.record("games", args.games)
    with tempfile.TemporaryDirectory() as home:
        measure(figures, "sqlite", f"sqlite:///{Path(home) / 'games.sqlite'}", args.games,
                args.repeat)
    if args.postgres != "none":
        postgres(figures, args.postgres, args.games, args.repeat)
    figures.write(args.json)


if __name__ == "__main__":
    main()
