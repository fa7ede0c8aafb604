"""The Stone of Erech (TW-334), a quest permanent-event (``SINCE_VERSION`` on).

It is found at the Vale of Erech (the row of ``quest-sites.json`` known from this version;
before, it had no site and was never taken) and is taken only while the Men of Lamedon are
already in the player's marshalling-point pile, for its 2 miscellaneous points (RGO-QUEST-4).
Its discard when the Men of Lamedon leave play is not played. Earlier versions replay as
played.
"""

from __future__ import annotations

from domain.cards import Card, fold
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on.state import State

#: The first version of the ruleset that plays the card.
SINCE_VERSION = 143
NAME = fold("Stone of Erech")
NEEDS = fold("Men of Lamedon")


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def take_problem(played: str, state: State, quest: Card) -> str | None:
    """Why the Stone of Erech may not be taken from the Quest Display now, or None."""
    if not plays(played) or fold(quest.name) != NAME:
        return None
    if not any(fold(r.name) == NEEDS for r in state.mp):
        return "The Stone of Erech is taken only once the Men of Lamedon are in play."
    return None


TEST = "tests/rules/test_road_goes_ever_on_stone_of_erech.py::"
#: What the coverage says of the card: what is left out, its test, the first version.
COVERAGE = {"TW-334": ("its discard when the Men of Lamedon leave play",
                       TEST + "test_the_stone_of_erech_is_taken_with_the_men_of_lamedon_in_play",
                       SINCE_VERSION)}
