"""The corruption cards of the hazard hand kept on a character, from ``SINCE``: the six that
make their bearer check corruption (CoE 7.1; ``engine.corruption_cards``). Turned up, such a
card is playable only if a character of the company may bear it by its text and bears none
yet; it goes on the Burglar if he may bear it, as the play most detrimental to him
(BWJ-SEQ-15), else on the first Hand that may; with no one it stays face up (BWJ-SEQ-11).
Its points count in its bearer's corruption checks, its checks come at their points of the
turn (``hobbit.corruption_cards``), and in the organization phase its untapped bearer may roll
to remove it (CoE 7.3, ``hobbit.corruption_removal``), by its printed number. A bearer leaving
play takes his cards to the hazard discard pile.

Versions before ``SINCE`` replay as played: the card was played against the hazard limit and
discarded, on no character.
"""

from __future__ import annotations

from domain.cards import Catalog, fold
from domain.engine import corruption_cards as engine
from domain.engine.characters import Character
from domain.immutable import replace
from domain.rulesets.burglar import moves, white_tree
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import CORRUPTION_CARDS_FROM
from domain.rulesets.hobbit.state import ORGANIZATION
from domain.rulesets.road_goes_ever_on.corruption import removal_numbers

#: The first version keeping the cards on characters.
SINCE = CORRUPTION_CARDS_FROM
RULE = "BWJ-SEQ-15"


def plays(played: str, card_id: str) -> bool:
    """Whether the version keeps ``card_id`` on a character."""
    return int(played) >= SINCE and card_id in engine.CARDS


def bearers(state: State, catalog: Catalog, card_id: str) -> list[Character]:
    """Who the card may go on, in the order the hazard hand takes them: the Burglar, then the
    Hands as they joined; none already bearing it."""
    at_haven = white_tree.haven(state, moves.site_of(state, catalog))  # The White Tree
    bearing = {who for who, card, _ in state.corruption if card == card_id}
    ordered = sorted(state.company, key=lambda c: c.card_id != state.hero)  # stable
    return [c for c in ordered if c.card_id not in bearing
            and engine.may_bear(card_id, c.race, at_haven, engine.EVERY_CARD)]


def points(state: State, who: str) -> int:
    """The corruption points of the cards ``who`` bears."""
    return sum(p for bearer, _, p in state.corruption if bearer == who)


def removals(state: State) -> list[tuple[str, str]]:
    """(card, bearer) of each card its untapped bearer may roll to remove now: in the
    organization phase, once a card a turn."""
    if state.phase != ORGANIZATION or state.step or state.combat is not None:
        return []
    out = []
    for who, card, _ in dict.fromkeys(state.corruption):
        bearer = state.character(who)
        if bearer is not None and bearer.untapped and card not in state.removal_tried:
            out.append((card, who))
    return out


def number(catalog: Catalog, card_id: str) -> int:
    """The lowest roll that removes the card: the common table's, or the one printed on The
    Burden of Time and Lure of Expedience."""
    found = removal_numbers().get(fold(catalog.get(card_id).name))
    return found if found is not None else engine.REMOVAL[card_id]


def placed(state: State, who: str, card: str, amount: int) -> State:
    return replace(state, corruption=(*state.corruption, (who, card, amount)))


def bearer_gone(state: State, who: str) -> State:
    """A character leaving play: his cards to the hazard discard pile."""
    gone = [c for w, c, _ in state.corruption if w == who]
    if not gone:
        return state
    return replace(state, corruption=tuple(e for e in state.corruption if e[0] != who),
                   hazard_discard=(*state.hazard_discard, *gone))
