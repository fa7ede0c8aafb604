"""Great Ship (TW-248): what a company aboard may cancel, and when (CoE 3.i).

A character of a company taps in the organization phase to put it aboard until the end of the
turn (the engine's scripted cards, ``effects.BOARD_GREAT_SHIP``). While the company's site path
this turn holds a Coastal Sea and no two regions in a row that are not Coastal Seas
(``sailing``), any untapped character of it may tap to cancel a hazard that targets the company
or one of its characters: a hazard creature's attack before its strikes are assigned, or a
hazard event as it is played on the company or a character of it (``targets_company``). A
ruleset says how its hazards wait for the choice.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.engine import coe, effects

CARD = "TW-248"
NAME = "Great Ship"
COASTAL_SEA = "coastal-sea"
RULE = coe.CANCEL_ATTACK
#: The effects of a hazard event that act on something else than the company or its
#: characters: a faction of the player's (Muster Disperses).
NOT_ON_THE_COMPANY = (effects.FACTION_DISPERSES,)


def sailing(path: Sequence[str]) -> bool:
    """A site path holding a Coastal Sea and no two regions in a row that are not."""
    return COASTAL_SEA in path and not any(
        a != COASTAL_SEA and b != COASTAL_SEA for a, b in zip(path, path[1:], strict=False))


def targets_company(mode: effects.HazardMode | None) -> bool:
    """Whether a hazard event played by ``mode`` (None: on a character, as a corruption card
    or a declared effect is) targets the company or one of its characters: not one played on
    a site or on a faction."""
    if mode is None:
        return True
    return mode.mode.target != effects.SITE \
        and mode.mode.effects[0].primitive not in NOT_ON_THE_COMPANY
