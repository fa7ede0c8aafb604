"""For any seed and any run of legal choices and undos, the log verifies, and replaying its
records from scratch gives exactly the live state."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from domain.chronicle import Chronicle, verify
from domain.errors import UndoRefused
from domain.ruleset import make_ruleset
from tests.support import GAME_SEEDS, stand_in

UNDO = -1
RACE = make_ruleset("dice-race", stand_in())

SEEDS = GAME_SEEDS
SETUPS = st.fixed_dictionaries({"goal": st.integers(1, 60), "turns": st.integers(1, 15)})
#: A move is an index into the legal actions (taken modulo their number), or UNDO with how
#: many steps to take back.
MOVES = st.lists(
    st.one_of(st.tuples(st.integers(0, 5), st.just(0)),
              st.tuples(st.just(UNDO), st.integers(1, 3))),
    max_size=40,
)


def play(seed: str | int, setup: dict[str, int], policy: str,
         moves: list[tuple[int, int]], snapshot_every: int = 1) -> Chronicle:
    chronicle = Chronicle.begin(RACE, seed, setup, policy, snapshot_every)
    for choice, steps in moves:
        if choice == UNDO:
            before = chronicle.version
            try:
                chronicle.undo(steps=steps)
            except UndoRefused:
                assert chronicle.version == before
            continue
        actions = chronicle.actions()
        if not actions:
            break
        chronicle.decide(actions[choice % len(actions)].id)
    return chronicle


@settings(max_examples=150, deadline=None)
@given(SEEDS, SETUPS, st.sampled_from(["free", "before-reveal", "none"]), MOVES)
def test_any_play_verifies_and_replays_to_the_same_state(
        seed: str | int, setup: dict[str, int], policy: str,
        moves: list[tuple[int, int]]) -> None:
    live = play(seed, setup, policy, moves)
    verdict = verify(RACE, live.records)
    assert verdict.ok, verdict.difference
    assert verdict.events == live.version
    replayed = Chronicle(RACE, live.records)
    assert replayed.table == live.table
    assert replayed.records == live.records
    assert [a.id for a in replayed.actions()] == [a.id for a in live.actions()]
    for version in range(1, live.version + 1):
        assert replayed.state_at(version) == live.state_at(version)
        assert live.state_at(version) == live.replay_state_at(version)


@settings(max_examples=100, deadline=None)
@given(SEEDS, SETUPS, MOVES, st.integers(2, 7))
def test_sparse_snapshots_give_the_same_play_and_every_past_state(
        seed: str | int, setup: dict[str, int], moves: list[tuple[int, int]],
        every: int) -> None:
    full = play(seed, setup, "free", moves)
    sparse = play(seed, setup, "free", moves, snapshot_every=every)
    reloaded = Chronicle(RACE, full.records, snapshot_every=every)
    assert sparse.records == full.records
    assert sparse.table == reloaded.table == full.table
    for version in range(1, full.version + 1):
        assert sparse.state_at(version) == reloaded.state_at(version) == full.state_at(version)


@settings(max_examples=100, deadline=None)
@given(SEEDS, SETUPS, MOVES, st.data())
def test_any_fork_verifies_and_starts_where_its_parent_was(
        seed: str | int, setup: dict[str, int], moves: list[tuple[int, int]],
        data: st.DataObject) -> None:
    parent = play(seed, setup, "free", moves)
    at_rest = [r.version for r in parent.records
               if r.version == parent.version or parent.records[r.version].kind in (
                   "Decision", "Undone", "Forked")]
    at = data.draw(st.sampled_from(at_rest))
    records = parent.fork_records("parent", at)
    assert verify(RACE, records).ok
    assert Chronicle(RACE, records).table == parent.state_at(at)


@settings(max_examples=100, deadline=None)
@given(SEEDS, st.fixed_dictionaries({"goal": st.integers(100, 300), "turns": st.integers(25, 60)}),
       st.lists(st.integers(0, 5), min_size=1, max_size=20))
def test_undo_then_the_same_decision_gives_the_same_events(
        seed: str | int, setup: dict[str, int], choices: list[int]) -> None:
    chronicle = play(seed, setup, "free", [(c, 0) for c in choices[:-1]])
    actions = chronicle.actions()
    assume(actions)
    action = actions[choices[-1] % len(actions)].id
    first = chronicle.decide(action)
    chronicle.undo(steps=1)
    again = chronicle.decide(action)
    assert [(r.kind, r.data, r.rule) for r in again] == [
        (r.kind, r.data, r.rule) for r in first]
