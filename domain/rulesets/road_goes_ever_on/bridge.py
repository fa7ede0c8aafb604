"""Bridge (TW-202), played from the hand (``SINCE_VERSION`` on).

Played as the movement/hazard phase of a company that moved to a Haven ends: here, before
anything of its site phase, ``bridge:<card>:<site>`` discards the card (``ResourcePlayed``) and
plans a move from the Haven to a site of the Site deck its site path reaches
(``MovementPlanned``); a movement/hazard phase of its own follows at once, and the site phase is
then the new site's (RGO-HAZ-1), as Shadowfax's second move (second_move.py). A company that
did not move this turn, or moved to a site that is no Haven, is refused. The automatic player
keeps the card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.cards import Catalog
from domain.engine import coe
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import companies, move_clauses
from domain.rulesets.road_goes_ever_on.second_move import Moves
from domain.rulesets.road_goes_ever_on.state import SITE, State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version of the ruleset that plays Bridge; earlier versions declared it.
SINCE_VERSION = 122
CARD = "TW-202"
NAME = "Bridge"
KIND = "bridge"
MODE = "bridge"
#: When it is played: its own action, not a window of the hand's plays.
WINDOW = "moved-to-haven"


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def plays() -> dict[str, tuple[Play, ...]]:
    """Bridge's play, read by ``hand_resources.plays`` from ``SINCE_VERSION`` (it is then no
    card to declare; its action is ``bridge:<card>:<site>``)."""
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

    return {CARD: (Play(CARD, NAME, MODE, WINDOW, ()),)}


def problem(state: State, catalog: Catalog, rest: str, moves: Moves) -> str | None:
    """Why ``rest`` (``<card>:<site>``) is not played now, or None; ``moves`` are the sites
    (and site paths) the company's site reaches."""
    card_id, _, site_id = rest.partition(":")
    if card_id != CARD:
        return f"{catalog.get(card_id).name if card_id in catalog else card_id} is no " \
               f"{NAME} card."
    if card_id not in state.hand:
        return f"{NAME} is not in your hand."
    if state.phase != SITE or state.explored or state.site_attacks or not state.characters:
        return f"{NAME} is played as the company's movement/hazard phase ends, before its " \
               "site phase."
    if (state.turn, state.company) not in state.arrivals:
        return f"{NAME} is played on a company that moved this turn."
    if not catalog.get(state.site).is_haven:
        return f"{NAME} is played on a company that moved to a Haven, not to " \
               f"{catalog.get(state.site).name}."
    if site_id not in [site.id for site, _ in moves]:
        return f"{NAME} moves the company to a site of the Site deck its site path reaches " \
               f"from {catalog.get(state.site).name}."
    return None


def actions(state: State, catalog: Catalog, played: str, moves: Moves) -> list[Action]:
    if not offered(played) or CARD not in state.hand:
        return []
    mover = companies.moving(state.characters, not state.companies)
    return [Action(f"{KIND}:{CARD}:{site.id}", f"Play {NAME}: {mover} moves again, to "
                   f"{site.name} ({len(path)} regions)",
                   move_clauses.card_cited(played, coe.SHORT_EVENT))
            for site, path in moves if problem(state, catalog, f"{CARD}:{site.id}", moves) is None]


def refusal(state: State, catalog: Catalog, rest: str, moves: Moves,
            played: str = "") -> IllegalAction:
    """Why the Bridge's move is refused, citing its play from
    ``move_clauses.CARD_REFUSALS_SINCE`` in the version ``played`` (RGO-HAZ-1 before)."""
    return illegal(problem(state, catalog, rest, moves)
                   or "The game waits for another decision first.",
                   move_clauses.card_refused(played, coe.SHORT_EVENT))


def cross(ctx: Context[State], catalog: Catalog, rest: str, moves: Moves) -> None:
    """Bridge is played and the company's next move planned; the caller begins its
    movement/hazard phase."""
    card_id, _, site_id = rest.partition(":")
    path = next(p for site, p in moves if site.id == site_id)
    ctx.emit("ResourcePlayed", coe.SHORT_EVENT, card=card_id, name=NAME, mode=MODE,
             target=None, effects=[], strike=None)
    ctx.emit("MovementPlanned", move_clauses.card_cited(ctx.ruleset.played, coe.SHORT_EVENT),
             destination=site_id, path=list(path))
