"""Dungeons (RGO-DUNG-1, 2, 3, 5; RGO-SITE-DH-S1), version 19 on.

A Dungeon is a site card with the keyword ``Dungeon`` (none is in the Council of Elrond
database: the player's own catalog brings it). It lies under its surface site (the new-cards
data: the Catacombs of Carn Dum under Carn Dûm, ...). The company moves between the two with
no region crossed. It may go down only from the surface site explored in its immediately
preceding site phase (RGO-DUNG-1, the reading of "just"); from a Dungeon the only move is back
up (RGO-DUNG-2). Its site encounter rolls get +2 (RGO-DUNG-3), and exploring it gains 1 MP,
once for each Dungeon (RGO-DUNG-5; the reading of RGO-SITE-DH-S1's "when discarded").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from domain.cards import Card, fold
from domain.engine.checks import Modifier
from domain.engine.movement import reachable as starter_reachable
from domain.immutable import replace
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import new_cards
from domain.rulesets.road_goes_ever_on.state import State

REACH = "RGO-DUNG-1"
ONLY_BACK = "RGO-DUNG-2"
DEEPER = "RGO-DUNG-3"
POINTS = "RGO-DUNG-5"
RESCUES = "RGO-DUNG-4"  # a legal site for Rescue Prisoners (rescues.py)
KEYWORD = "Dungeon"
#: Versions recorded before Dungeons; they replay as played.
BEFORE = tuple(str(v) for v in range(1, 19))


def offered(played: str) -> bool:
    return played not in BEFORE


#: From this version the companies split off move by the Dungeon rules too, and the sites a
#: split leaves to reach are counted by them (organization.py).
EVERY_COMPANY_SINCE = 32


def for_every_company(played: str) -> bool:
    return int(played) >= EVERY_COMPANY_SINCE


def company_moves(state: State, company: str, here: Card,
                  sites: Sequence[Card]) -> list[tuple[Card, tuple[str, ...]]]:
    """The moves of ``company`` (the running one or one waiting) from ``here``."""
    return reachable(_of(state, company), here, sites)


def company_problem(state: State, company: str, here: Card,
                    target: Card) -> tuple[str, str] | None:
    """Why ``company`` may not move from ``here`` to ``target`` by the Dungeon rules."""
    return move_problem(_of(state, company), here, target)


def _of(state: State, company: str) -> State:
    """The state as ``company`` sees it: the running company's own is not copied (a copy
    of the whole state for each move weighed)."""
    return state if company == state.company else replace(state, company=company)


def is_dungeon(site: Card) -> bool:
    return KEYWORD in site.keywords and site.is_site


def surface(dungeon: Card) -> str | None:
    """The name of the site the Dungeon lies under, from the new-cards data."""
    return _surfaces().get(fold(dungeon.name))


@cache  # movement asks for every site of every move offered
def _surfaces() -> dict[str, str | None]:
    """Each Dungeon's folded name -> the site it lies under (the first the data names)."""
    out: dict[str, str | None] = {}
    for card in new_cards.shipped():
        if card.kind == "dungeon":
            out.setdefault(fold(card.name), card.surface)
    return out


def _under(dungeon: Card, site: Card) -> bool:
    if not is_dungeon(dungeon):
        return False
    below = surface(dungeon)
    return below is not None and fold(below) == fold(site.name)


def reachable(state: State, here: Card,
              sites: Sequence[Card]) -> list[tuple[Card, tuple[str, ...]]]:
    """The moves starter movement offers, less those the Dungeon rules forbid, with the
    Dungeon below or the surface above (no region crossed)."""
    if not is_dungeon(here) and not any(is_dungeon(site) for site in sites):
        return starter_reachable(here, list(sites))  # no Dungeon: nothing forbidden or added
    out = [(site, path) for site, path in starter_reachable(here, list(sites))
           if move_problem(state, here, site) is None]
    out += [(site, ()) for site in sites if site.id != here.id
            and (_under(site, here) or _under(here, site))
            and move_problem(state, here, site) is None]
    return out


def move_problem(state: State, here: Card, target: Card) -> tuple[str, str] | None:
    """Why the company may not move from ``here`` to ``target`` by the Dungeon rules."""
    if is_dungeon(here) and not _under(here, target):
        return (f"From {here.name} the only way is back up to {surface(here) or 'its surface'}.",
                ONLY_BACK)
    if is_dungeon(target):
        explored = (state.turn - 1, state.company, here.id)
        if not _under(target, here) or state.last_explored != explored:
            return (f"{target.name} is reached only from {surface(target) or 'its surface'} "
                    "explored in the company's last site phase.", REACH)
    return None


def path(here: Card, target: Card) -> tuple[str, ...] | None:
    """The path between a Dungeon and its surface: no region."""
    return () if _under(target, here) or _under(here, target) else None


def encounter_bonus(site: Card) -> list[Modifier]:
    return [Modifier(2, f"card:{site.id}", f"{site.name} is a Dungeon", DEEPER)] \
        if is_dungeon(site) else []


def explored(ctx: Context[State], site: Card, name: Callable[[str], str]) -> None:
    """1 MP the first time a Dungeon is explored (RGO-DUNG-5)."""
    if is_dungeon(site) and not any(r.card == site.id for r in ctx.state.mp):
        ctx.emit("MarshallingPointsGained", POINTS, card=site.id, name=name(site.id),
                 kind="miscellaneous", points=1)
