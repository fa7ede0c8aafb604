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
- From ``AT_ONCE_SINCE`` a check failing during another attack, before its strikes (a
  Corpse-candle's checks of the company, an item's or a spell's used against it), has the
  traitor's attack made at once (its card's word, CoE 9.5.3): the attack under way is set aside
  where it stands (``AttackSetAside``, naming the Corpse-candle's checks still to come) and
  goes on once the traitor's is over (``AttackTakenUp``), those checks first
  (``engine.attacks_at_once``). Before, it was made once that attack was over, and those
  versions replay as played.
- From ``BEFORE_STRIKES_SINCE`` that holds only before any strike of the attack under way is
  assigned (``engine.attacks_at_once.before_strikes``, as The Road Goes Ever On reads it): a
  check failing once they are (between two strikes, in a strike sequence) has the traitor's
  attack wait till that attack is over. From ``AT_ONCE_SINCE`` to it, a check failing between
  two strikes set the half-resolved attack aside, and those versions replay as played.

Versions before ``SINCE`` replay as played: it was played in turn and discarded, doing nothing.
"""

from __future__ import annotations

from domain.engine import attacks_at_once
from domain.engine.checks import Modifier
from domain.ruleset import played_since
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import (
    TRAITOR_AT_ONCE_FROM,
    TRAITOR_BEFORE_STRIKES_FROM,
    TRAITOR_FROM,
)
from domain.rulesets.hobbit import traitor as shared
from domain.rulesets.hobbit.traitor import CARD as CARD
from domain.rulesets.hobbit.traitor import NO_ONE as NO_ONE
from domain.rulesets.hobbit.traitor import ORIGIN as ORIGIN
from domain.rulesets.hobbit.traitor import attack as attack

SINCE = TRAITOR_FROM
#: The first version making its attack at once during another attack, that one set aside.
AT_ONCE_SINCE = TRAITOR_AT_ONCE_FROM
#: The first version setting another attack aside only before its strikes are assigned.
BEFORE_STRIKES_SINCE = TRAITOR_BEFORE_STRIKES_FROM
RULE = "BWJ-SEQ-15"
ATTACK_RULE = "BWJ-SEQ-14"
#: What the versions from ``SINCE`` to ``AT_ONCE_SINCE`` leave out (its coverage row then).
LEFT_OUT = ("its attack made at once when the check fails during another attack (the checks a "
            "creature's text asks before its strikes, Corpse-candle's): it is made once that "
            "attack is over")


def plays(played: str, card_id: str) -> bool:
    return card_id == CARD and played_since(played, SINCE)


def at_once(played: str) -> bool:
    """Whether its attack is made at once during another attack (``AT_ONCE_SINCE``)."""
    return played_since(played, AT_ONCE_SINCE)


def left_out(played: str) -> str:
    """What the version ``played`` leaves out of its text ("": nothing)."""
    return "" if at_once(played) else LEFT_OUT


def attack_at_once(state: State, played: str) -> bool:
    """Whether a traitor's attack waits to be made at once, the attack under way (no traitor's
    own: those queued with it follow it) set aside till it is over; from
    ``BEFORE_STRIKES_SINCE`` only while none of its strikes is assigned."""
    fight = state.combat
    return at_once(played) and bool(state.traitor_attacks) and state.outcome is None \
        and fight is not None and fight.origin != ORIGIN \
        and (not played_since(played, BEFORE_STRIKES_SINCE)
             or attacks_at_once.before_strikes(fight.assigned))


def body_modifiers(state: State) -> list[Modifier]:
    """The +1 to a body check its attack brings."""
    fight = state.combat
    if fight is None or fight.origin != ORIGIN:
        return []
    return [shared.body_modifier(RULE)]
