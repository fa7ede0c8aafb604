"""The contract between a ruleset's Shadow-token view and the Shadow projection.

A ruleset that has Shadow tokens answers :meth:`Ruleset.shadow` with a :class:`ShadowView`;
``projections/shadow.py`` reads its typed fields, so a view that names its count differently
fails type checking instead of leaving the projection's history silently empty.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from domain.canonical import JSON


@dataclass(frozen=True, slots=True)
class ShadowView:
    """The Shadow tokens now: how many, the band they are in (0 for the lowest), the hazard
    draw that band gives, the count at which something next changes, and the clause; ``extra``
    holds what only one ruleset shows (its own history, the count that loses the game)."""

    tokens: int
    band: int
    hazard_draw: int
    next_threshold: int
    rule: str
    extra: Mapping[str, JSON] = field(default_factory=dict)

    def as_json(self) -> dict[str, JSON]:
        return {"tokens": self.tokens, "band": self.band, "hazard_draw": self.hazard_draw,
                "next_threshold": self.next_threshold, **self.extra, "rule": self.rule}
