"""The Dragons' clarifications: hazard limit, several strikes, corruption cards, sideboard,
region movement, the rulings of 11/3/97."""

from __future__ import annotations

import pytest

from domain.engine import dragons_clarifications as td
from domain.engine.combat import FAILED, INEFFECTUAL, SUCCEEDED, StrikeModifiers
from tests.engine.conftest import character


@pytest.mark.rule("TD-HLIM-1", "TD-HLIM-2")
def test_modifiers_played_before_the_phase_apply_in_the_controllers_order() -> None:
    plus, halve = td.LimitModifier("a", amount=1), td.LimitModifier("b", halve=True)
    # A company of three: base 3; +1 then halved is 2, halved then +1 is 3.
    assert td.HazardLimit.at_start(3, False, [plus, halve]).limit == 2
    assert td.HazardLimit.at_start(3, False, [halve, plus]).limit == 3


@pytest.mark.rule("TD-HLIM-3", "TD-HLIM-4", "TD-HLIM-5", "TD-SIDE-3")
def test_later_modifiers_resolve_in_turn_site_phase_ones_are_ignored() -> None:
    limit = td.HazardLimit.at_start(2, True, [])  # 2 halved after the sideboard: 1
    assert limit.limit == 1
    limit = limit.resolved(td.LimitModifier("c", amount=3))
    assert limit.limit == 4
    assert limit.resolved(td.LimitModifier("d", amount=-2), site_phase=True).limit == 4
    reduced = limit.resolved(td.LimitModifier("e", amount=-2))
    # Three hazards already played stand; a fourth is refused.
    assert reduced.limit == 2 and not reduced.may_play(3) and limit.may_play(3)
    assert td.HazardLimit.at_start(3, True, []).limit == 2


@pytest.mark.rule("TD-MULTI-1", "TD-MULTI-2")
def test_each_strike_on_one_character_sees_the_state_the_last_left(catalog) -> None:  # type: ignore[no-untyped-def]
    aragorn = character(catalog, "Aragorn II")  # prowess 6
    assert td.strike_prowesses(aragorn, [FAILED, SUCCEEDED]) == [6, 5, 4]
    assert td.strike_prowesses(aragorn, [INEFFECTUAL], StrikeModifiers(stay_untapped=True)) \
        == [3, 6]


@pytest.mark.rule("TD-MULTI-3")
def test_an_eliminated_character_faces_no_further_strikes() -> None:
    assert td.strikes_left(3, 1, still_in_play=True) == 2
    assert td.strikes_left(3, 1, still_in_play=False) == 0


@pytest.mark.rule("TD-CORR-1", "TD-CORR-2")
def test_removing_a_corruption_card_without_tapping(catalog) -> None:  # type: ignore[no-untyped-def]
    wounded = character(catalog, "Aragorn II", "wounded")
    assert td.removal_problem(wounded, ignore_tap=False, tried_untapped_this_turn=False) == (
        "Aragorn II is wounded: removing it by tapping needs an untapped character",
        "TD-CORR-1")
    assert td.removal_problem(wounded, ignore_tap=True, tried_untapped_this_turn=False) is None
    assert td.removal_problem(wounded, ignore_tap=True, tried_untapped_this_turn=True) == (
        "Aragorn II has already tried to remove this card without tapping this turn",
        "TD-CORR-2")


@pytest.mark.rule("TD-CORR-3")
@pytest.mark.parametrize("card,needed", [("Lure of the Senses", 6), ("Lure of Nature", 4),
                                         ("Lure of Expedience", 5)])
def test_the_fixed_removal_numbers_are_strictly_greater(card: str, needed: int) -> None:
    assert not td.removed(needed, False, needed) and td.removed(needed + 1, False, needed)
    assert not td.removed(needed + 3, True, needed) and td.removed(needed + 4, True, needed)


@pytest.mark.rule("TD-SIDE-1")
def test_sideboard_grows_by_five() -> None:
    assert [td.sideboard_size(n) for n in (1, 2, 3, 4)] == [20, 20, 25, 30]


@pytest.mark.rule("TD-SIDE-2")
def test_taking_from_the_sideboard() -> None:
    assert td.sideboard_access_problem(True, 5, 0, 0) is None
    assert td.sideboard_access_problem(True, 0, 1, 5) is None
    assert td.sideboard_access_problem(False, 5, 0, 30) == (
        "the sideboard is reached only while the opponent's Wizard is in play", "TD-SIDE-2")
    assert td.sideboard_access_problem(True, 6, 0, 30) == (
        "at most 5 hazards go to the discard pile, not 6", "TD-SIDE-2")
    assert td.sideboard_access_problem(True, 0, 1, 4) == (
        "the play deck holds 4 cards: one from the sideboard needs at least 5", "TD-SIDE-2")
    assert td.sideboard_access_problem(True, 2, 1, 30) is not None


@pytest.mark.rule("TD-REGMOV-1", "TD-REGMOV-2")
def test_region_movement_four_regions_six_at_most() -> None:
    assert td.region_movement_problem(4) is None
    assert td.region_movement_problem(5) == (
        "region movement lays down at most 4 region cards, not 5", "TD-REGMOV-1")
    assert td.region_movement_problem(5, extra_allowed=1) is None
    assert td.region_movement_problem(7, extra_allowed=5) == (
        "region movement uses at most 6 regions here, not 7", "TD-REGMOV-2")


@pytest.mark.rule("TD-RULING-1")
def test_a_card_back_in_the_hand_has_no_effect() -> None:
    assert td.in_effect(["TD-1", "TW-2", "TW-3"], ["TW-3", "TD-1"]) == ["TD-1", "TW-3"]


@pytest.mark.rule("TD-RULING-2")
def test_stay_her_appetite_reads_plus_five() -> None:
    # Unused general influence 3 and direct influence 2: the ally needs more than 3 + 2 + 5.
    assert td.APPETITE_MARGIN == 5
    assert [td.ally_turns(roll, 4, 3, 2) for roll in (6, 7)] == [False, True]
    # As printed ("plus two") a roll of 4 would have been enough; with the erratum it is not.
    assert td.ally_turns(4, 4, 3, 2) is False
