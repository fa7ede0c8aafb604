"""Each company's own moment for the hand's cards played before its hazards are drawn, from
The Road ``SINCE``.

The long-event phase offers the cards played before the company's hazards are drawn
(``hand_resources.ROAD``: Fair Travels, the regions' cards, Hiding, Horses, Great-road, Ford,
Quiet Lands...) for the company running then, the one the organization phase ran, whose
Stealth that phase offers (CoE 5.1). Another company was offered neither: its
movement/hazard phase drew its Hazard Pile at once (RGO-HAZ-1), and up to ``SINCE`` - 1 it
replays so. Each company's play follows the standard rules' turn (RGO-GEN-1), where each of
these cards may be played for it.

From ``SINCE``, as the movement/hazard phase of a company not offered them this turn begins,
its player's draws made, the game waits before its Hazard Pile is drawn while a card of the
hand may be played for it (``HandCardsAwaited`` naming the company and the cards): those
cards, and Stealth on its scout, which the standard rules play at the end of the
organization phase, here the last moment its play still does what it says (no creature
attacks the company this turn). ``draw-hazards`` draws the Hazard Pile and the phase goes on.
The automatic player plays them as it does in the long-event phase
(``hand_resources.road_choice``).
"""

from __future__ import annotations

from dataclasses import replace

from domain.cards import Catalog
from domain.ruleset import Action, Context, played_since
from domain.rulesets.road_goes_ever_on import hand_resources
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that offers each company its hand cards before its hazards are drawn.
SINCE = 239
KIND = "draw-hazards"
RULE = "RGO-HAZ-1"
AWAITED = "HandCardsAwaited"
WAITING = ("Play a card of the hand for the company before its hazards are drawn, or draw its "
           f"Hazard Pile ({KIND}).")


def offered(played: str) -> bool:
    return played_since(played, SINCE)


def _plays(state: State, catalog: Catalog, played: str) -> list[Action]:
    return hand_resources.actions(state, catalog, played)


def opens(ctx: Context[State], catalog: Catalog) -> bool:
    """As the running company's movement/hazard phase begins: True when it waits for its hand
    cards (the caller draws its Hazard Pile once ``draw-hazards`` is chosen)."""
    state = ctx.state
    if not offered(ctx.ruleset.played) or state.long_event_company in (None, state.company) \
            or state.company in state.hand_windows:
        return False  # the long-event phase's company was offered them then
    plays = _plays(replace(state, hand_window=state.company), catalog, ctx.ruleset.played)
    if not plays:
        return False
    cards = list(dict.fromkeys(a.id.split(":")[1] for a in plays))
    ctx.emit(AWAITED, RULE, company=state.company, cards=cards)
    return True


def actions(state: State, catalog: Catalog, played: str) -> list[Action]:
    """The hand cards the waiting company may play, and the draw of its Hazard Pile."""
    return [*_plays(state, catalog, played),
            Action(KIND, "Draw the company's Hazard Pile", RULE)]
