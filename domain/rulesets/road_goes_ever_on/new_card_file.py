"""Appendix 4's new cards from the player's card file, each placed in its deck by name
(RGO-NEW-2 to 10), version 36 on.

The setup option ``new_cards`` is a card file in the Council of Elrond ``cards.json`` shape,
as ``battle_cards`` is (battles.py, which deals the Battles). Every card of it must be one of
Appendix 4's new cards, matched by name and kind with a row of the new-cards data
(new_cards.py), with an id the catalog does not hold; a Battle belongs to ``battle_cards`` and
an Enhanced Site goes behind its site card (its encounters are the player's
``enhanced-sites`` table), so neither is placed. The file is checked whole and every problem
named. The cards join the game's catalog (``Ruleset.for_setup``) and, as the game begins, the
deck their row names (``NewCardPlaced``): the player deck, the hazard deck, the Quest deck,
or the Site deck. The rules document prints none of their text: they play as the catalog's
facts let them (a character, an item, a site, a Song, a hazard event declared).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from domain.canonical import JSON
from domain.cards import Card, fold
from domain.cards.coe import coe_records
from domain.cards.errors import CatalogError
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import new_cards
from domain.rulesets.road_goes_ever_on.state import State

OPTION = "new_cards"
CARDS = "RGO-INTRO-6"  # the 64 new cards of Appendix 4, components of the game
#: The first version that places them.
SINCE_VERSION = 36
NOT_PLACED = {"battle": "a Battle goes in the battle_cards option",
              "enhanced-site": "an Enhanced Site goes behind its site card, not in a deck (its "
                               "encounters are an enhanced-sites table)"}


def offered(played: str) -> bool:
    return int(played) >= SINCE_VERSION


def _cards(document: object, source: str, problems: list[str]) -> list[tuple[Card, Any]]:
    """Each card record of the file with its raw entry, problems of shape appended."""
    out: list[tuple[Card, Any]] = []
    if not isinstance(document, Mapping) or not document:
        problems.append(f"{source}: expected a Council of Elrond cards.json document (sets of "
                        "cards)")
        return out
    for set_key, found in document.items():
        cards = found.get("cards") if isinstance(found, Mapping) else None
        if not isinstance(cards, Mapping):
            problems.append(f"{source}: set {set_key}: field 'cards': expected an object")
            continue
        for card_key, raw in cards.items():
            try:
                [card] = coe_records({set_key: {"cards": {card_key: raw}}}, source=source)
            except CatalogError as exc:
                problems.append(str(exc))
                continue
            out.append((card, raw))
    return out


def row_of(card: Card) -> new_cards.NewCard | None:
    return next((r for r in new_cards.shipped() if fold(r.name) == fold(card.name)), None)


def _problem(card: Card, source: str, known: Callable[[str], bool]) -> str | None:
    where = f"{source}: card {card.id} ({card.name})"
    row = row_of(card)
    if row is None:
        return f"{where}: not one of Appendix 4's new cards [{CARDS}]"
    if row.kind in NOT_PLACED:
        return f"{where}: {NOT_PLACED[row.kind]} [{row.clause}]"
    if not new_cards.KINDS[row.kind](card) or row.site_type not in (None, card.site_type):
        return f"{where}: the rules make it a {row.kind} of the {row.deck} deck [{row.clause}]"
    if known(card.id):
        return f"{where}: field 'id': {card.id} is already a card of the catalog [{row.clause}]"
    return None


def option_problems(value: object, played: str,
                    known: Callable[[str], bool] = lambda _: False) -> list[str]:
    """Every problem of the ``new_cards`` option (none when absent)."""
    if value is None:
        return []
    if not offered(played):
        return [f"{OPTION}: the new cards are placed from version {SINCE_VERSION} [{CARDS}]"]
    if not isinstance(value, Mapping) or set(value) != {"file", "cards"} \
            or not isinstance(value["file"], str) or not value["file"].strip():
        return [f"{OPTION}: expected {{\"file\": <the card file's name>, \"cards\": <its "
                f"Council of Elrond cards.json content>}} [{CARDS}]"]
    source = value["file"].strip()
    problems: list[str] = []
    found = _cards(value["cards"], source, problems)
    problems += [p for card, _ in found if (p := _problem(card, source, known)) is not None]
    names = [fold(card.name) for card, _ in found]
    problems += [f"{source}: card {card.id} ({card.name}): a second card of that name "
                 f"[{CARDS}]" for i, (card, _) in enumerate(found)
                 if fold(card.name) in names[:i]]
    if not found and not problems:
        problems.append(f"{source}: holds no card [{CARDS}]")
    return [f"{OPTION}: {p}" for p in problems]


def normalized(value: Mapping[str, Any]) -> dict[str, JSON]:
    """A checked option as the game records it."""
    return {"file": str(value["file"]).strip(), "cards": value["cards"]}


def setup_cards(value: object) -> tuple[Card, ...]:
    """The cards of a checked option, for the game's catalog (none without it)."""
    if not isinstance(value, Mapping):
        return ()
    return tuple(card for card, _ in _cards(value["cards"], str(value["file"]), []))


def place(ctx: Context[State]) -> dict[str, list[str]]:
    """The card ids to add to each deck (``player``, ``hazard``, ``quest``, ``site``), each
    card a ``NewCardPlaced`` citing its group of Appendix 4; nothing without the option."""
    value = ctx.state.options.get(OPTION)
    out: dict[str, list[str]] = {}
    for card in setup_cards(value):
        row = row_of(card)
        assert row is not None  # checked by option_problems
        ctx.emit("NewCardPlaced", row.clause, card=card.id, name=card.name, deck=row.deck,
                 file=str(dict(value)["file"]) if isinstance(value, Mapping) else "")
        out.setdefault(row.deck, []).append(card.id)
    return out
