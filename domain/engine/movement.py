"""Starter movement along site paths (CoE 2.II.7.i; the site path, 2.IV.ii).

A company moves from a haven to a site whose nearest haven it is (along that site's path), from
a non-haven site back to its nearest haven (the same path, walked the other way), or between two
havens joined by a haven path printed on the origin haven. Any other move has no site path.
"""

from __future__ import annotations

from domain.cards import Card, Catalog, fold

STARTER_MOVEMENT = "CoE-2.II.7.i"


def site_named(catalog: Catalog, name: str, alignment: str = "Hero") -> Card:
    """The site card named ``name``: a card that stands for a site (Morannon) shares its name
    with that site, which is the one a company's location names."""
    return next((c for c in catalog.find_all(name, alignment) if c.is_site), None) \
        or catalog.find(name, alignment)


def _same(a: str | None, b: str) -> bool:
    return a is not None and fold(a) == fold(b)


def site_path(origin: Card, destination: Card) -> tuple[str, ...] | None:
    """The region types crossed from ``origin`` to ``destination``, in order of travel, or
    None when starter movement does not join them."""
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
    out = []
    for site in sites:
        path = site_path(origin, site)
        if path is not None:
            out.append((site, path))
    return out
