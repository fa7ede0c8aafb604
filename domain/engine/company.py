"""A company's size (CoE 2.II.3.1).

Hobbits count as half a character, rounded up over the company (CoE 2.II.3.1.1); a scenario may
name more half-counting races (There and Back Again: Dwarves), so the races are an argument.
"""

from __future__ import annotations

from collections.abc import Iterable

from domain.engine.characters import Character

#: The races the standard rules count as half a character.
STANDARD_HALF_RACES: tuple[str, ...] = ("Hobbit",)
#: The largest company allowed away from a haven (CoE 2.II.3.1).
MAX_SIZE_AWAY_FROM_HAVEN = 7


def company_size(characters: Iterable[Character],
                 half_races: tuple[str, ...] = STANDARD_HALF_RACES) -> int:
    """Whole characters count one, half-counting races one half; the total is rounded up."""
    halves = sum(1 if c.race in half_races else 2 for c in characters)
    return (halves + 1) // 2


def size_problem(characters: Iterable[Character], at_haven: bool,
                 half_races: tuple[str, ...] = STANDARD_HALF_RACES) -> str | None:
    """Why a company is too large where it stands, or None."""
    size = company_size(characters, half_races)
    if not at_haven and size > MAX_SIZE_AWAY_FROM_HAVEN:
        return (f"the company's size is {size}, more than the {MAX_SIZE_AWAY_FROM_HAVEN} "
                "allowed away from a haven")
    return None
