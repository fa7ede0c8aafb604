"""Keying creatures to the places a company moves through or stands at (CoE 2.IV.vii.2), and the
map of regions those places lie on (``seeds/map/regions.json``: region types, adjacency and
sites of the official regions; facts only).

A creature is keyed to a region type printed on it (as many regions of that type as symbols
printed), to a site type printed on it, or to a region or site it names. A scenario can make a
region count as more than one region of its type (``counts_as``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from domain.cards import Card

REGION = "region"
SITE = "site"


@dataclass(frozen=True, slots=True)
class Region:
    name: str
    region_type: str
    adjacent: tuple[str, ...]
    sites: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Place:
    """A region or a site on a company's way, with its type (region type or site type)."""

    name: str
    kind: str  # REGION or SITE
    type: str


@cache
def standard_regions() -> dict[str, Region]:
    """The official regions, by name."""
    text = resources.files("seeds").joinpath("map", "regions.json").read_text("utf-8")
    data = json.loads(text)
    return {r["name"]: Region(r["name"], r["region_type"], tuple(r["adjacent"]),
                              tuple(r["sites"])) for r in data["regions"]}


def region_type_of(site: Card) -> str | None:
    """The type of the official region a site lies in (None: not one of them)."""
    region = standard_regions().get(site.region or "")
    return None if region is None else region.region_type


def regions_adjacent(a: str, b: str, regions: Mapping[str, Region] | None = None) -> bool:
    """Whether two regions border each other on the map."""
    table = standard_regions() if regions is None else regions
    return a in table and b in table[a].adjacent


def keying_options(card: Card, path: Sequence[Place], site: Place | None,
                   counts_as: Mapping[str, int] | None = None) -> list[str]:
    """The ways ``card`` can be keyed: ``region-type:<type>``, ``region:<name>``,
    ``site-type:<type>`` or ``site:<name>`` (CoE 2.IV.vii.2). ``path`` holds the regions the
    company moves through (or stands in); ``site`` its new or current site, if any."""
    counts = counts_as or {}
    options: list[str] = []
    for region_type, needed in card.keyed_regions:
        have = sum(counts.get(p.name, 1) for p in path if p.type == region_type)
        if have >= needed:
            options.append(f"region-type:{region_type}")
    for name in card.keyed_named:
        if any(p.name == name for p in path):
            options.append(f"region:{name}")
        if site is not None and site.name == name:
            options.append(f"site:{name}")
    if site is not None and site.type in card.keyed_site_types:
        options.append(f"site-type:{site.type}")
    return options


def needs_more_than_one(card: Card, region_type: str) -> bool:
    """Whether the card prints the region type more than once (e.g. double wilderness)."""
    return any(t == region_type and n > 1 for t, n in card.keyed_regions)


def path_region_names(first: str | None, last: str | None,
                      types: Sequence[str]) -> tuple[str | None, ...]:
    """The names of the regions of a site path of region ``types`` from region ``first`` to
    region ``last``, where the map tells them: each walk of adjacent regions of those types
    joining the two is followed, and a region is named where every walk agrees (None where
    they differ, or none is found). A path of types only, as the site cards print them."""
    table = standard_regions()
    if not types or first not in table or last not in table:
        return tuple(None for _ in types)
    walks: list[tuple[str, ...]] = [(first,)] if table[first].region_type == types[0] else []
    for wanted in types[1:]:
        walks = [(*w, n) for w in walks for n in table[w[-1]].adjacent
                 if n in table and table[n].region_type == wanted]
    walks = [w for w in walks if w[-1] == last]
    if not walks:
        return tuple(None for _ in types)
    return tuple(walks[0][i] if all(w[i] == walks[0][i] for w in walks) else None
                 for i in range(len(types)))
