"""A deck checked over HTTP, as ``redbook deck check`` checks a file: nothing is written."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Body
from pydantic import BaseModel

from api.deps import Service
from api.schemas import JsonValue, problems
from domain.canonical import JSON
from domain.engine import balrog_deck

router = APIRouter(tags=["decks"])


class DeckCheckOut(BaseModel):
    balrog_player: bool
    problems: list[str]  # each ends with its clause in brackets ("... [BA-START-1]")
    unknown: dict[str, str]  # clause -> why the deck is not checked against it


@router.post("/decks/check", response_model=DeckCheckOut, responses=problems(400, 413, 422),
             summary="Check a Balrog player's deck against The Balrog's rules")
def check_deck(deck: Annotated[JsonValue, Body(description="card id lists by part: "
                                               + ", ".join(balrog_deck.PARTS))],
               service: Service) -> JSON:
    found = balrog_deck.check_in(balrog_deck.deck_of(deck), service.catalog)
    return found.to_json()
