"""Lucky Search (the engine's ``effects.LUCKY_SEARCH``, its eighteenth generation) as the
Hobbit scenarios play it: a scout of the company taps in the site phase, the site entered, at a
Shadow-hold or a Dark-hold (tapped or not). The play deck is turned over from the top until a
non-special item is revealed that is no unique item already in play, or the deck ends (which
does not exhaust it); the scout takes the item (``LuckySearchMade``) and the revealed cards
are shuffled back into the play deck. He then faces an attack of one strike of prowess 3 plus
the cards revealed (``AttackDeclared`` of origin ``ORIGIN``, the strike his at once), which no
card cancels: no card canceling it or its strike is offered, and one played is refused
naming the reason (``moves.UNCANCELED``). A wound (or his
elimination) discards the item (``ItemLost``, before his body check)."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any, TypeVar

from domain.cards import Card, fold
from domain.engine import coe
from domain.engine.characters import Character
from domain.engine.combat import Attack
from domain.ruleset import Context
from domain.rulesets.hobbit.moves import UNCANCELED
from domain.rulesets.hobbit.state import HobbitState

CARD = "TW-269"
NAME = "Lucky Search"
#: The origin of the attack it brings (``Combat.origin``), which no card cancels.
ORIGIN = UNCANCELED
BASE_PROWESS = 3
RULE = coe.SHORT_EVENT
CardOf = Callable[[str], Card]
S = TypeVar("S", bound=HobbitState)


def _findable(borne: Collection[str], found: Card) -> bool:
    """A non-special item, not a unique one already in play (``borne``: the folded names of
    the items in play)."""
    if not found.is_item or found.item_class == "special":
        return False
    return not (found.unique and fold(found.name) in borne)


def turn_over(ctx: Context[Any], card: CardOf, scout: str, borne: Collection[str]
              ) -> tuple[Attack, str | None]:
    """The play deck turned over to an item the scout takes (``LuckySearchMade``; ``borne``:
    the names of the items in play), the rest shuffled back; the strike he then faces, and
    the item."""
    revealed: list[str] = []
    item: str | None = None
    folded = {fold(n) for n in borne}
    for drawn in ctx.state.resource_deck:
        revealed.append(drawn)
        if _findable(folded, card(drawn)):
            item = drawn
            break
    ctx.emit("LuckySearchMade", RULE, character=scout, revealed=revealed, card=item)
    ctx.shuffle("resources", list(ctx.state.resource_deck), RULE)
    return Attack(CARD, NAME, "", 1, BASE_PROWESS + len(revealed)), item


def wounded(ctx: Context[Any], found: str | None, who: Character, card: CardOf) -> None:
    """A wound to the scout discards the item the search found (``found``), before his body
    check."""
    if found and who.bears(found):
        ctx.emit("ItemLost", RULE, character=who.card_id, card=found, name=card(found).name,
                 by=NAME)


def search(ctx: Context[S], card: CardOf, scout: str, assigned: str) -> None:
    """The play deck turned over to an item the scout takes, the rest shuffled back, then
    the strike he faces, its assignment ended citing ``assigned`` (the version's
    ``HobbitRules.assignment_rule``)."""
    strike, item = turn_over(ctx, card, scout,
                             [i.name for c in ctx.state.company for i in c.items])
    ctx.emit("AttackDeclared", RULE, attack=strike.to_json(), origin=ORIGIN, card=None,
             keyed=None, found=item)
    ctx.emit("StrikeAssigned", RULE, character=scout, by="card")
    ctx.emit("StrikesAssigned", assigned, excess=0, excess_on=None)
