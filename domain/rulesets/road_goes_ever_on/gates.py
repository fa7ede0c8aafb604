"""A site's tap-to-pass rule (Moria's gate, RGO-SITE-SH-S2): to enter or leave the site a
character with one of the rule's skills (a Dwarf or Wizard) taps. One rule for every company:
the running company's move and, from version ``WAITING_SINCE_VERSION``, a waiting company's
``move:<company>:<site>`` (organization.py), which taps one of that company's characters.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Card
from domain.engine.characters import Character
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on.tables import SiteRule, Tables

#: The first version in which a waiting company's move must pass the gate too.
WAITING_SINCE_VERSION = 64


def for_waiting(played: str) -> bool:
    return played_since(played, WAITING_SINCE_VERSION)


def rule(tables: Tables, site: Card) -> SiteRule | None:
    """The site's tap-to-pass rule (None: it has none)."""
    return next(iter(tables.rules_for(site.name, "tap-to-pass")), None)


def keepers(tables: Tables, origin: Card, target: Card, characters: Sequence[Character],
            wizard: str | None) -> tuple[SiteRule, list[str]] | None:
    """The tap-to-pass rule of the origin or destination and the characters who could tap for
    it (None: neither site has one)."""
    found = rule(tables, origin) or rule(tables, target)
    if found is None:
        return None
    skills = list(found.param("skills"))
    able = [c.card_id for c in characters if c.untapped and (
        any(c.has_skill(s) for s in skills)
        or ("wizard" in skills and c.card_id == wizard)
        or ("dwarf" in skills and c.race == "Dwarf"))]
    return found, able


def problem(gate: tuple[SiteRule, list[str]] | None) -> tuple[str, str] | None:
    """Why a company cannot pass ``gate``: nobody of it may tap."""
    if gate is None or gate[1]:
        return None
    return (f"To enter or leave {gate[0].site} a dwarf or wizard must tap, and none is "
            "untapped.", gate[0].clause)
