"""The corruption cards that make their bearer check corruption (CoE 7.1), as the scenarios
that keep corruption cards on their characters play them (the Guise of the Necromancer,
Burglar Wants a Good Job): which checks come at each point of the turn, and the checks made,
each named first in the log (``CorruptionCardCheck``: the card, its bearer, why). When each
card checks and who it may go on stand in ``domain.engine.corruption_cards``; each scenario
says when its points of the turn come and with what corruption check.

A scenario's state keeps the cards on its characters as (bearer, card, points), in the order
they came into play.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol, TypeVar

from domain.engine import corruption_cards as engine
from domain.engine.characters import Character
from domain.immutable import replace
from domain.ruleset import Context

RULE = engine.RULE
FACT = "CorruptionCardCheck"

#: A corruption check of one character (the character, the rule, the card asking for it), made
#: by the scenario; each scenario names the card from its own version.
Check = Callable[[Context[Any], str, str, str], None]
#: A check to make: (card, bearer, how many times, why).
Found = tuple[str, str, int, str]


class Bearing(Protocol):
    """A scenario's state, as far as its corruption cards go."""

    @property
    def outcome(self) -> str | None: ...

    @property
    def corruption(self) -> tuple[tuple[str, str, int], ...]: ...


S = TypeVar("S")


def removed(state: S, who: str, card: str) -> S:
    """``state`` with ``card`` off ``who``, to the hazard discard pile (a removal roll,
    Athelas, Elf-song)."""
    held: Any = state
    at = next(n for n, (w, c, _) in enumerate(held.corruption) if (w, c) == (who, card))
    after: S = replace(held, corruption=held.corruption[:at] + held.corruption[at + 1:],
                       hazard_discard=(*held.hazard_discard, card))
    return after


def borne(corruption: Iterable[tuple[str, str, int]], when: str,
          among: Sequence[str]) -> list[tuple[str, str]]:
    """(card, bearer) of each card checking ``when`` borne by a character of ``among``, in
    the order they came into play."""
    return [(card, who) for who, card, _ in dict.fromkeys(corruption)
            if card in engine.CARDS and engine.CARDS[card].when == when and who in among]


def checks(ctx: Context[Any], check: Check, found: Iterable[Found]) -> None:
    """Each (card, bearer, times, why), while the game goes on and he still bears it."""
    for card, who, times, why in found:
        for _ in range(times):
            state: Bearing = ctx.state
            if state.outcome is not None or not any(
                    w == who and c == card for w, c, _ in state.corruption):
                break
            ctx.emit(FACT, RULE, card=card, character=who, why=why)
            check(ctx, who, RULE, card)


def untap(corruption: Iterable[tuple[str, str, int]], characters: Sequence[Character],
          at_haven: bool) -> list[Found]:
    """The end of the untap phase of ``characters`` (one company, at a Haven or not): Lure of
    the Senses at a Haven, The Burden of Time on an Elf away from one."""
    found = []
    for card, who in borne(corruption, engine.UNTAP, [c.card_id for c in characters]):
        bearer = next(c for c in characters if c.card_id == who)
        why = engine.untap_check(card, bearer.race, at_haven)
        if why is not None:
            found.append((card, who, 1, why))
    return found


def movement_ended(corruption: Iterable[tuple[str, str, int]],
                   characters: Sequence[Character], wildernesses: int, moved: bool,
                   to_haven: bool) -> list[Found]:
    """The end of a company's movement/hazard phase (``wildernesses``: those of the site path
    it moved by; ``to_haven``: its new site is a Haven): Lure of Nature and Lure of
    Creation."""
    if not moved:
        return []
    found = []
    for card, who in borne(corruption, engine.MOVEMENT_END, [c.card_id for c in characters]):
        bearer = next(c for c in characters if c.card_id == who)
        times = engine.movement_checks(card, bearer.race, wildernesses, moved, to_haven)
        if times is not None:
            found.append((card, who, *times))
    return found


def wounded(corruption: Iterable[tuple[str, str, int]], characters: Sequence[Character],
            hurt: Iterable[str]) -> list[Found]:
    """As an attack on a company ends: Despair of the Heart, once for each of its characters
    the attack wounded."""
    ids = [c.card_id for c in characters]
    count = sum(1 for who in dict.fromkeys(hurt) if who in ids)
    if not count:
        return []
    return [(card, who, count, f"{count} of his company wounded")
            for card, who in borne(corruption, engine.WOUNDED, ids)]


def item_gained(corruption: Iterable[tuple[str, str, int]], characters: Sequence[Character],
                item_name: str) -> list[Found]:
    """An item played at the site on a character of a company: Lure of Expedience."""
    why = f"his company gained {item_name}"
    return [(card, who, 1, why) for card, who in borne(
        corruption, engine.ITEM_GAINED, [c.card_id for c in characters])]
