"""Far-sight (TW-238), played from the hand (``SINCE_VERSION`` on).

In the site phase, on an untapped sage at an untapped site whose card makes Information
playable, or from information_sites.py's version Isengard and The White Towers by their rules
(the window of Ringlore, ring_cards.py): the sage and the site tap, the item of the
play deck the ``item`` argument names (else the first there) is taken into the hand
(``CardTakenToHand``; there is no opponent to show it to), the play deck is reshuffled
(``DeckShuffled``) and the sage makes a corruption check (CoE 7.1). A play deck holding no item
gives nothing, the rest done all the same. Earlier versions declared the card.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import coe, effects
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import spells
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version of the ruleset that plays Far-sight; earlier versions declared it.
SINCE_VERSION = 127
CARD = "TW-238"
MODE = "far-sight"
SEARCH = "search-deck-for-item"  # the sage and site tap, an item of the play deck to hand
ITEM_ARG = "item"
RULE = coe.SHORT_EVENT


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def plays() -> dict[str, tuple[Play, ...]]:
    """Far-sight's play, read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import INFORMATION_SITE, Play

    return {CARD: (Play(CARD, "Far-sight", MODE, INFORMATION_SITE, (effects.Effect(SEARCH),),
                        True, skill="sage", taps_skilled=True),)}


def searches(play: Play) -> bool:
    return any(e.primitive == SEARCH for e in play.effects)


def items(state: State, card: Callable[[str], Card]) -> list[str]:
    """The items of the play deck, each once, in deck order."""
    return list(dict.fromkeys(c for c in state.draw if card(c).is_item))


def unmet(state: State, args: Mapping[str, JSON], card: Callable[[str], Card]) -> str | None:
    """Why the ``item`` argument is refused (None: it is none, or an item of the play deck)."""
    wanted = args.get(ITEM_ARG)
    if wanted is None or wanted in items(state, card):
        return None
    return f"{wanted!r} is not an item of your play deck"


def params(state: State, card: Callable[[str], Card]) -> dict[str, str]:
    # In the order of their ids, as the candidates: the help must not tell the deck's order.
    found = sorted(items(state, card))
    return {ITEM_ARG: "the item of the play deck taken into hand: "
                      + (", ".join(found) if found else "none there")
                      + " (the first in the deck if left out)"}


def candidates(state: State, card: Callable[[str], Card]) -> dict[str, tuple[str, ...]]:
    """The items it may take, in the order of their ids: the play deck's stays unseen."""
    return {ITEM_ARG: tuple(sorted(items(state, card)))}


def search(ctx: Context[State], sage: str, args: Mapping[str, JSON], waits: bool = False) -> None:
    """The site taps, the item is taken into the hand, the play deck is reshuffled and the
    sage checks corruption (``waits``: the check may wait for helpers, spells.check)."""
    card = ctx.ruleset.catalog.get
    ctx.emit("SiteTapped", RULE, site=ctx.state.site, by=CARD)
    found = items(ctx.state, card)
    wanted = args.get(ITEM_ARG)
    chosen = str(wanted) if wanted is not None else (found[0] if found else None)
    if chosen is not None:
        ctx.emit("CardTakenToHand", RULE, card=chosen, source="draw")
    ctx.shuffle("player", list(ctx.state.draw), RULE, discard_kept=True)
    spells.check(ctx, sage, 0, waits)
