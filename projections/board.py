"""The board view: what lies on the table at a version, and whether the game is over."""

from __future__ import annotations

from domain.canonical import JSON
from domain.chronicle import Chronicle
from domain.ruleset import Table


def table_at(chronicle: Chronicle, version: int) -> Table[object]:
    """The state after ``version``; the tip is already at hand, older versions are replayed."""
    if version == chronicle.version:
        return chronicle.table
    return chronicle.state_at(version)


def board_view(chronicle: Chronicle, version: int) -> dict[str, JSON]:
    ruleset = chronicle.ruleset
    rules = table_at(chronicle, version).rules
    return {"version": version, "ruleset": ruleset.id, "board": ruleset.board(rules),
            "result": ruleset.result(rules)}
