"""The list of games: mine, a player's, everyone's public ones, or the forks of one game,
newest first, a page at a time."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, Query
from fastapi.exceptions import RequestValidationError

from api.auth import TOKEN_OPTIONAL, CurrentCaller, require_player
from api.deps import Tables, Views
from api.errors import Forbidden
from api.schemas import GamesOut, GameState, Text, Visibility, problems
from domain.canonical import JSON
from projections import summaries

router = APIRouter(tags=["games"])


@router.get("/games", response_model=GamesOut, responses=problems(401, 403, 422),
            openapi_extra=TOKEN_OPTIONAL, summary="List games, newest first, a page at a time")
def list_games(
    caller: CurrentCaller, views: Views, tables: Tables,
    owner: Annotated[Text | None, Query(max_length=100, description=(
        "`me` (needs a player's token) or a player id: only that player's games."))] = None,
    ruleset: Annotated[Text | None, Query(max_length=100)] = None,
    state: GameState | None = None,
    visibility: Visibility | None = None,
    parent: Annotated[UUID | None, Query(description=(
        "Only the games forked from this one (its children in the branch tree)."))] = None,
    limit: Annotated[int, Query(ge=1, le=200, description="Games in a page.")] = 50,
    cursor: Annotated[Text | None, Query(max_length=400, description=(
        "Paging is by cursor, not offset: pass the previous page's `next_cursor` to read on; "
        "games started meanwhile do not shift the pages."))] = None,
) -> JSON:
    """Without a token: public games only. With a player's token: public games and the
    player's own private ones. With the operator token: every game. Each summary tells the
    game's state, version, the game it was forked from and whether it is a challenge entry
    (no seed: a sealed entry's seed is never part of a summary)."""
    if owner == "me":
        if caller.operator:
            raise Forbidden("The operator token owns no games: leave owner out to list every "
                            "game, or name a player's id.")
        owner = require_player(caller).id
    elif owner is not None:
        owner = _player_id(owner)
    after = None
    if cursor is not None:
        try:
            after = summaries.decode_cursor(cursor)
        except ValueError as exc:
            raise RequestValidationError([{"loc": ("query", "cursor"), "msg": str(exc),
                                           "type": "value_error"}]) from None
    reader = summaries.Reader(None if caller.player is None else caller.player.id, caller.operator)
    filters = summaries.Filters(owner, ruleset, state, visibility,
                                None if parent is None else str(parent))
    views.catch_up()  # a player lists the game they have just started or played
    with tables.read() as session:
        games, next_cursor = summaries.list_games(session, reader, filters, limit, after)
    return {"games": games, "next_cursor": next_cursor}


def _player_id(owner: str) -> str:
    """A player's id as the games are filed under it: a mistyped one is told so, not answered
    with an empty list as though the player had no games."""
    try:
        return str(UUID(owner))
    except ValueError:
        raise RequestValidationError([{
            "loc": ("query", "owner"), "type": "value_error",
            "msg": "`me` or a player's id (as POST /players or GET /players/me gives it)"}]) \
            from None
