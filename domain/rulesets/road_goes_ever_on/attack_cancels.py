"""The defender taps characters to cancel attacks of an Assassin or a Slayer (version
``creatures.CANCELS_SINCE_VERSION`` on, the creature scripts' generation 9): while the strikes
of its attack are assigned (CoE 3.ii), ``tap-to-cancel:<character>`` taps an untapped
character of the company (``CharacterStateChanged``) and cancels one of the creature's attacks
(``CreatureAttackCanceled``, CoE 3.i): up to two of an Assassin's three, one of a Slayer's two.
The creature then makes as many attacks fewer on the character its first attack strikes; an
attack canceled is not defeated, so the creature is not either (no kill points).

The card lets the defender cancel even after a strike is assigned or another attack faced;
up to version ``creatures.LATE_SINCE_VERSION`` it is done before the first strike, the one
moment the game stops for the defender. From it, each attack's strike is held for him while he
may still cancel one (held_attacks.py): a character tapped then cancels the attack held, and
for an Assassin he is not the one it attacks. Before the first strike is assigned an
Assassin's canceling character is kept out of the attacker's choice (at random, RGO-TARGET-2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.cards import Catalog
from domain.engine import coe
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import creatures, held_attacks
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.decision import Decision, Rules

KIND = "tap-to-cancel"
RULE = coe.CANCEL_ATTACK


def offered(played: str) -> bool:
    return played_since(played, creatures.CANCELS_SINCE_VERSION)


def _facing(state: State, played: str) -> tuple[Attack, int] | None:
    """The attack being assigned (or its strike held, held_attacks.py) and how many more of
    its attacks may still be canceled."""
    awaited = state.awaited_strikes
    if awaited is None or (awaited.assigned and awaited.held is None):
        return None
    attack = awaited.read_attack()
    found = creatures.script(played, attack)
    if found is None or not found.canceled_by_tapping:
        return None
    return attack, found.canceled_by_tapping - len(awaited.tapped_against)


def actions(state: State, played: str) -> list[Action]:
    """An untapped character of the company to tap for each attack still to cancel."""
    facing = _facing(state, played) if offered(played) else None
    if facing is None or facing[1] <= 0:
        return []
    attack, _ = facing
    held = _held_target(state)
    what = f"the attack of {attack.name} on {_name(state, held)}" if held \
        else f"one of the attacks of {attack.name}"
    return [Action(f"{KIND}:{c}", f"Tap {_name(state, c)} to cancel {what}", RULE)
            for c in held_attacks.cancelers(state, played, attack, held)] if held \
        else [Action(f"{KIND}:{c.card_id}", f"Tap {c.name} to cancel {what}", RULE)
              for c in state.characters if c.untapped]


def _held_target(state: State) -> str | None:
    """The character an attack's held strike is on (None: no strike is held)."""
    awaited = state.awaited_strikes
    return awaited.assigned[0] if awaited is not None and awaited.held is not None else None


def _name(state: State, who: str | None) -> str:
    found = state.character(who) if who else None
    return found.name if found is not None else str(who)


def cancel(ctx: Context[State], catalog: Catalog, who: str) -> None:
    awaited = ctx.state.awaited_strikes
    assert awaited is not None
    ctx.emit("CharacterStateChanged", RULE, character=who, state="tapped")
    ctx.emit("CreatureAttackCanceled", RULE, character=who, name=catalog.get(who).name,
             attack=awaited.read_attack().name)


def tapped(state: State) -> tuple[str, ...]:
    """The characters tapped to cancel attacks of the attack being resolved."""
    return state.awaited_strikes.tapped_against if state.awaited_strikes else ()


def pool(candidates: list[str], tappers: tuple[str, ...], played: str,
         attack: Attack) -> list[str]:
    """The characters the creature may attack: for an Assassin, none tapped to cancel one of
    its attacks while another remains."""
    found = creatures.script(played, attack)
    if found is None or not found.tapper_not_defender:
        return candidates
    return [c for c in candidates if c not in tappers] or candidates


def refusal(state: State, catalog: Catalog, who: str, played: str) -> IllegalAction:
    """Why ``tap-to-cancel:<who>`` is not taken now, naming him and the reason."""
    character = state.character(who)
    name = catalog.get(who).name if who in catalog else who
    facing = _facing(state, played)
    if facing is None:
        waits = state.awaited_strikes is not None and held_attacks.late(
            played, state.awaited_strikes.read_attack())
        return illegal(f"{name} cannot tap to cancel an attack now: only while the strikes of an "
                       "Assassin or a Slayer are assigned, before the first"
                       + (", or while one of its strikes waits" if waits else "") + ".", RULE)
    attack, left = facing
    if character is None:
        return illegal(f"{name} is not a character of the company.", RULE)
    if not character.untapped:
        return illegal(f"{name} must be untapped to cancel an attack of {attack.name}.", RULE)
    held = _held_target(state)
    if left > 0 and who == held and who not in held_attacks.cancelers(state, played, attack,
                                                                        held):
        return illegal(f"{name} cannot tap to cancel the attack of {attack.name} on himself: "
                       "another character of the company taps.", RULE)
    return illegal(f"{name} cannot cancel another attack of {attack.name}: no more than "
                   f"{left + len(tapped(state))} of its attacks are canceled.", RULE)


def handle(rules: Rules, d: Decision) -> bool | None:
    """Play ``tap-to-cancel:<character>``; with a strike held, the creature goes on with its
    next attack (held_attacks.canceled): True or False once the attack is over (the creature
    defeated or not), None while the game waits."""
    d.require(lambda: refusal(d.state, rules.catalog, d.rest, rules.played))
    cancel(d.ctx, rules.catalog, d.rest)
    if _held_target(d.state) is None:
        return None
    return held_attacks.canceled(d.ctx)
