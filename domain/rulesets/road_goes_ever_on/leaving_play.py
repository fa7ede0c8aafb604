"""What follows a card or a character leaving play, for the cards that say so: the Stone of
Erech goes with the Men of Lamedon (stone_of_erech.py), Return of the King with Aragorn II
(return_of_the_king.py), Swordmaster with its sage (swordmaster.py), a follower is released
from a controller gone (followers.py). Called after each fact
that takes a faction out of the marshalling-point pile or a character out of play; each card's
own version gate applies."""

from __future__ import annotations

from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import (
    followers,
    return_of_the_king,
    stone_of_erech,
    swordmaster,
)
from domain.rulesets.road_goes_ever_on.state import State


def settle(ctx: Context[State]) -> None:
    stone_of_erech.settle(ctx)
    return_of_the_king.settle(ctx)
    swordmaster.settle(ctx)
    followers.settle(ctx)
