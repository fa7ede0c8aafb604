"""Fog (TW-241), a resource long-event played from the hand in the long-event phase only with
Gates of Morning in play (``resource_long_events``), whose treatment of the region types is
played from version ``SINCE_VERSION`` (before, Fog was refused saying its treatment was not
played yet, and those games replay as played).

While it is in play, as a company's movement/hazard phase begins, its site path is treated for
the hazards with every Free-domain as a Border-land, every Border-land and Shadow-land as a
Wilderness and every Dark-domain as a Shadow-land (``SitePathTreated`` naming Fog; RGO-LONG-1),
so creatures are keyed to the treated path. It treats each region once, from its printed type:
a region another card (a Moon, Stars) has treated already this turn keeps that treatment, as no
region is treated twice.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.cards import Card
from domain.engine import resource_long_events
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import gates_of_morning
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that plays its treatment of the region types.
SINCE_VERSION = 163
CARD = "TW-241"
RULE = "RGO-LONG-1"
#: Each printed region type and the one Fog treats it as (shared:
#: ``engine.resource_long_events``).
UNDER_FOG = resource_long_events.UNDER_FOG


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def treated(printed: Sequence[str], now: Sequence[str]) -> list[str]:
    """The path under Fog: each region still of its printed type treated, the others kept."""
    return [UNDER_FOG.get(first, first) if first == current else current
            for first, current in zip(printed, now, strict=True)]


def treat_path(ctx: Context[State], card: Callable[[str], Card],
               printed: Sequence[str]) -> None:
    """As a company's movement/hazard phase begins, with Fog and Gates of Morning in play:
    its site path treated (``printed``: the path before any card treated it this phase)."""
    state = ctx.state
    if not offered(ctx.ruleset.played) or CARD not in state.long_in_play \
            or not gates_of_morning.in_play(state) or len(printed) != len(state.path):
        return
    new = treated(printed, state.path)
    if new != list(state.path):
        ctx.emit("SitePathTreated", RULE, card=CARD, name=card(CARD).name, character=None,
                 path=list(state.path), treated=new, gates=True)
