"""The resource short-events that lower a moving company's hazard limit by its site path or its
new site (CoE 2.IV.iii, played at the end of the organization phase), as any ruleset reads them:
what each counts, what it needs, and how much it lowers the limit, never below two. A ruleset
keeps when it offers them, from which version, and where it records the change.

- Fair Travels in Wilderness, in Border-lands, in Free-domains and Fair Sailing: one for each
  region of their type (a Coastal Sea for Fair Sailing) in the site path;
- Fair Travels in Dark-domains and in Shadow-lands: one when the site path has at least one
  region of their type, two with Gates of Morning in play;
- Anduin River, Ash Mountains, Misty Mountains, Mountains of Shadow and White Mountains, on a
  company holding a ranger: two when the new site lies in one of the regions the card names.
  Their other use, moving with region cards as if two regions were adjacent (``pairs``,
  ``joined``; and the attack Ash Mountains and Mountains of Shadow bring then), needs movement
  by region cards: There and Back Again's row of region cards plays Misty Mountains' (its
  ``mountain_moves``); the others move by starter movement (``movement``).

Each is played once on a company in a turn (it cannot be duplicated on it), and only on a
company that plays a new site card this turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.engine.hazard_limit import FLOOR

#: The skill a company must hold for a mountain or river card.
RANGER = "ranger"


@dataclass(frozen=True, slots=True)
class LimitCard:
    """What one card counts: a region type of the site path (each one, or once for any), or
    the region of the new site among those it names (with a ranger in the company)."""

    card_id: str
    name: str
    region_type: str | None = None  # the region type counted in the site path
    per_region: bool = False  # one for each such region (else ``amount`` once, with any)
    amount: int = 1
    regions: tuple[str, ...] = ()  # the new site must lie in one of these regions
    gates_doubled: bool = False  # twice ``amount`` with Gates of Morning in play
    #: The pairs of regions a company moving by region cards may move between as if adjacent,
    #: its ranger tapping (a mountain or river card's other use).
    pairs: tuple[tuple[str, str], ...] = ()

    @property
    def needs_ranger(self) -> bool:
        return bool(self.regions)


def _per_region(card_id: str, name: str, region_type: str) -> LimitCard:
    return LimitCard(card_id, name, region_type, per_region=True)


def _any_region(card_id: str, name: str, region_type: str) -> LimitCard:
    return LimitCard(card_id, name, region_type, gates_doubled=True)


def _mountains(card_id: str, name: str, *pairs: tuple[str, str]) -> LimitCard:
    """A mountain or river card: the regions it names are those of its pairs, in the order
    they are first named."""
    regions = tuple(dict.fromkeys(region for pair in pairs for region in pair))
    return LimitCard(card_id, name, amount=2, regions=regions, pairs=pairs)


#: Every such card by id.
CARDS: dict[str, LimitCard] = {c.card_id: c for c in (
    _per_region("TW-237", "Fair Travels in Wilderness", "wilderness"),
    _per_region("TW-233", "Fair Travels in Border-lands", "border-land"),
    _per_region("TW-235", "Fair Travels in Free-domains", "free-domain"),
    _per_region("TW-232", "Fair Sailing", "coastal-sea"),
    _any_region("TW-234", "Fair Travels in Dark-domains", "dark-domain"),
    _any_region("TW-236", "Fair Travels in Shadow-lands", "shadow-land"),
    _mountains("TW-191", "Anduin River", ("Rohan", "Dagorlad"), ("Anórien", "Dagorlad"),
               ("Anórien", "Ithilien"), ("Lebennin", "Ithilien"), ("Lebennin", "Harondor")),
    _mountains("TW-194", "Ash Mountains", ("Dagorlad", "Gorgoroth"),
               ("Horse Plains", "Gorgoroth")),
    _mountains("TW-284", "Misty Mountains", ("Rhudaur", "Anduin Vales"),
               ("Rhudaur", "Wold & Foothills"), ("Hollin", "Wold & Foothills"),
               ("Hollin", "Fangorn"), ("Dunland", "Fangorn")),
    _mountains("TW-287", "Mountains of Shadow", ("Ithilien", "Gorgoroth"),
               ("Ithilien", "Nurn"), ("Harondor", "Nurn")),
    _mountains("TW-359", "White Mountains", ("Old Pûkel-land", "Anfalas"), ("Rohan", "Lamedon"),
               ("Rohan", "Anfalas"), ("Anórien", "Lamedon")),
)}


def reduction(card: LimitCard, path: Sequence[str], gates: bool = False) -> int:
    """How much ``card`` lowers the limit of a company moving along ``path`` (region types),
    before the floor; ``gates``: Gates of Morning is in play. The new site's region is a
    condition of play (``problem``), not counted here."""
    if card.region_type is None:
        return card.amount
    found = sum(1 for region in path if region == card.region_type)
    if card.per_region:
        return found * card.amount
    return (card.amount * (2 if gates and card.gates_doubled else 1)) if found else 0


def cut(count: int, limit: int) -> int:
    """What lowering a hazard limit of ``limit`` by ``count`` takes off, never below two."""
    return max(0, min(count, limit - FLOOR))


def problem(card: LimitCard, path: Sequence[str], new_region: str, ranger: bool,
            moving: bool, played: bool, limit: int, gates: bool = False) -> str | None:
    """Why ``card`` cannot lower the limit of the company now (None: it can): it plays no new
    site card (``moving``), the card is on it this turn already (``played``), it holds no
    ranger, its new site is elsewhere (``new_region``), its site path has none of the card's
    region type, or its limit (``limit``) is two already."""
    if not moving:
        return "the company plays no new site card this turn"
    if played:
        return "it is played on this company already this turn"
    if card.needs_ranger and not ranger:
        return f"no character of the company is a {RANGER}"
    if card.regions and new_region not in card.regions:
        return (f"the company's new site is in {new_region or 'no region'}, not in "
                f"{', '.join(card.regions[:-1])} or {card.regions[-1]}")
    if card.region_type is not None and card.region_type not in path:
        return f"the company's site path has no {card.region_type}"
    if cut(reduction(card, path, gates), limit) == 0:
        return "the company's hazard limit is two already"
    return None


def joined(card: LimitCard, region: str) -> tuple[str, ...]:
    """The regions ``card`` lets a company moving by region cards reach from ``region`` as if
    adjacent, in the order its pairs name them (none: it joins it to none)."""
    return tuple(b if a == region else a for a, b in card.pairs if region in (a, b))
