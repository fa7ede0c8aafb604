"""The simulate benchmark runs end to end on a tiny workload and writes the figures it prints.
(What the figures are is measured by running it, never asserted here.)"""

from __future__ import annotations

from pathlib import Path

from tests.e2e.test_benchmarks import run


def test_simulate_benchmark_plays_alone_and_spread_with_identical_rows(tmp_path: Path) -> None:
    figures = run("ops/bench/bench_simulate.py", tmp_path, "--games", "4", "--jobs", "2",
                  "--ruleset", "dice-race")["figures"]
    assert sorted(figures) == ["games", "identical", "jobs", "load_average_before",
                               "one_process_games_per_s", "ruleset", "speed_up",
                               "spread_cpu_to_one", "spread_games_per_s"]
    assert (figures["games"], figures["jobs"], figures["identical"], figures["ruleset"]) == (
        4, 2, True, "dice-race")
