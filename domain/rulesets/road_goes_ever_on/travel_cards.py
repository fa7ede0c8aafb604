"""Horses (TW-260), played from the hand before the company's hazards are drawn (the
long-event phase, as the standard rules' end of the organization phase), from version
``SINCE_VERSION``: the company's hazard limit is lowered by two, not below two
(``HazardLimitEased``, once for each company), and every hazard creature attacking the company
this turn has +2 prowess (``CreaturesStrengthened``, then ``AttackModified``). The automatic
player keeps the card. Earlier versions replay as played (it was declared).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.engine import coe, effects
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays Horses; earlier versions replay as played.
SINCE_VERSION = 56
MODE = "ride"
#: The hazard limit lowered by the amount (to the floor of Fair Travels).
LIMIT_BY = "limit-by"
#: The prowess of every hazard creature attacking the company this turn.
CREATURES_PROWESS = "creatures-prowess"
NOTE = "resource short-events played on the company this turn"


def plays() -> dict[str, tuple[Play, ...]]:
    """Horses' play, read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ROAD, Play

    return {"TW-260": (Play("TW-260", "Horses", MODE, ROAD, (
        effects.Effect(LIMIT_BY, 2), effects.Effect(CREATURES_PROWESS, 2))),)}


def offered(played: str) -> bool:
    return played.isdigit() and int(played) >= SINCE_VERSION


def strengthen(ctx: Context[State], card: str, name: str, amount: int) -> None:
    ctx.emit("CreaturesStrengthened", coe.SHORT_EVENT, company=ctx.state.company, card=card,
             name=name, prowess=amount)


def creature_bonus(state: State, hazard: str | None) -> tuple[int, list[str]]:
    """(prowess, the cards that give it) for a hazard creature's attack on the company whose
    phase runs (``hazard``: the creature card; None for any other attack)."""
    if hazard is None:
        return 0, []
    found = [(card, prowess) for company, card, prowess in state.strengthened
             if company == state.company]
    return sum(p for _, p in found), [c for c, _ in found]
