"""Far-sight (the engine's ``effects.FAR_SIGHT``, its twenty-second generation) as the Hobbit
scenarios play it: an untapped sage taps in the site phase, once the site is entered, at an
untapped site where Information is playable (``moves.information_site_problem``), and the site
taps (``SiteTapped``). The play deck is searched (``DeckSearched``, naming its items): the
player takes one of them into the hand (``take:<item>``, ``ItemTakenFromDeck``), nothing else
meanwhile, then the deck is shuffled and the sage makes a corruption check (CoE 7.1). A deck
holding no item is shuffled at once. The Bane of the Ithil-stone in play cancels it (the
effect is one of ``effects.SEARCHES_A_DECK``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, TypeVar

from domain.cards import Catalog
from domain.engine import coe
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Context
from domain.rulesets.hobbit.moves import Legal, Move, collector

TAKE = "take"
RULE = coe.SHORT_EVENT


class Searching(Protocol):
    """What a scenario's state tells of a search (the Hobbit family's, the Guise's)."""

    @property
    def deck_search(self) -> tuple[str, ...]: ...  # (the card, the sage); empty: none waits
    @property
    def resource_deck(self) -> tuple[str, ...]: ...
    @property
    def outcome(self) -> str | None: ...


def items(deck: Sequence[str], catalog: Catalog) -> list[str]:
    """The items of a play deck, each id once, in id order."""
    return sorted({c for c in deck if catalog.get(c).is_item})


def search(ctx: Context[Any], catalog: Catalog, sage: str, card: str, site: str) -> bool:
    """The site (its card's id) tapped and the play deck searched; True when an item waits
    to be taken."""
    ctx.emit("SiteTapped", RULE, site=site, by=card)
    found = items(ctx.state.resource_deck, catalog)
    ctx.emit("DeckSearched", RULE, card=card, character=sage, items=found)
    return bool(found)


def finish(ctx: Context[Any], sage: str, check: Callable[[str], None]) -> None:
    """The search over: the play deck shuffled, then the sage's corruption check (CoE 7.1,
    ``check``: the scenario's)."""
    ctx.shuffle("resources", list(ctx.state.resource_deck), RULE)
    check(sage)


def take(ctx: Context[Any], item: str, check: Callable[[str], None]) -> None:
    """The item the player takes from the play deck the search waits on, then ``finish``."""
    card, sage = ctx.state.deck_search
    ctx.emit("ItemTakenFromDeck", RULE, card=card, character=sage, item=item)
    finish(ctx, sage, check)


class Holding(Searching, Protocol):
    """A state whose search ends with an item in the hand."""

    @property
    def hand(self) -> tuple[str, ...]: ...


T = TypeVar("T", bound=Holding)


def searched(state: T, d: Mapping[str, Any]) -> T:
    """The state (a dataclass with ``deck_search``) after ``DeckSearched``: waiting for an
    item to be taken, if the deck holds one."""
    found = (str(d["card"]), str(d["character"])) if d["items"] else ()
    return replace(state, deck_search=found)


def taken(state: T, d: Mapping[str, Any]) -> T:
    """The state (a dataclass with ``deck_search``, ``resource_deck`` and ``hand``) after
    ``ItemTakenFromDeck``: the item from the play deck into the hand, the search over."""
    deck = list(state.resource_deck)
    deck.remove(str(d["item"]))
    return replace(state, resource_deck=tuple(deck),
                   hand=(*state.hand, str(d["item"])), deck_search=())


def moves(state: Searching, catalog: Catalog, out: Legal) -> Legal:
    """While a search waits, only ``take:<item>`` for each item of the play deck."""
    if not state.deck_search:
        return out
    out.clear()
    add = collector(out)
    name = catalog.get(state.deck_search[0]).name
    for item in items(state.resource_deck, catalog):
        add(f"{TAKE}:{item}", f"Take {catalog.get(item).name} from the play deck into the hand "
            f"({name})", RULE, Move(TAKE, card=item))
    return out


def refusal(state: Searching, catalog: Catalog, action: str) -> IllegalAction | None:
    """Why ``action`` is refused while a search waits, or a ``take`` when none does (None:
    neither)."""
    kind, _, item = action.partition(":")
    if state.outcome is not None:
        return None
    if state.deck_search:
        name = catalog.get(state.deck_search[0]).name
        what = f"{item or 'no card'} is no item of the play deck" if kind == TAKE \
            else "take an item of the play deck (take:<item>)"
        return IllegalAction(f"{name}'s search of the play deck waits: {what}.", clause=RULE)
    if kind == TAKE:
        return IllegalAction("No search of the play deck waits for an item to be taken.",
                             clause=RULE)
    return None
