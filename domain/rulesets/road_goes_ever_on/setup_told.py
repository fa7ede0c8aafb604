"""The setup a game of The Road Goes Ever On was started with, as its first narrative line
tells it (after the Battles, narration.py): the decks by their size, the company and where it
starts, and every option, an option not given by its default, so that the player sees which
rules the game plays (rings, the Dragon table, the Golden Hoard, the Under-deeps, his own
tables or cards). Presentation only: it reads the setup the game records."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

#: The options told though a game's setup does not record them, with what their absence means
#: (the setup records these only when given).
ABSENT = {"golden_hoard": "false", "under_deeps": "false", "new_cards": "none"}
#: Told apart by narration.py (whether the game has Battles).
TOLD_APART = ("battle_cards",)


def _value(key: str, value: Any, name: Callable[[str], str]) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if key == "decks" and isinstance(value, Mapping):  # "player 40, ..., ring 0 cards"
        sizes = [f"{deck} {len(cards)}" for deck, cards in value.items()
                 if isinstance(cards, list)]
        return f"{', '.join(sizes)} cards" if sizes else "none"
    if key == "starting_items" and isinstance(value, list):
        return ", ".join(f"{name(str(i.get('id')))} ({name(str(i.get('bearer')))})"
                         for i in value if isinstance(i, Mapping)) or "none"
    if isinstance(value, list):
        return ", ".join(name(str(c)) or str(c) for c in value) or "none"
    if key == "tables" and isinstance(value, Mapping):
        return ", ".join(value) or "none"
    if isinstance(value, Mapping) and "file" in value:  # a card file (new_cards)
        return f"the file {value['file']}"
    if isinstance(value, Mapping):
        return ", ".join(f"{k} {v}" for k, v in value.items())
    return name(str(value)) or str(value)


def told(setup: object, name: Callable[[str], str]) -> str:
    """" Setup: decks: player 40, ..., ring 0 cards; ...; rings: false; ...", or "" without a
    setup."""
    if not isinstance(setup, Mapping) or not setup:
        return ""
    pairs = [f"{key}: {_value(key, value, name)}" for key, value in setup.items()
             if key not in TOLD_APART]
    pairs += [f"{key}: {default}" for key, default in ABSENT.items() if key not in setup]
    return " Setup: " + "; ".join(pairs) + "."
