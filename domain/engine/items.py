"""Playing items at sites and moving them between characters (CoE 2.V.4, 2.II.5)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.cards import Card, Catalog
from domain.engine import item_places
from domain.engine.characters import Character, Item


def reads_facts(played: str, facts_from: int | None) -> bool:
    """Whether the ruleset version ``played`` builds items with the catalog's item facts, read
    from version ``facts_from`` on (None: no version reads them)."""
    return facts_from is not None and int(played) >= facts_from


def in_play(card: Card, played: str, facts_from: int | None) -> Item:
    """The item ``card`` in play as version ``played`` builds it: with the catalog's item facts
    (kind, bonuses with their maxima and conditions) from ``facts_from`` on, with its printed
    modifiers before (CoE 6.1, 6.1.3)."""
    return Item.from_card(card, facts=reads_facts(played, facts_from))


def item_play_problem(item: Card, site: Card, site_tapped: bool, bearer: Character,
                      places: bool = False) -> str | None:
    """Why ``item`` cannot be played at ``site`` on ``bearer`` (None: it can). An item is
    played by tapping an untapped character at an untapped site where its class is playable
    (CoE 2.V.4); with ``places``, also where its card says, and not where it bars
    (``item_places``)."""
    if not item.is_item:
        return f"{item.name} is not an item"
    if site_tapped:
        return f"{site.name} is tapped"
    if places and (barred := item_places.place_problem(item, site)) is not None:
        return barred
    # A special item of a site of its own is played there, which lists no special items.
    own = places and item_places.own_site(item) is not None
    if not own and item.item_class not in site.playable_items:
        playable = ", ".join(site.playable_items) or "no"
        return f"{site.name} allows {playable} items, not a {item.item_class} item"
    if not bearer.untapped:
        return f"{bearer.name} is {bearer.state}: an item needs an untapped character"
    return None


def transfer_problem(item_id: str, giver: Character, taker: Character) -> str | None:
    """Why the item cannot pass from ``giver`` to ``taker`` (CoE 2.II.5); the giver then makes a
    corruption check, which the caller rolls."""
    if giver.card_id == taker.card_id:
        return "an item cannot be given to its own bearer"
    if not giver.bears(item_id):
        return f"{giver.name} does not bear {item_id}"
    return None


def least_worth(catalog: Catalog, bearers: Sequence[Character],
                spared: Callable[[Item], bool] = lambda item: False
                ) -> tuple[Character, Item] | None:
    """(bearer, item) of the item of ``bearers`` worth the fewest marshalling points, the
    first borne on a tie: the one a company gives up where its player chooses (None: they bear
    none); never one ``spared`` keeps (Ent-draughts, which is never stolen)."""
    borne = [(catalog.get(i.card_id).marshalling_points or 0, n, c, i)
             for n, (c, i) in enumerate((c, i) for c in bearers for i in c.items
                                        if not spared(i))]
    if not borne:
        return None
    _, _, bearer, item = min(borne, key=lambda b: (b[0], b[1]))
    return bearer, item
