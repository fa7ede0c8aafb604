"""Align Palantír (TW-190) as its card prints it, for every ruleset that plays it (The Road
Goes Ever On's ``align_palantir``, the Hobbit family's ``hobbit.palantiri``): played with a sage
in the company on a palantír a character of the company bears, it stays in play with the stone,
giving its bearer the ability to use it; it cannot be duplicated on a given palantír, and it is
discarded when the company carrying the stone moves. Whether its marshalling points count, and
who may use a stone without it, is the ruleset's."""

from __future__ import annotations

from collections.abc import Callable, Collection

from domain.cards import Card, fold
from domain.engine.characters import Character
from domain.engine.palantiri import KEYWORD

CARD = "TW-190"
NAME = "Align Palantír"
FOLDED = fold(NAME)
SAGE = "sage"
CORRUPTION = 2  # the corruption points its card gives whoever bears the stone
MOVED = "the company carrying its palantír moves"


def stones(who: Character, aligned: Collection[str], card: Callable[[str], Card]) -> list[str]:
    """The palantíri ``who`` bears that are not aligned yet (``aligned``: the stones that
    are)."""
    return [i.card_id for i in who.items
            if KEYWORD in card(i.card_id).keywords and i.card_id not in aligned]


def unmet(company: Collection[Character], who: Character, aligned: Collection[str],
          card: Callable[[str], Card]) -> str | None:
    """Why it may not be played on a palantír ``who`` bears in ``company`` now (None: it
    may)."""
    if not any(c.has_skill(SAGE) for c in company):
        return "it is played with a sage in the company"
    if not any(KEYWORD in card(i.card_id).keywords for i in who.items):
        return f"it is played on a palantír, and {who.name} bears none"
    if not stones(who, aligned, card):
        return f"it cannot be duplicated on a given palantír, and {who.name}'s is aligned"
    return None
