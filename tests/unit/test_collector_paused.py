"""The cyclic garbage collector is paused while a simulated game is played (its states and
records hold no cycles), and left as it was found afterwards, even when play fails."""

from __future__ import annotations

import gc
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from api.simulation import spread
from api.simulation.games import Played, autoplay, export_document
from domain.canonical import JSON
from domain.cards import starter_catalog
from domain.ruleset import Action
from domain.rulesets.dice_race import DiceRace, RaceState
from domain.store.collector import frozen_for_forks, paused_collection


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


@pytest.mark.usefixtures("collector_on")
def test_a_run_resumes_the_collector_only_once_each_game_is_written_and_let_go(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A collection set off as the game ends would walk all of its records, still held.
    race = WatchedRace()
    written: list[bool] = []
    export = export_document

    def watched_export(ruleset_id: str, played: Played,
                       setup: dict[str, JSON] | None = None) -> dict[str, JSON]:
        written.append(gc.isenabled())
        return export(ruleset_id, played, setup)

    monkeypatch.setattr(spread, "export_document", watched_export)
    setup: dict[str, JSON] = {"goal": 30, "turns": 8}
    spread._start("dice-race", starter_catalog(), (spread.Side(setup, tmp_path),))
    monkeypatch.setitem(spread._WORKER, "ruleset", race)
    (row,) = spread._play((4, 3))
    assert row.outcome in ("won", "lost") and not any(race.collecting)
    assert written == [False]
    assert (tmp_path / "game-00004.json").is_file()
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


@pytest.mark.usefixtures("collector_on")
def test_while_objects_are_frozen_for_forked_workers_a_game_never_thaws_them() -> None:
    # A worker forked from a frozen process must not thaw what it inherited (its collections
    # would walk, and so copy, every inherited page): what a game made is frozen with it.
    gc.unfreeze()
    with frozen_for_forks():
        inherited = gc.get_freeze_count()
        assert inherited > 0
        with paused_collection():
            made = [[n] for n in range(1000)]
        assert gc.get_freeze_count() >= inherited + len(made)
        assert gc.isenabled()
    assert gc.get_freeze_count() == 0


@pytest.mark.usefixtures("collector_on")
def test_elsewhere_what_a_game_made_joins_the_oldest_generation_unfrozen() -> None:
    gc.unfreeze()
    with paused_collection():
        made = [[n] for n in range(1000)]
    assert gc.get_freeze_count() == 0
    assert gc.get_count()[0] < len(made)  # not left young, for the next collection to walk
