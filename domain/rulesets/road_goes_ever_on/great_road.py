"""Great-road (TW-249), played from the hand (``SINCE_VERSION`` on).

Played before the company's hazards are drawn (the long-event phase, as the standard rules'
end of the organization phase) on a company that leaves a Haven (``GreatRoadTaken``). The
standard rules let the hazard player draw up to twice the normal number of cards for the
company; here the Shadow takes them all: the new site's hazard draw number, the standard
rules' draw (RGO-HAZ-1), counts twice in the company's Hazard Pile. As the company's site
phase ends, the player may put it back at the Haven it left (``great-road``,
``CompanyArrived``): a move with no movement/hazard phase, and the turn ends as ``end-turn``
ends it.

A company that does not move is not offered the card: its draw is its own site's (RGO-HAZ-6)
and it would come back where it is. The automatic player keeps the card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.cards import Catalog
from domain.engine import coe, effects
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import companies, morannon
from domain.rulesets.road_goes_ever_on.state import SITE, State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version of the ruleset that plays Great-road; earlier versions declared it.
SINCE_VERSION = 107
CARD = "TW-249"
NAME = "Great-road"
MODE = "road"
ROAD_HOME = "road-home"  # the site's hazard draw counts twice; the company may go back
KIND = "great-road"
RULE = coe.END_OF_TURN
#: How many times the new site's hazard draw number counts under Great-road.
DRAW_TIMES = 2


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def plays() -> dict[str, tuple[Play, ...]]:
    """Great-road's play, read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ROAD, Play

    return {CARD: (Play(CARD, NAME, MODE, ROAD, (effects.Effect(ROAD_HOME),)),)}


def _home(state: State) -> str | None:
    """The Haven the running company may go back to this turn (None: no Great-road)."""
    return next((haven for turn, company, haven in state.great_roads
                 if (turn, company) == (state.turn, state.company)), None)


def unmet(state: State, play: Play, at_haven: bool) -> str | None:
    """Why Great-road cannot be played on the company now (None: it can, or ``play`` is
    another card's); ``at_haven``: the company's site is a Haven."""
    if play.card != CARD:
        return None
    if not at_haven:
        return "the company is not at a Haven"
    if state.destination is None:
        return "the company plays no new site card this turn"
    if _home(state) is not None:
        return "it is played on this company already this turn"
    return None


def take(ctx: Context[State], play: Play) -> None:
    ctx.emit("GreatRoadTaken", coe.SHORT_EVENT, company=ctx.state.company, card=play.card,
             name=play.name, haven=ctx.state.site)


def hazard_draw(state: State, site_draw: int) -> int:
    """The new site's hazard draw number as the running company's Hazard Pile counts it."""
    return site_draw * DRAW_TIMES if _home(state) is not None else site_draw


def problem(state: State) -> str | None:
    """Why the company is not put back at the Haven it left now, or None."""
    home = _home(state)
    if home is None:
        return f"{NAME} was not played on the company this turn."
    if state.phase != SITE or not state.characters or state.site_attacks \
            or state.awaited_strikes is not None:
        return f"{NAME} takes the company back as its site phase ends."
    if state.site == home:
        return f"The company is at the Haven it left ({NAME})."
    return None


def actions(state: State, catalog: Catalog, played: str) -> list[Action]:
    home = _home(state)
    if not offered(played) or home is None or problem(state) is not None:
        return []
    mover = companies.moving(state.characters, not state.companies)
    return [Action(KIND, f"{NAME}: {mover} goes back to {catalog.get(home).name}, and "
                   "the turn ends", RULE)]


def refusal(state: State) -> IllegalAction:
    return illegal(problem(state) or "The game waits for another decision first.", RULE)


def go_home(ctx: Context[State], catalog: Catalog) -> str:
    """The company's site becomes the Haven it left; returns it (the caller ends the turn)."""
    home = _home(ctx.state)
    assert home is not None
    ctx.emit("CompanyArrived", RULE, site=home, name=catalog.get(home).name, by=NAME)
    morannon.arrived(ctx)
    return home
