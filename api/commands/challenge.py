"""``redbook challenge ...``: seeded challenges from the command line.

``create`` draws a secret seed and prints only its commitment (``--practice-seed`` makes a
practice challenge with a public seed instead); ``load`` stores the practice challenges shipped
in ``seeds/challenges/`` (or given as files); ``enter``, ``submit`` and ``close`` play the
challenge, and ``play`` plays an entry in the terminal and submits it;
``leaderboard`` shows the submitted entries ranked (the leaderboard read model, caught up
first); ``export`` writes every entry's log once the seed is revealed, and
``check-commitment`` checks a revealed seed against the published commitment, offline
(``redbook verify FILE`` then re-verifies each exported entry).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any
from uuid import UUID

from api.commands._common import (
    LATE_POSITIONAL,
    USAGE,
    game_id_arg,
    opened,
    parse_game_id,
    pretty_json,
    print_json,
)
from api.commands._paths import output_folder
from api.commands.play import play_game
from api.commands.simulate import parse_seed, parse_setup
from api.commands.verify import read_log_arg
from api.config import fresh_seed
from api.parallel import cores, in_processes, jobs_argument
from api.sealing import utc_now
from domain.canonical import JSON
from domain.challenge_files import ChallengeFile, parse_file, shipped
from domain.challenges import (
    DEFAULT_SCORING,
    SCORING_RULES,
    ChallengeClosed,
    ChallengeInvalid,
    EntryRefused,
    check_commitment,
    is_digest,
)
from domain.chronicle import UNDO_POLICIES
from domain.errors import BadSetting, RedBookError
from domain.record import GameRecord
from domain.ruleset import make_ruleset
from domain.store.challenges import ChallengeService, EntryCheck, recheck
from projections.leaderboard import standings

if TYPE_CHECKING:
    from domain.cards import Catalog


def _scoring_help() -> str:
    return "how entries are ranked (default " + DEFAULT_SCORING + "): " + "; ".join(
        f"{name}: " + ", then ".join(c.label for c in criteria)
        for name, criteria in SCORING_RULES.items()) + (
        "; entries equal on every criterion share a rank, listed in the order they were "
        "submitted")


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "challenge", help="seeded challenges: create, enter, submit, close, rank, check",
        description="Seeded challenges: everyone plays the same ruleset, setup and seed; the "
        "seed stays sealed until the challenge closes and every entry is re-simulated.")
    commands = parser.add_subparsers(dest="challenge_command", metavar="ACTION", required=True)

    create = commands.add_parser(
        "create", help="create a challenge (sealed by default)",
        description="Create a challenge. The store draws a secret seed and only its "
        "commitment is published until the challenge closes (--practice-seed makes a "
        "practice challenge with a public seed instead). It must close in the future; every "
        "bad field is named at once.")
    create.add_argument("id", help="the challenge's id: lower-case letters, digits, dashes")
    create.add_argument("--title", required=True, help="the title players see")
    create.add_argument("--ruleset", required=True,
                        help="the ruleset id (see `redbook rulesets`); its newest version "
                        "is pinned")
    create.add_argument("--setup", default="{}",
                        help="the setup as a JSON object, or @FILE to read it from a file "
                        "(default {}: the ruleset's default set-up)")
    create.add_argument("--undo-policy", default="none", choices=UNDO_POLICIES,
                        help="what an entry may undo (default none, unlike `redbook play`, "
                        "whose default is free; before-reveal: not past a draw, roll or "
                        "other reveal)")
    create.add_argument("--opens-at", required=True, help="UTC time, e.g. 2026-05-01T18:00:00Z")
    create.add_argument("--closes-at", required=True,
                        help="UTC time, after --opens-at and in the future")
    create.add_argument("--scoring", default=DEFAULT_SCORING, choices=list(SCORING_RULES),
                        help=_scoring_help())
    create.add_argument("--practice-seed", help="a public seed: a practice challenge, not "
                        "sealed (by default the server draws a secret seed)")
    create.set_defaults(func=run_create)

    load = commands.add_parser(
        "load", help="store the practice challenges shipped in seeds/challenges, or given",
        description="Store practice challenge files (a challenge with its public seed, as in "
        "seeds/challenges): those shipped with Red Book, or the FILEs given. Each file's "
        "outcome is said (stored, already stored, skipped when pinned to another engine, "
        "ruleset version or card catalog, or not stored and why); exit status 1 when a file "
        "was not stored for a fault of its own.")
    load.add_argument("files", nargs="*", type=Path, metavar="FILE",
                      help="a practice challenge file (default: the shipped ones)")
    load.set_defaults(func=run_load)

    listing = commands.add_parser(
        "list", help="list the challenges",
        description="List the stored challenges: id, status, entries, when it closes (or "
        "closed: early, by the operator, or at its closing time) and title.")
    listing.add_argument("--json", action="store_true", help="print the challenges as JSON")
    listing.set_defaults(func=run_list)

    show = commands.add_parser(
        "show", help="show one challenge",
        description="Show a challenge as JSON: its terms, status, commitment, entries' count, "
        "and its seed once revealed.")
    show.add_argument("id", help="the challenge's id")
    show.set_defaults(func=run_show)

    _entry_command(
        commands, "enter", run_enter, "enter a challenge: prints the new game's id",
        "Enter a challenge while it is open: a game is started from its seed (sealed, if it "
        "is) and its id printed; play it with `redbook play --game ID`, or use `redbook "
        "challenge play`, which enters, plays and submits.")
    _entry_command(
        commands, "play", run_play, "play your entry in the terminal, then submit it",
        "Enter a challenge (or go on with your entry not yet submitted) and play it in the "
        "terminal as `redbook play` does, under the challenge's undo policy and seed (a "
        "sealed seed stays hidden); when the game ends the entry is submitted and its score "
        "and rank printed. A practice challenge shipped in seeds/challenges is stored first "
        "if the store lacks it.")

    submit = commands.add_parser(
        "submit", help="submit a finished entry, or upload a game played elsewhere",
        description="Submit a finished entry (GAME_ID) for ranking, or upload an exported "
        "game log or game record (--file) played from the challenge's public seed. Either way "
        "the server re-simulates it from the challenge's seed and setup, and rejects it at the "
        "first event that differs. The arguments may come in any order.")
    submit.add_argument("id", help="the challenge's id")
    submit.add_argument("game_id", nargs="?", metavar="GAME_ID",
                        help="the entry's game id (not with --file)")
    submit.add_argument("--file", type=Path,
                        help="an exported game log or record to enter (not with GAME_ID)")
    submit.add_argument("--player", required=True, help="the player whose entry it is")
    submit.set_defaults(func=run_submit, **{LATE_POSITIONAL: "game_id"})

    close = commands.add_parser(
        "close", help="close a challenge now and reveal its seed",
        description="Close a challenge now: it takes no more entries or submissions and its "
        "seed is revealed (check it with check-commitment). A challenge closed already is "
        "said to be, with when, and its seed shown again.")
    close.add_argument("id", help="the challenge's id")
    close.set_defaults(func=run_close)

    board = commands.add_parser(
        "leaderboard", help="the ranked entries of a challenge",
        description="The submitted entries ranked by the challenge's scoring order (entries "
        "equal on every criterion share a rank, listed in the order they were submitted; "
        "each line shows when it was submitted).")
    board.add_argument("id", help="the challenge's id")
    board.add_argument("--json", action="store_true",
                       help="print the leaderboard as JSON, with the entries not submitted")
    board.set_defaults(func=run_leaderboard)

    verify = commands.add_parser(
        "verify", help="re-simulate and score every submitted entry again, over every core",
        description="Re-simulate every submitted entry of a challenge from its seed and "
        "decisions and score it again, beside the score stored when it was submitted; the "
        "entries are spread over processes, with the same results, in entry order, as one "
        "process gives. Exit 0 if every entry scores as stored, 1 if not.")
    verify.add_argument("id", help="the challenge's id")
    verify.add_argument("--jobs", type=jobs_argument, default=cores(),
                        help=f"processes to use (default: every core, here {cores()})")
    verify.add_argument("--json", action="store_true", help="print the rows as JSON")
    verify.set_defaults(func=run_verify)

    export = commands.add_parser(
        "export", help="write every entry's log to a folder, once the seed is revealed",
        description="Write every entry's whole log to a folder, one FILE.json a game, once the "
        "challenge's seed is revealed; `redbook verify FILE` re-verifies each offline.")
    export.add_argument("id", help="the challenge's id")
    export.add_argument("--output", type=Path, required=True, help="the folder to write to")
    export.set_defaults(func=run_export)

    check = commands.add_parser(
        "check-commitment", help="check a revealed seed against a published commitment",
        description="Offline: recompute sha256(\"redbook-challenge:\" + canonical JSON of the "
        "seed) and compare it with the published commitment. The seed is given as text "
        "(--seed) or read from an exported entry's GameStarted (--entry). Exit 0 if it "
        "matches, 1 if not.")
    check.add_argument("--commitment", required=True, help="the published sha256:... value")
    seed = check.add_mutually_exclusive_group(required=True)
    seed.add_argument("--seed", help="the revealed seed")
    seed.add_argument("--entry", type=Path, help="an exported entry of the challenge")
    check.set_defaults(func=run_check_commitment)


def _entry_command(commands: Any, name: str, func: Callable[[argparse.Namespace], int],
                   summary: str, description: str) -> None:
    """A command on a player's entry: the challenge's id and the player."""
    parser = commands.add_parser(name, help=summary, description=description)
    parser.add_argument("id", help="the challenge's id")
    parser.add_argument("--player", required=True, help="the player's name (one entry a player)")
    parser.set_defaults(func=func)


@contextmanager
def _challenges(args: argparse.Namespace) -> Iterator[ChallengeService]:
    """The challenges of the store for these flags, closed when the block ends."""
    with opened(args) as games:
        yield ChallengeService(games)


def run_create(args: argparse.Namespace) -> int:
    spec = {"id": args.id, "title": args.title, "ruleset": args.ruleset,
            "setup": parse_setup(args.setup),
            "undo_policy": args.undo_policy, "opens_at": args.opens_at,
            "closes_at": args.closes_at, "scoring": args.scoring,
            "sealed": args.practice_seed is None}
    # The one rule of a seed, as --seed reads it: digits are the number, as a game plays them.
    seed = fresh_seed() if args.practice_seed is None else parse_seed(
        args.practice_seed, "--practice-seed")
    with _challenges(args) as challenges:
        challenge = challenges.create(spec, seed, now=utc_now())
    print(f"Created challenge {challenge.id}; seed commitment {challenge.commitment}.")
    return 0


def run_load(args: argparse.Namespace) -> int:
    """Each file stored on its own, its outcome said: one that cannot be read or stored is
    said so, and the others are stored all the same."""
    failed = 0
    with _challenges(args) as challenges:
        if not args.files:
            _print_loaded(challenges.load(shipped()))
        for path in args.files:
            try:
                _print_loaded(challenges.load([_challenge_file(path)]))
            except RedBookError as exc:
                failed += 1
                print(f"not stored: {exc}")
    return 1 if failed else 0


def _print_loaded(report: Sequence[Any]) -> None:
    for row in report:
        reason = f": {row['reason']}" if "reason" in row else ""
        print(f"{row['id']} ({row['source']}): {row['outcome']}{reason}")


def _challenge_file(path: Path) -> ChallengeFile:
    try:
        content = path.read_bytes()
    except OSError as exc:
        raise ChallengeInvalid(f"{path}: cannot be read ({exc.strerror}).") from None
    return parse_file(content, str(path))


def run_list(args: argparse.Namespace) -> int:
    with _challenges(args) as challenges:
        views, unreadable = challenges.views(utc_now())
    if args.json:
        print_json(views)
    else:
        _print_rows(views, _challenge_line, "No challenges stored yet.")
    for problem in unreadable:  # left out of the list; named apart so a --json list stays one
        print(f"redbook: challenge: {problem}", file=sys.stderr)
    return 1 if unreadable else 0


def _challenge_line(view: Any) -> str:
    """A challenge's line: when it closes, or when it closed (early, or at its time)."""
    close = (f"closed {view['closed_at'] or view['closes_at']}" if view["status"] == "closed"
             else f"closes {view['closes_at']}")
    return f"{view['id']}  {view['status']:<9}  {view['entries']} entries  {close}  " \
        f"{view['title']}"


