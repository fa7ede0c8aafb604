"""Wizard's Flame (TW-361) played from the hand on the Wizard of the company, from version
``SINCE_VERSION``: every attack on his company has -2 prowess for the rest of the turn (CoE 5.1)
— hazard creatures, automatic-attacks and any other, the attack whose strikes are being
assigned included (``AttackWeakened``) — and the Wizard checks corruption at -3 (CoE 7.1).

It is played in the organization or site phase (``resource:<card>:now:<wizard>``), before the
company's hazards are drawn (``flame``, as before), or against an attack before its strikes
are assigned (``attack``). The turn's weakening is an ``AttacksWeakened`` fact, read as each
attack is declared (``attack_bonus``) and gone as the next turn begins. From version 77 up to
this one it was played before the hazards alone and lowered the hazard creatures only
(``spells.flame``); those games replay as played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.engine import coe, effects
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import spells
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays it so; earlier versions replay as played.
SINCE_VERSION = 119
CARD = "TW-361"
#: Every attack on the company, this turn, by the amount.
ATTACKS_PROWESS = "company-attacks-prowess"
RULE = coe.SHORT_EVENT
NOTE = "Wizard's Flame: every attack on the company this turn"
NOW = "now"


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def plays() -> dict[str, tuple[Play, ...]]:
    """Read by ``hand_resources.plays`` from ``SINCE_VERSION`` in place of ``spells.flame``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ANY, ATTACK, ROAD, Play

    played = (effects.Effect(ATTACKS_PROWESS, -2), effects.Effect(spells.WIZARD_CHECK, -3))
    return {CARD: tuple(Play(CARD, "Wizard’s Flame", mode, window, played, True,
                             race=spells.WIZARD)
                        for mode, window in ((NOW, ANY), ("flame", ROAD), ("attack", ATTACK)))}


def weaken(ctx: Context[State], card: str, name: str, amount: int) -> None:
    """The turn's weakening, and the attack awaiting its strikes weakened at once."""
    ctx.emit("AttacksWeakened", RULE, company=ctx.state.company, card=card, name=name,
             prowess=amount)
    awaited = ctx.state.awaited_strikes
    if awaited is not None:
        ctx.emit("AttackWeakened", RULE, attack=awaited.read_attack().name,
                 prowess=amount, body=0, by=name, card=card)


def attack_bonus(state: State) -> tuple[int, list[str]]:
    """(prowess, cards) for an attack declared on the company whose phase runs."""
    found = [(card, prowess) for company, card, prowess in state.weakened_attacks
             if company == state.company]
    return sum(p for _, p in found), [c for c, _ in found]
