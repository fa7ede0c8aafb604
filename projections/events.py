"""The event log as players read it: each stored event with its clause and its hash."""

from __future__ import annotations

from typing import Any

from domain.canonical import JSON
from domain.chronicle import Record
from domain.ruleset import Ruleset
from projections.citing import cite


def event_view(ruleset: Ruleset[Any] | None, record: Record) -> dict[str, JSON]:
    """``ruleset`` is None for a game whose ruleset this server does not run."""
    view = record.to_json()
    view["clause"] = cite(ruleset, record.rule)
    return view
