"""Each attack of an Assassin or a Slayer holds its strike for the defender (version
``creatures.LATE_SINCE_VERSION`` on, the creature scripts' generation 11).

Their cards let the defender cancel one of their attacks by tapping a character even after a
strike is assigned and after facing another of the attacks (CoE 3.i). So, while he still may
(an attack left to cancel, a character able to tap for it: for an Assassin, not the one it
attacks), each attack waits once its strike is assigned (``AttackHeld``): the first once the
attacker's character is picked (RGO-TARGET-2) or a Brave one nominated (RGO-CHAR-3), each
further one as it comes on that same character. Held, the defender may tap a character to
cancel that attack (``tap-to-cancel:<character>``, attack_cancels.py), play on the strike the
cards and choices of any strike, or face it (``assign-rest``). A further attack's strike is a
strike of its own: the cards and choices played on the last one are spent.

Once no character can cancel another attack, the attacks left resolve at once, as before.
The creature is defeated only if every one of its attacks is: one canceled is not, nor one
left with no one to strike.
"""

from __future__ import annotations

from domain.engine import coe, creature_scripts
from domain.engine import combat as engine
from domain.engine.combat import Attack, StrikeModifiers
from domain.errors import IllegalAction
from domain.ruleset import Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import alatar, ally_strikes, creatures, prowess_from
from domain.rulesets.road_goes_ever_on.state import Held, State

RULE = coe.CANCEL_ATTACK
#: From this version a held strike takes the choices and cards of a strike on its own
#: character only (support, staying untapped, tokens, cards played on a strike): no other
#: character of the company faces a strike of the attack.
FOCUSED_SINCE = 172


def late(played: str, attack: Attack) -> bool:
    """Whether the creature's attacks hold their strikes in the version played."""
    found = creatures.script(played, attack)
    return played_since(played, creatures.LATE_SINCE_VERSION) and found is not None \
        and found.cancels_late


def cancelers(state: State, played: str, attack: Attack, target: str | None) -> list[str]:
    """The characters who may tap to cancel one of the creature's attacks now: untapped,
    while one is left to cancel; for an Assassin, not ``target``, the one it attacks."""
    awaited = state.awaited_strikes
    if awaited is None:
        return []
    return creature_scripts.cancelers(creatures.script(played, attack), state.characters,
                                      target, len(awaited.tapped_against))


def elsewhere(state: State, played: str, who: str) -> str | None:
    """Why ``who``'s strike takes no choice or card now: the strike held is another's."""
    awaited = state.awaited_strikes
    if awaited is None or awaited.held is None or who in awaited.assigned \
            or not played_since(played, FOCUSED_SINCE):
        return None
    on, found = state.character(awaited.assigned[0]), state.character(who)
    return (f"the strike of {awaited.read_attack().name} waits on "
            f"{on.name if on else awaited.assigned[0]} alone: "
            f"{found.name if found else who} faces no strike of it")


def refused_elsewhere(state: State, played: str, who: str, rule: str) -> IllegalAction | None:
    """:func:`elsewhere` as a refusal citing ``rule``."""
    why = elsewhere(state, played, who)
    return None if why is None else illegal(f"{why[0].upper()}{why[1:]}.", rule)


def hold(ctx: Context[State], attack: Attack, target: str, held: Held) -> bool:
    """Hold the attack's strike on ``target`` for the defender, if he may still cancel it
    (True: the game waits)."""
    played = ctx.ruleset.played
    if ctx.state.awaited_strikes is None or not late(played, attack) \
            or not cancelers(ctx.state, played, attack, target):
        return False
    ctx.emit("AttackHeld", RULE, character=target, attack=attack.name, made=held.made,
             won=held.won, hurt=held.hurt, removed=held.removed)
    return True


