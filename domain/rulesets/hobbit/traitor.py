"""Traitor (TW-105), a hazard permanent-event, as the Hobbit scenarios play it (Burglar Wants a
Good Job, Guise of the Necromancer): in play on no character until the next character fails a
corruption check; he turns traitor, the card is discarded and an attack is made on his company
(the Road Goes Ever On's figures): one strike, the traitor's prowess (with his items) plus 10,
no body of its own and no marshalling points, its body check +1, on a character the hazard
side chooses, never the traitor himself. With no one else in his company no attack is made.

Each scenario keeps the cards in play, queues the attack and picks its target by its own
rules; this module holds what they share: the attack, its origin and its body check."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.canonical import JSON
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on.traitor import BODY_CHECK
from domain.rulesets.road_goes_ever_on.traitor import CARD as CARD
from domain.rulesets.road_goes_ever_on.traitor import PROWESS_OVER as PROWESS_OVER

#: The origin of its attack (the scenarios' ``origin`` of the attack declared).
ORIGIN = "traitor"
#: Why no attack is made (``TraitorAttackNotMade``).
NO_ONE = "no other character is in the traitor's company"


def turned(ctx: Context[Any], cards: Sequence[str], who: Character, rule: str,
           **fields: JSON) -> None:
    """``who`` failed a corruption check: each Traitor of ``cards`` (those in play) turns him
    and is discarded (``TraitorTurned``, with the scenario's ``fields``); the game going on,
    each attacks his company."""
    for card in cards:
        ctx.emit("TraitorTurned", rule, card=card, character=who.card_id, **fields,
                 prowess=who.effective_prowess, attacks=ctx.state.outcome is None)


def attack(name: str, prowess: int) -> Attack:
    """The attack the traitor ``name`` of ``prowess`` makes on his company."""
    return Attack(CARD, f"Traitor ({name})", "", 1, prowess + PROWESS_OVER)


def body_modifier(rule: str) -> Modifier:
    """The +1 its attack gives a body check it brings (cited by ``rule``)."""
    return Modifier(BODY_CHECK, f"card:{CARD}", "Traitor's attack", rule)
