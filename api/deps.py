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
from api.commands.challenge import utc_now
from api.schemas import problems
from domain.canonical import JSON
from domain.challenges import ChallengeSealed, conceal, conceal_orders
from domain.store.challenges import ChallengeService
from domain.store.games import GameService
from projections.follower import Projections


def game_service(request: Request) -> GameService:
    service: GameService = request.app.state.service
    return service


def projections(request: Request) -> Projections:
    store: Projections = request.app.state.projections
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
Games = Annotated[Registry, Depends(registry)]


def readable_game(game_id: UUID, caller: CurrentCaller, games: Games) -> GameMeta:
    """The game named in the path, if the caller may read it (401/403/404 otherwise)."""
    meta = games.game(game_id)
    authorize_read(caller, meta)
    return meta


ReadableGame = Annotated[GameMeta, Depends(readable_game)]


class Seal:
    """What a route may show of a game that is a challenge entry whose seed is still sealed:
    every view passes through it (the seed concealed), and forking is refused (a fork would
    let its player try moves against dice still to come)."""

    def __init__(self, game_id: UUID, seed: str | None) -> None:
        self._game_id = game_id
        self._seed = seed

    def __call__(self, view: JSON) -> JSON:
        if self._seed is None:
            return view
        return conceal_orders(conceal(view, self._seed))

    def refuse(self, what: str) -> None:
        if self._seed is not None:
            raise ChallengeSealed(f"Game {self._game_id} is an entry of a challenge whose seed "
                                  f"is sealed: it cannot be {what} before the challenge "
                                  "closes.")


def entry_seal(game_id: UUID, service: Service) -> Seal:
    records = service.records(game_id)
    return Seal(game_id, ChallengeService(service).sealed_seed(records, utc_now()))


EntrySeal = Annotated[Seal, Depends(entry_seal)]

#: Route options of every read of a game: its refusals, and a token that public games spare.
READ_GAME: dict[str, Any] = {"responses": problems(401, 403, 404, 422),
                             "openapi_extra": TOKEN_OPTIONAL}

__all__ = ["READ_GAME", "Caller", "EntrySeal", "Games", "ReadableGame", "Seal", "Service",
           "Views", "entry_seal", "game_service", "projections", "readable_game", "registry"]
