"""The chronicle of a game, with the dice race: exact events for a fixed seed, past states,
legal actions, refusals, undo and its policies, forks, verification and version pins."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import pytest

from domain import ENGINE_VERSION
from domain.canonical import JSON
from domain.cards import starter_catalog
from domain.chronicle import (
    GENESIS_HASH,
    Chronicle,
    Record,
    check_start,
    record_hash,
    seal,
    verify,
)
from domain.errors import (
    CatalogMismatch,
    GameOver,
    IllegalAction,
    InvalidLog,
    InvalidSetup,
    NoSuchVersion,
    RedBookError,
    UndoRefused,
    VersionInResolution,
)
from domain.ruleset import Action, Context, Fact, make_ruleset
from domain.rulesets.dice_race import DiceRace, RaceState
from domain.verdict import Difference, FieldDifference, InputAt
from tests.support import RACE_SETUP, play_out, reseal, stand_in


@pytest.fixture
def race() -> DiceRace:
    ruleset = make_ruleset("dice-race", stand_in())
    assert isinstance(ruleset, DiceRace)
    return ruleset


def begin(ruleset: DiceRace, policy: str = "free", seed: str | int = 42) -> Chronicle:
    return Chronicle.begin(ruleset, seed, RACE_SETUP, policy)


def shape(records: Sequence[Record]) -> list[tuple[int, str, dict[str, JSON], str | None]]:
    return [(r.version, r.kind, dict(r.data), r.rule) for r in records]


def facts(records: Sequence[Record]) -> list[tuple[str, dict[str, JSON], str | None]]:
    return [(r.kind, dict(r.data), r.rule) for r in records]


START = (1, "GameStarted", {"ruleset": "dice-race", "ruleset_version": "1", "seed": 42,
                            "setup": {"goal": 20, "turns": 6}, "catalog": "sha256:stand-in",
                            "engine": ENGINE_VERSION, "undo_policy": "free"}, None)
SHUFFLE = (2, "DeckShuffled", {"stream": "shuffle:boosts", "index": 0, "next": 4,
                               "deck": "boosts", "cards": [4, 5, 3, 1, 2]}, "DR-1")
WALK = [
    (3, "Decision", {"action": "walk", "args": {}}, None),
    (4, "DiceRolled", {"stream": "dice", "index": 0, "next": 1, "values": [2], "total": 2,
                       "purpose": "walk"}, "DR-2"),
    (5, "Moved", {"steps": 2, "stumbled": False, "to": 2}, "DR-2"),
]
DRAW = [
    (6, "Decision", {"action": "draw", "args": {}}, None),
    (7, "BoostDrawn", {"value": 4}, "DR-4"),
]
RUN = [
    (8, "Decision", {"action": "run", "args": {}}, None),
    (9, "DiceRolled", {"stream": "dice", "index": 1, "next": 3, "values": [2, 1], "total": 3,
                       "purpose": "run"}, "DR-3"),
    (10, "Moved", {"steps": 7, "stumbled": False, "to": 9}, "DR-3"),
]


@pytest.fixture
def played(race: DiceRace) -> Chronicle:
    """Seed 42: walk 2, draw the +4 boost, run 2 + 1 + 4 = 7 to square 9 (version 10)."""
    chronicle = begin(race)
    chronicle.decide("walk")
    chronicle.decide("draw")
    chronicle.decide("run")
    return chronicle


# -- events ---------------------------------------------------------------------------------

def test_a_game_begins_with_its_start_and_the_opening_shuffle(race: DiceRace) -> None:
    assert shape(begin(race).records) == [START, SHUFFLE]


def test_decisions_record_exact_events(played: Chronicle) -> None:
    assert shape(played.records) == [START, SHUFFLE, *WALK, *DRAW, *RUN]
    assert played.version == 10
    assert played.table.streams == {"shuffle:boosts": 4, "dice": 3}
    assert played.table.rules == RaceState(goal=20, turns=6, turn=3, square=9,
                                           deck=(5, 3, 1, 2), boost=0, outcome=None)


def test_decide_returns_the_records_it_appended(race: DiceRace) -> None:
    chronicle = begin(race)
    assert shape(chronicle.decide("walk")) == WALK


def test_records_are_hash_chained(played: Chronicle) -> None:
    previous = GENESIS_HASH
    for record in played.records:
        assert record.prev_hash == previous
        assert record.hash == record_hash(record.version, record.fact, previous)
        assert record.hash.startswith("sha256:") and len(record.hash) == 71
        previous = record.hash
    assert played.head_hash == previous


def test_a_game_plays_to_its_end_and_then_refuses_decisions(race: DiceRace) -> None:
    chronicle = play_out(begin(race))
    assert chronicle.result() == {"outcome": "lost", "square": 15, "turns": 6}
    assert shape(chronicle.records[-2:]) == [
        (20, "Moved", {"steps": 1, "stumbled": False, "to": 15}, "DR-2"),
        (21, "RaceEnded", {"outcome": "lost", "turn": 6}, "DR-5"),
    ]
    assert chronicle.actions() == []
    with pytest.raises(GameOver, match="The game is over"):
        chronicle.decide("walk")
    assert chronicle.version == 21


def test_another_seed_gives_other_dice(race: DiceRace) -> None:
    one, other = begin(race, seed=42), begin(race, seed="42")
    assert one.records[1].data["cards"] == [4, 5, 3, 1, 2]
    assert other.records[1].data["cards"] != one.records[1].data["cards"]


# -- reading the past -----------------------------------------------------------------------

def test_state_at_any_past_version(played: Chronicle) -> None:
    start = RaceState(goal=20, turns=6)
    assert played.state_at(1).rules == start
    assert played.state_at(1).streams == {}
    assert played.state_at(2).rules == replace(start, deck=(4, 5, 3, 1, 2))
    # Mid-resolution: the die is rolled (the stream has moved) but the runner has not moved.
    assert played.state_at(4).rules == replace(start, deck=(4, 5, 3, 1, 2))
    assert played.state_at(4).streams == {"shuffle:boosts": 4, "dice": 1}
    assert played.state_at(5).rules == replace(start, deck=(4, 5, 3, 1, 2), square=2, turn=1)
    assert played.state_at(7).rules == replace(start, deck=(5, 3, 1, 2), square=2, turn=2,
                                               boost=4)
    assert played.state_at(10) == played.table


@pytest.mark.parametrize("version", [0, 11, -1])
def test_state_at_a_version_that_does_not_exist(played: Chronicle, version: int) -> None:
    with pytest.raises(NoSuchVersion, match=f"Version {version} does not exist: this game has "
                                            "versions 1 to 10"):
        played.state_at(version)


def test_legal_actions_have_stable_ids_and_rules(race: DiceRace) -> None:
    chronicle = begin(race)
    assert [(a.id, a.rule) for a in chronicle.actions()] == [
        ("walk", "DR-2"), ("run", "DR-3"), ("draw", "DR-4")]
    chronicle.decide("draw")
    assert [a.id for a in chronicle.actions()] == ["walk", "run"]
    chronicle.decide("walk")
    assert [a.id for a in chronicle.actions()] == ["walk", "run", "draw"]


# -- refusals -------------------------------------------------------------------------------

def test_an_illegal_decision_names_its_clause_and_appends_nothing(race: DiceRace) -> None:
    chronicle = begin(race)
    chronicle.decide("draw")
    before = list(chronicle.records)
    with pytest.raises(IllegalAction) as refused:
        chronicle.decide("draw")
    assert refused.value.clause == "DR-4"
    assert refused.value.message == ("'draw' is not an action open now. You cannot draw: the "
                                     "deck is empty or a boost is in hand. Open now: walk, run.")
    assert str(refused.value).endswith("[DR-4]")
    assert chronicle.records == before
    assert chronicle.table == chronicle.state_at(4)


def test_an_unknown_action_is_refused(race: DiceRace) -> None:
    chronicle = begin(race)
    with pytest.raises(IllegalAction, match="'fly' is not an action of the dice race") as refused:
        chronicle.decide("fly")
    assert refused.value.clause is None
    assert chronicle.version == 2


def test_arguments_an_action_does_not_take_are_refused(race: DiceRace) -> None:
    chronicle = begin(race)
    with pytest.raises(IllegalAction) as refused:
        chronicle.decide("walk", {"steps": 6, "boost": 4})
    assert refused.value.message == ("The action 'walk' does not take the argument(s) "
                                     "'boost', 'steps' (it takes: none).")
    assert chronicle.version == 2


def test_arguments_without_canonical_form_are_refused(race: DiceRace) -> None:
    chronicle = begin(race)
    with pytest.raises(IllegalAction, match=r"\$\.speed: floats are not allowed"):
        chronicle.decide("walk", {"speed": 1.5})
    assert chronicle.version == 2


def test_a_bad_setup_names_every_problem(race: DiceRace) -> None:
    with pytest.raises(InvalidSetup) as refused:
        Chronicle.begin(race, 1, {"goal": 0, "laps": 3})
    assert refused.value.problems == (
        "unknown option 'laps'", "goal must be a whole number from 1 to 1000, not 0")


@pytest.mark.parametrize(
    ("seed", "policy", "message"),
    [
        (1, "sometimes", "Unknown undo policy 'sometimes'; choose one of free, before-reveal, "
                         "none."),
        (True, "free", "The seed is refused: a string or a whole number, not true."),
        (None, "free", "The seed is refused: a string or a whole number, not null."),
        (2**63, "free", "The seed is refused: a whole number from -9223372036854775808 to "
                        "9223372036854775807, not 9223372036854775808."),
        (-(2**63) - 1, "free", "The seed is refused: a whole number from -9223372036854775808 "
                               "to 9223372036854775807, not -9223372036854775809."),
        ("", "free", "The seed is refused: may not be empty."),
        ("x" * 201, "free", "The seed is refused: may be at most 200 characters long."),
        ("a\x00b", "free", "The seed is refused: text may not contain NUL characters."),
        ("a\udcffb", "free", "The seed is refused: text must be valid Unicode (no lone "
                             "surrogates)."),
    ],
)
def test_a_bad_seed_or_policy_is_refused(race: DiceRace, seed: Any, policy: str,
                                         message: str) -> None:
    with pytest.raises(InvalidSetup) as refused:
        Chronicle.begin(race, seed, RACE_SETUP, policy)
    assert refused.value.message == message


@pytest.mark.parametrize("seed", [2**63 - 1, -(2**63), "x" * 200, "é"])
def test_a_seed_at_the_limits_starts_a_game(race: DiceRace, seed: str | int) -> None:
    assert Chronicle.begin(race, seed, RACE_SETUP).game_seed == seed


# -- undo -----------------------------------------------------------------------------------

def test_undo_one_step_goes_back_before_the_last_decision(played: Chronicle) -> None:
    added = played.undo(steps=1)
    assert shape(added) == [(11, "Undone", {"to_version": 7}, None)]
    assert played.table == played.state_at(7)
    assert [r.version for r in played.history()] == [1, 2, 3, 4, 5, 6, 7, 11]


def test_undo_two_steps_and_to_a_version(played: Chronicle, race: DiceRace) -> None:
    assert shape(played.undo(steps=2)) == [(11, "Undone", {"to_version": 5}, None)]
    assert played.table.rules == replace(RaceState(20, 6), deck=(4, 5, 3, 1, 2), square=2,
                                         turn=1)
    other = begin(race)
    other.decide("walk")
    other.decide("draw")
    other.decide("run")
    assert shape(other.undo(to_version=5)) == [(11, "Undone", {"to_version": 5}, None)]
    assert other.table == played.table


def test_undo_cannot_reroll(played: Chronicle) -> None:
    played.undo(steps=1)
    again = played.decide("run")
    assert facts(again) == [(kind, data, rule) for _, kind, data, rule in RUN]
    assert [r.version for r in again] == [12, 13, 14]
    assert played.table.rules.square == 9


def test_undo_restores_stream_positions_for_another_choice(race: DiceRace) -> None:
    chronicle = begin(race)
    chronicle.decide("walk")
    chronicle.undo(steps=1)
    assert chronicle.table.streams == {"shuffle:boosts": 4}
    rolled = chronicle.decide("run")
    # The run reads the dice stream from index 0 again: 2 and 2, a double, a stumble.
    assert shape(rolled) == [
        (7, "Decision", {"action": "run", "args": {}}, None),
        (8, "DiceRolled", {"stream": "dice", "index": 0, "next": 2, "values": [2, 2],
                           "total": 4, "purpose": "run"}, "DR-3"),
        (9, "Moved", {"steps": 0, "stumbled": True, "to": 0}, "DR-3"),
    ]


def test_undo_after_undo_walks_the_effective_history(played: Chronicle) -> None:
    played.undo(steps=1)  # 11 -> back to 7
    played.decide("walk")  # 12, 13, 14
    played.undo(steps=2)  # the walk at 12 and the draw at 6: back to 5
    assert shape(played.records[-1:]) == [(15, "Undone", {"to_version": 5}, None)]
    assert [r.version for r in played.history()] == [1, 2, 3, 4, 5, 15]
    assert played.table == played.state_at(5)
    with pytest.raises(UndoRefused, match="^There is only 1 decision to undo.$"):
        played.undo(steps=2)


def test_a_game_with_no_decision_yet_says_there_is_none_to_undo(race: DiceRace) -> None:
    game = Chronicle.begin(race, 42, RACE_SETUP)
    with pytest.raises(UndoRefused, match="^There is no decision to undo yet.$"):
        game.undo(steps=1)


@pytest.mark.parametrize(
    ("kwargs", "refusal", "message"),
    [
        ({}, UndoRefused,
         "Give either to_version or steps, not both or neither."),
        ({"to_version": 5, "steps": 1}, UndoRefused,
         "Give either to_version or steps, not both or neither."),
        ({"steps": 0}, UndoRefused,
         "steps must be at least 1."),
        ({"steps": 4}, UndoRefused,
         "There are only 3 decisions to undo."),
        ({"to_version": 10}, UndoRefused,
         "The game is already at version 10: going back to it would "
         "change nothing."),
        ({"to_version": 12}, UndoRefused,
         "Version 12 is not an earlier point of the current history, so "
         "the game cannot go back to it."),
        ({"to_version": 0}, UndoRefused,
         "Version 0 is not an earlier point of the current history, so "
         "the game cannot go back to it."),
        ({"to_version": -3}, UndoRefused,
         "Version -3 is not an earlier point of the current history, so "
         "the game cannot go back to it."),
        ({"to_version": 4}, VersionInResolution,
         "Version 4 falls in the middle of a resolution; undo to a version "
         "where the game waited for a decision: the nearest are 2 and 5."),
        ({"to_version": 1}, VersionInResolution,
         "Version 1 falls in the middle of a resolution; undo to a version "
         "where the game waited for a decision: the earliest is 2."),
        ({"to_version": 9}, VersionInResolution,
         "Version 9 falls in the middle of a resolution; undo to a version "
         "where the game waited for a decision: the latest is 7."),
    ],
)
def test_undo_refusals_append_nothing(played: Chronicle, kwargs: dict[str, int],
                                      refusal: type[RedBookError], message: str) -> None:
    with pytest.raises(RedBookError) as refused:
        played.undo(**kwargs)
    assert (type(refused.value), refused.value.message) == (refusal, message)
    assert played.version == 10


def test_undo_to_an_undone_version_is_refused(played: Chronicle) -> None:
    played.undo(to_version=5)
    with pytest.raises(UndoRefused, match="Version 7 is not an earlier point"):
        played.undo(to_version=7)
    assert played.version == 11


class ShuffleRace(DiceRace):
    """The dice race with two more actions: re-shuffle the boosts, or rest (reveals nothing)."""

    id = "shuffle-race"

    def actions(self, state: RaceState) -> list[Action]:
        return [*super().actions(state), Action("reshuffle", "Shuffle the boosts", "DR-1"),
                Action("rest", "Rest a turn")]

    def decide(self, ctx: Context[RaceState], action: str, args: Mapping[str, JSON]) -> None:
        if action == "reshuffle":
            ctx.shuffle("boosts", ctx.state.deck, "DR-1")
        elif action == "rest":
            ctx.emit("Rested", None, turn=ctx.state.turn)
        else:
            super().decide(ctx, action, args)


@pytest.mark.parametrize(
    ("action", "revealing"),
    [("walk", "DiceRolled"), ("draw", "BoostDrawn"), ("reshuffle", "DeckShuffled")],
)
def test_before_reveal_refuses_undo_across_a_roll_draw_or_shuffle(action: str,
                                                                  revealing: str) -> None:
    chronicle = Chronicle.begin(ShuffleRace(stand_in()), 42, RACE_SETUP, "before-reveal")
    chronicle.decide("rest")  # 3, 4
    chronicle.decide(action)  # 5, then the revealing event at 6
    assert chronicle.records[5].kind == revealing
    version = chronicle.version
    with pytest.raises(UndoRefused) as refused:
        chronicle.undo(steps=1)
    assert refused.value.message == (
        f"This game's undo policy is 'before-reveal', and event 6 ({revealing}) revealed "
        "something after version 4."
    )
    assert chronicle.version == version


def test_before_reveal_allows_undo_that_reveals_nothing() -> None:
    chronicle = Chronicle.begin(ShuffleRace(stand_in()), 42, RACE_SETUP, "before-reveal")
    chronicle.decide("rest")
    assert shape(chronicle.undo(steps=1)) == [(5, "Undone", {"to_version": 2}, None)]


def test_policy_none_refuses_every_undo(race: DiceRace) -> None:
    chronicle = begin(race, "none")
    chronicle.decide("walk")
    with pytest.raises(UndoRefused, match="undo policy is 'none'"):
        chronicle.undo(steps=1)
    assert chronicle.version == 5


def accepted(chronicle: Chronicle) -> list[int]:
    """The versions an undo is not refused to, newest first, each asked of ``undo_target``."""
    accepts = []
    for v in range(chronicle.version + 1, -2, -1):
        try:
            accepts.append(chronicle.undo_target(v, None))
        except (UndoRefused, VersionInResolution):
            pass
    return accepts


def test_the_undo_targets_are_the_versions_an_undo_is_not_refused_to(played: Chronicle) -> None:
    assert played.undo_targets() == accepted(played) == [7, 5, 2]
    played.undo(to_version=5)  # 11, continuing from 5: 7 is undone, and 5 is where it stands
    assert played.undo_targets() == accepted(played) == [2]
    played.decide("walk")  # 12, 13, 14
    assert played.undo_targets() == accepted(played) == [11, 5, 2]


def refusal(chronicle: Chronicle, to_version: int) -> str:
    """What an undo to ``to_version`` is refused with, having appended nothing."""
    version = chronicle.version
    with pytest.raises((UndoRefused, VersionInResolution)) as refused:
        chronicle.undo(to_version=to_version)
    assert chronicle.version == version
    return refused.value.message


def test_an_undo_to_where_the_game_stands_already_is_refused_and_not_offered(
        played: Chronicle) -> None:
    played.undo(steps=1)  # 11: back to 7, so the game stands at 7 (and at 11, its undo)
    assert played.undo_targets() == accepted(played) == [5, 2]
    assert [refusal(played, v) for v in (7, 11, 6)] == [
        "The game is already at version 7: going back to it would change nothing.",
        "The game is already at version 11: going back to it would change nothing.",
        # The nearest versions named are those an undo may take: 7 is where the game stands.
        "Version 6 falls in the middle of a resolution; undo to a version where the game "
        "waited for a decision: the latest is 5."]
    played.undo(to_version=5)  # 12: further back is taken
    assert played.undo_targets() == accepted(played) == [2]
    # The game stands at 5 (and at 12, its undo): neither is a way back.
    assert [refusal(played, v) for v in (5, 12)] == [
        "The game is already at version 5: going back to it would change nothing.",
        "The game is already at version 12: going back to it would change nothing."]
    assert played.version == 12


def test_a_new_fork_stands_at_the_version_it_was_forked_at(played: Chronicle,
                                                           race: DiceRace) -> None:
    fork = Chronicle(race, played.fork_records("p", 7))  # 1 to 7, then Forked at 8
    assert fork.undo_targets() == accepted(fork) == [5, 2]
    assert refusal(fork, 7) == ("The game is already at version 7: going back to it would "
                                "change nothing.")
    fork.decide("run")  # 9, 10, 11
    assert fork.undo_targets() == accepted(fork) == [8, 7, 5, 2]


def test_a_log_holding_an_undo_to_where_the_game_stood_still_verifies_and_replays(
        played: Chronicle, race: DiceRace) -> None:
    """Such undos were taken before they were refused: the logs that hold them stay sound."""
    played.undo(steps=1)  # 11: back to 7
    records = list(played.records)
    for version in (12, 13):  # twice to 7, as such a log held them
        records.append(seal(version, Fact("Undone", {"to_version": 7}), records[-1].hash))
    verdict = verify(race, records)
    assert (verdict.ok, verdict.events, verdict.difference) == (True, 13, None)
    stored = Chronicle(race, records)
    assert (stored.table, [r.version for r in stored.history()]) == (
        played.table, [1, 2, 3, 4, 5, 6, 7, 13])
    again = Chronicle.open(race, records[0].data)
    for record in records[1:]:
        if record.kind in ("Decision", "Undone"):
            again.replay_input(record.kind, record.data)
    assert again.records == records


def test_before_reveal_offers_no_undo_target_past_a_reveal() -> None:
    chronicle = Chronicle.begin(ShuffleRace(stand_in()), 42, RACE_SETUP, "before-reveal")
    chronicle.decide("rest")  # 3, 4
    chronicle.decide("rest")  # 5, 6
    chronicle.decide("walk")  # 7, then its DiceRolled at 8
    chronicle.decide("rest")  # 10, 11
    assert chronicle.records[7].kind == "DiceRolled"
    assert chronicle.undo_targets() == accepted(chronicle) == [9]
    chronicle.undo(to_version=9)  # 12, continuing from 9
    chronicle.decide("rest")  # 13, 14
    assert chronicle.undo_targets() == accepted(chronicle) == [12, 9]
    chronicle.decide("walk")  # 15, then its DiceRolled at 16
    assert chronicle.undo_targets() == accepted(chronicle) == []
    free = Chronicle.begin(ShuffleRace(stand_in()), 42, RACE_SETUP)
    for action in ("rest", "rest", "walk", "rest"):
        free.decide(action)
    assert free.undo_targets() == accepted(free) == [9, 6, 4, 2]


def test_policy_none_offers_no_undo_target(race: DiceRace) -> None:
    chronicle = begin(race, "none")
    chronicle.decide("walk")
    assert chronicle.undo_targets() == accepted(chronicle) == []


# -- forks ----------------------------------------------------------------------------------

def test_a_fork_repeats_the_effective_history_then_forked(race: DiceRace) -> None:
    parent = begin(race)
    parent.decide("walk")
    parent.decide("draw")
    parent.undo(steps=1)  # 8: back to 5
    parent.decide("run")  # 9, 10, 11
    fork = parent.fork_records("parent-id", 11)
    effective = [r for r in parent.history(11) if r.kind != "Undone"]
    assert facts(fork[:-1]) == facts(effective)
    assert shape(fork[-1:]) == [(9, "Forked", {"parent": "parent-id", "at_version": 11}, None)]
    assert [r.version for r in fork] == list(range(1, 10))
    assert fork[0].prev_hash == GENESIS_HASH
    assert verify(race, fork).ok
    replayed = Chronicle(race, fork)
    assert replayed.table == parent.table
    assert [a.id for a in replayed.actions()] == [a.id for a in parent.actions()]


def test_a_fork_at_an_earlier_version_plays_on_differently(played: Chronicle,
                                                           race: DiceRace) -> None:
    fork = Chronicle(race, played.fork_records("p", 5))
    assert fork.table == played.state_at(5)
    assert fork.decide("run")[1].data["values"] == [2, 1]
    assert verify(race, fork.records).ok


@pytest.mark.parametrize("version", [1, 4, 9])
def test_forking_mid_resolution_is_refused(played: Chronicle, version: int) -> None:
    with pytest.raises(VersionInResolution, match=f"Version {version} falls in the middle of a "
                                            "resolution; fork at a version where the game "
                                            "waited for a decision"):
        played.fork_records("p", version)


# -- verification ---------------------------------------------------------------------------

def with_data(record: Record, **changes: JSON) -> Record:
    return replace(record, data={**record.data, **changes})


def test_an_honest_log_verifies(played: Chronicle, race: DiceRace) -> None:
    played.undo(steps=1)
    played.decide("walk")
    verdict = verify(race, played.records)
    assert verdict.ok and verdict.events == 14 and verdict.difference is None
    assert verdict.to_json() == {
        "ok": True, "events": 14, "first_difference": None, "ruleset": "dice-race",
        "ruleset_version": race.version, "challenge": None, "final_hash": played.head_hash,
        "result": played.result()}


def found(race: DiceRace, records: Sequence[Record]) -> Difference:
    difference = verify(race, records).difference
    assert difference is not None
    return difference


def named(difference: Difference) -> tuple[str, int, int, str]:
    """What a verdict names: its kind, the event where the check fails, the event it leads
    with, and its sentence."""
    return difference.kind, difference.version, difference.event, difference.summary


def test_a_changed_value_breaks_its_own_hash(played: Chronicle, race: DiceRace) -> None:
    records = list(played.records)
    records[4] = with_data(records[4], to=12)
    difference = found(race, records)
    assert named(difference) == (
        "content-changed", 5, 5, "event 5 was changed: its content does not match its own hash")
    assert difference.reason == "this event's content does not match its hash: it was changed"
    assert difference.differences == (FieldDifference(
        "hash", played.records[4].hash,
        record_hash(5, records[4].fact, played.records[3].hash)),)


def test_a_changed_hash_breaks_the_chain_after_it(played: Chronicle, race: DiceRace) -> None:
    records = list(played.records)
    forged = with_data(records[4], to=12)
    records[4] = seal(5, forged.fact, forged.prev_hash)
    difference = found(race, records)
    # The chain breaks at event 6, but the event changed is 5: it is named first.
    assert named(difference) == (
        "chain-broken", 6, 5, "event 5 was changed: its content no longer matches the hash "
                              "event 6 chained to (the hash chain breaks at event 6)")
    assert difference.reason == "the hash chain is broken here: an earlier event was changed"
    assert difference.differences == (FieldDifference(
        "hash", records[4].hash, played.records[4].hash),)
    assert difference.decision is None and difference.recorded is None


def test_a_first_event_chained_to_another_hash_than_the_genesis_hash(
        played: Chronicle, race: DiceRace) -> None:
    first = played.records[0]
    elsewhere = "sha256:" + "1" * 64
    records = reseal(played.records)
    records[0] = replace(first, prev_hash=elsewhere,
                         hash=record_hash(1, first.fact, elsewhere))
    difference = found(race, records)
    assert named(difference) == (
        "chain-broken", 1, 1, "event 1 does not begin the hash chain: it chains to another "
                              "hash than the genesis hash")
    assert difference.differences == (FieldDifference("prev_hash", elsewhere, GENESIS_HASH),)


def test_a_resealed_data_change_fails_resimulation(played: Chronicle, race: DiceRace) -> None:
    records = list(played.records)
    records[4] = with_data(records[4], steps=5, to=5)
    difference = found(race, reseal(records))
    assert named(difference) == (
        "another-event", 5, 5, "event 5 differs from its re-simulation: the first outcome "
                               "that differs follows the decision at event 3 (walk)")
    assert difference.reason == "re-simulation gives another event here"
    assert difference.decision == InputAt(3, "Decision", {"action": "walk", "args": {}})
    assert difference.differences == (FieldDifference("data.steps", 5, 2),
                                      FieldDifference("data.to", 5, 2))
    assert (difference.recorded, difference.expected) == (
        {"kind": "Moved", "data": {"steps": 5, "stumbled": False, "to": 5}, "rule": "DR-2"},
        {"kind": "Moved", "data": {"steps": 2, "stumbled": False, "to": 2}, "rule": "DR-2"})


def test_a_resealed_start_whose_setup_the_rules_refuse_names_the_problems(
        played: Chronicle, race: DiceRace) -> None:
    records = list(played.records)
    start = records[0].data
    records[0] = with_data(records[0], setup={"goal": "far", "turns": 8})
    assert named(found(race, reseal(records))) == (
        "cannot-start", 1, 1, "event 1 (GameStarted) starts no game: its setup is not valid: "
                              'goal must be a whole number, not the text "far"')
    # A setup a game never records (preparing it gives every field), which the rules
    # could not start from anyway: named field by field.
    records[0] = with_data(records[0], setup={})
    difference = found(race, reseal(records))
    assert difference.reason == (
        "the game cannot start from its first event: its setup is not valid: goal: nothing is "
        "recorded, but a game started with this setup records 30; turns: nothing is recorded, "
        "but a game started with this setup records 8")
    assert start["setup"] == RACE_SETUP


def test_a_start_is_checked_as_starting_a_game_would_write_it(
        played: Chronicle, race: DiceRace) -> None:
    """check_start: the setup prepared again must come out as recorded; the seed and undo
    policy pass start_data; no field but GameStarted's own is there."""
    start = dict(played.records[0].data)
    check_start(race, start)
    check_start(race, {**start, "challenge": "cup"})  # a challenge entry's tag
    with pytest.raises(InvalidSetup) as refused:
        check_start(race, {**start, "note": "x", "challenge": 7, "setup": {"goal": 20},
                           "seed": True})
    assert refused.value.problems == (
        "'note' is not a field of GameStarted", "challenge: the challenge's id is a string, not 7",
        "turns: nothing is recorded, but a game started with this setup records 8",
        "seed: a string or a whole number, not true")
    with pytest.raises(InvalidSetup) as refused:
        check_start(race, {**start, "setup": [20, 6], "undo_policy": "always"})
    assert refused.value.problems == (
        "setup: an object is needed", "undo_policy: one of free, before-reveal, none, not "
                                      "'always'")
    with pytest.raises(CatalogMismatch):
        check_start(race, {**start, "ruleset_version": "0"})


