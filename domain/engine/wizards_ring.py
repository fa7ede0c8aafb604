"""The Wizard's Ring (TW-363) as its card prints it, what every ruleset playing it reads: borne
by a Wizard only, never two on one Wizard; played (or taken) at a Haven; its bearer checks
corruption as it comes to him (CoE 7.1); never stored, stolen or transferred. Its +2 prowess
and +5 direct influence are catalog facts. The Road Goes Ever On finds it on its quest display
(``road_goes_ever_on.wizards_ring``), Burglar Wants a Good Job plays it from the hand in the site
phase at a Haven (``burglar.wizards_ring``)."""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Card, fold
from domain.engine.characters import Character

CARD = "TW-363"
NAME = fold("Wizard's Ring")
WIZARD = "Wizard"
NEVER_STORED = "The Wizard's Ring is never stored."
NEVER_TRANSFERRED = "The Wizard's Ring is never transferred"


def is_ring(name: str) -> bool:
    """Whether the card or item named ``name`` is a Wizard's Ring."""
    return fold(name) == NAME


def is_wizard(taker: Character) -> bool:
    """Whether ``taker`` may bear the ring, a Wizard."""
    return fold(taker.race) == fold(WIZARD)


def bears_one(card: Callable[[str], Card], taker: Character) -> bool:
    """Whether ``taker`` bears a Wizard's Ring already (never two on one Wizard)."""
    return any(is_ring(card(i.card_id).name) for i in taker.items)
