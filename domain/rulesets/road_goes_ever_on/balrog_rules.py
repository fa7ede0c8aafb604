"""The Balrog's clarifications of standard rules (``domain/engine/balrog.py``) where they act
on The Road Goes Ever On, version 27 on (earlier versions replay as played):

- what was played on a character leaving play (eliminated, lost to corruption, swayed by an
  Agent, Beorn going back to the hand) is discarded with him: the corruption cards on him go
  to the hazard discard pile (BA-DISC-1), where before they left the game unrecorded;
- Under-deeps movement rolls when the company's movement/hazard phase reveals its
  destination, so a company split off moves by it too (BA-UDMOVE-3, the ``under_deeps``
  option; ``under_deeps_moves.py``).
"""

from __future__ import annotations

from domain.engine import balrog
from domain.engine.characters import Character
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that plays these rules.
SINCE_VERSION = 27


def played(version: str) -> bool:
    return int(version) >= SINCE_VERSION


def discard_played_on(ctx: Context[State], character: Character) -> None:
    """Every card played on ``character`` leaves play with him (BA-DISC-1): each corruption
    card on him goes to the hazard discard pile, a fact of its own before his."""
    if not played(ctx.ruleset.played):
        return
    on_him = [card for card, who in ctx.state.permanent_hazards if who == character.card_id]
    for card in balrog.leaves_with(character.card_id, {character.card_id: on_him}):
        ctx.emit("HazardLeftPlay", balrog.PLAYED_ON_DISCARDED, card=card,
                 character=character.card_id, name=character.name)
