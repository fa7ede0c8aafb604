"""Branch comparison: a fork and its parent, two games from one start, and games with nothing
in common, with the dice race and a fixed seed."""

from __future__ import annotations

from typing import Any

import pytest

from api.commands.compare import render
from domain.chronicle import Chronicle, Record
from domain.compare import compare
from domain.ruleset import Ruleset, make_ruleset
from tests.support import RACE_SETUP, stand_in


@pytest.fixture
def race() -> Ruleset[Any]:
    return make_ruleset("dice-race", stand_in())


def game(race: Ruleset[Any], moves: list[str], seed: str = "sealed-seed-1",
         policy: str = "free") -> Chronicle:
    chronicle = Chronicle.begin(race, seed, RACE_SETUP, policy)
    for move in moves:
        chronicle.decide(move)
    return chronicle


def kinds(records: tuple[Record, ...]) -> list[tuple[int, str]]:
    return [(r.version, r.kind) for r in records]


def test_a_fork_and_its_parent_share_the_history_up_to_the_fork(race: Ruleset[Any]) -> None:
    parent = game(race, ["walk", "walk"])  # versions 1..8
    fork = Chronicle(race, parent.fork_records("parent-id", 5))
    fork.decide("run")
    parent.decide("walk")
    result = compare(parent.history(), fork.history())
    assert (result.shared, result.a_version, result.b_version) == (5, 5, 5)
    assert kinds(result.a) == [(6, "Decision"), (7, "DiceRolled"), (8, "Moved"),
                               (9, "Decision"), (10, "DiceRolled"), (11, "Moved")]
    # The fork's own marker (version 6) is bookkeeping, not a difference.
    assert kinds(result.b) == [(7, "Decision"), (8, "DiceRolled"), (9, "Moved")]
    assert result.rows()[0] == (result.a[0], result.b[0])
    assert result.rows()[5] == (result.a[5], None)


def test_a_fork_that_has_not_played_on_has_not_diverged(race: Ruleset[Any]) -> None:
    parent = game(race, ["walk"])
    fork = Chronicle(race, parent.fork_records("parent-id", 5))
    result = compare(parent.history(), fork.history())
    assert (result.shared, result.a_version, result.b_version) == (5, 5, 5)
    assert (result.identical, result.rows()) == (True, [])
    assert compare(fork.history(), parent.history()).identical


def test_undone_moves_are_left_out_of_the_comparison(race: Ruleset[Any]) -> None:
    # The parent walked, took it back and ran: its effective history skips the walk. The
    # fork re-numbers that history without the Undone, so only content lines the two up.
    parent = game(race, ["walk"])
    parent.undo(steps=1)  # version 6
    parent.decide("run")  # versions 7..9
    fork = Chronicle(race, parent.fork_records("parent-id", 9))
    fork.decide("walk")
    parent.decide("run")
    result = compare(parent.history(), fork.history())
    assert (result.shared, result.a_version, result.b_version) == (5, 9, 5)
    # Version 9 of A is the fifth shared event: its history set aside the walk (3..5) and the
    # Undone (6) before it.
    assert (result.a_set_aside, result.b_set_aside) == (4, 0)
    assert result.to_json()["last_common"] == {"a_version": 9, "b_version": 5,
                                               "shared_events": 5, "a_set_aside": 4,
                                               "b_set_aside": 0}
    assert kinds(result.a) == [(10, "Decision"), (11, "DiceRolled"), (12, "Moved")]
    assert kinds(result.b) == [(7, "Decision"), (8, "DiceRolled"), (9, "Moved")]


def test_a_fork_of_a_fork_shares_its_parent_fork_marker(race: Ruleset[Any]) -> None:
    # The first fork's marker is part of both histories; the count of shared events steps
    # over it, and the versions say so.
    parent = game(race, ["walk"])
    first = Chronicle(race, parent.fork_records("parent-id", 5))  # Forked at 6
    first.decide("run")  # 7..9
    second = Chronicle(race, first.fork_records("first-id", 9))  # Forked at 10
    second.decide("walk")
    first.decide("run")
    result = compare(first.history(), second.history())
    assert (result.shared, result.a_version, result.b_version) == (8, 9, 9)
    assert (result.a_set_aside, result.b_set_aside) == (1, 1)
    assert kinds(result.a)[0] == (10, "Decision") and kinds(result.b)[0] == (11, "Decision")


