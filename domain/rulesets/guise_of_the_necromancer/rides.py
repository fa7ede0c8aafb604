"""Shadowfax carries his company on in the Guise (``hobbit.shadowfax``, from
``printed_rules.SHADOWFAX_FROM``): as the movement/hazard phase of the company whose phase it
is ends, untapped in a company of one character, or one and a Hobbit, with no other ally, the
game waits (``MoveOnOffered``, the step ``BRIDGE``, Bridge beside him where it may be played):
``ally-ride:<ally>:<site>`` taps him and the company moves on by starter movement to a site of
the location deck (``CompanyMovesOn`` naming him), a movement/hazard phase of its own following
(its hazard hand drawn by that move, GON-HH-3), the site it reached its site of origin."""

from __future__ import annotations

from domain.cards import Catalog
from domain.ruleset import played_since
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.moves import destinations
from domain.rulesets.guise_of_the_necromancer.state import BRIDGE, MOVEMENT_HAZARD, Company, State
from domain.rulesets.hobbit import shadowfax


def plays(played: str) -> bool:
    return played_since(played, printed_rules.SHADOWFAX_FROM)


def scene(state: State, catalog: Catalog, company: Company | None = None,
          ending: bool | None = None) -> shadowfax.Scene:
    """What ``hobbit.shadowfax`` reads of ``company`` (the one whose phase it is, if not
    named): its allies and characters, the sites starter movement reaches from its site, and
    whether its movement/hazard phase is ending with the game waiting (``ending`` given: as if
    it were)."""
    company = company or state.current
    if ending is None:
        ending = state.phase == MOVEMENT_HAZARD and state.step == BRIDGE
    if company is None:
        return shadowfax.Scene((), state.tapped_allies, state.wounded_allies, (), catalog,
                               False, ())
    return shadowfax.Scene([(a, c) for a, c in state.allies if company.character(c)],
                           state.tapped_allies, state.wounded_allies, company.characters,
                           catalog, ending, [s for s, _ in destinations(company, state, catalog)],
                           company.id)


def riders(state: State, catalog: Catalog, company: Company, played: str) -> list[str]:
    """Shadowfax, where he may carry ``company`` on as its movement/hazard phase ends."""
    if not plays(played) or state.outcome is not None:
        return []
    return shadowfax.riders(scene(state, catalog, company, ending=True))
