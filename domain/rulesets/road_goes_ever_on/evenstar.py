"""The Evenstar (TW-343) with Gates of Morning in play, from version ``SINCE_VERSION`` (before,
it gave its one Elf +1 prowess alone, ``turn_bonuses``, and those games replay as played).

Played with Gates of Morning in play, on its Elf as ever (in the organization or site phase,
or on his strike), it gives besides each Elf in play +1 prowess until the end of the turn (its
own Elf's +1 is added to this one: +2 for him; ``CharacterBolstered`` for each). Played while
the company's hazards are being revealed (on a strike of the movement/hazard phase), it may
also treat one region of the site path for the rest of the turn, named by the ``region``
argument (its place in the path, from 1): a Wilderness as a Border-land, or a Border-land as a
Free-domain (``SitePathTreated``), so the hazards still to come are keyed to the treated path.
In the organization or site phase no site path waits for its hazards, so the choice is not
asked for; a ``region`` naming no Wilderness or Border-land of the path, or given then, is
refused naming the card and the reason, nothing written.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from domain.canonical import JSON
from domain.engine import effects, gates_treatments
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import gates_of_morning, turn_bonuses
from domain.rulesets.road_goes_ever_on.state import MOVEMENT_HAZARD, State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays it.
SINCE_VERSION = 165
CARD = "TW-343"
NAME = "The Evenstar"
RACE = "Elf"
ARG = "region"
RULE = gates_of_morning.RULE
#: The region types it may treat, and as what.
TREATS = gates_treatments.EVENSTAR_REGIONS


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def is_it(play: Play) -> bool:
    return play.card == CARD


def _lit(state: State, played: str) -> bool:
    return offered(played) and gates_of_morning.in_play(state)


def places(state: State) -> list[int]:
    """The places in the site path (from 1) of the regions it may treat now."""
    if state.phase != MOVEMENT_HAZARD:
        return []
    return gates_treatments.places(state.path, TREATS)


def params(state: State, played: str) -> dict[str, str]:
    found = places(state) if _lit(state, played) else []
    if not found:
        return {}
    return {ARG: "a region of the site path treated for the rest of the turn (optional): "
                 + gates_treatments.described(state.path, TREATS)}


def unmet(state: State, args: Mapping[str, JSON], played: str) -> str | None:
    """Why the ``region`` argument is refused (None: it is left out, or may be treated)."""
    wanted = args.get(ARG)
    if wanted is None:
        return None
    if not _lit(state, played):
        return "it treats a region only with Gates of Morning in play"
    if state.phase != MOVEMENT_HAZARD:
        return "it treats a region only while the company's hazards are being revealed"
    return gates_treatments.region_problem(state.path, wanted, TREATS)


def with_gates(ctx: Context[State], play: Play, args: Mapping[str, JSON]) -> None:
    """After its own +1: with Gates of Morning in play, +1 prowess to each Elf for the turn,
    and the region named treated."""
    if not is_it(play) or not _lit(ctx.state, ctx.ruleset.played):
        return
    for elf in ctx.state.every_character():
        if elf.race == RACE:
            turn_bonuses.bolster(ctx, CARD, elf.card_id, effects.Effect(turn_bonuses.PROWESS, 1))
    place = args.get(ARG)
    if isinstance(place, int) and not isinstance(place, bool):
        ctx.emit("SitePathTreated", RULE, card=CARD, name=NAME, character=None,
                 path=list(ctx.state.path),
                 treated=gates_treatments.treated(ctx.state.path, place, TREATS), gates=True)
