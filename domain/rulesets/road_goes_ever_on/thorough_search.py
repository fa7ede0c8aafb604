"""Thorough Search (TW-349), played from the hand in the site phase once the site is explored,
on an untapped scout, from version ``SINCE_VERSION``: the scout taps (or spends a Skill token,
RGO-TOKEN-7) and another character of his company may then play one item from the hand that
the site lets be played, even at a tapped site, without tapping it (``ThoroughSearchMade``,
then ``ItemPlayed`` with no ``SiteTapped``). The search is spent by that item or by the end of
the turn. The automatic player keeps the card. Earlier versions replay as played (it was
declared).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.engine import coe, effects
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays the card; earlier versions replay as played.
SINCE_VERSION = 85
CARD = "TW-349"
MODE = "search"
#: Another character of the scout's company may play an item without tapping the site.
SEARCH = "thorough-search"


def plays() -> dict[str, tuple[Play, ...]]:
    """The card's play, read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import EXPLORED, Play

    return {CARD: (Play(CARD, "Thorough Search", MODE, EXPLORED, (effects.Effect(SEARCH),),
                        True, skill="scout", taps_skilled=True),)}


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def search(ctx: Context[State], scout: str) -> None:
    ctx.emit("ThoroughSearchMade", coe.SHORT_EVENT, character=scout, site=ctx.state.site)


def open_for(state: State, who: str) -> bool:
    """Whether ``who`` may play an item here by a search of his company, the site tapped or
    not, without tapping it: the scout who searched may not."""
    return state.searched_by is not None and state.searched_by != who and state.explored
