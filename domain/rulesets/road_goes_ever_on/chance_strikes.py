"""Strikes left to chance, faced as the defender's own are (from ``SINCE``).

RGO-TARGET-2 stands only for the attacker's choice of who takes a strike (CoE 3.iii): once the
strikes the defender leaves are given at random (``StrikeAssigned``, RGO-TARGET-2), each is
still resolved in its strike sequence, with the defender's chance to play cards on it, use the
items of the character facing it, tap or not (CoE 3.iv.5). So, the strikes given, the game
waits ("Resolve the strikes") while the defender has any such choice, as it does once he gives
the last strike himself and a character may support. Earlier versions resolved the strikes at
once, the choices offered only for a strike the defender gave, and replay as played.
"""

from __future__ import annotations

from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

#: The first version in which the strikes left to chance wait for the defender's choices.
SINCE = 211
#: The action that resolves the strikes once every one is given.
RESOLVE = "assign-rest"


def waits(ctx: Context[State], given: int) -> bool:
    """From ``SINCE``, with ``given`` strikes just given at random, whether the defender has a
    choice to make before the strikes are resolved (any action but resolving them)."""
    if not given or not played_since(ctx.ruleset.played, SINCE) \
            or ctx.state.awaited_strikes is None:
        return False
    return any(a.id != RESOLVE for a in ctx.ruleset.actions(ctx.state))
