"""The printed symbols of MECCG and the names the catalog uses for them.

Cards print region types and site types as symbols; the CoE database writes them in braces:
``{w}`` (lowercase: a region type) and ``{R}`` (uppercase: a site type). The catalog stores the
names on the right, never the letters.
"""

from __future__ import annotations

import re

#: Region-type symbols (lowercase letters).
REGION_TYPES: dict[str, str] = {
    "w": "wilderness",
    "s": "shadow-land",
    "d": "dark-domain",
    "b": "border-land",
    "f": "free-domain",
    "c": "coastal-sea",
    "j": "jungle",
    "e": "desert",
    "t": "desert",
    "u": "under-deeps",
}

#: Site-type symbols (uppercase letters).
SITE_TYPES: dict[str, str] = {
    "B": "border-hold",
    "D": "dark-hold",
    "H": "haven",
    "F": "free-hold",
    "R": "ruins-and-lairs",
    "S": "shadow-hold",
}

REGION_TYPE_NAMES: tuple[str, ...] = tuple(sorted(dict.fromkeys(REGION_TYPES.values())))
SITE_TYPE_NAMES: tuple[str, ...] = tuple(sorted(SITE_TYPES.values()))

#: Item classes as the catalog names them (``item_class`` and a site's ``playable_items``).
ITEM_CLASSES: tuple[str, ...] = ("minor", "major", "greater", "gold-ring", "special")

#: The kinds of item of which a bearer uses one at a time (CoE 6.1.3), as ``item_kind`` names them.
ITEM_KINDS: tuple[str, ...] = ("weapon", "armour", "shield", "helmet")

#: The five skills.
SKILLS: tuple[str, ...] = ("warrior", "scout", "ranger", "sage", "diplomat")

CARD_TYPES: tuple[str, ...] = ("Character", "Resource", "Hazard", "Site", "Region")

EVENT_TYPES: tuple[str, ...] = ("short", "long", "permanent")

_SYMBOLS = re.compile(r"\{([A-Za-z])\}")
_ONLY_SYMBOLS = re.compile(r"(?:\s*\{[A-Za-z]\}\s*)+")


def parse_symbols(raw: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Split ``"{w}{w}{R}"`` into region types and site types, in printed order.

    Raises ``ValueError`` on anything but brace symbols or on an unknown letter.
    """
    if not _ONLY_SYMBOLS.fullmatch(raw):
        raise ValueError(f"expected symbols like {{w}}{{R}}, got {raw!r}")
    regions: list[str] = []
    sites: list[str] = []
    for letter in _SYMBOLS.findall(raw):
        if letter in REGION_TYPES:
            regions.append(REGION_TYPES[letter])
        elif letter in SITE_TYPES:
            sites.append(SITE_TYPES[letter])
        else:
            raise ValueError(f"unknown symbol {{{letter}}} in {raw!r}")
    return tuple(regions), tuple(sites)


def count_in_order(names: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """Each name once, in order of first appearance, with how often it is printed:
    ``("wilderness", "wilderness", "shadow-land")`` -> ``(("wilderness", 2), ("shadow-land", 1))``.
    """
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    return tuple(counts.items())
