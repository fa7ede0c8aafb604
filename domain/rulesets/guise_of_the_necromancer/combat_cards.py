"""Resource short-events played from the hand in an attack (version 3 on), as the engine
scripts them (``domain.engine.effects.REGISTRY``): against the attack before its strikes are
assigned, to cancel it (CoE 3.i), or on the strike under way, for its prowess or body
(CoE 3.iv.5; one card needing a skill per strike). A card with any other effect is not
offered in an attack."""

from __future__ import annotations

from dataclasses import dataclass

from domain.engine import coe, effects
from domain.engine.characters import Character
from domain.rulesets.guise_of_the_necromancer.state import State

#: The effects an attack's cards may have here.
IN_ATTACK = frozenset({effects.CANCEL_ATTACK, effects.PROWESS, effects.BODY})


@dataclass(frozen=True, slots=True)
class CardPlay:
    """One way to play a card of the hand now."""

    id: str
    label: str
    rule: str
    card: str
    mode: effects.Mode
    character: str | None  # the character it is played on (or who taps for it)


def window(state: State) -> str | None:
    """The attack's window open now: before any strike is assigned, or a strike sequence."""
    fight = state.fight
    if fight is None:
        return None
    if fight.assigning and not fight.assigned:
        return effects.DURING_ATTACK
    if fight.facing is not None and not fight.assigning:
        return effects.DURING_STRIKE
    return None


def _fits(mode: effects.Mode, who: Character) -> bool:
    if mode.skill is not None and not who.has_skill(mode.skill):
        return False
    if mode.race is not None and who.race != mode.race:
        return False
    return not mode.taps_skilled or who.untapped


def plays(state: State) -> list[CardPlay]:
    """The cards of the hand that can be played in the attack's window now."""
    timing = window(state)
    fight = state.fight
    company = state.company(fight.company) if fight else None
    if timing is None or fight is None or company is None:
        return []
    out = []
    for card_id in dict.fromkeys(state.hand):
        entry = effects.scripted(card_id)
        if entry is None or entry.kind != effects.SHORT_EVENT:
            continue
        for mode in entry.modes:
            if mode.timing != timing or mode.phase is not None or \
                    any(e.primitive not in IN_ATTACK for e in mode.effects):
                continue
            if mode.attack_races and not fight.attack.is_race(*mode.attack_races):
                continue
            if timing == effects.DURING_STRIKE and mode.skill and fight.skilled_card:
                continue  # CoE 3.iv.5: one resource needing a skill per strike
            rule = coe.CANCEL_ATTACK if timing == effects.DURING_ATTACK else \
                coe.STRIKE_RESOURCES
            label = f"Play {entry.name}: {mode.name}"
            if mode.target == effects.NO_TARGET:
                out.append(CardPlay(f"resource:{card_id}:{mode.name}", label, rule, card_id,
                                    mode, None))
                continue
            who_may = [c for c in company.characters
                       if mode.target != effects.FACING or c.card_id == fight.facing]
            out += [CardPlay(f"resource:{card_id}:{mode.name}:{c.card_id}",
                             f"{label} ({c.name})", rule, card_id, mode, c.card_id)
                    for c in who_may if _fits(mode, c)]
    return out
