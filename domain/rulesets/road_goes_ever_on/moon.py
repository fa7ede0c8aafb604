"""Arinmîr's Moon (RGO-ABIL-3), from version 29: a Moon card played as if Gates of Morning
were in play.

Gates of Morning is never in play in this ruleset (a resource permanent-event is not put in
play from the hand), so the Moon's effect that needs it comes only through Arinmîr: while he
is in play and a Moon is among the long-events in play, a company's site path is treated for
the hazards with its Wildernesses as Border-lands and its Border-lands as Free-domains. The
path is treated as the company's movement/hazard phase begins (``SitePathTreated``), so
creatures are keyed to the treated path.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.cards import REGION_TYPES, Card, fold
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on.state import State

CLAUSE = "RGO-ABIL-3"
#: The first version that plays it; earlier versions replay as played.
SINCE_VERSION = 29
#: The Moon's treatment of region types with Gates of Morning in play, all at once.
UNDER_THE_MOON = {REGION_TYPES["w"]: REGION_TYPES["b"], REGION_TYPES["b"]: REGION_TYPES["f"]}


def offered(played: str) -> bool:
    return played.isdigit() and int(played) >= SINCE_VERSION


def treated(path: Sequence[str]) -> tuple[str, ...]:
    return tuple(UNDER_THE_MOON.get(region, region) for region in path)


def treat_path(ctx: Context[State], card: Callable[[str], Card]) -> None:
    """As a company's movement/hazard phase begins: with Arinmîr in play and a Moon in play,
    its site path treated as with Gates of Morning."""
    state = ctx.state
    moon = next((c for c in state.long_in_play if fold(card(c).name) == fold("Moon")), None)
    arinmir = next((c for c in state.every_character()
                    if fold(c.name) == fold("Arinmîr")), None)
    new = treated(state.path)
    if moon is None or arinmir is None or new == state.path:
        return
    ctx.emit("SitePathTreated", CLAUSE, card=moon, name=card(moon).name,
             character=arinmir.card_id, path=list(state.path), treated=list(new))
