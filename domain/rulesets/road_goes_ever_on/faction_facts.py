"""The catalog's faction facts in The Road Goes Ever On (``SINCE_VERSION`` on).

Taking a faction of the Quest Display is the standard play of a faction at its site
(RGO-QUEST-4, CoE 2.V.3), so from this version:

- the influencing character adds the faction's standard modification for his race (the
  catalog's ``standard_modifications``: a Dwarf +2 among the Iron Hill Dwarves, an Elf -2), a
  named modifier of the attempt's ``check``; an escape attempt of a detained character
  (RGO-FACTION-2) is the same influence attempt and adds it too;
- a faction the quest table does not list is taken at the sites its card names, against its
  printed influence number (the catalog's ``faction_sites`` and ``influence_number``): the
  Easterlings at Easterling Camp, the Great Eagles at Eagles' Eyrie, and so on. A game of an
  earlier version revealed such a faction with no site, so it never had one in play.

The standard modifications are the engine's (``influence_attempts.standard_modifiers``),
shared with the Hobbit scenarios. The Army of the Dead prints no influence number (only
Aragorn II plays it, the turn he plays Paths of the Dead): army_of_the_dead.py gives it its
site and plays it.
"""

from __future__ import annotations

from domain.cards import Card
from domain.engine import influence_attempts
from domain.engine.characters import Character
from domain.engine.checks import Modifier

#: The first version of the ruleset that reads the catalog's faction facts.
SINCE_VERSION = 44


def offered(played: str) -> bool:
    return int(played) >= SINCE_VERSION


def standard_modifiers(played: str, faction: Card, who: Character) -> list[Modifier]:
    """The faction's standard modification for ``who``'s race, as a named modifier."""
    if not offered(played):
        return []
    return influence_attempts.standard_modifiers(faction, who)


def printed_row(faction: Card) -> tuple[tuple[str, ...], int] | None:
    """The sites and influence number a faction's card prints, when it prints both."""
    if not faction.is_faction or not faction.faction_sites or faction.influence_number is None:
        return None
    return faction.faction_sites, faction.influence_number
