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
  to heal or untap a character of his company, the Herbs discarded; from ``TURN_USES_FROM``
  Miruvor (+2 body, not above 10) and the Potion of Prowess (+1 prowess) are discarded to
  bolster every character of their bearer's company until the end of the turn
  (``CompanyBolstered``), and The Arkenstone taps to untap a Dwarf of its bearer's company,
  who then checks corruption at -2; from ``STRIKE_BOLSTERS_FROM`` the character facing a
  strike discards Miruvor or the Potion of Prowess he bears against it too (CoE 3.iv.5).

Items tap until the next untap phase (CoE 2.I)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from domain.cards import Catalog
from domain.engine import coe, effect_words, effects, turn_bonuses
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.ruleset import played_since
from domain.rulesets.guise_of_the_necromancer import permanent_events
from domain.rulesets.guise_of_the_necromancer.hand_cards import CardPlay, fits, held_by, window
from domain.rulesets.guise_of_the_necromancer.state import Company, State
from domain.rulesets.hobbit import kept_untapped
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
#: The first version offering the uses of ``TURN_PLAYABLE`` too.
TURN_USES_FROM = 32
#: What an item's use may do besides outside an attack from ``TURN_USES_FROM``: bolster every
#: character of its bearer's company until the end of the turn (Miruvor, the Potion of
#: Prowess), make the character it untaps check corruption (The Arkenstone).
TURN_PLAYABLE = frozenset({effects.COMPANY_BODY, effects.COMPANY_PROWESS, effects.CHECK_NOW})
#: The first version in which the character facing a strike may use, against it, an item of
#: ``TURN_PLAYABLE`` he bears that bolsters his company for the turn (Miruvor, the Potion of
#: Prowess): CoE 3.iv.5 lets the cards the character facing the strike controls act on it,
#: and the bonus counts in his strike roll or his body check. One another character bears is
#: still not used in an attack (CoE 3.iv.5 names the facing character's cards only).
STRIKE_BOLSTERS_FROM = 114
#: The bonus each character of the company is given, as the state keeps it with the turn's
#: other bonuses (``State.turn_bonuses``): the prowess as a card's prowess for the turn
#: (``turn_bonuses.PROWESS``), the body under its maximum (``effects.COMPANY_BODY_MAX``).
COMPANY_STATS = {effects.COMPANY_PROWESS: turn_bonuses.PROWESS,
                 effects.COMPANY_BODY: effects.COMPANY_BODY}


def company_body(bonuses: Iterable[turn_bonuses.Bonus], who: str, body: int,
                 name: Callable[[str], str]) -> list[Modifier]:
    """The body the items used for his company give ``who`` this turn (``COMPANY_STATS``), as
    modifiers of his body check's roll, raising his ``body`` no higher than
    ``effects.COMPANY_BODY_MAX``."""
    out = []
    for card, amount in turn_bonuses.found(bonuses, who, effects.COMPANY_BODY):
        given = max(0, min(amount, effects.COMPANY_BODY_MAX - body))
        body += given
        if given:
            out.append(Modifier(-given, f"card:{card}", f"{name(card)} for the rest of the "
                                f"turn (body {given:+d}, not above "
                                f"{effects.COMPANY_BODY_MAX})", turn_bonuses.RULE))
    return out


@dataclass(frozen=True, slots=True)
class ItemUse:
    """One way to use an item in play now: ``play`` applies its effects (its ``character``
    the one it acts on), ``bearer`` bears it."""

    play: CardPlay
    bearer: str
    company: str


def playable(mode: effects.Mode, played: str) -> bool:
    """Whether the Guise's version ``played`` plays every effect of an item's ``mode`` in its
    window."""
    allowed = PLAYABLE.get(mode.timing, frozenset())
    if mode.timing == effects.ANY_TIME and played_since(played, TURN_USES_FROM):
        allowed |= TURN_PLAYABLE
    return bool(mode.effects) and all(e.primitive in allowed for e in mode.effects)


def bolsters(mode: effects.Mode) -> bool:
    """Whether ``mode`` only bolsters its bearer's company for the turn (``COMPANY_STATS``)."""
    return mode.timing == effects.ANY_TIME and mode.target == effects.NO_TARGET \
        and bool(mode.effects) and all(e.primitive in COMPANY_STATS for e in mode.effects)


def bolsters_on_strike(mode: effects.Mode, played: str) -> bool:
    """Whether version ``played`` lets ``mode`` be used by the character facing a strike
    against it (``STRIKE_BOLSTERS_FROM``)."""
    return bolsters(mode) and played_since(played, STRIKE_BOLSTERS_FROM)


