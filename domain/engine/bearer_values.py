"""Items worth more to a bearer of one race (CoE 6.1: an item's marshalling and corruption
points always count): borne by a Dwarf, Durin's Axe gives 3 corruption points and 4
marshalling points, The Arkenstone 4 and 5, a Dwarven Ring 5 and 6, in place of their
printed points. The facts every ruleset reads, each saying from which of its versions it
plays which (``counts``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from domain.cards import Card, fold
from domain.engine.characters import Character
from domain.engine.ring_powers import DWARVEN


@dataclass(frozen=True, slots=True)
class BearerValue:
    """The corruption and marshalling points an item gives when borne by a ``race``;
    ``ring``: a ring's (which a ruleset may play from another version)."""

    race: str
    corruption: int
    marshalling: int
    ring: bool = False


#: Folded item name -> its value to a bearer of that race.
VALUES = {fold("Durin's Axe"): BearerValue("Dwarf", 3, 4),
          fold("The Arkenstone"): BearerValue("Dwarf", 4, 5),
          **dict.fromkeys(DWARVEN, BearerValue("Dwarf", 5, 6, ring=True))}

Counts = Callable[[BearerValue], bool]


def value(item: Card, bearer: Card, counts: Counts) -> BearerValue | None:
    """``item``'s value to ``bearer`` where it differs from its printed one and the ruleset
    ``counts`` it (None: its printed points)."""
    found = VALUES.get(fold(item.name))
    if found is None or fold(bearer.race or "") != fold(found.race) or not counts(found):
        return None
    return found


def extra_corruption(card: Callable[[str], Card], bearer: Character, counts: Counts) -> int:
    """What the items ``bearer`` bears add to his corruption points beyond their printed
    ones."""
    own = card(bearer.card_id)
    return sum(found.corruption - (card(i.card_id).corruption or 0) for i in bearer.items
               if (found := value(card(i.card_id), own, counts)) is not None)


def marshalling_points(item: Card, bearer: Card, counts: Counts) -> int:
    """The marshalling points ``item`` borne by ``bearer`` is worth."""
    found = value(item, bearer, counts)
    return found.marshalling if found is not None else item.marshalling_points or 0
