"""Corruption checks (CoE 7.1)."""

from __future__ import annotations

from collections.abc import Sequence

from domain.engine import coe
from domain.engine.characters import Character
from domain.engine.checks import ABOVE, Check, Modifier, check

PASSED = "passed"
DISCARDED = "discarded"
ELIMINATED = "eliminated"
#: The lowest roll of 2D6: a check it passes cannot fail.
LOWEST_ROLL = 2


def corruption_check(roll_total: int, corruption_points: int, modifier: int = 0,
                     supporters: int = 0) -> str:
    """A hero character's corruption check: the roll plus modifiers (+1 per character tapped to
    help, CoE 7.1.1) against its corruption point total. Higher passes; equal or one less
    discards the character; two or more less eliminates it (CoE 7.1)."""
    total = roll_total + modifier + supporters
    if total > corruption_points:
        return PASSED
    if total >= corruption_points - 1:
        return DISCARDED
    return ELIMINATED


def wizard_result(result: str) -> str:
    """A Wizard's corruption check ``result``: where another hero character would be
    discarded, a Wizard is eliminated (CoE 7.1)."""
    return ELIMINATED if result == DISCARDED else result


def may_fail(corruption_points: int, modifier: int = 0) -> bool:
    """Whether a corruption check against ``corruption_points`` with ``modifier`` fails on the
    lowest roll, so may fail at all (CoE 7.1): what a hazard playing one looks for."""
    return corruption_check(LOWEST_ROLL, corruption_points, modifier) != PASSED


def corruption_roll(character: Character, extra: Sequence[Modifier], dice: Sequence[int],
                    index: int, points: int | None = None) -> Check:
    """A corruption check as a :class:`Check`: the roll, the character's corruption modifier
    and ``extra`` (a card's or rule's modifier, supporters), against its corruption points
    (``points`` where the scenario counts them itself); passing is rolling higher. A failed
    check's result (discarded or eliminated) is :func:`corruption_check`'s."""
    own = Modifier(character.corruption_modifier, f"card:{character.card_id}",
                   f"{character.name}'s corruption modifier", coe.CORRUPTION_CHECK)
    target = character.corruption_points if points is None else points
    return check(dice, [own, *extra], target, ABOVE, index)