def test_a_burglar_s_home_is_checked_against_his_homes_in_the_site_deck() -> None:
    """Gandalf's home ("Any Haven") is the first Haven of the site deck as given; prepared
    again from the sorted site deck it would be another, so the start check admits any of his
    homes in the deck, and refuses a site that is none, naming the field."""
    burglar = make_ruleset("burglar", starter_catalog())
    game = Chronicle.begin(burglar, 7, {"burglar": "Gandalf", "deck": "default"})
    start = game.records[0].data
    setup = start["setup"]
    assert isinstance(setup, Mapping) and isinstance(setup["sites"], list)
    again = burglar.prepare({k: v for k, v in setup.items() if k != "home"})
    assert again["home"] != setup["home"]
    assert verify(burglar, game.records).ok
    havens = [s for s in setup["sites"] if burglar.catalog.get(str(s)).is_haven]
    assert burglar.derived_values(setup) == {"home": havens} and setup["home"] in havens
    check_start(burglar, {**start, "setup": {**setup, "home": again["home"]}})
    bag_end = burglar.catalog.find("Bag End", "Hero").id
    with pytest.raises(InvalidSetup) as refused:
        check_start(burglar, {**start, "setup": {**setup, "home": bag_end}})
    assert refused.value.problems == (
        f'home: "{bag_end}" is recorded, but a game started with this setup records one of '
        + ", ".join(f'"{h}"' for h in havens),)


