"""Starter movement along site paths (CoE 2.II.7.i; the site path, 2.IV.ii).

A company moves from a haven to a site whose nearest haven it is (along that site's path), from
a non-haven site back to its nearest haven (the same path, walked the other way), or between two
havens joined by a haven path printed on the origin haven. Any other move has no site path.
"""

from __future__ import annotations

from domain.cards import Card, Catalog, fold

STARTER_MOVEMENT = "CoE-2.II.7.i"

#: The answers of :func:`site_path` and :func:`reachable`, pure functions of immutable catalog
#: cards, kept by the cards' identities: a company's moves are weighed for every site of its
#: site deck at every decision, by the legal actions, the automatic player and the checks.
#: Each entry holds its cards, so no other object can take their identities while it is kept.
_PATHS: dict[tuple[int, int], tuple[Card, Card, tuple[str, ...] | None]] = {}
_REACHED: dict[tuple[int, ...], tuple[Card, tuple[Card, ...],
                                      tuple[tuple[Card, tuple[str, ...]], ...]]] = {}
#: How many answers of each are kept before they are let go (all at once: few are ever asked).
KEPT = 4096


def site_at(catalog: Catalog, name: str, alignment: str = "Hero") -> Card | None:
    """The site card named ``name`` (None: no site is, e.g. a region of a fixed map): a card
    that stands for a site (Morannon) shares its name with that site, which is the one a
    company's location names."""
    return catalog.site(name, alignment)


def site_named(catalog: Catalog, name: str, alignment: str = "Hero") -> Card:
    """The site card named ``name`` (``site_at``), else the card of that name."""
    return site_at(catalog, name, alignment) or catalog.find(name, alignment)


def _same(a: str | None, b: str) -> bool:
    return a is not None and fold(a) == fold(b)


def site_path(origin: Card, destination: Card) -> tuple[str, ...] | None:
    """The region types crossed from ``origin`` to ``destination``, in order of travel, or
    None when starter movement does not join them."""
    key = (id(origin), id(destination))
    found = _PATHS.get(key)
    if found is not None:
        return found[2]
    path = _site_path(origin, destination)
    if len(_PATHS) >= KEPT:
        _PATHS.clear()
    _PATHS[key] = (origin, destination, path)
    return path


def _site_path(origin: Card, destination: Card) -> tuple[str, ...] | None:
    if origin.id == destination.id:
        return None
    if origin.is_haven:  # asked for every site of the site deck: each property read once
        if destination.is_haven:
            for path in origin.haven_paths:
                if _same(path.haven, destination.name):
                    return tuple(path.path)
            return None
        if _same(destination.nearest_haven, origin.name):
            return tuple(destination.site_path)
        return None
    if destination.is_haven and _same(origin.nearest_haven, destination.name):
        return tuple(reversed(origin.site_path))
    return None


def reachable(origin: Card, sites: list[Card]) -> list[tuple[Card, tuple[str, ...]]]:
    """The sites of ``sites`` a company at ``origin`` can move to, with their paths, in the
    order given."""
    held = tuple(sites)
    key = (id(origin), *map(id, held))
    found = _REACHED.get(key)
    if found is None:
        found = (origin, held, tuple((site, path) for site in held
                                     if (path := site_path(origin, site)) is not None))
        if len(_REACHED) >= KEPT:
            _REACHED.clear()
        _REACHED[key] = found
    return list(found[2])


def drawing_site(origin: Card, new_site: Card) -> Card:
    """The site whose numbers a moving company's draws go by: its new site, or its site of
    origin when it moves to a haven (CoE 2.IV.v)."""
    return origin if new_site.is_haven else new_site
