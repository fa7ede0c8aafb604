"""The moves Eagle-mounts and Paths of the Dead open (``SINCE_VERSION`` on).

Each is played from the hand in the organization phase, before the company's movement is
planned (the standard rules play them as the phase ends, when the new site card is played):
``travel:<card>:<site>`` discards the card (``ResourcePlayed``), plans the company's move
(``MovementPlanned``) and limits the creatures played on it this turn as the card's long-event
phase play does (``CreatureKeyingLimited``, travel_cards.py):

- Eagle-mounts (TW-220), on a company holding a diplomat at Eagles' Eyrie, flies it to any
  other site of the Site deck that is not a Shadow-hold, a Dark-hold or an Under-deeps site;
- Paths of the Dead (TW-302), on a company holding Aragorn II at Dunharrow, takes it to the
  Vale of Erech.

Neither move crosses a region of the map (the eagles fly, the Paths run under the White
Mountains): the site path is empty, as Gwaihir's (ally_moves.py), and a creature is keyed to
the new site. A company may still move as it otherwise would and play the card before its
hazards for the keying alone. The automatic player does not take these moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.cards import Card, Catalog, fold
from domain.engine import coe
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import companies, move_clauses, travel_cards
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version of the ruleset that plays the moves of Eagle-mounts and Paths of the Dead.
SINCE_VERSION = 110
KIND = "travel"
#: What the move cites from ``move_clauses.CARDS_SINCE``: the card's play, a short-event.
PLAYED = coe.SHORT_EVENT
MODE = "move"
EAGLE_MOUNTS = "TW-220"
PATHS_OF_THE_DEAD = "TW-302"
VALE_OF_ERECH = "Vale of Erech"
#: The site types Eagle-mounts does not fly to.
BARRED = travel_cards.EAGLES_BARRED


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def _play(card_id: str) -> Play:
    return travel_cards.paths_plays()[card_id][0]


def _card_problem(state: State, catalog: Catalog, card_id: str) -> str | None:
    """Why the card does not move the company from its site now, whatever the site."""
    name = catalog.get(card_id).name if card_id in catalog else card_id
    if card_id not in (EAGLE_MOUNTS, PATHS_OF_THE_DEAD):
        return f"{name} does not move a company."
    if card_id not in state.hand:
        return f"{name} is not in your hand."
    if state.phase != ORGANIZATION or not state.characters or state.destination is not None:
        return f"{name} moves the company in its organization phase, before its movement is " \
               "planned."
    here = catalog.get(state.site).name
    if card_id == EAGLE_MOUNTS:
        if fold(here) != fold(travel_cards.EAGLES_EYRIE):
            return f"{name} moves a company at {travel_cards.EAGLES_EYRIE}, not at {here}."
        if not any(c.has_skill("diplomat") for c in state.characters):
            return f"{name} moves a company holding a diplomat."
        return None
    if fold(here) != fold(travel_cards.DUNHARROW):
        return f"{name} moves a company at {travel_cards.DUNHARROW}, not at {here}."
    if not any(c.name == travel_cards.ARAGORN for c in state.characters):
        return f"{name} moves a company holding {travel_cards.ARAGORN}."
    return None


def problem(state: State, catalog: Catalog, rest: str) -> str | None:
    """Why ``rest`` (``<card>:<site>``) is not played now, or None."""
    card_id, _, site_id = rest.partition(":")
    found = _card_problem(state, catalog, card_id)
    if found is not None:
        return found
    name = catalog.get(card_id).name
    if site_id not in catalog or site_id not in state.site_deck or site_id == state.site:
        return f"{name} moves the company to another site of the Site deck."
    target = catalog.get(site_id)
    if card_id == EAGLE_MOUNTS and (target.under_deeps or target.site_type in BARRED):
        return f"{name} does not move the company to {target.name}, a Shadow-hold, " \
               "Dark-hold or Under-deeps site."
    if card_id == PATHS_OF_THE_DEAD and fold(target.name) != fold(VALE_OF_ERECH):
        return f"{name} moves the company to the {VALE_OF_ERECH}, not to {target.name}."
    return None


def actions(state: State, catalog: Catalog, played: str) -> list[Action]:
    if not offered(played):
        return []
    mover = companies.moving(state.characters, not state.companies)
    return [Action(f"{KIND}:{card}:{site}", f"Play {catalog.get(card).name}: {mover} "
                   f"moves to {catalog.get(site).name}",
                   move_clauses.card_cited(played, PLAYED))
            for card in dict.fromkeys(state.hand)
            if _card_problem(state, catalog, card) is None
            for site in dict.fromkeys(state.site_deck)
            if problem(state, catalog, f"{card}:{site}") is None]


def refusal(state: State, catalog: Catalog, rest: str, played: str = "") -> IllegalAction:
    """Why the card's move is refused, citing its play from
    ``move_clauses.CARD_REFUSALS_SINCE`` in the version ``played`` (RGO-HAZ-1 before)."""
    return illegal(problem(state, catalog, rest) or "The game waits for another decision "
                   "first.", move_clauses.card_refused(played, PLAYED))


def move(ctx: Context[State], catalog: Catalog, rest: str) -> Card:
    """The card is played and the company's move planned, with no site path; returns the new
    site (the caller goes on as after a planned move)."""
    card_id, _, site_id = rest.partition(":")
    play = _play(card_id)
    ctx.emit("ResourcePlayed", coe.SHORT_EVENT, card=card_id, name=play.name, mode=MODE,
             target=None, effects=[[e.primitive, e.amount] for e in play.effects], strike=None)
    ctx.emit("MovementPlanned", move_clauses.card_cited(ctx.ruleset.played, PLAYED),
             destination=site_id, path=[])
    travel_cards.limit_keying(ctx, play)
    return catalog.get(site_id)
