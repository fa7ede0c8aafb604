"""Dragon's Desolation's alternative, and the strike Fury of the Iron Crown strengthens, from
version ``SINCE_VERSION`` (earlier versions played Dragon's Desolation's +2 to the next Dragon
attack only and Fury's +4 on the first strike resolved, and replay as played).

On a company whose new site is a Ruins & Lairs with two Wildernesses in its site path (one
with Doors of Night in play), the card has two modes: +2 prowess to the next Dragon attack
(``attack_hazards``), or one Dragon creature may be played on the company at that site this
turn. The Shadow picks one at random (as it picks among a card's modes, ``hazard_scripts``);
the alternative lets the company's next Dragon creature be keyed to the site (RGO-HAZ-4), that
Dragon's attack ending it. Elsewhere the card plays its +2 only.

Fury of the Iron Crown gives +4 to one strike of the attack it waits for (``attack_hazards``),
the attacker's choice: the strike is picked at random among those assigned (RGO-TARGET-2). Its
line on the defender playing The Iron Crown from his hand never arises: the Crown gives
marshalling points, so it is a card of the Quest deck, never of the hand (``hazard_notes``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from domain.cards import Card
from domain.engine import hazard_events
from domain.engine.combat import Attack
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import effect_clauses, hazard_pile, hazard_scripts
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that plays it; earlier versions replay as played.
SINCE_VERSION = 126
CARD = "TW-29"
RACE = "Dragon"
#: Its two modes where the alternative may be played: the engine's, and the alternative.
STRENGTHEN, LAIR = "dragon", "dragon-at-site"
FURY = "TW-492"
_TEST = "tests/rules/test_road_goes_ever_on_desolation.py::"
#: What The Road Goes Ever On's play of each card leaves out ("": nothing), and its test.
COVERAGE = {
    CARD: ("", _TEST + "test_dragons_desolation_may_let_a_dragon_attack_at_a_ruins_and_lairs"),
    FURY: ("", _TEST + "test_fury_of_the_iron_crown_strengthens_a_strike_picked_at_random"),
}


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def _open(state: State, site: Card) -> bool:
    """Whether the alternative may be played: a Ruins & Lairs reached by enough Wildernesses."""
    return hazard_events.lair_open(state.destination is not None,
                                   hazard_scripts.site_type(state, site), state.path,
                                   hazard_scripts.doors_in_play(state))


def revealed(ctx: Context[State], hazard: Card, rule: str, counted: bool) -> bool:
    """Dragon's Desolation revealed where its alternative may be played: its mode picked at
    random; True when the alternative is played (here), False when the engine's +2 is to be
    (or another card, or a version before ``SINCE_VERSION``)."""
    state = ctx.state
    if hazard.id != CARD or not plays(ctx.ruleset.played) \
            or not _open(state, ctx.ruleset.catalog.get(state.destination or state.site)):
        return False
    if ctx.pick("modes", [STRENGTHEN, LAIR], f"the mode of {hazard.name}",
                effect_clauses.as_played(ctx.ruleset.played, rule)) == STRENGTHEN:
        return False
    ctx.emit("HazardEventPlayed", rule, card=hazard.id, name=hazard.name, target=None,
             counted=counted)
    clause = effect_clauses.of(ctx, hazard.id)
    ctx.emit("HazardEffectInForce", clause, card=hazard.id, effect=LAIR, target=state.company,
             amount=0)
    ctx.emit("HazardDiscarded", clause, card=hazard.id, reason="resolved")
    return True


def _in_force(state: State) -> bool:
    return any(turn == state.turn and kind == LAIR and on == state.company
               for turn, _, kind, on, *_ in state.hazard_effects)


def position(played: str, state: State, card: Card, journey: hazard_pile.Journey,
             floor: int) -> int | None:
    """The company's new site, for its next Dragon creature while the alternative is in
    force; else None."""
    if not (plays(played) and card.is_creature and card.race == RACE and _in_force(state)):
        return None
    return journey.site_position if floor <= journey.site_position else None


def attack_declared(ctx: Context[State], attack: Attack, hazard: str | None) -> None:
    """A Dragon creature's attack on the company ends the alternative."""
    if plays(ctx.ruleset.played) and hazard is not None and attack.is_race(RACE):
        effect_clauses.end_every_copy(ctx, LAIR, attack.source)


def fury_strike(ctx: Context[State], fury: str | None, assigned: list[str]) -> str | None:
    """The character whose strike Fury of the Iron Crown strengthens, picked at random (None:
    no Fury waits, or a version before ``SINCE_VERSION``, where the first resolved has it)."""
    if fury is None or not assigned or not plays(ctx.ruleset.played):
        return None
    return ctx.pick("targets", list(assigned), "the strike Fury of the Iron Crown strengthens",
                    "RGO-TARGET-2")


def narrate(kind: str, d: Mapping[str, Any], name: Callable[[str], str]) -> str | None:
    """The narrative line of the alternative beginning or ending (None: another fact)."""
    if kind not in ("HazardEffectInForce", "HazardEffectEnded") or d.get("effect") != LAIR:
        return None
    card = name(str(d["card"])) or str(d["card"])
    if kind == "HazardEffectInForce":
        return f"{card}: a Dragon may attack the company at its new site this turn."
    return f"{card}: {name(str(d['by'])) or d['by']} attacks at the site."
