"""The benchmarks in ops/ run end to end on a tiny workload and write the figures they print
as JSON. (What the figures are is measured by running them, never asserted here.)"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import POSTGRES_URL, REPO


def run(script: str, tmp_path: Path, *flags: str) -> dict[str, Any]:
    out = tmp_path / "figures.json"
    done = subprocess.run([sys.executable, str(REPO / script), *flags, "--json", str(out)],
                          capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert f"figures written to {out}" in done.stdout
    document: dict[str, Any] = json.loads(out.read_text())
    return document


def test_replay_benchmark_measures_every_path_beside_the_bare_tools(tmp_path: Path) -> None:
    document = run("ops/bench/bench_replay.py", tmp_path, "--events", "300", "--repeat", "1",
                   "--decisions", "20", "--postgres", POSTGRES_URL)
    figures = document["figures"]
    assert document["benchmark"] == "replay"
    assert sorted(figures) == [
        "append_overhead", "bare_read_decode_events_per_s", "events",
        "eventsourcing_get_events_per_s", "game_all_states_mb", "game_records_mb",
        "game_sparse_states_mb",
        "import_events_per_s", "load_share_of_bare", "past_state_cold_ms",
        "past_state_median_ms", "past_state_worst_ms", "plain_saves_per_s",
        "postgres_append_overhead", "postgres_plain_saves_per_s",
        "postgres_service_decisions_per_s", "redbook_load_events_per_s",
        "redbook_verify_events_per_s", "service_cache_full_mb", "service_cache_games",
        "service_decisions_per_s"]
    assert figures["events"] >= 300
    # Seven games read through a cache bounded at five games' events keeps five.
    assert figures["service_cache_games"] == 5


@pytest.mark.parametrize("ruleset", ["solitaire-v1", "road-goes-ever-on"])
def test_games_benchmark_plays_in_memory_and_on_sqlite_beside_the_hash_chain(
        tmp_path: Path, ruleset: str) -> None:
    document = run("ops/bench/bench_games.py", tmp_path, "--ruleset", ruleset, "--games", "1",
                   "--stored", "1")
    figures = document["figures"]
    assert (document["benchmark"], figures["ruleset"]) == ("games", ruleset)
    assert sorted(figures) == [
        "hash_chain_cpu_events_per_s", "hash_chain_cpu_games_per_s", "hash_chain_events_per_s",
        "hash_chain_games_per_s", "memory_cpu_events_per_s", "memory_cpu_games_per_s",
        "memory_events_per_s", "memory_games_per_s", "memory_to_hash_chain",
        "memory_to_hash_chain_cpu", "ruleset", "sqlite_events_per_s", "sqlite_games_per_s"]


def test_long_game_benchmark_times_the_import_audit_verify_and_the_table_reads(
        tmp_path: Path) -> None:
    document = run("ops/bench/bench_long_game.py", tmp_path, "--ruleset", "dice-race",
                   "--repeat", "1")
    figures = document["figures"]
    assert (document["benchmark"], figures["ruleset"], figures["events"]) == (
        "long_game", "dice-race", 27)
    # The dice race has no Shadow tokens: the table reads no Shadow view.
    timed = ["audit", "catch_up", "import", "import_store", "table", "table_actions",
             "table_events", "table_game", "table_narrative", "table_rulesets", "table_score",
             "verify"]
    assert sorted(figures) == sorted(["events", "ruleset", *(f"{key}_ms" for key in timed),
                                      *(f"{key}_cpu_ms" for key in timed)])


def test_load_benchmark_serves_both_phases_without_errors(tmp_path: Path) -> None:
    figures = run("ops/load/load.py", tmp_path, "--clients", "2", "--seconds", "1")["figures"]
    assert (figures["clients"], figures["store"]) == (2, "sqlite")
    assert (figures["reference_errors"], figures["commands_errors"]) == (0, 0)
    assert figures["reference_per_s"] > 0 and figures["commands_per_s"] > 0


def test_challenge_benchmark_scores_entries_again_alone_and_spread(tmp_path: Path) -> None:
    figures = run("ops/bench/bench_challenge.py", tmp_path, "--entries", "3",
                  "--jobs", "2")["figures"]
    assert sorted(figures) == ["entries", "identical", "jobs", "one_process_entries_per_s",
                               "speed_up", "spread_entries_per_s"]
    assert (figures["entries"], figures["jobs"], figures["identical"]) == (3, 2, True)


def test_record_sizes_benchmark_measures_every_public_ruleset(tmp_path: Path) -> None:
    figures = run("ops/bench/record_sizes.py", tmp_path, "--games", "1")["figures"]
    assert sorted(figures) == sorted(
        f"{ruleset}.{key}"
        for ruleset in ("burglar", "necromancer", "road-goes-ever-on", "solitaire-v1",
                        "there-and-back-again")
        for key in ("events", "full_bytes", "full_gzip_bytes", "inputs", "record_bytes",
                    "record_gzip_bytes", "seed"))
