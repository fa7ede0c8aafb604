"""The Wizard's Ring (TW-363), a quest item (``SINCE_VERSION`` on), as its card prints it.

It is found at a Haven of the Site deck (the row of ``quest-sites.json`` known from this
version; before, it had no site and was never taken), is taken only by a Wizard who bears
none already, and its bearer then checks corruption (CoE 7.1). It is never stored (the
refusal names it). Its +2 prowess is the catalog's; its +5 direct influence counts against a
faction (item_influence.py). Earlier versions replay as played.

From ``KEPT_SINCE_VERSION`` it is never stolen, nor passed to a companion when its bearer is
eliminated (:func:`kept`): a Thief's, Pick-pocket's or Brigands' strike takes another item of
the company or none, and the ring is not named to give up (creatures.py, item_thefts.py); an
Agent's Scout seeks another item (agents.py); when its bearer is eliminated it goes to the
discard pile with his other cards while his companions take his other items (combat.py,
elimination.py). It is never transferred either: the solo game has no transfer of items.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Card
from domain.engine import coe
from domain.engine import wizards_ring as engine_ring
from domain.engine.characters import Character, Item
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

#: The first version of the ruleset that plays the ring.
SINCE_VERSION = 136
NAME = engine_ring.NAME
CardOf = Callable[[str], Card]
Check = Callable[[Context[State], Character, int, str], None]


#: The first version in which it is never stolen, nor passed to a companion.
KEPT_SINCE_VERSION = 151


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def kept(played: str, item: Item) -> bool:
    """``item`` is the Wizard's Ring, never stolen nor passed on (version
    ``KEPT_SINCE_VERSION`` on)."""
    return played_since(played, KEPT_SINCE_VERSION) and engine_ring.is_ring(item.name)


def stealable(played: str, items: tuple[Item, ...]) -> tuple[Item, ...]:
    """The items of ``items`` that may be stolen or passed on (all but the Wizard's Ring)."""
    return tuple(i for i in items if not kept(played, i))


def _is_it(played: str, item: Card) -> bool:
    return plays(played) and engine_ring.is_ring(item.name)


def take_problem(played: str, card: CardOf, quest: Card, taker: Character) -> str | None:
    """Why ``taker`` may not take the ring from the Quest Display, or None
    (``engine.wizards_ring``)."""
    if not _is_it(played, quest):
        return None
    if not engine_ring.is_wizard(taker):
        return f"The Wizard's Ring is taken by a Wizard only; {taker.name} is none."
    if engine_ring.bears_one(card, taker):
        return f"{taker.name} bears a Wizard's Ring already."
    return None


def taken(ctx: Context[State], item: Card, who: str, check: Check) -> None:
    """After the ring is taken: its bearer's corruption check."""
    bearer = ctx.state.character(who)
    if checks_bearer(ctx.ruleset.played, item) and bearer is not None:
        check(ctx, bearer, 0, coe.CORRUPTION_CHECK)


def checks_bearer(played: str, item: Card) -> bool:
    """Whether taking ``item`` asks its bearer's corruption check (the ring's, coe 7.1)."""
    return _is_it(played, item)


def store_problem(played: str, item: Card) -> str | None:
    return engine_ring.NEVER_STORED if _is_it(played, item) else None


TEST = "tests/rules/test_road_goes_ever_on_wizards_ring.py::"
#: What the coverage says of the ring: what is left out, its test, the first version.
COVERAGE = {"TW-363": ("", TEST + "test_the_wizards_ring_is_never_stolen",
                       KEPT_SINCE_VERSION)}
