"""A run's games spread over processes: each process plays whole games (with every setup
compared) and writes their exports itself, so only the small rows travel back, in the order
of the games; the same rows and files as one process gives."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from api.parallel import each_in_processes
from api.simulation.games import GameRow, autoplay, export_document
from domain.cards import Catalog
from domain.ruleset import Ruleset, make_ruleset
from domain.store.collector import paused_collection


@dataclass(frozen=True)
class Side:
    """One setup a run plays every game with, and where its games' logs go (if anywhere)."""

    setup: dict[str, Any]
    folder: Path | None = None


#: What a process playing games keeps: the ruleset and the sides of the run.
_WORKER: dict[str, Any] = {}


def _start(ruleset_id: str, catalog: Catalog, sides: tuple[Side, ...],
           version: str | None = None) -> None:
    _WORKER.clear()
    ruleset = make_ruleset(ruleset_id, catalog)  # as it played ``version`` (the newest: None)
    _WORKER["ruleset"] = ruleset if version is None else ruleset.at_version(version)
    _WORKER["sides"] = sides


def _play(game: tuple[int, str | int]) -> tuple[GameRow, ...]:
    number, seed = game
    ruleset = _WORKER["ruleset"]
    # The collector stays paused until each game is written and let go: a collection set off
    # as a game ends would walk every record it holds, only to find them all alive.
    with paused_collection():
        return tuple(_side(ruleset, number, seed, side) for side in _WORKER["sides"])


def _side(ruleset: Ruleset[Any], number: int, seed: str | int, side: Side) -> GameRow:
    """The game played with ``side``'s setup, its log written where the side keeps them."""
    played = autoplay(ruleset, seed, side.setup)
    if side.folder is not None:
        document = export_document(ruleset.id, played, side.setup)
        (side.folder / f"game-{number:05d}.json").write_text(
            json.dumps(document, ensure_ascii=False, sort_keys=True), "utf-8")
    return played.row()


def play_games(ruleset_id: str, catalog: Catalog, seeds: Sequence[str | int],
               sides: tuple[Side, ...], jobs: int,
               version: str | None = None) -> Iterator[tuple[GameRow, ...]]:
    """Game ``n`` of ``seeds`` played once per side, its rows in the order of ``sides``; the
    games in order, one at a time as they are done, over ``jobs`` processes, by the ruleset
    as it played ``version`` (its newest by default; one it still replays)."""
    return each_in_processes(_play, list(enumerate(seeds)), jobs, _start,
                             (ruleset_id, catalog, sides, version))
