"""The automatic player: a deterministic choice among the open actions, weighing 2D6 odds
(counted in 36ths, no floats). Tapping in step 5 costs nothing (every member untaps next turn),
so it attempts every card it can; in the Hazard Phase it spends assistants only where a member
is at real risk."""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Catalog
from domain.rulesets.solitaire_v1 import facts
from domain.rulesets.solitaire_v1.attempts import kind_of
from domain.rulesets.solitaire_v1.choices import pending_roll
from domain.rulesets.solitaire_v1.common import (
    at_least,
    body_check_numbers,
    card,
    prowess,
    resource_nature,
)
from domain.rulesets.solitaire_v1.hazards import condition_modifier
from domain.rulesets.solitaire_v1.state import WOUNDED, SolitaireState

#: Use resources healing first: a permanent event may heal every wounded member, a long event
#: heals one, a short event only untaps.
RESOURCE_ORDER = ("permanent", "long", "short")


def choose(state: SolitaireState, catalog: Catalog, ids: Sequence[str]) -> str:
    verbs = [i.partition(":")[0] for i in ids]
    if "roll" in verbs:
        return _assist_or_roll(state, catalog, ids)
    if verbs[0] == "tap":
        return ids[-1]  # an item rather than the member, when one may tap
    if verbs[0] == "use":
        return min(ids, key=lambda i: RESOURCE_ORDER.index(
            resource_nature(catalog, i.partition(":")[2]) or "short"))
    if "attempt" in verbs:
        return _attempt(state, catalog, ids)
    if verbs[0] == "replace":
        return ids[-1]  # the last member in order: the weakest
    if "pile" in verbs:
        return _placement(state, catalog, ids)
    return ids[0]


def _assist_or_roll(state: SolitaireState, catalog: Catalog, ids: Sequence[str]) -> str:
    pending = pending_roll(state)
    assert pending is not None
    roll = pending[0]
    member = state.member(roll.member)
    assert member is not None
    helpers = [i for i in ids if i.startswith("assist:")]
    assists = len(roll.assists)
    if roll.kind == "attempt":
        attempt = state.attempt
        assert attempt is not None
        others_waiting = [c for c in state.offered if c != attempt.card]
        keep = 1 if others_waiting else 0  # someone to attempt the other card
        if at_least(attempt.needed - assists) < 36 and len(helpers) > keep:
            return helpers[-1]
        return "roll"
    hazard = state.hazard
    assert hazard is not None
    if roll.kind == "strike":
        threat = facts.prowess(card(catalog, hazard.card))
        base = prowess(catalog, member) + condition_modifier(member, hazard.taps) + assists
        wins = max(at_least(threat - base + 1), 1)  # a double six always wins
        better = max(at_least(threat - base), 1)
        at_stake = member.status == WOUNDED or wins < 21
        return helpers[-1] if at_stake and better > wins else "roll"
    numbers = body_check_numbers(catalog, member, assists, hazard.nature == "combat")
    limit = numbers["body"] + numbers["item"]
    fails = at_least(limit + 1 - numbers["wounded"] + assists)
    if fails and (member.status == WOUNDED or fails >= 10):
        return helpers[-1]
    return "roll"


def _attempt(state: SolitaireState, catalog: Catalog, ids: Sequence[str]) -> str:
    """Recruit first (a recruit may then attempt the item), with the last eligible member;
    give an item attempt to a newcomer when there is one."""
    attempts = [i for i in ids if i.startswith("attempt:")]

    def rank(action: str) -> tuple[int, int]:
        offered, _, member_card = action.partition(":")[2].partition(":")
        member = state.member(member_card)
        newcomer = 0 if member is not None and member.recruited else 1
        first = 0 if kind_of(catalog, offered) == "character" else 1
        return (first, newcomer)

    return min(reversed(attempts), key=rank)


def _placement(state: SolitaireState, catalog: Catalog, ids: Sequence[str]) -> str:
    """Give a combat item to the strongest member with a free slot, else swap out a weaker
    one; give a plain item (it can tap for a short event) to anyone with room; else pile it."""
    attempt = state.attempt
    assert attempt is not None
    new = card(catalog, attempt.card)
    assign = [i for i in ids if i.startswith("assign:")]
    if assign:
        return assign[0]
    worth = (new.prowess_mod or 0) + (new.body_mod or 0)
    for action in ids:
        if action.startswith("swap:"):
            held = card(catalog, action.partition(":")[2])
            if (held.prowess_mod or 0) + (held.body_mod or 0) < worth:
                return action
    return "pile"
