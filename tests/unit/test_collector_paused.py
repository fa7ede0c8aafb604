"""The cyclic garbage collector is paused while a simulated game is played (its states and
records hold no cycles), and left as it was found afterwards, even when play fails."""

from __future__ import annotations

import gc
from collections.abc import Iterator, Sequence

import pytest

from api.simulation.games import autoplay
from domain.canonical import JSON
from domain.cards import starter_catalog
from domain.ruleset import Action
from domain.rulesets.dice_race import DiceRace, RaceState
from domain.store.games import paused_collection


class WatchedRace(DiceRace):
    """The dice race, noting at each choice whether the collector runs."""

    def __init__(self, fail_at: int | None = None) -> None:
        super().__init__(starter_catalog())
        self.collecting: list[bool] = []
        self.fail_at = fail_at

    def policy(self, state: RaceState, actions: Sequence[Action]) -> tuple[str, dict[str, JSON]]:
        self.collecting.append(gc.isenabled())
        if len(self.collecting) == self.fail_at:
            raise RuntimeError("the player gives up")
        return super().policy(state, actions)


@pytest.fixture
def collector_on() -> Iterator[None]:
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


@pytest.mark.usefixtures("collector_on")
def test_a_simulated_game_is_played_with_the_collector_paused_and_resumed_after() -> None:
    race = WatchedRace()
    played = autoplay(race, 3, {"goal": 30, "turns": 8})
    assert played.outcome in ("won", "lost") and race.collecting
    assert not any(race.collecting)
    assert gc.isenabled()


@pytest.mark.usefixtures("collector_on")
def test_the_collector_is_resumed_when_play_fails() -> None:
    race = WatchedRace(fail_at=2)
    with pytest.raises(RuntimeError, match="gives up"):
        autoplay(race, 3, {"goal": 30, "turns": 8})
    assert race.collecting == [False, False]
    assert gc.isenabled()


def test_a_collector_already_paused_stays_paused() -> None:
    was = gc.isenabled()
    gc.disable()
    try:
        with paused_collection():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        if was:
            gc.enable()
