"""Named, counted random streams.

Every random value in a game is a pure function of (seed, stream name, index):
HMAC-SHA256 keyed by the seed over ``"<stream>:<index>"``, read as an unsigned 64-bit integer.
Streams are independent (dice, each deck's shuffles, random targets), so a choice in one area
does not move outcomes in another, and the positions are part of the game state, so undoing and
re-making a decision gives the same values.
"""

from __future__ import annotations

import hmac
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TypeVar

T = TypeVar("T")

_SPACE = 1 << 64


@lru_cache(maxsize=256, typed=True)  # a game draws hundreds of values from one seed
def seed_key(seed: str | int) -> bytes:
    """The HMAC key of a seed. Integer and string seeds are distinct ("7" is not 7)."""
    if isinstance(seed, bool) or not isinstance(seed, (str, int)):
        raise TypeError(f"a seed is a string or an integer, not {type(seed).__name__}")
    prefix = "i:" if isinstance(seed, int) else "s:"
    return (prefix + str(seed)).encode("utf-8")


def raw(seed: str | int, stream: str, index: int) -> int:
    """The 64-bit value at ``index`` of ``stream``."""
    mac = hmac.digest(seed_key(seed), f"{stream}:{index}".encode(), "sha256")
    return int.from_bytes(mac[:8], "big")


@dataclass(frozen=True, slots=True)
class Draw:
    """A uniform draw: the value, and the stream index after it (rejection may skip some)."""

    value: int
    next_index: int


def uniform(seed: str | int, stream: str, index: int, n: int) -> Draw:
    """A uniform integer in ``[0, n)`` by rejection sampling, starting at ``index``."""
    if n < 1:
        raise ValueError(f"cannot draw from an empty range (n={n})")
    if n > _SPACE:
        # No 64-bit value would be accepted: refuse rather than loop for ever.
        raise ValueError(f"cannot draw uniformly from more than 2**64 values (n={n})")
    limit = _SPACE - (_SPACE % n)
    while True:
        value = raw(seed, stream, index)
        index += 1
        if value < limit:
            return Draw(value % n, index)


def shuffle(seed: str | int, stream: str, index: int, items: Sequence[T]) -> tuple[list[T], int]:
    """Fisher–Yates (Durstenfeld) on draws from ``stream``; returns the order and the next index."""
    order = list(items)
    for i in range(len(order) - 1, 0, -1):
        draw = uniform(seed, stream, index, i + 1)
        index = draw.next_index
        j = draw.value
        order[i], order[j] = order[j], order[i]
    return order, index


def roll_d6(seed: str | int, stream: str, index: int, count: int = 2) -> tuple[list[int], int]:
    """``count`` six-sided dice (2D6 by default): the faces and the next index."""
    faces = []
    for _ in range(count):
        draw = uniform(seed, stream, index, 6)
        index = draw.next_index
        faces.append(draw.value + 1)
    return faces, index
