"""Leaflock and Tom Bombadil cancel a hazard of the hazard hand (``hobbit.hazard_cancels``,
from ``ALLY_HAZARD_CANCELS_FROM``): the hazard hand plays on the company the first playable
card of its row (BWJ-SEQ-10); one targeting the company (the Burglar and his Hands, with their
allies) or one of its characters waits, while an ally who may cancel it is untapped, for the
player to cancel it or let it be played. A canceled hazard counts against the hazard limit as
played (BWJ-SEQ-11 goes on with the next). Tom Bombadil cancels only for a company whose move
this turn ends in his regions."""

from __future__ import annotations

from domain.cards import Catalog
from domain.ruleset import Context, played_since
from domain.rulesets.burglar import corruption_cards, great_ship, moves
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import ALLY_HAZARD_CANCELS_FROM
from domain.rulesets.hobbit import great_ship as family_ship
from domain.rulesets.hobbit import hazard_cancels


def plays(played: str) -> bool:
    return played_since(played, ALLY_HAZARD_CANCELS_FROM)


def scene(state: State, catalog: Catalog, played: str) -> hazard_cancels.Scene:
    """What ``hobbit.hazard_cancels`` reads: the company's allies, the hazard waiting, the
    site it moved to this turn, the characters who may cancel it by Great Ship."""
    return hazard_cancels.Scene(state.allies, state.tapped_allies, state.wounded_allies,
                                catalog, state.hazard_cancel,
                                moves.site_of(state, catalog) if state.moved else None,
                                great_ship.tappers(state, catalog, played))


def offer(ctx: Context[State], catalog: Catalog, card: str) -> bool:
    """The hazard hand is to play ``card``: True if the game now waits for the player, an ally
    or a character aboard a Great Ship being able to cancel it (``HazardCancelOffered``)."""
    state, played = ctx.state, ctx.ruleset.played
    corruption = corruption_cards.plays(played, card)
    if catalog.get(card).is_creature or not hazard_cancels.targets(card, corruption):
        return False
    found = scene(state, catalog, played)
    allies = hazard_cancels.cancelers(found, waiting=False) if plays(played) else []
    if not allies and not found.ship:
        return False
    target = corruption_cards.bearers(state, catalog, card)[0].card_id if corruption else None
    # Those who may tap by Great Ship named only where there are any, as versions before it
    # recorded the offer.
    aboard = {"characters": [c.card_id for c in found.ship]} if found.ship else {}
    rule = hazard_cancels.RULE if allies else family_ship.RULE
    ctx.emit("HazardCancelOffered", rule, card=card, target=target, allies=allies, **aboard)
    return True
