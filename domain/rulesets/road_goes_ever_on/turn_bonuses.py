"""Resource short-events whose bonuses last for the rest of the turn, from version
``SINCE_VERSION``: each is played on its character in the organization or site phase, or on
his strike while an attack's strikes are assigned (CoE 3.iv.5), and what it gives him counts
against every strike he faces and in every influence attempt he makes until the turn ends.

The cards (Narya, Nenya, Vilya, The Evenstar, Wizard's Voice), what each gives, whom it is
played on and the check it asks are the engine's (``domain.engine.turn_bonuses``), which the
Hobbit family reads too. Each bonus is a ``CharacterBolstered`` fact, gone as the next turn
begins. Before this version the rings counted against the strike they were played on only,
and Wizard's Voice for the Wizard's next influence attempt on a faction (elven_gifts.py,
spells.py); those games replay as played.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from domain.engine import effects
from domain.engine import turn_bonuses as engine
from domain.engine.checks import Modifier
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import elven_gifts, spells
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays these; earlier versions replay as played.
SINCE_VERSION = 112
PROWESS, BODY, INFLUENCE = engine.PROWESS, engine.BODY, engine.INFLUENCE
STATS = engine.STATS
WORDS = engine.WORDS
#: Cards that may not be played twice in a turn (Vilya, Wizard's Voice).
ONCE_A_TURN = engine.ONCE_A_TURN
#: The modes: played in the organization or site phase, or on the character's strike.
NOW, STRIKE_MODE = "turn", "strike"
RULE = engine.RULE

#: What the scripts leave out, by card (the coverage's "missing"): nothing now; what The
#: Evenstar did not play with Gates of Morning in play before ``evenstar.SINCE_VERSION`` the
#: coverage reads from ``gates_of_morning.not_yet``.
LEFT_OUT: dict[str, str] = {}


def _effects(card: engine.TurnCard) -> tuple[effects.Effect, ...]:
    """The card's bonuses, Narya's untapping, then the check (a ring's or a spell's)."""
    check = spells.WIZARD_CHECK if card.race == engine.WIZARD else elven_gifts.CHECK
    return (*(effects.Effect(stat, amount) for stat, amount in card.stats),
            *((effects.Effect(elven_gifts.UNTAP_COMPANY),) if card.untaps_company else ()),
            *((effects.Effect(check, card.check),) if card.check is not None else ()))


def plays() -> dict[str, tuple[Play, ...]]:
    """The plays, each card's in both windows; read by ``hand_resources.plays`` from
    ``SINCE_VERSION`` in place of the card's earlier ones."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ANY, STRIKE, Play

    return {card.card: tuple(Play(card.card, card.name, mode, window, _effects(card), True,
                                  race=card.race, named=card.named)
                             for mode, window in ((NOW, ANY), (STRIKE_MODE, STRIKE)))
            for card in engine.CARDS.values()}


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def played_this_turn(state: State, card: str) -> bool:
    """A card of ``ONCE_A_TURN`` already played this turn."""
    return engine.played_this_turn(state.turn_bonuses, card)


def bolster(ctx: Context[State], card: str, who: str, effect: effects.Effect) -> None:
    ctx.emit("CharacterBolstered", RULE, card=card, character=who, stat=effect.primitive,
             amount=effect.amount)


def strike_modifiers(state: State, who: str, name: Callable[[str], str]) -> list[Modifier]:
    """The prowess the cards give ``who`` this turn."""
    return engine.strike_modifiers(state.turn_bonuses, who, name)


def body_modifiers(state: State, who: str, name: Callable[[str], str]) -> list[Modifier]:
    """Off the body check's roll: body +1 is -1."""
    return engine.body_modifiers(state.turn_bonuses, who, name)


def influence_modifiers(state: State, who: str, name: Callable[[str], str]) -> list[Modifier]:
    """The direct influence the cards give ``who`` this turn."""
    return engine.influence_modifiers(state.turn_bonuses, who, name)
