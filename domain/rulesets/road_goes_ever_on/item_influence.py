"""The items' printed bonuses to their bearer's direct influence (``SINCE_VERSION`` on).

An influence attempt on a faction (a quest taken, CoE 2.V.3; an escape from a faction that
detains, RGO-FACTION-2) adds, as one named modifier each, what the items the character bears
give him against that faction:

- Narsil: +1 to his direct influence, against any faction;
- Horn of Anor: +2 against any faction;
- Elf-stone: +2 against an Elf faction;
- The Arkenstone: +3 against a Dwarf faction;
- the Red Book of Westmarch: +2 against a Hobbit faction (from item_places.SINCE_VERSION);
- The Iron Crown: +4 against any faction, borne by a character who is not a Hobbit (from
  iron_crown.SINCE_VERSION; its +4 to direct influence has no other use here: only Frodo, a
  Hobbit, controls a follower);
- from ring_powers.SINCE_VERSION the rings: a Dwarven Ring +2 against any faction, +7 borne
  by a Dwarf; the Magic Ring of Words +3 to a bearer who is a diplomat; a Lesser Ring +2; The
  One Ring +5; from wizards_ring.SINCE_VERSION the Wizard's Ring +5.

An item that cannot be duplicated on a character counts once however many copies he bears.
Their bonuses against a character have no use here: every character of this ruleset comes
into play under general influence. Earlier versions replay as played, without them. The
bonuses are the engine's (``engine.item_influence``), which the Hobbit scenarios read too;
this module says from which version each is played.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Card, fold
from domain.engine import item_influence
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on import (
    followers,
    iron_crown,
    item_places,
    ring_powers,
    wizards_ring,
)

#: The first version of the ruleset that plays these bonuses.
SINCE_VERSION = 69
#: Folded item name -> the first version playing its bonus, where later than
#: ``SINCE_VERSION`` (the bonuses themselves are the engine's, ``engine.item_influence``).
SINCE = {fold("Red Book of Westmarch"): item_places.SINCE_VERSION,
         fold("The Iron Crown"): iron_crown.SINCE_VERSION,
         fold("Lesser Ring"): ring_powers.SINCE_VERSION,
         fold("Wizard's Ring"): wizards_ring.SINCE_VERSION,
         fold("The One Ring"): ring_powers.SINCE_VERSION,
         fold("Magic Ring of Words"): ring_powers.SINCE_VERSION,
         **dict.fromkeys(ring_powers.DWARVEN, ring_powers.SINCE_VERSION)}


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def influence_modifiers(played: str, card: Callable[[str], Card], bearer: Character,
                        faction: Card) -> list[Modifier]:
    """The bonuses the items ``bearer`` bears give his direct influence against ``faction``,
    each item once."""
    if not plays(played):
        return []
    return item_influence.modifiers(card, bearer, faction,
                                    lambda key: int(played) >= SINCE.get(key, SINCE_VERSION))


#: The first version in which an item lets its bearer influence a faction with no roll.
AUTOMATIC_SINCE_VERSION = 95
def automatic(played: str, card: Callable[[str], Card], bearer: Character,
              faction: Card) -> str | None:
    """The item borne by ``bearer`` that brings ``faction`` into play with no roll (None:
    none does; ``engine.item_influence.AUTOMATIC``)."""
    if not played_since(played, AUTOMATIC_SINCE_VERSION):
        return None
    return item_influence.automatic(card, bearer, faction)


_TESTS = "tests/rules/test_road_goes_ever_on_item_influence.py::"
#: What the coverage says of each item scripted here: what is left out, its test, and the
#: first version of the ruleset that plays it.
COVERAGE = {
    "TW-289": ("", _TESTS + "test_narsil_adds_one_against_any_faction", SINCE_VERSION),
    "TW-259": ("", _TESTS + "test_the_horn_of_anor_adds_two_against_any_faction_once",
               SINCE_VERSION),
    "TW-224": (followers.NEVER_HERE + "its bonus against an Elf character",
               _TESTS + "test_the_elf_stone_adds_two_against_an_elf_faction_only",
               SINCE_VERSION),
    "TW-341": ("tapping it to untap a Dwarf (the Hobbit scenarios play it)",
               _TESTS + "test_the_arkenstone_adds_three_against_a_dwarf_faction",
               SINCE_VERSION),
    "TW-312": (followers.NEVER_HERE + "its +5 against a character whose home site is Edoras",
               _TESTS + "test_the_red_arrow_brings_the_riders_of_rohan_with_no_roll",
               AUTOMATIC_SINCE_VERSION),
}
