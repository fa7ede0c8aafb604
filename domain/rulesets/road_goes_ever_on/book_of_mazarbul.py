"""The Book of Mazarbul (TW-201) read in the organization phase (``SINCE_VERSION`` on).

Borne by a sage, the Book taps (``read-book:<item>:<bearer>``, ``ItemTapped``) to raise the
hand size by one until the next untap phase (RGO-GEN-2): a tapped item stays tapped until
then, so the hand holds one card more for each Book tapped. Where it is found and stored is
item_places.py's. A reading out of its condition is refused naming the Book and the reason,
nothing written. The automatic player does not read it. The reading itself is the engine's
(``engine.book_of_mazarbul``), which the Hobbit scenarios read too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from domain.cards import Card
from domain.engine import book_of_mazarbul as book_text
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.decision import Decision, Rules

#: The first version of the ruleset that plays the reading.
SINCE_VERSION = 123
KIND = book_text.KIND
RULE = "RGO-GEN-2"
NAME = book_text.NAME
CardOf = Callable[[str], Card]


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def _readings(state: State, card: CardOf) -> list[tuple[str, str]]:
    """(book, bearer): an untapped Book borne by a sage, in the organization phase."""
    if state.phase != ORGANIZATION:
        return []
    return book_text.readings(state.characters, state.tapped_items, card)


def actions(state: State, card: CardOf, played: str) -> list[Action]:
    if not offered(played):
        return []
    return [Action(f"{KIND}:{book}:{who}", book_text.label(card(who).name), RULE)
            for book, who in _readings(state, card)]


def read(ctx: Context[State], rest: str, card: CardOf) -> None:
    """Play ``read-book:<item>:<bearer>``, offered now."""
    book, _, who = rest.partition(":")
    ctx.emit("ItemTapped", RULE, card=book, name=card(book).name, character=who)


def refusal(state: State, rest: str, card: CardOf) -> IllegalAction:
    book, _, who = rest.partition(":")
    why = book_text.why_not(state.character(who), who, book, state.tapped_items)
    return illegal(f"{why or book_text.ORGANIZATION_ONLY}.", RULE)


def hand_bonus(played: str, state: State, card: CardOf) -> int:
    """One card more in hand for each Book tapped (until the next untap phase)."""
    return book_text.hand_bonus(state.tapped_items, card) if offered(played) else 0


TEST = "tests/rules/test_road_goes_ever_on_item_places.py::test_a_sage_reads_the_book_of_mazarbul"


def handle(rules: Rules, d: Decision) -> None:
    """Play ``read-book:<bearer>`` once offered (the ruleset's table of handlers)."""
    read(d.ctx, d.rest, rules.catalog.get)
