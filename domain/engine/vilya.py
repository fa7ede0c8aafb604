"""Vilya's (TW-358) second gift, as any ruleset reads it: played while Elrond is at Rivendell
and the play deck holds five cards or more, up to three resource cards of the discard pile
that the player names (the ``resources`` argument, comma-separated or a list) are shuffled into
the play deck (``DeckShuffled`` with ``from_discard``, the rest of the discard pile kept),
after its bonuses and before Elrond's corruption check. Naming them elsewhere, more than
three, a card that is no resource of the discard pile, or with fewer than five cards in the
play deck is refused naming the card and the reason, nothing written.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence

from domain.canonical import JSON
from domain.engine import coe, turn_bonuses

CARD = turn_bonuses.VILYA
RIVENDELL = "TW-421"
ARG = "resources"
#: The resources shuffled back, at most this many.
COUNT = 3
#: The play deck holds at least this many cards.
MIN_DECK = 5
RULE = coe.SHORT_EVENT


def named(args: Mapping[str, JSON]) -> list[str]:
    """The cards the ``resources`` argument names, in order."""
    wanted = args.get(ARG)
    if isinstance(wanted, list):
        return [str(c) for c in wanted]
    return [c.strip() for c in str(wanted).split(",") if c.strip()] if wanted else []


def resources(discard: Sequence[str], is_resource: Callable[[str], bool]) -> list[str]:
    """The resource cards of the discard pile, each once, in its order."""
    return [c for c in dict.fromkeys(discard) if is_resource(c)]


def unmet(wanted: Sequence[str], at_rivendell: bool, deck: Sequence[str],
          discard: Sequence[str], is_resource: Callable[[str], bool]) -> str | None:
    """Why the cards ``wanted`` are refused (None: none is named, or they may be shuffled
    back)."""
    if not wanted:
        return None
    if len(wanted) > COUNT:
        return f"at most {COUNT} resources are shuffled back, not {len(wanted)}"
    if not at_rivendell:
        return "resources are shuffled back only while Elrond is at Rivendell"
    if len(deck) < MIN_DECK:
        return f"the play deck holds fewer than {MIN_DECK} cards"
    pile, found = Counter(discard), resources(discard, is_resource)
    for c in wanted:
        if pile[c] == 0 or c not in found:
            return f"{c!r} is not a resource card of your discard pile"
        pile[c] -= 1
    return None


def params(found: Sequence[str]) -> dict[str, str]:
    """The argument the play asks for, naming the resources of the discard pile."""
    return {ARG: f"up to {COUNT} resource cards of your discard pile, comma-separated, shuffled "
                 f"into your play deck (Elrond at Rivendell, {MIN_DECK} cards or more in it): "
                 + (", ".join(found) if found else "none there") + " (none if left out)"}


def left(discard: Sequence[str], taken: Sequence[str]) -> tuple[str, ...]:
    """The discard pile once ``taken`` (each copy once) is shuffled back from it."""
    rest = list(discard)
    for c in taken:
        rest.remove(c)
    return tuple(rest)
