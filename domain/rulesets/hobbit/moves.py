"""The legal actions every Hobbit scenario offers the same way, each with a stable id: the
strikes of an attack, an eliminated character's items, short-events and items used at any
time, cards played by declaring their effect, items played at a site, transfers."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from domain.cards import Card, Catalog, fold
from domain.engine import (
    coe,
    dragons,
    effect_words,
    effects,
    gates_treatments,
    item_places,
    turn_bonuses,
)
from domain.engine.characters import Character
from domain.engine.combat import (
    Attack,
    defender_may_assign,
    halved_strikes,
    halving_problem,
    inheritance_problem,
)
from domain.engine.company import STANDARD_HALF_RACES, company_size
from domain.engine.items import item_play_problem
from domain.engine.movement import site_at
from domain.immutable import direct_init, replace
from domain.ruleset import Action
from domain.rulesets.hobbit.state import ASSIGNING, ENTERED, SITE, HobbitState
from domain.text import keyed_place


@direct_init
@dataclass(frozen=True, slots=True)
class Move:
    """What an action does: its kind and the cards, mode, target or place it is about."""

    kind: str
    card: str = ""
    mode: str = ""
    target: str = ""
    place: str = ""
    holder: str = ""


Add = Callable[..., None]
Legal = dict[str, tuple[Action, Move]]


def with_params(out: Legal, card: str, params: Mapping[str, str],
                candidates: Mapping[str, tuple[str, ...]] | None = None) -> Legal:
    """``out`` with ``params`` (and the ``candidates`` of those that take one of a set) added
    to each play of ``card`` from the hand it offers (the family's ``play:``, the Guise's
    ``resource:``)."""
    return {key: ((replace(action, params={**action.params, **params},
                           candidates={**action.candidates, **(candidates or {})}), move)
                  if move.card == card and move.kind in ("event", "resource") else (action, move))
            for key, (action, move) in out.items()}


def collector(out: Legal) -> Add:
    """``add(action_id, label, rule, move, params=None, candidates=None)`` into ``out``."""
    def add(action_id: str, label: str, rule: str, move: Move,
            params: dict[str, str] | None = None,
            candidates: dict[str, tuple[str, ...]] | None = None) -> None:
        out[action_id] = (Action(action_id, label, rule, params or {}, candidates or {}), move)
    return add


def transfer_moves(state: HobbitState, add: Add) -> None:
    """CoE 2.II.5: any character may give an item to another (then makes a corruption check)."""
    for giver in state.company:
        for item in giver.items:
            for taker in state.company:
                if taker.card_id != giver.card_id:
                    add(f"transfer:{item.card_id}:{giver.card_id}:{taker.card_id}",
                        f"{giver.name} gives {item.name} to {taker.name} (corruption "
                        "check)", coe.TRANSFER_ITEM,
                        Move("transfer", card=item.card_id, holder=giver.card_id,
                             target=taker.card_id))


def hoard_refused(item: Card, site: Card, hoards: bool) -> bool:
    """Where the version follows The Dragons' insert (``hoards``), a hoard item is played
    only at a Dragon's lair (TD-HOARD-1, TD-HOARD-4)."""
    return hoards and dragons.hoard_item_problem(item, site) is not None


#: The origin of an attack no card cancels, nor its strike (Lucky Search's, ``lucky_search``).
UNCANCELED = "lucky-search"
NOT_CANCELED = "the strike of Lucky Search cannot be canceled"
_CANCELS = (effects.CANCEL_ATTACK, effects.CANCEL_STRIKE)


class Originated(Protocol):
    """Where an attack under way comes from (the family's ``Combat``, the Guise of the
    Necromancer's ``Fight``): ``UNCANCELED`` for Lucky Search's."""

    @property
    def origin(self) -> str: ...


def cancel_problem(combat: Originated | None, mode: effects.Mode) -> str | None:
    """Why ``mode`` cannot be played on the attack under way: it cancels one that no card
    cancels (None: it may)."""
    if combat is None or combat.origin != UNCANCELED \
            or not any(e.primitive in _CANCELS for e in mode.effects):
        return None
    return NOT_CANCELED


def site_here(state: HobbitState, catalog: Catalog) -> Card | None:
    """The company's site as a resource treats it this turn (Quiet Lands with Gates of
    Morning, ``gates_treatments``): the site card its location names
    (``engine.movement.site_at``: Morannon's site, not the card standing for it); None where it
    stands in a region of There and Back Again's row. Burglar's ``moves.site_of`` and its
    hazard events' site read it; a site as printed is ``HobbitRules._printed_site``."""
    site = site_at(catalog, state.location)
    return None if site is None else gates_treatments.treated_site(site,
                                                                   state.resource_treatments)


