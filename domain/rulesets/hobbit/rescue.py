"""Rescue Prisoners as the Hobbit scenarios that let any character hold it play its card (the
Guise of the Necromancer's ``rescue``, There and Back Again's ``rescue``): what they share.

- It is played in the site phase, the site entered, at a Dark-hold or Shadow-hold already
  tapped, never twice at one site (``site_problem``): the company faces a Spider attack of 2
  strikes at 7 prowess (``attack``: The Road Goes Ever On's ``rescues.spiders``), an attack of
  origin ``ORIGIN``, no creature's.
- The attack over, with no character of the company untapped the card is discarded
  (``NO_ONE_UNTAPPED``); else the player taps one untapped character to hold it (``HOLD``)
  or discards it (``LEAVE``, ``LEFT``).
- Its holder does not untap until he stores it at a Haven, Border-hold or Free-hold
  (``stores_at``) in his organization phase.
"""

from __future__ import annotations

from domain.cards import Card, Catalog
from domain.engine.combat import Attack
from domain.rulesets.road_goes_ever_on.rescues import PLAYED_AT, STORED_AT, spiders

CARD = "TW-315"
NAME = "Rescue Prisoners"
#: The origin of its Spider attack (``Combat.origin``): no creature's.
ORIGIN = "rescue"
PLAY, HOLD, LEAVE = "rescue", "hold-prisoners", "leave-prisoners"
NO_ONE_UNTAPPED = "no character of the company is untapped after the attack"
LEFT = "no character takes it"


def attack(catalog: Catalog) -> Attack:
    """The Spiders the company faces (2 strikes with 7 prowess)."""
    return spiders(catalog.get(CARD))


def site_problem(site: Card, tapped: bool, rescued_before: bool) -> str | None:
    """Why the card may not be played at ``site``, entered (``tapped`` or not; played there
    before or not), or None: it may."""
    if site.site_type not in PLAYED_AT:
        return f"it is played at a Dark-hold or Shadow-hold, not at {site.name}"
    if not tapped:
        return f"it is played at a Dark-hold or Shadow-hold already tapped, and {site.name} " \
               "is untapped"
    if rescued_before:
        return f"it has been played at {site.name} already"
    return None


def stores_at(card: str, site: Card) -> bool:
    """Whether a held ``card`` that is Rescue Prisoners may be stored at ``site``."""
    return card == CARD and (site.is_haven or site.site_type in STORED_AT)
