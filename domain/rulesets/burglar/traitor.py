"""Traitor, a hazard permanent-event, played by its card from ``SINCE``.

- Turned up from the hazard hand it is played (``HazardPlayed`` with ``traitor``, against the
  hazard limit) and stays in play, on no character.
- The next character to fail a corruption check becomes the traitor (``TraitorTurned``) and the
  card is discarded. Unless the game is over (the Burglar lost to corruption, BWJ-WIN-5), an
  attack is made on his company at once, as soon as no other attack is under way: one strike,
  the traitor's prowess (with his items) plus 10, no body of its own and no marshalling points,
  its body check +1; the hazard side chooses the character attacked, by its ranking
  (BWJ-SEQ-14: untapped first, then the lowest body), never the traitor himself. With no one
  else in the company no attack is made (``TraitorAttackNotMade``). It is no creature's attack,
  so it earns no stealth points (BWJ-MP-2).

Versions before ``SINCE`` replay as played: it was played in turn and discarded, doing nothing.
"""

from __future__ import annotations

from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.ruleset import played_since
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import TRAITOR_FROM
from domain.rulesets.road_goes_ever_on.traitor import BODY_CHECK, PROWESS_OVER
from domain.rulesets.road_goes_ever_on.traitor import CARD as CARD

SINCE = TRAITOR_FROM
RULE = "BWJ-SEQ-15"
ATTACK_RULE = "BWJ-SEQ-14"
#: The origin of its attack (``Combat.origin``).
ORIGIN = "traitor"
#: What the version playing it leaves out (its coverage row).
LEFT_OUT = ("its attack made at once when the check fails during another attack (the checks a "
            "creature's text asks before its strikes, Corpse-candle's): it is made once that "
            "attack is over")
NO_ONE = "no other character is in the traitor's company"


def plays(played: str, card_id: str) -> bool:
    return card_id == CARD and played_since(played, SINCE)


def attack(name: str, prowess: int) -> Attack:
    """The attack the traitor ``name`` of ``prowess`` makes on his company."""
    return Attack(CARD, f"Traitor ({name})", "", 1, prowess + PROWESS_OVER)


def body_modifiers(state: State) -> list[Modifier]:
    """The +1 to a body check its attack brings."""
    fight = state.combat
    if fight is None or fight.origin != ORIGIN:
        return []
    return [Modifier(BODY_CHECK, f"card:{CARD}", "Traitor's attack", RULE)]
