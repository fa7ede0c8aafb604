"""Projections players look at besides the board: the score, the Shadow tokens and the
narrative log."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, Query

from api.deps import READ_AFTER, READ_GAME, EntrySeal, ReadableGame, Service, Views
from api.errors import NoShadowTokens
from api.routes._read import game_view, refuse_unreached, stored_version
from api.schemas import NarrativeOut, ScoreOut, ShadowOut, VersionParam
from domain.canonical import JSON

router = APIRouter(tags=["views"])

PastVersion = Annotated[VersionParam | None, Query(description="A past version")]


@router.get("/games/{game_id}/score", response_model=ScoreOut, **READ_GAME,
            summary="Marshalling points by category")
def get_score(game_id: UUID, meta: ReadableGame, service: Service, views: Views,
              version: PastVersion = None) -> JSON:
    return {"game_id": str(game_id), **game_view(service, views, game_id, "score", version)}


@router.get("/games/{game_id}/shadow", response_model=ShadowOut, **READ_GAME,
            summary="Shadow tokens: now, their band and effect, and every change")
def get_shadow(game_id: UUID, meta: ReadableGame, service: Service, views: Views,
               version: PastVersion = None) -> JSON:
    view = game_view(service, views, game_id, "shadow", version)
    if view is None:
        raise NoShadowTokens(f"The {meta.ruleset} ruleset has no Shadow tokens.")
    return {"game_id": str(game_id), **view}


@router.get("/games/{game_id}/narrative", response_model=NarrativeOut, **READ_AFTER,
            summary="One readable line per event, citing its clause")
def get_narrative(game_id: UUID, meta: ReadableGame, service: Service, views: Views,
                  seal: EntrySeal,
                  after: Annotated[int, Query(ge=0, le=2**63 - 1, description=(
                      "Only lines after this version; one the game has not reached is a 409 "
                      "version-not-reached"))] = 0,
                  limit: Annotated[int, Query(ge=1, le=1000)] = 100) -> JSON:
    refuse_unreached(after, stored_version(service, game_id))
    views.catch_up()
    lines = views.narrative(game_id, after, limit + 1)
    more = len(lines) > limit
    lines = lines[:limit]
    return seal({"game_id": str(game_id), "lines": lines,
                 "next_after": lines[-1]["version"] if more else None})
