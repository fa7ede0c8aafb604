"""``redbook play``: play one game in the terminal, with any registered ruleset.

The game is kept in the store, so it can be left and resumed (``--game ID``). After each
decision the new facts are shown as the ruleset narrates them, each with its clause. The
choices open now are listed with the clause behind each and what that clause says. At the
prompt: a number or an action id makes that choice (an id typed as listed, spaces and all; an
action that takes arguments asks for each by name, listing the values the rules allow for it
numbered, to choose by number or type, or takes them inline as ``ID key=value ...``), an
empty line lets the automatic
policy choose, ``u`` undoes the last decision (as the game's undo policy allows), ``b`` shows
the board and ``s`` the score as tables, ``q`` quits and ``?`` explains this.

To play a stored game from another command (a challenge entry, say), call
:func:`play_game` with the game service and the game's id: the undo rules are the game's own,
recorded when it was started (``GameService.start(..., undo_policy=...)``), and a sealed
challenge entry's seed stays hidden. It returns when the game ends or the player quits.
"""

from __future__ import annotations

import argparse
import secrets
import sys
import textwrap
from collections.abc import Mapping, Sequence
from typing import Any
from uuid import UUID

from rich.console import Console, Group
from rich.measure import Measurement
from rich.table import Column, Table

from api.commands._common import HELP_WIDTH, USAGE, service, with_listing
from api.commands.simulate import DEFAULT_RULESET, add_game_options, parse_seed, parse_setup
from api.sealing import Seal, seal_of
from domain.canonical import JSON
from domain.cards import Catalog, fold
from domain.challenges import EntrySubmitted
from domain.chronicle import UNDO_POLICIES, Chronicle, Record
from domain.clauses import lookup
from domain.errors import RedBookError
from domain.json_text import DuplicateKey, NoJsonAtAll, NotJson, read_json
from domain.narration import card_name
from domain.ruleset import DECISION, GAME_STARTED, Action, Ruleset
from domain.store.games import GameService
from projections.citing import cite
from projections.copies import copies

#: The keys of the prompt, with what each does: ``?`` prints them, as ``--help`` does.
KEYS = (
    ("<number> or <id>", "make that choice (an id as listed, spaces and all: move:The Shire); "
     "it asks for any argument by name, listing the values the rules allow numbered: type a "
     "number or the value; enter leaves one out, - drops the choice"),
    ("<id> key=value ...", "make that choice with its arguments given inline"),
    ("<enter>", "let the automatic policy choose"),
    ("u, undo", "take back the last decision (as the game's undo policy allows)"),
    ("b, board", "show the board"),
    ("s, score", "show the score"),
    ("q, quit", "stop here (resume later with --game ID)"),
    ("?, help", "this help"),
)
HELP = "\n".join(
    textwrap.fill(text, HELP_WIDTH, initial_indent=f"  {key:<24}", subsequent_indent=" " * 26,
                  break_on_hyphens=False) for key, text in KEYS)

#: A list longer than this is shown by its length on the board (a deck, a discard pile).
LISTED = 20


#: What ``--game`` resumes as the stored game has it, so they cannot be given with it.
NEW_GAME_FLAGS = (("ruleset", "--ruleset"), ("seed", "--seed"), ("setup", "--setup"),
                  ("undo_policy", "--undo-policy"))


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "play", help="play a game in the terminal",
        **with_listing(
            "Play one game in the terminal: the rules play on by themselves and stop at each "
            "choice they leave to you, listed numbered with the clause behind it; press enter "
            "to let the automatic policy choose. A new game is started with --ruleset, "
            "--seed, --setup and --undo-policy; --game resumes a stored one as it was "
            "started (not with those four).", "at the prompt", KEYS))
    add_game_options(parser, ruleset_default=None)
    parser.add_argument("--game", help="continue this stored game (its id), with its own "
                        "ruleset, seed, setup and undo policy")
    parser.add_argument("--undo-policy", choices=UNDO_POLICIES, default=None,
                        help="what a new game lets you undo (default free; before-reveal: "
                        "not past a draw, roll or other reveal; none), as the API's "
                        "undo_policy")
    parser.set_defaults(func=run)


def say(text: str = "") -> None:
    print(text, flush=True)


def console() -> Console:
    """Where tables are written, as wide as the terminal: text of the rules or the data is
    never read as rich's markup (a clause's "[attribute missing]" stays)."""
    return Console(highlight=False, markup=False)


def show(table: Table) -> None:
    console().print(table)


