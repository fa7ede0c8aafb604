"""Items with places of their own (``SINCE_VERSION`` on), as their cards print them.

Where a quest item is found (RGO-QUEST-3): a special item is found at the site its card
names (the rows of ``quest-sites.json`` known from this version; before, such an item was
revealed with no site and never taken): the Book of Mazarbul at Moria, Earth of Galadriel's
Orchard at Lórien, the Red Book of Westmarch at Bag End, the Palantíri of Elostirion, Minas
Tirith and Orthanc at The White Towers, Minas Tirith and Isengard. The Sapling of the White
Tree, a major item, is never found at a Shadow-hold or a Dark-hold.

Where an item is stored and what it is then worth (CoE 2.II.4: any item at a Haven, for its
printed points): the Book of Mazarbul also at a Dwarf-hold, for 5; Earth of Galadriel's
Orchard also at Bag End, for 2; the Sapling also at Minas Tirith, for 2; the Red Book of
Westmarch at a Haven for 1, and the Palantíri of Amon Sûl and Osgiliath at a Haven for 5.
The Red Book's +2 to direct influence against a Hobbit faction is item_influence.py's.
Earlier versions replay as played.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.cards import Card, fold
from domain.engine import palantiri as stones
from domain.engine.item_places import NOT_PLAYABLE_AT
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on import book_of_mazarbul, followers

#: The first version of the ruleset that plays these places.
SINCE_VERSION = 108
HAVEN = "a Haven"
DWARF_HOLD = "a Dwarf-hold"
#: Site types where the Sapling of the White Tree is not found (the engine's, which the Hobbit
#: scenarios read too).
_NOT_FOUND_AT = NOT_PLAYABLE_AT


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


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def is_dwarf_hold(site: Card) -> bool:
    return fold("Dwarf-hold") in fold(site.name)


def _at(place: str, site: Card) -> bool:
    if place == HAVEN:
        return site.is_haven
    if place == DWARF_HOLD:
        return is_dwarf_hold(site)
    return fold(site.name) == fold(place)


def store_here(played: str, item: Card, site: Card) -> Store | None:
    """The place of its own where ``item`` is stored at ``site``, or None."""
    found = STORES.get(fold(item.name))
    return found if plays(played) and found is not None and _at(found.place, site) else None


def other_place(played: str, item: Card) -> str | None:
    """The place besides a Haven where ``item`` is stored ("Minas Tirith", "a Dwarf-hold"),
    or None."""
    found = STORES.get(fold(item.name))
    return found.place if plays(played) and found is not None and found.place != HAVEN \
        else None


def stored_points(played: str, item: Card, site: Card) -> int:
    """What ``item`` stored at ``site`` is worth."""
    found = store_here(played, item, site)
    return found.points if found is not None else item.marshalling_points or 0


def finding_sites(played: str, item: Card, sites: Sequence[Card]) -> list[Card]:
    """Of ``sites``, those where the item may be found (its card may forbid some types)."""
    barred = _NOT_FOUND_AT.get(fold(item.name), ()) if plays(played) else ()
    return [s for s in sites if s.site_type not in barred]


_TEST = "tests/rules/test_road_goes_ever_on_item_places.py::"
_STORED = _TEST + "test_an_item_is_stored_where_its_card_says_for_its_points_there"
#: What the coverage says of each item these places play: what is still left out, its test,
#: and the first version that plays it.
COVERAGE = {
    "TW-322": ("", _STORED, SINCE_VERSION),  # Sapling of the White Tree
    "TW-221": ("", _STORED, SINCE_VERSION),  # Earth of Galadriel's Orchard
    "TW-201": ("", book_of_mazarbul.TEST, book_of_mazarbul.SINCE_VERSION),
    "TW-313": (followers.NEVER_HERE + "its +2 against a Hobbit character", _STORED,
               SINCE_VERSION),
}