def run_show(args: argparse.Namespace) -> int:
    with _challenges(args) as challenges:
        print_json(challenges.view(args.id, utc_now()))
    return 0


def run_enter(args: argparse.Namespace) -> int:
    with _challenges(args) as challenges:
        game_id = challenges.enter(args.id, args.player, utc_now())
    print(game_id)
    return 0


def run_play(args: argparse.Namespace) -> int:
    with _challenges(args) as challenges:
        _store_practice(challenges, args.id)
        game_id = _own_entry(challenges, args.id, args.player)
        status = play_game(challenges.games, game_id)
        if challenges.games.load(game_id).result() is None:
            print(f"Your entry is not submitted yet; go on with: redbook challenge play "
                  f"{args.id} --player {args.player}")
            return status
        score = challenges.submit(args.id, game_id, args.player, utc_now())
        ranked = standings(challenges.history(args.id))["ranked"]
    place = next(row["rank"] for row in ranked if row["game_id"] == str(game_id))
    print(f"Submitted: {score['outcome']}, {score['mp']} points, {score['turns']} turns; "
          f"rank {place} of {len(ranked)}.")
    return 0


def _store_practice(challenges: ChallengeService, challenge_id: str) -> None:
    """Store the shipped practice challenge ``challenge_id`` if the store lacks it."""
    if challenge_id in challenges.ids():
        return
    for row in challenges.load([f for f in shipped() if f.spec.get("id") == challenge_id]):
        reason = f": {row['reason']}" if "reason" in row else ""
        print(f"Practice challenge {row['id']} ({row['source']}): {row['outcome']}{reason}")