def information_site_problem(state: HobbitState, catalog: Catalog) -> str | None:
    """Why a card played at a site where Information is playable cannot be played now (None:
    it can): in the site phase once the site is entered, at an untapped site whose card makes
    Information playable (Ringlore, Far-sight)."""
    if state.phase != SITE or state.step != ENTERED or state.pending_attacks \
            or state.combat is not None:
        return "it is played in the site phase, once the site is entered"
    site = site_here(state, catalog)
    return information_problem(site, state.location,
                               site is not None and site.id in state.tapped_sites)


def information_problem(site: Card | None, place: str, tapped: bool) -> str | None:
    """Why a card played where Information is playable cannot be played at ``site`` (the
    company's, named ``place``; ``tapped``: whether it is) (None: it can)."""
    if site is None or not site.playable_information:
        return f"Information is not playable at {place}"
    if tapped:
        return f"{site.name} is tapped"
    return None


def site_type_named(mode: effects.Mode, site: Card | None, place: str) -> str | None:
    """Why a mode played at a site of the types it names cannot be played at ``site`` (the
    company's, named ``place``) (None: it can)."""
    if site is None or site.site_type not in mode.at_site_types:
        named = " or ".join(t.capitalize() for t in mode.at_site_types)
        return f"it is played at a {named}, and {place} is none"
    return None


def site_type_problem(state: HobbitState, catalog: Catalog, mode: effects.Mode, *,
                      card_named: bool) -> str | None:
    """Why a mode played at a site of the types it names cannot be played now (None: it can,
    or it names none): at a site of one of those types, tapped or not, in the site phase once
    the site is entered and its automatic-attacks faced (where the mode is played then); and
    Great-road once a turn. ``card_named``: the version played read the first card the
    location names, site or not (Burglar before ``SITE_LOOKUP_FROM``: at Morannon the card
    standing for the site, of no site type), not its site (``site_here``)."""
    if mode.at_site_named and fold(state.location) != fold(mode.at_site_named):
        return f"it is played with the company at {mode.at_site_named}, and it is at " \
               f"{state.location}"
    if mode.at_information_site:
        return information_site_problem(state, catalog)
    if not mode.at_site_types:
        return None
    if mode.phase == SITE and (state.step != ENTERED or state.pending_attacks
                               or state.combat is not None):
        return "it is played in the site phase, once the site is entered"
    # The company's location: a site, or a region of There and Back Again's row; as a
    # resource treats it this turn (Quiet Lands with Gates of Morning).
    site = site_here(state, catalog)
    if card_named:  # before site_here was read here: the first card of the location's name
        first = next(iter(catalog.find_all(state.location, "Hero")), None)
        site = None if first is None else gates_treatments.treated_site(
            first, state.resource_treatments)
    if (unfit := site_type_named(mode, site, state.location)) is not None:
        return unfit
    if state.road_home and any(e.primitive == effects.GREAT_ROAD for e in mode.effects):
        return "it is played on the company once a turn"
    return None


#: The item classes a scout's search lets another character play (Thorough Search).
SEARCHED_CLASSES = ("minor", "major", "gold-ring")


def search_problem(state: HobbitState) -> str | None:
    """Why a scout cannot search the site now (None: he can): in the site phase, once it is
    entered and its automatic-attacks faced, with another character in his company, once a
    turn."""
    if state.phase != SITE or state.step != ENTERED or state.pending_attacks \
            or state.combat is not None:
        return "it is played in the site phase, once the site is entered"
    if state.searched_by:
        return "the site has been searched this turn"
    if len(state.company) < 2:
        return "no other character of the company is there to play an item"
    return None


def search_moves(state: HobbitState, catalog: Catalog, site: Card, add: Add,
                 places: bool = False) -> None:
    """The items another character of a searching scout's company may play at the site, the
    site tapped or not, without tapping it (a minor, major or gold ring item its class lets
    be played there; with ``places``, not at a site type its card bars,
    ``engine.item_places``, as an item played otherwise)."""
    if not state.searched_by:
        return
    for card in sorted(set(state.hand)):
        item = catalog.get(card)
        if not item.is_item or item.item_class not in SEARCHED_CLASSES \
                or item.item_class not in site.playable_items \
                or places and item_places.place_problem(item, site) is not None:
            continue
        for bearer in state.company:
            if bearer.card_id != state.searched_by and bearer.untapped:
                add(f"search:{card}:{bearer.card_id}",
                    f"Play {item.name} on {bearer.name} by the search (the site does not tap)",
                    coe.PLAY_ITEM, Move("item", card=card, target=bearer.card_id,
                                        mode="search"))


