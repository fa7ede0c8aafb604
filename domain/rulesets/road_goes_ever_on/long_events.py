"""Hazard long-events while they are in play (RGO-LONG-2, RGO-LONG-3, RGO-LONG-4).

A hazard long-event comes into play in the long-event phase and is discarded at the end of the
turn. A scripted one (``effects.HAZARD_LONG_REGISTRY``) modifies attacks at once; any other
waits for the player to declare its effect from the long-event vocabulary
(``declare-long:<card>:<effect>`` with ``amount`` and, for attacks, ``races``), recorded as a
player ruling. Attacks and the hazard limit read the effects in :func:`attack_bonus` and
:func:`limit_delta`.
"""

from __future__ import annotations

from collections.abc import Mapping

from domain.canonical import JSON
from domain.cards import Card, Catalog
from domain.engine import effects, hazards_in_play
from domain.engine.combat import Attack
from domain.ruleset import Action, Context, illegal
from domain.rulesets.road_goes_ever_on import (
    balance_of_things,
    dragon_hunts,
    hazard_long_events,
    hazard_scripts,
    pack_at_the_door,
)
from domain.rulesets.road_goes_ever_on.state import State

RULE = "RGO-LONG-4"
#: The creature races a declared attack modifier may name.
RACES = ("Animals", "Awakened Plant", "Dragon", "Giants", "Men", "Nazgûl", "Orcs",
         "Pûkel-creature", "Slayer", "Spiders", "Trolls", "Undead", "Wolves")


def effect_json(card: str, modifier: effects.AttackModifier, limit: int = 0) -> dict[str, JSON]:
    return {"card": card, "strikes": modifier.strikes, "prowess": modifier.prowess,
            "races": list(modifier.races), "automatic_only": modifier.automatic_only,
            "limit": limit}


def came_into_play(ctx: Context[State], card: Card, then: str) -> bool:
    """A hazard long-event has come into play: a scripted one takes effect; True when the
    player must declare the effect of another first (``then``: what follows)."""
    if dragon_hunts.came_into_play(ctx, card):
        return False  # its attack is made on each company moving in its regions
    if hazard_long_events.came_into_play(ctx, card):
        return False  # read at each attack and strike from version 74
    if pack_at_the_door.came_into_play(ctx.ruleset.played, card):
        return False  # read as creatures are keyed
    if balance_of_things.came_into_play(ctx.ruleset.played, card):
        # read at each corruption check; the player first chooses the sources it doubles
        return balance_of_things.await_choice(ctx, then)
    modifier = effects.scripted_long_event(card.id)
    if modifier is None:
        ctx.emit("LongEventEffectAwaited", RULE, card=card.id, name=card.name, then=then)
        return True
    script = hazards_in_play.scripted(card.id, hazard_scripts.IN_PLAY_GENERATION) \
        if hazard_scripts.doors_played(ctx.ruleset.played) else None
    if script is not None and script.one_in_play \
            and sum(1 for c in ctx.state.long_in_play if c == card.id) > 1:
        ctx.emit("LongEventNotDuplicated", RULE, card=card.id, name=card.name)
        return False  # a copy is already in play: this one adds nothing (version 55 on)
    doors = script is not None and script.with_doors and hazard_scripts.doors_in_play(ctx.state)
    for each in (script.with_doors or ()) if script is not None and doors else (modifier,):
        ctx.emit("LongEventEffect", RULE, name=card.name, scripted=True,
                 **effect_json(card.id, each))
    return False


def attack_bonus(state: State, attack: Attack) -> tuple[int, int, list[str]]:
    """(strikes, prowess, the long-events that give them) for ``attack``."""
    strikes = prowess = 0
    cards = []
    for e in state.long_effects:
        modifier = effects.AttackModifier(e.strikes, e.prowess, e.races, e.automatic_only)
        if (e.strikes or e.prowess) and modifier.applies(attack.races(), attack.automatic):
            strikes, prowess = strikes + e.strikes, prowess + e.prowess
            cards.append(e.card)
    return strikes, prowess, cards


