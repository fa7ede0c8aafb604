"""Whom the absent opponent picks (GON-TARGET-1): the highest mind, Wizards counting 12; then
the most direct influence; then the lowest body; then (the missing attribute, read as) the
lowest prowess; then at random."""

from __future__ import annotations

from domain.engine.characters import Character

WIZARD_MIND = 12


def mind(character: Character) -> int:
    return WIZARD_MIND if character.race == "Wizard" else character.mind


def rank(character: Character, more_influence: int = 0) -> tuple[int, int, int, int]:
    """Smallest first: the character the opponent picks before the others
    (``more_influence``: what an item adds to his direct influence, The Iron Crown)."""
    return (-mind(character), -(character.direct_influence + more_influence),
            character.effective_body, character.effective_prowess)

