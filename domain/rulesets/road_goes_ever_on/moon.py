"""Arinmîr's Moon and Stars (RGO-ABIL-3): a Moon or Stars card played as if Gates of Morning
were in play; the Moon from version 29, Stars from version 34.

Before ``gates_of_morning.SINCE_VERSION`` Gates of Morning is never in play in this ruleset
(a resource permanent-event was not put in play from the hand), so the effects of these cards
that need it come through Arinmîr (from that version the Moon's come with Gates of Morning in
play too; Stars's alternative still comes only through Arinmîr):

- while he is in play and a Moon is among the long-events in play, a company's site path is
  treated for the hazards with its Wildernesses as Border-lands and its Border-lands as
  Free-domains, as the company's movement/hazard phase begins (``SitePathTreated``), so
  creatures are keyed to the treated path;
- in the long-event phase, the company's movement planned, Stars is played from the hand
  (from ``gates_of_morning.SINCE_VERSION`` with Gates of Morning in play too)
  (``stars:<card>:<region>``, the region's place in the site path from 1) to treat one
  Dark-domain of the path as a Shadow-land or one Shadow-land as a Wilderness for the rest of
  the turn (``SitePathTreated``, the card to the discard pile); once a turn, as the card cannot
  be duplicated.

From version ``DOORS_SINCE`` the Moon's other half is played by its own text: with the Moon
and Doors of Night in play as a company's movement/hazard phase begins, its site path is
treated for the hazards with its Dark-domains as Shadow-lands and its Shadow-lands as
Wildernesses (``SitePathTreated`` citing RGO-LONG-1; where Arinmîr's treatment applies too,
it comes first, so no region is treated twice).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from domain.cards import Card, fold
from domain.engine import gates_treatments, resource_long_events
from domain.narration import named
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import gates_of_morning
from domain.rulesets.road_goes_ever_on.hazard_scripts import doors_in_play
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.decision import Decision, Rules

CLAUSE = "RGO-ABIL-3"
#: The first versions that play the Moon and Stars; earlier versions replay as played.
SINCE_VERSION = 29
STARS_SINCE_VERSION = 34
#: The first version that plays the Moon's Doors of Night half.
DOORS_SINCE = 84
DOORS_RULE = "RGO-LONG-1"
STARS = "stars"
#: The Moon's treatments of region types (shared: ``engine.resource_long_events``).
UNDER_THE_MOON, UNDER_DOORS = resource_long_events.UNDER_THE_MOON, \
    resource_long_events.UNDER_DOORS


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def stars_offered(played: str) -> bool:
    return played_since(played, STARS_SINCE_VERSION)


def treated(path: Sequence[str]) -> tuple[str, ...]:
    return tuple(UNDER_THE_MOON.get(region, region) for region in path)


def treat_path(ctx: Context[State], card: Callable[[str], Card]) -> None:
    """As a company's movement/hazard phase begins: with Arinmîr in play and a Moon in play,
    its site path treated as with Gates of Morning; then, from ``DOORS_SINCE``, with Doors of
    Night in play as the Moon says."""
    state = ctx.state
    moon = next((c for c in state.long_in_play if fold(card(c).name) == fold("Moon")), None)
    arinmir = _arinmir(state)
    new = treated(state.path)
    played = ctx.ruleset.played
    if moon is not None and arinmir is not None and new != state.path:
        ctx.emit("SitePathTreated", CLAUSE, card=moon, name=card(moon).name,
                 character=arinmir, path=list(state.path), treated=list(new))
    elif moon is not None and new != state.path and gates_of_morning.offered(played) \
            and gates_of_morning.in_play(state):  # Gates of Morning itself in play
        ctx.emit("SitePathTreated", DOORS_RULE, card=moon, name=card(moon).name,
                 character=None, path=list(state.path), treated=list(new), gates=True)
    if moon is None or not played_since(played, DOORS_SINCE) \
            or not doors_in_play(ctx.state):
        return
    path = ctx.state.path
    dark = tuple(UNDER_DOORS.get(region, region) for region in path)
    if dark != path:
        ctx.emit("SitePathTreated", DOORS_RULE, card=moon, name=card(moon).name,
                 character=None, path=list(path), treated=list(dark))


def _arinmir(state: State) -> str | None:
    return next((c.card_id for c in state.every_character()
                 if fold(c.name) == fold("Arinmîr")), None)


#: Stars with Gates of Morning: the one region it treats as another type.
UNDER_THE_STARS = gates_treatments.UNDER_THE_STARS


def stars_problem(state: State, stars: str, place: int,
                  card: Callable[[str], Card], gates: bool = True) -> str | None:
    """Why Stars cannot be played now on the region at ``place`` (from 1), or None
    (``gates``: the version played lets Gates of Morning be in play)."""
    if _arinmir(state) is None and not gates_of_morning.in_play(state):
        return ("Stars is played as with Gates of Morning only with Arinmîr or Gates of "
                "Morning in play." if gates else
                "Stars is played as with Gates of Morning only with Arinmîr in play.")
    if state.phase != LONG_EVENT or state.destination is None:
        return "Stars treats a region of the site path once the company's movement is planned."
    if stars not in state.hand or fold(card(stars).name) != fold("Stars"):
        return f"{named(card, stars)} is no Stars card in the hand."
    if state.starlit == state.turn:
        return "Stars cannot be duplicated: one is already in effect this turn."
    if not 1 <= place <= len(state.path) or state.path[place - 1] not in UNDER_THE_STARS:
        return f"Region {place} of the site path is no Dark-domain or Shadow-land."
    return None


def stars_actions(state: State, card: Callable[[str], Card]) -> list[Action]:
    out = []
    for stars in dict.fromkeys(state.hand):
        for place, region in enumerate(state.path, start=1):
            if stars_problem(state, stars, place, card) is None:
                by = "Arinmîr" if _arinmir(state) is not None else "in play"
                out.append(Action(f"{STARS}:{stars}:{place}", f"Play Stars as with Gates of "
                                  f"Morning ({by}): region {place} ({region}) is treated as "
                                  f"a {UNDER_THE_STARS[region]} this turn", CLAUSE))
    return out


def play_stars(ctx: Context[State], rest: str, card: Callable[[str], Card]) -> None:
    """``stars:<card>:<place>``: refused with the clause, or the region treated."""
    stars, _, where = rest.partition(":")
    place = int(where) if where.isdigit() else 0
    try:
        problem = stars_problem(ctx.state, stars, place, card,
                                gates_of_morning.offered(ctx.ruleset.played))
    except KeyError:
        problem = f"{named(card, stars)} is no Stars card in the hand."
    if problem is not None:
        raise illegal(problem, CLAUSE)
    state = ctx.state
    arinmir = _arinmir(state)
    new = list(state.path)
    new[place - 1] = UNDER_THE_STARS[new[place - 1]]
    gates = {} if arinmir is not None else {"gates": True}  # Gates of Morning in play
    ctx.emit("SitePathTreated", CLAUSE if arinmir is not None else gates_of_morning.RULE,
             card=stars, name=card(stars).name, character=arinmir, path=list(state.path),
             treated=new, from_hand=True, **gates)


def handle_stars(rules: Rules, d: Decision) -> None:
    """Play ``stars:...``, Arinmîr's Stars (the ruleset's table of handlers)."""
    play_stars(d.ctx, d.rest, rules.catalog.get)
