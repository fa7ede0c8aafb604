"""``redbook simulate``: play seeded games automatically, with any registered ruleset's own
policy at every choice, in memory (no store), and summarize them.

Game ``i`` of ``--seed S --games N`` is seeded ``S + i`` when ``S`` is a whole number, else
``"S/i"``; the same arguments always replay the same games. ``--export DIR`` writes each
game's portable log (the format ``redbook import`` and ``redbook verify`` read).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from api.commands._common import print_json, settings
from domain.canonical import JSON
from domain.chronicle import Chronicle
from domain.errors import InvalidSetup
from domain.export import EXPORT_FORMAT
from domain.json_text import NotJson, parse_json
from domain.ruleset import Ruleset, make_ruleset
from domain.store.games import paused_collection

#: Namespace of the deterministic ids given to exported simulated games.
SIMULATION_NAMESPACE = uuid.UUID("5a1d1c2e-7d0b-4f5e-9a57-0b5e7e2d1a11")
#: A game that needs more decisions than this is stopped as runaway.
MAX_DECISIONS = 100_000
_INTEGER = re.compile(r"[+-]?\d+")


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "simulate", help="play seeded games automatically and summarize them",
        description="Play N seeded games with the ruleset's automatic policy, in memory, and "
        "print games, wins, win rate, scores (mean, min, max, histogram), turns and events per "
        "game, and games per second.")
    add_game_options(parser)
    parser.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument("--export", metavar="DIR", help="write each game's portable log here")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.set_defaults(func=run)


def add_game_options(parser: argparse.ArgumentParser) -> None:
    """--ruleset, --seed and --setup, shared with ``redbook play``."""
    parser.add_argument("--ruleset", default="solitaire-v1",
                        help="ruleset id (default solitaire-v1; see `redbook rulesets`)")
    parser.add_argument("--seed", help="game seed: a whole number or any text")
    parser.add_argument("--setup", help="the game setup as JSON, or @FILE to read it from a file")


def parse_seed(text: str) -> str | int:
    """A seed from the command line: a whole number stays a number, anything else is text."""
    return int(text) if _INTEGER.fullmatch(text.strip()) else text


def parse_setup(text: str | None) -> dict[str, Any]:
    """The setup given as JSON text, or as ``@FILE`` read from a file."""
    if not text:
        return {}
    source, data = "--setup", text.encode("utf-8", "surrogateescape")
    if text.startswith("@"):
        source = text[1:]
        try:
            data = Path(source).read_bytes()
        except OSError as exc:
            raise InvalidSetup(f"Cannot read the setup file {source}: {exc.strerror}.") from None
    try:
        setup = parse_json(data)
    except NotJson as exc:
        raise InvalidSetup(f"The setup in {source} is {exc}.") from None
    if not isinstance(setup, dict):
        raise InvalidSetup(f"The setup in {source} must be a JSON object.")
    return setup


def game_seed(base: str | int, index: int) -> str | int:
    return base + index if isinstance(base, int) else f"{base}/{index}"


@dataclass(frozen=True)
class Played:
    seed: str | int
    outcome: str
    score: int | None
    turns: int | None
    events: int
    chronicle: Chronicle
    #: How the game ended, when the ruleset's result says (e.g. "shadow", "free-council").
    ended_by: str | None = None
    #: The stage the game reached, for rulesets played in stages (e.g. "The Investigation").
    stage: str | None = None


def autoplay(ruleset: Ruleset[Any], seed: str | int, setup: dict[str, Any]) -> Played:
    """One whole game with the ruleset's policy making every choice."""
    # A game's states and records hold no cycles, so the cyclic collector, which the
    # allocations of play would set off again and again, is paused until the game ends.
    with paused_collection():
        chronicle = Chronicle.begin(ruleset, seed, setup)
        for _ in range(MAX_DECISIONS):
            result = chronicle.result()
            if result is not None:
                break
            actions = chronicle.actions()
            if not actions:
                raise RuntimeError(f"game {seed!r} has no result and no legal action")
            action, args = ruleset.policy(chronicle.table.rules, actions)
            chronicle.decide(action, args)
        else:
            raise RuntimeError(f"game {seed!r} did not end within {MAX_DECISIONS} decisions")
    score = result.get("score")
    if not isinstance(score, int) or isinstance(score, bool):
        total = ruleset.score(chronicle.table.rules).get("total")
        score = total if isinstance(total, int) and not isinstance(total, bool) else None
    turns = result.get("turns")
    # A short cause where the ruleset names one (by Shadow, say), else its sentence.
    ended_by = result.get("ended_by") or result.get("reason")
    stage = result.get("stage")
    return Played(seed, str(result.get("outcome")), score,
                  turns if isinstance(turns, int) else None, chronicle.version, chronicle,
                  ended_by if isinstance(ended_by, str) else None,
                  stage if isinstance(stage, str) else None)


def export_document(ruleset_id: str, played: Played) -> dict[str, JSON]:
    game_id = uuid.uuid5(SIMULATION_NAMESPACE, f"{ruleset_id}:{played.seed!r}")
    return {"format": EXPORT_FORMAT, "game_id": str(game_id),
            "records": [r.to_json() for r in played.chronicle.records]}


