"""Strikes left to chance, faced as the defender's own are (from ``SINCE``).

RGO-TARGET-2 stands only for the attacker's choice of who takes a strike (CoE 3.iii): once the
strikes the defender leaves are given at random (``StrikeAssigned``, RGO-TARGET-2), each is
still resolved in its strike sequence, with the defender's chance to play cards on it, use the
items of the character facing it, tap or not (CoE 3.iv.5). So, the strikes given, the game
waits ("Resolve the strikes") while the defender has any such choice, as it does once he gives
the last strike himself and a character may support. Earlier versions resolved the strikes at
once, the choices offered only for a strike the defender gave, and replay as played.

From ``GIVEN_SINCE`` the game so waits however the strikes were given: the defender giving the
last strike himself, none left to chance, it waits while he has any choice on a strike (an
Elven Cloak to tap, a card to play on it, staying untapped), not only while a character may
support. Earlier versions resolved them at once unless one could support, and replay as played.
"""

from __future__ import annotations

from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

#: The first version in which the strikes left to chance wait for the defender's choices.
SINCE = 211
#: The first version in which the strikes the defender gives himself wait for his choices too.
GIVEN_SINCE = 212
#: The action that resolves the strikes once every one is given.
RESOLVE = "assign-rest"


def waits(ctx: Context[State], given: int, assigned_last: bool) -> bool:
    """From ``SINCE``, with ``given`` strikes just given at random (from ``GIVEN_SINCE`` also
    with the last strike given by the defender, ``assigned_last``), whether the defender has a
    choice to make before the strikes are resolved (any action but resolving them)."""
    played = ctx.ruleset.played
    done = given > 0 or (assigned_last and played_since(played, GIVEN_SINCE))
    if not done or not played_since(played, SINCE) or ctx.state.awaited_strikes is None:
        return False
    return any(a.id != RESOLVE for a in ctx.ruleset.actions(ctx.state))
