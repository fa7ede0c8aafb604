"""What the board shows of There and Back Again beyond the family's fields: the fixed map with
the location counter on it (TBA-LAYOUT-1..5) and the threats the scenario brings into effect
after the second attack of their kind, each with the attacks counted so far (TBA-HAZ-5..7).
Views only: the rules read ``layout`` and ``movement``, never these."""

from __future__ import annotations

from collections.abc import Callable

from domain.canonical import JSON
from domain.engine.keying import standard_regions
from domain.rulesets.there_and_back_again import layout
from domain.rulesets.there_and_back_again.movement import THREAT_AFTER, THREATS
from domain.rulesets.there_and_back_again.state import State
from domain.text import and_list, count, singular, type_name


def route_map(location: str, site_type: Callable[[str], str]) -> dict[str, JSON]:
    """The row of regions from west to east, each with its site beneath and both types as the
    rules name them, and where the counter stands (``site_type``: a site's type by name)."""
    regions = standard_regions()
    return {"counter": location, "rule": "TBA-LAYOUT-1",
            "row": [{"region": region, "region_type": type_name(regions[region].region_type),
                     "site": site, "site_type": type_name(site_type(site))}
                    for region, site in layout.SITES.items()]}


def escalations(state: State) -> list[JSON]:
    """Each threat: the attacks of its kind counted so far (a site's automatic-attacks do not
    count), how many bring it into effect, whether it is, and what it does then."""
    out: list[JSON] = []
    for name, clause, races, strikes, prowess in THREATS:
        kinds = and_list([singular(race) for race in races])
        bonus = and_list([*([f"+{count(strikes, 'strike')}"] if strikes else []),
                          f"+{prowess} prowess"])
        out.append({"name": name, "rule": clause, "counts": f"{kinds} attacks",
                    "attacks": state.count(name), "in_effect_after": THREAT_AFTER,
                    "in_effect": name in state.threats,
                    "effect": f"{bonus} to every {kinds} attack for the rest of the game"})
    return out
