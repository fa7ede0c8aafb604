"""``redbook play``: play one game in the terminal, with any registered ruleset.

The game is kept in the store, so it can be left and resumed (``--game ID``). After each
decision the new facts are shown as the ruleset narrates them, each with its clause. At the
prompt: a number or an action id makes that choice (``ID key=value ...`` passes arguments),
an empty line lets the automatic policy choose, ``u`` undoes the last decision, ``b`` shows
the board, ``s`` the score, ``q`` quits and ``?`` explains this.
"""

from __future__ import annotations

import argparse
import json
import secrets
from collections.abc import Sequence
from typing import Any
from uuid import UUID

from api.commands._common import service
from api.commands.simulate import add_game_options, parse_seed, parse_setup
from api.sealing import Seal, seal_of
from domain.canonical import JSON
from domain.chronicle import Record
from domain.errors import RedBookError
from domain.ruleset import DECISION, GAME_STARTED, Action, Ruleset
from domain.store.games import GameService

HELP = """\
  <number> or <action id>   make that choice (arguments: ID key=value ...)
  <enter>                   let the automatic policy choose
  u, undo                   take back the last decision
  b, board                  show the board
  s, score                  show the score
  q, quit                   stop here (resume later with --game ID)
  ?, help                   this help"""


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "play", help="play a game in the terminal",
        description="Play one game in the terminal: the rules play on by themselves and stop "
        "at each choice they leave to you; press enter to let the automatic policy choose.")
    add_game_options(parser)
    parser.add_argument("--game", help="continue this stored game (its id)")
    parser.set_defaults(func=run)


def say(text: str = "") -> None:
    print(text, flush=True)


def show_records(ruleset: Ruleset[Any], records: Sequence[Record], seal: Seal) -> None:
    for record in records:
        if record.kind in (GAME_STARTED, DECISION):
            continue
        line = seal(ruleset.narrate(record.fact))
        if line.startswith("---"):
            say()
        cited = f" [{record.rule}]" if record.rule and record.rule not in line else ""
        say(f"  {line}{cited}")


def show_actions(actions: Sequence[Action]) -> None:
    say()
    for number, action in enumerate(actions, start=1):
        rule = f"  [{action.rule}]" if action.rule else ""
        say(f"  {number:>2}. {action.label}  ({action.id}){rule}")


def parse_choice(text: str, actions: Sequence[Action]) -> tuple[str, dict[str, JSON]]:
    """An action from a number or an id, with ``key=value`` arguments (JSON values)."""
    head, *rest = text.split()
    action = actions[int(head) - 1].id if head.isdigit() and 1 <= int(head) <= len(actions) \
        else head
    args: dict[str, JSON] = {}
    for token in rest:
        key, sep, value = token.partition("=")
        if not sep:
            raise ValueError(f"an argument is written key=value, not {token!r}")
        try:
            args[key] = json.loads(value)
        except json.JSONDecodeError:
            args[key] = value
    return action, args


def start(app: GameService, args: argparse.Namespace) -> UUID:
    if args.game:
        try:
            game_id = UUID(args.game)
        except ValueError:
            raise RedBookError(f"{args.game!r} is not a game id.") from None
        app.load(game_id)
        return game_id
    seed = parse_seed(args.seed) if args.seed is not None else secrets.randbelow(10**9)
    return app.start(args.ruleset, seed, parse_setup(args.setup))


def run(args: argparse.Namespace) -> int:
    app = service(args)
    try:
        return session(app, args)
    finally:
        app.close()


def session(app: GameService, args: argparse.Namespace) -> int:
    game_id = start(app, args)
    chronicle = app.load(game_id)
    ruleset = chronicle.ruleset
    seal = seal_of(app, game_id)  # a challenge entry's seed stays hidden until the close
    say(seal(f"{ruleset.title} - game {game_id} (seed {chronicle.game_seed!r})"))
    say("Type ? for help; press enter to let the policy choose.")
    show_records(ruleset, chronicle.history(), seal)
    while True:
        chronicle = app.load(game_id)
        result = chronicle.result()
        if result is not None:
            say()
            say(f"Game over: {json.dumps(result, ensure_ascii=False, sort_keys=True)}")
            return 0
        actions = chronicle.actions()
        show_actions(actions)
        try:
            line = input("> ").strip()
        except EOFError:
            line = "q"
        if line in ("q", "quit"):
            say(f"Stopped. Resume with: redbook play --game {game_id}")
            return 0
        if line in ("?", "help"):
            say(HELP)
            continue
        if line in ("b", "board"):
            say(json.dumps(seal(ruleset.board(chronicle.table.rules)), indent=2,
                           ensure_ascii=False))
            continue
        if line in ("s", "score"):
            say(json.dumps(seal(ruleset.score(chronicle.table.rules)), ensure_ascii=False))
            continue
        try:
            if line in ("u", "undo"):
                added = app.undo(game_id, steps=1)
                say("  Undone: back to before the last decision.")
                continue
            if line:
                action, choice_args = parse_choice(line, actions)
            else:
                action, choice_args = ruleset.policy(chronicle.table.rules, actions)
                say(f"  Policy chooses: {action}")
            added = app.decide(game_id, action, choice_args)
        except RedBookError as exc:
            say(f"  Refused: {exc}")
            continue
        except ValueError as exc:
            say(f"  Not understood: {exc}")
            continue
        show_records(ruleset, added, seal)
