"""Hazard events revealed from the Hazard Pile (RGO-HAZ-2, RGO-TARGET-1).

The player plays the hazards of a solo game. A corruption card that stays on a character is
placed with its printed corruption points; a scripted event (``effects.HAZARD_REGISTRY``) plays
its first mode that applies; any other event waits for the player to declare its effect from
the hazard vocabulary (``declare:<card>:<effect>``), recorded as a player ruling.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from domain.canonical import JSON
from domain.cards import Card, Catalog
from domain.engine import effects, hazard_events
from domain.engine.characters import Character
from domain.ruleset import Action, Context, illegal
from domain.rulesets.road_goes_ever_on import (
    corruption_cards,
    effect_clauses,
    hazard_scripts,
    item_copies,
    ring_hazards,
)
from domain.rulesets.road_goes_ever_on.state import State

#: The corruption check the ruleset makes: (context, character, clause).
CheckFn = Callable[[Context[State], Character, str, str], None]  # (.., rule, hazard card)


def stays_on_character(card: Card) -> bool:
    return card.corruption_card and card.event_type == "permanent"


def environment_long_events(state: State, catalog: Catalog,
                            environment_only: bool) -> list[str]:
    """Resource long-events in play that a hazard can cancel; for one canceling an environment
    (Twilight), the resource environments staying in play too (Gates of Morning, which is in
    play from ``gates_of_morning.SINCE_VERSION`` only)."""
    return [*(c for c in dict.fromkeys(state.long_in_play)
              if catalog.get(c).card_type == "Resource"
              and (catalog.get(c).environment or not environment_only)),
            *(state.resource_environments if environment_only else ())]


def scripted_amount(mode: effects.HazardMode, state: State) -> int:
    """The amount of a scripted mode: its own, or one for each region of a type in the path."""
    return hazard_events.amount(mode, state.path)


def mode_applies(mode: effects.HazardMode, state: State, catalog: Catalog,
                 target: Character | None) -> bool:
    """Whether a scripted mode can be played now (RGO-HAZ-3 discards one that cannot)."""
    primitive = mode.mode.effects[0].primitive
    if mode.mode.target == effects.CHARACTER and target is None:
        return False
    if mode.per_region is not None and scripted_amount(mode, state) == 0:
        return False
    if primitive == effects.CANCEL_LONG_EVENT:
        return bool(environment_long_events(state, catalog, mode.environment_only))
    if primitive == effects.TAP and target is not None:
        return target.untapped
    return hazard_scripts.applies(mode, state, catalog, target)


def scripted_targets(modes: tuple[effects.HazardMode, ...], state: State,
                     catalog: Catalog | None = None) -> list[str] | None:
    """The characters a scripted event may be played on (None: it targets no character): of
    the race its modes name, and for an event on a Ring's bearer or company, those its text
    allows (``ring_hazards.targets``, with the ``catalog``)."""
    races = [m.mode.race for m in modes if m.mode.target == effects.CHARACTER]
    if not races:
        return None
    pool = [c.card_id for c in state.characters if any(r is None or c.race == r for r in races)]
    if catalog is None:
        return pool
    for mode in modes:
        allowed = ring_hazards.targets(mode.mode.effects[0].primitive, state, catalog)
        if allowed is not None:
            pool = [c for c in pool if c in allowed]
    return pool


def declarable(state: State, catalog: Catalog, card: str, target: str,
               played: str = "") -> list[Action]:
    """The effects the player may declare for the awaited event, as actions (citing the
    declared effect in the version ``played``, ``effect_clauses.ruling``)."""
    who = state.character(target)
    rule = effect_clauses.ruling(played)
    out = []
    for name, spec in effects.HAZARD_VOCABULARY.items():
        if problem(state, catalog, name, who, {}, listing=True) is not None:
            continue
        label = spec.description.replace("the character", who.name if who else "nobody")
        out.append(Action(f"declare:{card}:{name}", f"Declare: {label}", rule,
                          params=_params(name),
                          candidates=_candidates(state, catalog, name, who, played)))
    return out


def _params(name: str) -> dict[str, str]:
    if effects.HAZARD_VOCABULARY[name].has_amount:
        return {"amount": f"1..{effects.MAX_DECLARED_AMOUNT}"
                if name in effects.POSITIVE_ONLY else
                f"-{effects.MAX_DECLARED_AMOUNT}..{effects.MAX_DECLARED_AMOUNT}"}
    if name == effects.DISCARD_ITEM:
        return {"item": "card id of an item the character bears"}
    if name == effects.CANCEL_LONG_EVENT:
        return {"long_event": "card id of a resource long-event in play"}
    return {}


def _candidates(state: State, catalog: Catalog, name: str, who: Character | None,
                played: str) -> dict[str, tuple[str, ...]]:
    """The cards a parameter of effect ``name`` may name: the items the character bears (by
    their copies from item_copies.NAMED_SINCE, a lost treasure's apart), or the resource
    long-events the event may cancel (``problem`` refuses any other)."""
    if name == effects.DISCARD_ITEM and who is not None:
        return {"item": tuple(dict.fromkeys(item_copies.ref(played, i) for i in who.items))}
    if name == effects.CANCEL_LONG_EVENT:
        return {"long_event": tuple(environment_long_events(state, catalog, False))}
    return {}


def problem(state: State, catalog: Catalog, name: str, who: Character | None,
            args: Mapping[str, JSON], listing: bool = False, played: str = "") -> str | None:
    """Why effect ``name`` cannot be declared now with ``args`` (None: it can)."""
    if name not in effects.HAZARD_VOCABULARY:
        return f"{name!r} is not a hazard effect; choose one of " \
               f"{', '.join(effects.HAZARD_VOCABULARY)}"
    spec = effects.HAZARD_VOCABULARY[name]
    if spec.target == effects.CHARACTER and who is None:
        return "the event has no character to act on"
    if name == effects.TAP and who is not None and not who.untapped:
        return f"{who.name} is not untapped"
    if name == effects.WOUND and who is not None and who.wounded:
        return f"{who.name} is already wounded"
    if name == effects.DISCARD_ITEM and who is not None:
        if not who.items:
            return f"{who.name} bears no item"
        if not listing and args.get("item") not in [item_copies.ref(played, i)
                                                     for i in who.items]:
            return f"name in 'item' an item {who.name} bears"
    if name == effects.CANCEL_LONG_EVENT:
        cancellable = environment_long_events(state, catalog, False)
        if not cancellable:
            return "no resource long-event is in play"
        if not listing and args.get("long_event") not in cancellable:
            return "name in 'long_event' a resource long-event in play"
    if not listing and spec.has_amount:
        try:
            effects.declared_hazard_mode(name, _amount(args))
        except ValueError as exc:
            return str(exc)
    return None


def _amount(args: Mapping[str, JSON]) -> int:
    value = args.get("amount", 0)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def declare(ctx: Context[State], catalog: Catalog, card: str, name: str,
            args: Mapping[str, JSON], corruption_check: CheckFn) -> None:
    """The player's declaration for the awaited event: checked, recorded (a player ruling,
    ``effect_clauses.ruling``), applied."""
    awaited = ctx.state.awaited_event
    rule = effect_clauses.ruling(ctx.ruleset.played)
    if awaited is None or awaited[0] != card:
        raise illegal("No hazard event waits for its effect to be declared.", rule)
    who = ctx.state.character(awaited[1])
    found = problem(ctx.state, catalog, name, who, args, played=ctx.ruleset.played)
    if found is not None:
        raise illegal(f"This effect cannot be declared: {found}.", rule)
    amount = _amount(args) if effects.HAZARD_VOCABULARY[name].has_amount else 0
    kind = effects.HAZARD_VOCABULARY[name].target
    target = awaited[1] if kind == effects.CHARACTER else args.get("long_event")
    ctx.emit("PlayerRuling", rule, card=card, name=catalog.get(card).name, effect=name,
             amount=amount, target=target, declared=True,
             note="the effect was declared by the player, not scripted")
    apply(ctx, catalog, card, name, amount, awaited[1], args, corruption_check)


def apply(ctx: Context[State], catalog: Catalog, card: str, name: str, amount: int,
          target: str, args: Mapping[str, JSON], corruption_check: CheckFn) -> None:
    """One hazard primitive, then the event leaves play unless it stays on the character."""
    who = ctx.state.character(target)
    named = hazard_scripts.card_named(ctx.ruleset.played, card)
    rule = hazard_scripts.effect_rule(ctx)
    if name == effects.TAP and who is not None:
        ctx.emit("CharacterStateChanged", rule, character=target, state="tapped", **named)
    elif name == effects.WOUND and who is not None:
        ctx.emit("CharacterStateChanged", rule, character=target, state="wounded", **named)
        corruption_cards.wounded_by_card(ctx, target)  # Despair of the Heart
    elif name == effects.DISCARD_ITEM and who is not None:
        item = item_copies.chosen(ctx.ruleset.played, who, str(args.get("item")))
        assert item is not None
        ctx.emit("ItemLost", rule, character=target, card=item.card_id, name=item.name,
                 **named, **item_copies.fields(ctx.ruleset.played, who, item))
    elif name == effects.CORRUPTION and who is not None:
        ctx.emit("HazardPlacedOnCharacter", "RGO-TARGET-1", card=card, character=target,
                 corruption=amount)
        return
    elif name == effects.CORRUPTION_CHECK and who is not None:
        corruption_check(ctx, who, rule, card)
        awaited = ctx.state.awaited_check
        if awaited is not None and awaited.card == card:
            return  # it waits for helpers, the card discarded once it is rolled
    elif name in (effects.ATTACK_STRIKES, effects.ATTACK_PROWESS):
        key = "strikes" if name == effects.ATTACK_STRIKES else "prowess"
        ctx.emit("NextAttackStrengthened", rule, card=card, **{key: amount})
    elif name == effects.HAZARD_LIMIT:
        ctx.emit("HazardLimitChanged", rule, card=card, delta=amount)
    elif name == effects.CANCEL_LONG_EVENT and str(args["long_event"]) \
            in ctx.state.resource_environments:  # Gates of Morning (gates_of_morning.py)
        ctx.emit("ResourceEnvironmentDiscarded", rule, card=str(args["long_event"]), by=card)
    elif name == effects.CANCEL_LONG_EVENT:
        gone = str(args["long_event"])
        ctx.emit("LongEventCancelled", rule, card=gone, name=catalog.get(gone).name,
                 by=card)
    resolved(ctx, card)


def resolved(ctx: Context[State], card: str) -> None:
    """The hazard event, its effect applied, leaves play."""
    ctx.emit("HazardDiscarded", hazard_scripts.effect_rule(ctx), card=card, reason="resolved")


def play_scripted(ctx: Context[State], catalog: Catalog, card: Card,
                  modes: tuple[effects.HazardMode, ...], target: str | None,
                  corruption_check: CheckFn,
                  ring_check: ring_hazards.RingCheckFn | None = None) -> None:
    """A mode of a scripted event that applies (the caller checked one does): the only one,
    or one picked at random among several (the Shadow's choice, as RGO-TARGET-1)."""
    who = ctx.state.character(target) if target else None
    rule = hazard_scripts.effect_rule(ctx)
    open_modes = [m for m in modes if mode_applies(m, ctx.state, catalog, who)]
    mode = open_modes[0]
    if len(open_modes) > 1:
        name = ctx.pick("modes", [m.mode.name for m in open_modes], f"the mode of {card.name}",
                        rule)
        mode = next(m for m in open_modes if m.mode.name == name)
    primitive = mode.mode.effects[0].primitive
    amount = scripted_amount(mode, ctx.state)
    args: dict[str, JSON] = {}
    if primitive == effects.CANCEL_LONG_EVENT:
        args["long_event"] = environment_long_events(ctx.state, catalog,
                                                     mode.environment_only)[0]
    ctx.emit("HazardEffectApplied", rule, card=card.id, name=card.name, mode=mode.mode.name,
             effect=primitive, amount=amount, target=target, scripted=True)
    if not hazard_scripts.apply(ctx, catalog, card.id, mode, who, ring_check):
        apply(ctx, catalog, card.id, primitive, amount, target or "", args, corruption_check)


def policy_declaration(state: State, catalog: Catalog, actions: list[str]) -> tuple[
        str, dict[str, JSON]]:
    """A reasonable declaration for the automatic player: a corruption card makes its target
    check, an Environment strengthens the next attack, anything else taps its target; "no
    effect" only when none of these applies."""
    assert state.awaited_event is not None
    card = catalog.get(state.awaited_event[0])
    prefix = f"declare:{card.id}:"
    wanted = ([effects.CORRUPTION_CHECK] if "Corruption" in card.keywords else []) + (
        [effects.ATTACK_PROWESS] if card.environment else []) + [effects.TAP]
    for name in wanted:
        if prefix + name in actions:
            return prefix + name, ({"amount": 1} if name == effects.ATTACK_PROWESS else {})
    return prefix + effects.NO_EFFECT, {}
