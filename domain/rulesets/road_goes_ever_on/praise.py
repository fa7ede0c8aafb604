"""Praise to Elbereth (TW-305), played from the hand (``SINCE_VERSION`` on).

Before the strikes of a Nazgûl attack on the company are assigned (CoE 3.i), an untapped
character of the company taps to cancel it (``AttackCanceled``); the solo game brings one
attack at a time, so one character taps for it. With Doors of Night in play every character
in play also has +1 prowess for the rest of the turn (``CharacterBolstered``, as
turn_bonuses.py counts it). Its cancel of a Nazgûl event needs the two-player game: a Nazgûl
is an event in play only as a permanent-event its hazard player keeps
(resource_notes.TWO_PLAYER).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.engine import effects
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import hazard_scripts, turn_bonuses
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version of the ruleset that plays Praise to Elbereth; earlier ones declared it.
SINCE_VERSION = 135
CARD = "TW-305"
#: With Doors of Night in play, the prowess every character gains for the rest of the turn.
HEARTENED = effects.DOORS_PROWESS
NAZGUL = "Nazgûl"


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def plays() -> dict[str, tuple[Play, ...]]:
    """The card's play, read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ATTACK, Play

    return {CARD: (Play(CARD, "Praise to Elbereth", "cancel", ATTACK, (
        effects.Effect(effects.CANCEL_ATTACK), effects.Effect(HEARTENED, 1)), True,
        taps_skilled=True, attack_races=(NAZGUL,)),)}


def hearten(ctx: Context[State], amount: int) -> None:
    """With Doors of Night in play, every character in play gains the prowess this turn."""
    if not hazard_scripts.doors_in_play(ctx.state):
        return
    for character in ctx.state.every_character():
        turn_bonuses.bolster(ctx, CARD, character.card_id,
                             effects.Effect(turn_bonuses.PROWESS, amount))
