"""What every benchmark does with its figures: print them as it goes and, at the end, write
them as one JSON document (``--json PATH``; default ``var/bench/NAME.json`` in the repository)."""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]


def add_json_flag(parser: argparse.ArgumentParser, name: str) -> None:
    parser.add_argument("--json", type=Path, default=REPO / "var" / "bench" / f"{name}.json",
                        help=f"where to write the figures (default var/bench/{name}.json)")


def timed(action: Callable[[], Any], repeat: int = 1) -> tuple[float, Any]:
    """The median seconds of ``repeat`` runs of ``action``, and its last result."""
    seconds, result = [], None
    for _ in range(repeat):
        started = time.perf_counter()
        result = action()
        seconds.append(time.perf_counter() - started)
    return statistics.median(seconds), result


class Figures:
    """Named figures, printed when recorded and written as JSON by :meth:`write`."""

    def __init__(self, benchmark: str) -> None:
        self.document: dict[str, Any] = {
            "benchmark": benchmark, "python": platform.python_version(),
            "machine": platform.machine(), "figures": {}}

    def record(self, key: str, value: float | int | str | bool, line: str = "") -> None:
        self.document["figures"][key] = value
        if line:
            print(line)

    def write(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(self.document, indent=2) + "\n")
        print(f"figures written to {path}")
