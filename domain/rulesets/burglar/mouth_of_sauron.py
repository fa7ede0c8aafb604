"""The Mouth of Sauron turned up from the hazard hand, played by its card from ``SINCE``: a
creature or a short-event, as its card allows.

- Keyable to the company's move, it attacks as a creature (one strike, its catalog facts): of
  its two modes the one most detrimental to the Burglar (BWJ-SEQ-15).
- Keyable to nothing, it is played as a short-event (``HazardPlayed`` with ``as_event``,
  counted against the hazard limit) when the hazard discard pile holds a hazard card: it brings
  one back to the hazard hand (``HazardRecalled``), the one most detrimental to the Burglar
  (BWJ-SEQ-15): the creature of the highest prowess, then of the most strikes, the first
  discarded among equals; with no creature there, the first hazard discarded. The card comes
  back face down at the end of the hazard hand, as one just drawn (BWJ-SEQ-9), and is turned up
  in its turn, this turn if the hazard limit allows. With the pile empty it stays face up
  (BWJ-SEQ-11).

Versions before ``SINCE`` replay as played: keyable to nothing, it stayed face up.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Catalog
from domain.ruleset import played_since
from domain.rulesets.burglar.versions import MOUTH_OF_SAURON_FROM

SINCE = MOUTH_OF_SAURON_FROM
CARD = "TW-65"
RULE = "BWJ-SEQ-15"
#: How ``HazardPlay`` marks its play as a short-event among a creature's keyings.
AS_EVENT = "short-event"


def plays(played: str, card_id: str) -> bool:
    """Whether the version plays ``card_id`` as the Mouth of Sauron's short-event."""
    return card_id == CARD and played_since(played, SINCE)


def recalled(discard: Sequence[str], catalog: Catalog) -> str | None:
    """The hazard card of the discard pile the short-event brings back (None: the pile is
    empty)."""
    creatures = [(n, c) for n, c in enumerate(discard) if catalog.get(c).is_creature]
    if creatures:
        def strength(found: tuple[int, str]) -> tuple[int, int, int]:
            card = catalog.get(found[1])
            return -(card.prowess or 0), -(card.strikes or 0), found[0]

        return min(creatures, key=strength)[1]
    return discard[0] if discard else None
