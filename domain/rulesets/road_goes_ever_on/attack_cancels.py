"""The defender taps characters to cancel attacks of an Assassin or a Slayer (version
``creatures.CANCELS_SINCE_VERSION`` on, the creature scripts' generation 9): while the strikes
of its attack are assigned (CoE 3.ii), ``tap-to-cancel:<character>`` taps an untapped
character of the company (``CharacterStateChanged``) and cancels one of the creature's attacks
(``CreatureAttackCanceled``, CoE 3.i): up to two of an Assassin's three, one of a Slayer's two.
The creature then makes as many attacks fewer on the character its first attack strikes; an
attack canceled is not defeated, so the creature is not either (no kill points).

The card lets the defender cancel even after a strike is assigned or another attack faced;
here it is done before the first strike, the one moment the game stops for the defender (what
is decided is the same: the attacks the creature makes). An Assassin's canceling character is
not the one it attacks: the attacker's choice (at random, RGO-TARGET-2) is among the others.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.cards import Catalog
from domain.engine import coe
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import creatures
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.decision import Decision, Rules

KIND = "tap-to-cancel"
RULE = coe.CANCEL_ATTACK


def offered(played: str) -> bool:
    return played_since(played, creatures.CANCELS_SINCE_VERSION)


def _facing(state: State, played: str) -> tuple[Attack, int] | None:
    """The attack being assigned and how many more of its attacks may still be canceled."""
    awaited = state.awaited_strikes
    if awaited is None or awaited.assigned:
        return None
    attack = Attack.from_json(awaited.attack)
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
    return [Action(f"{KIND}:{c.card_id}", f"Tap {c.name} to cancel one of the attacks of "
                   f"{attack.name}", RULE)
            for c in state.characters if c.untapped]


def cancel(ctx: Context[State], catalog: Catalog, who: str) -> None:
    awaited = ctx.state.awaited_strikes
    assert awaited is not None
    ctx.emit("CharacterStateChanged", RULE, character=who, state="tapped")
    ctx.emit("CreatureAttackCanceled", RULE, character=who, name=catalog.get(who).name,
             attack=Attack.from_json(awaited.attack).name)


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
        return illegal(f"{name} cannot tap to cancel an attack now: only while the strikes of an "
                       "Assassin or a Slayer are assigned, before the first.", RULE)
    attack, left = facing
    if character is None:
        return illegal(f"{name} is not a character of the company.", RULE)
    if not character.untapped:
        return illegal(f"{name} must be untapped to cancel an attack of {attack.name}.", RULE)
    return illegal(f"{name} cannot cancel another attack of {attack.name}: no more than "
                   f"{left + len(tapped(state))} of its attacks are canceled.", RULE)


def handle(rules: Rules, d: Decision) -> None:
    """Play ``tap-to-cancel:<character>`` (the ruleset's table of handlers)."""
    d.require(lambda: refusal(d.state, rules.catalog, d.rest, rules.played))
    cancel(d.ctx, rules.catalog, d.rest)
