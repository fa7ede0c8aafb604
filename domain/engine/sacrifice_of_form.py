"""Sacrifice of Form (TW-321), a Wizard's spell played on an attack on his company once its
strikes are assigned, shared by The Road Goes Ever On (``road_goes_ever_on.sacrifice_of_form``)
and Burglar Wants a Good Job (``burglar.sacrifice_of_form``).

Every strike of the attack fails; an attack with body makes a body check for each at
``BODY_BONUS``, defeated only if every one fails, one with no body is defeated. The Wizard
leaves play, discarded, his items set aside with the card (still in play, ``Sacrifice``).
Should the Wizard come into play again, his items go back to him and the card goes with him,
``BONUS`` to his prowess, body and direct influence (``restored``); it cannot be duplicated on
a Wizard who has it with him.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from domain.engine.characters import Character, Item
from domain.immutable import replace

CARD = "TW-321"
NAME = "Sacrifice of Form"
WIZARD = "Wizard"
#: Added to each body check of the attack.
BODY_BONUS = 3
#: Added to the Wizard's prowess, body and direct influence once it is with him.
BONUS = 1


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """Sacrifice of Form in play: the Wizard it was played on, the items set aside with it
    while he is out of play (still in play), and whether it is with him again, giving him its
    bonuses."""

    card: str
    wizard: str
    name: str
    items: tuple[Item, ...] = ()
    with_him: bool = False


def attack_defeated(rolls: Sequence[int], body: int | None, bonus: int = BODY_BONUS) -> bool:
    """Whether an attack every strike of which fails is defeated by the body checks ``rolls``
    (one for each strike, before ``bonus``): every one above its body; one with no body always
    is (CoE 3.iv.7, 3.v). The Hobbit scenarios read it for True Fána's failed strikes too, with
    no ``bonus`` (``hobbit.attack_cards``)."""
    return body is None or all(roll + bonus > body for roll in rolls)


def duplicate(sacrifices: Iterable[Sacrifice], wizard: str) -> str | None:
    """The name of ``wizard`` if he has the card with him already (it cannot be duplicated on
    him), else None."""
    return next((s.name for s in sacrifices if s.with_him and s.wizard == wizard), None)


def restored(found: Character, entry: Sacrifice, bonus: int = BONUS
             ) -> tuple[Character, Sacrifice]:
    """The Wizard ``found`` back in play with his items and the card, ``bonus`` to his
    prowess, body and direct influence, and the card's entry as it is then."""
    back = replace(found, items=(*found.items, *entry.items), prowess=found.prowess + bonus,
                   body=found.body + bonus, direct_influence=found.direct_influence + bonus)
    return back, replace(entry, wizard=found.card_id, items=(), with_him=True)
