"""The Army of the Dead (TW-193), a quest faction (``SINCE_VERSION`` on), as its card prints it.

It is found at the Vale of Erech (the row of ``quest-sites.json`` known from this version;
before, it had no site and was never taken). Only Aragorn II takes it, and only in a turn his
company played Paths of the Dead (which moves it to the Vale); it prints no influence number,
so it comes into play with no roll (RGO-QUEST-4, CoE 2.V.3). That an opponent may not
influence it needs the two-player game. Earlier versions replay as played.
"""

from __future__ import annotations

from domain.cards import Card, fold
from domain.engine.characters import Character
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on.state import PATHS_OF_THE_DEAD, State

#: The first version of the ruleset that plays the card.
SINCE_VERSION = 142
NAME = fold("Army of the Dead")
ARAGORN = "Aragorn II"


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def _is_it(played: str, quest: Card) -> bool:
    return plays(played) and fold(quest.name) == NAME


def take_problem(played: str, state: State, quest: Card, taker: Character) -> str | None:
    """Why ``taker`` may not take the Army of the Dead from the Quest Display now, or None."""
    if not _is_it(played, quest):
        return None
    if taker.name != ARAGORN:
        return f"The Army of the Dead is taken by {ARAGORN} only; {taker.name} is not he."
    if (state.turn, state.company) not in state.dead_paths:
        return "The Army of the Dead is taken only in a turn its company played Paths of " \
               "the Dead."
    return None


def brought_by(played: str, quest: Card) -> str | None:
    """The card that brings the Army of the Dead into play with no roll (None otherwise)."""
    return PATHS_OF_THE_DEAD if _is_it(played, quest) else None


TEST = "tests/rules/test_road_goes_ever_on_army_of_the_dead.py::"
#: What the coverage says of the card: what is left out, its test, the first version.
COVERAGE = {"TW-193": ("needs the two-player game: that an opponent may not influence it",
                       TEST + "test_aragorn_takes_the_army_of_the_dead_after_paths_of_the_dead",
                       SINCE_VERSION)}
