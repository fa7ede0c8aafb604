"""What a route needs from the running app: the game service, the read models and the game
bookkeeping, all built once by :func:`api.app.create_app` and kept on ``app.state``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any
from uuid import UUID

from fastapi import Depends, Request

from api.auth import (
    TOKEN_OPTIONAL,
    Caller,
    CurrentCaller,
    GameMeta,
    Registry,
    authorize_read,
)
from api.schemas import problems
from api.sealing import Seal, seal_of
from domain.store.games import GameService
from projections.db import Database
from projections.follower import Projections


def game_service(request: Request) -> GameService:
    service: GameService = request.app.state.service
    return service


def projections(request: Request) -> Projections:
    store: Projections = request.app.state.projections
    return store


def database(request: Request) -> Database:
    store: Database = request.app.state.database
    return store


def registry(request: Request) -> Registry:
    store: Registry = request.app.state.registry
    return store


def seed_source(request: Request) -> Callable[[], str]:
    draw: Callable[[], str] = request.app.state.new_seed
    return draw


Service = Annotated[GameService, Depends(game_service)]
NewSeed = Annotated[Callable[[], str], Depends(seed_source)]
Views = Annotated[Projections, Depends(projections)]
Tables = Annotated[Database, Depends(database)]
Games = Annotated[Registry, Depends(registry)]


def readable_game(game_id: UUID, caller: CurrentCaller, games: Games) -> GameMeta:
    """The game named in the path, if the caller may read it (401/403/404 otherwise)."""
    meta = games.game(game_id)
    authorize_read(caller, meta)
    return meta


ReadableGame = Annotated[GameMeta, Depends(readable_game)]


def entry_seal(game_id: UUID, service: Service) -> Seal:
    return seal_of(service, game_id)


EntrySeal = Annotated[Seal, Depends(entry_seal)]

#: Route options of every read of a game: its refusals, and a token that public games spare.
READ_GAME: dict[str, Any] = {"responses": problems(401, 403, 404, 422),
                             "openapi_extra": TOKEN_OPTIONAL}
#: ... of a route that reads after a version, which the game may not have reached (409).
READ_AFTER: dict[str, Any] = {**READ_GAME, "responses": {**READ_GAME["responses"],
                                                         **problems(409)}}

__all__ = ["READ_AFTER", "READ_GAME", "Caller", "EntrySeal", "Games", "ReadableGame", "Seal",
           "Service", "Tables", "Views", "database", "entry_seal", "game_service", "projections",
           "readable_game", "registry"]
