"""What the rings of the Ring deck give their bearer (``SINCE_VERSION`` on), as their cards
print it (the facts are ``engine.ring_powers``'s; a ring comes into play only from the Ring
deck, after a gold ring's test: rings.py).

- A Dwarven Ring borne by a Dwarf: +4 prowess in place of +2 (a strike modifier of +2 more,
  CoE 6.1), +7 direct influence in place of +2 against a faction (item_influence.py), and 5
  corruption and 6 marshalling points in place of 3 and 4 (bearer_values.py).
- A Magic Ring gives its bearer its skill (version ``SKILLS_SINCE_VERSION`` on, recorded in
  the ring's item data so that the bearer's ``has_skill`` reads it wherever a skill counts):
  Courage warrior, Lore sage, Nature ranger, Stealth scout, Words diplomat. What a ring does
  for a bearer who is "already" of its skill counts his skill without that ring's gift.
- Magic Ring of Courage: +2 prowess to a bearer who is already a warrior.
- Magic Ring of Nature: a bearer who is already a ranger taps to cancel an attack on his
  company before its strikes are assigned (item_uses.py, CoE 3.i).
- Magic Ring of Stealth: a bearer who is already a scout taps the ring to cancel a strike
  given to him (version ``SKILLS_SINCE_VERSION`` on, item_uses.py, CoE 3.iv.5.1).
- Magic Ring of Words: +3 direct influence against a faction to a bearer who is already a
  diplomat (item_influence.py).
- Lesser Ring: +2 direct influence against a faction (item_influence.py).
- The One Ring: +5 direct influence against a faction (item_influence.py), and one
  corruption point more for every character of its bearer's company. From
  ``ONE_RING_SINCE_VERSION`` its +5 prowess raises the bearer's only to twice his printed
  prowess (a strike modifier taking off the rest), and its bearer may check corruption at -2
  to cancel a strike given to him that is no Undead's or Nazgûl's (item_uses.py, CoE
  3.iv.5.1).

Earlier versions replay as played: a ring gave its catalog's prowess and body, and its points.
"""

from __future__ import annotations

from domain.cards import Card
from domain.engine import ring_powers
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.ring_powers import (
    COURAGE,
    DWARVEN,
    ONE_RING,
    ONE_RING_BARRED,
    ONE_RING_CHECK,
    SKILLS,
    STEALTH,
    CardOf,
)
from domain.ruleset import played_since

__all__ = ["COURAGE", "DWARVEN", "ONE_RING", "ONE_RING_BARRED", "ONE_RING_CHECK", "SKILLS",
           "STEALTH"]

#: The first version of the ruleset that plays these powers.
SINCE_VERSION = 128
#: The first version in which a Magic Ring gives its bearer its skill (and the Magic Ring of
#: Stealth cancels a strike on a bearer who is already a scout, item_uses.py).
SKILLS_SINCE_VERSION = 150
#: The first version in which The One Ring raises its bearer's prowess to at most twice his
#: printed prowess, and its bearer checks corruption at -2 to cancel a strike (item_uses.py).
ONE_RING_SINCE_VERSION = 152


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def skill_given(played: str, ring: Card) -> str | None:
    """The skill ``ring`` gives its bearer as version ``played`` brings it into play (recorded
    in its item data, items_in_play.py), or None."""
    return ring_powers.skill_given(ring) if played_since(played, SKILLS_SINCE_VERSION) \
        else None


def strike_modifiers(played: str, card: CardOf, bearer: Character) -> list[Modifier]:
    """The prowess a ring adds beyond its catalog's (``engine.ring_powers``), The One Ring's
    limit from ``ONE_RING_SINCE_VERSION``."""
    if not plays(played):
        return []
    return ring_powers.strike_modifiers(card, bearer,
                                        played_since(played, ONE_RING_SINCE_VERSION))


def one_ring_cancels(played: str, race: str) -> bool:
    """The One Ring's bearer may cancel a strike of an attack of ``race``: from
    ``ONE_RING_SINCE_VERSION``, one that is no Undead's nor Nazgûl's."""
    return played_since(played, ONE_RING_SINCE_VERSION) and ring_powers.one_ring_cancels(race)


def company_corruption(played: str, card: CardOf, company: tuple[Character, ...],
                       character: Character) -> int:
    """One corruption point more for ``character`` while The One Ring is borne in his
    company."""
    return ring_powers.company_corruption(card, company, character) if plays(played) else 0


_TEST = "tests/rules/test_road_goes_ever_on_ring_powers.py::"
_SKILLS = "tests/rules/test_road_goes_ever_on_magic_rings.py::"
_GIFT = _SKILLS + "test_a_magic_ring_gives_its_bearer_its_skill"
#: What the coverage says of each ring: what is left out, its test, the first version (the
#: Dwarven Rings' are dwarven_rings.py's, which plays their gifts). The Magic Ring of Lore's
#: use of a palantír by a sage bearer adds nothing here: any bearer uses one (palantir.py).
COVERAGE = {
    **{c: ("", _GIFT, SKILLS_SINCE_VERSION) for c in ("TW-271", "TW-272", "TW-273", "TW-275")},
    "TW-274": ("", _SKILLS + "test_the_magic_ring_of_stealth_cancels_a_strike_on_a_scout",
               SKILLS_SINCE_VERSION),
    "TW-266": ("", _TEST + "test_the_lesser_ring_and_the_one_ring_add_direct_influence",
               SINCE_VERSION),
    "TW-347": ("", "tests/rules/test_road_goes_ever_on_one_ring.py::"
               "test_the_one_ring_s_bearer_checks_corruption_to_cancel_a_strike",
               ONE_RING_SINCE_VERSION),
}
