"""Resource short-events played from the hand on an untapped character for his next influence
attempt on a faction here this turn (RGO-QUEST-4), from version ``SINCE_VERSION``, as Lordly
Presence and New Friendship are:

- Tempering Friendship (TW-337): +4, on any character;
- A Friend or Three (TW-189): +1 for each character of his company at the attempt.

Earlier versions replay as played (Tempering Friendship was declared, A Friend or Three offered
only its corruption-check mode from version 46).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.engine import effects

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays these; earlier versions replay as played.
SINCE_VERSION = 59
MODE = "influence"
#: One point for each character of the company at the attempt.
PER_CHARACTER = "influence-per-character"
#: The cards whose engine script leaves out only what this module plays (A Friend or Three's
#: use on an influence check): the coverage counts them played in full here.
COMPLETES = ("TW-189",)


def plays() -> dict[str, tuple[Play, ...]]:
    """The influence modes, read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import INFLUENCE, INFLUENCE_BONUS, Play

    return {p.card: (p,) for p in (
        Play("TW-337", "Tempering Friendship", MODE, INFLUENCE,
             (effects.Effect(INFLUENCE_BONUS, 4),), True),
        Play("TW-189", "A Friend or Three", MODE, INFLUENCE,
             (effects.Effect(PER_CHARACTER, 1),), True),
    )}


def offered(played: str) -> bool:
    return played.isdigit() and int(played) >= SINCE_VERSION