class Progress:
    """A plain-text progress bar on a terminal (nothing when not a terminal)."""

    def __init__(self, total: int, stream: TextIO, enabled: bool) -> None:
        self.total, self.stream = total, stream
        self.enabled = enabled and stream.isatty()

    def show(self, done: int) -> None:
        if not self.enabled:
            return
        width = 30
        filled = width * done // max(self.total, 1)
        self.stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{self.total}")
        if done == self.total:
            self.stream.write("\n")
        self.stream.flush()


def histogram(scores: list[int], bins: int = 10) -> list[dict[str, int]]:
    """Scores counted in up to ``bins`` equal-width ranges (``low`` to ``high`` inclusive)."""
    if not scores:
        return []
    low, high = min(scores), max(scores)
    width = max(1, -(-(high - low + 1) // bins))
    out = []
    for start in range(low, high + 1, width):
        end = start + width - 1
        out.append({"low": start, "high": end,
                    "games": sum(1 for s in scores if start <= s <= end)})
    return out


def _spread(values: list[int]) -> dict[str, Any]:
    if not values:
        return {"mean": None, "min": None, "max": None}
    return {"mean": round(sum(values) / len(values), 2), "min": min(values), "max": max(values)}


def summarize(ruleset_id: str, base_seed: str | int, games: list[Played],
              seconds: float) -> dict[str, Any]:
    wins = sum(1 for g in games if g.outcome == "won")
    scores = [g.score for g in games if g.score is not None]
    turns = [g.turns for g in games if g.turns is not None]
    events = [g.events for g in games]
    outcomes: dict[str, int] = {}
    ended_by: dict[str, int] = {}
    stages: dict[str, int] = {}
    for g in games:
        outcomes[g.outcome] = outcomes.get(g.outcome, 0) + 1
        if g.ended_by is not None:
            ended_by[g.ended_by] = ended_by.get(g.ended_by, 0) + 1
        if g.stage is not None:
            stages[g.stage] = stages.get(g.stage, 0) + 1
    summary: dict[str, Any] = {
        "ruleset": ruleset_id, "seed": base_seed, "games": len(games), "wins": wins,
        "win_rate": round(wins / len(games), 4) if games else None,
        "outcomes": dict(sorted(outcomes.items())),
        "score": {**_spread(scores), "histogram": histogram(scores)},
        "turns": _spread(turns), "events": {**_spread(events), "total": sum(events)},
        "seconds": round(seconds, 3),
        "games_per_second": round(len(games) / seconds, 1) if seconds > 0 else None,
        "events_per_second": round(sum(events) / seconds) if seconds > 0 else None,
    }
    if ended_by:
        # Only rulesets whose results say how a game ended get this count.
        summary["ended_by"] = dict(sorted(ended_by.items()))
    if stages:
        # Only rulesets played in stages report the stage each game reached.
        summary["stage_reached"] = dict(sorted(stages.items()))
    return summary


def render(summary: dict[str, Any], out: Callable[[str], None]) -> None:
    rate = summary["win_rate"]
    out(f"Ruleset {summary['ruleset']}, seed {summary['seed']!r}: {summary['games']} games")
    out(f"  wins       {summary['wins']} ({rate * 100:.1f}%)" if rate is not None
        else "  wins       0")
    out("  outcomes   " + ", ".join(f"{k} {v}" for k, v in summary["outcomes"].items()))
    if "ended_by" in summary:
        out("  ended by   " + ", ".join(f"{k} {v}" for k, v in summary["ended_by"].items()))
    if "stage_reached" in summary:
        out("  reached    " + ", ".join(f"{k} {v}" for k, v in
                                        summary["stage_reached"].items()))
    score = summary["score"]
    out(f"  score      mean {score['mean']}, min {score['min']}, max {score['max']}")
    bars = score["histogram"]
    if len(bars) > 1:  # one bar (every game scored the same) says nothing more
        most = max(b["games"] for b in bars) or 1
        for b in bars:
            span = f"{b['low']}..{b['high']}" if b["low"] != b["high"] else str(b["low"])
            out(f"    {span:>11} | {'#' * (40 * b['games'] // most):<40} {b['games']}")
    t, e = summary["turns"], summary["events"]
    out(f"  turns      mean {t['mean']}, min {t['min']}, max {t['max']} per game")
    out(f"  events     mean {e['mean']}, min {e['min']}, max {e['max']} per game")
    out(f"  speed      {summary['games_per_second']} games/s, "
        f"{summary['events_per_second']} events/s ({summary['seconds']} s)")


def run(args: argparse.Namespace) -> int:
    if args.games < 1:
        print("redbook simulate: --games must be at least 1.", file=sys.stderr)
        return 2
    ruleset = make_ruleset(args.ruleset, settings(args).catalog())
    base = parse_seed(args.seed) if args.seed is not None else 0
    setup = parse_setup(args.setup)
    ruleset.prepare(setup)  # refuse a bad setup before anything is played or written
    folder = Path(args.export) if args.export else None
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    progress = Progress(args.games, sys.stderr, not args.quiet)
    played: list[Played] = []
    started = time.perf_counter()
    for index in range(args.games):
        game = autoplay(ruleset, game_seed(base, index), setup)
        played.append(game)
        if folder is not None:
            document = export_document(ruleset.id, game)
            path = folder / f"game-{index:05d}.json"
            path.write_text(json.dumps(document, ensure_ascii=False, sort_keys=True), "utf-8")
        progress.show(index + 1)
    summary = summarize(ruleset.id, base, played, time.perf_counter() - started)
    if args.json:
        print_json(summary)
    else:
        render(summary, print)
    return 0
