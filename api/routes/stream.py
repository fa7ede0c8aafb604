"""A game as it is played: server-sent events, one per new event of the log.

Each message is the event's narrative line (version, kind, rule, clause, line) with
``id:`` set to its version, so a browser's ``EventSource`` that reconnects sends
``Last-Event-ID`` and gets exactly the events it missed, none twice.

Why polling: commands may land in any process sharing the database (PostgreSQL), so an
in-process notifier would miss most of them and still need a poll behind it. Polling alone is
one way for every deployment, and cheap: one read of the game's last stored event (an indexed
row) per watcher per interval; the read models are caught up only when that moved.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated
from uuid import UUID

import anyio
import orjson
from anyio import to_thread
from fastapi import APIRouter, Header, Query, Request
from fastapi.responses import StreamingResponse

from api.deps import READ_GAME, EntrySeal, ReadableGame, Service, Views
from api.routes._read import refuse_unreached, stored_version
from api.schemas import INT64_MAX, problems
from domain.canonical import JSON
from domain.store.games import GameService
from projections.follower import Projections

router = APIRouter(tags=["views"])

#: How often a watcher looks for new events, and how long it stays quiet before a comment
#: line tells proxies and the browser that the connection is alive.
POLL_SECONDS = 0.5
HEARTBEAT_SECONDS = 15.0
PAGE = 200


def new_lines(service: GameService, views: Projections, game_id: UUID, after: int
              ) -> list[JSON]:
    """The narrative lines after version ``after``, once the store holds any."""
    if stored_version(service, game_id) <= after:
        return []
    views.catch_up()
    return views.narrative(game_id, after, PAGE)


def version_of(line: JSON) -> int:
    assert isinstance(line, dict) and isinstance(line["version"], int)
    return line["version"]


def message(version: int, line: JSON) -> bytes:
    return b"id: %d\ndata: %s\n\n" % (version, orjson.dumps(line))


@router.get("/games/{game_id}/stream", response_class=StreamingResponse,
            responses={**READ_GAME["responses"], **problems(409), 200: {
                "content": {"text/event-stream": {}},
                "description": "Server-sent events: `id:` the version, `data:` the narrative "
                               "line as JSON; `:` comments are heartbeats."}},
            openapi_extra=READ_GAME["openapi_extra"],
            summary="Watch a game: each new event as it lands (server-sent events)")
async def stream_game(
    game_id: UUID, meta: ReadableGame, request: Request, service: Service, views: Views,
    seal: EntrySeal,
    last_event_id: Annotated[int | None, Header(ge=0, le=INT64_MAX, description=(
        "Sent by a reconnecting EventSource: the events after this version follow."))] = None,
    after: Annotated[int | None, Query(ge=0, le=INT64_MAX, description=(
        "The version the watcher has already shown (the board it loaded); by default the "
        "game's version now, so only new events follow. A version the game has not reached "
        "is a 409 version-not-reached, as a command naming it is."))] = None,
) -> StreamingResponse:
    now = await to_thread.run_sync(stored_version, service, game_id)
    start = last_event_id if last_event_id is not None else after if after is not None else now
    refuse_unreached(start, now, "Last-Event-ID" if last_event_id is not None else "after",
                     "watch")

    async def events() -> AsyncIterator[bytes]:
        sent = start
        quiet = 0.0
        yield b": watching\n\n"  # the headers reach the client at once
        while not await request.is_disconnected():
            lines = await to_thread.run_sync(new_lines, service, views, game_id, sent)
            for line in lines:
                sent = version_of(line)
                yield message(sent, seal(line))
            quiet = 0.0 if lines else quiet + POLL_SECONDS
            if quiet >= HEARTBEAT_SECONDS:
                yield b": heartbeat\n\n"
                quiet = 0.0
            if len(lines) < PAGE:
                await anyio.sleep(POLL_SECONDS)

    return StreamingResponse(events(), media_type="text/event-stream",
                             headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})
