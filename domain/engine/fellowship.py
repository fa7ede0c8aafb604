"""Fellowship (TW-240), a resource permanent-event, as a ruleset reads it from the company it
is played on: what the card asks of the company, the modifier it gives, and when it goes.

Played in the organization phase at a Haven on a company of at least ``SIZE`` characters
and allies, it stays with that company. While the company holds exactly the characters and
allies it held then, each of its characters has +1 prowess against a strike and +1 to his
corruption checks, and each of its allies +1 prowess against a strike; as soon as one joins
or leaves for any reason the card is discarded (``broken``). One per company: a second
copy on it is refused (The Road Goes Ever On's reading, which this module follows).
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.engine import coe
from domain.engine.checks import Modifier

CARD = "TW-240"
NAME = "Fellowship"
#: The fewest characters and allies of a company it is played on.
SIZE = 4
BONUS = 1
RULE = coe.SHORT_EVENT
DISCARD_REASON = "a character or ally joined or left the company"


def problem(organizing: bool, at_haven: bool, members: Sequence[str],
            formed: bool) -> str | None:
    """Why Fellowship may not be played now on a company of ``members`` (its characters and
    allies; ``formed``: one is in play on it already), or None."""
    if not organizing:
        return "it is played in the organization phase"
    if not at_haven:
        return "it is played only at a Haven"
    if len(members) < SIZE:
        return f"the company has fewer than {SIZE} characters and allies"
    if formed:
        return "it cannot be duplicated on the company"
    return None


def broken(formed: Sequence[str], members: Sequence[str]) -> bool:
    """Whether a company that held ``formed`` when the card was played no longer holds the
    same characters and allies (``members``)."""
    return sorted(formed) != sorted(members)


def modifiers(formed: Sequence[str], members: Sequence[str], who: str) -> list[Modifier]:
    """Its +1 to ``who``'s strike or corruption check, a member of the company it is in play
    on, which still holds the same characters and allies (none otherwise)."""
    if not formed or who not in formed or broken(formed, members):
        return []
    return [Modifier(BONUS, f"card:{CARD}", NAME, RULE)]