# -- what is shown ---------------------------------------------------------------------------
def show_records(chronicle: Chronicle, records: Sequence[Record], seal: Seal) -> None:
    """``records`` of the game ``chronicle``, each told as its narrative tells it."""
    for record in records:
        if record.kind in (GAME_STARTED, DECISION):
            continue
        line = seal(chronicle.narrate(record))
        if line.startswith("---"):
            say()
        cited = f" [{record.rule}]" if record.rule and record.rule not in line else ""
        say(f"  {line}{cited}")


def actions_table(ruleset: Ruleset[Any], actions: Sequence[Action]) -> Table:
    """The choices open now, each with its clause and what that clause says."""
    # An id is what may be typed: one too long for its column folds onto the next line, whole.
    table = Table("#", "choice", Column("id", overflow="fold"), "clause", title="Your choices",
                  title_justify="left")
    for number, action in enumerate(actions, start=1):
        clause = cite(ruleset, action.rule)
        why = f"{clause['id']}: {clause['summary']}".rstrip(": ") if clause else ""
        asks = f"  (asks: {', '.join(action.params)})" if action.params else ""
        table.add_row(str(number), action.label + asks, action.id, why)
    return table


def view_table(title: str, view: Mapping[str, Any], ruleset: Ruleset[Any],
               width: int | None = None) -> Table:
    """A view (board, score, result) as a table of its fields, read as the web table reads
    them: each named in words ("Resource deck"), cards by name, a clause with what it says,
    yes or no, a number used of a whole as "5 of 20 used"; ``width``: the columns it may take
    (default: the terminal's)."""
    width = console().width if width is None else width
    names = {key: humanize(key) for key in view}
    # What the value column may take: the width but the names' column and the borders.
    room = width - max((len(name) for name in names.values()), default=0) - 7
    table = Table("", "", title=title, title_justify="left", show_header=False)
    for key, value in view.items():
        table.add_row(names[key], _cell(value, ruleset, room))
    return table


def humanize(key: str) -> str:
    """A view's field as a player reads it: ``resource_deck`` is "Resource deck"."""
    words = str(key).replace("_", " ")
    return words[:1].upper() + words[1:]


def _cell(value: Any, ruleset: Ruleset[Any], width: int) -> Any:
    if _is_used_of(value):
        return _text(value, ruleset)
    if isinstance(value, Mapping):
        return view_table("", value, ruleset, width) if value else "-"
    if _is_rows(value):
        return _rows(value, ruleset, width)
    if isinstance(value, list) and len(value) > LISTED:
        return f"{len(value)} entries"
    return _text(value, ruleset)


def _is_rows(value: Any) -> bool:
    """Rows of fields (a company's characters): a list of objects."""
    return isinstance(value, list) and bool(value) \
        and all(isinstance(item, Mapping) for item in value)


def _rows(rows: Sequence[Mapping[str, Any]], ruleset: Ruleset[Any], width: int) -> Any:
    """Rows (the company's characters) as a table of a column a field, where it fits in
    ``width`` without cutting a word; else each row on lines of its own, by its name: a
    narrow terminal shows every fact whole. A card's id is not shown, its name is; rows a
    row holds (a company's characters) are drawn so in their turn."""
    named = any("name" in row for row in rows)
    columns = [k for k in dict.fromkeys(key for row in rows for key in row)
               if not (named and k == "id")]
    table = Table(*(humanize(column) for column in columns))
    for row in rows:
        table.add_row(*(_cell(row[column], ruleset, width) if _is_rows(row.get(column))
                        else _text(row.get(column), ruleset) if column in row else ""
                        for column in columns))
    writer = console()
    if Measurement.get(writer, writer.options, table).minimum <= width:
        return table
    # Each row by its name (or id) in a column of its own, its facts beside it.
    titles = [_text(row["name"] if "name" in row else row["id"], ruleset)
              if "name" in row or "id" in row else "" for row in rows]
    titled = any(titles)
    room = width - (max(len(title) for title in titles) + 1 if titled else 0)
    stacked = Table.grid(padding=(0, 1))
    if titled:
        stacked.add_column(no_wrap=True)
    stacked.add_column()
    for title, row in zip(titles, rows, strict=True):
        facts = "; ".join(f"{humanize(k).lower()} {_text(v, ruleset)}" for k, v in row.items()
                          if k not in ("id", "name") and not _is_rows(v))
        held = [part for k, v in row.items() if _is_rows(v)
                for part in (f"{humanize(k)}:", _rows(v, ruleset, room))]
        stacked.add_row(*([title] if titled else []), Group(facts, *held) if held else facts)
    return stacked


def _is_used_of(value: Any) -> bool:
    """A number used of a whole (a character's direct influence, ``{"used": 0, "of": 3}``)."""
    return isinstance(value, Mapping) and set(value) == {"used", "of"}


