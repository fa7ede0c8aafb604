"""``GET /cards/coverage``: every card of The Wizards with how the engine and each ruleset that
plays cards by their text play it, as ``redbook cards --coverage --json`` prints it
(``domain/coverage.py``)."""

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
                    f"{', '.join(coverage.ENGINE_STATUSES)}), missing (what its script leaves "
                    "out), test (the test that proves its script) and, by ruleset, its status "
                    "and what is missing there; there also "
                    f"{coverage.NOT_IN_RULESET!r}: the ruleset never puts the card in play, "
                    "its missing naming the clause that keeps it out.")
    totals: dict[str, int] = Field(description="How many cards have each status, and all (the "
                                               "engine's: none is not in this ruleset).")
    ruleset_totals: dict[str, dict[str, int]] = Field(
        description="By ruleset: how many cards have each status there, and all.")
    rulesets: list[str] = Field(description="The rulesets that play cards by their text.")


@router.get("/cards/coverage", response_model=CoverageOut,
            summary="How much of The Wizards the engine and each ruleset play")
def get_card_coverage(service: Service) -> dict[str, Any]:
    return coverage.document(service.catalog)
