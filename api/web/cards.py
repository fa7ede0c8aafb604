"""The facts of cards by id or by name, for the web table: a card shows by its name with its
facts on hover, but many views hold a card's name only (a hand, an item, a site) and some a
bare id (the attack's source, a strike's target). Facts come from the server's catalog (the
Council of Elrond's card data), which holds no rules text."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query
from fastapi.exceptions import RequestValidationError
from pydantic import BaseModel, Field

from api.deps import Service
from api.schemas import problems
from domain.canonical import JSON

#: the most ids and names one request may ask for (a board holds far fewer)
MOST = 200


class CardsOut(BaseModel):
    cards: dict[str, dict[str, Any]] = Field(
        description="Each id or name asked for that the catalog knows -> the card's facts "
                    "(id, name, card_type and the facts that differ from their defaults); a "
                    "name printed in several sets is its earliest printing.")
    unknown: list[str] = Field(description="The ids and names the catalog does not hold.")


Ids = Annotated[list[str], Query(default_factory=list, alias="id", max_length=MOST,
                                 description="A card id, e.g. TW-77; repeat it for more")]
Names = Annotated[list[str], Query(default_factory=list, alias="name", max_length=MOST,
                                   description="A card's English name (case and accents "
                                               "aside), e.g. Sting; repeat it for more")]

router = APIRouter(tags=["cards"])


#: What a request that asks for no card, or by another parameter, is told to give.
ASK = "give one or more cards to look up: id=TW-77 or name=Sting, each repeated for more"


def asked(ids: list[str], names: list[str]) -> None:
    """Refuse a request that asks for no card (a parameter there is not, a misspelled
    ``ids=``, is refused as on every route: :mod:`api.query`)."""
    if not ids and not names:
        raise RequestValidationError([{"loc": ("query", "id"), "type": "missing",
                                       "msg": ASK}])


@router.get("/cards", response_model=CardsOut, responses=problems(422),
            summary="The catalog's facts of the cards with these ids or names")
def get_cards(service: Service, ids: Ids, names: Names) -> JSON:
    """At least one `id` or `name` is needed; any other parameter is a 422 naming it."""
    asked(ids, names)
    catalog = service.catalog
    cards: dict[str, JSON] = {}
    unknown: list[str] = []
    for key in dict.fromkeys(ids):
        if key in catalog:
            cards[key] = catalog.get(key).to_json()
        else:
            unknown.append(key)
    for key in dict.fromkeys(names):
        found = catalog.find_all(key)
        if found:
            cards[key] = found[0].to_json()
        else:
            unknown.append(key)
    return {"cards": cards, "unknown": unknown}
