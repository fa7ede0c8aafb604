"""Benchmark: whole Solitaire Variant games played by the automatic policy, in memory (the
chronicle alone) and in the event store on an SQLite file (every decision saved), printing games
per second and events per second, and writing them as JSON.

    .venv/bin/python ops/bench/bench_solitaire.py [--games N] [--stored M] [--json PATH]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).parent)]

from figures import Figures, add_json_flag  # noqa: E402

from api.config import store_env  # noqa: E402
from domain.cards import starter_catalog  # noqa: E402
from domain.chronicle import Chronicle  # noqa: E402
from domain.ruleset import make_ruleset  # noqa: E402
from domain.store.games import GameService  # noqa: E402

RULESET = "solitaire-v1"


def in_memory(games: int) -> tuple[float, int]:
    ruleset = make_ruleset(RULESET, starter_catalog())
    events = 0
    started = time.perf_counter()
    for seed in range(games):
        game = Chronicle.begin(ruleset, seed, {})
        while game.result() is None:
            action, args = ruleset.policy(game.table.rules, game.actions())
            game.decide(action, args)
        events += game.version
    return time.perf_counter() - started, events


def stored(games: int, folder: Path) -> tuple[float, int]:
    app = GameService(starter_catalog(), uuid.uuid4,
                      env=store_env(f"sqlite:///{folder / 'bench.sqlite'}"))
    ruleset = app.ruleset(RULESET)
    events = 0
    started = time.perf_counter()
    try:
        for seed in range(games):
            game_id = app.start(RULESET, seed, {})
            game = app.load(game_id)
            while game.result() is None:
                action, args = ruleset.policy(game.table.rules, game.actions())
                app.decide(game_id, action, args, expected_version=game.version)
                game = app.load(game_id)
            events += game.version
    finally:
        app.close()
    return time.perf_counter() - started, events


def report(figures: Figures, label: str, games: int, seconds: float, events: int) -> None:
    figures.record(f"{label}_games_per_s", round(games / seconds, 1),
                   f"{label:<10} {games:>5} games  {seconds:8.2f} s  {games / seconds:8.1f} "
                   f"games/s  {events / seconds:10.0f} events/s  ({events / games:.0f} "
                   "events/game)")
    figures.record(f"{label}_events_per_s", round(events / seconds))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games in memory (default 200)")
    parser.add_argument("--stored", type=int, default=20, help="games on SQLite (default 20)")
    add_json_flag(parser, "solitaire")
    args = parser.parse_args()
    figures = Figures("solitaire")
    seconds, events = in_memory(args.games)
    report(figures, "memory", args.games, seconds, events)
    with tempfile.TemporaryDirectory() as folder:
        seconds, events = stored(args.stored, Path(folder))
        report(figures, "sqlite", args.stored, seconds, events)
    figures.write(args.json)


if __name__ == "__main__":
    main()
