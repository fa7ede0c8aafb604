"""Vilya's (TW-358) second gift, from version ``SINCE_VERSION``: played while Elrond's company is
at Rivendell and the play deck holds five cards or more, up to three resource cards of the
discard pile that the player names (the ``resources`` argument, comma-separated) are shuffled
into the play deck (``DeckShuffled``, the rest of the discard pile kept), after its bonuses and
before Elrond's corruption check. Naming them elsewhere, more than three, a card that is no
resource of the discard pile, or with fewer than five cards in the play deck is refused naming
the card and the reason, nothing written. Earlier versions replay as played (``turn_bonuses``
alone). The gift itself is the engine's (``engine.vilya``), which the Hobbit scenarios read too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import effects
from domain.engine import vilya as gift
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import bane_of_the_ithil_stone, turn_bonuses
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays it; earlier versions replay as played.
SINCE_VERSION = 129
CARD, RIVENDELL, ARG, COUNT, MIN_DECK, RULE = gift.CARD, gift.RIVENDELL, gift.ARG, gift.COUNT, \
    gift.MIN_DECK, gift.RULE
#: The resources shuffled back, at most ``COUNT``.
RETURN = "resources-shuffled-back"


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def plays() -> dict[str, tuple[Play, ...]]:
    """``turn_bonuses``' plays of Vilya with the shuffle before Elrond's check (its last
    effect); read by ``hand_resources.plays`` from ``SINCE_VERSION`` in their place."""
    return {CARD: tuple(replace(p, effects=(*p.effects[:-1], effects.Effect(RETURN, COUNT),
                                            p.effects[-1]))
                        for p in turn_bonuses.plays()[CARD])}


def returns(play: Play) -> bool:
    return any(e.primitive == RETURN for e in play.effects)


named = gift.named


def _resources(state: State, card: Callable[[str], Card]) -> list[str]:
    return gift.resources(state.discard, lambda c: card(c).card_type == "Resource")


def unmet(state: State, args: Mapping[str, JSON], card: Callable[[str], Card],
          played: str = "") -> str | None:
    """Why the cards named are refused (None: none is named, or they may be shuffled back)."""
    wanted = named(args)
    if not wanted:
        return None
    cancelled = bane_of_the_ithil_stone.unmet(state, played, True)  # its search, cancelled
    if cancelled is not None:
        return cancelled
    return gift.unmet(wanted, state.site == RIVENDELL, state.draw, state.discard,
                      lambda c: card(c).card_type == "Resource")


def params(state: State, card: Callable[[str], Card]) -> dict[str, str]:
    return gift.params(_resources(state, card))


def shuffle_back(ctx: Context[State], args: Mapping[str, JSON]) -> None:
    wanted = named(args)
    if wanted:
        ctx.shuffle("player", [*ctx.state.draw, *wanted], RULE, discard_kept=True,
                    from_discard=wanted)
