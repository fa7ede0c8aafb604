"""Testing a gold ring (CoE 6.2), as every ruleset that plays one does it: a roll of 2D6 with
its modifiers, read against the gold ring's printed ranges (data, in
``seeds/tables/road-goes-ever-on/ring-tests.json``), tells which kinds of special ring the
result indicates; the gold ring is then discarded. Where the ring found comes from (The Road
Goes Ever On's Ring deck, the hand in the standard game) is each ruleset's own.

What modifies a test: the card that tests it (Test of Lore's -1), and the Scroll of Isildur in
the tester's company (+2, ``scroll_modifier``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources

from domain.canonical import JSON
from domain.cards import Card, fold
from domain.engine.checks import Modifier, TableRow

TABLE_FILE = "ring-tests.json"
ONE_RING = "The One Ring"
#: The kinds of special ring a test may indicate, the ring found by its keyword but The One
#: Ring, by its name.
KINDS = (ONE_RING, "Dwarven Ring", "Magic Ring", "Lesser Ring")
SCROLL = fold("Scroll of Isildur")
SCROLL_BONUS = 2
#: The cards a character of the company plays on a sage to test a gold ring of the company,
#: by card id: (name, the modifier to the roll).
SAGE_TESTS = {"TW-338": ("Test of Form", 0), "TW-339": ("Test of Form", 0),
              "TW-340": ("Test of Lore", -1)}


@dataclass(frozen=True, slots=True)
class TestRange:
    """The results of a ring test that indicate one kind of ring (a bound of None: none)."""

    kind: str
    low: int | None = None
    high: int | None = None

    def holds(self, roll: int) -> bool:
        return (self.low is None or roll >= self.low) and (self.high is None or roll <= self.high)


def _bound(row: Mapping[str, JSON], key: str, where: str) -> int | None:
    value = row.get(key)
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{where}: field {key!r} must be a whole number, not {value!r}")
    return value


@cache
def ring_tests() -> dict[str, tuple[TestRange, ...]]:
    """Folded gold ring name -> its printed test ranges, checked on load."""
    path = resources.files("seeds").joinpath("tables", "road-goes-ever-on", TABLE_FILE)
    document = json.loads(path.read_text("utf-8"))
    kinds = list(document["kinds"])
    out: dict[str, tuple[TestRange, ...]] = {}
    for index, ring in enumerate(document["gold_rings"]):
        where = f"{TABLE_FILE}: gold_rings[{index}] ({ring.get('name')})"
        ranges = []
        for row in ring["tests"]:
            if row.get("kind") not in kinds:
                raise ValueError(f"{where}: field 'kind' {row.get('kind')!r} is not one of "
                                 f"{', '.join(kinds)}")
            ranges.append(TestRange(str(row["kind"]), _bound(row, "min", where),
                                    _bound(row, "max", where)))
        out[fold(str(ring["name"]))] = tuple(ranges)
    return out


def known_gold_ring(card: Card) -> bool:
    """Whether ``card`` is a gold ring item whose test ranges are known."""
    return card.item_class == "gold-ring" and fold(card.name) in ring_tests()


def ring_kind(card: Card) -> str | None:
    """The kind of special ring a card is (The One Ring by name, the others by keyword)."""
    if fold(card.name) == fold(ONE_RING):
        return ONE_RING
    return next((k for k in KINDS[1:] if k in card.keywords), None)


def indicated(gold_ring: Card, roll: int) -> list[str]:
    """The kinds of ring a test result indicates for this gold ring, in printed order."""
    return [r.kind for r in ring_tests().get(fold(gold_ring.name), ()) if r.holds(roll)]


def selected(gold_ring: Card, roll: int, rule: str) -> list[TableRow]:
    """The printed ranges a test result falls in, by kind, as rows of the ring's table."""
    return [TableRow(r.kind, r.low, r.high, rule)
            for r in ring_tests().get(fold(gold_ring.name), ()) if r.holds(roll)]


def scroll_modifier(items: Iterable[str], card: Callable[[str], Card],
                    rule: str) -> list[Modifier]:
    """The Scroll of Isildur's +2 to a gold ring tested in a company whose ``items`` hold it
    (the first copy named)."""
    found = next((i for i in items if fold(card(i).name) == SCROLL), None)
    return [] if found is None else [
        Modifier(SCROLL_BONUS, f"card:{found}", "the Scroll of Isildur in the company", rule)]


Made = tuple[int, list[int]]


def pick(made: list[Made], choice: str | None, kinds: Callable[[int], list[str]]) -> Made:
    """The roll of ``made`` (dice index, dice) used for a test: the higher (the first on a tie;
    a higher result never indicates a lesser kind of ring, the printed ranges), the lower when
    ``choice`` says so, or the higher of those whose result indicates the kind of ring it
    names, else the higher (Wizard's Test)."""
    higher = max(made, key=lambda m: sum(m[1]))
    if choice == "lower":
        return min(made, key=lambda m: sum(m[1]))
    if choice is None or choice == "higher":
        return higher
    indicating = [m for m in made if choice in kinds(sum(m[1]))]
    return max(indicating, key=lambda m: sum(m[1])) if indicating else higher
