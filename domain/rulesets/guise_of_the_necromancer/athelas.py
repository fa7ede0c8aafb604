"""Athelas (TW-195), used from its bearer from ``SINCE`` (CoE 2.V.4), in the organization and
site phases outside an attack, as the items' uses of ``item_uses`` are, over the companies: its
Dúnadan bearer heals a wounded character of his company, or Aragorn II removes a corruption card
from one, as the family's ``hobbit.athelas`` plays it (Burglar Wants a Good Job reads it too).
Out of its condition it is refused naming the item and the reason, nothing written.
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine import effects
from domain.ruleset import Context, played_since
from domain.rulesets.guise_of_the_necromancer.hand_cards import window
from domain.rulesets.guise_of_the_necromancer.state import State
from domain.rulesets.hobbit import athelas as family
from domain.rulesets.hobbit.moves import Add, Move

#: The first version playing Athelas.
SINCE = 38

#: (herb, bearer, character, corruption card or "") of one use.
Use = family.Use


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def uses(state: State, catalog: Catalog) -> list[Use]:
    """The uses open now: an untapped Dúnadan bearer heals a wounded character of his
    company; Aragorn II removes a corruption card from one."""
    if window(state) != effects.ANY_TIME:
        return []
    return family.uses([c.characters for c in state.companies],
                       [(who, card) for who, card, _ in state.corruption], catalog)


def moves(state: State, catalog: Catalog, add: Add) -> None:
    family.moves(uses(state, catalog), catalog, add)


def use(ctx: Context[State], move: Move) -> None:
    """The bearer taps, the character heals (to tapped) or loses the corruption card, and
    the herb is discarded."""
    family.use(ctx, move)


def refusal(state: State, catalog: Catalog, parts: list[str]) -> str:
    """Why ``athelas:<item>:<bearer>:<character>[:<card>]`` is refused now."""
    company = state.company_of(parts[1] if len(parts) > 1 else "")
    return family.problem(company.characters if company else (),
                          window(state) == effects.ANY_TIME, catalog, parts)
