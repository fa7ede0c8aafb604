"""Círdan (TW-137) taps to cancel an attack on his company keyed to a Coastal Sea (version
``SINCE_VERSION`` on), in combat step 1 (CoE 3.i), before the strikes are assigned
(``character-cancel:<character>``: ``CharacterStateChanged`` to tapped, then
``AttackCanceled``). An attack keyed to the site, or one no card may cancel, is not canceled.

Fatty Bolger (TW-495) taps to cancel the strike given to another Hobbit of his company
(version ``STRIKE_SINCE_VERSION`` on, CoE 3.iv.5.1): while the defender assigns the strikes,
once the Hobbit has his, ``character-cancel:<Fatty>:<Hobbit>`` taps Fatty
(``CharacterStateChanged``) and sets the cancel on that strike (``StrikeCancelSet``), so the
strike is canceled when its turn comes (``StrikeCanceled``, as a card of the hand cancels
one). A strike the attacker's side assigns at random is resolved at once, with no moment to
cancel it, as for the cards of the hand.
"""

from __future__ import annotations

from domain.cards import Catalog, fold
from domain.engine import coe, effects
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import ally_abilities, hand_resources
from domain.rulesets.road_goes_ever_on.state import State

#: The first version of the ruleset that plays Círdan's cancel.
SINCE_VERSION = 61
CANCEL = "CoE-3.i"
KIND = "character-cancel"
#: Character card id -> the region type an attack on his company must be keyed to.
CANCELERS = {"TW-137": "coastal-sea"}
#: The first version that plays Fatty Bolger's cancel of a strike.
STRIKE_SINCE_VERSION = 72
#: Character card id -> the race of the companion whose strike he cancels.
STRIKE_CANCELERS = {"TW-495": "Hobbit"}


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def strikes_offered(played: str) -> bool:
    return played_since(played, STRIKE_SINCE_VERSION)


def _attack(state: State, catalog: Catalog, played: str) -> Attack | None:
    """The attack faced now that a character may cancel, before its strikes are assigned."""
    awaited = state.awaited_strikes
    if awaited is None or awaited.assigned:
        return None
    attack = awaited.read_attack()
    return None if hand_resources.uncancelable(state, catalog, attack, played) else attack


def cancel_actions(state: State, catalog: Catalog, played: str) -> list[Action]:
    """The untapped characters of the company who may cancel the attack faced now, or a
    strike of it given to a companion."""
    attack = _attack(state, catalog, played) if offered(played) else None
    if attack is None:
        return strike_cancel_actions(state, catalog, played)
    region = ally_abilities.keyed_region(state)
    return [Action(f"{KIND}:{c.card_id}", f"Tap {c.name} to cancel {attack.name}", CANCEL)
            for c in state.characters
            if c.untapped and region is not None and CANCELERS.get(c.card_id) == region]


def _strikes_to_cancel(state: State, catalog: Catalog, who: str) -> list[str]:
    """The companions given a strike of the attack being assigned whose strike ``who`` may
    cancel now: of his race, not himself, the strike not canceled already."""
    awaited, canceler = state.awaited_strikes, state.character(who)
    race = STRIKE_CANCELERS.get(who)
    if awaited is None or canceler is None or race is None or not canceler.untapped:
        return []
    canceled = {target for _, target, played in awaited.cards
                if any(p == effects.CANCEL_STRIKE for p, _ in played)}
    return [t for t in dict.fromkeys(awaited.assigned)
            if t != who and t not in canceled and state.character(t) is not None
            and fold(catalog.get(t).race or "") == fold(race)]


def strike_cancel_actions(state: State, catalog: Catalog, played: str) -> list[Action]:
    """Fatty Bolger's cancel of a strike given to another Hobbit (version
    ``STRIKE_SINCE_VERSION`` on)."""
    if not strikes_offered(played) or state.awaited_strikes is None:
        return []
    return [Action(f"{KIND}:{c.card_id}:{t}", f"Tap {c.name} to cancel the strike on "
                   f"{catalog.get(t).name}", coe.CANCEL_STRIKE)
            for c in state.characters for t in _strikes_to_cancel(state, catalog, c.card_id)]


def cancel(ctx: Context[State], catalog: Catalog, who: str) -> None:
    awaited = ctx.state.awaited_strikes
    assert awaited is not None
    name = awaited.read_attack().name
    who, _, target = who.partition(":")
    if target:
        ctx.emit("CharacterStateChanged", coe.CANCEL_STRIKE, character=who, state="tapped")
        ctx.emit("StrikeCancelSet", coe.CANCEL_STRIKE, character=target, by=who,
                 name=catalog.get(who).name, attack=name)
        return
    ctx.emit("CharacterStateChanged", CANCEL, character=who, state="tapped")
    ctx.emit("AttackCanceled", CANCEL, attack=name, by=catalog.get(who).name)


def refusal(state: State, catalog: Catalog, who: str, played: str) -> IllegalAction:
    """Why ``character-cancel:<who>`` is not played now, naming him and the reason."""
    who, _, target = who.partition(":")
    if target:
        return _strike_refusal(state, catalog, who, target)
    character = state.character(who)
    if character is None:
        return illegal(f"{who} is not a character of the company.", CANCEL)
    region = CANCELERS.get(who)
    if region is None:
        return illegal(f"{character.name} has no ability that cancels an attack.", CANCEL)
    if not character.untapped:
        return illegal(f"{character.name} must be untapped to cancel an attack.", CANCEL)
    if _attack(state, catalog, played) is None:
        return illegal(f"{character.name} cancels an attack that may be canceled, before its "
                       "strikes are assigned.", CANCEL)
    return illegal(f"{character.name} cancels only an attack keyed to a {region} region.",
                   CANCEL)


def _strike_refusal(state: State, catalog: Catalog, who: str, target: str) -> IllegalAction:
    """Why ``character-cancel:<who>:<target>`` (a strike's cancel) is not played now."""
    character = state.character(who)
    if character is None:
        return illegal(f"{who} is not a character of the company.", coe.CANCEL_STRIKE)
    race = STRIKE_CANCELERS.get(who)
    if race is None:
        return illegal(f"{character.name} has no ability that cancels a strike.",
                       coe.CANCEL_STRIKE)
    if not character.untapped:
        return illegal(f"{character.name} must be untapped to cancel a strike.",
                       coe.CANCEL_STRIKE)
    return illegal(f"{character.name} cancels only the strike given to another {race} of his "
                   "company, once it is given and before it is resolved.", coe.CANCEL_STRIKE)
