"""A company left with no character is no company: the rules' glossary defines a company as
one or more characters moving or located together (CoE-g.company). From ``SINCE`` such a
company is removed (``CompanyDissolved``) before another company's phase is chosen or begins:
an emptied company does not arrive at its new site, is never offered a phase, and when it was
the running company, the first company still to play the phase (else the first other company)
runs in its place. Up to version 209 it went on to its site and was offered a site phase until
the next turn dropped it, and those games replay as played.

From ``GUARD_SINCE`` no on-guard card is placed for a company emptied in its movement/hazard
phase: RGO-GUARD-1 places the card under the company's new site, and no company is left to
reach one (none arrives, above); every card left in its Hazard Pile goes back on top of the
Hazard deck (RGO-HAZ-9). Before, the next card went on guard there and, never revealed, back
on top of the Hazard deck once the site phase was over (CoE-2.V.10), and those games replay
as played."""

from __future__ import annotations

from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

SINCE = 210
CLAUSE = "CoE-g.company"
KIND = "CompanyDissolved"
#: The first version placing no on-guard card for a company left with no character.
GUARD_SINCE = 214


def applies(played: str) -> bool:
    return played_since(played, SINCE)


def emptied(ctx: Context[State]) -> bool:
    """Whether the running company is left with no character, in a version that removes it."""
    return applies(ctx.ruleset.played) and not ctx.state.characters


def guarded(ctx: Context[State]) -> bool:
    """Whether an on-guard card may be placed for the running company: not, from
    ``GUARD_SINCE``, for one left with no character."""
    return bool(ctx.state.characters) or not played_since(ctx.ruleset.played, GUARD_SINCE)


def dissolve(ctx: Context[State], done: tuple[str, ...]) -> bool:
    """Removes each company left with no character, while another company has one: the
    waiting ones, then the running one, replaced by the first company not in ``done`` (those
    whose phase is over), else by the first other company. True if the running one was."""
    if not applies(ctx.ruleset.played):
        return False
    for company in ctx.state.companies:
        if not company.characters and ctx.state.every_character():
            ctx.emit(KIND, CLAUSE, company=company.id)
    state = ctx.state
    if state.characters or not state.companies:
        return False
    runs = next((c.id for c in state.companies if c.id not in done), state.companies[0].id)
    ctx.emit(KIND, CLAUSE, company=state.company, runs=runs)
    return True


def narrate(kind: str) -> str | None:
    if kind != KIND:
        return None
    return "A company with no character left is no company: it is removed."
