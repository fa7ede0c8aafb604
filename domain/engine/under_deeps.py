"""Under-deeps sites and movement (The Balrog, clauses ``BA-UD-1`` and ``BA-UDMOVE-*``).

An Under-deeps site card lists its adjacent sites, each with the 2D6 roll a company leaving it
for that site needs (``Card.adjacent_sites``). A surface site lists nothing: it is adjacent to
the Under-deeps sites that list it. Pure functions; the ruleset rolls."""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Card, fold

UNDER_DEEPS_SITE = "BA-UD-1"
FROM_SURFACE = "BA-UDMOVE-1"
FROM_UNDER_DEEPS = "BA-UDMOVE-2"
ROLL = "BA-UDMOVE-3"
RETURNS = "BA-UDMOVE-4"
NO_ROLL_DOWN = "BA-UDMOVE-5"
BALROG_EXCEPTION = "BA-UDMOVE-6"
MODIFIERS_APART = "BA-UDMOVE-7"
NO_SITE_PATH = "BA-UDMOVE-9"

#: Surface sites a Balrog company reaches from (or leaves for) their Under-deeps site only with
#: the roll printed on the Under-deeps site (BA-UDMOVE-6).
BALROG_ROLLS = (("Blue Mountain Dwarf-hold", "The Drowning-deeps"),
                ("Iron Hill Dwarf-hold", "The Rusted-deeps"))


def is_under_deeps(site: Card) -> bool:
    """An Under-deeps site shows "Under-deeps" for its region, its name holding "-deeps" or
    "Under-" (BA-UD-1); the card data marks it."""
    return site.is_site and (site.under_deeps or "-deeps" in site.name
                             or site.name.startswith(("Under-", "The Under-")))


def _listed(under: Card, site: Card) -> int | None:
    return next((n for name, n in under.adjacent_sites if fold(name) == fold(site.name)), None)


def move_problem(origin: Card, destination: Card) -> tuple[str, str] | None:
    """Why a company at ``origin`` may not move to ``destination`` by Under-deeps movement, or
    None: from a surface site only to an Under-deeps site listing it (BA-UDMOVE-1), from an
    Under-deeps site only to a site it lists (BA-UDMOVE-2)."""
    if is_under_deeps(origin):
        if _listed(origin, destination) is None:
            listed = ", ".join(name for name, _ in origin.adjacent_sites) or "none"
            return f"{origin.name} leads only to its adjacent sites ({listed}), not to " \
                   f"{destination.name}", FROM_UNDER_DEEPS
        return None
    if not is_under_deeps(destination) or _listed(destination, origin) is None:
        return f"{destination.name} is no Under-deeps site adjacent to {origin.name}", \
            FROM_SURFACE
    return None


def roll_needed(origin: Card, destination: Card, balrog: bool = False) -> int | None:
    """The 2D6 roll the move needs, or None when it needs none: the number the Under-deeps
    origin prints for the destination (BA-UDMOVE-3); none down from a surface site to its
    Under-deeps site (BA-UDMOVE-5), except for a Balrog company at the two Dwarf-holds, which
    rolls the number the Under-deeps site prints (BA-UDMOVE-6)."""
    if is_under_deeps(origin):
        return _listed(origin, destination)
    exception = any(fold(surface) == fold(origin.name) and fold(under) == fold(destination.name)
                    for surface, under in BALROG_ROLLS)
    return _listed(destination, origin) if balrog and exception else None


def arrives(roll: int, needed: int | None, modifier: int = 0,
            between_under_deeps: bool = True) -> bool:
    """The move goes ahead on a roll of at least the number needed (BA-UDMOVE-3); otherwise the
    company returns to its origin, draws nothing and the phase goes on as if it had not moved
    (BA-UDMOVE-4). A modifier to movement between Under-deeps sites does not count between an
    Under-deeps site and its surface site (BA-UDMOVE-7)."""
    if needed is None:
        return True
    return roll + (modifier if between_under_deeps else 0) >= needed


def site_path(origin: Card, destination: Card) -> tuple[str, ...] | None:
    """Moving out of the Under-deeps has no site path: creatures are keyed to the destination
    site only (BA-UDMOVE-9). None for a move that is not Under-deeps movement."""
    return () if is_under_deeps(origin) and _listed(origin, destination) is not None else None


def reachable(origin: Card, sites: Sequence[Card]) -> list[Card]:
    """The sites of ``sites`` Under-deeps movement joins to ``origin``, in the order given."""
    return [s for s in sites if s.id != origin.id and move_problem(origin, s) is None]