def _own_entry(challenges: ChallengeService, challenge_id: str, player: str) -> UUID:
    """The player's entry not yet submitted, or a new one."""
    for entry in challenges.entries(challenge_id):
        if entry["player"] != player:
            continue
        if entry["score"] is not None:
            raise EntryRefused(f"{player} has submitted an entry to {challenge_id!r} already "
                               f"(game {entry['game_id']}).")
        print(f"Going on with {player}'s entry, game {entry['game_id']}.")
        return UUID(str(entry["game_id"]))
    return challenges.enter(challenge_id, player, utc_now())


def run_submit(args: argparse.Namespace) -> int:
    if (args.game_id is None) == (args.file is None):
        print("redbook challenge submit: give the entry's GAME_ID or --file FILE (one of the "
              "two).", file=sys.stderr)
        return USAGE
    if args.file is not None:
        # The file is read first: one that cannot be entered leaves the store untouched.
        log = read_log_arg("challenge submit", args.file)
        if log is None:
            return USAGE
        with _challenges(args) as challenges:
            game_id = challenges.upload(args.id, args.player, log[0], utc_now())
        print(f"Accepted: game {game_id} is {args.player}'s entry.")
        return 0
    parsed = game_id_arg("challenge submit", args.game_id)
    if parsed is None:
        return USAGE
    with _challenges(args) as challenges:
        score = challenges.submit(args.id, parsed, args.player, utc_now())
    print(f"Submitted: {score['outcome']}, {score['mp']} points, {score['turns']} turns.")
    return 0