def item_moves(state: HobbitState, catalog: Catalog, site: Card, add: Add,
               bearers: list[Character] | None = None, hoards: bool = False,
               places: bool = False, search_places: bool = False) -> None:
    """CoE 2.V.4: an item from the hand on an untapped bearer at an untapped site (``site``,
    the company's as the version reads it; a hoard item only at a lair where ``hoards``; with
    ``places``, a special item at the site its card names, an item not at a site type its
    card bars, ``engine.item_places``; with ``search_places``, so an item a search lets be
    played too)."""
    for card in sorted(set(state.hand)):
        item_card = catalog.get(card)
        if not item_card.is_item or hoard_refused(item_card, site, hoards):
            continue
        for bearer in state.company if bearers is None else bearers:
            if item_play_problem(item_card, site, site.id in state.tapped_sites,
                                 bearer, places) is None:
                add(f"play:{card}:{bearer.card_id}",
                    f"Play {item_card.name} on {bearer.name}",
                    coe.PLAY_ITEM, Move("item", card=card, target=bearer.card_id))
    search_moves(state, catalog, site, add, search_places)


def combat_moves(state: HobbitState, catalog: Catalog, add: Add, attacker_rule: str,
                 wizard: str | None = None, wizard_rule: str = "",
                 generations: effects.Generations = effects.FIRST,
                 attacker_chooses: bool = False, allies: Sequence[Character] = (), *,
                 card_named: bool) -> None:
    """Before strikes are assigned: cancel, assign (unless the attacker chooses every
    defender), let the attacker assign the rest; then the order of the strikes; then what may
    be done before a strike's roll. ``generations``: the scripted cards played
    (``effects.scripted``); ``allies``: the allies that may face a strike, each as one who
    fights (CoE 2.V.2.2): an ally facing a strike only rolls; ``card_named``: as
    ``site_type_problem``."""
    combat = state.combat
    assert combat is not None
    attack = combat.attack
    if combat.stage == ASSIGNING:
        if not combat.assigned:
            if wizard is not None and wizard in state.hand:
                add("wizard:cancel-attack", "Play the Wizard: cancel the attack", wizard_rule,
                    Move("wizard", card=wizard, mode=effects.CANCEL_ATTACK))
            for card in sorted(set(state.hand)):
                event_moves(state, card, effects.DURING_ATTACK, add, generations, catalog,
                            card_named=card_named)
            item_moves_on_attack(state, catalog, add, generations)
        for c in () if attacker_chooses else (*state.company, *allies):
            if defender_may_assign(c, combat.assigned, attack.strikes) is None:
                add(f"assign:{c.card_id}", f"{c.name} faces a strike", coe.DEFENDER_ASSIGNS,
                    Move("assign", target=c.card_id))
        # With every strike given, none is left for the attacker: the choice goes on to
        # resolving them, each in the order the defender picks (CoE 3.iv), as The Road cites it.
        if len(combat.assigned) >= attack.strikes:
            add("assign-done", "Resolve the strikes", coe.STRIKE_ORDER, Move("assign-done"))
        else:
            add("assign-done", "Let the attacker assign the remaining strikes", attacker_rule,
                Move("assign-done"))
        return
    if combat.striking is None:
        for character_id in combat.waiting:
            waiting = state.character(character_id) or next(
                (a for a in allies if a.card_id == character_id), None)
            if waiting is not None:
                add(f"resolve:{character_id}", f"{waiting.name} resolves the next strike",
                    coe.STRIKE_ORDER, Move("resolve", target=character_id))
        return
    facing = state.character(combat.facing or "")
    ally = next((a for a in allies if a.card_id == combat.facing), None)
    if ally is not None:
        add("roll", f"Roll for {ally.name} against the strike", coe.STRIKE_ROLL, Move("roll"))
    if facing is None:
        return
    if facing.untapped and not combat.stay_untapped:
        add("stay-untapped", f"{facing.name} takes -3 to stay untapped", coe.STAY_UNTAPPED,
            Move("stay-untapped"))
    for c in state.company:
        if c.untapped and c.card_id not in combat.assigned:
            add(f"support:{c.card_id}", f"{c.name} taps to support {facing.name} (+1)",
                coe.SUPPORT, Move("support", target=c.card_id))
    # Only the hand's events for a strike are offered here: an item in the hand (Miruvor) is
    # played only at a site in the site phase (CoE 2.V.4), while an item borne (Miruvor's +2
    # body too) is used as ``any_time_moves`` offers it beside these choices.
    for card in sorted(set(state.hand)):
        event_moves(state, card, effects.DURING_STRIKE, add, generations, catalog,
                    card_named=card_named)
    item_moves_on_strike(state, facing, add, generations)
    add("roll", f"Roll for {facing.name} against the strike", coe.STRIKE_ROLL, Move("roll"))


