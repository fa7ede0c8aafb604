"""Replay, past states and appends of a long game on an SQLite file, each beside what the bare
tools do with the same events in the same run.

    .venv/bin/python ops/bench/bench_replay.py [--events 10000] [--undos 9] [--repeat 5]
                                               [--decisions 2000] [--json PATH]

A dice race of about ``--events`` events is played in memory (each net turn is one walk after
``--undos`` walks taken back, so the log is long and branchy), imported into a new SQLite store,
and then measured:

- replay: a fresh service loads the game (read + replay, no snapshots, no cache), beside the
  ``eventsourcing`` library rebuilding its aggregate from the same stored events and a bare
  ``sqlite3`` read of the same rows with a JSON decode of each (goals: 250,000 events/s and a
  third of the bare rate);
- a past state: the state at versions spread over the whole game, from a service that holds
  the game (every version's state is kept as a snapshot; goal: under 5 ms);
- appends: decisions per second through the service (load check, rules, hash chain, save)
  beside plain ``eventsourcing`` saves of the same records in the same batches (goal: overhead
  within 1.3x).

Prints the figures and writes them as JSON; asserts nothing about time.
"""

from __future__ import annotations

import argparse
import sqlite3
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import orjson

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).parent)]

from eventsourcing.application import Application  # noqa: E402
from eventsourcing.domain import Aggregate, event  # noqa: E402
from figures import Figures, add_json_flag, timed  # noqa: E402

from api.config import store_env  # noqa: E402
from domain.chronicle import Chronicle, Record  # noqa: E402
from domain.export import EXPORT_FORMAT  # noqa: E402
from domain.ruleset import make_ruleset  # noqa: E402
from domain.store.games import GameService  # noqa: E402

if TYPE_CHECKING:
    from domain.cards import Catalog

RACE = {"goal": 1000, "turns": 1000}


@dataclass(frozen=True)
class BenchCatalog:
    """A stand-in card catalog: the dice race only needs its digest."""

    digest: str = "sha256:bench"


def bench_catalog() -> Catalog:
    return cast("Catalog", BenchCatalog())


def long_game(events: int, undos: int) -> Chronicle:
    ruleset = make_ruleset("dice-race", bench_catalog())
    chronicle = Chronicle.begin(ruleset, "bench", RACE)
    while chronicle.version < events and chronicle.result() is None:
        for _ in range(undos):
            chronicle.decide("walk")
            chronicle.undo(steps=1)
        chronicle.decide("walk")
    return chronicle


class Log(Aggregate):
    """Plain ``eventsourcing``: an aggregate that keeps the records it is given."""

    @event("Opened")
    def __init__(self, record: dict[str, Any]) -> None:
        self.records = [record]

    @event("Logged")
    def log(self, record: dict[str, Any]) -> None:
        self.records.append(record)


def bare_rows(path: str, game_id: uuid.UUID) -> Callable[[], list[Any]]:
    """A read of the game's stored rows by ``sqlite3`` alone, each state decoded as JSON."""
    table, key = "stored_events", game_id.hex  # how the library's SQLite recorder keeps them

    def read() -> list[Any]:
        db = sqlite3.connect(path)
        try:
            rows = db.execute(f"SELECT state FROM {table} WHERE originator_id = ? "  # noqa: S608
                              "ORDER BY originator_version", (key,)).fetchall()
            return [orjson.loads(state) for (state,) in rows]
        finally:
            db.close()
    return read


def replay(figures: Figures, env: dict[str, str], game: uuid.UUID, events: int,
           repeat: int) -> None:
    def fresh(action: Callable[[GameService], Any]) -> Callable[[], Any]:
        def run() -> Any:
            service = GameService(bench_catalog(), uuid.uuid4, env=env)
            try:
                return action(service)
            finally:
                service.close()
        return run

    rows = bare_rows(env["SQLITE_DBNAME"], game)
    assert len(rows()) == events
    runs = [
        ("redbook_load", "Red Book load (read + replay, no snapshots)",
         fresh(lambda s: s.load(game))),
        ("eventsourcing_get", "eventsourcing rebuilding its aggregate from the same events",
         fresh(lambda s: s.repository.get(game))),
        ("bare_read_decode", "bare sqlite3 read + JSON decode of the same rows", rows),
        ("redbook_verify", "Red Book verify from the store (re-simulation)",
         fresh(lambda s: s.verify(game))),
    ]
    rates = {}
    for key, label, action in runs:
        seconds, _ = timed(action, repeat)
        rates[key] = events / seconds
        figures.record(f"{key}_events_per_s", round(rates[key]),
                       f"  {label}: {rates[key]:,.0f} events/s ({seconds * 1000:,.1f} ms)")
    share = rates["redbook_load"] / rates["bare_read_decode"]
    figures.record("load_share_of_bare", round(share, 3),
                   f"  Red Book load is {share:.0%} of the bare read-and-decode rate "
                   f"(goals: 250,000 events/s and 33%)")


