"""Resource short-events played from the hand on an untapped character for his next influence
attempt on a faction here this turn (RGO-QUEST-4), from version ``SINCE_VERSION``, as Lordly
Presence and New Friendship are:

- Tempering Friendship (TW-337): +4, on any character;
- A Friend or Three (TW-189): +1 for each character of his company at the attempt;
- Muster (TW-288), from version ``MUSTER_SINCE``: a warrior adds his prowess, at most +5;
- Persuasive Words (TW-303), from version ``PERSUASIVE_SINCE``: a diplomat rolls twice and the
  better roll is used (``InfluenceRollChosen`` records both).

Earlier versions replay as played (Tempering Friendship was declared, A Friend or Three offered
only its corruption-check mode from version 46).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.engine import effects
from domain.ruleset import played_since

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first versions that play these; earlier versions replay as played.
SINCE_VERSION = 59
MUSTER_SINCE = 63
PERSUASIVE_SINCE = 66
MODE = "influence"
#: One point for each character of the company at the attempt.
PER_CHARACTER = effects.INFLUENCE_PER_CHARACTER
#: The character's prowess, up to the amount.
PROWESS_UP_TO = effects.INFLUENCE_PROWESS
#: Two rolls for the attempt, the better one used.
TWO_ROLLS = effects.INFLUENCE_TWO_ROLLS
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
    return played_since(played, SINCE_VERSION)


def muster() -> dict[str, tuple[Play, ...]]:
    """Muster's play, read by ``hand_resources.plays`` from ``MUSTER_SINCE``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import INFLUENCE, Play

    return {"TW-288": (Play("TW-288", "Muster", MODE, INFLUENCE,
                            (effects.Effect(PROWESS_UP_TO, 5),), True, skill="warrior"),)}


def muster_offered(played: str) -> bool:
    return played_since(played, MUSTER_SINCE)


def persuasive() -> dict[str, tuple[Play, ...]]:
    """Persuasive Words' play, read by ``hand_resources.plays`` from ``PERSUASIVE_SINCE``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import INFLUENCE, Play

    return {"TW-303": (Play("TW-303", "Persuasive Words", MODE, INFLUENCE,
                            (effects.Effect(TWO_ROLLS),), True, skill="diplomat"),)}


def persuasive_offered(played: str) -> bool:
    return played_since(played, PERSUASIVE_SINCE)

