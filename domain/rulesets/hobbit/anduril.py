"""Andúril, the Flame of the West (TW-192) as the Hobbit scenarios play it by its card (Burglar
Wants a Good Job's ``anduril``, the Guise of the Necromancer's ``anduril``), over the engine's
``anduril``: what it gives the bearer of the Narsil it was placed with, once each scenario has
found him, and how its actions read. Each scenario keeps where it records the card, who bears
that Narsil, and from which version it plays it."""

from __future__ import annotations

from domain.engine import anduril as shared
from domain.engine.characters import Character
from domain.engine.checks import Modifier

CARD = shared.CARD
NAME = "Andúril, the Flame of the West"
#: What a sage's hold of it adds to the label of the action: the check that follows.
HOLD_NOTE = f"corruption check at {shared.HOLD_CHECK}"


def _bears(found: Character | None, who: str) -> bool:
    return found is not None and found.card_id == who


def strike_modifiers(found: Character | None, who: Character, against: str,
                     rule: str) -> list[Modifier]:
    """Its +4 prowess to a maximum of 11 for ``who`` against a strike by ``against``, if he
    is its bearer ``found`` (None: no one bears it)."""
    return shared.prowess(CARD, who, against, rule) if _bears(found, who.card_id) else []


def influence(found: Character | None, who: Character, rule: str) -> list[Modifier]:
    """Its +1 direct influence for ``who`` if he is its bearer ``found``."""
    return shared.influence(CARD, rule) if _bears(found, who.card_id) else []


def direct_influence(found: Character | None, who: str) -> int:
    """Its +1 direct influence as a number (in controlling followers) if ``who`` is its
    bearer ``found``."""
    return shared.INFLUENCE if _bears(found, who) else 0


def corruption(found: Character | None, who: str) -> int:
    """The one more corruption point it gives ``who`` if he is its bearer ``found``."""
    return shared.CORRUPTION if _bears(found, who) else 0


def join_label(narsil: str, bearer: str) -> str:
    """The label of placing it with the Narsil named ``narsil`` borne by ``bearer``."""
    return f"Discard the stored Reforging and place {NAME} with {narsil}, borne by {bearer}"


def untap_label(who: str) -> str:
    """The label of tapping it to untap the Dúnadan named ``who``."""
    return f"Tap {NAME} to untap {who}; its bearer checks corruption at {shared.UNTAP_CHECK}"
