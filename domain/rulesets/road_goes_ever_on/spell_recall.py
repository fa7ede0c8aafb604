"""Saruman (TW-181) taps at the start of the end-of-turn phase to take one spell (a card whose
magic is Spell) from the discard pile back to the hand (CoE 2.VI), from version
``SINCE_VERSION``. ``take-spell:<card>`` is offered where ``end-turn`` would end the turn (the
site phase of the last company to play it) with Saruman untapped in that company: he taps
(``CharacterStateChanged``), the card goes to the hand (``SpellTakenBack``), and the turn ends
as ``end-turn`` ends it, the hand cut to size and refilled. The automatic player ends its
turns without it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from domain.cards import Card
from domain.engine import coe
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on.state import SITE, State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.decision import Decision, Rules

#: The first version that plays Saruman's recall of a spell.
SINCE_VERSION = 83
KIND = "take-spell"
SARUMAN = "TW-181"
SPELL = "Spell"


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def _spells(state: State, card: Callable[[str], Card]) -> list[str]:
    """The spells of the discard pile, each once, in the pile's order."""
    return list(dict.fromkeys(c for c in state.discard if card(c).magic == SPELL))


def _saruman_ready(state: State, turn_ends: bool) -> bool:
    saruman = state.character(SARUMAN)
    return turn_ends and state.phase == SITE and saruman is not None and saruman.untapped


def actions(state: State, card: Callable[[str], Card], played: str,
            turn_ends: bool) -> list[Action]:
    """``take-spell:<card>`` for each spell of the discard pile, where the turn would end
    (``turn_ends``: no other company still to play its site phase)."""
    if not offered(played) or not _saruman_ready(state, turn_ends):
        return []
    return [Action(f"{KIND}:{c}", f"Saruman taps to take {card(c).name} back into hand, and "
                   "the turn ends", coe.END_OF_TURN) for c in _spells(state, card)]


def take(ctx: Context[State], spell: str, name: str) -> None:
    """Saruman taps and ``spell`` goes from the discard pile to the hand."""
    ctx.emit("CharacterStateChanged", coe.END_OF_TURN, character=SARUMAN, state="tapped")
    ctx.emit("SpellTakenBack", coe.END_OF_TURN, card=spell, name=name, by=SARUMAN)


def refusal(state: State, card: Callable[[str], Card], spell: str,
            turn_ends: bool) -> IllegalAction:
    """Why ``take-spell:<spell>`` is not played now, naming the reason."""
    saruman = state.character(SARUMAN)
    if saruman is None:
        return illegal("Only Saruman takes a spell back, and he is not in this company.",
                       coe.END_OF_TURN)
    if not saruman.untapped:
        return illegal("Saruman must be untapped to take a spell back.", coe.END_OF_TURN)
    if spell not in _spells(state, card):
        return illegal(f"{spell} is no spell of the discard pile.", coe.END_OF_TURN)
    return illegal("Saruman takes a spell back as the turn ends: in the site phase of the last "
                   "company to end it.", coe.END_OF_TURN)


def handle(rules: Rules, d: Decision) -> None:
    """Play ``take-spell:<spell>`` once offered: Saruman's spell back, then the turn ends
    (the ruleset's table of handlers)."""
    take(d.ctx, d.rest, rules.catalog.get(d.rest).name)
    d.turn.end_turn(d.ctx)