def limit_delta(state: State) -> int:
    return sum(e.limit for e in state.long_effects)


def declarable(state: State, catalog: Catalog) -> list[Action]:
    assert state.awaited_long is not None
    card = state.awaited_long[0]
    out = []
    for name, spec in effects.HAZARD_LONG_VOCABULARY.items():
        params = {}
        if spec.has_amount:
            low = 1 if name != effects.HAZARD_LIMIT else -effects.MAX_DECLARED_AMOUNT
            params["amount"] = f"{low}..{effects.MAX_DECLARED_AMOUNT}"
        if name in (effects.ATTACKS_STRIKES, effects.ATTACKS_PROWESS):
            params["races"] = "creature races it applies to (none: every attack)"
        out.append(Action(f"declare-long:{card}:{name}", f"Declare: {spec.description}",
                          RULE, params=params))
    return out


def problem(name: str, args: Mapping[str, JSON]) -> str | None:
    """Why effect ``name`` cannot be declared with ``args`` (None: it can)."""
    if name not in effects.HAZARD_LONG_VOCABULARY:
        return f"{name!r} is not a long-event effect; choose one of " \
               f"{', '.join(effects.HAZARD_LONG_VOCABULARY)}"
    if not effects.HAZARD_LONG_VOCABULARY[name].has_amount:
        return None
    amount = args.get("amount")
    low = 1 if name != effects.HAZARD_LIMIT else -effects.MAX_DECLARED_AMOUNT
    if not isinstance(amount, int) or isinstance(amount, bool) \
            or not low <= amount <= effects.MAX_DECLARED_AMOUNT or amount == 0:
        return f"'amount' must be a whole number from {low} to {effects.MAX_DECLARED_AMOUNT}, " \
               "not 0"
    races = args.get("races", [])
    if name == effects.HAZARD_LIMIT and races:
        return "the hazard limit names no races"
    if not isinstance(races, list) or any(r not in RACES for r in races):
        return f"'races' must list creature races among {', '.join(RACES)}"
    return None


def declare(ctx: Context[State], catalog: Catalog, card: str, name: str,
            args: Mapping[str, JSON]) -> str:
    """The player's declaration for the awaited long-event: checked, recorded, in effect.
    Returns what follows (the Environment re-roll or the movement/hazard phase)."""
    awaited = ctx.state.awaited_long
    if awaited is None or awaited[0] != card:
        raise illegal("No hazard long-event waits for its effect to be declared.", RULE)
    found = problem(name, args)
    if found is not None:
        raise illegal(f"This effect cannot be declared: {found}.", RULE)
    amount = args.get("amount", 0) if effects.HAZARD_LONG_VOCABULARY[name].has_amount else 0
    assert isinstance(amount, int)
    races = tuple(str(r) for r in args.get("races", []) or [])
    ctx.emit("PlayerRuling", RULE, card=card, name=catalog.get(card).name, effect=name,
             amount=amount, races=list(races), declared=True,
             note="the effect was declared by the player, not scripted")
    modifier = effects.AttackModifier(
        strikes=amount if name == effects.ATTACKS_STRIKES else 0,
        prowess=amount if name == effects.ATTACKS_PROWESS else 0, races=races)
    ctx.emit("LongEventEffect", RULE, name=catalog.get(card).name, scripted=False,
             **effect_json(card, modifier, amount if name == effects.HAZARD_LIMIT else 0))
    return awaited[1]


def policy_declaration(state: State, catalog: Catalog) -> tuple[str, dict[str, JSON]]:
    """The automatic player's reading: an Environment's weather and light act on resources
    and movement the game does not model (no effect); any other long-event stirs the
    creatures (+1 prowess to every attack)."""
    assert state.awaited_long is not None
    card = state.awaited_long[0]
    if catalog.get(card).environment:
        return f"declare-long:{card}:{effects.NO_EFFECT}", {}
    return f"declare-long:{card}:{effects.ATTACKS_PROWESS}", {"amount": 1}
