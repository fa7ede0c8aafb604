"""Who a hazard event may be played on (RGO-TARGET-1).

Some hazard events may only be played on characters of certain races, or not on some races.
These restrictions are data (``seeds/tables/road-goes-ever-on/hazard-targets.json``, read and
checked in ``tables``); this module answers which characters of a company are eligible.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from domain.cards import fold
from domain.engine.characters import Character


@dataclass(frozen=True, slots=True)
class TargetRestriction:
    """The races an event may target (``races``: only these) or may not (``not_races``)."""

    name: str
    races: tuple[str, ...]
    not_races: tuple[str, ...]
    clause: str

    def allows(self, character: Character) -> bool:
        race = fold(character.race)
        if self.races and race not in [fold(r) for r in self.races]:
            return False
        return race not in [fold(r) for r in self.not_races]

    def describe(self) -> str:
        """The restriction in words, e.g. ``Wizard only`` or ``not Hobbit or Wizard``."""
        if self.races:
            return f"{_either(self.races)} only"
        return f"not {_either(self.not_races)}"


def _either(races: tuple[str, ...]) -> str:
    if len(races) == 1:
        return races[0]
    return f"{', '.join(races[:-1])} or {races[-1]}"


def eligible(restriction: TargetRestriction | None,
             characters: Iterable[Character]) -> list[str]:
    """The ids of the characters the event may be played on, in the order given."""
    return [c.card_id for c in characters if restriction is None or restriction.allows(c)]
