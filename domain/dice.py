"""Named, counted random streams.

Every random value in a game is a pure function of (seed, stream name, index):
HMAC-SHA256 keyed by the seed over ``"<stream>:<index>"``, read as an unsigned 64-bit integer.
Streams are independent (dice, each deck's shuffles, random targets), so a choice in one area
does not move outcomes in another, and the positions are part of the game state, so undoing and
re-making a decision gives the same values.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TypeVar

from domain.immutable import direct_init

T = TypeVar("T")

_SPACE = 1 << 64


@lru_cache(maxsize=256, typed=True)  # a game draws hundreds of values from one seed
def seed_key(seed: str | int) -> bytes:
    """The HMAC key of a seed. Integer and string seeds are distinct ("7" is not 7)."""
    if isinstance(seed, bool) or not isinstance(seed, (str, int)):
        raise TypeError(f"a seed is a string or an integer, not {type(seed).__name__}")
    prefix = "i:" if isinstance(seed, int) else "s:"
    return (prefix + str(seed)).encode("utf-8")


_BLOCK = 64  # SHA-256's block size, in bytes


@lru_cache(maxsize=256, typed=True)
def _keyed(seed: str | int) -> tuple[hashlib._Hash, hashlib._Hash]:
    """HMAC-SHA256's inner and outer hashes with the seed's padded key already taken in
    (RFC 2104). Each value then costs two hashes of a block rather than four: the key is the
    same for every value of a game. The cached hashes are only ever copied, never changed."""
    key = seed_key(seed)
    if len(key) > _BLOCK:
        key = hashlib.sha256(key).digest()
    key = key.ljust(_BLOCK, b"\0")
    return (hashlib.sha256(bytes(b ^ 0x36 for b in key)),
            hashlib.sha256(bytes(b ^ 0x5C for b in key)))


def raw(seed: str | int, stream: str, index: int) -> int:
    """The 64-bit value at ``index`` of ``stream``: the first 8 bytes of
    HMAC-SHA256(seed key, ``"<stream>:<index>"``), big-endian."""
    return _value(_keyed(seed), stream, index)


def _value(keyed: tuple[hashlib._Hash, hashlib._Hash], stream: str, index: int) -> int:
    """:func:`raw` with the seed's keyed hashes at hand (a shuffle or a roll looks them up
    once for all its draws)."""
    inner, outer = keyed[0].copy(), keyed[1].copy()
    inner.update(f"{stream}:{index}".encode())
    outer.update(inner.digest())
    return int.from_bytes(outer.digest()[:8], "big")


@direct_init
@dataclass(frozen=True, slots=True)
class Draw:
    """A uniform draw: the value, and the stream index after it (rejection may skip some)."""

    value: int
    next_index: int


def uniform(seed: str | int, stream: str, index: int, n: int) -> Draw:
    """A uniform integer in ``[0, n)`` by rejection sampling, starting at ``index``."""
    return Draw(*_uniform(seed, stream, index, n))


def _uniform(seed: str | int, stream: str, index: int, n: int) -> tuple[int, int]:
    """:func:`uniform`'s value and next index."""
    if n < 1:
        raise ValueError(f"cannot draw from an empty range (n={n})")
    if n > _SPACE:
        # No 64-bit value would be accepted: refuse rather than loop for ever.
        raise ValueError(f"cannot draw uniformly from more than 2**64 values (n={n})")
    values, index = _uniform_many(_keyed(seed), stream, index, (n,))
    return values[0], index


def _uniform_many(keyed: tuple[hashlib._Hash, hashlib._Hash], stream: str, index: int,
                  sizes: Iterable[int]) -> tuple[list[int], int]:
    """Uniform draws in ``[0, n)`` for each ``n`` of ``sizes`` (each from 1 to 2**64) in
    turn, each by rejection sampling, from ``index`` on: the values and the next index.
    :func:`_value` is written out in the loop, as a shuffle takes a draw per card and a
    call per draw costs more than the draw's own hashing."""
    inner_keyed, outer_keyed = keyed
    prefix = f"{stream}:"
    from_bytes = int.from_bytes
    values = []
    for n in sizes:
        limit = _SPACE - (_SPACE % n)
        while True:
            inner, outer = inner_keyed.copy(), outer_keyed.copy()
            inner.update(f"{prefix}{index}".encode())
            outer.update(inner.digest())
            value = from_bytes(outer.digest()[:8], "big")
            index += 1
            if value < limit:
                values.append(value % n)
                break
    return values, index


def shuffle(seed: str | int, stream: str, index: int, items: Sequence[T]) -> tuple[list[T], int]:
    """Fisher–Yates (Durstenfeld) on draws from ``stream``; returns the order and the next index."""
    order = list(items)
    last = len(order) - 1
    # The draw for position i is uniform in [0, i]: i + 1 values, i from the last down to 1.
    picks, index = _uniform_many(_keyed(seed), stream, index, range(last + 1, 1, -1))
    for i, j in zip(range(last, 0, -1), picks, strict=True):
        order[i], order[j] = order[j], order[i]
    return order, index


def roll_d6(seed: str | int, stream: str, index: int, count: int = 2) -> tuple[list[int], int]:
    """``count`` six-sided dice (2D6 by default): the faces and the next index."""
    values, index = _uniform_many(_keyed(seed), stream, index, (6,) * count)
    return [value + 1 for value in values], index
