"""The automatic player's strikes, given so that a character is left untapped to take the
quest of the site the company is bound for (RGO-QUEST-4): strikes go to the others first, and
a character facing one stays untapped at -3 (CoE 3.iv.3) when that would seldom wound it.
Most companies of the seeded games reached a quest's site with every character tapped by the
strikes of the road, and took nothing.

Not part of the rules: only the assignments and stands the ruleset offers are chosen."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.cards import Card
from domain.engine.characters import Character
from domain.engine.combat import StrikeModifiers, strike_prowess
from domain.rulesets.road_goes_ever_on import ally_strikes
from domain.rulesets.road_goes_ever_on.site_danger import rolls_below
from domain.rulesets.road_goes_ever_on.state import State
from domain.rulesets.road_goes_ever_on.untapped_keepers import stand_cost

#: The character kept for the quest stays untapped against a strike that would then wound it
#: in at most this many 2D6 rolls of 36.
KEEPER_RISK = 10
#: Any other character stays untapped against a strike that would then wound it in at most
#: this many rolls of 36 (it is then fresh for the next attack and the site phase).
OTHER_RISK = 6


def quest_site(state: State) -> str | None:
    """The untapped site the company is bound for, or at, when a quest of the Display is
    found there."""
    site = state.destination or state.site
    if site in state.tapped_sites or not any(site in q.sites for q in state.display):
        return None
    return site


def keeper(state: State, card: Callable[[str], Card]) -> str | None:
    """The untapped character kept for the quest of the site: the one with the most direct
    influence when a faction is to be influenced there, else the least prowess (the others
    fight better)."""
    site = quest_site(state)
    fresh = [c for c in state.characters if c.untapped]
    if site is None or not fresh:
        return None
    faction = any(site in q.sites and card(q.card).is_faction for q in state.display)
    if faction:
        return max(fresh, key=lambda c: c.direct_influence).card_id
    return min(fresh, key=lambda c: strike_prowess(c, StrikeModifiers())).card_id


def ordered(state: State, assigns: Sequence[str], kept: str | None,
            card: Callable[[str], Card] | None = None) -> list[str]:
    """The ``assign:`` ids, the strongest untapped character (or ally, with ``card``) first
    and the kept one last."""
    def order(action_id: str) -> tuple[bool, int]:
        who = action_id.split(":", 1)[1]
        found = state.character(who)
        if found is None and card is not None:
            return who == kept, -(ally_strikes.prowess(state, card, who) or 0)
        return who == kept, -(strike_prowess(found, StrikeModifiers()) if found else 0)
    return sorted(assigns, key=order)


def wounding_rolls(state: State, who: Character, standing: bool) -> int:
    """The 2D6 rolls of 36 with which the strike being assigned would wound ``who`` (its
    Courage tokens spent on it counted, and the excess strikes that weigh on the first
    character struck, CoE 3.iv.2)."""
    awaited = state.awaited_strikes
    assert awaited is not None
    attack = awaited.read_attack()
    excess = 0 if awaited.assigned else max(0, attack.strikes - len(state.characters))
    prowess = strike_prowess(who, StrikeModifiers(excess=excess)) + awaited.heartened.count(
        who.card_id)
    if standing:
        prowess -= stand_cost(who)
    return rolls_below(attack.prowess - prowess)


def stands(state: State, who: Character, kept: str | None) -> bool:
    """Whether ``who``, about to be given a strike, should face it untapped."""
    risk = KEEPER_RISK if who.card_id == kept else OTHER_RISK
    return wounding_rolls(state, who, True) <= risk