def _text(value: Any, ruleset: Ruleset[Any]) -> str:
    """A value as a line of text: a card by its name (a card's fields after it), a clause id
    with what it says, a list by its entries, yes or no for true or false, "-" for nothing."""
    if value is None or value == [] or value == {}:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if _is_used_of(value):
        return f"{value['used']} of {value['of']} used"
    if isinstance(value, Mapping):
        if set(value) == {"clause", "summary"}:
            return _text(value["clause"], ruleset)
        facts = ", ".join(f"{humanize(k).lower()} {_text(v, ruleset)}" for k, v in value.items()
                          if k not in ("id", "name"))
        if "name" not in value:
            return facts
        return f"{value['name']} ({facts})" if facts else str(value["name"])
    if isinstance(value, list):
        return ", ".join(_text(item, ruleset) for item in value)
    named = card_name(value, ruleset.catalog)
    if named is not None:
        return named
    clause = (ruleset.clauses().get(value) or lookup(value)) if isinstance(value, str) else None
    return f"{clause.id}: {clause.summary}" if clause is not None else str(value)


def chosen_label(action: str, args: Mapping[str, JSON], actions: Sequence[Action],
                 ruleset: Ruleset[Any]) -> str:
    """A choice made for the player, in the words it was offered with (its arguments after
    them, cards by name)."""
    label = next((a.label for a in actions if a.id == action), action)
    given = ", ".join(f"{name} {_text(value, ruleset)}" for name, value in args.items())
    return f"{label} ({given})" if given else label


# -- what is asked ---------------------------------------------------------------------------
def parse_value(text: str) -> JSON:
    """A typed argument: JSON where it reads as JSON (numbers, true), text where it is no JSON
    at all (a word, a name); JSON refused as every JSON input is, in the same words
    (:func:`read_json`): a key given twice in one object (:class:`DuplicateKey`), NaN, a
    number too long to read, nesting too deep."""
    try:
        value: JSON = read_json(text.encode("utf-8", "surrogateescape"))
    except NoJsonAtAll:
        return text
    except NotJson as refused:
        raise ValueError(f"the value is {refused}") from None
    return value


def parse_choice(text: str, actions: Sequence[Action]) -> tuple[str, dict[str, JSON]]:
    """An action from a number or an id, with ``key=value`` arguments (JSON values)."""
    head, rest = choice_head(text, actions)
    if head.isdigit() and not 1 <= int(head) <= len(actions):
        raise ValueError(f"there is no choice {head}: the choices are numbered 1 to "
                         f"{len(actions)}")
    action = actions[int(head) - 1].id if head.isdigit() else head
    offered = head.isdigit() or any(a.id == head for a in actions)
    args: dict[str, JSON] = {}
    for token in rest:
        key, sep, value = token.partition("=")
        if not sep:  # a word of an id not offered, most likely (a place's name mistyped)
            raise ValueError(f"an argument is written key=value, not {token!r}" + (
                "" if offered else f", and {text!r} is not one of the choices"))
        if key in args:  # the arguments are one object, as a command's are
            raise DuplicateKey(key)
        args[key] = parse_value(value)
    return action, args


def choice_head(text: str, actions: Sequence[Action]) -> tuple[str, list[str]]:
    """The choice ``text`` names and the words after it: an offered action id, written whole
    (an id may hold spaces, as a place's name does: ``move:The Shire``), the longest the line
    begins with; else its first word (a number, or an id the rules will judge)."""
    ids = [a.id for a in actions if text == a.id or text.startswith(f"{a.id} ")]
    if ids:
        head = max(ids, key=len)
        return head, text[len(head):].split()
    head, *rest = text.split()
    return head, rest


def candidate_name(value: str, catalog: Catalog) -> str:
    """A value the rules list, as the player reads it: a card by its name and id, a card
    named where it stands (``<card>@<card>``, a corruption card on a character) as both."""
    card, at, where = value.partition("@")
    name = card_name(card, catalog)
    if name is None:
        return value
    place = card_name(where, catalog) if at else None
    return f"{name} on {place} ({value})" if place else f"{name} ({value})"


def listed_value(text: str, values: Sequence[str], catalog: Catalog) -> str | None:
    """The listed value ``text`` picks: its number in the list, the value itself or its card's
    name (None: a number out of the list)."""
    if text.isdigit() and values:
        return values[int(text) - 1] if 1 <= int(text) <= len(values) else None
    by_name = [v for v in values if fold(card_name(v.partition("@")[0], catalog) or v)
               == fold(text)]
    return by_name[0] if len(by_name) == 1 else text  # the value as typed: the rules judge it


