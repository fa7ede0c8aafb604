"""The 64 new cards of Appendix 4 (RGO-NEW-1 to 10) as data, and which of them a catalog holds.

``seeds/tables/road-goes-ever-on/new-cards.json`` lists each card with the deck and kind the
rules document gives it (and a new site's type), citing the clause each fact comes from; a few
rows carry the facts of a community Dream card of the same name and kind. The document prints
no card's text, so a game uses a new card only when the card catalog holds a card of that name
and kind (a catalog built from the player's own card file); the rules notes say which.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from domain.cards import Card, Catalog, fold
from domain.errors import InvalidSetup

SOURCE = "tables/new-cards.json"
DECKS = ("site", "quest", "player", "hazard")
#: Each kind of new card, and how a catalog card of it is recognized.
KINDS: Mapping[str, Any] = {
    "enhanced-site": lambda c: c.is_site and "Enhanced Site" in c.keywords,
    "dungeon": lambda c: c.is_site and "Dungeon" in c.keywords,
    "site": lambda c: c.is_site,
    "battle": lambda c: c.event_type == "permanent" and "Battle" in c.keywords,
    "permanent-event": lambda c: c.event_type == "permanent",
    "short-event": lambda c: c.event_type == "short",
    "song": lambda c: c.event_type == "short" and "Song" in c.keywords,
    "character": lambda c: c.is_character,
    "minor-item": lambda c: c.item_class == "minor",
}
#: The clauses of Appendix 4, one per group of cards, with how many cards each lists.
GROUPS = {"RGO-NEW-1": 16, "RGO-NEW-2": 4, "RGO-NEW-3": 2, "RGO-NEW-4": 10, "RGO-NEW-5": 5,
          "RGO-NEW-6": 3, "RGO-NEW-7": 4, "RGO-NEW-8": 3, "RGO-NEW-9": 15, "RGO-NEW-10": 2}


class NewCardsError(InvalidSetup):
    """The new-cards file cannot be used; ``problems`` names the file, the row and the field."""


@dataclass(frozen=True, slots=True)
class NewCard:
    name: str
    deck: str
    kind: str
    clause: str
    site_type: str | None = None
    dream_card: Mapping[str, Any] | None = None
    surface: str | None = None  # the site a Dungeon lies under (RGO-DUNG-1)


def parse(document: object, source: str = SOURCE) -> tuple[NewCard, ...]:
    """The rows of a new-cards document, every problem named (file, row, field)."""
    rows = document.get("rows") if isinstance(document, Mapping) else None
    if not isinstance(rows, list):
        raise NewCardsError("The new-cards file has no rows.",
                            problems=[f"{source}: field 'rows': expected a list of rows"])
    problems: list[str] = []
    cards = []
    for number, row in enumerate(rows, start=1):
        where = f"{source}: row {number}"
        if not isinstance(row, Mapping):
            problems.append(f"{where}: expected an object")
            continue
        found = _row_problems(row, where)
        problems += found
        if not found:
            cards.append(NewCard(row["name"], row["deck"], row["kind"], row["clause"],
                                 row.get("site_type"), row.get("dream_card"),
                                 row.get("surface")))
    names = [fold(c.name) for c in cards]
    problems += [f"{source}: field 'name': {c.name} is listed twice"
                 for i, c in enumerate(cards) if fold(c.name) in names[:i]]
    if problems:
        raise NewCardsError("The new-cards file cannot be used.", problems=problems)
    return tuple(cards)


def _row_problems(row: Mapping[str, Any], where: str) -> list[str]:
    checks = (("name", isinstance(row.get("name"), str) and bool(row.get("name", "").strip()),
               "expected the card's name"),
              ("deck", row.get("deck") in DECKS, f"expected one of {', '.join(DECKS)}"),
              ("kind", row.get("kind") in KINDS, f"expected one of {', '.join(KINDS)}"),
              ("clause", row.get("clause") in GROUPS, "expected an RGO-NEW clause"))
    return [f"{where}: field {field!r}: {text}, not {row.get(field)!r}"
            for field, ok, text in checks if not ok]


@cache
def shipped() -> tuple[NewCard, ...]:
    text = resources.files("seeds").joinpath(
        "tables", "road-goes-ever-on", "new-cards.json").read_text("utf-8")
    return parse(json.loads(text))


def held(card: NewCard, catalog: Catalog) -> Card | None:
    """The catalog's card of this name and kind, if it holds one."""
    return next((c for c in catalog.find_all(card.name) if KINDS[card.kind](c)
                 and card.site_type in (None, c.site_type)), None)


def notes(catalog: Catalog) -> dict[str, str]:
    """For each group of Appendix 4, which of its cards a game on ``catalog`` uses and which
    it lacks."""
    out = {}
    for clause in GROUPS:
        cards = [c for c in shipped() if c.clause == clause]
        used = [_named(c) for c in cards if held(c, catalog) is not None]
        lacking = [_named(c) for c in cards if held(c, catalog) is None]
        out[clause] = (f"Uses: {', '.join(used) or 'none'}. Lacks (not in the card "
                       f"catalog): {', '.join(lacking) or 'none'}.")
    return out


def _named(card: NewCard) -> str:
    """An Enhanced Site card is named apart from the site card it goes behind."""
    return f"{card.name} (Enhanced Site)" if card.kind == "enhanced-site" else card.name
