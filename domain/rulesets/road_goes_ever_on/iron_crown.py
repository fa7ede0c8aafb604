"""The Iron Crown (``SINCE_VERSION`` on), as its card prints it.

Its bearer, whenever he makes an influence check (a faction's influence attempt, a quest
taken or an escape), then makes a corruption check too (CoE 7.1). Borne by a character who
is not a Hobbit it also gives +1 body, to at most 10 (a modifier of his body checks against a
strike, CoE 6.1), +4 direct influence (item_influence.py), and it may tap to cancel an attack
of Orcs, Trolls or Men on his company before its strikes are assigned (item_uses.py, CoE
3.i). Earlier versions replay as played: the crown gave nothing but its points.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Card
from domain.engine import coe
from domain.engine import iron_crown as crown
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

#: The first version of the ruleset that plays the crown.
SINCE_VERSION = 111
NAME = crown.NAME
#: Bearers of this race have none of its bonuses nor its tap.
BARRED_RACE = crown.BARRED_RACE
MAX_BODY = crown.MAX_BODY
#: A corruption check with a modifier of its own.
Check = Callable[[Context[State], Character, int, str], None]


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def body_modifiers(played: str, card: Callable[[str], Card],
                   bearer: Character) -> list[Modifier]:
    """The crown's +1 body to a bearer who is not a Hobbit, to at most 10, as a modifier of
    his body check's roll (``engine.iron_crown``)."""
    return crown.body_modifiers(card, bearer) if plays(played) else []


def influence_checked(ctx: Context[State], who: str, check: Check) -> None:
    """After an influence check by ``who``: bearing the crown, he checks corruption."""
    bearer = next((c for c in ctx.state.every_character() if c.card_id == who), None)
    if bearer is not None and checks(ctx, bearer):
        check(ctx, bearer, 0, coe.CORRUPTION_CHECK)


def checks(ctx: Context[State], bearer: Character) -> bool:
    """Whether ``bearer``'s influence check asks his corruption check: he bears the crown."""
    return plays(ctx.ruleset.played) \
        and crown.crown_of(ctx.ruleset.catalog.get, bearer) is not None


_TEST = "tests/rules/test_road_goes_ever_on_iron_crown.py::"
#: What the coverage says of the crown: nothing left out, its test, the first version.
COVERAGE = {"TW-496": ("", _TEST + "test_the_iron_crown_borne_by_a_man", SINCE_VERSION)}
