"""Wizard's River-horses (TW-364) as Burglar Wants a Good Job plays it by its card, from
``RIVER_HORSES_FROM`` (the engine's twenty-seventh generation; before, declared, and refused
from ``NO_USE_FROM`` until ``DECLARED_AGAIN_FROM``): the Burglar may be a Wizard
(BWJ-SETUP-1), the company's only character until a Hand joins him, and the card then cancels
an attack on the company before its strikes are assigned (CoE 3.i); he checks corruption at
-2 (CoE 7.1). The family offers the cancel (``hobbit.moves.event_moves``: a Wizard, a company
of size under two).

Its other mode, discarding every Nazgûl event in play, needs the two-player game: a Nazgûl
is an event in play only as a permanent-event its hazard player keeps. It is not offered, and
refused naming why.
"""

from __future__ import annotations

from domain.engine import coe
from domain.errors import IllegalAction
from domain.ruleset import played_since
from domain.rulesets.burglar.versions import RIVER_HORSES_FROM
from domain.rulesets.hobbit.moves import Legal

CARD = "TW-364"
#: The engine's generation scripting the card.
GENERATION = 27
#: The mode this scenario never plays.
NAZGUL = "nazgul"
WHY = "a Nazgûl is an event in play only as a hazard player's permanent-event"
#: What of the card is not played (the coverage's note).
TWO_PLAYER = f"needs the two-player game: its discard of every Nazgûl event ({WHY})"


def plays(played: str) -> bool:
    return played_since(played, RIVER_HORSES_FROM)


def drop_unplayed(played: str, out: Legal) -> None:
    """The discard of the Nazgûl events, not offered."""
    if plays(played):
        for action in [a for a in out if a.startswith(f"play:{CARD}:{NAZGUL}")]:
            del out[action]


def refusal(played: str, action: str) -> IllegalAction | None:
    """``play:TW-364:nazgul...`` refused naming why (None: another action)."""
    if not plays(played) or not action.startswith(f"play:{CARD}:{NAZGUL}"):
        return None
    return IllegalAction(f"Wizard’s River-horses cannot discard the Nazgûl events here: {WHY}, "
                         "which only the two-player game has.", clause=coe.SHORT_EVENT)
