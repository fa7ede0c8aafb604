"""How badly a site's automatic-attacks would hurt a company, for the automatic player's choice
of where to go: each attack's strikes given to its strongest characters, each strike counted
by the 2D6 rolls of 36 that would leave its character wounded (roll + prowess below the
strike's prowess, CoE 3.iv). Not part of the rules: the attacks' other modifiers (a hazard
event's bonus, Fell Winter's extra attack) are not foreseen."""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Card
from domain.engine.characters import Character
from domain.engine.combat import StrikeModifiers, strike_prowess
from domain.rulesets.road_goes_ever_on.site_phase import second_attacks
from domain.rulesets.road_goes_ever_on.state import State
from domain.rulesets.road_goes_ever_on.tables import load_tables

#: A site whose automatic-attacks would wound more than this (in 36ths of a character) is
#: visited after the Quest Display's other sites: a third of a wound won the most of 600
#: seeded games (39, against 36 with no such order, 37 at 0 and 38 at 24).
TOO_DANGEROUS = 12


#: The 2D6 rolls of 36 whose sum is below each total from 0 to 13 (none below 2, all below 13).
_BELOW = tuple(sum(1 for a in range(1, 7) for b in range(1, 7) if a + b < total)
               for total in range(14))


def rolls_below(total: int) -> int:
    """The 2D6 rolls of 36 whose sum is below ``total``."""
    return _BELOW[min(max(total, 0), 13)]


def strongest_first(characters: Sequence[Character]) -> list[int]:
    """The characters' prowess against a strike, strongest first: whom an attack's strikes
    go to (worked out once for all the sites a company weighs)."""
    return sorted((strike_prowess(c, StrikeModifiers()) for c in characters), reverse=True)


def expected_wounds(state: State, site: Card, characters: Sequence[Character]) -> int:
    """The wounds the site's automatic-attacks and the second ones the Shadow count has woken
    (RGO-SITE) would give, in 36ths of a character."""
    return _wounds(state, site, strongest_first(characters))


def _wounds(state: State, site: Card, strongest: Sequence[int]) -> int:
    """:func:`expected_wounds` of the characters' prowess, strongest first."""
    attacks = [(len(strongest) if a.each_character else a.strikes, a.prowess)
               for a in site.automatic_attacks]
    woken = second_attacks(load_tables(state.options.get("tables") or {}), site, state.shadow)
    attacks += [(int(r.param("strikes")), int(r.param("prowess"))) for r in woken]
    return sum(rolls_below(prowess - p) for strikes, prowess in attacks
               for p in strongest[:strikes])


def too_dangerous(state: State, site: Card, strongest: Sequence[int]) -> bool:
    """Whether the site would wound the characters of prowess ``strongest``
    (:func:`strongest_first`) too badly to be visited before the others."""
    return _wounds(state, site, strongest) > TOO_DANGEROUS