def test_two_games_from_one_start_part_at_the_first_different_decision(
        race: Ruleset[Any]) -> None:
    a = game(race, ["walk", "run"])
    b = game(race, ["walk", "walk"])
    result = compare(a.history(), b.history())
    assert (result.shared, result.a_version, result.b_version) == (5, 5, 5)
    first_a, first_b = result.rows()[0]
    assert first_a is not None and first_b is not None
    assert (first_a.data, first_b.data) == ({"action": "run", "args": {}},
                                            {"action": "walk", "args": {}})
    json = result.to_json()
    assert json["last_common"] == {"a_version": 5, "b_version": 5, "shared_events": 5,
                                   "a_set_aside": 0, "b_set_aside": 0}
    assert json["identical"] is False
    assert json["rows"][1] == {  # type: ignore[index]
        "a": {"version": 7, "kind": "DiceRolled", "rule": "DR-3", "data": {
            "stream": "dice", "index": 1, "next": 3, "values": [5, 4], "total": 9,
            "purpose": "run"}},
        "b": {"version": 7, "kind": "DiceRolled", "rule": "DR-2", "data": {
            "stream": "dice", "index": 1, "next": 2, "values": [5], "total": 5,
            "purpose": "walk"}}}


def test_games_from_other_seeds_share_nothing(race: Ruleset[Any]) -> None:
    a = game(race, ["walk"], seed="one")
    b = game(race, ["walk"], seed="two")
    result = compare(a.history(), b.history())
    assert (result.shared, result.a_version, result.b_version) == (0, 0, 0)
    assert result.a == tuple(a.history()) and result.b == tuple(b.history())


def test_a_game_compared_with_itself_has_not_diverged(race: Ruleset[Any]) -> None:
    a = game(race, ["walk", "draw"])
    result = compare(a.history(), a.history())
    assert (result.shared, result.identical, result.rows()) == (a.version, True, [])


def test_the_command_line_heading_says_why_a_version_passes_the_shared_count(
        race: Ruleset[Any]) -> None:
    parent = game(race, ["walk"])
    parent.undo(steps=1)
    parent.decide("run")
    fork = Chronicle(race, parent.fork_records("parent-id", 9))
    lines = render(compare(parent.history(), fork.history()), parent, fork)
    assert lines == [
        "Shared 5 events of play: the last common one is version 9 of A (whose history sets "
        "aside 4 records before it: undone moves, undo and fork markers) and version 5 of B.",
        "They have not diverged."]


def test_a_game_ending_on_an_undo_compared_with_itself_has_not_diverged(
        race: Ruleset[Any]) -> None:
    a = game(race, ["walk", "run"])
    a.undo(steps=1)  # version 9: the run (6..8) taken back
    assert a.history()[-1].kind == "Undone"
    result = compare(a.history(), a.history())
    assert (result.shared, result.a_version, result.identical, result.rows()) == (
        5, 5, True, [])
    assert result.to_json()["identical"] is True


def test_a_fork_compared_with_a_parent_that_took_its_last_move_back(
        race: Ruleset[Any]) -> None:
    parent = game(race, ["walk", "run"])  # versions 1..8
    fork = Chronicle(race, parent.fork_records("parent-id", 5))
    parent.undo(steps=1)  # version 9: back where the fork was copied from
    assert compare(parent.history(), fork.history()).identical
    fork.decide("walk")
    result = compare(parent.history(), fork.history())
    assert (result.shared, result.identical, kinds(result.a)) == (5, False, [])
    assert kinds(result.b) == [(7, "Decision"), (8, "DiceRolled"), (9, "Moved")]
    parent.decide("run")  # 10..12: the Undone, now followed by play, is shown
    assert kinds(compare(parent.history(), fork.history()).a) == [
        (9, "Undone"), (10, "Decision"), (11, "DiceRolled"), (12, "Moved")]
