"""What every roll against a number records, the same way in every ruleset: the dice, each
modifier with its source and amount, the total and the target, and how the total must compare
with the target to pass. An event carries it as its ``check`` field, so anyone can recompute
the outcome from the event alone (:func:`recompute`), and the audit can find the dice event it
consumed (``roll``: the stream and index of that ``DiceRolled``).

A modifier's ``source`` says where it comes from: ``card:<id>`` (a card: an item, an ally, the
hazard), ``state:<what>`` (a condition such as wounded or tapped), ``member:<id>`` (a character
who helps, e.g. by tapping to assist), ``played:<id>`` (a card played or an item used on this
roll, e.g. on the strike: the Hobbit scenarios) or ``rule:<clause>`` (a fixed amount a rule
adds).

A roll on a table (an encounter table, a gold ring's test) picks rows rather than passing or
failing: it is a :class:`TableRoll`, carried as the event's ``table_roll`` field, with the
rows it selected by reference (table id, row key, range, clause), never the row's text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from domain.canonical import JSON
from domain.immutable import direct_init

#: How the total must compare with the target for the check to pass.
ABOVE = "above"  # total > target (a strike beats the attacker's prowess)
AT_LEAST = "at least"  # total >= target (an attempt needs MP + 6)
AT_MOST = "at most"  # total <= target (a body check passes if it does not exceed body)
COMPARISONS = (ABOVE, AT_LEAST, AT_MOST)


@direct_init
@dataclass(frozen=True, slots=True)
class Modifier:
    """One number added to the dice: how much, where it comes from, and the clause behind it."""

    amount: int
    source: str
    why: str
    clause: str | None = None

    def to_json(self) -> dict[str, JSON]:
        return {"amount": self.amount, "source": self.source, "why": self.why,
                "clause": self.clause}


@direct_init
@dataclass(frozen=True, slots=True)
class Check:
    """A roll against a target. The roller's own number (prowess for a strike) is a modifier
    like the others, sourced to its card."""

    dice: tuple[int, ...]
    modifiers: tuple[Modifier, ...]
    target: int
    passes: str
    stream: str = "dice"
    index: int = 0

    @property
    def total(self) -> int:
        return sum(self.dice) + sum(m.amount for m in self.modifiers)

    @property
    def passed(self) -> bool:
        return compare(self.total, self.passes, self.target)

    def to_json(self) -> dict[str, JSON]:
        total = self.total  # once: ``passed`` would add it up again
        return {"dice": list(self.dice), "roll": {"stream": self.stream, "index": self.index},
                "modifiers": [m.to_json() for m in self.modifiers], "total": total,
                "target": self.target, "passes": self.passes,
                "passed": compare(total, self.passes, self.target)}


def check(dice: Sequence[int], modifiers: Sequence[Modifier], target: int, passes: str,
          roll_index: int, stream: str = "dice") -> Check:
    """A check of ``dice`` (drawn at ``roll_index`` of ``stream``); modifiers of 0 are left
    out, so the list holds only what changed the total."""
    if passes not in COMPARISONS:
        raise ValueError(f"unknown comparison {passes!r}")
    kept = tuple(m for m in modifiers if m.amount)
    return Check(tuple(dice), kept, target, passes, stream, roll_index)


def compare(total: int, passes: str, target: int) -> bool:
    if passes == ABOVE:
        return total > target
    if passes == AT_LEAST:
        return total >= target
    return total <= target


@direct_init
@dataclass(frozen=True, slots=True)
class TableRow:
    """A row of a table, by reference: the table's id, the row's key in it, the totals it
    covers (``low`` None: "or less", ``high`` None: "or more") and the clause it applies."""

    key: str
    low: int | None
    high: int | None
    clause: str | None = None

    def holds(self, total: int) -> bool:
        return (self.low is None or total >= self.low) and (self.high is None
                                                            or total <= self.high)

    def to_json(self) -> dict[str, JSON]:
        return {"key": self.key, "min": self.low, "max": self.high, "clause": self.clause}


@direct_init
@dataclass(frozen=True, slots=True)
class TableRoll:
    """A roll on table ``table``: the dice, each modifier, the total and the rows the total
    selected (one for an encounter table; every kind a gold ring's test indicates)."""

    dice: tuple[int, ...]
    modifiers: tuple[Modifier, ...]
    table: str
    rows: tuple[TableRow, ...]
    stream: str = "dice"
    index: int = 0

    @property
    def total(self) -> int:
        return sum(self.dice) + sum(m.amount for m in self.modifiers)

    def to_json(self) -> dict[str, JSON]:
        return {"dice": list(self.dice), "roll": {"stream": self.stream, "index": self.index},
                "modifiers": [m.to_json() for m in self.modifiers], "total": self.total,
                "table": self.table, "rows": [r.to_json() for r in self.rows]}


def table_roll(dice: Sequence[int], modifiers: Sequence[Modifier], table: str,
               rows: Sequence[TableRow], roll_index: int, stream: str = "dice") -> TableRoll:
    """A roll of ``dice`` on ``table`` selecting ``rows``; modifiers of 0 are left out."""
    return TableRoll(tuple(dice), tuple(m for m in modifiers if m.amount), table, tuple(rows),
                     stream, roll_index)


#: The fields of an event that record a roll's arithmetic: its check, a body check made with
#: it (an attacker's, in the Hobbit games), a table roll, or several rolls offered at once.
ROLL_FIELDS = ("check", "body_check", "table_roll", "table_rolls")


def recorded_rolls(data: Mapping[str, JSON]) -> list[Mapping[str, JSON]]:
    """Every roll an event records (checks and table rolls), in field order."""
    found: list[Mapping[str, JSON]] = []
    for field in ROLL_FIELDS:
        value = data.get(field)
        for made in value if isinstance(value, list) else [value]:
            if isinstance(made, Mapping):
                found.append(made)
    return found


def recompute(data: Mapping[str, JSON]) -> list[str]:
    """The problems of a recorded check or table roll (empty when its total and result, or
    the rows it selected, follow from its dice, modifiers and target or rows' ranges)."""
    dice, modifiers = data.get("dice"), data.get("modifiers")
    if not isinstance(dice, list) or not all(isinstance(d, int) for d in dice):
        return ["the check records no dice"]
    if not isinstance(modifiers, list):
        return ["the check records no modifiers"]
    amounts = [m.get("amount") for m in modifiers if isinstance(m, dict)]
    if len(amounts) != len(modifiers) or not all(isinstance(a, int) for a in amounts):
        return ["a modifier records no amount"]
    total = sum(dice) + sum(a for a in amounts if isinstance(a, int))
    problems = []
    if data.get("total") != total:
        problems.append(f"the dice and modifiers add up to {total}, not {data.get('total')}")
    if "table" in data:
        return problems + _rows_problems(data, total)
    target, passes = data.get("target"), data.get("passes")
    if not isinstance(target, int) or passes not in COMPARISONS:
        return problems + ["the check records no target or comparison"]
    passed = compare(total, str(passes), target)
    if data.get("passed") != passed:
        problems.append(f"a total of {total} {'passes' if passed else 'fails'} a check "
                        f"passing {passes} {target}, not as recorded")
    return problems


def _rows_problems(data: Mapping[str, JSON], total: int) -> list[str]:
    rows = data.get("rows")
    if not isinstance(rows, list) or not rows:
        return ["the table roll records no row"]
    problems = []
    for row in rows:
        if not isinstance(row, Mapping):
            return ["a row is not recorded by key and range"]
        low, high = row.get("min"), row.get("max")
        if not all(b is None or (isinstance(b, int) and not isinstance(b, bool))
                   for b in (low, high)):
            return [f"row {row.get('key')!r} records no range"]
        assert low is None or isinstance(low, int)
        assert high is None or isinstance(high, int)
        if not TableRow(str(row.get("key")), low, high).holds(total):
            problems.append(f"a total of {total} does not select row {row.get('key')!r} "
                            f"({span(low, high)}) of {data.get('table')}")
    return problems


def span(low: int | None, high: int | None) -> str:
    """A row's range in words ("7-8", "2 or less", "10 or more")."""
    if low is None:
        return f"{high} or less" if high is not None else "any total"
    if high is None:
        return f"{low} or more"
    return f"{low}" if low == high else f"{low}-{high}"
