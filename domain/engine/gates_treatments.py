"""The resource short-events that, with Gates of Morning in play, treat one region of the
company's site path, or its site, as another type until the end of the turn, the player naming
which: Quiet Lands (a Shadow-land as a Wilderness, or a Shadow-hold as a Ruins & Lairs), Stars
(a Dark-domain as a Shadow-land, or a Shadow-land as a Wilderness) and The Evenstar (besides its
prowess, a Wilderness as a Border-land or a Border-land as a Free-domain, if the player
chooses). What each treats, and the checks of the region or site named, as The Road Goes Ever
On and the Hobbit scenarios read them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from domain.canonical import JSON
from domain.cards import REGION_TYPES, SITE_TYPES, Card
from domain.immutable import replace
from domain.text import type_name

QUIET_LANDS, STARS, EVENSTAR = "TW-309", "TW-331", "TW-343"
NAMES = {QUIET_LANDS: "Quiet Lands", STARS: "Stars", EVENSTAR: "The Evenstar"}
#: The region types each treats, and as what.
QUIET_REGIONS = {REGION_TYPES["s"]: REGION_TYPES["w"]}
UNDER_THE_STARS = {REGION_TYPES["d"]: REGION_TYPES["s"], REGION_TYPES["s"]: REGION_TYPES["w"]}
EVENSTAR_REGIONS = {REGION_TYPES["w"]: REGION_TYPES["b"], REGION_TYPES["b"]: REGION_TYPES["f"]}
REGIONS: dict[str, dict[str, str]] = {QUIET_LANDS: QUIET_REGIONS, STARS: UNDER_THE_STARS,
                                      EVENSTAR: EVENSTAR_REGIONS}
#: The site types each treats, and as what (Quiet Lands only).
QUIET_SITES = {SITE_TYPES["S"]: SITE_TYPES["R"]}
SITES: dict[str, dict[str, str]] = {QUIET_LANDS: QUIET_SITES}
#: The arguments naming the region (its place in the site path, from 1) or the site treated.
REGION, SITE = "region", "site"
#: A treatment recorded for the turn: (card, place in the site path from 1 (0: a site), site
#: id ("": a region), the type it is treated as).
Treatment = tuple[str, int, str, str]


def treated_path(path: Sequence[str], treatments: Sequence[Treatment]) -> tuple[str, ...]:
    """``path`` with the regions treated this turn as they are treated."""
    out = list(path)
    for _, place, _, kind in treatments:
        if 0 < place <= len(out):
            out[place - 1] = kind
    return tuple(out)


def treated_site(site: Card, treatments: Sequence[Treatment]) -> Card:
    """``site`` as it is treated this turn (as it is when nothing treats it)."""
    found = [kind for _, _, where, kind in treatments if where == site.id]
    return replace(site, site_type=found[-1]) if found else site


def treated_places(treatments: Sequence[Treatment]) -> tuple[int, ...]:
    """The places of the site path treated this turn: no other card treats them again (a
    region is treated once)."""
    return tuple(place for _, place, _, _ in treatments if place)


def places(path: Sequence[str], treats: Mapping[str, str]) -> list[int]:
    """The places in ``path`` (from 1) of the regions ``treats`` may treat."""
    return [i for i, region in enumerate(path, start=1) if region in treats]


def treated(path: Sequence[str], place: int, treats: Mapping[str, str]) -> list[str]:
    """``path`` with its region at ``place`` (from 1) treated (the caller checked it may be)."""
    return [*path[:place - 1], treats[path[place - 1]], *path[place:]]


def kinds(treats: Mapping[str, str]) -> str:
    """The types ``treats`` treats, named for a refusal ("Shadow-land or Dark-domain")."""
    return " or ".join(type_name(t) for t in treats)


def region_problem(path: Sequence[str], wanted: JSON, treats: Mapping[str, str]) -> str | None:
    """Why ``wanted`` (a ``region`` argument) names no region ``treats`` may treat in ``path``
    (None: it does)."""
    if isinstance(wanted, bool) or not isinstance(wanted, int) or wanted not in places(path,
                                                                                       treats):
        return f"region {wanted!r} is no {kinds(treats)} of the site path"
    return None


def described(path: Sequence[str], treats: Mapping[str, str]) -> str:
    """The regions ``treats`` may treat in ``path``, for an argument's description."""
    return ", ".join(f"{i} ({path[i - 1]} as {treats[path[i - 1]]})"
                     for i in places(path, treats))
