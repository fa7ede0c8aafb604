"""A hazard permanent-event the Shadow reveals that stays in play (Balrog of Moria, Bane of the
Ithil-stone, The Nazgûl are Abroad, Traitor, The Will of Sauron): its coming into play, or its
discard when it may not come (a unique card in play already, a condition unmet). Each card's
module says whether it may; this is what follows, written once."""

from __future__ import annotations

from domain.cards import Card
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on.state import State

#: The clause of a revealed hazard discarded as it cannot be played.
DISCARD_RULE = "RGO-HAZ-3"
#: Why a second copy of a card that may not be duplicated is discarded.
DUPLICATE = "it cannot be duplicated: it is already in play"


def comes_into_play(ctx: Context[State], hazard: Card, rule: str, counted: bool,
                    in_play_rule: str, refused: str | None = None) -> bool:
    """``hazard`` played (``rule``, ``counted`` against the hazard limit or not) and in play
    (``in_play_rule``), or discarded for the reason ``refused``. True: the card is dealt with."""
    if refused is not None:
        ctx.emit("HazardDiscarded", DISCARD_RULE, card=hazard.id, reason=refused)
        return True
    ctx.emit("HazardEventPlayed", rule, card=hazard.id, name=hazard.name, target=None,
             counted=counted)
    ctx.emit("EnvironmentInPlay", in_play_rule, card=hazard.id, name=hazard.name)
    return True
