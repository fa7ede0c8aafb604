"""Cards played on a character for his next influence attempt (CoE 2.V.3): what each effect
adds to the roll, the card giving the attempt two rolls, the cards drawn when it succeeds.
The Road Goes Ever On (``hand_resources``) and the Hobbit family (``hobbit.cards``) read them
alike; the effects are ``effects.INFLUENCE_EFFECTS``."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.engine import effects
from domain.engine.checks import Modifier

#: A card played for the attempt, with its effects.
Played = tuple[str, Sequence[effects.Effect]]


def amount(effect: effects.Effect, size: int, prowess: int) -> int | None:
    """What an influence effect adds to the attempt of a character of prowess ``prowess`` in a
    company of ``size`` characters (None: it adds nothing to the roll)."""
    if effect.primitive == effects.INFLUENCE_BONUS:
        return effect.amount
    if effect.primitive == effects.INFLUENCE_PER_CHARACTER:
        return effect.amount * size
    if effect.primitive == effects.INFLUENCE_PROWESS:
        return max(0, min(prowess, effect.amount))
    return None


def modifiers(played: Sequence[Played], size: int, prowess: int,
              name: Callable[[str], str], rule: str) -> list[Modifier]:
    """The modifiers of the cards ``played`` for the attempt, one an effect adding to it."""
    return [Modifier(added, f"card:{card}", f"{name(card)} played on the attempt", rule)
            for card, found in played for e in found
            if (added := amount(e, size, prowess)) is not None]


def two_rolls(played: Sequence[Played]) -> str | None:
    """The card giving the attempt two rolls, the better used (None: none does)."""
    return next((card for card, found in played for e in found
                 if e.primitive == effects.INFLUENCE_TWO_ROLLS), None)


def draws(played: Sequence[Played]) -> int:
    """The cards drawn when the attempt succeeds."""
    return sum(e.amount for _, found in played for e in found
               if e.primitive == effects.INFLUENCE_DRAW)