def test_a_forged_home_that_re_simulates_is_refused_at_the_start(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Bilbo's home is Bag End: a start recording Rivendell instead, every event naming it
    there and every hash made again, re-simulates event for event, so only the start check
    tells it (``cannot-start``, naming the field)."""
    burglar = make_ruleset("burglar", starter_catalog())
    records = list(Chronicle.begin(burglar, 5, {}).records)
    setup = records[0].data["setup"]
    assert isinstance(setup, Mapping)
    rivendell = burglar.catalog.find("Rivendell", "Hero").id
    assert burglar.catalog.get(str(setup["home"])).name == "Bag End"
    forged_start = {**records[0].data, "setup": {**setup, "home": rivendell}}
    moved = [replace(r, data=json.loads(json.dumps(r.data).replace('"Bag End"', '"Rivendell"')))
             for r in records[1:]]
    forged = reseal([replace(records[0], data=forged_start), *moved])
    with monkeypatch.context() as unchecked:  # re-simulation alone, the start unchecked
        unchecked.setattr("domain.chronicle.check_start", lambda ruleset, start: None)
        resimulated = Chronicle.open(burglar, forged_start).records
    assert [(r.kind, r.data) for r in resimulated] == [(r.kind, r.data) for r in forged]
    difference = verify(burglar, forged).difference
    assert difference is not None and named(difference) == (
        "cannot-start", 1, 1, f'event 1 (GameStarted) starts no game: its setup is not valid: '
        f'home: "{rivendell}" is recorded, but a game started with this setup records '
        f'"{setup["home"]}"')


def test_a_resealed_dice_change_is_found_at_the_roll(played: Chronicle,
                                                     race: DiceRace) -> None:
    records = list(played.records)
    records[8] = with_data(records[8], values=[6, 5], total=11)
    difference = found(race, reseal(records))
    assert named(difference) == (
        "another-event", 9, 9, "event 9 differs from its re-simulation: the first outcome "
                               "that differs follows the decision at event 8 (run)")
    assert difference.differences == (FieldDifference("data.total", 11, 3),
                                      FieldDifference("data.values[0]", 6, 2),
                                      FieldDifference("data.values[1]", 5, 1))


def test_reordered_events_are_found(played: Chronicle, race: DiceRace) -> None:
    records = list(played.records)
    records[3], records[4] = records[4], records[3]
    difference = found(race, records)
    assert named(difference) == ("out-of-order", 4, 4, "event 4 is missing or out of order "
                                                       "(found 5)")
    assert difference.differences == (FieldDifference("version", 5, 4),)
    difference = found(race, reseal(records))
    assert (difference.kind, difference.version) == ("another-event", 4)
    # Another kind of event: its data is told whole, not key by key.
    assert [d.path for d in difference.differences] == ["kind", "data"]  # the same rule
    assert difference.differences[0] == FieldDifference("kind", "Moved", "DiceRolled")


def test_a_removed_event_is_found(played: Chronicle, race: DiceRace) -> None:
    records = [r for r in played.records if r.version != 7]
    assert named(found(race, records))[:3] == ("out-of-order", 7, 7)
    difference = found(race, reseal(records))
    assert named(difference) == (
        "another-event", 7, 7, "event 7 differs from its re-simulation: the first outcome "
                               "that differs follows the decision at event 6 (draw)")
    assert (difference.recorded, difference.expected) == (
        {"kind": "Decision", "data": {"action": "run", "args": {}}, "rule": None},
        {"kind": "BoostDrawn", "data": {"value": 4}, "rule": "DR-4"})


def test_a_changed_decision_is_found(played: Chronicle, race: DiceRace) -> None:
    records = list(played.records)
    records[2] = with_data(records[2], action="run")
    assert named(found(race, records))[:3] == ("content-changed", 3, 3)
    difference = found(race, reseal(records))
    # The decision is an input: what differs first is the roll that follows it, and the
    # verdict names the decision it follows.
    assert named(difference) == (
        "another-event", 4, 4, "event 4 differs from its re-simulation: the first outcome "
                               "that differs follows the decision at event 3 (run)")
    assert difference.decision == InputAt(3, "Decision", {"action": "run", "args": {}})
    assert (difference.expected or {})["data"] == {
        "stream": "dice", "index": 0, "next": 2, "values": [2, 2], "total": 4, "purpose": "run"}


def test_a_decision_changed_to_an_illegal_one_is_refused_on_resimulation(
        played: Chronicle, race: DiceRace) -> None:
    records = list(played.records)
    records[7] = with_data(records[7], action="draw")  # a boost is already in hand
    difference = found(race, reseal(records))
    refusal = ("'draw' is not an action open now. You cannot draw: the deck is empty or a "
               "boost is in hand. Open now: walk, run. [DR-4]")
    assert named(difference) == (
        "input-refused", 8, 8, f"the decision at event 8 (draw) is refused on re-simulation: "
                               f"{refusal}")
    assert difference.reason == f"this input is refused on re-simulation: {refusal}"
    assert difference.decision == InputAt(8, "Decision", {"action": "draw", "args": {}})


def test_an_input_the_rules_fail_on_unexpectedly_is_refused_without_python_text(
        played: Chronicle, race: DiceRace, monkeypatch: pytest.MonkeyPatch) -> None:
    def failing(self: Chronicle, action: str, args: Mapping[str, JSON]) -> list[Record]:
        raise KeyError("hidden_internal_key")

    monkeypatch.setattr(Chronicle, "decide", failing)
    difference = found(race, played.records)
    assert difference.reason == ("this input is refused on re-simulation: the rules stop on "
                                 "it without naming why")
    assert "hidden_internal_key" not in json.dumps(difference.to_json())
    # The failure is kept for the server's log only, and compares as no part of the verdict.
    assert isinstance(difference.fault, KeyError)
    assert difference == replace(difference, fault=None)


def test_a_decision_recorded_without_its_arguments_is_recorded_otherwise(
        played: Chronicle, race: DiceRace) -> None:
    records = list(played.records)
    records[7] = replace(records[7], data={"action": "run"})
    difference = found(race, reseal(records))
    assert named(difference) == (
        "input-differs", 8, 8, "the decision at event 8 (run) is recorded differently on "
                               "re-simulation")
    assert difference.differences == (FieldDifference("data", {"action": "run"},
                                                      {"action": "run", "args": {}}),)


def test_an_invented_outcome_is_found(played: Chronicle, race: DiceRace) -> None:
    extra = seal(11, Fact("BoostDrawn", {"value": 5}, "DR-4"), played.head_hash)
    difference = found(race, [*played.records, extra])
    assert named(difference) == (
        "unexpected-event", 11, 11, "event 11 (BoostDrawn) does not follow from the decisions "
                                    "before it: re-simulation gives no more events after the "
                                    "decision at event 8 (run) until the next input")
    assert (difference.recorded, difference.expected, difference.differences) == (
        {"kind": "BoostDrawn", "data": {"value": 5}, "rule": "DR-4"}, None, ())


def test_a_second_game_started_is_found(played: Chronicle, race: DiceRace) -> None:
    again = seal(11, played.records[0].fact, played.head_hash)
    assert named(found(race, [*played.records, again])) == (
        "repeated-start", 11, 11, "event 11 is GameStarted again: it may only be the first "
                                  "event")


def test_a_log_cut_short_is_found(played: Chronicle, race: DiceRace) -> None:
    difference = found(race, played.records[:9])
    assert named(difference) == (
        "ends-early", 10, 10, "the log ends early, at event 9: re-simulation continues with "
                              "event 10 (Moved), which follows the decision at event 8 (run)")
    assert (difference.recorded, difference.expected) == (
        None, {"kind": "Moved", "data": {"steps": 7, "stumbled": False, "to": 9},
               "rule": "DR-3"})
    assert verify(race, played.records[:9]).to_json() == {
        "ok": False, "events": 9, "first_difference": {
            "version": 10, "reason": "the log ends early: re-simulation continues",
            "recorded": None, "expected": difference.expected, "kind": "ends-early",
            "event": 10, "summary": difference.summary,
            "decision": {"version": 8, "kind": "Decision",
                         "data": {"action": "run", "args": {}}},
            "differences": []},
        "ruleset": None, "ruleset_version": None, "challenge": None, "final_hash": None,
        "result": None}


def test_outcomes_before_any_decision_follow_the_start(played: Chronicle,
                                                        race: DiceRace) -> None:
    records = list(played.records)
    records[1] = with_data(records[1], cards=[5, 4, 3, 2, 1])
    assert found(race, reseal(records)).summary == (
        "event 2 differs from its re-simulation: the first outcome that differs follows the "
        "game's start (no decision before it)")


def test_a_log_must_begin_with_game_started(played: Chronicle, race: DiceRace) -> None:
    assert named(found(race, reseal(played.records[1:]))) == (
        "no-start", 1, 1, "event 1 is DeckShuffled, not GameStarted: a game must begin with "
                          "GameStarted")
    assert named(found(race, [])) == (
        "no-start", 1, 1, "the log holds no event: a game must begin with GameStarted")
    with pytest.raises(InvalidLog, match="must begin with GameStarted"):
        Chronicle(race, played.records[1:])


@pytest.mark.parametrize("target", [12, 11, 0, "7", None])
def test_a_stored_undo_to_no_earlier_version_is_refused(played: Chronicle, race: DiceRace,
                                                        target: Any) -> None:
    forged = reseal([*played.records, Record(11, "Undone", {"to_version": target}, None,
                                              "", "")])
    with pytest.raises(InvalidLog, match=f"Event 11 undoes to version {target}, which does "
                                         "not come before it."):
        Chronicle(race, forged)


def test_repeated_undos_to_one_version_fold_to_its_state(race: DiceRace) -> None:
    """Trying one line after another from the same point: each undo's state is the point's,
    whether the log is played or folded from storage, with any spacing of snapshots."""
    tried = begin(race)
    tried.decide("walk")
    point = tried.version
    for action in ("walk", "run", "draw", "walk"):
        tried.decide(action)
        tried.undo(to_version=point)
        assert tried.table == tried.state_at(point)
    for every in (1, 2, 3, 32):
        folded = Chronicle(race, tried.records, every)
        assert folded.table == tried.table
        assert [folded.state_at(v) for v in range(1, tried.version + 1)] == \
            [tried.state_at(v) for v in range(1, tried.version + 1)]


def test_records_survive_a_json_round_trip(played: Chronicle, race: DiceRace) -> None:
    copied = [Record.from_json(r.to_json()) for r in played.records]
    assert copied == played.records
    assert Chronicle(race, copied).table == played.table


# -- version pins ---------------------------------------------------------------------------

def test_replay_under_another_catalog_is_refused(played: Chronicle) -> None:
    other = make_ruleset("dice-race", stand_in("sha256:another"))
    message = ("This game was recorded under card catalog sha256:stand-in, but this server "
               "runs sha256:another; it cannot be replayed here without risking another result.")
    with pytest.raises(CatalogMismatch) as refused:
        Chronicle(other, played.records)
    assert refused.value.message == message
    with pytest.raises(CatalogMismatch, match="card catalog sha256:stand-in"):
        verify(other, played.records)


@pytest.mark.parametrize(
    ("field", "what"),
    [("ruleset_version", "dice-race ruleset version 0"), ("engine", "engine version 0")],
)
def test_replay_under_another_version_is_refused(played: Chronicle, race: DiceRace,
                                                 field: str, what: str) -> None:
    records = reseal([with_data(played.records[0], **{field: "0"}), *played.records[1:]])
    with pytest.raises(CatalogMismatch, match=f"recorded under {what}, but this server runs"):
        Chronicle(race, records)
    with pytest.raises(CatalogMismatch, match=f"recorded under {what}"):
        verify(race, records)


def test_the_starter_catalog_digest_is_recorded_and_pinned(starter: Any) -> None:
    ruleset = make_ruleset("dice-race", starter)
    chronicle = Chronicle.begin(ruleset, 42, RACE_SETUP)
    assert chronicle.records[0].data["catalog"] == starter.digest
    assert str(starter.digest).startswith("sha256:")
    elsewhere = make_ruleset("dice-race", stand_in())
    with pytest.raises(CatalogMismatch, match=f"card catalog {starter.digest}, but this "
                                              "server runs sha256:stand-in"):
        Chronicle(elsewhere, chronicle.records)
