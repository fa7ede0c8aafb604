"""Replay speed of long games: how many events per second a fresh service loads, replays and
verifies from an SQLite file.

    .venv/bin/python ops/bench/bench_replay.py [--turns 300] [--undos 9] [--repeat 3]

A long dice race is built in memory (each net turn is one walk after ``--undos`` walks taken
back, so the log is long and branchy), imported into a new SQLite store, then loaded from the
store by a fresh service each time. Prints figures; asserts nothing about time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from api.config import store_env  # noqa: E402
from domain.chronicle import Chronicle, verify  # noqa: E402
from domain.game import GameService  # noqa: E402
from domain.ruleset import make_ruleset  # noqa: E402

if TYPE_CHECKING:
    from domain.cards import Catalog


@dataclass(frozen=True)
class BenchCatalog:
    """A stand-in card catalog: the dice race only needs its digest."""

    digest: str = "sha256:bench"


def bench_catalog() -> Catalog:
    return cast("Catalog", BenchCatalog())


def long_game(turns: int, undos: int) -> Chronicle:
    ruleset = make_ruleset("dice-race", bench_catalog())
    chronicle = Chronicle.begin(ruleset, "bench", {"goal": 1000, "turns": 1000})
    for _ in range(turns):
        if chronicle.result() is not None:
            break
        for _ in range(undos):
            chronicle.decide("walk")
            chronicle.undo(steps=1)
        chronicle.decide("walk")
    return chronicle


def timed(action: Callable[[], Any], repeat: int) -> tuple[float, Any]:
    """The median seconds of ``repeat`` runs, and the last result."""
    seconds, result = [], None
    for _ in range(repeat):
        started = time.perf_counter()
        result = action()
        seconds.append(time.perf_counter() - started)
    return statistics.median(seconds), result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=300)
    parser.add_argument("--undos", type=int, default=9)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    built, chronicle = timed(lambda: long_game(args.turns, args.undos), 1)
    events = chronicle.version
    print(f"game: {events} events ({args.turns} turns, {args.undos} undos per turn); "
          f"played in memory at {events / built:,.0f} events/s")

    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'bench.sqlite'}"
        env = store_env(url)
        writer = GameService(bench_catalog(), uuid.uuid4, env=env)
        stored, game = timed(lambda: writer.import_game(
            {"format": "redbook-game/1", "records": [r.to_json() for r in chronicle.records]}),
            1)
        writer.close()
        print(f"import (verify + store): {events / stored:,.0f} events/s")

        def fresh(action: Callable[[GameService], Any]) -> Callable[[], Any]:
            def run() -> Any:
                service = GameService(bench_catalog(), uuid.uuid4, env=env)
                try:
                    return action(service)
                finally:
                    service.close()
            return run

        warm = GameService(bench_catalog(), uuid.uuid4, env=env)
        warm.load(game)

        def decide_and_undo() -> None:
            warm.decide(game, "walk")
            warm.undo(game, steps=1)

        seconds, _ = timed(decide_and_undo, args.repeat)
        print(f"decide + undo on the long game (warm service): {seconds * 1000:,.0f} ms")
        warm.close()

        ruleset = make_ruleset("dice-race", bench_catalog())
        figures = [
            ("read stored events (aggregate)", fresh(lambda s: s.records(game))),
            ("load (read + replay)", fresh(lambda s: s.load(game))),
            ("verify from the store", fresh(lambda s: s.verify(game))),
        ]
        for label, action in figures:
            seconds, _ = timed(action, args.repeat)
            print(f"{label}: {events / seconds:,.0f} events/s ({seconds * 1000:,.0f} ms)")
        records = chronicle.records
        seconds, _ = timed(lambda: Chronicle(ruleset, records), args.repeat)
        print(f"replay in memory (Chronicle): {events / seconds:,.0f} events/s")
        seconds, verdict = timed(lambda: verify(ruleset, records), args.repeat)
        assert verdict.ok
        print(f"verify in memory: {events / seconds:,.0f} events/s")


if __name__ == "__main__":
    main()
