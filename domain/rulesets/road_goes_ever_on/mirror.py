"""Mirror of Galadriel (TW-282) played from the hand, from version ``SINCE_VERSION``: while a
character of any of the player's companies is at Lórien, in the organization or site phase
(CoE 5.1), the player looks at the top five cards of one play deck — his own
(``resource:<card>:player``) or the Shadow's hazard deck (``resource:<card>:hazard``) —
(``CardsSeen``), and those cards are shuffled and put back on top of it (``DeckShuffled``),
the rest of the deck below and its discard pile left as they are. A deck of fewer than five
cards shows all it holds. Its look at the opponent's hand needs the two-player game (the Shadow
holds no hand; ``resource_notes.TWO_PLAYER``). Earlier versions replay as played (it was
declared).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.engine import coe, effects
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import bane_of_the_ithil_stone
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays it; earlier versions declared it.
SINCE_VERSION = 125
CARD = "TW-282"
LORIEN = "TW-408"
#: The play decks it may look at, each its own mode, by the state's field holding it.
DECKS = {"player": "draw", "hazard": "hazards"}
LOOK = "look-at-top-five"
COUNT = 5
RULE = coe.SHORT_EVENT


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def plays() -> dict[str, tuple[Play, ...]]:
    """Read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ANY, Play

    return {CARD: tuple(Play(CARD, "Mirror of Galadriel", deck, ANY,
                             (effects.Effect(LOOK, COUNT),)) for deck in DECKS)}


def unmet(state: State, play: Play) -> str | None:
    """Why the player may not play ``play`` now (None: he may, or it is not this card)."""
    if play.card != CARD:
        return None
    if bane_of_the_ithil_stone.in_play(state):
        return bane_of_the_ithil_stone.CANCELS
    if not any(company.site == LORIEN for company in state.all_companies()):
        return "none of your characters is at Lórien"
    if not getattr(state, DECKS[play.mode]):
        return f"the {play.mode} deck is empty"
    return None


def look(ctx: Context[State], deck: str, count: int) -> None:
    """The top cards seen, then shuffled back on top of the rest, as a palantír's are."""
    cards: tuple[str, ...] = getattr(ctx.state, DECKS[deck])
    top, below = list(cards[:count]), list(cards[count:])
    ctx.emit("CardsSeen", RULE, cards=top, by=CARD, deck=deck)
    ctx.shuffle(deck, top, RULE, discard_kept=True, below=below)
