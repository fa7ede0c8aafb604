"""Branch comparison: where two games that share a beginning (a fork and its parent, two
entries of one challenge) part ways.

Two effective histories are walked side by side comparing what happened (kind, data and rule
of each event), not versions or hashes: a fork re-numbers and re-chains its parent's history
and leaves undone ranges out, so only the content lines up. ``Undone`` and ``Forked`` are
bookkeeping, not play, and are stepped over while looking for the divergence. A continuation
shows an ``Undone`` with play after it (a player took moves back there, then played on) but
never a ``Forked``: a fork's own marker says where it was copied from, not how it played, and
an undo the game ends on changed nothing the comparison could show. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import zip_longest

from domain.canonical import JSON
from domain.chronicle import Record
from domain.ruleset import FORKED, UNDONE

_BOOKKEEPING = (UNDONE, FORKED)


@dataclass(frozen=True, slots=True)
class Comparison:
    """The shared beginning and the two continuations after it.

    ``a_version`` and ``b_version`` are the versions, in each game, of the last event they
    share (0 if they share none); ``shared`` counts the shared events of play. A version also
    counts the records set aside before it (undone moves, undo and fork markers), so
    ``shared + a_set_aside == a_version``, and the same for B."""

    shared: int
    a_version: int
    b_version: int
    a: tuple[Record, ...]
    b: tuple[Record, ...]

    @property
    def a_set_aside(self) -> int:
        return self.a_version - self.shared

    @property
    def b_set_aside(self) -> int:
        return self.b_version - self.shared

    @property
    def identical(self) -> bool:
        return not self.a and not self.b

    def rows(self) -> list[tuple[Record | None, Record | None]]:
        """The continuations side by side, event by event."""
        return list(zip_longest(self.a, self.b))

    def to_json(self) -> dict[str, JSON]:
        return {"last_common": {"a_version": self.a_version, "b_version": self.b_version,
                                "shared_events": self.shared,
                                "a_set_aside": self.a_set_aside,
                                "b_set_aside": self.b_set_aside},
                "identical": self.identical,
                "rows": [{"a": _shape(left), "b": _shape(right)} for left, right in self.rows()]}


def compare(a: Sequence[Record], b: Sequence[Record]) -> Comparison:
    """Compare two effective histories (oldest first)."""
    play_a = [r for r in a if r.kind not in _BOOKKEEPING]
    play_b = [r for r in b if r.kind not in _BOOKKEEPING]
    shared = 0
    for left, right in zip(play_a, play_b, strict=False):
        if (left.kind, left.data, left.rule) != (right.kind, right.data, right.rule):
            break
        shared += 1
    a_version = play_a[shared - 1].version if shared else 0
    b_version = play_b[shared - 1].version if shared else 0
    return Comparison(shared, a_version, b_version, _after(a, a_version), _after(b, b_version))


def _after(history: Sequence[Record], version: int) -> tuple[Record, ...]:
    """The records of ``history`` after the one at ``version`` (all of them for 0), but the
    fork markers and any ``Undone`` at the end: with no play after it, the moves it took back
    are already out of the history, so it leaves the game where the rest of it stands."""
    position = 0
    if version:
        position = next(i for i, r in enumerate(history) if r.version == version) + 1
    rest = [r for r in history[position:] if r.kind != FORKED]
    while rest and rest[-1].kind == UNDONE:
        rest.pop()
    return tuple(rest)


def _shape(record: Record | None) -> dict[str, JSON] | None:
    if record is None:
        return None
    return {"version": record.version, "kind": record.kind, "data": dict(record.data),
            "rule": record.rule}
