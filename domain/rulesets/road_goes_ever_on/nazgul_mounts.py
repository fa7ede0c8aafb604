"""Morgul-horse and Fell Beast, the Nazgûl's mounts, played by their text from version
``SINCE_VERSION`` (earlier versions declared Morgul-horse and played of Fell Beast its +1
strike and -2 prowess only, and replay as played).

- Morgul-horse, revealed, is played on the company (counted against its limit, RGO-HAZ-2): until
  the end of the turn its next Nazgûl creature may also be keyed to a Shadow-land of the site
  path not yet passed (RGO-HAZ-4); that Nazgûl's attack ends it. Its other mode, a tapped
  Nazgûl permanent-event back to its player's hand, never arises (``hazard_notes``).
- Fell Beast waits for the company's next Nazgûl creature attack (``attack_hazards``); while it
  does, that Nazgûl may also be keyed to a Shadow-land of the path or to the company's new site
  if a Shadow-hold, and the attack it strengthens has the attacker choose every defender: the
  defender assigns no strike (a Brave character aside, RGO-CHAR-3) and RGO-TARGET-2 picks each.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from domain.cards import Card
from domain.engine import effects
from domain.engine.combat import Attack
from domain.engine.nazgul_mounts import BEAST, HORSE, RACE, REGIONS, SITES
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import effect_clauses, hazard_pile
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that plays them; earlier versions replay as played.
SINCE_VERSION = 113
#: Morgul-horse in force for the company; the attack Fell Beast strengthened.
MOUNTED = "nazgul-keyed-to-shadow-land"
CHOOSING = "attacker-chooses-defenders"
_TEST = "tests/rules/test_road_goes_ever_on_nazgul_mounts.py::"
#: What The Road Goes Ever On's play of each leaves out ("": nothing), and its test.
COVERAGE = {
    HORSE: ("", _TEST + "test_morgul_horse_lets_the_next_nazgul_be_keyed_to_a_shadow_land"),
    BEAST: ("", _TEST + "test_fell_beast_keys_its_nazgul_further_and_chooses_the_defenders"),
}


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def _in_force(state: State) -> list[str]:
    """The mounts waiting for the running company's next Nazgûl this turn."""
    horses = [card for turn, card, kind, on, *_ in state.hazard_effects
              if turn == state.turn and kind == MOUNTED and on == state.company]
    beasts = [card for turn, card, kind, on, *_ in state.hazard_effects
              if turn == state.turn and kind == effects.RACE_ATTACK and card == BEAST
              and on == state.company]
    return [*horses, *beasts]


def _beast_waiting(state: State) -> int | None:
    """The play of the first Fell Beast waiting for the running company's next Nazgûl this
    turn, the one its attack strengthens; None if none waits."""
    return next((play for turn, card, kind, on, _, _, play in state.hazard_effects
                 if turn == state.turn and kind == effects.RACE_ATTACK and card == BEAST
                 and on == state.company), None)


def revealed(ctx: Context[State], hazard: Card, rule: str, counted: bool) -> bool:
    """Morgul-horse revealed: played on the company, in force until its next Nazgûl attack
    this turn; False for any other card, or a version before ``SINCE_VERSION``."""
    if hazard.id != HORSE or not plays(ctx.ruleset.played):
        return False
    ctx.emit("HazardEventPlayed", rule, card=hazard.id, name=hazard.name, target=None,
             counted=counted)
    clause = effect_clauses.of(ctx, hazard.id)
    ctx.emit("HazardEffectInForce", clause, card=hazard.id, effect=MOUNTED,
             target=ctx.state.company, amount=0)
    ctx.emit("HazardDiscarded", clause, card=hazard.id, reason="resolved")
    return True


def position(played: str, state: State, card: Card, journey: hazard_pile.Journey,
             floor: int) -> int | None:
    """The earliest place at or after ``floor`` a mount in force lets a Nazgûl creature be
    keyed, or None."""
    if not (plays(played) and card.is_creature and card.race == RACE):
        return None
    mounts = _in_force(state)
    regions = [r for m in mounts for r in REGIONS[m]]
    sites = [s for m in mounts for s in SITES[m]]
    remaining = journey.regions[floor:] if floor <= len(journey.regions) else ()
    found = [floor + i for i, region in enumerate(remaining) if region in regions]
    if found:
        return found[0]
    if journey.site_type in sites and floor <= journey.site_position:
        return journey.site_position
    return None


def attack_declared(ctx: Context[State], attack: Attack, hazard: str | None) -> None:
    """As a hazard creature's Nazgûl attack is declared, before Fell Beast strengthens it: a
    choice left from an attack canceled is gone; Morgul-horse ends; Fell Beast waiting gives
    the attacker the choice of the defenders."""
    if not plays(ctx.ruleset.played):
        return
    after_attack(ctx)
    state = ctx.state
    if hazard is None or not attack.is_race(RACE):
        return
    effect_clauses.end_every_copy(ctx, MOUNTED, attack.source)
    beast = _beast_waiting(state)
    if beast is not None:  # the copy the attack spends (attack_hazards.strengthen), its play
        play = effect_clauses.own_copy(ctx.ruleset.played, beast)
        ctx.emit("HazardEffectInForce", effect_clauses.of(ctx, BEAST, play), card=BEAST,
                 effect=CHOOSING, target=state.company, amount=0,
                 **effect_clauses.naming(play))


def attacker_chooses(state: State, played: str) -> bool:
    """Whether the attack faced is one Fell Beast strengthened: the attacker chooses."""
    return plays(played) and any(turn == state.turn and kind == CHOOSING
                                 and on == state.company
                                 for turn, _, kind, on, *_ in state.hazard_effects)


def after_attack(ctx: Context[State]) -> None:
    """The attacker's choice lasts for the attack it was given to."""
    state = ctx.state
    for turn, card, kind, on, _, _, play in state.hazard_effects:
        if turn == state.turn and kind == CHOOSING:
            ctx.emit("HazardEffectEnded", effect_clauses.of(ctx, card, play), card=card,
                     effect=CHOOSING, target=on, by="")


def narrate(kind: str, d: Mapping[str, Any], name: Callable[[str], str]) -> str | None:
    """The narrative line of a mount's effect beginning or ending (None: another fact)."""
    effect = d.get("effect")
    if kind not in ("HazardEffectInForce", "HazardEffectEnded") or effect not in (MOUNTED,
                                                                                CHOOSING):
        return None
    card = name(str(d["card"])) or str(d["card"])
    if effect == MOUNTED:
        return (f"{card}: the company's next Nazgûl this turn may also be keyed to a "
                "Shadow-land." if kind == "HazardEffectInForce" else
                f"{card} carries {name(str(d['by'])) or d['by']}.")
    return (f"{card}: the attacker chooses the defenders of this attack."
            if kind == "HazardEffectInForce" else f"{card}'s attack is over.")
