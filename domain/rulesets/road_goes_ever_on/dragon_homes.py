"""A Dragon's At Home permanent-event played by its card from ``SINCE_VERSION``: revealed
(from the Hazard Pile or on guard) it comes into play and stays there, unique unto itself
(TD-MANIF-2); while it is in play, unless its Dragon's Ahunt is in play too, its lair has an
additional automatic-attack, the Dragon's attack at the card's strikes, prowess and body,
made after the lair's own. That attack defeated, the At Home is a defeated creature: its
kill points, and every manifestation of the Dragon leaves the game (BA-CLAR-1, TD-MANIF-5 to
7); not defeated, the At Home stays in play. From version 30 to 199 an At Home revealed at its
lair attacked at once and was discarded elsewhere (balrog_rules.at_home_attack); before, it
waited for a declared effect. Those versions replay as played.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.cards import Card, Catalog
from domain.engine import dragons as insert
from domain.engine.combat import Attack
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import permanent_hazards
from domain.rulesets.road_goes_ever_on.state import State

#: The first version whose At Home permanent-events stay in play and attack at their lairs.
SINCE_VERSION = 200
RULE = insert.MANIFESTATIONS
AWAY = "DragonNotAtHome"


def played(version: str) -> bool:
    return played_since(version, SINCE_VERSION)


def is_at_home(card: Card) -> bool:
    found = insert.manifestation(card)
    return found is not None and found.kind == insert.AT_HOME


def revealed(ctx: Context[State], hazard: Card, played_as: str, counted: bool) -> bool:
    """An At Home revealed comes into play (a second copy is discarded); False for any
    other card or version."""
    if not played(ctx.ruleset.played) or not is_at_home(hazard):
        return False
    refused = permanent_hazards.DUPLICATE if hazard.id in ctx.state.environments else None
    return permanent_hazards.comes_into_play(ctx, hazard, played_as, counted, RULE, refused)


def in_play(state: State, catalog: Catalog) -> list[Card]:
    """The At Home permanent-events in play, each once."""
    return [catalog.get(c) for c in dict.fromkeys(state.environments)
            if is_at_home(catalog.get(c))]


def lair_attacks(ctx: Context[State], catalog: Catalog, site: Card) -> list[tuple[Card, Attack]]:
    """(At Home, its attack) for each At Home in play whose lair ``site`` is; one whose
    Dragon's Ahunt is in play makes none (``DragonNotAtHome``)."""
    if not played(ctx.ruleset.played):
        return []
    dragon = insert.lair_dragon(site)
    out = []
    for home in in_play(ctx.state, catalog):
        found = insert.manifestation(home)
        if dragon is None or found is None or found.dragon != dragon or not home.strikes \
                or home.prowess is None:
            continue
        ahunt = next((c for c in dict.fromkeys(ctx.state.long_in_play)
                      if (m := insert.manifestation(catalog.get(c))) is not None
                      and m.dragon == dragon and m.kind == insert.AHUNT), None)
        if ahunt is not None:
            ctx.emit(AWAY, RULE, card=home.id, name=home.name, ahunt=ahunt, site=site.id)
            continue
        out.append((home, Attack(home.id, home.name, "Dragon", home.strikes, home.prowess,
                                 home.body, marshalling_points=home.marshalling_points or 0)))
    return out


def narrate(kind: str, d: Mapping[str, Any]) -> str | None:
    if kind == AWAY:
        return f"{d['name']} makes no attack: the Dragon is out hunting."
    return None
