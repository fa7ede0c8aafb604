"""An attack a card makes at once while another is under way (a Traitor's, when a corruption
check the other attack asks before its strikes fails): what happens immediately resolves
before anything else goes on (CoE 9.5.3), so the attack under way is set aside whole, where it
stood, and taken up again once the one made at once is over, the checks it still asked first.
Only an attack none of whose strikes is assigned yet is set aside (:func:`before_strikes`).

The rulesets keep their own attack records; this module holds what they share: the stack of
attacks set aside (the innermost last), the checks a set-aside attack still asks, and how the
two facts read."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from domain.engine import coe

#: The clause an attack set aside and taken up again cites.
RULE = coe.IMMEDIATELY
#: The facts: the attack under way set aside, and taken up again.
SET_ASIDE = "AttackSetAside"
TAKEN_UP = "AttackTakenUp"

T = TypeVar("T")


def before_strikes(assigned: Sequence[str]) -> bool:
    """Whether an attack under way, its strikes ``assigned`` so far, may be set aside for one
    made at once: only before any of its strikes is assigned. Once they are, it is resolved
    whole, and the attack made at once waits till it is over (a half-resolved attack is
    never set aside)."""
    return not assigned


def set_aside(stack: tuple[T, ...], under_way: T) -> tuple[T, ...]:
    """``stack`` with the attack ``under_way`` set aside on it."""
    return (*stack, under_way)


def taken_up(stack: tuple[T, ...]) -> tuple[T, tuple[T, ...]]:
    """The attack set aside last, taken up again, and the stack without it."""
    return stack[-1], stack[:-1]


def checks_after(order: Sequence[str], who: str) -> tuple[str, ...]:
    """The characters of ``order`` still to check after ``who``."""
    return tuple(order[order.index(who) + 1:]) if who in order else ()


def narrate(kind: str, d: Mapping[str, Any], name: Callable[[str], str]) -> str | None:
    """The narrative line of either fact (None: another fact)."""
    if kind == SET_ASIDE:
        waiting = [name(str(c)) for c in d.get("checks") or ()]
        return (f"The attack of {d['attack']} is set aside for the attack made at once"
                + (f"; {', '.join(waiting)} still to check corruption once it goes on"
                   if waiting else "") + ".")
    if kind == TAKEN_UP:
        return f"The attack of {d['attack']} goes on where it stood."
    return None
