"""Plain words for recorded data that a ruleset has no line of its own for: card ids become
card names (as a refusal names a card: ``named``), and a long list of cards (a deck) is told
by its size, so that no narrative line dumps hundreds of ids. The first line of every game,
its ``GameStarted``, is told here."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from domain.cards.errors import UnknownCard
from domain.engine import combat
from domain.text import and_list

if TYPE_CHECKING:
    from domain.cards import Card, Catalog

#: A list of more cards than this is a deck or a pile: told by its size, not card by card.
NAMED_CARDS = 6


def card_name(value: object, catalog: Catalog | None) -> str | None:
    """The name of the card ``value`` identifies (an id, or an instance ``id#n``), if any."""
    if catalog is None or not isinstance(value, str):
        return None
    base = value.partition("#")[0]
    return catalog.get(base).name if base in catalog else None


def named(card: Callable[[str], Card], card_id: str) -> str:
    """A card a refusal names, by its name, never its id (``card``: the catalog's look-up); an
    id no card has, as it is."""
    try:
        return card(card_id).name
    except (KeyError, UnknownCard):
        return card_id


def summarize(value: Any, catalog: Catalog | None, top: bool = False) -> str:
    """``value`` in words: cards named, decks counted, objects as ``key: value`` pairs (the
    pairs of the ``top`` object apart by semicolons, nested ones by commas)."""
    if isinstance(value, Mapping):
        pairs = [f"{card_name(key, catalog) or key}: {summarize(item, catalog)}"
                 for key, item in value.items()]
        return "; ".join(pairs) if top else "(" + ", ".join(pairs) + ")"
    if isinstance(value, list):
        names = [card_name(item, catalog) for item in value]
        if value and all(names):
            return f"{len(value)} cards" if len(value) > NAMED_CARDS else _and(names)
        if len(value) > NAMED_CARDS:
            return f"{len(value)} entries"
        return ", ".join(summarize(item, catalog) for item in value) or "none"
    name = card_name(value, catalog)
    return name if name is not None else str(value)


def decision_line(data: Mapping[str, Any], catalog: Catalog | None,
                  label: str | None = None) -> str:
    """A player's decision: the words its action was offered with (``label``), else the
    action's verb, then the cards or places its id names (``move:TW-244`` -> "move
    (Rivendell)"); then any arguments."""
    if label:
        line = f"Decision: {label.rstrip('.')}"
    else:
        verb, *parts = str(data.get("action")).split(":")
        about = ", ".join(card_name(part, catalog) or part for part in parts)
        line = f"Decision: {verb.replace('-', ' ')}" + (f" ({about})" if about else "")
    args = data.get("args")
    if isinstance(args, Mapping) and args:
        line += " with " + summarize(args, catalog, top=True).replace(": ", " ")
    return line + "."


def strike_outcome(who: str, result: str, defeated: bool | None = None,
                   state: str | None = None, body_roll: int | None = None) -> str:
    """A strike's outcome from the player's side (CoE 3.iv.7): "Bilbo defeats the strike"."""
    if result == combat.FAILED:
        if defeated is False:
            return (f"{who} beats the strike, but the attacker's body check ({body_roll}) "
                    "holds: it is not defeated")
        return f"{who} defeats the strike"
    if result == combat.SUCCEEDED:
        return f"the strike beats {who}" + (f", who is {state}" if state else "")
    return f"a tie: the strike is ineffectual against {who}"


def check_sum(check: Mapping[str, Any]) -> str:
    """A recorded check's arithmetic in words (the ``check`` field of an event, see
    :mod:`domain.engine.checks`): the dice, then each modifier with why it applies, then the
    total, so that a reader sees every card that moved the roll; a roll nothing modifies is
    its dice alone ("7", not "7 = 7")."""
    terms = [f"{sum(check['dice'])}"] + [f"{int(m['amount']):+d} ({m['why']})"
                                          for m in check["modifiers"]]
    return " ".join(terms) + (f" = {check['total']}" if check["modifiers"] else "")


def strike_sum(roll: int, prowess: int) -> str:
    """A strike roll as the rulesets record it, the dice's total and the character's prowess
    with every modifier, told apart so that they do not read as two dice faces: "dice 3,
    prowess with modifiers +5, total 8"."""
    return f"dice {roll}, prowess with modifiers {prowess:+d}, total {roll + prowess}"


def body_sum(data: Mapping[str, Any]) -> str:
    """A character's body check as recorded: its roll against its body. A recorded ``check``
    tells both as it holds them: every modifier named (:func:`body_roll`) against the printed
    body, since the check counts what raises the body as that much off the roll."""
    made = data.get("check")
    body = made["target"] if isinstance(made, Mapping) else data["body"]
    return f"{body_roll(data)} against body {body}"


def body_roll(data: Mapping[str, Any]) -> str:
    """A body check's recorded roll: with a recorded ``check``, its dice and then every
    modifier the check holds, each with why it applies, whatever its source ("3 +1 (already
    wounded) +1 (a traitor's attack) = 5"), so that no card or state that moved the roll goes
    unnamed; without one, the recorded roll."""
    made = data.get("check")
    return check_sum(made) if isinstance(made, Mapping) else str(data["roll"])


def _and(names: list[str | None]) -> str:
    return and_list([str(n) for n in names])


def start_line(data: Mapping[str, Any], catalog: Catalog | None) -> str:
    """The first line of a game: what is played, from which seed, under which undo rules,
    and its setup with every deck told by its size."""
    line = (f"A new game of {data.get('ruleset')} (version {data.get('ruleset_version')}) "
            f"from seed {data.get('seed')}, undo policy {data.get('undo_policy', 'free')}")
    if data.get("challenge"):
        line += f", entered in challenge {data['challenge']}"
    setup = data.get("setup")
    if isinstance(setup, Mapping) and setup:
        line += f". Setup: {summarize(setup, catalog, top=True)}"
    return line + "."