def legacy_moves(state: HobbitState, add: Add) -> None:
    """CoE 3.I.2: each unwounded companion may take one of the eliminated character's items."""
    for item in state.legacy:
        for heir_id in state.open_heirs:
            heir = state.character(heir_id)
            if heir is not None and inheritance_problem(item.card_id, heir_id,
                                                        [i.card_id for i in state.legacy],
                                                        state.open_heirs) is None:
                add(f"inherit:{item.card_id}:{heir_id}", f"{heir.name} takes {item.name}",
                    coe.ELIMINATED, Move("inherit", card=item.card_id, target=heir_id))
    add("inherit-done", "Discard the items no one takes", coe.ELIMINATED, Move("inherit-done"))


def any_time_moves(state: HobbitState, catalog: Catalog, add: Add, wizard: str | None = None,
                   wizard_rule: str = "",
                   declarable: Callable[[Card], bool] | None = None,
                   generations: effects.Generations = effects.FIRST,
                   half_races: tuple[str, ...] = STANDARD_HALF_RACES,
                   influencers: Collection[str] = (), *, card_named: bool) -> None:
    """The Wizard's untap and heal, short-events and items usable now, declared cards (every
    unscripted card that is not an item, or those ``declarable`` admits); ``influencers``: the
    characters who may make an influence attempt now, whom a card for it is played on;
    ``card_named``: as ``site_type_problem``."""
    if wizard is not None and wizard in state.hand:
        for c in state.company:
            if c.state == "tapped":
                add(f"wizard:untap:{c.card_id}", f"Play the Wizard: untap {c.name}",
                    wizard_rule, Move("wizard", card=wizard, mode=effects.UNTAP,
                                      target=c.card_id))
            if c.wounded:
                add(f"wizard:heal:{c.card_id}", f"Play the Wizard: {c.name} to untapped",
                    wizard_rule, Move("wizard", card=wizard, mode=effects.HEAL,
                                      target=c.card_id))
    for card in sorted(set(state.hand)):
        event_moves(state, card, effects.ANY_TIME, add, generations, catalog, half_races,
                    influencers, card_named=card_named)
    for bearer in state.company:
        for item in bearer.items:
            entry = effects.scripted(item.card_id, generations)
            for mode in entry.modes if entry else ():
                if mode.taps_bearer and not bearer.untapped or mode.timing != effects.ANY_TIME \
                        or mode.taps_item and (item.card_id, bearer.card_id) in state.tapped_items:
                    continue
                if mode.target == effects.NO_TARGET:
                    add(f"use:{item.card_id}:{bearer.card_id}:{mode.name}",
                        f"Discard {item.name} borne by {bearer.name}: "
                        f"{effect_words.told(mode.effects, bearer.name)}",
                        coe.ITEM_IN_USE,
                        Move("use", card=item.card_id, holder=bearer.card_id, mode=mode.name))
                    continue
                verb = "Tap" if mode.taps_item else "Discard"
                for target in targets(state, mode):
                    add(f"use:{item.card_id}:{bearer.card_id}:{mode.name}:{target.card_id}",
                        f"{verb} {item.name} borne by {bearer.name}: "
                        f"{effect_words.told(mode.effects, target.name)}", coe.ITEM_IN_USE,
                        Move("use", card=item.card_id, holder=bearer.card_id, mode=mode.name,
                             target=target.card_id))
    for card in sorted(set(state.hand)):
        in_hand = catalog.get(card)
        if card != wizard and effects.scripted(card, generations) is None and not in_hand.is_item \
                and (declarable is None or declarable(in_hand)):
            add(f"declare:{card}",
                f"Play {in_hand.name}, declaring its effect (a player ruling)",
                "declared-effect", Move("declare", card=card),
                {"effect": "|".join(effects.VOCABULARY), "target": "character id or hazard id",
                 "amount": f"-{effects.MAX_DECLARED_AMOUNT}..{effects.MAX_DECLARED_AMOUNT}"},
                # what a target may be: a character of the company, a hazard face up in the row
                {"effect": tuple(effects.VOCABULARY),
                 "target": (*(c.card_id for c in state.company), *state.row)})


