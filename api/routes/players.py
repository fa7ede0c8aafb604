"""Players: registering (each gets a bearer token, shown once), and who a token belongs to."""

from __future__ import annotations

from fastapi import APIRouter

from api.auth import RequiredPlayer
from api.deps import Games
from api.schemas import PlayerIn, PlayerInfo, PlayerOut, problems

router = APIRouter(tags=["players"])


@router.post("/players", status_code=201, response_model=PlayerOut,
             responses=problems(400, 409, 413, 422), summary="Register a player")
def register_player(body: PlayerIn, games: Games) -> dict[str, str]:
    """A name is kept with runs of spaces made one and none at its ends; one that shows
    nothing is a 422, one another player has a 409 `name-taken`."""
    player, token = games.add_player(body.name)
    return {"id": player.id, "name": player.name, "token": token}


@router.get("/players/me", response_model=PlayerInfo, responses=problems(401, 403),
            summary="The player a token belongs to (to check a token, or show its name)")
def get_me(player: RequiredPlayer) -> dict[str, str]:
    return {"id": player.id, "name": player.name}
