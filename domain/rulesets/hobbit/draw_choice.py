"""The player's choice of how many cards to draw where a rule or a card lets him draw up to a
number ("up to", "may draw"): one action for each count, ``draw:<n>``, or ``draw:<card>:<n>``
where a card gives the draws (``Move("draw", card, mode=str(n))``), and the automatic
player's pick, the most offered.

Burglar Wants a Good Job asks so for its resource draws after moving (BWJ-SEQ-6, BWJ-SEQ-8);
the Guise of the Necromancer for the resource cards a moving company's site gives
(``guise_of_the_necromancer.site_draws``), then for the cards Radagast may draw for the
Wildernesses of his company's site path (``guise_of_the_necromancer.radagast``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from domain.rulesets.hobbit.moves import Add, Move

KIND = "draw"


def moves(add: Add, counts: Iterable[int], rule: str, label: Callable[[int], str],
          card: str = "", holder: str = "") -> None:
    """One action for each of ``counts``, in order, labelled by ``label``; ``card`` names
    the card giving the draws in the id and the move ("": a rule gives them)."""
    prefix = f"{KIND}:{card}:" if card else f"{KIND}:"
    for n in counts:
        add(f"{prefix}{n}", label(n), rule, Move(KIND, card=card, mode=str(n), holder=holder))


def count(move: Move) -> int:
    """The cards a chosen draw takes."""
    return int(move.mode)


def most(ids: Iterable[str]) -> str | None:
    """The draw of the most cards among the action ids offered (None: no draw is)."""
    offered = [i for i in ids if i.startswith(f"{KIND}:")]
    return max(offered, key=lambda i: int(i.rpartition(":")[2])) if offered else None
