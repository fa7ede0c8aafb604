"""Influence attempts on factions (CoE 2.V.3, the influence check).

A character taps to make the attempt: 2D6 plus its unused direct influence plus any standard
modification must be greater than the faction's influence number printed on the card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.engine.characters import Character
from domain.engine.checks import ABOVE, Check, Modifier, check

INFLUENCE_ATTEMPT = "CoE-2.V.3"


@dataclass(frozen=True, slots=True)
class InfluenceResult:
    total: int
    needed: int
    succeeded: bool

    @property
    def margin(self) -> int:
        """By how much the attempt beat (positive) or missed (zero or less) the number."""
        return self.total - self.needed


def influence_check(roll_total: int, direct_influence: int, influence_number: int,
                    modifier: int = 0) -> InfluenceResult:
    """The attempt succeeds when the total is greater than the influence number."""
    total = roll_total + direct_influence + modifier
    return InfluenceResult(total, influence_number, total > influence_number)


def influence_roll(character: Character, dice: Sequence[int], index: int, needed: int,
                   extra: Sequence[Modifier] = ()) -> Check:
    """An influence attempt as a :class:`Check`: the roll, the character's direct influence and
    ``extra`` against the faction's influence number; it must be beaten (CoE 2.V.3)."""
    own = Modifier(character.direct_influence, f"card:{character.card_id}",
                   f"{character.name}'s direct influence", INFLUENCE_ATTEMPT)
    return check(dice, [own, *extra], needed, ABOVE, index)
