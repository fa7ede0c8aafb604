"""Nenya's (TW-291) last gift, from version ``SINCE_VERSION``: after Galadriel's own check, one
corruption check made by a character not at a Shadow-hold or Dark-hold succeeds with no roll
(``CorruptionCheckAssured`` as it is played, ``CorruptionCheckSucceeded`` as it is used). The
card lets the player pick which check; here it is the first one made afterwards by such a
character, in this turn or a later one (the coverage names what is left out). Earlier versions
replay as played (``turn_bonuses`` alone).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from domain.cards import Catalog
from domain.engine import coe, effects
from domain.engine.characters import Character
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import turn_bonuses
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays it; earlier versions replay as played.
SINCE_VERSION = 138
CARD = "TW-291"
SURE = "one-corruption-check-succeeds"
#: The sites where a character's check is not the one it makes succeed.
HOLDS = ("shadow-hold", "dark-hold")
RULE = coe.CORRUPTION_CHECK
#: What the script leaves out, for the coverage.
LEFT_OUT = {CARD: "the player does not choose which corruption check succeeds: the first one "
                  "made afterwards away from a Shadow-hold or Dark-hold does"}


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def plays() -> dict[str, tuple[Play, ...]]:
    """``turn_bonuses``' plays of Nenya with the sure check last; read by
    ``hand_resources.plays`` from ``SINCE_VERSION`` in their place."""
    return {CARD: tuple(replace(p, effects=(*p.effects, effects.Effect(SURE)))
                        for p in turn_bonuses.plays()[CARD])}


def assure(ctx: Context[State], card: str) -> None:
    ctx.emit("CorruptionCheckAssured", RULE, card=card)


def assured(state: State, catalog: Catalog, who: Character) -> str | None:
    """The card that makes ``who``'s check succeed now (None: none does)."""
    if not state.assured_checks:
        return None
    site = next((c.site for c in state.all_companies()
                 if any(x.card_id == who.card_id for x in c.characters)), None)
    if site is None or (site in catalog and catalog.get(site).site_type in HOLDS):
        return None
    return state.assured_checks[0]


def succeed(ctx: Context[State], who: Character, card: str) -> None:
    ctx.emit("CorruptionCheckSucceeded", RULE, character=who.card_id, name=who.name, card=card)