def item_moves_on_strike(state: HobbitState, facing: Character, add: Add,
                         generations: effects.Generations) -> None:
    """The items of the character facing a strike that tap to help him against it: an
    untapped item whose mode needs no skill he lacks, against the attack it needs."""
    for item in facing.items:
        entry = effects.scripted(item.card_id, generations)
        for mode in entry.modes if entry else ():
            if not (mode.taps_item or mode.keeps_item) or mode.timing != effects.DURING_STRIKE \
                    or strike_item_problem(state, facing, item.card_id, mode) is not None \
                    or cancel_problem(state.combat, mode) is not None:
                continue
            verb = "Tap" if mode.taps_item else "Use"
            add(f"use:{item.card_id}:{facing.card_id}:{mode.name}",
                f"{verb} {item.name} borne by {facing.name}: "
                f"{effect_words.told(mode.effects, facing.name)}", coe.ITEM_IN_USE,
                Move("use", card=item.card_id, holder=facing.card_id, mode=mode.name,
                     target=facing.card_id))


def strike_item_problem(state: HobbitState, facing: Character, item_id: str,
                        mode: effects.Mode) -> str | None:
    """Why ``facing`` cannot tap ``item_id`` in ``mode`` against the strike he faces (None:
    he can; ``strike_item_refusal`` says why)."""
    return strike_item_refusal(state.tapped_items, state.combat, facing, item_id, mode)


def strike_item_refusal(tapped_items: Collection[tuple[str, str]],
                        fight: KeyedAttack | None, facing: Character, item_id: str,
                        mode: effects.Mode) -> str | None:
    """Why ``facing`` cannot tap ``item_id`` in ``mode`` against the strike of ``fight`` he
    faces (None: he can): it is tapped (``tapped_items``: (item, bearer)), he lacks its
    skill, the attack is no hazard creature's keyed as the mode needs (the Elven Cloak's
    Wilderness)."""
    if (item_id, facing.card_id) in tapped_items:
        return "it is tapped"
    if (lacking := skill_problem(facing, item_id, mode)) is not None:
        return lacking
    if mode.attack_keyed is not None and (fight is None or fight.card is None
                                          or fight.keyed != mode.attack_keyed):
        return "it acts only against the strike of a hazard creature keyed to a " \
               f"{keyed_place(mode.attack_keyed)}"
    if mode.attack_not_races and fight is not None \
            and fight.attack.is_race(*mode.attack_not_races):
        return f"it does not act against the strike of an attack by {fight.attack.race}"
    return None


def skill_problem(bearer: Character, item_id: str, mode: effects.Mode) -> str | None:
    """Why ``bearer`` lacks the skill ``mode`` of his item ``item_id`` needs (None: he has it;
    one it needs him to have already, he has without the item's own gift of it)."""
    if mode.skill is None:
        return None
    if mode.skill_already:
        return None if bearer.has_skill_besides(mode.skill, item_id) else \
            f"{bearer.name} is not already a {mode.skill} without it"
    return None if bearer.has_skill(mode.skill) else f"{bearer.name} is no {mode.skill}"


def item_kept(mode: effects.Mode, bearer: Character | None) -> bool:
    """Whether an item used in ``mode`` stays in play: one only its bearer taps to use, or
    one that taps, unless its bearer is not of the race that keeps it (the Black Arrow's
    Man); any other is discarded."""
    if mode.keeps_item:
        return True
    return mode.taps_item and (mode.kept_by_race is None or bearer is not None
                               and bearer.race == mode.kept_by_race)


def attack_item_problem(state: HobbitState, catalog: Catalog, item_id: str, bearer_id: str,
                        mode_name: str, generations: effects.Generations) -> str | None:
    """Why ``bearer_id`` cannot use ``item_id`` in ``mode_name`` against the attack the
    company faces, before its strikes are assigned (None: he can; ``attack_item_refusal``)."""
    bearer = state.character(bearer_id)
    if bearer is None:
        return f"{bearer_id or 'no character'} is not in the company"
    combat = state.combat
    ready = combat is not None and combat.stage == ASSIGNING and not combat.assigned
    return attack_item_refusal(state.tapped_items, combat if ready else None, catalog,
                               item_id, bearer, mode_name, generations)


