"""The legal moves of a There and Back Again game, each with a stable action id."""

from __future__ import annotations

from dataclasses import dataclass

from domain.cards import Catalog
from domain.engine import coe, effects
from domain.engine.characters import Character
from domain.engine.combat import defender_may_assign, inheritance_problem
from domain.engine.items import item_play_problem
from domain.ruleset import Action
from domain.rulesets.there_and_back_again import layout
from domain.rulesets.there_and_back_again.state import (
    ASSIGNING,
    BEFORE_ENTERING,
    DISCARD_DWARVES,
    DISCARD_HAND,
    END_OF_TURN,
    ENTERED,
    ORGANIZATION,
    SITE,
    State,
)

WIZARD = "TW-156"


@dataclass(frozen=True, slots=True)
class Move:
    """What an action does: its kind and the cards, mode, target or place it is about."""

    kind: str
    card: str = ""
    mode: str = ""
    target: str = ""
    place: str = ""
    holder: str = ""


def legal(state: State, catalog: Catalog) -> dict[str, tuple[Action, Move]]:
    """Every legal action now, by id, in a stable order."""
    out: dict[str, tuple[Action, Move]] = {}

    def add(action_id: str, label: str, rule: str, move: Move,
            params: dict[str, str] | None = None) -> None:
        out[action_id] = (Action(action_id, label, rule, params or {}), move)

    if state.outcome is not None:
        return out
    name = _namer(catalog)
    if state.legacy:
        _legacy_moves(state, add)
        return out
    combat = state.combat
    if combat is not None:
        _combat_moves(state, catalog, add, name)
        _any_time_moves(state, catalog, add, name)
        return out
    if state.phase == ORGANIZATION and state.step == DISCARD_DWARVES:
        for c in state.company:
            if c.race == "Dwarf":
                add(f"discard-dwarf:{c.card_id}", f"{c.name} leaves the company", "TBA-RES-5",
                    Move("discard-dwarf", target=c.card_id))
        return out
    if state.phase == END_OF_TURN and state.step == DISCARD_HAND:
        for card in sorted(set(state.hand)):
            add(f"discard:{card}", f"Discard {name(card)}", "TBA-SEQ-16",
                Move("discard", card=card))
        return out
    if state.phase == ORGANIZATION:
        for place in layout.moves_from(state.location):
            rule = "TBA-SEQ-3" if layout.is_site(state.location) else "TBA-SEQ-4"
            add(f"move:{place}", f"Move the company to {place}", rule, Move("move", place=place))
        add("stay", f"Stay at {state.location}", "TBA-SEQ-5", Move("stay"))
        for giver in state.company:
            for item in giver.items:
                for taker in state.company:
                    if taker.card_id != giver.card_id:
                        add(f"transfer:{item.card_id}:{giver.card_id}:{taker.card_id}",
                            f"{giver.name} gives {item.name} to {taker.name} (corruption "
                            "check)", coe.TRANSFER_ITEM,
                            Move("transfer", card=item.card_id, holder=giver.card_id,
                                 target=taker.card_id))
    if state.phase == SITE and state.step == BEFORE_ENTERING:
        add("enter", f"Enter {state.location}", coe.SITE_PHASE, Move("enter"))
        add("pass", "Do nothing at the site", coe.SITE_PHASE, Move("pass"))
    if state.phase == SITE and state.step == ENTERED and not state.pending_attacks:
        site = catalog.find(state.location, "Hero")
        for card in sorted(set(state.hand)):
            item_card = catalog.get(card)
            if not item_card.is_item:
                continue
            for bearer in state.company:
                if item_play_problem(item_card, site, site.id in state.tapped_sites,
                                     bearer) is None:
                    add(f"play:{card}:{bearer.card_id}",
                        f"Play {item_card.name} on {bearer.name}",
                        coe.PLAY_ITEM, Move("item", card=card, target=bearer.card_id))
        add("done", "End the site phase", "TBA-SEQ-15", Move("done"))
    if state.phase in (ORGANIZATION, SITE):
        _any_time_moves(state, catalog, add, name)
    return out


def _namer(catalog: Catalog):  # type: ignore[no-untyped-def]
    def name(card_id: str) -> str:
        return catalog.get(card_id).name
    return name


def _combat_moves(state: State, catalog: Catalog, add, name) -> None:  # type: ignore[no-untyped-def]
    combat = state.combat
    assert combat is not None
    attack = combat.attack
    if combat.stage == ASSIGNING:
        if not combat.assigned:
            if WIZARD in state.hand:
                add("wizard:cancel-attack", "Play the Wizard: cancel the attack", "TBA-RES-3",
                    Move("wizard", card=WIZARD, mode=effects.CANCEL_ATTACK))
            for card in sorted(set(state.hand)):
                _event_moves(state, catalog, card, effects.DURING_ATTACK, add)
        for c in state.company:
            if defender_may_assign(c, combat.assigned, attack.strikes) is None:
                add(f"assign:{c.card_id}", f"{c.name} faces a strike", coe.DEFENDER_ASSIGNS,
                    Move("assign", target=c.card_id))
        add("assign-done", "Let the attacker assign the remaining strikes", "TBA-HAZ-4",
            Move("assign-done"))
        return
    if combat.striking is None:
        for character_id in combat.waiting:
            waiting = state.character(character_id)
            if waiting is not None:
                add(f"resolve:{character_id}", f"{waiting.name} resolves the next strike",
                    coe.STRIKE_ORDER, Move("resolve", target=character_id))
        return
    facing = state.character(combat.facing or "")
    if facing is None:
        return
    if facing.untapped and not combat.stay_untapped:
        add("stay-untapped", f"{facing.name} takes -3 to stay untapped", coe.STAY_UNTAPPED,
            Move("stay-untapped"))
    for c in state.company:
        if c.untapped and c.card_id not in combat.assigned:
            add(f"support:{c.card_id}", f"{c.name} taps to support {facing.name} (+1)",
                coe.SUPPORT, Move("support", target=c.card_id))
    for card in sorted(set(state.hand)):
        _event_moves(state, catalog, card, effects.DURING_STRIKE, add)
    add("roll", f"Roll for {facing.name} against the strike", coe.STRIKE_ROLL, Move("roll"))


