"""The narrative log: one readable line per stored event, citing the clause behind it."""

from __future__ import annotations

from typing import Any

from domain.canonical import JSON
from domain.chronicle import Chronicle, Record
from domain.ruleset import Ruleset
from projections.citing import cite


def narrative_line(ruleset: Ruleset[Any], record: Record,
                   chronicle: Chronicle | None = None) -> dict[str, JSON]:
    """``record``'s line; with its game's ``chronicle``, a decision is told by the words its
    action was offered with (``Chronicle.narrate``)."""
    line = chronicle.narrate(record) if chronicle is not None else ruleset.narrate(record.fact)
    return {"version": record.version, "kind": record.kind, "rule": record.rule,
            "clause": cite(ruleset, record.rule), "line": line}
