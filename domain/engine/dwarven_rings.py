"""The seven Dwarven Rings' tribe gifts (TW-213 to TW-219), as their cards print them: a Dwarf
bearer taps for his tribe's gift, then checks corruption at +2 (CoE 7.1). What each gift does
and in which phases, the arguments it asks for and why it may not be used, shared by The Road
Goes Ever On (``rulesets.road_goes_ever_on.dwarven_rings``) and the Hobbit family
(``rulesets.hobbit.dwarven_gifts``):

- Durin's Tribe: the site he is at untaps, in the site phase;
- Thélor's and Thrár's Tribes: one or two minor items of the play deck and/or the discard pile
  go into the hand, and the play deck is reshuffled; in the organization or the site phase;
- Barin's and Dwálin's Tribes (a major item), Bávor's and Drúin's (a greater item): an item of
  that class of the play deck, playable at his site, is played at once on him, and the play
  deck is reshuffled; in the site phase, the site open to an item.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.cards import Card, fold
from domain.engine import coe

RULE = coe.ITEM_IN_USE
KIND = "tribe-gift"
CHECK_MODIFIER = 2
DWARF = "Dwarf"
ORGANIZATION, SITE = "organization", "site"
UNTAP_SITE, MINOR_ITEMS, MAJOR_ITEM, GREATER_ITEM = ("untap-site", "minor-items", "major",
                                                     "greater")


@dataclass(frozen=True, slots=True)
class Gift:
    """A tribe's gift: what it does, and the phases it is used in."""

    does: str
    phases: tuple[str, ...]


#: Folded ring name -> its tribe's gift.
GIFTS = {
    fold("Dwarven Ring of Durin's Tribe"): Gift(UNTAP_SITE, (SITE,)),
    fold("Dwarven Ring of Thélor's Tribe"): Gift(MINOR_ITEMS, (ORGANIZATION, SITE)),
    fold("Dwarven Ring of Thrár's Tribe"): Gift(MINOR_ITEMS, (ORGANIZATION, SITE)),
    fold("Dwarven Ring of Barin's Tribe"): Gift(MAJOR_ITEM, (SITE,)),
    fold("Dwarven Ring of Dwálin's Tribe"): Gift(MAJOR_ITEM, (SITE,)),
    fold("Dwarven Ring of Bávor's Tribe"): Gift(GREATER_ITEM, (SITE,)),
    fold("Dwarven Ring of Drúin's Tribe"): Gift(GREATER_ITEM, (SITE,)),
}
LABELS = {UNTAP_SITE: "untap the site he is at",
          MINOR_ITEMS: "take one or two minor items of the play deck or the discard pile "
                       "into the hand",
          MAJOR_ITEM: "play a major item of the play deck at his site",
          GREATER_ITEM: "play a greater item of the play deck at his site"}
#: What each gift needs to be used, in a refusal's words.
NEEDS = {UNTAP_SITE: "the company at its site, the site tapped",
         MINOR_ITEMS: "a minor item in the play deck or the discard pile",
         MAJOR_ITEM: "a major item in the play deck playable at the site, the site entered "
                     "and open to an item",
         GREATER_ITEM: "a greater item in the play deck playable at the site, the site "
                       "entered and open to an item"}


def gift(ring: Card) -> Gift | None:
    """The tribe's gift of ``ring`` (None: it gives none)."""
    return GIFTS.get(fold(ring.name))


def is_dwarf(race: str) -> bool:
    return fold(race) == fold(DWARF)


def params(ring: Card) -> dict[str, str]:
    """The arguments the gift of ``ring`` asks for, by name."""
    found = gift(ring)
    if found is None or found.does == UNTAP_SITE:
        return {}
    if found.does == MINOR_ITEMS:
        return {"cards": "one or two minor items of the play deck or the discard pile (card "
                         "ids)"}
    return {"card": f"the {found.does} item of the play deck played at the site (a card id)"}


def candidates(ring: Card, found: Sequence[str]) -> dict[str, tuple[str, ...]]:
    """The items the "card" argument of the gift of ``ring`` may name, of those it may take
    now (``found``): in the order of their ids, not the play deck's, which stays unseen. The
    minor items' gift takes a list ("cards"), named in its help only."""
    gift_ = gift(ring)
    if gift_ is None or gift_.does not in (MAJOR_ITEM, GREATER_ITEM):
        return {}
    return {"card": tuple(sorted(dict.fromkeys(found)))}