def run_close(args: argparse.Namespace) -> int:
    with _challenges(args) as challenges:
        try:
            view = challenges.close(args.id, utc_now())
            said = f"Closed challenge {view['id']}."
        except ChallengeClosed as closed:
            view = challenges.view(args.id, utc_now())
            said = closed.message
    print(f"{said} Its seed is {json.dumps(view['seed'])} (commitment {view['commitment']}).")
    return 0


def run_leaderboard(args: argparse.Namespace) -> int:
    from api.routes._read import leaderboard_view
    from projections.db import Database
    from projections.follower import Projections

    with _challenges(args) as challenges:
        views = Projections(challenges.games, Database(challenges.games))
        board = leaderboard_view(challenges, views, args.id)
    if args.json:
        print_json(board)
        return 0
    print(f"{board['title']} — ranked by {board['scoring']}")
    ranked = board["ranked"]
    assert isinstance(ranked, list)
    _print_rows(ranked, _ranked_line, "No entries submitted yet.")
    return 0


def _ranked_line(row: Any) -> str:
    return (f"{row['rank']:>3}. {row['player']:<20} {row['outcome']:<5} {row['mp']:>4} MP "
            f"{row['turns']:>4} turns  {row['finished_at']}  game {row['game_id']}")


def _print_rows(rows: Sequence[Any], line: Callable[[Any], str], empty: str) -> None:
    """One line per row, or ``empty`` when there is none."""
    if not rows:
        print(empty)
    for row in rows:
        print(line(row))


