"""Playing items at sites and moving them between characters (CoE 2.V.4, 2.II.5)."""

from __future__ import annotations

from domain.cards import Card
from domain.engine.characters import Character


def item_play_problem(item: Card, site: Card, site_tapped: bool, bearer: Character) -> str | None:
    """Why ``item`` cannot be played at ``site`` on ``bearer`` (None: it can). An item is
    played by tapping an untapped character at an untapped site where its class is playable
    (CoE 2.V.4)."""
    if not item.is_item:
        return f"{item.name} is not an item"
    if site_tapped:
        return f"{site.name} is tapped"
    if item.item_class not in site.playable_items:
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
