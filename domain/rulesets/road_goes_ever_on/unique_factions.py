"""A unique faction is held once (``SINCE`` on; CoE-1.3.1, and a unique card is not played
while a copy of it is in play). Every faction is unique.

- While a copy of a faction is in play (in the marshalling-point pile, where an influenced
  faction goes), another copy on the Quest Display is not influenced: no ``take-quest``, no
  Roäc the Raven's attempt (``ally-influence``), no Old Road (``old-road``), each refused
  naming why and the clause, and the influence window of the hand's cards (Lordly Presence,
  New Friendship...) does not open for it. The copy stays on the Display until it leaves as
  any quest does (RGO-QUEST-7).
- The Quest deck holds at most one copy of a unique card (``decks.check_quest``).

Before, a second copy was influenced and joined the first in the pile (kept apart there from
``pile_factions.SINCE``), and a Quest deck with two copies of a unique card was admitted;
those games replay as played."""

from __future__ import annotations

from domain.cards import Card, Catalog, fold
from domain.engine import coe
from domain.errors import IllegalAction
from domain.ruleset import illegal, played_since
from domain.rulesets.road_goes_ever_on.state import State

SINCE = 213
CLAUSE = coe.DECK_COPIES


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def in_play(state: State, card: Card) -> bool:
    """Whether a copy of ``card`` (by name: every printing is the same card) is in the
    marshalling-point pile as a faction."""
    return any(r.kind == "faction" and fold(r.name) == fold(card.name) for r in state.mp)


def problem(state: State, card: Card, played: str) -> str | None:
    """Why the faction ``card`` is not influenced now for being unique, or None."""
    if not plays(played) or not card.is_faction or not card.unique or not in_play(state, card):
        return None
    return f"{card.name} is unique and a copy of it is already in play (in the " \
           "marshalling-point pile): another copy is not influenced."


def refusal(state: State, catalog: Catalog, faction: str, played: str) -> IllegalAction | None:
    """The refusal of an influence attempt on ``faction`` for being unique, or None."""
    why = problem(state, catalog.get(faction), played) if faction in catalog else None
    return None if why is None else illegal(why, CLAUSE)
