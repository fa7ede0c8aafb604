"""Registering players: each gets a bearer token, shown once."""

from __future__ import annotations

from fastapi import APIRouter

from api.deps import Games
from api.schemas import PlayerIn, PlayerOut, problems

router = APIRouter(tags=["players"])


@router.post("/players", status_code=201, response_model=PlayerOut,
             responses=problems(400, 413, 422), summary="Register a player")
def register_player(body: PlayerIn, games: Games) -> dict[str, str]:
    player, token = games.add_player(body.name)
    return {"id": player.id, "name": player.name, "token": token}
