"""The facts of cards by id, for the web table: a board names most cards, but some views hold
a bare id (the attack's source, a strike's target), and the page shows names only. Facts come
from the server's catalog (the Council of Elrond's card data); it holds no rules text."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query
from pydantic import BaseModel, Field

from api.deps import Service
from api.schemas import problems
from domain.canonical import JSON

#: card ids separated by commas, e.g. "TW-77,TW-123"; 1,000 characters hold a hundred ids
IDS = r"^[\w.-]+(,[\w.-]+)*$"


class CardsOut(BaseModel):
    cards: list[dict[str, Any]] = Field(
        description="Each known card's facts (id, name, card_type and the facts that differ "
                    "from their defaults), in the order asked.")
    unknown: list[str] = Field(description="The ids asked for that the catalog does not hold.")


router = APIRouter(tags=["cards"])


@router.get("/cards", response_model=CardsOut, responses=problems(422),
            summary="The catalog's facts of the cards with these ids")
def get_cards(service: Service, ids: Annotated[str, Query(
        pattern=IDS, max_length=1000,
        description="Card ids separated by commas, e.g. TW-77,TW-123")]) -> JSON:
    asked = list(dict.fromkeys(ids.split(",")))
    catalog = service.catalog
    return {"cards": [catalog.get(i).to_json() for i in asked if i in catalog],
            "unknown": [i for i in asked if i not in catalog]}
