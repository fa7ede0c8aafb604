"""Where a creature's text lets it be played beyond its printed keying (``Where`` of
``domain.engine.creature_scripts``, CoE 2.IV.vii), read against a company's route: one way for
every ruleset that keys its creatures to a site path (The Road Goes Ever On's Hazard Pile,
Guise of the Necromancer's hazard hand)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.cards import Card
from domain.engine.creature_scripts import CreatureScript, Where
from domain.engine.keying import path_region_names


@dataclass(frozen=True, slots=True)
class Route:
    """What of a company's way a creature's places are read against: the named regions of its
    site path by position (those the map tells: ``named``), the position, name, region and
    type of its new site (or the site it stands at), the name of the site it moves from (None:
    it stays), whether Doors of Night is in play and the creatures (card ids) it has faced
    this turn."""

    named: tuple[tuple[int, str], ...]
    site_position: int
    site_name: str
    site_region: str
    site_type: str
    origin: str | None = None
    doors_of_night: bool = False
    faced: tuple[str, ...] = ()


def places(where: Where, route: Route, floor: int = 0) -> list[tuple[int, str]]:
    """(position, how) at or after ``floor`` of the route where ``where`` lets the creature be
    keyed: a named region of the site path (``region:<name>``), the site, named or in a named
    region and of a listed type (``site:<name>``), or the move between two named sites
    (``between:<origin>/<site>``, at ``floor``)."""
    if where.doors_of_night and not route.doors_of_night:
        return []
    if where.after is not None and where.after not in route.faced:
        return []
    found = [(i, f"region:{name}") for i, name in route.named
             if i >= floor and name in where.regions]
    site = route.site_position
    if floor <= site and (route.site_name in where.sites or (
            route.site_region in where.sites_in
            and (not where.site_types or route.site_type in where.site_types))):
        found.append((site, f"site:{route.site_name}"))
    if route.origin is not None and where.between is not None and floor <= site \
            and sorted((route.origin, route.site_name)) == sorted(where.between):
        found.append((floor, f"between:{route.origin}/{route.site_name}"))
    return found


def ends_named(origin: Card, site: Card,
               types: Sequence[str]) -> tuple[tuple[int, str], ...]:
    """The regions of a site path of region ``types`` from ``origin`` to ``site`` known by
    name without the map: its first (the origin's region) and its last (the new site's)."""
    if not types:
        return ()
    named = {0: origin.region or "", len(types) - 1: site.region or ""}
    return tuple((i, name) for i, name in sorted(named.items()) if name)


def path_named(origin: Card, site: Card,
               types: Sequence[str]) -> tuple[tuple[int, str], ...]:
    """The regions of a site path of region ``types`` from ``origin`` to ``site`` known by
    name: its first and last (``ends_named``), and each between them the map tells
    (``keying.path_region_names``)."""
    named = dict(ends_named(origin, site, types))
    for i, name in enumerate(path_region_names(origin.region, site.region, types)):
        if name:
            named.setdefault(i, name)
    return tuple(sorted(named.items()))


def text_keys(script: CreatureScript | None, origin: Card, site: Card, path: Sequence[str],
              moving: bool, doors_of_night: bool = False,
              faced: Sequence[str] = (), whole_path: bool = False) -> list[str]:
    """How ``script``'s further places let the creature be keyed to a company that moves
    from ``origin`` to ``site`` by a site path of region ``path`` (``moving``), or stays at
    ``site``: its first and last regions known by name (``ends_named``), with
    ``whole_path`` every region the map names (``path_named``); ``faced``: the creatures
    it faced this turn."""
    if script is None or not script.also_played:
        return []
    known = path_named if whole_path else ends_named
    route = Route(known(origin, site, path) if moving else (), len(path), site.name,
                  site.region or "", site.site_type or "", origin.name if moving else None,
                  doors_of_night, tuple(faced))
    return [how for where in script.also_played for _, how in places(where, route)]


def location_keys(script: CreatureScript | None, name: str, region: str,
                  site_type: str | None) -> list[str]:
    """How ``script``'s further places let the creature be keyed to a company at one named
    location card, with no site path: the region ``name`` (``site_type`` None), or the site
    ``name`` of ``site_type`` in ``region`` (There and Back Again's row)."""
    if script is None or not script.also_played:
        return []
    route = Route(((0, name),), 1, "", "", "") if site_type is None else \
        Route((), 0, name, region, site_type)
    return [how for where in script.also_played for _, how in places(where, route)]
