"""Favor of the Valar (TW-239), played from the hand in the organization phase (CoE 5.1), from
version ``SINCE_VERSION``: the rest of the hand and the discard pile are shuffled into the play
deck (``CardsDiscarded``, then the player deck's ``DeckShuffled``) and a new hand is drawn. The
card itself is removed from the game: it is left out of the shuffle. The new hand is the
game's hand size (RGO-GEN-2: five, Bilbo's and the stored treasures' more), not the eight of
the standard game. The automatic player keeps the card. Earlier versions replay as played (it
was declared).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from domain.engine import effects
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays the card; earlier versions replay as played.
SINCE_VERSION = 77
MODE = "new-hand"
#: The hand and the discard pile into the play deck, a new hand drawn.
NEW_HAND = effects.NEW_HAND
HAND_SIZE_RULE = "RGO-GEN-2"
CARD = "TW-239"


def plays() -> dict[str, tuple[Play, ...]]:
    """The card's play, read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ORGANIZING, Play

    return {CARD: (Play(CARD, "Favor of the Valar", MODE, ORGANIZING,
                        (effects.Effect(NEW_HAND),)),)}


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def new_hand(ctx: Context[State], card: str, rule: str,
             draw: Callable[[Context[State], int, str], None]) -> None:
    """The rest of the hand and the discard pile (but ``card``, played) shuffled into the play
    deck, then a new hand of the game's size drawn."""
    from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn  # it imports this

    if ctx.state.hand:
        ctx.emit("CardsDiscarded", rule, cards=list(ctx.state.hand))
    state = ctx.state
    discard = list(state.discard)
    discard.remove(card)  # removed from the game
    ctx.shuffle("player", [*state.draw, *discard], rule)
    ruleset = ctx.ruleset
    assert isinstance(ruleset, RoadGoesEverOn)
    draw(ctx, ruleset.machinery(ctx.state)[0].hand_size(ctx), HAND_SIZE_RULE)
