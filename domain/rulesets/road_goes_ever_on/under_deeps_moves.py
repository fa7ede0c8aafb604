"""Under-deeps movement in The Road Goes Ever On, with the ``under_deeps`` setup option (The
Balrog, BA-UDMOVE-*; the rules themselves are ``domain/engine/under_deeps.py``).

A company at a surface site may move to an Under-deeps site of the Site deck that lists it, a
company at an Under-deeps site to any site of the Site deck it lists. Leaving an Under-deeps
site, the company rolls 2D6 as it sets out (the solo game reveals the destination when the
move is planned): below the number the origin prints, it stays where it was, and the turn goes
on as for a company that does not move. The move has no site path: every hazard is keyed to
the destination site (BA-UDMOVE-9).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.cards import Card
from domain.engine import under_deeps as ud
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on.state import State

OPTION = "under_deeps"


def offered(options: Mapping[str, Any]) -> bool:
    return options.get(OPTION) is True


def option_problems(value: object) -> list[str]:
    if value is None or isinstance(value, bool):
        return []
    return [f"{OPTION} must be true or false, not {value!r} [BA-UDMOVE-1]"]


def destinations(here: Card, sites: list[Card]) -> list[Card]:
    """The sites of the Site deck Under-deeps movement joins to ``here`` (BA-UDMOVE-1, 2)."""
    return ud.reachable(here, sites)


def label(here: Card, site: Card) -> str:
    needed = ud.roll_needed(here, site)
    roll = "no roll" if needed is None else f"2D6 of {needed} or more"
    return f"Move to {site.name} by the Under-deeps ({roll})"


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
