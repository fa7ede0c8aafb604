"""The clause behind a ruling, with the summary a player can read."""

from __future__ import annotations

from typing import Any

from domain.clauses import lookup
from domain.ruleset import Ruleset


def cite(ruleset: Ruleset[Any] | None, rule: str | None) -> dict[str, str] | None:
    """``{"id", "summary"}`` for a clause id: the ruleset's own catalog first (some rulesets,
    like the dice race, carry clauses that are not in the shared catalogs), then any catalog."""
    if rule is None:
        return None
    clause = (ruleset.clauses().get(rule) if ruleset is not None else None) or lookup(rule)
    if clause is None:
        return {"id": rule, "summary": ""}
    return {"id": clause.id, "summary": clause.summary}