def attack_item_refusal(tapped_items: Collection[tuple[str, str]],
                        fight: AttackUnderWay | None, catalog: Catalog, item_id: str,
                        bearer: Character, mode_name: str,
                        generations: effects.Generations) -> str | None:
    """Why ``bearer`` cannot use ``item_id`` in ``mode_name`` against ``fight``, the attack
    on his company before its strikes are assigned (None: there is none such; None returned:
    he can): the item's bearer, its tapping (``tapped_items``: (item, bearer)), his skill,
    the attacker's race (``effects`` generation 5 on)."""
    if not bearer.bears(item_id):
        return f"{bearer.name} does not bear it"
    entry = effects.scripted(item_id, generations)
    mode = next((m for m in entry.modes if m.name == mode_name and m.target == effects.BEARER
                 and m.timing == effects.DURING_ATTACK), None) if entry else None
    if mode is None:
        return f"it has no use {mode_name!r} against an attack"
    if fight is None:
        return "it is used against an attack before its strikes are assigned"
    if mode.bearer_not_race is not None and bearer.race == mode.bearer_not_race:
        return f"{bearer.name} is a {bearer.race}: a {bearer.race} bearer has no such use of it"
    if mode.taps_bearer and not bearer.untapped:
        return f"{bearer.name} is {bearer.state} and must tap to use it"
    if mode.taps_item and (item_id, bearer.card_id) in tapped_items:
        return "it is tapped"
    if (lacking := skill_problem(bearer, item_id, mode)) is not None:
        return lacking
    if mode.attack_races and not fight.attack.is_race(*mode.attack_races):
        return f"the attack is by {fight.attack.race}, not {' or '.join(mode.attack_races)}"
    return attack_problem(fight, mode, item_id, catalog)


def item_moves_on_attack(state: HobbitState, catalog: Catalog, add: Add,
                         generations: effects.Generations) -> None:
    """The items of the company used against the attack it faces before its strikes are
    assigned (``attack_item_problem``)."""
    for bearer in state.company:
        for item in bearer.items:
            entry = effects.scripted(item.card_id, generations)
            for mode in entry.modes if entry else ():
                if mode.target != effects.BEARER or attack_item_problem(
                        state, catalog, item.card_id, bearer.card_id, mode.name,
                        generations) is not None:
                    continue
                verb = "Tap" if mode.taps_item else "Use"
                add(f"use:{item.card_id}:{bearer.card_id}:{mode.name}",
                    f"{verb} {item.name} borne by {bearer.name}: "
                    f"{effect_words.told(mode.effects, bearer.name)}",
                    coe.ITEM_IN_USE,
                    Move("use", card=item.card_id, holder=bearer.card_id, mode=mode.name,
                         target=bearer.card_id))


class AttackUnderWay(Protocol):
    """What ``attack_problem`` reads of an attack under way (the family's ``Combat``, the
    Guise of the Necromancer's ``Fight``)."""

    @property
    def attack(self) -> Attack: ...
    @property
    def played(self) -> tuple[str, ...]: ...
    @property
    def best_of_two(self) -> bool: ...


class KeyedAttack(Protocol):
    """What ``strike_item_refusal`` reads of an attack under way: its creature card (None:
    an automatic-attack) and how it was keyed."""

    @property
    def attack(self) -> Attack: ...
    @property
    def card(self) -> str | None: ...
    @property
    def keyed(self) -> str | None: ...


def attack_problem(combat: AttackUnderWay, mode: effects.Mode, card: str,
                   catalog: Catalog) -> str | None:
    """Why ``mode`` of ``card`` cannot be played on the attack under way (None: it can)."""
    attack = combat.attack
    if mode.automatic_at:  # Quiet Lands: the site's type, its strikes
        site = catalog.get(attack.source) if attack.automatic and attack.source in catalog \
            else None
        found = halving_problem(attack, site.site_type or "" if site else "",
                                mode.automatic_at)
        if found:
            return found
    if mode.attack_not_races and attack.is_race(*mode.attack_not_races):
        return f"not playable on an attack by {attack.race}"
    if mode.attack_min_prowess:
        printed = catalog.get(attack.source).prowess if not attack.automatic else None
        normal = attack.prowess if printed is None else printed
        if normal < mode.attack_min_prowess:
            return f"the attack's prowess {normal} is below {mode.attack_min_prowess}"
    if mode.once_per_attack and card in combat.played:
        return "already played on this attack"
    if mode.gates and any(e.primitive == effects.HALVE_STRIKES for e in mode.effects) \
            and halved_strikes(attack.strikes) == attack.strikes:
        return f"the attack has {attack.strikes} strike: halved, it stays so"
    if combat.best_of_two and any(e.primitive == effects.BEST_OF_TWO for e in mode.effects):
        return "the character facing the strike already rolls twice against it"
    return None


