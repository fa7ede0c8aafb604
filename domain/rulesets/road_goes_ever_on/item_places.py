"""Items with places of their own (``SINCE_VERSION`` on), as their cards print them.

Where a quest item is found (RGO-QUEST-3): a special item is found at the site its card
names (the rows of ``quest-sites.json`` known from this version; before, such an item was
revealed with no site and never taken): the Book of Mazarbul at Moria, Earth of Galadriel's
Orchard at Lórien, the Red Book of Westmarch at Bag End, the Palantíri of Elostirion, Minas
Tirith and Orthanc at The White Towers, Minas Tirith and Isengard. The Sapling of the White
Tree, a major item, is never found at a Shadow-hold or a Dark-hold.

Where an item is stored and what it is then worth (the engine's ``item_places.STORES``, which
the Guise of the Necromancer reads too; CoE 2.II.4: any item at a Haven, for its printed
points): the Book of Mazarbul also at a Dwarf-hold, for 5; Earth of Galadriel's
Orchard also at Bag End, for 2; the Sapling also at Minas Tirith, for 2; the Red Book of
Westmarch at a Haven for 1, and the Palantíri of Amon Sûl and Osgiliath at a Haven for 5.
The Red Book's +2 to direct influence against a Hobbit faction is item_influence.py's.
Earlier versions replay as played.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Card, fold
from domain.engine import item_places as engine
from domain.engine.item_places import NOT_PLAYABLE_AT, Store
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on import book_of_mazarbul, followers

#: The first version of the ruleset that plays these places.
SINCE_VERSION = 108
#: Site types where the Sapling of the White Tree is not found (the engine's, which the Hobbit
#: scenarios read too).
_NOT_FOUND_AT = NOT_PLAYABLE_AT


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def store_here(played: str, item: Card, site: Card) -> Store | None:
    """The place of its own where ``item`` is stored at ``site``, or None."""
    return engine.store_here(item, site) if plays(played) else None


def other_place(played: str, item: Card) -> str | None:
    """The place besides a Haven where ``item`` is stored ("Minas Tirith", "a Dwarf-hold"),
    or None."""
    return engine.other_place(item) if plays(played) else None


def stored_points(played: str, item: Card, site: Card) -> int:
    """What ``item`` stored at ``site`` is worth."""
    return engine.stored_points(item, site) if plays(played) else item.marshalling_points or 0


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
