"""Benchmark: every submitted entry of a Solitaire Variant challenge scored again by
re-simulation, in one process and spread over every core, with the results compared.

    .venv/bin/python ops/bench/bench_challenge.py [--entries N] [--jobs J] [--json PATH]

The shipped practice challenge is loaded into a new SQLite store, ``--entries`` players enter
and play it out with the automatic player, and submit; then what ``redbook challenge verify``
does is timed with one process and with ``--jobs`` (default: every core). Prints the entries
per second of each, the speed-up and whether the results are identical; asserts nothing about
time.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import uuid
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).parent)]

from figures import Figures, add_json_flag, timed  # noqa: E402

from api.commands.challenge import _check, _start_checker  # noqa: E402
from api.config import store_env  # noqa: E402
from api.parallel import cores, in_processes  # noqa: E402
from domain.cards import starter_catalog  # noqa: E402
from domain.challenge_files import shipped  # noqa: E402
from domain.store.challenges import ChallengeService, EntryCheck  # noqa: E402
from domain.store.games import GameService  # noqa: E402

CHALLENGE = "solitaire-v1-practice"
NOW = "2026-03-01T00:00:00Z"


def submitted(folder: Path, entries: int) -> list[EntryCheck]:
    app = GameService(starter_catalog(), uuid.uuid4,
                      env=store_env(f"sqlite:///{folder / 'challenge.sqlite'}"))
    try:
        challenges = ChallengeService(app)
        challenges.load(shipped())
        for n in range(entries):
            player = f"player-{n}"
            game_id = challenges.enter(CHALLENGE, player, NOW)
            game = app.load(game_id)
            while game.result() is None:
                action, args = game.ruleset.policy(game.table.rules, game.actions())
                app.decide(game_id, action, args, expected_version=game.version)
                game = app.load(game_id)
            challenges.submit(CHALLENGE, game_id, player, NOW)
        return challenges.submitted(CHALLENGE)
    finally:
        app.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=24, help="entries (default 24)")
    parser.add_argument("--jobs", type=int, default=cores(),
                        help=f"processes for the spread run (default every core: {cores()})")
    add_json_flag(parser, "challenge")
    args = parser.parse_args()
    figures = Figures("challenge")
    with tempfile.TemporaryDirectory() as folder:
        entries = submitted(Path(folder), args.entries)
    events = sum(len(entry.records) for entry in entries)
    catalog = starter_catalog()
    figures.record("entries", len(entries), f"{len(entries)} entries, {events:,} events")
    one, alone = timed(lambda: in_processes(_check, entries, 1, _start_checker, (catalog,)))
    many, spread = timed(lambda: in_processes(_check, entries, args.jobs, _start_checker,
                                              (catalog,)))
    for key, label, seconds in (("one_process", "1 process", one),
                                ("spread", f"{args.jobs} processes", many)):
        figures.record(f"{key}_entries_per_s", round(len(entries) / seconds, 1),
                       f"  {label}: {len(entries) / seconds:,.1f} entries/s "
                       f"({seconds:.2f} s)")
    figures.record("jobs", args.jobs)
    figures.record("speed_up", round(one / many, 2), f"  speed-up: {one / many:.2f}x")
    same = alone == spread and all(row["ok"] for row in alone)
    figures.record("identical", same, f"  identical results, every entry as stored: {same}")
    figures.write(args.json)


if __name__ == "__main__":
    main()
