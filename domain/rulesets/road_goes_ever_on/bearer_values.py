"""Items worth more to a bearer of one race (``SINCE_VERSION`` on; ``engine.bearer_values``):
borne by a Dwarf, Durin's Axe gives 3 corruption points and 4 marshalling points, The
Arkenstone 4 corruption points and 5 marshalling points, in place of their printed 2 and 2
(CoE 6.1: an item's marshalling and corruption points always count), and a Dwarven Ring 5 and
6 from ring_powers.SINCE_VERSION. The points count wherever the ruleset adds
up a character's corruption points (his checks) and the marshalling points of the items in
play; a stored item is borne by no one and keeps its printed points. Earlier versions replay
with the printed points.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Card
from domain.engine import bearer_values
from domain.engine.bearer_values import BearerValue
from domain.engine.characters import Character
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on import ring_powers

#: The first version of the ruleset that plays these values.
SINCE_VERSION = 93


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def _counts(played: str) -> bearer_values.Counts:
    """Which values version ``played`` plays: the rings' from ring_powers.SINCE_VERSION."""
    def counts(found: BearerValue) -> bool:
        return plays(played) and (not found.ring or ring_powers.plays(played))
    return counts


def extra_corruption(played: str, card: Callable[[str], Card], bearer: Character) -> int:
    """What the items ``bearer`` bears add to his corruption points beyond their printed
    ones."""
    return bearer_values.extra_corruption(card, bearer, _counts(played))


def marshalling_points(played: str, item: Card, bearer: Card) -> int:
    """The marshalling points ``item`` borne by ``bearer`` is worth."""
    return bearer_values.marshalling_points(item, bearer, _counts(played))


_TEST = "tests/rules/test_road_goes_ever_on_bearer_values.py::"
#: What the coverage says of each item these values complete: what is still left out, its
#: test, and the first version that plays it all.
COVERAGE = {
    "TW-212": ("", _TEST + "test_durins_axe_borne_by_a_dwarf_gives_three_corruption_and_four_"
                           "marshalling_points", SINCE_VERSION),
}
