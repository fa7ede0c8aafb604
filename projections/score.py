"""The score view: marshalling points by category and the total that counts, as the ruleset
counts them (its own limits, such as no more than half from one type, included)."""

from __future__ import annotations

from domain.canonical import JSON
from domain.chronicle import Chronicle
from projections.board import table_at


def score_view(chronicle: Chronicle, version: int) -> dict[str, JSON]:
    ruleset = chronicle.ruleset
    return {"version": version, "ruleset": ruleset.id,
            "score": ruleset.score(table_at(chronicle, version).rules)}