def past_states(figures: Figures, env: dict[str, str], game: uuid.UUID, events: int) -> None:
    service = GameService(bench_catalog(), uuid.uuid4, env=env)
    try:
        cold, _ = timed(lambda: service.load(game).state_at(events // 2))
        figures.record("past_state_cold_ms", round(cold * 1000, 2),
                       f"  first read of the game (load, then the state at v{events // 2}): "
                       f"{cold * 1000:,.1f} ms")
        versions = range(1, events + 1, max(1, events // 100))
        times = []
        for version in versions:
            seconds, _ = timed(lambda v=version: service.load(game).state_at(v))
            times.append(seconds * 1000)
        times.sort()
        median, worst = times[len(times) // 2], times[-1]
        figures.record("past_state_median_ms", round(median, 3),
                       f"  state at {len(times)} past versions (store checked for a newer "
                       f"version each time): median {median:.2f} ms, worst {worst:.2f} ms "
                       "(goal: under 5 ms)")
        figures.record("past_state_worst_ms", round(worst, 3))
    finally:
        service.close()


def appends(figures: Figures, folder: Path, decisions: int) -> None:
    service = GameService(bench_catalog(), uuid.uuid4,
                          env=store_env(f"sqlite:///{folder / 'appends.sqlite'}"))
    batches: list[list[Record]] = []
    started = time.perf_counter()
    for n in range(decisions):
        if n % 100 == 0:  # a new race long before the last one can be won
            game = service.start("dice-race", f"appends-{n}", RACE)
        batches.append(service.decide(game, "walk"))
    ours = time.perf_counter() - started
    service.close()

    plain = Application[uuid.UUID](env=store_env(f"sqlite:///{folder / 'plain.sqlite'}"))
    log = Log(record={"version": 1, "kind": "GameStarted", "data": {}, "rule": None})
    plain.save(log)
    started = time.perf_counter()
    for batch in batches:
        for record in batch:
            log.log(record.to_json())
        plain.save(log)
    theirs = time.perf_counter() - started
    plain.close()

    appended = sum(len(b) for b in batches)
    figures.record("service_decisions_per_s", round(decisions / ours),
                   f"  through the service: {decisions / ours:,.0f} decisions/s "
                   f"({appended / ours:,.0f} events/s)")
    figures.record("plain_saves_per_s", round(decisions / theirs),
                   f"  plain eventsourcing saves of the same records: "
                   f"{decisions / theirs:,.0f} saves/s")
    figures.record("append_overhead", round(ours / theirs, 2),
                   f"  overhead: {ours / theirs:.2f}x (goal: within 1.3x)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=10_000,
                        help="events in the long game (default 10,000)")
    parser.add_argument("--undos", type=int, default=9,
                        help="walks taken back before each walk kept (default 9)")
    parser.add_argument("--repeat", type=int, default=5,
                        help="runs of each replay figure; the median is shown (default 5)")
    parser.add_argument("--decisions", type=int, default=2000,
                        help="decisions appended for the append figures (default 2,000)")
    add_json_flag(parser, "replay")
    args = parser.parse_args()
    figures = Figures("replay")

    built, chronicle = timed(lambda: long_game(args.events, args.undos))
    events = chronicle.version
    figures.record("events", events, f"game: {events:,} events, played in memory at "
                   f"{events / built:,.0f} events/s")

    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        env = store_env(f"sqlite:///{folder / 'replay.sqlite'}")
        writer = GameService(bench_catalog(), uuid.uuid4, env=env)
        stored, game = timed(lambda: writer.import_game(
            {"format": EXPORT_FORMAT, "records": [r.to_json() for r in chronicle.records]}))
        writer.close()
        figures.record("import_events_per_s", round(events / stored),
                       f"import (verify + store): {events / stored:,.0f} events/s")
        print("replay from the SQLite file:")
        replay(figures, env, game, events, args.repeat)
        print("a past state:")
        past_states(figures, env, game, events)
        print(f"appends ({args.decisions:,} decisions):")
        appends(figures, folder, args.decisions)
    figures.write(args.json)


if __name__ == "__main__":
    main()
