"""The turn's machinery from within a resolution, for the modules the turn's own module
depends on (combat's creatures, the corruption cards, Alatar): the ruleset keeps it
(``Shared.machinery``), so it is made once for the game's tables, cards and version."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
    from domain.rulesets.road_goes_ever_on.turn import Turn


def turn_of(ctx: Context[State]) -> Turn:
    """The turn's checks (abilities and Courage tokens included) as the ruleset plays them."""
    return cast("RoadGoesEverOn", ctx.ruleset).machinery(ctx.state)[0]