def _legacy_moves(state: State, add) -> None:  # type: ignore[no-untyped-def]
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


def _any_time_moves(state: State, catalog: Catalog, add, name) -> None:  # type: ignore[no-untyped-def]
    if WIZARD in state.hand:
        for c in state.company:
            if c.state == "tapped":
                add(f"wizard:untap:{c.card_id}", f"Play the Wizard: untap {c.name}",
                    "TBA-RES-3", Move("wizard", card=WIZARD, mode=effects.UNTAP,
                                      target=c.card_id))
            if c.wounded:
                add(f"wizard:heal:{c.card_id}", f"Play the Wizard: {c.name} to untapped",
                    "TBA-RES-3", Move("wizard", card=WIZARD, mode=effects.HEAL,
                                      target=c.card_id))
    for card in sorted(set(state.hand)):
        _event_moves(state, catalog, card, effects.ANY_TIME, add)
    for bearer in state.company:
        for item in bearer.items:
            entry = effects.scripted(item.card_id)
            for mode in entry.modes if entry else ():
                if mode.taps_bearer and not bearer.untapped:
                    continue
                if mode.target == effects.NO_TARGET:
                    add(f"use:{item.card_id}:{bearer.card_id}:{mode.name}",
                        f"Discard {item.name} borne by {bearer.name}: {mode.name}",
                        coe.ITEM_IN_USE,
                        Move("use", card=item.card_id, holder=bearer.card_id, mode=mode.name))
                    continue
                for target in _targets(state, mode):
                    add(f"use:{item.card_id}:{bearer.card_id}:{mode.name}:{target.card_id}",
                        f"Discard {item.name} borne by {bearer.name}: {mode.name} "
                        f"{target.name}", coe.ITEM_IN_USE,
                        Move("use", card=item.card_id, holder=bearer.card_id, mode=mode.name,
                             target=target.card_id))
    for card in sorted(set(state.hand)):
        in_hand = catalog.get(card)
        if card != WIZARD and effects.scripted(card) is None and not in_hand.is_item:
            add(f"declare:{card}",
                f"Play {in_hand.name}, declaring its effect (a player ruling)",
                "declared-effect", Move("declare", card=card),
                {"effect": "|".join(effects.VOCABULARY), "target": "character id or hazard id",
                 "amount": f"-{effects.MAX_DECLARED_AMOUNT}..{effects.MAX_DECLARED_AMOUNT}"})


def _targets(state: State, mode: effects.Mode) -> list[Character]:
    """Characters a mode can be played on: those its effects can change, with its race."""
    out = []
    for c in state.company:
        if mode.race and c.race != mode.race:
            continue
        if mode.skill and not mode.taps_skilled and not c.has_skill(mode.skill):
            continue
        if mode.taps_skilled and not (c.untapped and c.has_skill(mode.skill or "")):
            continue
        wanted = {e.primitive for e in mode.effects}
        if effects.UNTAP in wanted and c.state != "tapped":
            continue
        if effects.HEAL in wanted and not c.wounded:
            continue
        out.append(c)
    return out


def _event_moves(state: State, catalog: Catalog, card: str, timing: str, add) -> None:  # type: ignore[no-untyped-def]
    entry = effects.scripted(card)
    if entry is None or entry.kind != effects.SHORT_EVENT:
        return
    combat = state.combat
    for mode in entry.modes:
        if mode.timing != timing:
            continue
        if mode.phase is not None and (combat is not None or state.phase != mode.phase):
            continue
        if mode.attack_races and (combat is None or not combat.attack.is_race(*mode.attack_races)):
            continue
        label = f"Play {entry.name}: {mode.name}"
        if mode.target == effects.NO_TARGET:
            add(f"play:{card}:{mode.name}", label, coe.SHORT_EVENT,
                Move("event", card=card, mode=mode.name))
        elif mode.target == effects.FACING:
            facing = state.character(combat.facing or "") if combat else None
            if facing is not None and (mode.skill is None or facing.has_skill(mode.skill)):
                add(f"play:{card}:{mode.name}:{facing.card_id}", f"{label} ({facing.name})",
                    coe.STRIKE_RESOURCES,
                    Move("event", card=card, mode=mode.name, target=facing.card_id))
        else:
            for target in _targets(state, mode):
                add(f"play:{card}:{mode.name}:{target.card_id}", f"{label} ({target.name})",
                    coe.SHORT_EVENT,
                    Move("event", card=card, mode=mode.name, target=target.card_id))
