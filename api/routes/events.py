"""A game's event log, page by page, and the audit of one event."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, Path, Query

from api.deps import READ_AFTER, READ_GAME, EntrySeal, ReadableGame, Service
from api.routes._read import refuse_unreached
from api.schemas import AuditOut, EventsOut, VersionParam
from domain.canonical import JSON
from domain.errors import RedBookError
from projections.audit import audit_report
from projections.events import event_view

router = APIRouter(tags=["events"])



@router.get("/games/{game_id}/events", response_model=EventsOut, **READ_AFTER,
            summary="The event log, each event with its clause and hash")
def get_events(game_id: UUID, meta: ReadableGame, service: Service, seal: EntrySeal,
               after: Annotated[int, Query(ge=0, le=2**63 - 1, description=(
                   "Only events after this version; one the game has not reached is a 409 "
                   "version-not-reached"))] = 0,
               limit: Annotated[int, Query(ge=1, le=1000)] = 100) -> JSON:
    # The stored records as they are: the log of any game can be read, even one this
    # server could not replay.
    records = service.records(game_id)
    refuse_unreached(after, len(records))
    try:
        ruleset = service.ruleset(meta.ruleset)
    except RedBookError:
        ruleset = None
    page = records[after:after + limit]
    more = after + limit < len(records)
    return seal({"game_id": str(game_id), "version": len(records),
                 "events": [event_view(ruleset, r) for r in page],
                 "next_after": page[-1].version if page and more else None})


@router.get("/games/{game_id}/events/{version}/audit", response_model=AuditOut,
            **READ_GAME, summary="Why an event happened: its causes back to the last "
            "decision, each with its clause, and a verdict recomputing it")
def get_audit(game_id: UUID, version: Annotated[VersionParam, Path()], meta: ReadableGame,
              service: Service, seal: EntrySeal) -> JSON:
    # The whole log is verified first: a ruling in a log that does not replay is not audited.
    report = audit_report(service.ruleset(meta.ruleset), service.records(game_id), version)
    return seal({"game_id": str(game_id), **report})
