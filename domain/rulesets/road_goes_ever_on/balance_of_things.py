"""The Balance of Things, a unique hazard long-event, played by its text from version
``SINCE_VERSION`` (earlier versions had the player declare its effect, and replay as played).

While it is in play each character counts one of his sources of corruption twice: an item he
bears, a corruption card on him, or The One Ring borne in his company. The player picks the
source; the least of them is always his best pick (more corruption points only make his checks
harder), so the least source worth any points is the one doubled. A character with no source
counts none. A second copy adds nothing (it is unique, RGO-LONG-4).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from domain.cards import Card
from domain.engine.characters import Character
from domain.ruleset import played_since

#: The first version that plays it; earlier versions replay as played.
SINCE_VERSION = 141
CARD = "TW-93"
RULE = "RGO-LONG-4"
#: What The Road Goes Ever On's play of it leaves out ("": nothing), and its test.
COVERAGE = {CARD: ("", "tests/rules/test_road_goes_ever_on_balance_of_things.py::"
                       "test_the_balance_of_things_doubles_each_characters_least_source")}


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def came_into_play(played: str, card: Card) -> bool:
    """True when ``card`` is The Balance of Things and the version plays it: nothing to
    declare, its points being read at each check."""
    return card.id == CARD and plays(played)


def doubled(played: str, long_in_play: tuple[str, ...], sources: list[int]) -> int:
    """The points The Balance of Things adds to a character whose sources of corruption are
    worth ``sources``: the least source worth any points, counted a second time."""
    if not plays(played) or CARD not in long_in_play:
        return 0
    return min((p for p in sources if p > 0), default=0)


def item_sources(character: Character, extra: Callable[[Character], int]) -> list[int]:
    """The points of each item ``character`` bears, with what ``extra`` adds for its bearer."""
    return [i.corruption_points + extra(replace(character, items=(i,)))
            for i in character.items]
