"""The automatic player: heads for The Lonely Mountain, plays a greater item on the Hobbit (a
palantír a small company loses last), and brings him home; defends with support and the
Wizard; plays Gates of Morning and the resource long-events that weaken the attacks or
strengthen the company; uses a palantír when it is worth it (``hobbit.palantir_uses``). It
never plays Rescue Prisoners (its points do not count, TBA-RES-1, and its Spiders are only a
risk); one held (a game played on by hand) is stored as soon as it may be."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from domain.canonical import JSON
from domain.cards import fold
from domain.engine import combat, effects, palantiri
from domain.engine.combat import StrikeModifiers
from domain.ruleset import Action, played_since
from domain.rulesets.hobbit import (
    attack_choice,
    body_checks,
    check_helpers,
    company_checks,
    dwarven_gifts,
    environments,
    great_road,
)
from domain.rulesets.there_and_back_again import layout, mountain_moves, rescue
from domain.rulesets.there_and_back_again.state import State

if TYPE_CHECKING:
    from domain.rulesets.there_and_back_again.ruleset import ThereAndBackAgain

#: The first version whose automatic player picks the card it plays against an attack by
#: what its mode does (``hobbit.attack_choice``), not the first offered.
POLICY_FROM = 32
#: The resource long-events the automatic player plays when it may: those weakening every
#: attack or strengthening the characters, and Elf-song; never the Moon or Fog, which only
#: change the keying of the hazards.
_LONG_EVENTS = ("TW-264", "TW-335", "TW-203", "TW-223")
#: Hand cards in the order they are kept (the last is discarded first).
_KEEP = ("greater", "wizard", "cancel", "major", "minor")


def choose(ruleset: ThereAndBackAgain, state: State,
           actions: Sequence[Action]) -> tuple[str, dict[str, JSON]]:
    ids = [a.id for a in actions]
    if state.check_waiting is not None:  # helpers while it is at risk, then the roll
        return check_helpers.policy_choice(state, ids), {}
    # A Dwarf's ring plays a major item of the play deck on him; the greater item is the
    # Hobbit's to bear home (TBA-RES-5, TBA-WIN-3).
    gift = dwarven_gifts.policy_choice(ruleset._gift_scene(state), ids,
                                       (dwarven_gifts.MAJOR_ITEM,))
    if gift is not None:
        return gift
    if state.phase == "organization" and not state.step and state.combat is None \
            and not state.legacy and (stone := ruleset.palantir_pick(state, ids)) is not None:
        return stone  # a palantír's use worth making, or the card making one (CoE 6.1)
    pick = _choose(ruleset, state, ids)
    return (pick if pick in ids else ids[0]), {}


def _first(ids: list[str], prefix: str) -> str | None:
    return next((i for i in ids if i.startswith(prefix)), None)


def _choose(ruleset: ThereAndBackAgain, state: State, ids: list[str]) -> str:
    catalog = ruleset.catalog
    if state.legacy:
        return _inherit(state, ids)
    fight = state.combat
    if fight is not None:
        return _fight(ruleset, state, ids)
    if great_road.HOME in ids:  # never played by this player; back only to heal
        wounded = any(c.wounded for c in state.company)
        return great_road.HOME if wounded else great_road.STAY
    if state.step == "discard-dwarves":
        dwarves = sorted((c for c in state.company if c.race == "Dwarf"),
                         key=lambda c: (c.effective_prowess, c.card_id))
        return f"discard-dwarf:{dwarves[0].card_id}"
    if state.step == "discard-hand":
        def value(card: str) -> tuple[int, str]:
            c = catalog.get(card)
            rank = 0 if c.item_class == "greater" else 1 if c.is_character \
                and c.race == "Wizard" else 3 if c.is_item else 2
            return (-rank, card)
        return f"discard:{sorted(set(state.hand), key=value)[0]}"
    heal = _first(ids, f"wizard:heal:{state.hobbit}") or next(
        (i for i in ids if i.startswith("use:") and ":heal:" in i), None) \
        if any(c.wounded for c in state.company) else None
    if heal and heal.startswith(("use:", "wizard:heal")) and state.phase == "organization":
        return heal
    if environments.DONE in ids:  # the long-event phase (``hobbit.environments``)
        return next((i for i in ids if i.split(":")[-1] in _LONG_EVENTS), environments.DONE)
    if state.phase == "organization":
        # A held Rescue Prisoners is stored where it may be: its holder may untap again.
        stored = _first(ids, f"{rescue.STORE}:")
        if stored:
            return stored
        gates = _first(ids, f"{environments.PERMANENT}:")
        if gates:
            return gates
        hobbit = state.the_hobbit
        if state.quest_item and hobbit is not None and not hobbit.bears(state.quest_item):
            giver = state.bearer_of(state.quest_item)
            if giver is not None:
                move = f"transfer:{state.quest_item}:{giver.card_id}:{state.hobbit}"
                if move in ids:
                    return move
        fresh = _new_hand(ruleset, state, ids)
        if fresh:
            return fresh
        goal = layout.HOME if state.quest_item else layout.QUEST_SITE
        step = layout.route(state.location, goal)
        if state.location == layout.QUEST_SITE and not state.quest_item or not step:
            return _hide(ruleset, state, ids) or "stay"
        if not state.staying and (cross := mountain_moves.shortcut(ids, step)) is not None:
            return cross  # Misty Mountains over High Pass
        return "stay" if state.staying else f"move:{step[0]}"
    if state.phase == "site":
        if "enter" in ids:
            wants = state.location == layout.QUEST_SITE and not state.quest_item and any(
                catalog.get(c).item_class == "greater" for c in state.hand)
            return "enter" if wants else "pass"
        greater = [i for i in ids if i.startswith("play:") and i.endswith(state.hobbit)
                   and catalog.get(i.split(":")[1]).item_class == "greater"]
        if ruleset.plays_palantiri():  # a stone a small company loses comes last
            greater.sort(key=lambda i: fold(catalog.get(i.split(":")[1]).name)
                         in palantiri.COMPANY_AT_LEAST)
        # Lucky Search risks only a scout who is not the Hobbit (his loss loses the game).
        lucky = next((i for i in ids if i.startswith("play:TW-269:search:")
                      and not i.endswith(f":{state.hobbit}")), None)
        return greater[0] if greater else lucky or "done"
    return ids[0]


def _new_hand(ruleset: ThereAndBackAgain, state: State, ids: list[str]) -> str | None:
    """Favor of the Valar, while the quest item is still to be found: the hand holds no
    greater item and the discard pile does."""
    play = _first(ids, "play:TW-239:new-hand")
    if play is None or state.quest_item:
        return None
    def greater(cards: tuple[str, ...]) -> bool:
        return any(ruleset.catalog.get(c).item_class == "greater" for c in cards)
    return play if not greater(state.hand) and greater(state.resource_discard) else None


def _hide(ruleset: ThereAndBackAgain, state: State, ids: list[str]) -> str | None:
    """Hiding, for a company staying where a creature face up in the row would attack it
    (TBA-SEQ-7) or in a region, where the hazards drawn would (TBA-SEQ-8)."""
    play = _first(ids, "play:TW-256:hide:")
    threatened = layout.is_region(state.location) or any(
        ruleset.catalog.get(c).is_creature for c in state.row)
    return play if threatened else None


def _attack_modes(ruleset: ThereAndBackAgain,
                  ids: list[str]) -> list[tuple[str, effects.Mode]]:
    """The cards and items offered against the attack, each with the mode it plays:
    ``play:<card>:<mode>[:<target>]`` and ``use:<item>:<bearer>:<mode>``."""
    out = []
    for action in ids:
        kind, *parts = action.split(":")
        if kind not in ("play", "use") or len(parts) < (2 if kind == "play" else 3):
            continue
        card, mode_name = (parts[0], parts[1]) if kind == "play" else (parts[0], parts[2])
        entry = effects.scripted(card, ruleset.generation())
        mode = next((m for m in entry.modes if m.name == mode_name), None) if entry else None
        if mode is not None and mode.timing == effects.DURING_ATTACK:
            out.append((action, mode))
    return out


def _inherit(state: State, ids: list[str]) -> str:
    """Keep every item that can be kept; the quest item goes to the Hobbit if he may take it."""
    if state.quest_item:
        to_hobbit = f"inherit:{state.quest_item}:{state.hobbit}"
        if to_hobbit in ids:
            return to_hobbit
    return _first(ids, "inherit:") or "inherit-done"


def _fight(ruleset: ThereAndBackAgain, state: State, ids: list[str]) -> str:
    fight = state.combat
    assert fight is not None
    attack = fight.attack
    if fight.awaited is not None:  # a wound's body check waits (``hobbit.body_checks``)
        return body_checks.policy_choice(ids)
    if fight.stage == "assigning":
        # An untapped ally may take a strike too (CoE 2.V.2.2): it spares a character.
        untapped = [c for c in (*state.company, *ruleset.ally_fighters(state)) if c.untapped]
        dangerous = attack.prowess >= 11 or attack.strikes > len(
            [c for c in untapped if c.card_id != state.hobbit])
        wizard = _first(ids, "wizard:cancel-attack") \
            if attack.automatic or attack.prowess >= 12 else None
        if dangerous and not fight.assigned and played_since(ruleset.played, POLICY_FROM):
            # An ally's cancel costs only its tap (CoE 3.i); then the card whose mode does the
            # most for its cost (``attack_choice``), then the Wizard.
            cancel = _first(ids, "ally-cancel:") or attack_choice.attack_play(
                _attack_modes(ruleset, ids), dangerous) or wizard
            if cancel:
                return cancel
        elif dangerous and not fight.assigned:
            # An ally's cancel costs only its tap (CoE 3.i): it goes before any card.
            cancel = _first(ids, "ally-cancel:") or _first(ids, "play:") or wizard
            if cancel:
                return cancel
        if fight.company_checks == company_checks.AWAITED:
            return company_checks.KIND  # not canceled: the checks come before any strike
        # The strongest first; on a tie the ally, whose loss costs the company least.
        fighters = sorted((c for c in untapped if c.card_id != state.hobbit
                           and c.card_id not in fight.assigned),
                          key=lambda c: (-c.effective_prowess,
                                         state.character(c.card_id) is not None, c.card_id))
        if fighters and len(fight.assigned) < attack.strikes:
            return f"assign:{fighters[0].card_id}"
        return "assign-done"
    if fight.striking is None:
        # The Hobbit's strike last: the others' results may still bring the Wizard or support.
        order = sorted(fight.waiting, key=lambda c: (c == state.hobbit, c))
        return f"resolve:{order[0]}"
    facing = ruleset.combatant(state, fight.facing or "")
    assert facing is not None
    mods = StrikeModifiers(fight.stay_untapped, len(fight.supporters), fight.allocated,
                           fight.prowess_bonus, against=attack.race)
    prowess = combat.strike_prowess(facing, mods)
    # Win on a roll of 7 or more: support until the margin reaches that.
    if prowess + 7 <= attack.prowess:
        blow = _first(ids, "play:TW-319")
        if blow:
            return blow
        support = _first(ids, "support:")
        if support:
            return support
    elif "stay-untapped" in ids and prowess - 3 + 2 > attack.prowess:
        return "stay-untapped"
    return "roll"
