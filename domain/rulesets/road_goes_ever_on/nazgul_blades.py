"""Morgul-knife and The Pale Sword, the corruption permanent-events a Nazgûl's attack leaves in
a wound. From version ``SINCE_VERSION`` their removal numbers are known, as printed (a roll
greater than 4 and than 5): the bearer's attempt (``corruption.py``, CoE 7.3) no longer waits
for the player to declare it. Earlier versions replay as played, the number declared.

The Shadow places either as any corruption card (RGO-HAZ-2): on a character of the company at
random, not on one wounded by a Nazgûl's attack, and neither adds to a Nazgûl's prowess; the
coverage names what is left out (``MISSING``).
"""

from __future__ import annotations

#: The first version that knows these numbers; earlier versions replay as played.
SINCE_VERSION = 97
#: The lowest 2D6 roll that removes each card (greater than the number it prints).
REMOVAL = {"TW-64": 5, "TW-97": 6}
#: What the ruleset's play of each card leaves out (its points and removal are played).
MISSING = {
    "TW-64": "its play on a company facing a Nazgûl attack, on a character the attack wounds "
             "(the Shadow places it on one at random), the +2 prowess it adds and its discard "
             "when the attack wounds no one",
    "TW-97": "its play on a company facing a Nazgûl attack, on a character the attack wounds "
             "(the Shadow places it on one at random), the prowess it adds (+1, and more for "
             "The Witch-king of Angmar) and its discard when the attack wounds no one",
}
TEST = ("tests/rules/test_road_goes_ever_on_nazgul_blades.py::"
        "test_the_removal_numbers_of_morgul_knife_and_the_pale_sword_are_known")


def plays(played: str) -> bool:
    return played.isdigit() and int(played) >= SINCE_VERSION


def removal_number(card_id: str, played: str) -> int | None:
    """The known number of either card (None: another card, or an earlier version)."""
    return REMOVAL.get(card_id) if plays(played) else None
