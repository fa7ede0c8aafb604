"""Wizard's River-horses (TW-364) played from the hand, from version ``SINCE_VERSION``: on the
Wizard of a company he is alone in, against an attack on it before its strikes are assigned
(CoE 3.i), the attack is canceled; the Wizard then checks corruption at -2 (CoE 7.1), as after
his other spells (``spells.py``). A company of two or more is not offered it.

Its other mode, discarding every Nazgûl event in play, needs the two-player game: a Nazgûl is
an event in play only as a permanent-event its hazard player keeps, and the Shadow plays each
one revealed at once as a creature (``resource_notes.TWO_PLAYER``, read by the coverage).
Earlier versions replay as played (the card was declared).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.engine import effects
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on import spells

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays the card; earlier versions declared it.
SINCE_VERSION = 84
CARD = "TW-364"


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def plays() -> dict[str, tuple[Play, ...]]:
    """The cancel mode, read by ``hand_resources.plays`` from ``SINCE_VERSION``: a company
    whose size is below two holds its Wizard alone (any other character rounds it up to two)."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ATTACK, Play

    return {CARD: (Play(CARD, "Wizard’s River-horses", "cancel", ATTACK,
                        (effects.Effect(effects.CANCEL_ATTACK),
                         effects.Effect(spells.WIZARD_CHECK, -2)), True, race=spells.WIZARD,
                        below_size=2),)}
