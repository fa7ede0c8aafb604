"""The cards played or items used on one strike (CoE 3.iv.5), as the Hobbit family records them
from the version its scenario names (``strike_cards_from``): what one card does to the strike
(Risky Blow's +3 prowess and -1 body) is one ``StrikeModified`` naming the card, and each card
is its own modifier of the strike roll and of the body check, sourced ``played:<card>`` so the
audit links it to that event; a body a card lowers is said to be lowered. Before, one
``StrikeModified`` per number, naming no card, and the strike's cards one modifier of each
roll sourced to the clause, a lowered body labelled as raised."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from domain.engine import coe, effects
from domain.engine.checks import Modifier
from domain.ruleset import Context

#: The effects on a strike that one ``StrikeModified`` records.
STATS = (effects.PROWESS, effects.BODY)
#: (card, prowess, body): what a card played on the strike under way gave it.
Played = tuple[tuple[str, int, int], ...]


def first(changes: Sequence[effects.Effect]) -> int | None:
    """The index in ``changes`` of the first change to the strike (None: none)."""
    return next((i for i, e in enumerate(changes) if e.primitive in STATS), None)


def modified(ctx: Context[Any], character: str | None, card: str,
             changes: Sequence[effects.Effect]) -> None:
    """The one ``StrikeModified`` of ``card``: every prowess and body change it makes."""
    ctx.emit("StrikeModified", coe.STRIKE_RESOURCES, character=character,
             prowess=sum(e.amount for e in changes if e.primitive == effects.PROWESS),
             body=sum(e.amount for e in changes if e.primitive == effects.BODY), card=card)


def recorded(played: Played, d: Mapping[str, Any]) -> Played:
    """``played`` with the card a ``StrikeModified`` names (none: unchanged)."""
    card = d.get("card")
    return played if not card else (*played, (str(card), int(d["prowess"]), int(d["body"])))


def bodies(played: Played) -> Played:
    """The cards of ``played`` that changed the body, as a waiting body check keeps them."""
    return tuple(p for p in played if p[2])


def prowess_modifiers(played: Played, name: Callable[[str], str]) -> list[Modifier]:
    """Each card's prowess on the strike, its own modifier of the strike roll."""
    return [Modifier(prowess, f"played:{card}", f"{name(card)} played on the strike",
                     coe.STRIKE_RESOURCES) for card, prowess, _ in played if prowess]


def body_modifiers(played: Played, name: Callable[[str], str]) -> list[Modifier]:
    """Each card's body on the strike, its own modifier of the body check (as much off the
    roll as it raises the body)."""
    return [Modifier(-body, f"played:{card}",
                     f"{name(card)} played on the strike ({_way(body)} body)",
                     coe.STRIKE_RESOURCES) for card, _, body in played if body]


def rest_modifier(body: int, named: bool) -> Modifier:
    """The body the strike's cards not named (a declared effect) changed, one modifier;
    ``named`` (from ``strike_cards_from``): a lowered body said to be lowered (before, it
    was said to be raised)."""
    label = "lower body" if named and body < 0 else "raise body"
    return Modifier(-body, f"rule:{coe.STRIKE_RESOURCES}",
                    f"cards played on the strike ({label})", coe.STRIKE_RESOURCES)


def _way(body: int) -> str:
    return "raises" if body > 0 else "lowers"


def from_json(value: Any) -> Played:
    """A waiting check's cards as ``BodyCheckAwaited`` records them ([card, body] each)."""
    return tuple((str(card), 0, int(body)) for card, body in value or ())


def to_json(played: Played) -> list[list[Any]]:
    return [[card, body] for card, _, body in bodies(played)]
