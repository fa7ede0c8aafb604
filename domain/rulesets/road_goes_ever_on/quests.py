"""The Quest deck and the Quest Display (section 3).

Pure rules: when a roll draws a quest, when the Display is full, which sites of the Site deck
suit an item quest, and where other quest cards are taken (``quest-sites.json``: facts read
from the printed cards, e.g. Rangers of the North at Bree with influence number 9).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from domain.cards import Card, fold
from domain.rulesets.road_goes_ever_on import faction_facts, item_places

DISPLAY_START = 2
DISPLAY_MAX = 4
DRAW_ON = 8


@dataclass(frozen=True, slots=True)
class QuestSite:
    card: str
    sites: tuple[str, ...]
    influence: int | None
    since: int | None = None  # the first version of the ruleset that knows the row


def needs_roll(display_size: int) -> bool:
    """An empty Display draws a quest without rolling (RGO-QUEST-6)."""
    return display_size > 0


def roll_draws(total: int) -> bool:
    """A start-of-turn roll of 8+ draws a quest (RGO-QUEST-6)."""
    return total >= DRAW_ON


def display_full(display_size: int) -> bool:
    """A new quest with 4 already shown discards one of those 4 at random (RGO-QUEST-7)."""
    return display_size >= DISPLAY_MAX


def item_sites(item: Card, sites: Sequence[Card]) -> list[Card]:
    """The sites of the Site deck where an item quest can be found: those whose playable
    items include its class, in Site-deck order (RGO-QUEST-3)."""
    return [s for s in sites if item.item_class in s.playable_items]


@cache
def quest_sites() -> dict[str, QuestSite]:
    text = resources.files("seeds").joinpath(
        "tables", "road-goes-ever-on", "quest-sites.json").read_text("utf-8")
    out = {}
    for row in json.loads(text)["rows"]:
        out[fold(row["card"])] = QuestSite(row["card"], tuple(row["sites"]),
                                           row.get("influence"), row.get("since"))
    return out


def named_sites(card: Card) -> QuestSite | None:
    """Where a faction or ally quest is taken, and its influence number (factions): the
    table's row, or for a faction it does not list the sites and number its card prints,
    known from the version that reads the catalog's faction facts."""
    row = quest_sites().get(fold(card.name))
    printed = faction_facts.printed_row(card) if row is None else None
    if printed is not None:
        return QuestSite(card.name, *printed, since=faction_facts.SINCE_VERSION)
    return row


def candidate_sites(card: Card, sites: Sequence[Card], played: str) -> list[Card]:
    """The Site-deck sites where a quest card can be taken: by item class for items (less
    the site types its card forbids, item_places.py), by the printed site for the others. A
    row added in a later version (``since``) is unknown to the games of the versions before
    (``played``): the card is revealed with no site, as it was, so no such game has it in
    play and the row's other uses never reach them."""
    if card.is_item and card.item_class != "special":
        return item_places.finding_sites(played, card, item_sites(card, sites))
    known = named_sites(card)
    if known is None or (known.since is not None and int(played) < known.since):
        return []
    names = [fold(n) for n in known.sites]
    return [s for s in sites if fold(s.name) in names]
