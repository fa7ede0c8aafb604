"""The Book of Mazarbul's reading (``engine.book_of_mazarbul``, as The Road Goes Ever On reads
it) as the Hobbit scenarios that find it at Moria play it from the version each names
(``book_from``; earlier versions replay as played, the Book giving its catalog facts alone):

``read-book:<book>:<bearer>``: in the organization phase, outside an attack, a sage bearing an
untapped Book taps it (``ItemTapped``, CoE 6.1); until the next untap phase, when items untap,
the hand holds one card more for each Book tapped. Out of its condition it is refused naming
the Book and the reason, nothing written.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.cards import Catalog
from domain.engine import book_of_mazarbul as book_text
from domain.engine import coe
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.ruleset import Context
from domain.rulesets.hobbit.moves import Add, Move

KIND, RULE = book_text.KIND, coe.ITEM_IN_USE
#: The mode its tap names (``ItemTapped``).
MODE = "one card more in hand"


def _tapped(tapped_items: Sequence[tuple[str, str]]) -> list[str]:
    return [item for item, _ in tapped_items]


def moves(characters: Sequence[Character], tapped_items: Sequence[tuple[str, str]],
          catalog: Catalog, add: Add) -> None:
    """``read-book:<book>:<bearer>`` for each sage who may read his Book now (the caller
    offers them in the organization phase, outside an attack)."""
    for book, who in book_text.readings(characters, _tapped(tapped_items), catalog.get):
        add(f"{KIND}:{book}:{who}", book_text.label(catalog.get(who).name), RULE,
            Move(KIND, card=book, holder=who))


def refusal(characters: Sequence[Character], tapped_items: Sequence[tuple[str, str]],
            rest: str) -> IllegalAction:
    """Why ``read-book:<book>:<bearer>`` is refused now, naming the Book and the reason."""
    book, _, who = rest.partition(":")
    bearer = next((c for c in characters if c.card_id == who), None)
    why = book_text.why_not(bearer, who, book, _tapped(tapped_items))
    return IllegalAction(f"{why}." if why else f"{book_text.ORGANIZATION_ONLY}, outside an "
                         "attack.", clause=RULE)


def read(ctx: Context[Any], move: Move) -> None:
    ctx.emit("ItemTapped", RULE, item=move.card, bearer=move.holder, mode=MODE)


def hand_bonus(tapped_items: Sequence[tuple[str, str]], catalog: Catalog) -> int:
    return book_text.hand_bonus(_tapped(tapped_items), catalog.get)