def targets(state: HobbitState, mode: effects.Mode) -> list[Character]:
    """Characters a mode can be played on: those its effects can change, with its race."""
    out = []
    for c in state.company:
        if mode.race and c.race != mode.race:
            continue
        if mode.named and c.name != mode.named:
            continue
        if mode.skill and not mode.taps_skilled and not c.has_skill(mode.skill):
            continue
        if mode.taps_skilled and not (c.untapped and (mode.skill is None
                                                      or c.has_skill(mode.skill))):
            continue
        wanted = {e.primitive for e in mode.effects}
        if effects.UNTAP in wanted and (c.state != "tapped" or state.untap_bar(c.card_id)):
            continue
        if effects.HEAL in wanted and not c.wounded:
            continue
        if effects.WOUND_CHARACTER in wanted and c.wounded:
            continue
        if effects.THOROUGH_SEARCH in wanted and search_problem(state) is not None:
            continue
        if mode.company_skill and not any(o.has_skill(mode.company_skill)
                                          for o in state.company):
            continue
        out.append(c)
    return out


def gates_problem(state: HobbitState, mode: effects.Mode) -> str:
    """Why ``mode``, an alternative its card gives with Gates of Morning in play, may not be
    played now ("": it may, or it needs none)."""
    return gates_missing(mode, state.gates_in_play())


def gates_missing(mode: effects.Mode, gates_in_play: bool) -> str:
    """``gates_problem`` for a scenario whose state says whether Gates of Morning is in play
    its own way (the Guise of the Necromancer's)."""
    if mode.gates and not gates_in_play:
        return f"its '{mode.name}' is played only with Gates of Morning in play"
    return ""


def event_moves(state: HobbitState, card: str, timing: str, add: Add,
                generations: effects.Generations, catalog: Catalog,
                half_races: tuple[str, ...] = STANDARD_HALF_RACES,
                influencers: Collection[str] = (), *, card_named: bool) -> None:
    """The modes of a scripted short-event in the hand that fit ``timing`` now (one for an
    influence attempt only on ``influencers``, who may make one now; ``card_named``: as
    ``site_type_problem``)."""
    entry = effects.scripted(card, generations)
    if entry is None or entry.kind != effects.SHORT_EVENT:
        return
    combat = state.combat
    for mode in entry.modes:
        if mode.timing != timing or gates_problem(state, mode):
            continue
        if mode.phase is not None and (combat is not None or state.phase != mode.phase):
            continue
        if site_type_problem(state, catalog, mode, card_named=card_named) \
                or cancel_problem(combat, mode):
            continue
        if mode.attack_races and (combat is None or not combat.attack.is_race(*mode.attack_races)):
            continue
        if combat is not None and attack_problem(combat, mode, card, catalog):
            continue
        if mode.below_size is not None \
                and company_size(state.company, half_races) >= mode.below_size:
            continue
        if mode.once_a_turn and turn_bonuses.given_this_turn(state.turn_bonuses, card):
            continue
        label = f"Play {entry.name}: "
        if mode.target == effects.NO_TARGET:
            add(f"play:{card}:{mode.name}", label + effect_words.mode_words(mode),
                coe.SHORT_EVENT,
                Move("event", card=card, mode=mode.name))
        elif mode.target in (effects.DESTINATION, effects.HAZARD_IN_PLAY):
            continue  # a site, a hazard in play: the scenario's (``flights``, Burglar's own)
        elif mode.target == effects.FACING:
            facing = state.character(combat.facing or "") if combat else None
            if facing is not None and (mode.skill is None or facing.has_skill(mode.skill)) \
                    and (mode.race is None or facing.race == mode.race):
                add(f"play:{card}:{mode.name}:{facing.card_id}",
                    label + effect_words.mode_words(mode, facing.name),
                    coe.STRIKE_RESOURCES,
                    Move("event", card=card, mode=mode.name, target=facing.card_id))
        else:
            for target in targets(state, mode):
                if mode.influences and target.card_id not in influencers:
                    continue
                add(f"play:{card}:{mode.name}:{target.card_id}",
                    label + effect_words.mode_words(mode, target.name),
                    coe.SHORT_EVENT,
                    Move("event", card=card, mode=mode.name, target=target.card_id))


