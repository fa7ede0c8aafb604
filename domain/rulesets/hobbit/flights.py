"""The cards that move a company by no site path (the engine's ``effects.MOVE_BY_CARD``, its
twenty-third generation), in a scenario of the family whose company moves to the sites of a site
deck (Burglar Wants a Good Job): Eagle-mounts and Paths of the Dead. Each is played in the
organization phase, before the company moves, where the standard rules play it as the phase
ends (``play:<card>:<mode>:<site>``): the site is one of the site deck the mode admits (another
than the company's, of no type it bars, of a name it names). The company then moves there as
by a move of its own (``CounterMoved`` naming the card), crossing no region: no site path this
turn (``HobbitState.moved_by``), so a creature is keyed to the new site only (Eagle-mounts,
``travel.site_only``) or is an Undead, played keyed to the company whatever its keying (Paths
of the Dead, ``undead_keys``).

Bridge (the twenty-fifth generation) is played as the movement/hazard phase of a company that
moved to a Haven ends (``after_moving``): it moves on, by starter movement and so along a site
path (``by_starter_movement``), and a movement/hazard phase follows for that move."""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Card, Catalog, fold
from domain.engine import coe, effects
from domain.rulesets.hobbit.moves import Add, Move, event_problem
from domain.rulesets.hobbit.state import HobbitState

#: The keying of an Undead played on a company under Paths of the Dead, whatever its own.
UNDEAD_KEY = "undead-only"
UNDEAD = "Undead"


def modes(card_id: str, generations: effects.Generations) -> list[effects.Mode]:
    """The modes of ``card_id`` that move the company (none: it moves no company)."""
    entry = effects.scripted(card_id, generations)
    return [m for m in entry.modes if m.target == effects.DESTINATION] if entry else []


def site_problem(mode: effects.Mode, site: Card | None, deck: Sequence[Card],
                 here: Card, reached: Sequence[Card] = ()) -> str:
    """Why the mode does not move the company to ``site`` ("": it does); ``reached``: the
    sites of the deck the company reaches by starter movement."""
    if site is None or site.id not in {s.id for s in deck}:
        return f"{site.name if site else 'that'} is no site of the site deck"
    if site.id == here.id:
        return f"the company is at {here.name} already"
    if mode.by_starter_movement and site.id not in {s.id for s in reached}:
        return f"starter movement does not take the company from {here.name} to {site.name}"
    if mode.to_sites_named and fold(site.name) not in {fold(n) for n in mode.to_sites_named}:
        return f"it moves the company to {' or '.join(mode.to_sites_named)} only"
    if site.under_deeps:
        return "it moves the company to no Under-deeps site"
    if site.site_type in mode.not_to_site_types:
        return f"it moves the company to no {(site.site_type or '').capitalize()}"
    return ""


def moves(state: HobbitState, catalog: Catalog, deck: Sequence[Card], here: Card, add: Add,
          generations: effects.Generations, reached: Sequence[Card] = (), *,
          card_named: bool) -> None:
    """``play:<card>:<mode>:<site>`` for each card of the hand that moves the company now, to
    each site of ``deck`` (the site deck) it may go to (``reached``: those starter movement
    reaches, for Bridge; ``card_named``: as ``moves.site_type_problem``)."""
    for card_id in sorted(set(state.hand)):
        for mode in modes(card_id, generations):
            if event_problem(state, card_id, mode.name, "", generations, catalog,
                             card_named=card_named):
                continue
            name = catalog.get(card_id).name
            for site in deck:
                if not site_problem(mode, site, deck, here, reached):
                    add(f"play:{card_id}:{mode.name}:{site.id}",
                        f"Play {name}: the company moves to {site.name}", coe.SHORT_EVENT,
                        Move("event", card=card_id, mode=mode.name, target=site.id))


def undead_keys(only: bool, creature: Card, keys: list[str]) -> list[str]:
    """A creature's keyings under Paths of the Dead (``only``: in force on the company): none
    but an Undead's, which is played on the company whatever its own keying."""
    if not only:
        return keys
    if UNDEAD not in (creature.race or ""):
        return []
    return keys or [UNDEAD_KEY]
