"""Corruption checks (CoE 7.1)."""

from __future__ import annotations

PASSED = "passed"
DISCARDED = "discarded"
ELIMINATED = "eliminated"


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
