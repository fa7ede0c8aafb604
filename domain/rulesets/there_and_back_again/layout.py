"""The fixed map of There and Back Again: seven regions in a row, each with one site under it,
and the moves of the location counter between them (TBA-LAYOUT-1..5, TBA-SEQ-3, TBA-SEQ-4)."""

from __future__ import annotations

from domain.engine.keying import REGION, SITE, Place, standard_regions

#: TBA-LAYOUT-1: the regions, in their row.
REGIONS: tuple[str, ...] = ("The Shire", "Arthedain", "Rhudaur", "High Pass", "Anduin Vales",
                            "Woodland Realm", "Northern Rhovanion")
#: TBA-LAYOUT-2: the site under each region (Ettenmoors under Arthedain, as the text lays it).
SITES: dict[str, str] = {
    "The Shire": "Bag End",
    "Arthedain": "Ettenmoors",
    "Rhudaur": "Rivendell",
    "High Pass": "Goblin-gate",
    "Anduin Vales": "Beorn’s House",
    "Woodland Realm": "Thranduil’s Halls",
    "Northern Rhovanion": "The Lonely Mountain",
}
REGION_OF: dict[str, str] = {site: region for region, site in SITES.items()}
START = "Bag End"  # TBA-LAYOUT-5
HOME = "Bag End"
QUEST_SITE = "The Lonely Mountain"
#: TBA-SEQ-11: entering one of these draws a third hazard.
THIRD_DRAW_REGIONS: tuple[str, ...] = ("High Pass", "Woodland Realm", "Northern Rhovanion")
#: TBA-HAZ-2: the only regions a double-wilderness creature may be keyed to; each counts as
#: two wilderness regions for keying.
DEEP_WILDERNESS: dict[str, int] = {"Rhudaur": 2, "High Pass": 2}


def is_site(place: str) -> bool:
    return place in REGION_OF


def is_region(place: str) -> bool:
    return place in REGIONS


def organization_clause(place: str) -> str:
    """What a company at ``place`` may do in the organization phase: at a site, TBA-SEQ-3; in
    a region, TBA-SEQ-4."""
    return "TBA-SEQ-3" if is_site(place) else "TBA-SEQ-4"


def moves_from(place: str) -> list[str]:
    """Where the counter may go from ``place``: from a site, the region above it (TBA-SEQ-3);
    from a region, its site or a neighbour in the row (TBA-SEQ-4, TBA-LAYOUT-4)."""
    if is_site(place):
        return [REGION_OF[place]]
    index = REGIONS.index(place)
    out = [SITES[place]]
    if index > 0:
        out.append(REGIONS[index - 1])
    if index + 1 < len(REGIONS):
        out.append(REGIONS[index + 1])
    return out


def region_place(region: str) -> Place:
    return Place(region, REGION, standard_regions()[region].region_type)


def site_place(site: str, site_type: str) -> Place:
    return Place(site, SITE, site_type)


def route(start: str, goal: str) -> list[str]:
    """The shortest way along the row from ``start`` to ``goal`` (excluding ``start``)."""
    def column(place: str) -> int:
        return REGIONS.index(REGION_OF.get(place, place))

    path: list[str] = []
    here = start
    while here != goal:
        if is_site(here):
            here = REGION_OF[here]
        elif REGION_OF.get(goal) == here:
            here = goal
        else:
            step = 1 if column(goal) > column(here) else -1
            here = REGIONS[REGIONS.index(here) + step]
        path.append(here)
    return path
