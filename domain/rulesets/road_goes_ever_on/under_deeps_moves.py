"""Under-deeps movement in The Road Goes Ever On, with the ``under_deeps`` setup option (The
Balrog, BA-UDMOVE-*; the rules themselves are ``domain/engine/under_deeps.py``).

A company at a surface site may move to an Under-deeps site of the Site deck that lists it, a
company at an Under-deeps site to any site of the Site deck it lists. Leaving an Under-deeps
site, the company rolls 2D6 when it reveals its destination: below the number the origin
prints, it stays where it was, and the turn goes on as for a company that does not move. The
move has no site path: every hazard is keyed to the destination site (BA-UDMOVE-9).

Up to version 26 only the running company moved so, rolling as the move was planned; from
version 27 (``balrog_rules.SINCE_VERSION``) a company split off moves so too, and every
company rolls as its movement/hazard phase begins, when the destination is revealed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from domain.cards import Card
from domain.engine import under_deeps as ud
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import balrog_rules
from domain.rulesets.road_goes_ever_on.state import State

OPTION = "under_deeps"
#: The least roll of 2D6.
LEAST_ROLL = 2


def offered(options: Mapping[str, Any]) -> bool:
    return options.get(OPTION) is True


def option_problems(value: object) -> list[str]:
    if value is None or isinstance(value, bool):
        return []
    return [f"{OPTION} must be true or false, not {value!r} [BA-UDMOVE-1]"]


def for_split_companies(options: Mapping[str, Any], played: str) -> bool:
    """Whether a company split off may move by the Under-deeps too (version 27 on)."""
    return offered(options) and balrog_rules.played(played)


def rolls_when_planned(played: str) -> bool:
    """Up to version 26 the running company rolled as its move was planned."""
    return not balrog_rules.played(played)


def joins(here: Card, site: Card) -> bool:
    """Whether Under-deeps movement joins ``here`` to ``site`` (BA-UDMOVE-1, 2)."""
    return ud.move_problem(here, site) is None


def refusal(here: Card, site: Card) -> tuple[str, str] | None:
    """Why a move from ``here`` to ``site`` that no site path joins is no Under-deeps move
    either, where it would be one (``here`` or ``site`` an Under-deeps site): from a surface
    site only down to its own Under-deeps site (BA-UDMOVE-1), from an Under-deeps site only to
    the sites it lists (BA-UDMOVE-2). None otherwise."""
    if not (ud.is_under_deeps(here) or ud.is_under_deeps(site)):
        return None
    found = ud.move_problem(here, site)
    return None if found is None else (f"{found[0]}.", found[1])


def destinations(here: Card, sites: list[Card]) -> list[Card]:
    """The sites of the Site deck Under-deeps movement joins to ``here`` (BA-UDMOVE-1, 2)."""
    return ud.reachable(here, sites)


def way(here: Card, site: Card) -> str:
    """Where and how a move by the Under-deeps goes, as its choice tells it."""
    needed = ud.roll_needed(here, site)
    if needed is None:
        roll = "no roll"
    elif needed <= LEAST_ROLL:  # rolled as the rule says, but no roll can fail it
        roll = "no roll needed: any roll of 2D6 goes on"
    else:
        roll = f"2D6 of {needed} or more"
    return f"to {site.name} by the Under-deeps ({roll})"


def label(here: Card, site: Card) -> str:
    return f"Move {way(here, site)}"


def arrives(ctx: Context[State], origin: Card, destination: Card) -> bool:
    """Roll for a move out of an Under-deeps site (BA-UDMOVE-3); True if the company goes on.
    A roll too low keeps it at its origin (BA-UDMOVE-4)."""
    needed = ud.roll_needed(origin, destination)
    if not ud.is_under_deeps(origin) or needed is None:
        return True
    dice = ctx.roll(f"leaving {origin.name} for {destination.name}", ud.ROLL)
    made = ud.arrives(sum(dice), needed)
    ctx.emit("UnderDeepsMoveRolled", ud.ROLL if made else ud.RETURNS, origin=origin.id,
             destination=destination.id, roll=sum(dice), needed=needed, arrived=made)
    return made


def revealed(ctx: Context[State], card: Callable[[str], Card]) -> None:
    """The company's movement/hazard phase begins and reveals its destination: a company
    leaving an Under-deeps site rolls now (BA-UDMOVE-3), version 27 on."""
    state = ctx.state
    if not offered(state.options) or rolls_when_planned(ctx.ruleset.played) \
            or state.destination is None:
        return
    arrives(ctx, card(state.site), card(state.destination))
