"""The face-down Hazard Pile (section 1, Playing Hazards and what follows).

Pure rules: how many cards the pile holds, where along the site path a revealed hazard can be
keyed (never before an earlier hazard's place), which hazards count against the hazard limit,
and what happens to the cards left once the limit is reached.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.cards import Card
from domain.immutable import direct_init
from domain.rulesets.road_goes_ever_on import shadow


def pile_size(shadow_count: int, moving: bool, destination_draw: int,
              current_draw: int) -> tuple[int, str]:
    """Cards in the pile, with the clause: a moving company draws the Shadow-banded base plus
    the destination's number; a company staying put draws its site's number plus one."""
    if moving:
        return shadow.hazard_draw(shadow_count) + destination_draw, "RGO-HAZ-1"
    return current_draw + 1, "RGO-HAZ-6"


@direct_init
@dataclass(frozen=True, slots=True)
class Journey:
    """A company's site path as places to key to: the regions in order, then the site.

    Position ``len(regions)`` is the destination (or current) site."""

    regions: tuple[str, ...]  # region types, in order of travel
    site_type: str
    site_name: str
    region_name: str | None = None

    @property
    def site_position(self) -> int:
        return len(self.regions)


def keying_position(card: Card, journey: Journey, floor: int) -> int | None:
    """The earliest place at or after ``floor`` where a creature can be keyed, or None.

    A region symbol printed n times needs n regions of that type in the part of the path not
    yet passed (the company's journey goes forward only, RGO-HAZ-4); a site-type symbol or the
    site's name keys it to the site."""
    remaining = journey.regions[floor:] if floor <= len(journey.regions) else ()
    best: int | None = None
    for region_type, needed in card.keyed_regions:
        if remaining.count(region_type) >= needed:
            index = floor + remaining.index(region_type)
            best = index if best is None else min(best, index)
    if best is not None:
        return best
    at_site = (journey.site_type in card.keyed_site_types
               or journey.site_name in card.keyed_named
               or (journey.region_name is not None and journey.region_name in card.keyed_named))
    if at_site and floor <= journey.site_position:
        return journey.site_position
    return None


def counts_against_limit(card: Card, environment_already_played: bool) -> bool:
    """The first Environment permanent- or short-event played from the pile this phase is
    free (RGO-ENV-1); everything else counts."""
    free = (card.environment and card.event_type in ("permanent", "short")
            and not environment_already_played)
    return not free


def leftovers(pile: Sequence[str], site_is_haven: bool) -> tuple[str | None, list[str]]:
    """Once the limit is reached: the next card goes on guard at the new site unless it is a
    Haven (RGO-GUARD-1/2); the rest go back on top of the hazard deck in pile order
    (RGO-HAZ-9)."""
    if not pile:
        return None, []
    if site_is_haven:
        return None, list(pile)
    return pile[0], list(pile[1:])
