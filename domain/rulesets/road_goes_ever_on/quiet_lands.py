"""Quiet Lands' alternative (TW-309), from version ``SINCE_VERSION``: with Gates of Morning in
play it is played from the hand before the company's hazards are drawn (the long-event phase,
its site path known) to treat, until the end of the turn, either one Shadow-land of the site
path as a Wilderness (``resource:<card>:quiet-region``, the ``region`` argument its place in
the path, from 1) or the company's new site (its site, if it stays), a Shadow-hold, as a
Ruins & Lairs (``resource:<card>:quiet-site``). ``LandsQuieted`` records it, and the hazards
are keyed to the region or site as treated. As an environment it cannot be duplicated: once a
turn. Without Gates of Morning in play, with no Shadow-land in the path (no Shadow-hold as the
site), or once played this turn, it is not offered, and its play is refused naming the card and
the reason, writing nothing. Its first mode (half the strikes of an automatic-attack at a
Shadow-hold or a Ruins & Lairs) is the engine's. Earlier versions did not offer the alternative
(Gates of Morning could be in play from version 161) and replay as played.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from domain.canonical import JSON
from domain.cards import SITE_TYPES, Card
from domain.engine import effects, gates_treatments
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import gates_of_morning
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays it.
SINCE_VERSION = 171
CARD = "TW-309"
NAME = "Quiet Lands"
REGION_MODE = "quiet-region"
SITE_MODE = "quiet-site"
#: The primitives of its two treatments.
TREAT_REGION = "quiet-region"
TREAT_SITE = "quiet-site"
ARG = "region"
RULE = gates_of_morning.RULE
SHADOW_HOLD, RUINS = SITE_TYPES["S"], SITE_TYPES["R"]


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def plays() -> dict[str, tuple[Play, ...]]:
    """Its alternative's two treatments, read by ``hand_resources.plays`` from
    ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ROAD, Play

    return {CARD: (Play(CARD, NAME, REGION_MODE, ROAD, (effects.Effect(TREAT_REGION),)),
                   Play(CARD, NAME, SITE_MODE, ROAD, (effects.Effect(TREAT_SITE),)))}


def treats(play: Play) -> bool:
    return any(e.primitive in (TREAT_REGION, TREAT_SITE) for e in play.effects)


def places(state: State) -> list[int]:
    """The places in the site path (from 1) of its Shadow-lands."""
    return gates_treatments.places(state.path, gates_treatments.QUIET_REGIONS) \
        if state.destination is not None else []


def _site(state: State) -> str:
    return state.destination or state.site


def unmet(state: State, play: Play, card: Callable[[str], Card]) -> str | None:
    """Why the alternative may not be played now (None: it may, or ``play`` is another)."""
    if not treats(play):
        return None
    if not gates_of_morning.in_play(state):
        return "it treats a region or a site only with Gates of Morning in play"
    if state.quieted == state.turn:
        return "it cannot be duplicated: it treats a region or a site once a turn"
    if play.mode == REGION_MODE and not places(state):
        return "the company's site path has no Shadow-land"
    if play.mode == SITE_MODE and _type(state, card) != SHADOW_HOLD:
        return f"the company's site, {card(_site(state)).name}, is no Shadow-hold"
    return None


def _type(state: State, card: Callable[[str], Card]) -> str:
    from domain.rulesets.road_goes_ever_on.hazard_scripts import site_type

    return site_type(state, card(_site(state)))


def params(state: State, play: Play) -> dict[str, str]:
    if play.mode != REGION_MODE:
        return {}
    return {ARG: "the Shadow-land treated as a Wilderness, its place in the site path: "
                 + ", ".join(str(i) for i in places(state))}


def args_unmet(state: State, play: Play, args: Mapping[str, JSON]) -> str | None:
    """Why the ``region`` argument is refused (None: it names a Shadow-land of the path, or
    the site is treated)."""
    if play.mode != REGION_MODE:
        return None
    wanted = args.get(ARG)
    if wanted is None:
        return f"name the Shadow-land to treat, its place in the site path (the \"{ARG}\" " \
               "argument)"
    return gates_treatments.region_problem(
        state.path if state.destination is not None else (), wanted,
        gates_treatments.QUIET_REGIONS)


def treat(ctx: Context[State], primitive: str, args: Mapping[str, JSON]) -> None:
    """The region named, or the site, treated until the end of the turn (the caller checked
    it)."""
    state = ctx.state
    if primitive == TREAT_REGION:
        place = int(str(args[ARG]))
        ctx.emit("LandsQuieted", RULE, card=CARD, name=NAME, region=place,
                 path=list(state.path),
                 treated=gates_treatments.treated(state.path, place,
                                                  gates_treatments.QUIET_REGIONS),
                 site=None, site_type=None)
        return
    ctx.emit("LandsQuieted", RULE, card=CARD, name=NAME, region=None, path=list(state.path),
             treated=list(state.path), site=_site(state), site_type=RUINS)
