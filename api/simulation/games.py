"""One whole game played by a ruleset's automatic player, in memory; how each game of a run is
seeded; the row a report keeps of it and its portable log."""

from __future__ import annotations

import hashlib
import json
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from domain.canonical import JSON
from domain.chronicle import Chronicle, Record
from domain.export import EXPORT_FORMAT
from domain.ruleset import Ruleset
from domain.store.collector import paused_collection

#: Namespace of the deterministic ids given to exported simulated games.
SIMULATION_NAMESPACE = uuid.UUID("5a1d1c2e-7d0b-4f5e-9a57-0b5e7e2d1a11")
#: A game that needs more decisions than this is stopped as runaway.
MAX_DECISIONS = 100_000
#: An automatic game keeps the state of one version in this many (``Chronicle``'s
#: ``snapshot_every``): its states are read back only now and then, by folding a few records
#: on, and the states it does not keep are freed as it plays rather than held to its end.
SNAPSHOT_EVERY = 64


def game_seed(run_seed: str | int, number: int) -> int:
    """The seed of game ``number`` (counted from 0) of the run seeded ``run_seed``: the first
    49 bits of SHA-256 of ``"redbook-simulate:<run seed>:<number>"``. Hashing makes runs with
    different seeds share no game; 49 bits keep it below 10^15, a number that every command,
    the API, the web table (which sends up to 15 digits as a number) and any JSON reader that
    reads numbers as doubles (JavaScript, jq) keep exact."""
    digest = hashlib.sha256(f"redbook-simulate:{run_seed}:{number}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 15


@dataclass(frozen=True)
class GameRow:
    """What a report keeps of one game."""

    seed: str | int
    outcome: str
    score: int | None
    turns: int | None
    events: int
    #: How the game ended, when the ruleset's result says (e.g. "shadow", "free-council").
    ended_by: str | None = None
    #: The stage the game reached, for rulesets played in stages (e.g. "The Investigation").
    stage: str | None = None
    #: What the game did that its ruleset asks to count (``Ruleset.tallies``), in its order.
    tallies: tuple[tuple[str, int], ...] = ()

    def to_json(self) -> dict[str, JSON]:
        row: dict[str, JSON] = {"seed": self.seed, "outcome": self.outcome, "score": self.score,
                                "turns": self.turns, "events": self.events,
                                "ended_by": self.ended_by}
        if self.stage is not None:  # only rulesets played in stages have one
            row["stage"] = self.stage
        if self.tallies:  # only rulesets that name what to count have them
            row["tallies"] = dict(self.tallies)
        return row


@dataclass(frozen=True)
class Played(GameRow):
    """A game's row with the game itself."""

    chronicle: Chronicle = field(kw_only=True)

    def row(self) -> GameRow:
        return GameRow(self.seed, self.outcome, self.score, self.turns, self.events,
                       self.ended_by, self.stage, self.tallies)


def tallied(ruleset: Ruleset[Any], records: Sequence[Record]) -> tuple[tuple[str, int], ...]:
    """How many facts of each kind the ruleset names (``tallies``: label -> kind and, when
    not None, a field that must be true or the clause the fact cites) the game recorded."""
    # One pass over the records, each looked at only by the labels of its kind.
    counts = dict.fromkeys(ruleset.tallies, 0)
    by_kind: dict[str, list[tuple[str, str | None]]] = {}
    for label, (kind, flag) in ruleset.tallies.items():
        by_kind.setdefault(kind, []).append((label, flag))
    for r in records:
        for label, flag in by_kind.get(r.kind, ()):
            if flag is None or r.data.get(flag) is True or r.rule == flag:
                counts[label] += 1
    return tuple(counts.items())


def autoplay(ruleset: Ruleset[Any], seed: str | int, setup: dict[str, Any]) -> Played:
    """One whole game with the ruleset's policy making every choice."""
    # A game's states and records hold no cycles, so the cyclic collector, which the
    # allocations of play would set off again and again, is paused until the game ends.
    with paused_collection():
        chronicle = Chronicle.begin(ruleset, seed, setup, snapshot_every=SNAPSHOT_EVERY)
        for _ in range(MAX_DECISIONS):
            result = chronicle.result()
            if result is not None:
                break
            # The game's own ruleset: its catalog holds the cards its setup brings.
            choice = chronicle.ruleset.automatic_choice(chronicle.table.rules)
            if choice is None:
                raise RuntimeError(f"game {seed!r} has no result and no legal action")
            chronicle.decide(*choice)
        else:
            raise RuntimeError(f"game {seed!r} did not end within {MAX_DECISIONS} decisions")
    score = result.get("score")
    if not isinstance(score, int) or isinstance(score, bool):
        total = chronicle.ruleset.score(chronicle.table.rules).get("total")
        score = total if isinstance(total, int) and not isinstance(total, bool) else None
    turns = result.get("turns")
    # A short cause where the ruleset names one (by Shadow, say), else its sentence.
    ended_by = result.get("ended_by") or result.get("reason")
    stage = result.get("stage")
    return Played(seed, str(result.get("outcome")), score,
                  turns if isinstance(turns, int) else None, chronicle.version,
                  ended_by if isinstance(ended_by, str) else None,
                  stage if isinstance(stage, str) else None, tallied(ruleset, chronicle.records),
                  chronicle=chronicle)


def export_document(ruleset_id: str, played: Played,
                    setup: dict[str, Any] | None = None) -> dict[str, JSON]:
    """The game's portable log, under an id drawn from its ruleset, seed and setup (so the
    same game played with two setups gets two ids)."""
    name = f"{ruleset_id}:{played.seed!r}"
    if setup:
        name += ":" + json.dumps(setup, sort_keys=True, ensure_ascii=False)
    return {"format": EXPORT_FORMAT, "game_id": str(uuid.uuid5(SIMULATION_NAMESPACE, name)),
            "records": [r.to_json() for r in played.chronicle.records]}
