"""Saruman (TW-181) taps as his company's end-of-turn phase begins to take one spell (a card
whose magic is Spell) from the discard pile back into the hand (CoE 2.VI), in a Hobbit
scenario from the version its ruleset names (``spell_back_from``; earlier versions replay as
played):

- ``take-spell:<card>``: offered where the scenario opens its end-of-turn phase with a choice
  (Burglar Wants a Good Job's optional discard, BWJ-SEQ-18), Saruman untapped in the company,
  for each spell of the discard pile; Saruman taps (``CharacterTapped``) and the card goes to
  the hand (``SpellTakenBack``); the phase goes on as before, the hand then brought to size.

There and Back Again never has Saruman as a character (TBA-RES-3); in the Guise of the
Necromancer he is only ever an allied Wizard, whose text is ignored (GON-SETUP-5).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.cards import Catalog
from domain.engine import coe
from domain.engine.characters import Character, find
from domain.errors import IllegalAction
from domain.rulesets.hobbit.moves import Add, Move

SARUMAN = "TW-181"
KIND = "take-spell"
RULE = coe.END_OF_TURN
SPELL = "Spell"


def spells(discard: Sequence[str], catalog: Catalog) -> list[str]:
    """The spells of the discard pile, each once, in the pile's order."""
    return list(dict.fromkeys(c for c in discard if catalog.get(c).magic == SPELL))


def problem(company: Sequence[Character], discard: Sequence[str], catalog: Catalog,
            card: str) -> str | None:
    """Why Saruman does not take ``card`` back now, the phase aside (None: he may)."""
    saruman = find(tuple(company), SARUMAN)
    if saruman is None:
        return "only Saruman takes a spell back, and he is not in the company"
    if not saruman.untapped:
        return f"Saruman is {saruman.state}; he taps to take a spell back"
    if card not in spells(discard, catalog):
        name = catalog.get(card).name if card in catalog else card or "That card"
        return f"{name} is no spell of the discard pile"
    return None


def moves(company: Sequence[Character], discard: Sequence[str], catalog: Catalog,
          add: Add) -> None:
    """``take-spell:<card>`` for each spell Saruman may take back now."""
    for card in spells(discard, catalog):
        if problem(company, discard, catalog, card) is None:
            add(f"{KIND}:{card}", f"Saruman taps to take {catalog.get(card).name} back into "
                "the hand", RULE, Move(KIND, card=card, target=SARUMAN))


def refusal(company: Sequence[Character], discard: Sequence[str], catalog: Catalog,
            card: str) -> IllegalAction:
    """Why ``take-spell:<card>`` is refused now, naming the reason."""
    why = problem(company, discard, catalog, card) \
        or "Saruman takes a spell back as the end-of-turn phase begins"
    return IllegalAction(f"{why[0].upper()}{why[1:]}.", clause=RULE)


def narrate(name: Any, d: Mapping[str, Any]) -> str:
    """The line of a ``SpellTakenBack`` fact."""
    return f"{name(d['by'])} takes {name(d['card'])} back from the discard pile into the hand."
