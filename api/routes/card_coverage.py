"""``GET /cards/coverage``: every card of The Wizards with how each ruleset that plays cards by
their text plays it and how it plays in every ruleset that puts it in play, as
``redbook cards --coverage --json`` prints it (``domain/coverage.py``)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel, Field

from api.deps import Service
from domain import coverage

router = APIRouter(tags=["cards"])


class CoverageOut(BaseModel):
    cards: list[dict[str, Any]] = Field(
        description="Every TW card of the server's catalog: id, name, kind, status (one of "
                    f"{', '.join(coverage.STATUSES)}: how it plays in every ruleset that puts "
                    "it in play, the least complete of their statuses, or "
                    f"{coverage.NOT_IN_RULESET!r} where none does), missing (what those "
                    "rulesets say, each named), test (the test that proves the engine's "
                    "script) and, by ruleset, its status and what is missing there (what "
                    "needs the two-player game opening 'needs the two-player game: '); "
                    f"{coverage.NOT_IN_RULESET!r}: the ruleset never puts the card in play, "
                    "its missing naming the clause and why.")
    totals: dict[str, int] = Field(description="How many cards have each status in every "
                                               "ruleset, and all.")
    ruleset_totals: dict[str, dict[str, int]] = Field(
        description="By ruleset: how many cards have each status there, and all.")
    rulesets: list[str] = Field(description="The rulesets that play cards by their text.")


@router.get("/cards/coverage", response_model=CoverageOut,
            summary="How each ruleset plays the cards of The Wizards")
def get_card_coverage(service: Service) -> dict[str, Any]:
    return coverage.document(service.catalog)
