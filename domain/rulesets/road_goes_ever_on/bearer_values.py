"""Items worth more to a bearer of one race (``SINCE_VERSION`` on): borne by a Dwarf,
Durin's Axe gives 3 corruption points and 4 marshalling points, The Arkenstone 4 corruption
points and 5 marshalling points, in place of their printed 2 and 2 (CoE 6.1: an item's
marshalling and corruption points always count). The points count wherever the ruleset adds
up a character's corruption points (his checks) and the marshalling points of the items in
play; a stored item is borne by no one and keeps its printed points. Earlier versions replay
with the printed points.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from domain.cards import Card, fold
from domain.engine.characters import Character
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on import ring_powers

#: The first version of the ruleset that plays these values.
SINCE_VERSION = 93


@dataclass(frozen=True, slots=True)
class BearerValue:
    """The corruption and marshalling points an item gives when borne by a ``race``, from
    version ``since``."""

    race: str
    corruption: int
    marshalling: int
    since: int = SINCE_VERSION


#: Folded item name -> its value to a bearer of that race (from ring_powers.SINCE_VERSION,
#: a Dwarven Ring's 5 and 6 for a Dwarf).
VALUES = {fold("Durin's Axe"): BearerValue("Dwarf", 3, 4),
          fold("The Arkenstone"): BearerValue("Dwarf", 4, 5),
          **dict.fromkeys(ring_powers.DWARVEN,
                          BearerValue("Dwarf", 5, 6, ring_powers.SINCE_VERSION))}


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def _value(played: str, item: Card, bearer: Card) -> BearerValue | None:
    found = VALUES.get(fold(item.name))
    if not plays(played) or found is None or fold(bearer.race or "") != fold(found.race) \
            or int(played) < found.since:
        return None
    return found


def extra_corruption(played: str, card: Callable[[str], Card], bearer: Character) -> int:
    """What the items ``bearer`` bears add to his corruption points beyond their printed
    ones."""
    own = card(bearer.card_id)
    return sum(found.corruption - (card(i.card_id).corruption or 0) for i in bearer.items
               if (found := _value(played, card(i.card_id), own)) is not None)


def marshalling_points(played: str, item: Card, bearer: Card) -> int:
    """The marshalling points ``item`` borne by ``bearer`` is worth."""
    found = _value(played, item, bearer)
    return found.marshalling if found is not None else item.marshalling_points or 0


_TEST = "tests/rules/test_road_goes_ever_on_bearer_values.py::"
#: What the coverage says of each item these values complete: what is still left out, its
#: test, and the first version that plays it all.
COVERAGE = {
    "TW-212": ("", _TEST + "test_durins_axe_borne_by_a_dwarf_gives_three_corruption_and_four_"
                           "marshalling_points", SINCE_VERSION),
}