#: What a process checking entries keeps: the catalog it was given, and a ruleset per id.
_CHECKER: dict[str, Any] = {}


def _start_checker(catalog: Catalog) -> None:
    _CHECKER.clear()
    _CHECKER["catalog"] = catalog


def _check(entry: EntryCheck) -> dict[str, JSON]:
    ruleset_id = entry.challenge.ruleset
    if ruleset_id not in _CHECKER:
        _CHECKER[ruleset_id] = make_ruleset(ruleset_id, _CHECKER["catalog"])
    return recheck(_CHECKER[ruleset_id], entry)


def run_verify(args: argparse.Namespace) -> int:
    with _challenges(args) as challenges:
        entries = challenges.submitted(args.id)
        catalog = challenges.games.catalog
    rows = in_processes(_check, entries, args.jobs, _start_checker, (catalog,))
    if args.json:
        print_json(rows)
    else:
        _print_rows(rows, _checked_line, "No entries submitted yet.")
    return 0 if all(row["ok"] for row in rows) else 1


def _checked_line(row: Any) -> str:
    score = row["score"]
    scored = (f"{score['outcome']:<5} {score['mp']:>4} MP {score['turns']:>4} turns"
              if score else "")
    verdict = "OK" if row["ok"] else f"DIFFERS: {row['problem']}"
    return f"{row['player']:<20} {scored}  game {row['game_id']}  {verdict}"


def run_export(args: argparse.Namespace) -> int:
    with _challenges(args) as challenges:
        now = utc_now()
        challenges.revealed_seed(args.id, now)  # refuses while the seed is sealed
        entries = challenges.entries(args.id)
        output_folder(args.output, "--output")
        for entry in entries:
            game_id = parse_game_id(str(entry["game_id"]))
            assert game_id is not None
            path = args.output / f"{game_id}.json"
            document = challenges.export(args.id, game_id, now)
            path.write_text(pretty_json(document) + "\n", "utf-8")
            print(path)
    return 0


def run_check_commitment(args: argparse.Namespace) -> int:
    if not is_digest(args.commitment):
        # Malformed, it is no commitment a seed could fail to match: said so, not MISMATCH.
        raise BadSetting(f"--commitment: a commitment is sha256:<64 hex digits>, not "
                         f"{args.commitment!r}.")
    if args.entry is not None:
        log = read_log_arg("challenge check-commitment", args.entry)
        if log is None:
            return USAGE
        _, game = log
        seed = (game.start if isinstance(game, GameRecord) else game[0].data).get("seed")
        if isinstance(seed, bool) or not isinstance(seed, (str, int)):
            print(f"redbook challenge check-commitment: {args.entry} holds no challenge seed.",
                  file=sys.stderr)
            return USAGE
        seeds: list[str | int] = [seed]
    else:
        # Typed digits are the number a seed of digits is (--practice-seed 12), or the text a
        # challenge stored before practice seeds were read so: either may be behind it.
        seeds = [args.seed]
        with suppress(BadSetting):
            if isinstance(number := parse_seed(args.seed), int):
                seeds.append(number)
    if any(check_commitment(seed, args.commitment) for seed in seeds):
        print(f"OK: the seed matches the commitment {args.commitment}.")
        return 0
    print(f"MISMATCH: the seed's commitment is not {args.commitment}.")
    return 1

