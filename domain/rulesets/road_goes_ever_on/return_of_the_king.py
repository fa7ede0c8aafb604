"""Return of the King (TW-316), a quest permanent-event (``SINCE_VERSION`` on), as its card
prints it.

It is found at Minas Tirith (the row of ``quest-sites.json`` known from this version; before,
it had no site and was never taken) and taken there by Aragorn II only, and only while Denethor
II is not in play (in no company), for its 3 miscellaneous points (RGO-QUEST-4). It stays with
Aragorn II: while it does, his influence attempts (a faction of the Quest Display, an escape
from a faction that detains) add +3 to his direct influence, one named modifier; from
``followers.DIRECT_SINCE`` it counts in the direct influence he has left for followers too
(``followers.available``). When he leaves play (eliminated, discarded, back to the hand) it is
discarded, its points with it (``MarshallingPointsLost``). Earlier versions replay as played.
"""

from __future__ import annotations

from domain.cards import Card, fold
from domain.engine import return_of_the_king as king
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

#: The first version of the ruleset that plays the card.
SINCE_VERSION = 148
NAME = fold(king.NAME)
ARAGORN, DENETHOR = king.ARAGORN, king.DENETHOR
#: What it adds to Aragorn II's direct influence (``engine.return_of_the_king``).
INFLUENCE = king.INFLUENCE
RULE = "RGO-QUEST-4"
#: The clause of its discard: standard play, the card's own text (RGO-GEN-1).
DISCARD_RULE = "RGO-GEN-1"


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def take_problem(played: str, state: State, quest: Card, taker: Character) -> str | None:
    """Why ``taker`` may not take Return of the King from the Quest Display now, or None."""
    if not plays(played) or fold(quest.name) != NAME:
        return None
    if taker.name != ARAGORN:
        return f"Return of the King is taken by {ARAGORN} only; {taker.name} is not he."
    if any(c.name == DENETHOR for c in state.every_character()):
        return f"Return of the King is not taken while {DENETHOR} is in play."
    return None


def _kept(state: State) -> list[str]:
    return [r.card for r in state.mp if fold(r.name) == NAME]


def influence_modifiers(played: str, state: State, character: Character) -> list[Modifier]:
    """Its +3 to Aragorn II's direct influence while it is with him."""
    found = _kept(state)
    if not plays(played) or character.name != ARAGORN or not found:
        return []
    return [Modifier(INFLUENCE, f"card:{found[0]}", "Return of the King", RULE)]


def settle(ctx: Context[State]) -> None:
    """After a character left play: Return of the King goes once Aragorn II is not in play."""
    if not plays(ctx.ruleset.played):
        return
    found = _kept(ctx.state)
    if found and not any(c.name == ARAGORN for c in ctx.state.every_character()):
        ctx.emit("MarshallingPointsLost", DISCARD_RULE, cards=found,
                 reason=f"{ARAGORN} has left play")


TEST = "tests/rules/test_road_goes_ever_on_return_of_the_king.py::"
#: What the coverage says of the card: what is left out, its test, the first version.
COVERAGE = {"TW-316": ("", TEST + "test_aragorn_takes_return_of_the_king_at_minas_tirith",
                       SINCE_VERSION)}
