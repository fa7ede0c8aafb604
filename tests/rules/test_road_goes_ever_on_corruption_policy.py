"""The automatic player of The Road Goes Ever On tries to remove each corruption card in its
bearer's organization phase (CoE 7.3): without tapping, at -3 (TD-CORR-1), the card's one
attempt of the turn from version 225 (before, the card still on him, he then tapped to try at
full odds); a card whose number it does not know it leaves."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import corruption
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State
from tests.rules.rgo_support import at_version, card, organizing


def bearing(rgo: RoadGoesEverOn, hazard: str) -> State:
    """The organizing company of four, Aragorn bearing ``hazard``, the display empty."""
    return replace(organizing(rgo), permanent_hazards=(
        (card(rgo, hazard), card(rgo, "Aragorn II")),))


def attempts(rgo: RoadGoesEverOn, start: State, seed: int
             ) -> tuple[list[str], list[tuple[int, bool]], State]:
    """The automatic player's removal attempts this organization phase, each roll's modifier
    and outcome, and the state after."""
    ctx = Context(rgo, Table(seed, {}, start))
    chosen: list[str] = []
    while ctx.state.phase == ORGANIZATION and len(chosen) < 20:
        action, args = rgo.policy(ctx.state, rgo.actions(ctx.state))
        chosen.append(action)
        rgo.decide(ctx, action, args)
    rolls = [(f["modifier"], f["removed"]) for f in ctx.facts if f.kind == "HazardRemovalRolled"]
    return [a for a in chosen if a.startswith("remove-corruption")], rolls, ctx.state


@pytest.mark.rule("CoE-7.3", "CoE-7.3.1", "TD-CORR-1")
def test_a_failed_try_without_tapping_is_the_cards_last_this_turn(rgo) -> None:  # type: ignore[no-untyped-def]
    lure, aragorn = card(rgo, "Lure of the Senses"), card(rgo, "Aragorn II")
    start = bearing(rgo, "Lure of the Senses")
    tried, rolls, after = attempts(rgo, start, seed=4)
    assert tried == [f"remove-corruption-untapped:{lure}:{aragorn}"]
    assert rolls == [(-3, False)]
    assert after.permanent_hazards == start.permanent_hazards
    # The version before corruption.ONE_TRY_SINCE let him tap to try again, and the tapped roll
    # removed it.
    tried, rolls, after = attempts(at_version(rgo, str(corruption.ONE_TRY_SINCE - 1)), start,
                                   seed=4)
    assert tried == [f"remove-corruption-untapped:{lure}:{aragorn}",
                     f"remove-corruption:{lure}:{aragorn}"]
    assert rolls == [(-3, False), (0, True)]
    assert after.permanent_hazards == ()


@pytest.mark.rule("CoE-7.3", "TD-CORR-1")
def test_a_card_removed_without_tapping_is_not_tried_again(rgo) -> None:  # type: ignore[no-untyped-def]
    lure, aragorn = card(rgo, "Lure of Nature"), card(rgo, "Aragorn II")
    tried, rolls, after = attempts(rgo, bearing(rgo, "Lure of Nature"), seed=2)
    assert tried == [f"remove-corruption-untapped:{lure}:{aragorn}"]
    assert rolls == [(-3, True)]
    assert after.permanent_hazards == ()


@pytest.mark.rule("CoE-7.3")
def test_a_card_whose_number_is_unknown_is_left(rgo) -> None:  # type: ignore[no-untyped-def]
    start = bearing(rgo, "Lure of Power")  # its number is declared by the player
    tried, rolls, after = attempts(rgo, start, seed=1)
    assert (tried, rolls) == ([], [])
    assert after.permanent_hazards == start.permanent_hazards
