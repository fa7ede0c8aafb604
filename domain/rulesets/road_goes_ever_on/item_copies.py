"""Which copy of an item leaves a bearer who bears two copies of one card, one of them declared
a lost treasure of the golden_hoard option (``Item.lost_treasure``) (``NAMED_SINCE`` on).

A choice of the player names the copy (``Item.copy_ref``): its card id for a copy declared no
lost treasure, ``<card>@<lair>`` for the one declared at that lair, as a card is named where
it stands: the item a wounded character loses at an inn (``lose-item``), the item named to
give up to a Thief, Pick-pocket or Brigands (``give-up-item``), the item a hazard event's
declared effect discards (its ``item`` argument). Where the rules choose (a creature's strike
or wound, Drowning Seas, an Agent's theft, an eliminated character's items passed to his
companions or left with him, a character going home), they choose a copy, in their own order,
and the fact that takes it (``ItemLost``, ``ItemStolen``, ``ItemPassed``, ``ItemLeftPlay``)
names it: ``lost_treasure`` is its lair, or None for the plain copy, wherever the bearer
bears a lost treasure of that card; the state takes exactly that copy.

Before, the facts named the card alone and the bearer's first copy of it left him, whichever
copy the choice or the rule meant (those games replay as played). The copies of an
eliminated character's one card passed to his companions were one: the last heir took the
first copy and the others left the game unrecorded; a character going home discarded none of
the other copies of the item he passed on."""

from __future__ import annotations

from collections.abc import Callable

from domain.canonical import JSON
from domain.engine.characters import Character, Item, copy_of
from domain.ruleset import played_since

#: The first version in which a choice names the copy and a fact the copy it takes.
NAMED_SINCE = 206


def named(played: str) -> bool:
    return played_since(played, NAMED_SINCE)


def ref(played: str, item: Item) -> str:
    """How a choice names ``item``: from ``NAMED_SINCE`` by its copy, before by its card."""
    return item.copy_ref if named(played) else item.card_id


def chosen(played: str, bearer: Character, choice: str) -> Item | None:
    """The copy ``bearer`` bears that ``choice`` names: from ``NAMED_SINCE`` the copy (a
    card id names a copy declared no lost treasure), before his first copy of the card."""
    if not named(played):
        return next((i for i in bearer.items if i.card_id == choice), None)
    card, lair = copy_of(choice)
    return next((i for i in bearer.items if i.card_id == card and i.lost_treasure == lair),
                None)


def fields(played: str, bearer: Character, item: Item) -> dict[str, JSON]:
    """What a fact taking the copy ``item`` from ``bearer`` says of it: from ``NAMED_SINCE``,
    where it is a lost treasure or he bears one of its card, ``lost_treasure`` (its lair, or
    None for a plain copy), so that the state takes that copy; else nothing (any copy of the
    card is the same)."""
    if not named(played) or not any(i.card_id == item.card_id and i.lost_treasure is not None
                                    for i in (item, *bearer.items)):
        return {}
    return {"lost_treasure": item.lost_treasure}


def described(lair: JSON, name: Callable[[str], str], closed: bool = False) -> str:
    """The words a line adds for a copy declared a lost treasure at ``lair`` (a fact's or an
    item's ``lost_treasure``), the lair by its ``name``, ``closed`` by a comma where the
    sentence goes on; none for any other copy."""
    return f", the lost treasure of {name(str(lair))}{',' if closed else ''}" if lair else ""
