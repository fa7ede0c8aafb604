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
from domain.engine.long_event_words import doors_words, modifier_words, script_words
from domain.rulesets.road_goes_ever_on import (
    balance_of_things,
    dragon_hunts,
    hazard_long_events,
    hazard_scripts,
    pack_at_the_door,
    shelob,
    traitor,
)
from domain.rulesets.road_goes_ever_on.in_force_words import THE_COMPANY, in_force_words
from domain.rulesets.road_goes_ever_on.state import LongEffect, State
from domain.rulesets.road_goes_ever_on.turn import hazards_on
from domain.text import and_list

ENVIRONMENT, LONG_EVENT, THIS_TURN, WAITING, ON_CHARACTER = (
    "in play", "long-event", "until the end of the turn", "waiting", "on a character")
#: The latest generation of ``hazards_in_play``: a card stays among the environments only in
#: the versions that play its script, so its latest script is the one it plays.
LATEST = len(hazards_in_play.GENERATIONS) + 1
DOORS_WORDS = "the hazard long-events in play act as they do with Doors of Night"
#: A hazard long-event with no script the version plays and no effect recorded.
UNSCRIPTED = "no effect of its own in play; it leaves at the next long-event phase"
#: The hazard long-events the ruleset plays by a module of their own, each with whether a
#: version plays it so: their latest script tells what they do.
OWN_SCRIPTS: dict[str, Callable[[str], bool]] = {
    pack_at_the_door.CARD_ID: pack_at_the_door.plays,
    balance_of_things.CARD: balance_of_things.plays,
}

#: The hazard permanent-events that stay in play whose rules no script holds, each played by a
#: module of its own: its words (given whether Doors of Night is in play) say what it does.
OWN_WORDS: dict[str, Callable[[bool], list[str]]] = {
    traitor.CARD: traitor.words,
    shelob.CARD: shelob.words,
}
#: What the board would say of a card in play that nothing here tells (none should).
UNTOLD = "stays in play until something removes it"


def board(state: State, catalog: Catalog, played: str,
          name: Callable[[str], str]) -> list[JSON]:
    """Each hazard in play: its ``name``, ``kind`` (one of the kinds above), whom it is
    ``on`` (None: no one) and what it ``does``."""
    doors = hazard_scripts.doors_in_play(state)
    shown: list[JSON] = [_hazard(name(c), ENVIRONMENT, None, _environment(c, catalog, doors))
                         for c in dict.fromkeys(state.environments)]
    shown += [_hazard(name(c), LONG_EVENT, None, _long_event(state, c, catalog, played, doors))
              for c in dict.fromkeys(state.long_in_play)
              if c in catalog and catalog.get(c).card_type == "Hazard"]
    for turn, card, effect, on, amount, site_type, _ in state.hazard_effects:
        waits = effect == effects.LURE_OF_POWER
        if waits or turn == state.turn:
            whom = name(on) if _is(catalog, on, "Character") else None
            shown.append(_hazard(name(card), WAITING if waits else THIS_TURN, whom, _in_force(
                state, catalog, name, card, effect, on, amount, site_type)))
    for who in dict.fromkeys(w for _, w in state.permanent_hazards):
        shown += [_hazard(name(card), ON_CHARACTER, name(who), _on_character(points))
                  for card, points in hazards_on(state, who, catalog)]
    return shown


def _hazard(card: str, kind: str, on: str | None, does: str) -> dict[str, JSON]:
    return {"name": card, "kind": kind, "on": on, "does": does}


def _is(catalog: Catalog, card: str, card_type: str) -> bool:
    return bool(card) and card in catalog and catalog.get(card).card_type == card_type


def _in_force(state: State, catalog: Catalog, name: Callable[[str], str], card: str,
              effect: str, on: str, amount: int, site_type: str) -> str:
    """What a hazard effect in force does now (``on``: the character, company or site it is
    on, a card id or a company's id)."""
    return in_force_words(effect, card, amount, _whom(state, catalog, name, on),
                          name(on) if _is(catalog, on, "Site") else "", site_type)


def _whom(state: State, catalog: Catalog, name: Callable[[str], str], on: str) -> str:
    """The character an effect is on by name; a company as "the company" (the running one)
    or by its characters."""
    if _is(catalog, on, "Character"):
        return name(on)
    other = next((c for c in state.companies if c.id == on), None)
    if other is None or on == state.company:
        return THE_COMPANY
    return f"the company of {and_list([c.name for c in other.characters])}"


def _environment(card: str, catalog: Catalog, doors: bool) -> str:
    if card in catalog:
        found = dragons.manifestation(catalog.get(card))
        if found is not None and found.kind == dragons.AT_HOME:
            dragon = found.dragon
            return (f"{dragon.name} attacks at {dragon.lair}, after the site's own "
                    f"automatic-attacks, unless {dragon.name} Ahunt is in play")
    if card in OWN_WORDS:
        return "; ".join(OWN_WORDS[card](doors))
    script = hazards_in_play.scripted(card, LATEST)
    said = script_words(script, doors) if script is not None else []
    if card == hazards_in_play.DOORS_OF_NIGHT:
        said.insert(0, DOORS_WORDS)
    return "; ".join(said) or UNTOLD


def _long_event(state: State, card: str, catalog: Catalog, played: str, doors: bool) -> str:
    """What a hazard long-event does as the version played reads it: a Dragon's hunt, its
    script, or what it recorded as it came into play (``LongEffect``)."""
    hunt = dragons.hunt(catalog.get(card)) if dragon_hunts.played(played) else None
    if hunt is not None:
        return _hunt(catalog, card, hunt, doors)
    script = hazard_long_events.script(card, played)
    if script is None and card in OWN_SCRIPTS and OWN_SCRIPTS[card](played):
        script = hazards_in_play.scripted(card, LATEST)
    said = script_words(script, doors) if script is not None else \
        [_long_effect(e) for e in state.long_effects if e.card == card]
    return "; ".join(w for w in said if w) or UNSCRIPTED


def _hunt(catalog: Catalog, card: str, hunt: dragons.Hunt, doors: bool) -> str:
    """A Dragon's Ahunt: where it attacks a moving company, more with Doors of Night."""
    found = dragons.manifestation(catalog.get(card))
    dragon = found.dragon.name if found is not None else catalog.get(card).name
    more = [*hunt.with_doors, *(("every Coastal Sea",) if hunt.coastal_seas else ())]
    said = [f"{dragon} attacks each company moving in {and_list(list(hunt.regions))}"]
    if more:
        said.append(f"also in {and_list(more)}" + doors_words(True, doors))
    if hunt.attacker_chooses:
        said.append("the attacker chooses the defending characters")
    return "; ".join(said)


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
