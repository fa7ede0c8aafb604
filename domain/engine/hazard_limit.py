"""The base hazard limit of a company (CoE 2.IV.iii)."""

from __future__ import annotations

#: The lowest a card may lower a company's hazard limit to.
FLOOR = 2


def base_hazard_limit(company_size: int, sideboard_accessed: bool = False) -> int:
    """The company's size or two, whichever is greater; halved (rounded up) if the hazard
    player accessed the sideboard in this turn's untap phase."""
    limit = max(company_size, 2)
    return (limit + 1) // 2 if sideboard_accessed else limit


def may_play_hazard(played: int, limit: int) -> bool:
    """Another hazard may be declared only while fewer than ``limit`` count against it."""
    return played < limit
