"""Vilya's second gift (``engine.vilya``, as The Road Goes Ever On reads it) as the Hobbit
scenarios that play Vilya on Elrond play it from the version each names (``vilya_from``;
earlier versions replay as played, his bonuses and his check alone):

the play of Vilya (``play:`` in Burglar, ``resource:`` in the Guise) asks for the
``resources`` argument, up to three resource cards of the discard pile; with Elrond at
Rivendell and five cards or more in the play deck, they are shuffled into it after his bonuses
and before his check (``DeckShuffled`` naming them ``from_discard``, on the resource deck's
own stream); left out, none is. Named elsewhere, more than three, a card that is no resource
of the discard pile, with fewer than five cards in the play deck, or (in Burglar) while Bane
of the Ithil-stone cancels any search of a discard pile, refused naming the card and the
reason, nothing written.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import vilya as gift
from domain.errors import IllegalAction
from domain.ruleset import Context
from domain.rulesets.hobbit.moves import Legal, with_params

__all__ = ["ARG", "CARD", "RIVENDELL", "left", "named", "offer", "refusal", "shuffle_back"]
CARD, ARG, RIVENDELL = gift.CARD, gift.ARG, gift.RIVENDELL
named, left = gift.named, gift.left


def _resource(card: Callable[[str], Card]) -> Callable[[str], bool]:
    return lambda c: card(c).card_type == "Resource"


def offer(out: Legal, discard: Sequence[str], card: Callable[[str], Card]) -> Legal:
    """``out`` with the ``resources`` argument on each play of Vilya it offers (``card``: a
    card by its id)."""
    return with_params(out, CARD, gift.params(gift.resources(discard, _resource(card))))


def refusal(args: Mapping[str, JSON], at_rivendell: bool, deck: Sequence[str],
            discard: Sequence[str], card: Callable[[str], Card],
            canceled_by: str = "") -> IllegalAction | None:
    """Why Vilya's play is refused for the resources its argument names (None: it is not);
    ``canceled_by``: the event in play canceling any search of a discard pile."""
    wanted, name = gift.named(args), card(CARD).name
    if wanted and canceled_by:
        return IllegalAction(f"{name}: {canceled_by} is in play, canceling any search of a "
                             "discard pile.", clause=gift.RULE)
    why = gift.unmet(wanted, at_rivendell, deck, discard, _resource(card))
    return None if why is None else IllegalAction(f"{name}: {why}.", clause=gift.RULE)


def shuffle_back(ctx: Context[Any], deck: Sequence[str], wanted: Sequence[str]) -> None:
    """The resources ``wanted`` shuffled from the discard pile into the play deck ``deck``."""
    if wanted:
        ctx.shuffle("resources", [*deck, *wanted], gift.RULE, from_discard=list(wanted))
