"""Support in combat (CoE 3.iv.4) with the Archer keyword (RGO-CHAR-2): while the defender
assigns an attack's strikes, an untapped character of the company taps to support a
companion, +1 to that companion's prowess against its strike of the attack (+2 from an
Archer). Played from version 3, with the enhanced characters.
"""

from __future__ import annotations

from domain.engine import coe
from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal
from domain.rulesets.road_goes_ever_on import abilities
from domain.rulesets.road_goes_ever_on.state import State

ARCHER = "RGO-CHAR-2"


def actions(state: State) -> list[Action]:
    awaited = state.awaited_strikes
    if awaited is None:
        return []
    name = Attack.from_json(awaited.attack).name
    return [Action(f"support:{s.card_id}:{t.card_id}", f"{s.name} taps to support {t.name} "
                   f"against a strike of {name}", coe.SUPPORT)
            for s in state.characters for t in state.characters
            if problem(state, s.card_id, t.card_id) is None]


def problem(state: State, supporter: str, target: str) -> IllegalAction | None:
    awaited = state.awaited_strikes
    who, whom = state.character(supporter), state.character(target)
    if awaited is None or who is None or whom is None or who == whom:
        return illegal("Support is given, while the strikes of an attack are assigned, by an "
                       "untapped character of the company to another.", coe.SUPPORT)
    if not who.untapped:
        return illegal(f"{who.name} is {who.state}: only an untapped character supports.",
                       coe.SUPPORT)
    if supporter in awaited.assigned:
        return illegal(f"{who.name} faces a strike of this attack and cannot support.",
                       coe.SUPPORT)
    return None


def give(ctx: Context[State], supporter: str, target: str) -> None:
    found = ctx.state.character(supporter)
    archer = found is not None and abilities.ARCHER in abilities.keywords(found)
    ctx.emit("CharacterStateChanged", coe.SUPPORT, character=supporter, state="tapped",
             reason="supporting in combat")
    ctx.emit("StrikeSupported", ARCHER if archer else coe.SUPPORT, character=supporter,
             target=target, bonus=2 if archer else 1)


def supporters(state: State, target: str) -> tuple[str, ...]:
    awaited = state.awaited_strikes
    return tuple(s for s, t in awaited.support if t == target) if awaited else ()


def archer_modifiers(state: State, target: str) -> list[Modifier]:
    """The Archer's second point of support (RGO-CHAR-2); the first is CoE's."""
    out = []
    for s in supporters(state, target):
        found = state.character(s)
        if found is not None and abilities.ARCHER in abilities.keywords(found):
            out.append(Modifier(1, f"ability:{s}", f"{found.name} supports as an Archer",
                                ARCHER))
    return out
