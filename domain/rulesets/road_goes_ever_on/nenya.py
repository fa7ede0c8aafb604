"""Nenya's (TW-291) last gift, from version ``SINCE_VERSION``: after Galadriel's own check, a single
corruption check of a character who is not at a Shadow-hold or a Dark-hold succeeds unrolled
(``CorruptionCheckAssured`` as it is played, ``CorruptionCheckSucceeded`` as it is used). The
card lets the player pick which check. From ``CHOSEN_SINCE`` the play asks for it by name: the
``assured`` argument names the character (of any company) whose next check made away from a
Shadow-hold or Dark-hold it is, the checks of others rolling as ever; left out, it is the first
check made afterwards by any character away from such a site, in this turn or a later one, as
from ``SINCE_VERSION`` to ``CHOSEN_SINCE`` (and the automatic player's pick). Naming no
character in play is refused naming the card and the reason, nothing written. Earlier versions
replay as played (``turn_bonuses`` alone). The gift itself is the engine's (``engine.nenya``),
which the Hobbit scenarios read too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from domain.canonical import JSON
from domain.cards import Catalog
from domain.engine import effects
from domain.engine import nenya as gift
from domain.engine.characters import Character
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import turn_bonuses
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays it; earlier versions replay as played.
SINCE_VERSION = 138
CARD = gift.CARD
SURE = "one-corruption-check-succeeds"
RULE = gift.RULE
#: What the script leaves out before ``CHOSEN_SINCE``, for the coverage.
LEFT_OUT = {CARD: "the player does not choose which corruption check succeeds: the first one "
                  "made afterwards away from a Shadow-hold or Dark-hold does"}
#: The first version whose play names the character whose check succeeds.
CHOSEN_SINCE = 145
#: The argument naming him.
ARG = gift.ARG


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def left_out(played: str) -> dict[str, str]:
    """What the script of the version ``played`` leaves out, by card."""
    return {} if chosen(played) else LEFT_OUT


def chosen(played: str) -> bool:
    return played_since(played, CHOSEN_SINCE)


def assures(play: Play) -> bool:
    return any(e.primitive == SURE for e in play.effects)


def _in_play(state: State) -> list[str]:
    return [c.card_id for company in state.all_companies() for c in company.characters]


def params(state: State, played: str) -> dict[str, str]:
    """The argument the play asks for, from ``CHOSEN_SINCE`` (none before)."""
    return gift.params(_in_play(state)) if chosen(played) else {}


def candidates(state: State, played: str) -> dict[str, tuple[str, ...]]:
    """The characters the argument may name, from ``CHOSEN_SINCE`` (none before)."""
    return gift.candidates(_in_play(state)) if chosen(played) else {}


def unmet(state: State, args: Mapping[str, JSON], played: str) -> str | None:
    """Why the character named is refused (None: none is named, or he may be)."""
    return gift.unmet(args, _in_play(state)) if chosen(played) else None


def plays() -> dict[str, tuple[Play, ...]]:
    """``turn_bonuses``' plays of Nenya with the sure check last; read by
    ``hand_resources.plays`` from ``SINCE_VERSION`` in their place."""
    return {CARD: tuple(replace(p, effects=(*p.effects, effects.Effect(SURE)))
                        for p in turn_bonuses.plays()[CARD])}


def assure(ctx: Context[State], card: str, args: Mapping[str, JSON]) -> None:
    ctx.emit(gift.ASSURED, RULE, **gift.assured(card, args if chosen(ctx.ruleset.played)
                                                else {}))


def assured(state: State, catalog: Catalog, who: Character) -> str | None:
    """The card that makes ``who``'s check succeed now (None: none does): the first one for
    him or for anyone."""
    if not state.assured_checks:
        return None
    site = next((c.site for c in state.all_companies()
                 if any(x.card_id == who.card_id for x in c.characters)), None)
    whom = (*state.assured_whom, *("",) * len(state.assured_checks))
    return gift.waiting(tuple(zip(state.assured_checks, whom, strict=False)), who.card_id,
                        None if site is None else catalog.get(site).site_type
                        if site in catalog else "")


def succeed(ctx: Context[State], who: Character, card: str) -> None:
    ctx.emit(gift.SUCCEEDED, RULE, **gift.succeeded(who.card_id, who.name, card))
