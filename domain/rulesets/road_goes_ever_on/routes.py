"""Where the automatic player sends a company: to the sites where the Quest Display's cards are
found, those whose automatic-attacks it would likely survive first (site_danger.py); home to
a Haven when it is hurt, worn out or has points enough for the Free Council; and out of the
Under-deeps, which has no site path home (BA-UDMOVE-9).

Not part of the rules: any company's movement, the running one's or a waiting one's (its
``move:`` ids given by destination)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from domain.engine import under_deeps as ud
from domain.engine.characters import Character
from domain.engine.movement import site_path
from domain.rulesets.road_goes_ever_on import site_danger
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn

#: The raw marshalling points the automatic player brings home to call the Free Council.
COUNCIL_POINTS = 25


def targets(state: State, taken: Sequence[str] = ()) -> list[str]:
    """The sites of the Quest Display's cards still to visit this turn, in display order
    (``taken``: sites another company is already bound for)."""
    return [s for q in state.display for s in q.sites
            if s not in state.tapped_sites and s not in taken]


def needs_rest(characters: Sequence[Character]) -> bool:
    return any(c.wounded for c in characters) or all(not c.untapped for c in characters)


def route(ruleset: RoadGoesEverOn, state: State, site: str,
          characters: Sequence[Character], moves: Mapping[str, str],
          taken: Sequence[str] = ()) -> str | None:
    """The move for a company at ``site``, or None to stay: ``moves`` maps each destination
    offered to its action id."""
    catalog = ruleset.catalog
    here = catalog.get(site)
    if ud.is_under_deeps(here):
        return _out_of_the_deeps(ruleset, state, moves, taken)
    if ruleset.raw_total(state) >= COUNCIL_POINTS:
        return towards_haven(ruleset, site, moves)
    if needs_rest(characters):
        return None if here.is_haven else towards_haven(ruleset, site, moves)
    # The sites whose automatic-attacks this company would likely survive first.
    strongest = site_danger.strongest_first(characters)
    wanted = sorted(targets(state, taken), key=lambda t: site_danger.too_dangerous(
        state, catalog.get(t), strongest))
    for target in wanted:
        if target in moves:
            return moves[target]
    if not here.is_haven:
        return towards_haven(ruleset, site, moves)
    for target in wanted:
        haven = catalog.get(target).nearest_haven
        for destination, action in moves.items():
            if haven and catalog.get(destination).name == haven:
                return action
    return _down_to(ruleset, moves, wanted)


def towards_haven(ruleset: RoadGoesEverOn, site: str, moves: Mapping[str, str]) -> str | None:
    here = ruleset.catalog.get(site)
    for destination, action in moves.items():
        card = ruleset.catalog.get(destination)
        if card.is_haven and site_path(here, card) is not None:
            return action
    return None


def _down_to(ruleset: RoadGoesEverOn, moves: Mapping[str, str],
             wanted: Sequence[str]) -> str | None:
    """An Under-deeps site that leads on to a site still to visit, when no site path does."""
    for destination, action in moves.items():
        below = ruleset.catalog.get(destination)
        if ud.is_under_deeps(below) and any(
                ud.move_problem(below, ruleset.catalog.get(t)) is None for t in wanted):
            return action
    return None


def _out_of_the_deeps(ruleset: RoadGoesEverOn, state: State, moves: Mapping[str, str],
                      taken: Sequence[str]) -> str | None:
    """From an Under-deeps site: to a site still to visit, else a Haven, else any surface
    site (a failed roll keeps the company below to try again)."""
    surface = {d: a for d, a in moves.items() if not ud.is_under_deeps(ruleset.catalog.get(d))}
    wanted = [moves[t] for t in targets(state, taken) if t in moves]
    havens = [a for d, a in surface.items() if ruleset.catalog.get(d).is_haven]
    return next(iter([*wanted, *havens, *surface.values()]), None)
