"""The narrative log: one readable line per stored event, citing the clause behind it."""

from __future__ import annotations

from typing import Any

from domain.canonical import JSON
from domain.chronicle import Record
from domain.ruleset import Ruleset
from projections.citing import cite


def narrative_line(ruleset: Ruleset[Any], record: Record) -> dict[str, JSON]:
    return {"version": record.version, "kind": record.kind, "rule": record.rule,
            "clause": cite(ruleset, record.rule), "line": ruleset.narrate(record.fact)}
