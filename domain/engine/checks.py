"""What every roll against a number records, the same way in every ruleset: the dice, each
modifier with its source and amount, the total and the target, and how the total must compare
with the target to pass. An event carries it as its ``check`` field, so anyone can recompute
the outcome from the event alone (:func:`recompute`), and the audit can find the dice event it
consumed (``roll``: the stream and index of that ``DiceRolled``).

A modifier's ``source`` says where it comes from: ``card:<id>`` (a card: an item, an ally, the
hazard), ``state:<what>`` (a condition such as wounded or tapped), ``member:<id>`` (a character
who helps, e.g. by tapping to assist) or ``rule:<clause>`` (a fixed amount a rule adds).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from domain.canonical import JSON

#: How the total must compare with the target for the check to pass.
ABOVE = "above"  # total > target (a strike beats the attacker's prowess)
AT_LEAST = "at least"  # total >= target (an attempt needs MP + 6)
AT_MOST = "at most"  # total <= target (a body check passes if it does not exceed body)
COMPARISONS = (ABOVE, AT_LEAST, AT_MOST)


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
        return {"dice": list(self.dice), "roll": {"stream": self.stream, "index": self.index},
                "modifiers": [m.to_json() for m in self.modifiers], "total": self.total,
                "target": self.target, "passes": self.passes, "passed": self.passed}


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


def recompute(data: Mapping[str, JSON]) -> list[str]:
    """The problems of a recorded ``check`` (empty when its total and result follow from its
    dice, modifiers and target)."""
    problems = []
    dice, modifiers = data.get("dice"), data.get("modifiers")
    target, passes = data.get("target"), data.get("passes")
    if not isinstance(dice, list) or not all(isinstance(d, int) for d in dice):
        return ["the check records no dice"]
    if not isinstance(modifiers, list):
        return ["the check records no modifiers"]
    amounts = [m.get("amount") for m in modifiers if isinstance(m, dict)]
    if len(amounts) != len(modifiers) or not all(isinstance(a, int) for a in amounts):
        return ["a modifier records no amount"]
    if not isinstance(target, int) or passes not in COMPARISONS:
        return ["the check records no target or comparison"]
    total = sum(dice) + sum(a for a in amounts if isinstance(a, int))
    if data.get("total") != total:
        problems.append(f"the dice and modifiers add up to {total}, not {data.get('total')}")
    passed = compare(total, str(passes), target)
    if data.get("passed") != passed:
        problems.append(f"a total of {total} {'passes' if passed else 'fails'} a check "
                        f"passing {passes} {target}, not as recorded")
    return problems
