"""The Nazgûl's mounts, Morgul-horse and Fell Beast: where each lets a Nazgûl hazard creature
be keyed beyond its own keyings (a Shadow-land of the site path; Fell Beast also the company's
site if a Shadow-hold), and the mount whose Nazgûl's attacker chooses every defender (CoE
3.iii). Facts, read by The Road Goes Ever On and the Hobbit scenarios."""

from __future__ import annotations

from collections.abc import Sequence

HORSE, BEAST = "TW-63", "TW-33"
RACE = "Nazgûl"
#: Where each lets a Nazgûl be keyed: region types of the site path, types of the site.
REGIONS = {HORSE: ("shadow-land",), BEAST: ("shadow-land",)}
SITES: dict[str, tuple[str, ...]] = {HORSE: (), BEAST: ("shadow-hold",)}
#: The mount with which the attacker chooses every defender of its Nazgûl's attack.
CHOOSES_DEFENDERS = BEAST


def keys(mount: str, path: Sequence[str], site_type: str) -> list[str]:
    """The keyings ``mount`` gives a Nazgûl on a site path of region types ``path`` to a site
    of ``site_type``: a region type of the path first, then the site's type ([]: none)."""
    return [*(f"region-type:{t}" for t in REGIONS[mount] if t in path),
            *(f"site-type:{t}" for t in SITES[mount] if t == site_type)]
