"""``redbook simulate``: play seeded games automatically, with any registered ruleset's own
policy at every choice, in memory (no store), and summarize them.

Game ``n`` (from 0) of ``--seed S`` is seeded :func:`~api.simulation.games.game_seed` ``(S,
n)``: a hash of both, so the same arguments always play the same games and runs with other
seeds play others; ``--game-seed`` plays one game again alone. ``--jobs`` spreads the games
over processes with the same results in the same order; ``--json`` (every figure but the
speed) is then byte for byte the same. ``--export DIR`` writes each game's portable log (the
format ``redbook import`` and ``redbook verify`` read), ``--plot FILE`` a picture of the run,
``--compare-setup`` plays every seed with a second setup too and reports the paired
difference in win rate. ``--ruleset-version N`` plays an earlier version the ruleset still
replays (its rules and its automatic player as they were then); the newest by default.
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
import sys
import time
from pathlib import Path
from typing import Any, TextIO

from api.commands._common import checked_seed, print_json, settings
from api.commands._paths import output_file, output_folder
from api.parallel import cores, jobs_argument
from api.simulation.games import (
    MAX_DECISIONS,
    SIMULATION_NAMESPACE,
    GameRow,
    Played,
    autoplay,
    export_document,
    game_seed,
)
from api.simulation.plot import plot, plot_format
from api.simulation.report import (
    figures,
    histogram,
    paired_difference,
    render,
    speed,
    speed_line,
    summarize,
)
from api.simulation.spread import Side, play_games
from domain.chronicle import Chronicle
from domain.errors import InvalidSetup, UnknownRuleset
from domain.json_text import NotJson, parse_json
from domain.ruleset import Ruleset, make_ruleset
from domain.text import sentence

__all__ = ["MAX_DECISIONS", "SIMULATION_NAMESPACE", "Chronicle", "GameRow", "Played",
           "Progress", "autoplay", "export_document", "game_seed", "histogram", "parse_seed",
           "parse_setup", "render", "summarize"]

_INTEGER = re.compile(r"[+-]?\d+")
DEFAULT_GAMES = 100
DEFAULT_RULESET = "solitaire-v1"


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "simulate", help="play seeded games automatically and summarize them",
        description="Play N seeded games with the ruleset's automatic policy, in memory, and "
        "print games, wins, win rate, scores (mean, min, max, histogram), turns and events per "
        "game, how to replay any one of them, and games per second. Game n's seed is the "
        "first 49 bits of SHA-256 of 'redbook-simulate:<seed>:<n>'.")
    add_game_options(parser, "the run's seed, a whole number or any text (default 0); each "
                     "game's own seed is drawn from it")
    parser.add_argument("--games", type=int, help=f"how many games (default {DEFAULT_GAMES})")
    parser.add_argument("--game-seed", metavar="SEED",
                        help="play the one game with this seed (a game's own seed, as a run "
                        "prints it), to replay it; not with --seed or --games")
    parser.add_argument("--jobs", type=jobs_argument, default=cores(),
                        help="processes to spread the games over (default every core: "
                        f"{cores()}); the results are the same with any number")
    parser.add_argument("--json", action="store_true",
                        help="print the summary as JSON, with one row per game (seed, outcome, "
                        "score, turns, events, how it ended, the stage where the ruleset has "
                        "stages); the speed goes to standard error")
    parser.add_argument("--export", metavar="DIR", help="write each game's portable log here "
                        "(the compared setup's in DIR/compare)")
    parser.add_argument("--plot", metavar="FILE", type=_plot_file,
                        help="draw the score distribution and the win rate by turn to FILE "
                        "(.svg or .png)")
    parser.add_argument("--compare-setup", metavar="SETUP",
                        help="play every seed with this setup too (JSON or @FILE, like "
                        "--setup) and report the difference in win rate, B (this setup) less "
                        "A (--setup), with a 95%% interval from the paired games")
    parser.add_argument("--ruleset-version", "--version", metavar="N", dest="ruleset_version",
                        help="the ruleset version to play (default the newest; see `redbook "
                        "rulesets`): an earlier one the ruleset still replays plays by its "
                        "rules and its automatic player as they were then")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.set_defaults(func=run)


def add_game_options(parser: argparse.ArgumentParser,
                     seed_help: str = "game seed: a whole number or any text",
                     ruleset_default: str | None = DEFAULT_RULESET) -> None:
    """--ruleset, --seed and --setup, shared with ``redbook play`` (which leaves the ruleset
    None when it is not given, to tell it from a stored game's)."""
    parser.add_argument("--ruleset", default=ruleset_default,
                        help=f"ruleset id (default {DEFAULT_RULESET}; see `redbook rulesets`)")
    parser.add_argument("--seed", help=seed_help)
    parser.add_argument("--setup", help="the game setup as JSON, or @FILE to read it from a file")


def _plot_file(text: str) -> Path:
    try:
        plot_format(Path(text))
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return Path(text)


def parse_seed(text: str, flag: str = "--seed") -> str | int:
    """A seed from the command line (given by ``flag``): a whole number stays a number,
    anything else is text; :class:`BadSetting` naming ``flag`` for one no game may have."""
    return checked_seed(int(text) if _INTEGER.fullmatch(text.strip()) else text, flag)


def parse_setup(text: str | None, flag: str = "--setup") -> dict[str, Any]:
    """The setup given (by ``flag``) as JSON text, or as ``@FILE`` read from a file."""
    if not text:
        return {}
    source, data = flag, text.encode("utf-8", "surrogateescape")
    if text.startswith("@"):
        source = text[1:]
        try:
            data = Path(source).read_bytes()
        except OSError as exc:
            raise InvalidSetup(f"Cannot read the setup file {source}: {exc.strerror}.") from None
    try:
        setup = parse_json(data)
    except NotJson as exc:
        raise InvalidSetup(sentence(f"The setup in {source} is {exc}")) from None
    if not isinstance(setup, dict):
        raise InvalidSetup(f"The setup in {source} must be a JSON object.")
    return setup


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


def replay_command(args: argparse.Namespace, setup_text: str | None,
                   seed: str | int | None) -> str:
    """The command that plays one game of this run again, alone (``<seed>`` stands for any
    game's seed when ``seed`` is None)."""
    words = ["redbook", "simulate", "--ruleset", args.ruleset]
    if args.ruleset_version is not None:
        words += ["--ruleset-version", args.ruleset_version]
    if setup_text:
        words += ["--setup", setup_text]
    return shlex.join(words) + " --game-seed " + (
        "<seed>" if seed is None else shlex.quote(str(seed)))


def _seeds(args: argparse.Namespace) -> tuple[dict[str, Any], list[str | int]] | str:
    """The run's seed (as the summary names it) and its games' seeds; or what is wrong."""
    if args.game_seed is not None:
        if args.seed is not None or args.games is not None:
            return "--game-seed plays one game; give it without --seed and --games."
        seed = parse_seed(args.game_seed, "--game-seed")
        return {"game_seed": seed}, [seed]
    games = DEFAULT_GAMES if args.games is None else args.games
    if games < 1:
        return "--games must be at least 1."
    base = parse_seed(args.seed) if args.seed is not None else 0
    return {"seed": base}, [game_seed(base, n) for n in range(games)]


def _folders(export: str | None, compare: bool) -> tuple[Path | None, Path | None]:
    if export is None:
        return None, None
    folder = output_folder(export, "--export")
    if not compare:
        return folder, None
    return folder, output_folder(folder / "compare", "--export")


def _setups(args: argparse.Namespace, ruleset: Ruleset[Any]
            ) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """The setup and the compared one (if any), refused if bad before anything is played or
    written."""
    setup = parse_setup(args.setup)
    ruleset.prepare(setup)
    if args.compare_setup is None:
        return setup, None
    compare = parse_setup(args.compare_setup, "--compare-setup")
    try:
        ruleset.prepare(compare)
    except InvalidSetup as exc:
        raise InvalidSetup(f"--compare-setup: {exc.message}", problems=exc.problems) from None
    return setup, compare


def versioned(ruleset: Ruleset[Any], version: str | None) -> Ruleset[Any]:
    """The ruleset as it played ``version`` (None: its newest); a version it does not play
    is refused by name, with the versions it does."""
    if version is None or version == ruleset.version:
        return ruleset
    if version not in ruleset.replays:
        raise UnknownRuleset(f"The ruleset {ruleset.id} has no version {version!r} to play: "
                             f"it plays {_spans([*ruleset.replays, ruleset.version])} (the "
                             f"newest, {ruleset.version}, by default).")
    return ruleset.at_version(version)


def _spans(versions: list[str]) -> str:
    """Versions as runs of consecutive numbers ("1 to 49, 55 to 184"); any other text as
    it is."""
    if not all(v.isdigit() for v in versions):
        return ", ".join(versions)
    runs: list[list[int]] = []
    for n in sorted(int(v) for v in versions):
        if runs and n == runs[-1][1] + 1:
            runs[-1][1] = n
        else:
            runs.append([n, n])
    return ", ".join(f"{a} to {b}" if a != b else str(a) for a, b in runs)


def run(args: argparse.Namespace) -> int:
    seeds = _seeds(args)
    if isinstance(seeds, str):
        print(f"redbook simulate: {seeds}", file=sys.stderr)
        return 2
    named, game_seeds = seeds
    catalog = settings(args).catalog()
    ruleset = versioned(make_ruleset(args.ruleset, catalog), args.ruleset_version)
    setup, compare = _setups(args, ruleset)
    # What will be written is checked before any game is played.
    folder, compare_folder = _folders(args.export, compare is not None)
    if args.plot is not None:
        output_file(args.plot, "--plot")
    sides = (Side(setup, folder),) if compare is None else (
        Side(setup, folder), Side(compare, compare_folder))
    progress = Progress(len(game_seeds), sys.stderr, not args.quiet)
    played: list[tuple[GameRow, ...]] = []
    started = time.perf_counter()
    for rows in play_games(ruleset.id, catalog, game_seeds, sides, args.jobs,
                           ruleset.played):
        played.append(rows)
        progress.show(len(played))
    seconds = time.perf_counter() - started
    summary, series = _report(args, ruleset, named, (setup, compare), played)
    if args.plot is not None:
        plot(args.plot, _plot_title(summary), series)
    measured = speed(sum(len(rows) for rows in played),
                     sum(row.events for rows in played for row in rows), seconds)
    if args.json:
        print_json(summary)
        if not args.quiet:
            print(speed_line(measured).strip(), file=sys.stderr)
    else:
        # One game's command to show; the JSON lists every game's seed.
        shown = replay_command(args, args.setup, played[0][0].seed)
        render({**summary, **measured, "replay": f"game 0: {shown}"
                if "seed" in named else shown}, print)
    return 0


def _report(args: argparse.Namespace, ruleset: Ruleset[Any], named: dict[str, Any],
            setups: tuple[dict[str, Any], dict[str, Any] | None],
            played: list[tuple[GameRow, ...]]
            ) -> tuple[dict[str, Any], list[tuple[str, list[GameRow]]]]:
    """The run's summary (deterministic: no timing), and each setup's games by label."""
    setup, compare = setups
    a = [rows[0] for rows in played]
    summary: dict[str, Any] = {
        "ruleset": ruleset.id, "ruleset_version": ruleset.played, **named, "setup": setup,
        **figures(a),
        "replay": replay_command(args, args.setup, None)}
    if compare is None:
        return summary, [("games", a)]
    b = [rows[1] for rows in played]
    summary["compare"] = {"setup": compare, **figures(b),
                          "replay": replay_command(args, args.compare_setup, None)}
    summary["difference"] = paired_difference(a, b)
    return summary, [("A", a), ("B", b)]


def _plot_title(summary: dict[str, Any]) -> str:
    seed = (f"game seed {summary['game_seed']}" if "game_seed" in summary
            else f"seed {summary['seed']}")
    games = summary["games"]
    title = f"{summary['ruleset']}, {seed}: {games} game{'s' if games != 1 else ''}"
    if "compare" in summary:
        title += (" (A: " + json.dumps(summary["setup"], sort_keys=True) + ", B: "
                  + json.dumps(summary["compare"]["setup"], sort_keys=True) + ")")
    return title
