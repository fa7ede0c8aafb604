"""A Pack at the Door, a hazard long-event of the Long Event deck, played by its text from
version ``SINCE_VERSION``. Earlier versions had the player declare its effect (RGO-LONG-4),
and replay as played.

While it is in play with Doors of Night (the condition its play asks), a non-unique Animal,
Spider or Wolf creature that some region other than a Coastal Sea keys may also be keyed to a
Border-land of the company's site path, or to its site when that is a Border-hold or a Ruins &
Lairs (RGO-HAZ-4, CoE 2.IV). Without Doors of Night it comes into play and does nothing; it
takes no declaration either way.
"""

from __future__ import annotations

from domain.cards import Card
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on import hazard_pile, hazard_scripts
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that plays it; earlier versions replay as played.
SINCE_VERSION = 100
CARD_ID = "TW-497"
RACES = ("Animals", "Spiders", "Wolves")
REGIONS = ("border-land",)
SITE_TYPES = ("border-hold", "ruins-and-lairs")
COASTAL_SEA = "coastal-sea"
TEST = ("tests/rules/test_road_goes_ever_on_pack_at_the_door.py::"
        "test_a_pack_at_the_door_keys_wolves_to_a_border_land_with_doors_of_night")


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def came_into_play(played: str, card: Card) -> bool:
    """True when ``card`` is A Pack at the Door and the version plays it: nothing to declare."""
    return card.id == CARD_ID and plays(played)


def _in_force(state: State) -> bool:
    return CARD_ID in state.long_in_play and hazard_scripts.doors_in_play(state)


def _of_the_pack(card: Card) -> bool:
    return card.is_creature and not card.unique and card.race in RACES \
        and any(region != COASTAL_SEA for region, _ in card.keyed_regions)


def position(played: str, state: State, card: Card, journey: hazard_pile.Journey,
             floor: int) -> int | None:
    """The earliest place at or after ``floor`` the card lets ``card`` be keyed, or None."""
    if not (plays(played) and _in_force(state) and _of_the_pack(card)):
        return None
    remaining = journey.regions[floor:] if floor <= len(journey.regions) else ()
    regions = [floor + i for i, region in enumerate(remaining) if region in REGIONS]
    if regions:
        return regions[0]
    if journey.site_type in SITE_TYPES and floor <= journey.site_position:
        return journey.site_position
    return None
