"""The audit of one event: what happened, which decision caused it, which random draw it took,
the clause behind it, and the table just before and just after."""

from __future__ import annotations

from domain.canonical import JSON
from domain.chronicle import Chronicle, Record
from domain.ruleset import DECISION, INPUT_KINDS, RANDOM_KINDS
from projections.board import table_at
from projections.citing import cite


def audit_view(chronicle: Chronicle, version: int) -> dict[str, JSON]:
    ruleset = chronicle.ruleset
    history = chronicle.history(version)  # refuses a version the game does not have
    record = history[-1]
    before = None
    if version > 1:
        # Every record follows the one stored just before it (an Undone record too: it is
        # appended at the tip), so the state before event v is the state at v - 1.
        before = ruleset.board(table_at(chronicle, version - 1).rules)
    return {
        "version": version,
        "event": record.to_json(),
        "line": ruleset.narrate(record.fact),
        "decision": _cause(history),
        "random": _draw(record),
        "clause": cite(ruleset, record.rule),
        "before": before,
        "after": ruleset.board(table_at(chronicle, version).rules),
    }


def _cause(history: list[Record]) -> dict[str, JSON] | None:
    """The Decision this event follows from: walking back, the first input met, if it is a
    Decision. Opening facts follow GameStarted and undo and fork are inputs themselves, so
    they have none."""
    for record in reversed(history):
        if record.kind in INPUT_KINDS:
            return record.to_json() if record.kind == DECISION else None
    return None


def _draw(record: Record) -> dict[str, JSON] | None:
    if record.kind not in RANDOM_KINDS:
        return None
    return {"stream": record.data["stream"], "index": record.data["index"],
            "next": record.data["next"]}
