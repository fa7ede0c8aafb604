"""Siege, a hazard permanent-event, played by its card from ``SINCE`` (earlier versions played
it doing nothing, and replay as played).

- Turned up from the hazard hand it is played on the company's site (its new site, or the site
  it stays at) when that is a Border-hold or a Free-hold without a Siege on it already
  (``SiegeLaid``, counted against the hazard limit, BWJ-SEQ-15); elsewhere it stays face up
  (BWJ-SEQ-11).
- As the site phase begins at a besieged site, before the company chooses to enter it or try a
  burglary, it faces an Orc attack of 3 strikes at 7 prowess (``AttackDeclared``, origin
  ``siege``): no automatic-attack and no creature, so no card strengthening those acts on it and
  it earns no stealth points (BWJ-MP-2).
- A company moving away from a besieged site rolls 2D6, -1 for each of its characters who is no
  scout (``SiegeRolled``); below 5 it stays (``StayedPut``, BWJ-SEQ-4).
- Once the company is elsewhere as its movement/hazard phase begins, the Siege is discarded
  (``SiegeLifted``).
"""

from __future__ import annotations

from domain.cards import Card
from domain.engine.combat import Attack
from domain.ruleset import played_since
from domain.rulesets.burglar.state import State

#: The first version playing it (``versions``).
SINCE = 50
CARD = "TW-87"
RULE = "BWJ-SEQ-15"
SITE_TYPES = ("border-hold", "free-hold")
#: The Orcs' attack, and the roll the company must make to move away.
RACE, STRIKES, PROWESS = "Orcs", 3, 7
NEEDED = 5


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def layable(state: State, site: Card) -> bool:
    """Whether a Siege may be played on ``site``, the company's."""
    return (site.site_type or "") in SITE_TYPES and site.id not in besieged(state)


def besieged(state: State) -> list[str]:
    """The sites a Siege is on."""
    return [site for _, site in state.sieges]


def attack() -> Attack:
    """The Orcs' attack at the besieged site (no automatic-attack, no creature)."""
    return Attack(CARD, "Siege", RACE, STRIKES, PROWESS, None, False)


def non_scouts(state: State) -> int:
    """The roll's modifier: -1 for each character of the company who is no scout."""
    return -sum(1 for c in state.company if not c.has_skill("scout"))
