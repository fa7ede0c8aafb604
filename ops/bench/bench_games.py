"""Benchmark: whole games of one ruleset played by its automatic policy, in memory (as
``redbook simulate`` plays them: the chronicle alone, with the full hash chain) and in the
event store on an SQLite file (every decision saved), beside the floor: the hash chain alone
over the same events (each game's sealed again right after it is played). Prints games and
events per second and the ratio to the floor, by the clock and by this process's processor
time (which others' work on a shared machine moves less), and writes them as JSON.

    .venv/bin/python ops/bench/bench_games.py [--ruleset solitaire-v1] [--games N]
                                              [--stored M] [--json PATH]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).parent)]

from figures import REPO, Figures  # noqa: E402

from api.config import store_env  # noqa: E402
from api.simulation.games import autoplay  # noqa: E402
from domain.cards import starter_catalog  # noqa: E402
from domain.chronicle import GENESIS_HASH, seal  # noqa: E402
from domain.ruleset import Fact, make_ruleset  # noqa: E402
from domain.store.collector import paused_collection  # noqa: E402
from domain.store.games import GameService  # noqa: E402


@dataclass(frozen=True)
class Seconds:
    """Time on the clock and this process's processor time."""

    wall: float
    cpu: float

    @classmethod
    def now(cls) -> Seconds:
        return cls(time.perf_counter(), time.process_time())

    def __sub__(self, other: Seconds) -> Seconds:
        return Seconds(self.wall - other.wall, self.cpu - other.cpu)

    def __add__(self, other: Seconds) -> Seconds:
        return Seconds(self.wall + other.wall, self.cpu + other.cpu)


def in_memory(ruleset_id: str, games: int) -> tuple[Seconds, Seconds, int]:
    """Seconds to play ``games`` seeded games as ``redbook simulate`` plays them, seconds to
    seal their events again (the floor), and how many events they hold. Each game's events
    are sealed again right after it is played, so that a burst of others' work on a shared
    machine falls on both alike and their ratio holds."""
    ruleset = make_ruleset(ruleset_id, starter_catalog())
    played = floor = Seconds(0.0, 0.0)
    events = 0
    for seed in range(games):
        # As redbook simulate plays them, the collector paused until the game is let go
        # (api/simulation/spread.py).
        with paused_collection():
            started = Seconds.now()
            records = autoplay(ruleset, seed, {}).chronicle.records
            played += Seconds.now() - started
            facts = [record.fact for record in records]
            started = Seconds.now()
            hash_chain(facts)
            floor += Seconds.now() - started
            events += len(records)
            del records, facts
    return played, floor, events


def hash_chain(facts: list[Fact]) -> None:
    """Seal one game's events again: canonical JSON and SHA-256 of each, chained."""
    prev = GENESIS_HASH
    for version, fact in enumerate(facts, start=1):
        prev = seal(version, fact, prev).hash


def stored(ruleset_id: str, games: int, folder: Path) -> tuple[float, int]:
    app = GameService(starter_catalog(), uuid.uuid4,
                      env=store_env(f"sqlite:///{folder / 'bench.sqlite'}"))
    ruleset = app.ruleset(ruleset_id)
    events = 0
    started = time.perf_counter()
    try:
        for seed in range(games):
            game_id = app.start(ruleset_id, seed, {})
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
                   f"{label:<14} {games:>5} games  {seconds:8.2f} s  {games / seconds:8.1f} "
                   f"games/s  {events / seconds:10.0f} events/s  ({events / games:.0f} "
                   "events/game)")
    figures.record(f"{label}_events_per_s", round(events / seconds))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="solitaire-v1",
                        help="the ruleset to play (default solitaire-v1)")
    parser.add_argument("--games", type=int, default=200, help="games in memory (default 200)")
    parser.add_argument("--stored", type=int, default=20, help="games on SQLite (default 20)")
    parser.add_argument("--json", type=Path, default=None,
                        help="where to write the figures (default var/bench/games-RULESET.json)")
    args = parser.parse_args()
    figures = Figures("games")
    figures.record("ruleset", args.ruleset, f"ruleset {args.ruleset}")
    played, floor, events = in_memory(args.ruleset, args.games)
    report(figures, "memory", args.games, played.wall, events)
    report(figures, "hash_chain", args.games, floor.wall, events)
    figures.record("memory_to_hash_chain", round(played.wall / floor.wall, 2),
                   f"playing in memory costs {played.wall / floor.wall:.2f}x the hash chain "
                   "alone")
    # The processor time this process spent: on a machine others share, it moves less than
    # the time on the clock.
    report(figures, "memory_cpu", args.games, played.cpu, events)
    report(figures, "hash_chain_cpu", args.games, floor.cpu, events)
    figures.record("memory_to_hash_chain_cpu", round(played.cpu / floor.cpu, 2),
                   f"in processor time, playing costs {played.cpu / floor.cpu:.2f}x the hash "
                   "chain alone")
    if args.stored > 0:  # --stored 0: the games in memory alone
        with tempfile.TemporaryDirectory() as folder:
            seconds, events = stored(args.ruleset, args.stored, Path(folder))
            report(figures, "sqlite", args.stored, seconds, events)
    figures.write(args.json or REPO / "var" / "bench" / f"games-{args.ruleset}.json")


if __name__ == "__main__":
    main()
