"""Great Ship (TW-248), played from the hand (``SINCE_VERSION`` on).

In the organization phase a character of the company taps to put the company aboard
(``resource:<card>:ship:<character>``, ``GreatShipBoarded``). For the rest of the turn, while
the company's site path holds a Coastal Sea and no two regions in a row that are not Coastal
Seas, any untapped character of it may tap to cancel the attack of a hazard creature on it
before its strikes are assigned (``great-ship:<character>``: ``CharacterStateChanged``, then
``AttackCanceled``, CoE 3.i). Its cancel of a hazard event that targets the company or one of
its characters is not played (``LEFT_OUT``). The automatic player keeps the card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.cards import Catalog
from domain.engine import coe, effects
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version of the ruleset that plays Great Ship; earlier versions declared it.
SINCE_VERSION = 137
CARD = "TW-248"
NAME = "Great Ship"
BOARD = "board-great-ship"  # the company is aboard for the rest of the turn
KIND = "great-ship"
MODE = "ship"
CANCEL = coe.CANCEL_ATTACK
COASTAL_SEA = "coastal-sea"
#: What the script leaves out, for the coverage.
LEFT_OUT = "its cancel of a hazard event that targets the company or one of its characters"


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def plays() -> dict[str, tuple[Play, ...]]:
    """Great Ship's play, read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ORGANIZING, Play

    return {CARD: (Play(CARD, NAME, MODE, ORGANIZING, (effects.Effect(BOARD),), True,
                        taps_skilled=True),)}


def board(ctx: Context[State]) -> None:
    ctx.emit("GreatShipBoarded", coe.SHORT_EVENT, company=ctx.state.company, card=CARD)


def sailing(path: tuple[str, ...]) -> bool:
    """A site path holding a Coastal Sea and no two regions in a row that are not."""
    return COASTAL_SEA in path and not any(
        a != COASTAL_SEA and b != COASTAL_SEA for a, b in zip(path, path[1:], strict=False))


def problem(state: State, catalog: Catalog, who: str) -> str | None:
    """Why ``who`` does not tap to cancel the attack faced now, or None."""
    from domain.rulesets.road_goes_ever_on.hand_resources import uncancelable

    if (state.turn, state.company) not in state.ships:
        return f"{NAME} was not played on the company this turn."
    character = state.character(who)
    if character is None or not character.untapped:
        return f"{NAME} lets an untapped character of the company tap to cancel an attack."
    awaited = state.awaited_strikes
    if awaited is None or awaited.assigned or awaited.hazard is None \
            or uncancelable(catalog, Attack.from_json(awaited.attack)):
        return f"{NAME} cancels a hazard creature's attack that may be canceled, before its " \
               "strikes are assigned."
    if not sailing(state.path):
        return f"{NAME} cancels only while the company's site path holds a Coastal Sea and " \
               "no two regions in a row that are not."
    return None


def actions(state: State, catalog: Catalog, played: str) -> list[Action]:
    if not offered(played) or (state.turn, state.company) not in state.ships:
        return []
    return [Action(f"{KIND}:{c.card_id}", f"{c.name} taps to cancel the attack ({NAME})", CANCEL)
            for c in state.characters if problem(state, catalog, c.card_id) is None]


def refusal(state: State, catalog: Catalog, who: str) -> IllegalAction:
    return illegal(problem(state, catalog, who)
                   or "The game waits for another decision first.", CANCEL)


def cancel(ctx: Context[State], who: str) -> None:
    awaited = ctx.state.awaited_strikes
    assert awaited is not None
    ctx.emit("CharacterStateChanged", CANCEL, character=who, state="tapped")
    ctx.emit("AttackCanceled", CANCEL, attack=Attack.from_json(awaited.attack).name, by=NAME)