def go_on(ctx: Context[State], attack: Attack, target: str, held: Held) -> bool | None:
    """The creature's attacks after those ``held`` counts, on ``target``: each held while the
    defender may cancel it (None: the game waits), else resolved; then the attack is over
    (True: the creature defeated; None while a check of its end waits for helpers)."""
    from domain.rulesets.road_goes_ever_on.combat import attack_over

    awaited = ctx.state.awaited_strikes
    assert awaited is not None
    total = _attacks(ctx.ruleset.played, attack)
    made, won, hurt = held.made, held.won, held.hurt
    came = alatar.joined(ctx.state)  # Alatar taps and checks corruption after the attack
    while made + _canceled(ctx.state) < total:
        if _gone(ctx.state, target) or ctx.state.outcome is not None:
            break  # no one left to strike: the attacks left are not defeated
        rule = creatures.text_rule(ctx, attack)
        ctx.emit("AttackDeclared", rule, attack=attack.to_json(),
                 keyed_to=ctx.state.keyed_to, detainment=awaited.detainment,
                 **prowess_from.again(ctx, attack))
        ctx.emit("StrikeAssigned", rule, character=target, attack=attack.name)
        if hold(ctx, attack, target, Held(made, won, hurt, held.removed)):
            return None
        beaten, wounded = _strike(ctx, attack, target)
        made, won, hurt = made + 1, won + beaten, hurt or wounded
    defeated = held.removed or engine.attack_defeated(total, won)
    allied = ally_strikes.is_ally(ctx.state, target)
    if not attack_over(ctx, attack, defeated, assigned=() if allied else (target,),
                       defeated=(target,) * won,
                       wounded=(target,) if hurt and not _gone(ctx.state, target) else (),
                       came=came):
        return None  # a check of its end waits for helpers (attack_ends.py)
    return defeated


def resume(ctx: Context[State], attack: Attack) -> bool | None:
    """The defender faces the further attack held: its strike resolves, then the creature
    goes on."""
    awaited = ctx.state.awaited_strikes
    assert awaited is not None and awaited.held is not None
    held, target = awaited.held, awaited.assigned[0]
    beaten, wounded = _strike(ctx, attack, target)
    return go_on(ctx, attack, target, Held(held.made + 1, held.won + beaten,
                                           held.hurt or wounded, held.removed))


def canceled(ctx: Context[State]) -> bool | None:
    """The attack held is canceled (its character tapped): the creature goes on with the
    next, if any is left."""
    awaited = ctx.state.awaited_strikes
    assert awaited is not None and awaited.held is not None
    return go_on(ctx, awaited.read_attack(), awaited.assigned[0], awaited.held)


def _attacks(played: str, attack: Attack) -> int:
    found = creatures.script(played, attack)
    return 1 if found is None else found.attacks


def _canceled(state: State) -> int:
    """How many of the creature's attacks the defender has canceled so far."""
    return len(state.awaited_strikes.tapped_against) if state.awaited_strikes else 0


def _gone(state: State, target: str) -> bool:
    return state.character(target) is None and not ally_strikes.is_ally(state, target)


def _strike(ctx: Context[State], attack: Attack, target: str) -> tuple[bool, bool]:
    """A further attack's one strike on ``target`` (a card of the hand may cancel it): (he
    beat it, it wounded him)."""
    from domain.rulesets.road_goes_ever_on.combat import card_name, resolve_strike
    from domain.rulesets.road_goes_ever_on.hand_resources import on_strike

    by = on_strike(ctx.state, target, card_name(ctx)).canceled
    if by is not None:
        ctx.emit("StrikeCanceled", coe.CANCEL_STRIKE, character=target, attack=attack.name,
                 by=card_name(ctx)(by))
        return False, False
    awaited = ctx.state.awaited_strikes
    assert awaited is not None
    wounded: list[str] = []
    beaten = resolve_strike(ctx, target, attack, StrikeModifiers(
        excess=creatures.excess(ctx.ruleset.played, attack)), detainment=awaited.detainment,
        armour_rule=awaited.armour_rule, struck=(target,), wounded=wounded)
    return beaten, bool(wounded)
