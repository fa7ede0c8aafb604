"""Branch comparison: where two games that share a beginning part ways."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from fastapi import APIRouter
from pydantic import BaseModel

from api.auth import CurrentCaller, authorize_read
from api.deps import READ_GAME, Games, Service
from api.sealing import seal_of
from domain.canonical import JSON
from domain.compare import compare

router = APIRouter(tags=["games"])


class LastCommon(BaseModel):
    a_version: int
    b_version: int
    shared_events: int
    a_set_aside: int  # records before a_version that are not shared play: a_version - shared
    b_set_aside: int


class Row(BaseModel):
    a: dict[str, Any] | None
    b: dict[str, Any] | None


class ComparisonOut(BaseModel):
    game_id: str
    other_id: str
    last_common: LastCommon
    identical: bool
    rows: list[Row]


@router.get("/games/{game_id}/compare/{other_id}", response_model=ComparisonOut, **READ_GAME,
            summary="The last common version, then both continuations side by side")
def get_comparison(game_id: UUID, other_id: UUID, caller: CurrentCaller, service: Service,
                   games: Games) -> JSON:
    for gid in (game_id, other_id):
        authorize_read(caller, games.game(gid))
    a, b = service.load(game_id), service.load(other_id)
    body: JSON = {"game_id": str(game_id), "other_id": str(other_id),
                  **compare(a.history(), b.history()).to_json()}
    for gid in (game_id, other_id):
        body = seal_of(service, gid)(body)
    return body
