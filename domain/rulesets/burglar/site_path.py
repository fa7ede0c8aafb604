"""The site path the company moved along this turn, from the site where it began the turn to
its site now, as the moves, the hazard events and the hazard long-events of Burglar Wants a
Good Job read it: starter movement's (CoE 2.II.7.i), or Morannon's own to the site a copy in
play stands for (``engine.morannon``). Each reads it here, so they agree on it.

The sites are read as printed: the path reads their regions, their paths to their Havens and
whether each is a Haven, none of which a treated site changes (Quiet Lands with Gates of
Morning treats a Shadow-hold as a Ruins & Lairs, its type only); the regions a card treats are
read on the path by its callers."""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine import morannon
from domain.engine.movement import site_named
from domain.rulesets.burglar.state import State


def from_turn_start(state: State, catalog: Catalog) -> tuple[str, ...] | None:
    """The region types of the site path from where the company began the turn to its site
    (None: starter movement joins no such sites, or the company stays)."""
    return morannon.path(site_named(catalog, state.turn_start),
                         site_named(catalog, state.location), state.morannon)
