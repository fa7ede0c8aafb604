"""The Balrog's clarifications in the shared engine: Spawn, a permanent-event defeated by its
attack, cards off to the side, cards with several actions, what leaves play with a card."""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.cards import Catalog
from domain.cards.coe import import_coe
from domain.engine import balrog
from domain.engine.balrog import OffToTheSide


@pytest.fixture(scope="module")
def coe(coe_cards_path: Path) -> Catalog:
    return import_coe(coe_cards_path)


@pytest.mark.rule("BA-GEN-1")
def test_spawn_is_a_key_word(coe: Catalog) -> None:
    assert balrog.is_spawn(coe.find("Spawn of Ungoliant"))
    assert not balrog.is_spawn(coe.find("Cave-drake"))


@pytest.mark.rule("BA-CLAR-1")
def test_a_kill_permanent_event_is_a_defeated_creature_when_its_attack_is(coe: Catalog) -> None:
    assert balrog.permanent_event_kill_points(coe.find("Smaug at Home"), True) == 5
    assert balrog.permanent_event_kill_points(coe.find("Spawn of Ungoliant"), True) == 4
    assert balrog.permanent_event_kill_points(coe.find("Smaug at Home"), False) is None
    assert balrog.permanent_event_kill_points(coe.find("Cave-drake"), True) is None


SIDE = (OffToTheSide("X-1", "Gollum", "H-1", "me", 2),
        OffToTheSide("X-2", "Beorn", "H-2", "me", 3, prisoner=True),
        OffToTheSide("X-3", "Goldberry", "H-1", "you", 1))


@pytest.mark.rule("BA-SIDE-1", "BA-SIDE-3")
def test_a_card_off_to_the_side_is_in_play_for_uniqueness() -> None:
    assert balrog.unique_in_play("gollum", [], SIDE)
    assert not balrog.unique_in_play("Radagast", ["Gandalf"], SIDE)


@pytest.mark.rule("BA-SIDE-2")
def test_only_cards_about_cards_off_to_the_side_reach_one() -> None:
    assert balrog.target_problem("X-1", SIDE, affects_cards_off_to_the_side=False) == (
        "X-1 is off to the side: only cards that affect such cards reach it", "BA-SIDE-2")
    assert balrog.target_problem("X-1", SIDE, affects_cards_off_to_the_side=True) is None
    assert balrog.target_problem("Y-9", SIDE, affects_cards_off_to_the_side=False) is None


@pytest.mark.rule("BA-SIDE-4")
def test_the_cards_under_a_host_leave_with_it() -> None:
    discarded, left = balrog.host_gone("H-1", SIDE)
    assert discarded == ["X-1", "X-3"] and [s.card for s in left] == ["X-2"]
    assert balrog.host_gone("H-1", SIDE, keeps=True) == ([], list(SIDE))


@pytest.mark.rule("BA-SIDE-5", "BA-SIDE-6")
def test_points_off_to_the_side_go_to_the_owner_prisoners_count_against() -> None:
    assert balrog.side_points(SIDE, "me") == 2 - 3
    assert balrog.side_points(SIDE, "you") == 1


@pytest.mark.rule("BA-MULTI-1", "BA-MULTI-2")
def test_several_actions_resolve_in_printed_order_declared_in_reverse() -> None:
    actions = ["tap the site", "attack", "discard"]
    assert balrog.resolution_order(actions) == actions
    assert balrog.declaration_order(actions) == ["discard", "attack", "tap the site"]
    assert balrog.response_problem(False, True, True) == (
        "nothing is declared between the actions of a resolving card", "BA-MULTI-1")


@pytest.mark.rule("BA-MULTI-3")
def test_an_attack_among_the_actions_may_be_cancelled_or_fought() -> None:
    assert balrog.response_problem(True, cancels_attack_or_strike=True,
                                   strike_sequence_card=False) is None
    assert balrog.response_problem(True, False, strike_sequence_card=True) is None
    assert balrog.response_problem(True, False, False) == (
        "only a card cancelling the attack or a strike, or one playable in a strike sequence, "
        "comes between a card's actions", "BA-MULTI-3")


@pytest.mark.rule("BA-DISC-1")
def test_everything_played_on_a_card_leaves_play_with_it() -> None:
    played_on = {"C": ["A", "B"], "A": ["A1"], "Z": ["Z1"]}
    assert balrog.leaves_with("C", played_on) == ["A", "A1", "B"]
    assert balrog.leaves_with("Q", played_on) == []
