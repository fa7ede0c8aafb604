"""Benchmark: how small a game record is beside the full export of the same game. For each
public ruleset the automatic player plays seeded games and the longest is kept; the script
prints the size in bytes of its full export and of its record, each as ``redbook export``
writes it (``--format full`` and ``--format record``) and gzipped, and writes them as JSON.

    .venv/bin/python ops/bench/record_sizes.py [--games N] [--json PATH]
"""

from __future__ import annotations

import argparse
import gzip
import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).parent)]

from figures import Figures, add_json_flag  # noqa: E402

from api.commands._common import pretty_json  # noqa: E402
from api.simulation.games import Played, autoplay  # noqa: E402
from domain.cards import starter_catalog  # noqa: E402
from domain.record import record_document, record_text  # noqa: E402
from domain.ruleset import listed_ruleset_ids, make_ruleset  # noqa: E402


def longest(ruleset_id: str, games: int) -> Played:
    """The game with the most events among seeds 0 to ``games - 1``."""
    ruleset = make_ruleset(ruleset_id, starter_catalog())
    return max((autoplay(ruleset, seed, {}) for seed in range(games)),
               key=lambda played: played.events)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30,
                        help="seeds tried per ruleset; the longest game is measured")
    add_json_flag(parser, "record_sizes")
    args = parser.parse_args()
    figures = Figures("record_sizes")
    print(f"{'ruleset':<22} {'seed':>4} {'events':>6} {'inputs':>6}  {'full':>9} "
          f"{'full.gz':>8}  {'record':>7} {'record.gz':>9}  {'full/record':>11}")
    for ruleset_id in listed_ruleset_ids():
        played = longest(ruleset_id, args.games)
        records = played.chronicle.records
        full = (pretty_json({"format": "redbook-game/1", "game_id": "0" * 36,
                             "records": [r.to_json() for r in records]}) + "\n").encode()
        record = record_document(records)
        text = record_text(record).encode()
        inputs = record["inputs"]
        assert isinstance(inputs, list)
        sizes = {"events": played.chronicle.version, "inputs": len(inputs),
                 "full_bytes": len(full), "full_gzip_bytes": len(gzip.compress(full, 9)),
                 "record_bytes": len(text), "record_gzip_bytes": len(gzip.compress(text, 9))}
        for key, value in sizes.items():
            figures.record(f"{ruleset_id}.{key}", value)
        figures.record(f"{ruleset_id}.seed", played.seed)
        print(f"{ruleset_id:<22} {played.seed!s:>4} {sizes['events']:>6} {sizes['inputs']:>6}  "
              f"{sizes['full_bytes']:>9,} {sizes['full_gzip_bytes']:>8,}  "
              f"{sizes['record_bytes']:>7,} {sizes['record_gzip_bytes']:>9,}  "
              f"{sizes['full_bytes'] / sizes['record_bytes']:>10.0f}x")
    figures.write(args.json)


if __name__ == "__main__":
    main()
