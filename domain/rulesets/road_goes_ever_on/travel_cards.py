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
#: The first version that plays the other hazard-limit cards; earlier versions declared them.
ROADS_SINCE = 68
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


def roads_offered(played: str) -> bool:
    return played.isdigit() and int(played) >= ROADS_SINCE


#: The regions each mountain or river card names (its new site must lie in one of them).
REGION_CARDS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("TW-191", "Anduin River", ("Rohan", "Dagorlad", "Anórien", "Ithilien", "Lebennin",
                                "Harondor")),
    ("TW-194", "Ash Mountains", ("Dagorlad", "Gorgoroth", "Horse Plains")),
    ("TW-284", "Misty Mountains", ("Rhudaur", "Anduin Vales", "Wold & Foothills", "Hollin",
                                   "Fangorn", "Dunland")),
    ("TW-287", "Mountains of Shadow", ("Ithilien", "Gorgoroth", "Nurn", "Harondor")),
    ("TW-359", "White Mountains", ("Old Pûkel-land", "Anfalas", "Rohan", "Lamedon",
                                   "Anórien")),
)
#: The Fair Travels cards counting each region of a type, and those needing only one.
PER_REGION = (("TW-235", "Fair Travels in Free-domains", "free-domain"),
              ("TW-232", "Fair Sailing", "coastal-sea"))
ANY_REGION = (("TW-234", "Fair Travels in Dark-domains", "dark-domain"),
              ("TW-236", "Fair Travels in Shadow-lands", "shadow-land"))


def roads() -> dict[str, tuple[Play, ...]]:
    """The hazard-limit cards read by ``hand_resources.plays`` from ``ROADS_SINCE``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import (
        LIMIT_PER_REGION,
        ROAD,
        Play,
    )

    limit = "limit"
    found = [Play(card, name, limit, ROAD, (effects.Effect(LIMIT_PER_REGION),),
                  region_type=region) for card, name, region in PER_REGION]
    found += [Play(card, name, limit, ROAD, (effects.Effect(LIMIT_BY, 1),), region_type=region)
              for card, name, region in ANY_REGION]
    found += [Play(card, name, limit, ROAD, (effects.Effect(LIMIT_BY, 2),),
                   company_skill="ranger", regions=regions)
              for card, name, regions in REGION_CARDS]
    return {p.card: (p,) for p in found}


def unmet(state: State, play: Play, region: str, cut: int) -> str | None:
    """Why a hazard-limit card cannot lower the company's limit now (None: it can, or the
    card is no such card); ``region``: the new site's region, ``cut``: what it would lower."""
    if play.region_type is None and not play.regions:
        return None
    if state.destination is None:
        return "the company plays no new site card this turn"
    if play.card in state.eased_by:
        return "it is played on this company already this turn"
    if play.regions and region not in play.regions:
        return (f"the company's new site is in {region}, not in {', '.join(play.regions[:-1])}"
                f" or {play.regions[-1]}")
    if play.region_type is not None and play.region_type not in state.path:
        return f"the company's site path has no {play.region_type}"
    if cut == 0:
        return "the company's hazard limit is two already"
    return None


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