def event_problem(state: HobbitState, card: str, mode_name: str, target: str,
                  generations: effects.Generations, catalog: Catalog,
                  attempting: Collection[str] = (), *, card_named: bool,
                  half_races: tuple[str, ...] = STANDARD_HALF_RACES) -> str:
    """Why ``play:<card>:<mode>[:<target>]`` of a scripted short-event in the hand is not
    offered now ("": no reason this explains): the mode it lacks, the moment it needs, the
    attack's race and prowess, the character it is played on, the skill his company needs,
    an influence attempt he may make now, a company too large for it (CoE 3.i, 3.iv.5, 5.1,
    2.V.3, 2.II.3.1.1; ``attempting``: the characters who may make one; ``card_named``: as
    ``site_type_problem``; ``half_races``: those counting half toward the company's size)."""
    entry = effects.scripted(card, generations)
    if entry is None or entry.kind != effects.SHORT_EVENT:
        return ""
    mode = next((m for m in entry.modes if m.name == mode_name), None)
    if mode is None:
        return f"it has no mode {mode_name!r} (its modes: " \
               f"{', '.join(m.name for m in entry.modes)})"
    combat = state.combat
    if mode.timing == effects.DURING_ATTACK and (combat is None or combat.stage != ASSIGNING
                                                 or combat.assigned):
        return "it is played on an attack before its strikes are assigned"
    if mode.timing == effects.DURING_STRIKE and (combat is None or combat.facing is None):
        return "it is played on the strike being resolved"
    if mode.phase is not None and (combat is not None or state.phase != mode.phase):
        return f"it is played in the {mode.phase} phase, outside an attack"
    if gates_problem(state, mode):
        return gates_problem(state, mode)
    if (why := site_type_problem(state, catalog, mode, card_named=card_named)
            or cancel_problem(combat, mode)):
        return why
    if mode.attack_races and combat is not None \
            and not combat.attack.is_race(*mode.attack_races):
        return f"the attack is by {combat.attack.race}, not {' or '.join(mode.attack_races)}"
    if combat is not None and (why := attack_problem(combat, mode, card, catalog)):
        return why
    if mode.once_a_turn and turn_bonuses.given_this_turn(state.turn_bonuses, card):
        return "it cannot be played twice in a turn"
    if mode.below_size is not None \
            and (size := company_size(state.company, half_races)) >= mode.below_size:
        return f"it is played on a company of size below {mode.below_size}, and the " \
               f"company's is {size}"
    if mode.target == effects.NO_TARGET:
        return ""
    if mode.target == effects.DESTINATION:  # the site: the scenario's (``flights``)
        return _destination_problem(state, mode)
    if mode.target == effects.HAZARD_IN_PLAY:  # the scenario names those in play
        return ""
    who = state.character(target)
    if mode.race and not any(c.race == mode.race for c in state.company):
        article = "an" if mode.race[0] in "AEIOU" else "a"
        return f"it is played on {article} {mode.race} of the company, and there is none"
    if mode.named and not any(c.name == mode.named for c in state.company):
        return f"it is played on {mode.named}, who is not in the company"
    if who is None:
        return f"{target or 'no character'} is not in the company"
    if mode.target == effects.FACING and combat is not None and who.card_id != combat.facing:
        return f"it is played on the character facing the strike, not {who.name}"
    if mode.race and who.race != mode.race:
        return f"{who.name} is no {mode.race}"
    if mode.named and who.name != mode.named:
        return f"it is played on {mode.named}, not {who.name}"
    if mode.skill and not who.has_skill(mode.skill):
        return f"{who.name} is no {mode.skill}"
    if mode.taps_skilled and not who.untapped:
        return f"{who.name} is {who.state}: he taps to play it"
    if any(e.primitive == effects.UNTAP for e in mode.effects) \
            and (bar := state.untap_bar(who.card_id)):
        return f"{who.name} may not untap until {catalog.get(bar).name} is stored"
    if mode.company_skill and not any(c.has_skill(mode.company_skill) for c in state.company):
        return f"no character of the company is a {mode.company_skill}"
    if any(e.primitive == effects.THOROUGH_SEARCH for e in mode.effects) \
            and (searching := search_problem(state)) is not None:
        return searching
    if mode.influences and who.card_id not in attempting:
        return (f"{who.name} may make no influence attempt now (an untapped character at an "
                "untapped site where a faction of the hand is played, once entered, in the "
                "site phase)")
    return ""


def _destination_problem(state: HobbitState, mode: effects.Mode) -> str:
    """Why a card moving the company cannot be played on it now, whatever the site ("": it
    can): the character its company needs, a company that has moved or stays put."""
    if mode.company_skill and not any(c.has_skill(mode.company_skill) for c in state.company):
        return f"no character of the company is a {mode.company_skill}"
    if mode.company_named and not any(c.name == mode.company_named for c in state.company):
        return f"{mode.company_named} is not in the company"
    if mode.after_moving:
        return "" if state.moved else "the company has not moved this turn"
    if state.moved:
        return "the company has moved this turn"
    if state.staying:
        return "the company stays where it is this turn"
    return ""


def influencers(out: Legal) -> tuple[str, ...]:
    """The characters offered an influence attempt in ``out``, in order."""
    return tuple(dict.fromkeys(move.target for _, move in out.values()
                               if move.kind == "influence"))
