"""The Book of Mazarbul's (TW-201) reading, as any ruleset reads it: borne by a sage, in the
organization phase, the Book taps (``ItemTapped``) to raise its player's hand size by one until
his next untap phase, when tapped items untap: one card more in hand for each Book tapped.
Where it is found and stored is the item places' (``item_places``).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence

from domain.cards import Card, fold
from domain.engine.characters import Character

NAME = fold("Book of Mazarbul")
KIND = "read-book"
#: What the Book's label and refusals say it does.
DOES = "one card more in hand until the next untap phase"
CardOf = Callable[[str], Card]


def is_book(card: CardOf, item: str) -> bool:
    return fold(card(item).name) == NAME


def readings(characters: Sequence[Character], tapped: Collection[str],
             card: CardOf) -> list[tuple[str, str]]:
    """(book, bearer) of each untapped Book (``tapped``: the items tapped) borne by a sage of
    ``characters``, in the organization phase (the caller's to say)."""
    return [(i.card_id, c.card_id) for c in characters if c.has_skill("sage")
            for i in c.items if is_book(card, i.card_id) and i.card_id not in tapped]


def label(bearer: str) -> str:
    return f"{bearer} taps the Book of Mazarbul: {DOES}"


def why_not(bearer: Character | None, who: str, book: str, tapped: Collection[str]) -> str:
    """Why ``who`` may not read ``book`` now, out of the organization phase aside (the
    caller's): "" when he may, as far as these say."""
    if bearer is None or not bearer.bears(book):
        return f"{who} is no character of the company bearing the Book of Mazarbul"
    if not bearer.has_skill("sage"):
        return f"The Book of Mazarbul is read by a sage; {bearer.name} is none"
    if book in tapped:
        return "The Book of Mazarbul is tapped until the next untap phase"
    return ""


#: Why a reading is refused in another phase.
ORGANIZATION_ONLY = "The Book of Mazarbul is read in the organization phase"


def hand_bonus(tapped: Iterable[str], card: CardOf) -> int:
    """One card more in hand for each Book tapped (until the next untap phase)."""
    return sum(1 for i in tapped if is_book(card, i))
