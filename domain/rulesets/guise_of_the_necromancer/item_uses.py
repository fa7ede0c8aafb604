"""Items used from their bearer (CoE 2.V.4, 3.iv.5), from ``ITEMS_FROM``, as the engine
scripts them (``domain.engine.effects``) and the Hobbit family plays them
(``hobbit.moves.strike_item_refusal``, ``attack_item_refusal``):

- on the strike its bearer faces, an untapped item taps: +1 prowess (Shield of Iron-bound
  Ash), no tap unless wounded for a warrior (Great-shield of Rohan), the strike canceled if
  its hazard creature was keyed to a Wilderness (Elven Cloak);
- against an attack on his company before its strikes are assigned (CoE 3.i): the Torque of
  Hues taps with its bearer to cancel it, the Star-glass's bearer taps to cancel an Undead
  attack or weaken one by Spiders, Animals or Wolves (each then checks for corruption), a
  warrior taps the Black Arrow to weaken it (discarded unless he is a Man);
- in the organization and site phases, outside an attack: Healing Herbs' untapped bearer taps
  to heal or untap a character of his company, the Herbs discarded.

An item whose use has any other effect (Miruvor's and the Potion of Prowess's company
bonuses, The Arkenstone's untap with a check) is not offered. Items tap until the next untap
phase (CoE 2.I)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from domain.cards import Catalog
from domain.engine import coe, effects
from domain.engine.characters import Character
from domain.rulesets.guise_of_the_necromancer.hand_cards import CardPlay, fits, window
from domain.rulesets.guise_of_the_necromancer.state import Company, State
from domain.rulesets.hobbit.moves import attack_item_refusal, strike_item_refusal

#: The first version offering the items' uses.
ITEMS_FROM = 30
#: The effects an item's use may have in each window.
PLAYABLE: dict[str, frozenset[str]] = {
    effects.DURING_STRIKE: frozenset({effects.PROWESS, effects.DOES_NOT_TAP,
                                      effects.CANCEL_STRIKE}),
    effects.DURING_ATTACK: frozenset({effects.CANCEL_ATTACK, effects.CHECK_NOW,
                                      effects.ATTACK_PROWESS_NOW, effects.ATTACK_BODY_NOW}),
    effects.ANY_TIME: frozenset({effects.HEAL, effects.UNTAP}),
}


@dataclass(frozen=True, slots=True)
class ItemUse:
    """One way to use an item in play now: ``play`` applies its effects (its ``character``
    the one it acts on), ``bearer`` bears it."""

    play: CardPlay
    bearer: str
    company: str


def playable(mode: effects.Mode) -> bool:
    """Whether the Guise plays every effect of an item's ``mode`` in its window."""
    allowed = PLAYABLE.get(mode.timing, frozenset())
    return bool(mode.effects) and all(e.primitive in allowed for e in mode.effects)


def _modes(item_id: str, generations: effects.Generations) -> Iterator[effects.Mode]:
    entry = effects.scripted(item_id, generations)
    for mode in entry.modes if entry and entry.kind == effects.ITEM else ():
        if playable(mode):
            yield mode


def _use(item: str, bearer: Character, company: Company, mode: effects.Mode, rule: str,
         label: str, character: str) -> ItemUse:
    suffix = f":{character}" if mode.target == effects.CHARACTER else ""
    return ItemUse(CardPlay(f"use:{item}:{bearer.card_id}:{mode.name}{suffix}", label, rule,
                            item, mode, character), bearer.card_id, company.id)


def uses(state: State, catalog: Catalog, generations: effects.Generations) -> list[ItemUse]:
    """The items' uses open now (``generations``: of the engine's scripts read)."""
    timing = window(state)
    fight = state.fight
    if timing is None:
        return []
    out: list[ItemUse] = []
    if fight is not None:
        company = state.company(fight.company)
        if company is None:
            return []
        facing = company.character(fight.facing or "")
        if timing == effects.DURING_STRIKE and facing is not None:
            for item in dict.fromkeys(i.card_id for i in facing.items):
                out += [_use(item, facing, company, m, coe.ITEM_IN_USE,
                             f"Tap {catalog.get(item).name} borne by {facing.name}: {m.name}",
                             facing.card_id)
                        for m in _modes(item, generations)
                        if m.timing == effects.DURING_STRIKE and m.taps_item
                        and strike_item_refusal(state.tapped_items, fight, facing, item, m)
                        is None]
        if timing == effects.DURING_ATTACK:
            for bearer in company.characters:
                for item in dict.fromkeys(i.card_id for i in bearer.items):
                    out += [_use(item, bearer, company, m, coe.ITEM_IN_USE,
                                 f"Use {catalog.get(item).name} borne by {bearer.name}: "
                                 f"{m.name} the attack", bearer.card_id)
                            for m in _modes(item, generations)
                            if m.target == effects.BEARER and attack_item_refusal(
                                state.tapped_items, fight, catalog, item, bearer, m.name,
                                generations) is None]
        return out
    for company in state.companies:
        for bearer in company.characters:
            for item in dict.fromkeys(i.card_id for i in bearer.items):
                for mode in _modes(item, generations):
                    if mode.timing != effects.ANY_TIME or mode.target != effects.CHARACTER \
                            or mode.taps_bearer and not bearer.untapped \
                            or mode.taps_item and (item, bearer.card_id) in state.tapped_items:
                        continue
                    out += [_use(item, bearer, company, mode, coe.ITEM_IN_USE,
                                 f"Discard {catalog.get(item).name} borne by {bearer.name}: "
                                 f"{mode.name} {who.name}", who.card_id)
                            for who in company.characters if fits(mode, who)]
    return out



def why_not(state: State, catalog: Catalog, generations: effects.Generations,
            item: str, bearer_id: str, mode_name: str, target: str) -> str:
    """Why ``bearer_id`` cannot use ``item`` in ``mode_name`` (on ``target``) now ("": no
    reason found): its bearer, the use the scenario offers, its window, the refusals the
    Hobbit family shares, the character it acts on."""
    company = state.company_of(bearer_id)
    bearer = company.character(bearer_id) if company else None
    if company is None or bearer is None:
        return f"{bearer_id or 'no one'} is not a character in play"
    if not bearer.bears(item):
        return f"{bearer.name} does not bear it"
    mode = next((m for m in _modes(item, generations) if m.name == mode_name), None)
    if mode is None:
        return f"the scenario offers no use {mode_name!r} of it"
    timing = window(state)
    fight = state.fight
    if mode.timing == effects.DURING_STRIKE:
        if timing != effects.DURING_STRIKE or fight is None or fight.facing != bearer_id:
            return f"it is used against the strike {bearer.name} faces"
        return strike_item_refusal(state.tapped_items, fight, bearer, item, mode) or ""
    if mode.timing == effects.DURING_ATTACK:
        ready = fight if timing == effects.DURING_ATTACK and fight is not None \
            and fight.company == company.id else None
        return attack_item_refusal(state.tapped_items, ready, catalog, item, bearer, mode_name,
                                   generations) or ""
    if timing != effects.ANY_TIME:
        return "it is used in the organization or site phase, outside an attack"
    if mode.taps_bearer and not bearer.untapped:
        return f"{bearer.name} is {bearer.state} and must tap to use it"
    who = company.character(target)
    if who is None or not fits(mode, who):
        return f"it acts on a character of {bearer.name}'s company it can {mode.name}, " \
               f"not {who.name if who else target or 'no one'}"
    return ""
