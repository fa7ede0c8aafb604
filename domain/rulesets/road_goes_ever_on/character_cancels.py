"""Círdan (TW-137) taps to cancel an attack on his company keyed to a Coastal Sea (version
``SINCE_VERSION`` on), in combat step 1 (CoE 3.i), before the strikes are assigned
(``character-cancel:<character>``: ``CharacterStateChanged`` to tapped, then
``AttackCanceled``). An attack keyed to the site, or one no card may cancel, is not canceled.
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal
from domain.rulesets.road_goes_ever_on import ally_abilities, hand_resources
from domain.rulesets.road_goes_ever_on.state import State

#: The first version of the ruleset that plays Círdan's cancel.
SINCE_VERSION = 61
CANCEL = "CoE-3.i"
KIND = "character-cancel"
#: Character card id -> the region type an attack on his company must be keyed to.
CANCELERS = {"TW-137": "coastal-sea"}


def offered(played: str) -> bool:
    return played.isdigit() and int(played) >= SINCE_VERSION


def _attack(state: State, catalog: Catalog) -> Attack | None:
    """The attack faced now that a character may cancel, before its strikes are assigned."""
    awaited = state.awaited_strikes
    if awaited is None or awaited.assigned:
        return None
    attack = Attack.from_json(awaited.attack)
    return None if hand_resources.uncancelable(catalog, attack) else attack


def cancel_actions(state: State, catalog: Catalog, played: str) -> list[Action]:
    """The untapped characters of the company who may cancel the attack faced now."""
    attack = _attack(state, catalog) if offered(played) else None
    if attack is None:
        return []
    region = ally_abilities.keyed_region(state)
    return [Action(f"{KIND}:{c.card_id}", f"Tap {c.name} to cancel {attack.name}", CANCEL)
            for c in state.characters
            if c.untapped and region is not None and CANCELERS.get(c.card_id) == region]


def cancel(ctx: Context[State], catalog: Catalog, who: str) -> None:
    awaited = ctx.state.awaited_strikes
    assert awaited is not None
    name = Attack.from_json(awaited.attack).name
    ctx.emit("CharacterStateChanged", CANCEL, character=who, state="tapped")
    ctx.emit("AttackCanceled", CANCEL, attack=name, by=catalog.get(who).name)


def refusal(state: State, catalog: Catalog, who: str) -> IllegalAction:
    """Why ``character-cancel:<who>`` is not played now, naming him and the reason."""
    character = state.character(who)
    if character is None:
        return illegal(f"{who} is not a character of the company.", CANCEL)
    region = CANCELERS.get(who)
    if region is None:
        return illegal(f"{character.name} has no ability that cancels an attack.", CANCEL)
    if not character.untapped:
        return illegal(f"{character.name} must be untapped to cancel an attack.", CANCEL)
    if _attack(state, catalog) is None:
        return illegal(f"{character.name} cancels an attack that may be canceled, before its "
                       "strikes are assigned.", CANCEL)
    return illegal(f"{character.name} cancels only an attack keyed to a {region} region.",
                   CANCEL)
