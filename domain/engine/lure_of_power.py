"""Lure of Power (TW-59): the next character but a Hobbit to succeed in an influence attempt
checks corruption (at the engine's script's modifier, ``effects.LURE_OF_POWER``), and the card
is discarded after that check. Its card's recorded ruling (its French printing) settles
several in play: one check is made and every copy is discarded. The rulesets read that ruling
from their own versions (``once``); before it each copy made its own check, in turn."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

C = TypeVar("C")


def checking(cards: Sequence[C], once: bool) -> list[tuple[C, bool]]:
    """Each of the Lures of Power ``cards`` in play, with whether a check is made by it: the
    first alone if ``once``, else each."""
    return [(card, n == 0 or not once) for n, card in enumerate(cards)]


def resolve(cards: Sequence[C], checks: Callable[[], bool], check: Callable[[C], object],
            left: Callable[[C], object], once: bool) -> None:
    """The Lures of Power ``cards`` in play, after a successful influence attempt: while
    ``checks()`` (the character still in play, the game going on) he checks corruption by one
    (``check``), by the first alone if ``once``, else by each in turn; each is discarded after
    its check (``left``)."""
    for card, checked in checking(cards, once):
        if checked and checks():
            check(card)
        left(card)
