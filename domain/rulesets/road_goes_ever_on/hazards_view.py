"""Every hazard in play as the board shows it (``hazards_in_play``), each with what it does in
plain words: the hazard environments and permanent-events that stay in play (Doors of Night, a
Dragon's At Home, Balrog of Moria), the hazard long-events in force, the hazard effects lasting
until the end of the turn (Gloom, Weariness of the Heart) or waiting in play (Lure of Power),
and the hazards on characters. Words only: the rules read the state, not these."""

from __future__ import annotations

from collections.abc import Callable

from domain.canonical import JSON
from domain.cards import Catalog
from domain.engine import dragons, effects, hazards_in_play
from domain.engine.effect_words import primitive_words
from domain.engine.long_event_words import modifier_words, script_words
from domain.rulesets.road_goes_ever_on import hazard_long_events, hazard_scripts
from domain.rulesets.road_goes_ever_on.state import LongEffect, State
from domain.rulesets.road_goes_ever_on.turn import hazards_on

ENVIRONMENT, LONG_EVENT, THIS_TURN, WAITING, ON_CHARACTER = (
    "in play", "long-event", "until the end of the turn", "waiting", "on a character")
#: The latest generation of ``hazards_in_play``: a card stays among the environments only in
#: the versions that play its script, so its latest script is the one it plays.
LATEST = len(hazards_in_play.GENERATIONS) + 1
DOORS_WORDS = "the hazard long-events' alternatives with Doors of Night apply"


def board(state: State, catalog: Catalog, played: str,
          name: Callable[[str], str]) -> list[JSON]:
    """Each hazard in play: its ``name``, ``kind`` (one of the kinds above), whom it is
    ``on`` (None: no one) and what it ``does``."""
    doors = hazard_scripts.doors_in_play(state)
    shown: list[JSON] = [_hazard(name(c), ENVIRONMENT, None, _environment(c, catalog, doors))
                         for c in dict.fromkeys(state.environments)]
    shown += [_hazard(name(c), LONG_EVENT, None, _long_event(state, c, played, doors))
              for c in dict.fromkeys(state.long_in_play)
              if c in catalog and catalog.get(c).card_type == "Hazard"]
    for turn, card, effect, on, amount, _, _ in state.hazard_effects:
        waits = effect == effects.LURE_OF_POWER
        if waits or turn == state.turn:
            whom = name(on) if on and state.character(on) is not None else None
            shown.append(_hazard(name(card), WAITING if waits else THIS_TURN, whom,
                                 primitive_words(effect, amount, whom)))
    for who in dict.fromkeys(w for _, w in state.permanent_hazards):
        shown += [_hazard(name(card), ON_CHARACTER, name(who), _on_character(points))
                  for card, points in hazards_on(state, who, catalog)]
    return shown


def _hazard(card: str, kind: str, on: str | None, does: str) -> dict[str, JSON]:
    return {"name": card, "kind": kind, "on": on, "does": does}


def _environment(card: str, catalog: Catalog, doors: bool) -> str:
    if card in catalog:
        found = dragons.manifestation(catalog.get(card))
        if found is not None and found.kind == dragons.AT_HOME:
            dragon = found.dragon
            return (f"{dragon.name} attacks at {dragon.lair}, after the site's own "
                    f"automatic-attacks, unless {dragon.name} Ahunt is in play")
    script = hazards_in_play.scripted(card, LATEST)
    said = script_words(script, doors) if script is not None else []
    if card == hazards_in_play.DOORS_OF_NIGHT:
        said.append(DOORS_WORDS)
    return "; ".join(said) or "stays in play until something removes it"


def _long_event(state: State, card: str, played: str, doors: bool) -> str:
    """What a hazard long-event does as the version played reads it: its script, or what it
    recorded as it came into play (``LongEffect``)."""
    script = hazard_long_events.script(card, played)
    said = script_words(script, doors) if script is not None else \
        [_long_effect(e) for e in state.long_effects if e.card == card]
    return "; ".join(w for w in said if w) or "in play until the next long-event phase"


def _long_effect(effect: LongEffect) -> str:
    said = []
    if effect.strikes or effect.prowess:
        said.append(modifier_words(effects.AttackModifier(
            effect.strikes, effect.prowess, effect.races, effect.automatic_only)))
    if effect.limit:
        said.append(f"{effect.limit:+d} to the hazard limit")
    return "; ".join(said)


def _on_character(points: int) -> str:
    return f"{points} corruption points on him" if points else "stays on him until removed"
