"""Far-sight (the engine's ``effects.FAR_SIGHT``, its twenty-second generation) as the Hobbit
scenarios play it: an untapped sage taps in the site phase, once the site is entered, at an
untapped site where Information is playable (``moves.information_site_problem``), and the site
taps (``SiteTapped``). The play deck is searched (``DeckSearched``, naming its items): the
player takes one of them into the hand (``take:<item>``, ``ItemTakenFromDeck``), nothing else
meanwhile, then the deck is shuffled and the sage makes a corruption check (CoE 7.1). A deck
holding no item is shuffled at once. The Bane of the Ithil-stone in play cancels it (the
effect is one of ``effects.SEARCHES_A_DECK``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from domain.cards import Catalog
from domain.engine import coe
from domain.errors import IllegalAction
from domain.ruleset import Context
from domain.rulesets.hobbit.moves import Legal, Move, collector
from domain.rulesets.hobbit.state import HobbitState

TAKE = "take"
RULE = coe.SHORT_EVENT
S = TypeVar("S", bound=HobbitState)


def items(deck: Sequence[str], catalog: Catalog) -> list[str]:
    """The items of a play deck, each id once, in id order."""
    return sorted({c for c in deck if catalog.get(c).is_item})


def search(ctx: Context[S], catalog: Catalog, sage: str, card: str) -> bool:
    """The site tapped and the play deck searched; True when an item waits to be taken."""
    site = catalog.find(ctx.state.location, "Hero")
    ctx.emit("SiteTapped", RULE, site=site.id, by=card)
    found = items(ctx.state.resource_deck, catalog)
    ctx.emit("DeckSearched", RULE, card=card, character=sage, items=found)
    return bool(found)


def moves(state: HobbitState, catalog: Catalog, out: Legal) -> Legal:
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


def refusal(state: HobbitState, catalog: Catalog, action: str) -> IllegalAction | None:
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
