"""Shadowfax's second move (``SINCE_VERSION`` on).

Shadowfax (TW-326), untapped in a company of one character, or of one character and a Hobbit,
with no other ally, lets it move again as its movement/hazard phase ends: here, before
anything else of its site phase, ``ally-ride:<ally>:<site>`` taps him (``AllyTapped``) and
plans a move from the company's site to a site of the Site deck its site path reaches
(``MovementPlanned``); a movement/hazard phase of its own follows, and the site phase is then
the new site's (RGO-HAZ-1).
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Card, Catalog, fold
from domain.engine import allies
from domain.narration import named
from domain.ruleset import Action, Context, played_since
from domain.rulesets.road_goes_ever_on import companies, move_clauses
from domain.rulesets.road_goes_ever_on.state import SITE, State

#: The first version of the ruleset that plays Shadowfax's second move.
SINCE_VERSION = 104
KIND = "ally-ride"
SHADOWFAX = allies.SHADOWFAX
HOBBIT = allies.HOBBIT

Moves = Sequence[tuple[Card, tuple[str, ...]]]


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def problem(state: State, catalog: Catalog, rest: str, moves: Moves) -> str | None:
    """Why ``rest`` (``<ally>:<site>``) is not played now, or None; ``moves`` are the sites
    (and site paths) the company's site reaches."""
    ally_id, _, site_id = rest.partition(":")
    if ally_id not in state.allies or ally_id not in catalog:
        return f"{named(catalog.get, ally_id)} is not an ally of the company."
    name = catalog.get(ally_id).name
    if fold(name) != SHADOWFAX:
        return f"{name} gives his company no second move."
    if state.phase != SITE or state.explored or state.site_attacks or not state.characters:
        return f"{name} moves his company again as its movement/hazard phase ends, before " \
               "its site phase."
    if ally_id in state.tapped_allies:
        return f"{name} is tapped."
    if any(a != ally_id for a in state.allies) or not allies.rider_company(state.characters):
        return f"{name} moves only a company of one character, or one and a Hobbit, with no " \
               "other ally."
    if site_id not in [site.id for site, _ in moves]:
        return f"{name} moves his company to a site of the Site deck its site path reaches " \
               f"from {catalog.get(state.site).name}."
    return None


def actions(state: State, catalog: Catalog, played: str, moves: Moves) -> list[Action]:
    if not offered(played):
        return []
    mover = companies.moving(state.characters, not state.companies)
    return [Action(f"{KIND}:{ally}:{site.id}", f"Tap {catalog.get(ally).name}: {mover} "
                   f"moves again, to {site.name} ({len(path)} regions)",
                   move_clauses.card_cited(played, move_clauses.SPECIAL_MOVEMENT))
            for ally in dict.fromkeys(state.allies) for site, path in moves
            if problem(state, catalog, f"{ally}:{site.id}", moves) is None]


def refused(played: str) -> str:
    """The clause the move's refusals cite in the version ``played``: special movement from
    ``move_clauses.CARD_REFUSALS_SINCE``, RGO-HAZ-1 before."""
    return move_clauses.card_refused(played, move_clauses.SPECIAL_MOVEMENT)


def ride(ctx: Context[State], catalog: Catalog, rest: str, moves: Moves) -> None:
    """Shadowfax taps and the company's second move is planned; the caller begins its
    movement/hazard phase."""
    ally_id, _, site_id = rest.partition(":")
    path = next(p for site, p in moves if site.id == site_id)
    rule = move_clauses.card_cited(ctx.ruleset.played, move_clauses.SPECIAL_MOVEMENT)
    ctx.emit("AllyTapped", rule, ally=ally_id,
             use=f"the company moves again, to {catalog.get(site_id).name}")
    ctx.emit("MovementPlanned", rule, destination=site_id, path=list(path))


_TESTS = "tests/rules/test_road_goes_ever_on_second_move.py::"
#: What the coverage says of Shadowfax: what is left out, its test, the first version.
COVERAGE = {
    "TW-326": ("", _TESTS + "test_shadowfax_moves_his_company_again", SINCE_VERSION),
}
