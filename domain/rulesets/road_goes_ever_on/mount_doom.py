"""Cracks of Doom (TW-205) and Gollum's Fate (TW-247) played from the hand, from version
``SINCE_VERSION``: in the site phase of a company at Mount Doom, on the character of it who
bears The One Ring (``resource:<card>:destroy:<bearer>``; what they need, the engine's
``mount_doom``, which Burglar Wants a Good Job reads too).

- Cracks of Doom: the bearer checks corruption at -4 (CoE 7.1); passed, The One Ring is
  destroyed and the player wins; failed, the check's result stands (the bearer leaves play).
  From ``check_helpers.MID_CARD_SINCE`` the check waits for helpers (CoE 7.1.1;
  ``check_helpers.RING_DESTROYED``), the Ring destroyed once it is rolled (``checked``); up
  to 235 it was rolled at once;
- Gollum's Fate, with Gollum an ally of the company as well: the Ring is destroyed and the
  player wins, with no check.

The solo game otherwise ends only at the Free Council or under the Shadow (RGO-GEN-7); these
cards say the player wins, and the card's text is read as coming before that rule: the game
ends won (``GameEnded``, ended by ``ENDED_BY``). Their line on a Fallen-wizard's deck never
arises (the player is a hero). Earlier versions replay as played (they were declared).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.engine import effects
from domain.engine import mount_doom as engine_doom
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import check_helpers, spells
from domain.rulesets.road_goes_ever_on.state import SITE, State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version that plays them; earlier versions declared them.
SINCE_VERSION = 117
CRACKS, FATE = engine_doom.CRACKS, engine_doom.FATE
MOUNT_DOOM, GOLLUM = engine_doom.MOUNT_DOOM, engine_doom.GOLLUM
ONE_RING = engine_doom.ONE_RING
CRACKS_NAME = "Cracks of Doom"
MODE = "destroy"
#: The Ring destroyed after the bearer's corruption check at the amount, or with none.
AFTER_CHECK, SURELY = "one-ring-destroyed-after-check", "one-ring-destroyed"
DESTROYS = (AFTER_CHECK, SURELY)
ENDED_BY = engine_doom.ENDED_BY
RULE = engine_doom.RULE


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def plays() -> dict[str, tuple[Play, ...]]:
    """Read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ANY, Play

    return {
        CRACKS: (Play(CRACKS, CRACKS_NAME, MODE, ANY,
                      (effects.Effect(AFTER_CHECK, engine_doom.CHECK),), True,
                      bearing=ONE_RING),),
        FATE: (Play(FATE, "Gollum’s Fate", MODE, ANY, (effects.Effect(SURELY),), True,
                    bearing=ONE_RING),),
    }


def unmet(state: State, play: Play) -> str | None:
    """Why the company may not play ``play`` now (None: it may, or it is not one of these)."""
    return engine_doom.unmet(play.card, state.phase == SITE, state.site == MOUNT_DOOM,
                             GOLLUM in state.allies)


def destroy(ctx: Context[State], play: Play, bearer: str, effect: effects.Effect) -> None:
    """The Ring destroyed, and the game won, after the bearer's check if the card asks one
    (from ``check_helpers.MID_CARD_SINCE`` waiting for helpers: then once it is rolled)."""
    if effect.primitive != AFTER_CHECK:
        _won(ctx, play.name)
        return
    spells.check(ctx, bearer, effect.amount, check_helpers.mid_card(ctx.ruleset.played),
                 resume=check_helpers.RING_DESTROYED, card=play.card)
    if ctx.state.awaited_check is None:  # else once it is rolled
        checked(ctx, bearer)


def checked(ctx: Context[State], bearer: str) -> None:
    """The Cracks of Doom's check made: passed, the Ring destroyed and the game won; failed,
    its result stands."""
    if ctx.state.character(bearer) is not None and ctx.state.outcome is None:
        _won(ctx, CRACKS_NAME)


def _won(ctx: Context[State], name: str) -> None:
    """The Ring destroyed by the card ``name``: the game ends won."""
    # Imported here: the ruleset depends on hand_resources, which depends on this module.
    from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn

    ruleset = ctx.ruleset
    assert isinstance(ruleset, RoadGoesEverOn)
    ruleset.machinery(ctx.state)[0].end(
        ctx, "won", engine_doom.ended(name), RULE, ended_by=ENDED_BY)