def ask_arguments(action: Action | None, args: dict[str, JSON],
                  catalog: Catalog) -> dict[str, JSON] | None:
    """Ask by name for each argument the action takes and was not given inline, first listing
    the values the rules allow for it (its candidates), numbered, to choose by number or type
    (the value, or a card's name); an empty answer leaves that argument out (the rules say if
    it was needed), ``-`` drops the choice (None)."""
    if action is None:
        return args
    for name, wanted in action.params.items():
        if name in args:
            continue
        values = action.candidates.get(name)
        if values is not None:
            say(f"  {name}: " + ("one of" if values else "none can be chosen now"))
            for number, value in enumerate(values, start=1):
                say(f"    {number}. {candidate_name(value, catalog)}")
        while True:
            try:
                text = input(f"  {name} ({wanted}): ").strip()
            except EOFError:
                text = ""
            if text == "-":
                say(f"  {action.label}: not chosen.")
                return None
            if not text:
                break
            if values is None:
                args[name] = parse_value(text)
                break
            if (picked := listed_value(text, values, catalog)) is not None:
                args[name] = picked
                break
            say(f"  There is no {name} {text}: the {name}s are numbered 1 to {len(values)}.")
    return args


# -- the loop --------------------------------------------------------------------------------
def start(app: GameService, args: argparse.Namespace, seed: str | int | None) -> UUID:
    if args.game:
        try:
            game_id = UUID(args.game)
        except ValueError:
            raise RedBookError(f"{args.game!r} is not a game id.") from None
        app.load(game_id)
        return game_id
    return app.start(args.ruleset or DEFAULT_RULESET,
                     secrets.randbelow(10**9) if seed is None else seed, parse_setup(args.setup),
                     args.undo_policy or "free")


def run(args: argparse.Namespace) -> int:
    given = [flag for name, flag in NEW_GAME_FLAGS if getattr(args, name) is not None]
    if args.game and given:
        print(f"redbook play: --game resumes a stored game with its own ruleset, seed, setup "
              f"and undo policy; give it without {', '.join(given)}.", file=sys.stderr)
        return USAGE
    seed = parse_seed(args.seed) if args.seed is not None else None  # refused before opening
    app = service(args)
    try:
        return play_game(app, start(app, args, seed))
    finally:
        app.close()


def play_game(app: GameService, game_id: UUID) -> int:
    """Play the stored game ``game_id`` in the terminal until it ends or the player quits
    (exit status 0). Undo follows the game's own undo policy."""
    chronicle = app.load(game_id)
    ruleset = chronicle.ruleset
    seal = seal_of(app, game_id)  # a challenge entry's seed stays hidden until the close
    say(seal(f"{ruleset.title} - game {game_id} (seed {chronicle.game_seed!r}, undo policy "
             f"{chronicle.start.get('undo_policy', 'free')})"))
    say("Type ? for help; press enter to let the policy choose.")
    show_records(chronicle, chronicle.history(), seal)
    while True:
        chronicle = app.load(game_id)
        result = chronicle.result()
        if result is not None:
            say()
            show(view_table("Game over", seal(result), ruleset))
            return 0
        actions = chronicle.actions()
        # A choice that repeats another with a copy of the same card is listed once.
        repeated = copies(actions, ruleset.catalog)
        listed = [a for a in actions if a.id not in repeated]
        say()
        show(actions_table(ruleset, listed))
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
            show(view_table("Board", seal(ruleset.board(chronicle.table.rules)), ruleset))
            continue
        if line in ("s", "score"):
            show(view_table("Score", seal(ruleset.score(chronicle.table.rules)), ruleset))
            continue
        try:
            if line in ("u", "undo"):
                app.undo(game_id, steps=1)
                say("  Undone: back to before the last decision.")
                continue
            if line:
                action, choice_args = parse_choice(line, listed)
                asked = ask_arguments(next((a for a in actions if a.id == action), None),
                                      choice_args, ruleset.catalog)
                if asked is None:
                    continue
                choice_args = asked
            else:
                action, choice_args = ruleset.policy(chronicle.table.rules, actions)
                say(f"  Policy chooses: {chosen_label(action, choice_args, actions, ruleset)}")
            added = app.decide(game_id, action, choice_args)
        except EntrySubmitted:
            raise  # nothing more can be played: said in one line, not offered again
        except RedBookError as exc:
            say(f"  Refused: {exc}")
            continue
        except ValueError as exc:
            say(f"  Not understood: {exc}")
            continue
        show_records(app.load(game_id), added, seal)
