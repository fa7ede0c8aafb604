"""A corruption check among a list of acts (``Pending``) declared waiting for helpers
(check_helpers.py), the acts from it on then waiting: a step's (step_checks.py), an attack's
end's (attack_ends.py), the corruption cards' checks of a step (corruption_cards.py) and those a
creature asks of a company in turn (creatures.py) declare it alike, each recording what waits
in its own words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.engine.characters import Character
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import corruption_cards
from domain.rulesets.road_goes_ever_on.state import Pending, State

if TYPE_CHECKING:  # the turn's module depends on modules that depend on this one
    from domain.rulesets.road_goes_ever_on.turn import Turn

#: The act of a corruption check of ``who`` at ``modifier``, in any list.
CHECK = "check"
#: The act of a corruption card's check (``card`` on ``who``, ``why``), in any list.
CARD_CHECK = "card-check"


def declared(ctx: Context[State], turn: Turn, who: Character | None, act: Pending,
             resume: str, card: str) -> bool:
    """The check of ``act``, of ``who`` as its list finds him, declared waiting for helpers
    (``resume``: what goes on once it is rolled; ``card``: the card the declaration names),
    a corruption card's named first (``HazardEffectApplied``): so where the game goes on, he
    is in play (a corruption card's still on him), a companion could help and his check is
    not declared already. True if it was declared."""
    if who is None or ctx.state.outcome is not None or (
            act.kind == CARD_CHECK and (act.card, act.who) not in ctx.state.permanent_hazards):
        return False
    if not turn.may_help(ctx, who):
        return False
    if act.kind == CARD_CHECK:
        corruption_cards.applied(ctx, act.card, who, act.why)
    turn.declare_check(ctx, who, resume, act.modifier, card)
    return True
