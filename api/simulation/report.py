"""What ``redbook simulate`` reports of a run's games: the figures of each setup played, one
row per game, the paired difference in win rate between two setups, and the text of it all."""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from typing import Any

from api.simulation.games import GameRow

#: The normal quantile of a two-sided 95% interval.
Z_95 = 1.959964
PAIRED_METHOD = ("Wald interval of the mean paired difference (each seed played with both "
                 "setups; only the seeds where exactly one setup won count towards it)")


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


def _counts(values: Sequence[str | None]) -> dict[str, int]:
    counted: dict[str, int] = {}
    for value in values:
        if value is not None:
            counted[value] = counted.get(value, 0) + 1
    return dict(sorted(counted.items()))


def figures(games: Sequence[GameRow]) -> dict[str, Any]:
    """The figures of one setup's games, with one row per game (``per_game``)."""
    wins = sum(1 for g in games if g.outcome == "won")
    scores = [g.score for g in games if g.score is not None]
    turns = [g.turns for g in games if g.turns is not None]
    events = [g.events for g in games]
    out: dict[str, Any] = {
        "games": len(games), "wins": wins,
        "win_rate": round(wins / len(games), 4) if games else None,
        "outcomes": _counts([g.outcome for g in games]),
        "score": {**_spread(scores), "histogram": histogram(scores)},
        "turns": _spread(turns), "events": {**_spread(events), "total": sum(events)},
    }
    ended_by, stages = _counts([g.ended_by for g in games]), _counts([g.stage for g in games])
    if ended_by:
        # Only rulesets whose results say how a game ended get this count.
        out["ended_by"] = ended_by
    if stages:
        # Only rulesets played in stages report the stage each game reached.
        out["stage_reached"] = stages
    if any(g.tallies for g in games):
        # Only rulesets that name what to count (Ruleset.tallies) report the totals.
        out["tallies"] = {label: sum(dict(g.tallies).get(label, 0) for g in games)
                          for label in dict.fromkeys(k for g in games for k, _ in g.tallies)}
    out["per_game"] = [g.to_json() for g in games]
    return out


def speed(games: int, events: int, seconds: float) -> dict[str, Any]:
    """How fast games were played (a measure, so kept out of the deterministic figures)."""
    return {"seconds": round(seconds, 3),
            "games_per_second": round(games / seconds, 1) if seconds > 0 else None,
            "events_per_second": round(events / seconds) if seconds > 0 else None}


def summarize(ruleset_id: str, base_seed: str | int, games: Sequence[GameRow],
              seconds: float | None = None) -> dict[str, Any]:
    """The run's figures; with ``seconds``, how fast its games were played too."""
    summary = {"ruleset": ruleset_id, "seed": base_seed, **figures(games)}
    if seconds is not None:
        summary.update(speed(len(games), sum(g.events for g in games), seconds))
    return summary


def paired_difference(a: Sequence[GameRow], b: Sequence[GameRow]) -> dict[str, Any]:
    """B's win rate less A's over the same seeds (game ``i`` of each played with one seed),
    with a 95% interval from the paired differences: each seed gives +1 (only B won), -1
    (only A won) or 0, and the interval is their mean plus or minus 1.96 standard errors
    (the Wald interval for paired proportions), kept within [-1, 1]."""
    if len(a) != len(b) or any(x.seed != y.seed for x, y in zip(a, b, strict=True)):
        raise ValueError("a paired difference needs the same seeds in the same order")
    n = len(a)
    won_a = [g.outcome == "won" for g in a]
    won_b = [g.outcome == "won" for g in b]
    only_a = sum(1 for x, y in zip(won_a, won_b, strict=True) if x and not y)
    only_b = sum(1 for x, y in zip(won_a, won_b, strict=True) if y and not x)
    both = sum(1 for x, y in zip(won_a, won_b, strict=True) if x and y)
    mean = (only_b - only_a) / n
    # The variance of one difference is E[d^2] - mean^2; its mean's, that over n.
    error = math.sqrt(max(0.0, (only_a + only_b) / n - mean * mean) / n)
    low, high = max(-1.0, mean - Z_95 * error), min(1.0, mean + Z_95 * error)
    return {"b_minus_a": _plain(mean), "interval_95": [_plain(low), _plain(high)],
            "method": PAIRED_METHOD, "games": n, "both_won": both, "only_a_won": only_a,
            "only_b_won": only_b, "neither_won": n - both - only_a - only_b}


def _plain(value: float) -> float:
    """Rounded for reading, and never -0.0 (which would print as such)."""
    return round(value, 4) + 0.0


def render(summary: dict[str, Any], out: Callable[[str], None]) -> None:
    """The run's summary as text: its heading, its figures and, if measured, its speed."""
    seed = (f"game seed {summary['game_seed']!r}" if "game_seed" in summary
            else f"seed {summary['seed']!r}")
    games = summary["games"]
    version = f" (version {summary['ruleset_version']})" if "ruleset_version" in summary else ""
    out(f"Ruleset {summary['ruleset']}{version}, {seed}: {games} "
        f"game{'s' if games != 1 else ''}")
    render_figures(summary, out)
    if "compare" in summary:
        other, difference = summary["compare"], summary["difference"]
        setup = json.dumps(other["setup"], ensure_ascii=False, sort_keys=True)
        out(f"Compared with the setup {setup} (B; the first is A):")
        render_figures(other, out)
        low, high = difference["interval_95"]
        out(f"  win rate   B - A = {difference['b_minus_a']:+.4f}, 95% interval "
            f"[{low:+.4f}, {high:+.4f}] (paired over {difference['games']} seeds: only A won "
            f"{difference['only_a_won']}, only B won {difference['only_b_won']})")
    if "replay" in summary:
        out(f"  replay     {summary['replay']}")
    if "games_per_second" in summary:
        out(speed_line(summary))


def speed_line(measured: dict[str, Any]) -> str:
    return (f"  speed      {measured['games_per_second']} games/s, "
            f"{measured['events_per_second']} events/s ({measured['seconds']} s)")


def render_figures(summary: dict[str, Any], out: Callable[[str], None]) -> None:
    rate = summary["win_rate"]
    out(f"  wins       {summary['wins']} ({rate * 100:.1f}%)" if rate is not None
        else "  wins       0")
    out("  outcomes   " + ", ".join(f"{k} {v}" for k, v in summary["outcomes"].items()))
    if "ended_by" in summary:
        out("  ended by   " + ", ".join(f"{k} {v}" for k, v in summary["ended_by"].items()))
    if "stage_reached" in summary:
        out("  reached    " + ", ".join(f"{k} {v}" for k, v in
                                        summary["stage_reached"].items()))
    if "tallies" in summary:
        out("  counted    " + ", ".join(f"{k} {v}" for k, v in summary["tallies"].items()))
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
