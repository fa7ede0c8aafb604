"""Resource short-events whose bonuses last for the rest of the turn, from version
``SINCE_VERSION``: each is played on its character in the organization or site phase, or on
his strike while an attack's strikes are assigned (CoE 3.iv.5), and what it gives him counts
against every strike he faces and in every influence attempt he makes until the turn ends.

- Narya (TW-290), on Gandalf: +4 prowess, +1 body, +2 direct influence; every unwounded
  character of his company untaps at once; Gandalf checks corruption at -5 (CoE 7.1);
- Nenya (TW-291), on Galadriel: +2 prowess, +2 body, +2 direct influence; she checks
  corruption at -3, at -1 in a Haven;
- Vilya (TW-358), on Elrond: +4 prowess, +2 body, +6 direct influence; he checks corruption
  at -3; once a turn;
- The Evenstar (TW-343), on an Elf: +1 prowess;
- Wizard's Voice (TW-366), on the Wizard: +6 direct influence; his check at -3; once a turn.

Each bonus is a ``CharacterBolstered`` fact, gone as the next turn begins. Before this
version the rings counted against the strike they were played on only, and Wizard's Voice
for the Wizard's next influence attempt on a faction (elven_gifts.py, spells.py); those
games replay as played.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from domain.engine import coe, effects
from domain.engine.checks import Modifier
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import elven_gifts, spells
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays these; earlier versions replay as played.
SINCE_VERSION = 112
PROWESS = "turn-prowess"
BODY = "turn-body"
INFLUENCE = "turn-direct-influence"
STATS = (PROWESS, BODY, INFLUENCE)
WORDS = {PROWESS: "prowess", BODY: "body", INFLUENCE: "direct influence"}
#: Cards that may not be played twice in a turn (Vilya, Wizard's Voice).
ONCE_A_TURN = ("TW-358", "TW-366")
#: The modes: played in the organization or site phase, or on the character's strike.
NOW, STRIKE_MODE = "turn", "strike"
RULE = coe.SHORT_EVENT

#: What the scripts leave out, by card (the coverage's "missing"): nothing now; what The
#: Evenstar did not play with Gates of Morning in play before ``evenstar.SINCE_VERSION`` the
#: coverage reads from ``gates_of_morning.not_yet``.
LEFT_OUT: dict[str, str] = {}


def _bonuses(prowess: int, body: int, influence: int) -> tuple[effects.Effect, ...]:
    return tuple(effects.Effect(stat, amount) for stat, amount
                 in ((PROWESS, prowess), (BODY, body), (INFLUENCE, influence)) if amount)


def plays() -> dict[str, tuple[Play, ...]]:
    """The plays, each card's in both windows; read by ``hand_resources.plays`` from
    ``SINCE_VERSION`` in place of the card's earlier ones."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ANY, STRIKE, Play

    def both(card: str, name: str, given: tuple[effects.Effect, ...],
             named: str | None = None, race: str | None = None) -> tuple[Play, ...]:
        return tuple(Play(card, name, mode, window, given, True, race=race, named=named)
                     for mode, window in ((NOW, ANY), (STRIKE_MODE, STRIKE)))

    check, wizard = elven_gifts.CHECK, spells.WIZARD_CHECK
    return {
        "TW-290": both("TW-290", "Narya", (*_bonuses(4, 1, 2), effects.Effect(
            elven_gifts.UNTAP_COMPANY), effects.Effect(check, -5)), named="Gandalf"),
        "TW-291": both("TW-291", "Nenya", (*_bonuses(2, 2, 2), effects.Effect(check, -3)),
                       named="Galadriel"),
        "TW-358": both("TW-358", "Vilya", (*_bonuses(4, 2, 6), effects.Effect(check, -3)),
                       named="Elrond"),
        "TW-343": both("TW-343", "The Evenstar", _bonuses(1, 0, 0), race="Elf"),
        "TW-366": both("TW-366", "Wizard’s Voice", (*_bonuses(0, 0, 6),
                                                    effects.Effect(wizard, -3)),
                       race=spells.WIZARD),
    }


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def played_this_turn(state: State, card: str) -> bool:
    """A card of ``ONCE_A_TURN`` already played this turn."""
    return card in ONCE_A_TURN and any(c == card for _, c, _, _ in state.turn_bonuses)


def bolster(ctx: Context[State], card: str, who: str, effect: effects.Effect) -> None:
    ctx.emit("CharacterBolstered", RULE, card=card, character=who, stat=effect.primitive,
             amount=effect.amount)


def _found(state: State, who: str, stat: str) -> list[tuple[str, int]]:
    return [(card, amount) for character, card, kind, amount in state.turn_bonuses
            if character == who and kind == stat]


def strike_modifiers(state: State, who: str, name: Callable[[str], str]) -> list[Modifier]:
    """The prowess the cards give ``who`` this turn."""
    return [Modifier(amount, f"card:{card}", f"{name(card)} for the rest of the turn", RULE)
            for card, amount in _found(state, who, PROWESS)]


def body_modifiers(state: State, who: str, name: Callable[[str], str]) -> list[Modifier]:
    """Off the body check's roll: body +1 is -1."""
    return [Modifier(-amount, f"card:{card}", f"{name(card)} for the rest of the turn "
                     f"(body {amount:+d})", RULE) for card, amount in _found(state, who, BODY)]


def influence_modifiers(state: State, who: str, name: Callable[[str], str]) -> list[Modifier]:
    """The direct influence the cards give ``who`` this turn."""
    return [Modifier(amount, f"card:{card}", f"{name(card)}: direct influence for the rest "
                     "of the turn", RULE) for card, amount in _found(state, who, INFLUENCE)]
