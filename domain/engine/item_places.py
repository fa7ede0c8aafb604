"""Items whose cards name where they are played, beyond the site's list of playable items
(CoE 2.V.4), as every ruleset reads them:

- a special item played only at the one site its card names (no site lists special items):
  the Book of Mazarbul at Moria, Earth of Galadriel's Orchard at Lórien, the Red Book of
  Westmarch at Bag End, the Palantíri of Elostirion, Minas Tirith and Orthanc at The White
  Towers, Minas Tirith and Isengard;
- an item a card keeps from some site types: the Sapling of the White Tree from a
  Shadow-hold and a Dark-hold;
- where an item is stored and what it is then worth (CoE 2.II.4: any item at a Haven, for
  its printed points): the Book of Mazarbul also at a Dwarf-hold, for 5; Earth of Galadriel's
  Orchard also at Bag End, for 2; the Sapling of the White Tree also at Minas Tirith, for 2;
  the Red Book of Westmarch at a Haven for 1, and the Palantíri of Amon Sûl and Osgiliath at
  a Haven for 5 (``STORES``).

The Road Goes Ever On finds its quest items by these (``item_places``, ``quests``); the Hobbit
scenarios play them at a site (``hobbit.moves.item_moves``, the Guise's ``moves``).
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.cards import Card, fold
from domain.engine import palantiri as stones

#: Folded special item name -> the one site its card names as where it is played.
OWN_SITES = {
    fold("Book of Mazarbul"): "Moria",
    fold("Earth of Galadriel's Orchard"): "Lórien",
    fold("Red Book of Westmarch"): "Bag End",
    fold("Palantír of Elostirion"): "The White Towers",
    fold("Palantír of Minas Tirith"): "Minas Tirith",
    fold("Palantír of Orthanc"): "Isengard",
}
#: Folded item name -> the site types its card keeps it from.
NOT_PLAYABLE_AT = {fold("Sapling of the White Tree"): ("shadow-hold", "dark-hold")}


def own_site(item: Card) -> str | None:
    """The one site ``item``'s card names as where it is played (None: none)."""
    return OWN_SITES.get(fold(item.name))


def playable_at(item: Card, site: Card) -> bool:
    """Whether ``item`` may be played at ``site`` by its class or its card: its class listed
    there, or the site its card names; never at a site type its card bars."""
    if site.site_type in NOT_PLAYABLE_AT.get(fold(item.name), ()):
        return False
    own = own_site(item)
    if own is not None:
        return fold(site.name) == fold(own)
    return item.item_class in site.playable_items


def place_problem(item: Card, site: Card) -> str | None:
    """Why ``item``'s card keeps it from ``site`` (None: it does not): a special item of a
    site of its own elsewhere, an item barred from the site's type."""
    barred = NOT_PLAYABLE_AT.get(fold(item.name), ())
    if site.site_type in barred:
        kinds = " or a ".join(t.capitalize() for t in barred)
        return f"{item.name} is not played at a {kinds}"
    own = own_site(item)
    if own is not None and fold(site.name) != fold(own):
        return f"{item.name} is played only at {own}"
    return None


HAVEN = "a Haven"
DWARF_HOLD = "a Dwarf-hold"


@dataclass(frozen=True, slots=True)
class Store:
    """A place an item may be stored (a Haven, a Dwarf-hold or a site's name) and what it is
    worth stored there."""

    place: str
    points: int


#: Folded item name -> where else it is stored, or what it is worth stored there.
STORES = {
    fold("Book of Mazarbul"): Store(DWARF_HOLD, 5),
    fold("Earth of Galadriel's Orchard"): Store("Bag End", 2),
    fold("Sapling of the White Tree"): Store("Minas Tirith", 2),
    fold("Red Book of Westmarch"): Store(HAVEN, 1),
    **{stone: Store(HAVEN, points) for stone, points in stones.STORED_AT_HAVEN.items()},
}


def is_dwarf_hold(site: Card) -> bool:
    return fold("Dwarf-hold") in fold(site.name)


def _at(place: str, site: Card) -> bool:
    if place == HAVEN:
        return site.is_haven
    if place == DWARF_HOLD:
        return is_dwarf_hold(site)
    return fold(site.name) == fold(place)


def store_here(item: Card, site: Card) -> Store | None:
    """The place of its own where ``item`` is stored at ``site``, or None."""
    found = STORES.get(fold(item.name))
    return found if found is not None and _at(found.place, site) else None


def other_place(item: Card) -> str | None:
    """The place besides a Haven where ``item`` is stored ("Minas Tirith", "a Dwarf-hold"),
    or None."""
    found = STORES.get(fold(item.name))
    return found.place if found is not None and found.place != HAVEN else None


def stored_points(item: Card, site: Card) -> int:
    """What ``item`` stored at ``site`` is worth."""
    found = store_here(item, site)
    return found.points if found is not None else item.marshalling_points or 0
