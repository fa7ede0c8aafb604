"""Removing a corruption card (CoE 7.3): in the organization phase an untapped character
bearing one taps to roll 2D6, or takes -3 on the roll and stays untapped; the card is
discarded when the roll reaches its number. One roll per card a turn (a reading: staying
untapped would otherwise buy endless rolls). The numbers of the common corruption cards are
the table The Road Goes Ever On ships (``seeds/tables/road-goes-ever-on/corruption-removal.json``),
and from ``corruption_cards.SINCE`` those printed on The Burden of Time and Lure of Expedience;
for any other card the player declares the number printed on it (``needed``), and the roll
records that it was declared."""

from __future__ import annotations

from collections.abc import Mapping

from domain.canonical import JSON
from domain.cards import Catalog, fold
from domain.ruleset import Context
from domain.rulesets.guise_of_the_necromancer import blades, corruption_cards
from domain.rulesets.guise_of_the_necromancer.state import ORGANIZATION, State
from domain.rulesets.hobbit import corruption_removal as removal
from domain.rulesets.hobbit.corruption_removal import RULE as RULE
from domain.rulesets.hobbit.moves import Add, Move
from domain.rulesets.road_goes_ever_on.corruption import removal_numbers


def number(catalog: Catalog, card_id: str, played: str) -> int | None:
    """The lowest roll that removes the card, when the table knows it or, from
    ``corruption_cards.SINCE``, the card has it printed."""
    found = removal_numbers().get(fold(catalog.get(card_id).name))
    return found if found is not None else corruption_cards.removal_number(card_id, played)


def attempts(state: State, played: str) -> list[tuple[str, str]]:
    """(corruption card, bearer) pairs an untapped bearer may try to remove now: from
    ``blades.SINCE`` not Morgul-knife or The Pale Sword, tried in the untap phase."""
    if state.phase != ORGANIZATION or state.fight is not None:
        return []
    out = []
    for who, card, _ in dict.fromkeys(state.corruption):
        company = state.company_of(who)
        bearer = company.character(who) if company else None
        if bearer is not None and bearer.untapped and card not in state.removal_tried \
                and not (blades.plays(played) and blades.is_blade(card)):
            out.append((card, who))
    return out


def moves(state: State, catalog: Catalog, add: Add, played: str) -> None:
    removal.moves(attempts(state, played), catalog, add,
                  lambda card: number(catalog, card, played))


def attempt(ctx: Context[State], catalog: Catalog, move: Move,
            args: Mapping[str, JSON]) -> None:
    removal.attempt(ctx, catalog, move, args, number(catalog, move.card, ctx.ruleset.played))
