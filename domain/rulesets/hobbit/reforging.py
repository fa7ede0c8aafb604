"""Reforging (TW-314) as the Hobbit scenarios play it by its card (the Guise of the
Necromancer's ``permanent_events``, Burglar Wants a Good Job's ``reforging``): a sage holds it
from a site where Information is playable until he stores it at a Haven, and a stored one is
discarded by an untapped sage at a Haven, in the organization phase, to take back a minor or
major weapon, armour or shield of the discard pile for a character of his company. Each
scenario keeps where it records the card and from which version it plays it; what the card
takes back and why a use of it is refused are the same in both."""

from __future__ import annotations

from collections.abc import Iterable

from domain.cards import Card, Catalog
from domain.engine import items
from domain.engine.characters import Character

CARD = "TW-314"
NAME = "Reforging"
#: What it takes back: the item classes and kinds its card names.
CLASSES = ("minor", "major")
KINDS = ("weapon", "armour", "shield")
STORE_KIND, REFORGE_KIND = "store-information", "reforge"
#: Storing a card at a Haven (its marshalling points where they count).
STORE_RULE = "CoE-2.II.4"


def retrievable(discard: Iterable[str], catalog: Catalog, played: str,
                facts_from: int | None) -> list[str]:
    """The minor or major weapons, armours and shields of the discard pile ``discard``,
    once each, in the order discarded (the items as version ``played`` builds them)."""
    out = []
    for card in dict.fromkeys(discard):
        found = catalog.get(card)
        if found.is_item and found.item_class in CLASSES \
                and items.in_play(found, played, facts_from).kind in KINDS:
            out.append(card)
    return out


def use_problem(stored: bool, organizing: bool, sage: Character | None, site: Card | None,
                item: str, retrieved: list[str], bearer: str,
                bearer_in_company: bool) -> str | None:
    """Why ``sage`` (None: no character of a company) may not discard a stored Reforging now to
    take back ``item`` for ``bearer`` (None: he may): ``stored``, one is stored;
    ``organizing``, it is the organization phase; ``site``, his company's;
    ``retrieved``, what it may take back (``retrievable``); ``bearer_in_company``, whether
    ``bearer`` is a character of his company."""
    if not stored:
        return "no Reforging is stored"
    if not organizing:
        return "it is used in the organization phase"
    if sage is None or site is None or "sage" not in sage.all_skills or not sage.untapped:
        return "it is used by an untapped sage"
    if not site.is_haven:
        return f"it is used at a Haven, not at {site.name}"
    if item not in retrieved:
        return "it takes back a minor or major weapon, armour or shield of the discard pile"
    if not bearer_in_company:
        return f"{bearer or 'no one'} is no character of {sage.name}'s company"
    return None


def use_label(sage: str, item: str, bearer: str) -> str:
    """The action's label: ``sage`` discards the stored Reforging for ``item`` (names)."""
    return f"{sage} taps to discard the stored Reforging: {item} back to {bearer}"
