"""What the rings and the items worth more to a Dwarf give their bearer (``engine.ring_powers``,
``engine.bearer_values``, which The Road Goes Ever On reads too), as the Hobbit scenarios that
play rings (There and Back Again, Burglar Wants a Good Job) play them from the version each
names (``ring_powers_from``; earlier versions replay as played, a ring giving its catalog
facts alone):

- against a strike: a Dwarven Ring borne by a Dwarf +2 prowess more (+4 in all), the Magic
  Ring of Courage +2 to a bearer who is already a warrior, The One Ring's +5 only to twice
  its bearer's printed prowess;
- in an influence attempt against a faction (CoE 2.V.3): a Dwarven Ring +2 (+7 borne by a
  Dwarf), the Lesser Ring +2, The One Ring +5, the Magic Ring of Words +3 to a bearer who is
  already a diplomat;
- a Magic Ring gives its bearer its skill (Courage warrior, Lore sage, Nature ranger, Stealth
  scout, Words diplomat), held by the ring in play wherever a skill counts;
- corruption points: one more for every character of the company while The One Ring is
  borne in it; borne by a Dwarf, a Dwarven Ring 5 in place of 3, Durin's Axe 3 in place of 2
  and The Arkenstone 4 in place of 2 (CoE 6.1).

The cancels of the Magic Rings of Nature and Stealth and of The One Ring are the engine's
scripts of them (its twenty-fourth generation, ``effects``); a Dwarven Ring's gift to a Dwarf
bearer is ``dwarven_gifts``'s, from a scenario's ``dwarven_gifts_from``. Not played yet: the
Magic Ring of Lore's use of a Palantír.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Card
from domain.engine import bearer_values, ring_powers
from domain.engine.characters import Character, Item
from domain.engine.checks import Modifier
from domain.immutable import replace
from domain.ruleset import played_since

CardOf = Callable[[str], Card]
#: The folded names of the rings whose bonus to direct influence these versions play.
INFLUENCE = ring_powers.INFLUENCE


def plays(played: str, since: int | None) -> bool:
    """Whether the version ``played`` of a scenario whose ring powers start at ``since``
    (None: never) plays them."""
    return since is not None and played_since(played, since)


def strike_modifiers(played: str, since: int | None, card: CardOf,
                     bearer: Character) -> list[Modifier]:
    """What the rings ``bearer`` bears add to his prowess against a strike beyond their
    catalog facts."""
    if not plays(played, since):
        return []
    return ring_powers.strike_modifiers(card, bearer, one_ring_limit=True)


def with_skill(played: str, since: int | None, ring: Card, item: Item) -> Item:
    """The ring ``item`` as it comes into play: holding the skill it gives its bearer."""
    skill = ring_powers.skill_given(ring) if plays(played, since) else None
    return item if skill is None else replace(item, skill=skill)


def extra_corruption(played: str, since: int | None, card: CardOf,
                     company: tuple[Character, ...], who: Character) -> int:
    """What ``who`` has in corruption points beyond his items' printed ones: The One Ring in
    his company, the items worth more to his race."""
    if not plays(played, since):
        return 0
    return ring_powers.company_corruption(card, company, who) \
        + bearer_values.extra_corruption(card, who, lambda _value: True)


#: How a special ring comes into play in these scenarios (``hobbit.rings``).
RING_PLAYED = ("played from the hand on a gold ring's bearer when its test indicates the "
               "ring's kind (CoE-6.2)")
_GIFT = ("tapping a Dwarf bearer for his tribe's gift, and the corruption check at +2 that "
         "follows")
#: What these scenarios, playing the rings' powers, still leave out of each ("": nothing).
RINGS_LEFT = {
    **dict.fromkeys(("TW-213", "TW-214", "TW-215", "TW-216", "TW-217", "TW-218", "TW-219"),
                    _GIFT),
    "TW-266": "", "TW-271": "", "TW-275": "",
    "TW-272": "",  # its use of a Palantír: with the palantíri (``palantiri.COVERAGE``)
    "TW-273": "tapping a bearer who is already a ranger to cancel an attack against his "
              "company",
    "TW-274": "tapping it to cancel a strike against a bearer who is already a scout",
    "TW-347": "its bearer's corruption check at -2 to cancel a strike against himself",
}
#: The items worth more to a Dwarf: the part of their coverage note these powers play, and
#: what is left of it (their marshalling points for a Dwarf bearer).
BEARER_PARTS = {
    "TW-212": ("3 corruption points (and 4 marshalling points) for a Dwarf bearer",
               "its 4 marshalling points for a Dwarf bearer"),
    "TW-341": ("5 marshalling and 4 corruption points for a Dwarf bearer",
               "its 5 marshalling points for a Dwarf bearer"),
}
#: Why marshalling points never count for an item in each scenario.
NO_MARSHALLING = {"there-and-back-again": "marshalling points do not count, TBA-RES-1",
                  "burglar": "only a task resource's marshalling points count, BWJ-MP-6"}


#: What a scenario playing the Dwarven Rings' gifts plays of them (``dwarven_gifts``).
GIFT_PLAYED = f"{_GIFT} (CoE-6.1)"


def ring_row(card_id: str, used: bool, gift: bool = False) -> tuple[bool, str]:
    """Whether a special ring is still scripted only in part where these powers are played,
    and its coverage note; ``used``: the ruleset plays the engine's script of its use
    (``gift``: a Dwarven Ring's tribe gift, ``dwarven_gifts``)."""
    left = "" if used or gift else RINGS_LEFT.get(card_id, "")
    played = f"{RING_PLAYED}, {GIFT_PLAYED}" if gift else RING_PLAYED
    return bool(left), f"{played}; not played: {left}" if left else played


def bearer_row(card_id: str, missing: str, ruleset_id: str) -> tuple[bool, str]:
    """An item worth more to a Dwarf where these powers are played: whether some of it is
    still left out, and its note (``missing`` before, its corruption points now played)."""
    played, left = BEARER_PARTS[card_id]
    parts = [p for p in missing.split("; ") if p and p != played]
    never = f"never arises here: {left} ({NO_MARSHALLING[ruleset_id]})"
    still = [p for p in parts if not p.startswith("never arises here")]
    return bool(still), "; ".join([*still, never, *(p for p in parts if p not in still)])
