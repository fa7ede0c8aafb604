"""The Stone of Erech (TW-334), a quest permanent-event (``SINCE_VERSION`` on).

It is found at the Vale of Erech (the row of ``quest-sites.json`` known from this version;
before, it had no site and was never taken) and is taken only while the Men of Lamedon are
already in the player's marshalling-point pile, for its 2 miscellaneous points (RGO-QUEST-4).
From ``DISCARD_SINCE`` it is discarded, its points with it (``MarshallingPointsLost``), as
soon as the Men of Lamedon leave that pile (dispersed by Muster Disperses, swayed by an Agent,
lost as a Battle's casualties). Earlier versions replay as played.
"""

from __future__ import annotations

from domain.cards import Card, fold
from domain.engine import stone_of_erech as stone
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

#: The first version of the ruleset that plays the card.
SINCE_VERSION = 143
#: The first version that discards it when the Men of Lamedon leave play.
DISCARD_SINCE = 148
NAME = fold(stone.NAME)
NEEDS = fold(stone.NEEDS)


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def take_problem(played: str, state: State, quest: Card) -> str | None:
    """Why the Stone of Erech may not be taken from the Quest Display now, or None."""
    if not plays(played) or fold(quest.name) != NAME:
        return None
    if not any(fold(r.name) == NEEDS for r in state.mp):
        return "The Stone of Erech is taken only once the Men of Lamedon are in play."
    return None


def settle(ctx: Context[State]) -> None:
    """After a card left the marshalling-point pile: the Stone of Erech goes too once the Men
    of Lamedon are no longer there (``DISCARD_SINCE`` on)."""
    if not played_since(ctx.ruleset.played, DISCARD_SINCE):
        return
    mp = ctx.state.mp
    stones = [r.card for r in mp if fold(r.name) == NAME]
    if stones and not any(fold(r.name) == NEEDS for r in mp):
        ctx.emit("MarshallingPointsLost", RULE, cards=stones,
                 reason="the Men of Lamedon have left play")


#: The clause of its discard: standard play, the card's own text (RGO-GEN-1).
RULE = "RGO-GEN-1"
TEST = "tests/rules/test_road_goes_ever_on_stone_of_erech.py::"
#: What the coverage says of the card: what is left out, its test, the first version.
COVERAGE = {"TW-334": ("",
                       TEST + "test_the_stone_of_erech_is_discarded_when_the_men_of_lamedon_"
                       "leave_play", DISCARD_SINCE)}