def _modes(item_id: str, generations: effects.Generations,
           played: str) -> Iterator[effects.Mode]:
    entry = effects.scripted(item_id, generations)
    for mode in entry.modes if entry and entry.kind == effects.ITEM else ():
        if playable(mode, played):
            yield mode


def _use(item: str, bearer: Character, company: Company, mode: effects.Mode, rule: str,
         label: str, character: str) -> ItemUse:
    """The use; a mode acting on no one names its bearer as ``character``, whose company it
    bolsters."""
    suffix = f":{character}" if mode.target == effects.CHARACTER else ""
    return ItemUse(CardPlay(f"use:{item}:{bearer.card_id}:{mode.name}{suffix}", label, rule,
                            item, mode, character), bearer.card_id, company.id)


def uses(state: State, catalog: Catalog, generations: effects.Generations,
         played: str) -> list[ItemUse]:
    """The items' uses open now (``generations``: of the engine's scripts read; ``played``:
    the version played)."""
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
            held = held_by(state, played) is not None  # no second way to keep him untapped
            for item in dict.fromkeys(i.card_id for i in facing.items):
                out += [_use(item, facing, company, m, coe.ITEM_IN_USE,
                             f"Tap {catalog.get(item).name} borne by {facing.name}: "
                             f"{effect_words.told(m.effects, facing.name)}",
                             facing.card_id)
                        for m in _modes(item, generations, played)
                        if m.timing == effects.DURING_STRIKE and m.taps_item
                        and not (held and kept_untapped.keeps(m))
                        and strike_item_refusal(state.tapped_items, fight, facing, item, m)
                        is None]
                out += [_use(item, facing, company, m, coe.STRIKE_RESOURCES,
                             f"Discard {catalog.get(item).name} borne by {facing.name}: "
                             f"{effect_words.told(m.effects, facing.name)} (his company)",
                             facing.card_id)
                        for m in _modes(item, generations, played)
                        if bolsters_on_strike(m, played)]
        if timing == effects.DURING_ATTACK:
            for bearer in company.characters:
                for item in dict.fromkeys(i.card_id for i in bearer.items):
                    out += [_use(item, bearer, company, m, coe.ITEM_IN_USE,
                                 f"Use {catalog.get(item).name} borne by {bearer.name}: "
                                 f"{effect_words.told(m.effects, bearer.name)}",
                                 bearer.card_id)
                            for m in _modes(item, generations, played)
                            if m.target == effects.BEARER and attack_item_refusal(
                                state.tapped_items, fight, catalog, item, bearer, m.name,
                                generations) is None]
        return out
    for company in state.companies:
        for bearer in company.characters:
            for item in dict.fromkeys(i.card_id for i in bearer.items):
                for mode in _modes(item, generations, played):
                    if mode.timing != effects.ANY_TIME \
                            or mode.taps_bearer and not bearer.untapped \
                            or mode.taps_item and (item, bearer.card_id) in state.tapped_items:
                        continue
                    verb = "Tap" if mode.taps_item else "Discard"
                    label = f"{verb} {catalog.get(item).name} borne by {bearer.name}: "
                    if mode.target == effects.NO_TARGET:
                        out.append(_use(item, bearer, company, mode, coe.ITEM_IN_USE,
                                        label + effect_words.told(mode.effects, bearer.name),
                                        bearer.card_id))
                        continue
                    out += [_use(item, bearer, company, mode, coe.ITEM_IN_USE,
                                 label + effect_words.told(mode.effects, who.name),
                                 who.card_id)
                            for who in company.characters if fits(mode, who)
                            and not permanent_events.untap_problem(state, catalog, mode, who)]
    return out



def why_not(state: State, catalog: Catalog, generations: effects.Generations, played: str,
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
    mode = next((m for m in _modes(item, generations, played) if m.name == mode_name), None)
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
    if timing == effects.DURING_STRIKE and bolsters_on_strike(mode, played):
        if fight is None or fight.facing != bearer_id:
            return "it is used in the organization or site phase, outside an attack, or " \
                   "against the strike its bearer faces"
    elif timing != effects.ANY_TIME:
        return "it is used in the organization or site phase, outside an attack"
    if mode.taps_bearer and not bearer.untapped:
        return f"{bearer.name} is {bearer.state} and must tap to use it"
    if mode.taps_item and (item, bearer_id) in state.tapped_items:
        return "it is tapped"
    if mode.target == effects.NO_TARGET:
        return ""
    who = company.character(target)
    if who is None or not fits(mode, who):
        return f"it acts on a character of {bearer.name}'s company it can {mode.name}, " \
               f"not {who.name if who else target or 'no one'}"
    return permanent_events.untap_problem(state, catalog, mode, who)
