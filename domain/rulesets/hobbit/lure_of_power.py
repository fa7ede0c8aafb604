"""Lure of Power (TW-59), a hazard permanent-event, as the Hobbit scenarios play it (Burglar
Wants a Good Job, Guise of the Necromancer): in play on no character until a character but a
Hobbit succeeds in an influence attempt; he then checks corruption at -4 (the engine's hazard
script, generation 3) and the card is discarded (several in play: ``engine.lure_of_power``).

Who is lured is read once, here, for both: every faction recruited is recruited by an
influence attempt (CoE 2.V.3), one a card recruits with no roll (the Red Arrow's bearer,
Paths of the Dead's Aragorn) by an attempt that succeeds automatically; so it lures as one
rolled for, and The Iron Crown's bearer checks after it (Burglar's ``CROWN_NO_ROLL_FROM``, the
Guise's ``waiting_hazards.NO_ROLL_FROM``). Each scenario keeps the cards in play and makes the
check; this module holds what they share."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from domain.canonical import JSON
from domain.engine import effects
from domain.engine import lure_of_power as engine_lure
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.ruleset import Context

CARD = "TW-59"
NAME = "Lure of Power"


def _check() -> int:
    """The check's modifier, as the engine's hazard script gives it."""
    modes = effects.scripted_hazard(CARD, effects.LATEST_HAZARD_GENERATION)
    assert modes is not None
    effect = modes[0].mode.effects[0]
    assert effect.primitive == effects.LURE_OF_POWER
    return effect.amount


#: The corruption check's modifier.
CHECK = _check()


def lured(who: Character) -> bool:
    """Whether ``who``'s successful influence attempt has him check corruption: not a
    Hobbit."""
    return who.race != "Hobbit"


def modifier(card: str, rule: str) -> Modifier:
    """The check's modifier, named by the Lure of Power ``card`` (cited by ``rule``)."""
    return Modifier(CHECK, f"card:{card}", NAME, rule)


def each_in_play(ctx: Context[Any], cards: Sequence[str], rule: str, checks: Callable[[], bool],
                 check: Callable[[str], object], once: bool, **left: JSON) -> None:
    """The Lures of Power ``cards`` in play after a successful influence attempt
    (``engine.lure_of_power.resolve``: one check if ``once``, else one by each): while
    ``checks()`` (the character still in play, the game going on) he checks corruption by it
    (``check`` of the card), and each is discarded (``HazardEventLeft``, with the scenario's
    ``left`` fields)."""
    engine_lure.resolve(cards, checks, check,
                        lambda card: ctx.emit("HazardEventLeft", rule, card=card, **left), once)
