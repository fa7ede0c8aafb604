"""Benchmark: ``redbook simulate``'s games played in one process and spread over processes,
with the results compared.

    .venv/bin/python ops/bench/bench_simulate.py [--ruleset solitaire-v1] [--games N]
                                                 [--jobs J] [--repeat R] [--json PATH]

Plays the same seeded run (``--seed 1``) as the command does, with one process and with
``--jobs`` (default: every core), process start-up included, ``--repeat`` times each in turn.
Prints games per second of each, the speed-up, the CPU time the spread run costs beside one
process's (which bounds the speed-up on idle cores, whatever else the machine runs) and
whether the rows are identical; asserts nothing about time.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
from functools import partial
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).parent)]

from figures import Figures, add_json_flag, timed  # noqa: E402

from api.parallel import cores  # noqa: E402
from api.simulation.games import game_seed  # noqa: E402
from api.simulation.spread import Side, play_games  # noqa: E402
from domain.cards import starter_catalog  # noqa: E402


def cpu_seconds() -> float:
    """CPU time of this process and of its ended workers."""
    return sum(usage.ru_utime + usage.ru_stime for usage in (
        resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="solitaire-v1", help="ruleset (solitaire-v1)")
    parser.add_argument("--games", type=int, default=200, help="games (default 200)")
    parser.add_argument("--jobs", type=int, default=cores(),
                        help=f"processes for the spread run (default every core: {cores()})")
    parser.add_argument("--repeat", type=int, default=3,
                        help="runs of each, taking turns; the median counts (default 3)")
    add_json_flag(parser, "simulate")
    args = parser.parse_args()
    figures = Figures("simulate")
    catalog, seeds, sides = starter_catalog(), [game_seed(1, n) for n in range(args.games)], (
        Side({}),)
    figures.record("ruleset", args.ruleset)
    figures.record("games", args.games, f"{args.ruleset}: {args.games} games")

    def run(jobs: int) -> list[object]:
        return list(play_games(args.ruleset, catalog, seeds, sides, jobs))

    # Others' work on the machine takes cores from the spread run; the CPU time it costs does
    # not depend on that, and bounds the speed-up on idle cores.
    figures.record("load_average_before", round(os.getloadavg()[0], 2),
                   f"  load average before: {os.getloadavg()[0]:.2f} on {cores()} cores")
    # The two runs take turns, so that a burst of others' work falls on both alike; the
    # median of each is kept.
    seconds: dict[int, list[float]] = {1: [], args.jobs: []}
    cpu: dict[int, float] = {1: 0.0, args.jobs: 0.0}
    rows: dict[int, list[object]] = {}
    for _ in range(args.repeat):
        for jobs in seconds:
            before = cpu_seconds()
            took, rows[jobs] = timed(partial(run, jobs))
            seconds[jobs].append(took)
            cpu[jobs] += cpu_seconds() - before
    one, many = statistics.median(seconds[1]), statistics.median(seconds[args.jobs])
    alone, spread = rows[1], rows[args.jobs]
    one_cpu, spread_cpu = cpu[1], cpu[args.jobs]
    for key, label, median in (("one_process", "1 process", one),
                               ("spread", f"{args.jobs} processes", many)):
        figures.record(f"{key}_games_per_s", round(args.games / median, 1),
                       f"  {label}: {args.games / median:,.1f} games/s ({median:.2f} s, "
                       f"median of {args.repeat})")
    figures.record("jobs", args.jobs)
    figures.record("speed_up", round(one / many, 2), f"  speed-up: {one / many:.2f}x")
    ratio = spread_cpu / one_cpu
    figures.record("spread_cpu_to_one", round(ratio, 3),
                   f"  CPU time spread / one process: {ratio:.3f} (so at most "
                   f"{args.jobs / ratio:.2f}x on {args.jobs} idle cores)")
    same = alone == spread
    figures.record("identical", same, f"  identical rows, in the same order: {same}")
    figures.write(args.json)


if __name__ == "__main__":
    main()
