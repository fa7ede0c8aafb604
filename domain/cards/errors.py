"""Errors of the card catalog.

A :class:`CatalogError` says which file, which record (card id) and which field was wrong, both
in its message and as attributes, so a user can fix their data without reading code.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.errors import RedBookError
from domain.text import quoted


class CatalogError(RedBookError):
    """Card data that cannot be read: a missing file, not JSON, or a record of the wrong shape."""

    code = "card-catalog"
    status = 422

    def __init__(self, problem: str, *, source: str | None = None, record: str | None = None,
                 field: str | None = None, problems: Sequence[str] = ()) -> None:
        parts = []
        if source:
            parts.append(source)
        if record:
            parts.append(f"card {record}")
        if field:
            parts.append(f"field {field!r}")
        message = ": ".join([*parts, problem]) if parts else problem
        super().__init__(message, problems=problems)
        self.problem = problem
        self.source = source
        self.record = record
        self.field = field


class UnknownCard(CatalogError):
    """A card id or name that the catalog does not hold; ``suggestions`` lists close names."""

    code = "unknown-card"

    def __init__(self, problem: str, *, key: str, suggestions: Sequence[str] = (),
                 source: str | None = None) -> None:
        if suggestions:
            problem += " Did you mean " + ", ".join(map(quoted, suggestions)) + "?"
        super().__init__(problem, source=source)
        self.key = key
        self.suggestions = tuple(suggestions)
