"""Liveness and readiness, for load balancers and orchestrators."""

from __future__ import annotations

from fastapi import APIRouter

from api.deps import Service, Views
from api.errors import NotReady
from api.schemas import Health, problems

router = APIRouter(tags=["operations"])


@router.get("/healthz", response_model=Health, summary="The process is up")
def healthz() -> dict[str, str]:
    return {"status": "ok"}


@router.get("/readyz", response_model=Health, responses=problems(503),
            summary="The event store and the read models answer")
def readyz(service: Service, views: Views) -> dict[str, str]:
    try:
        service.recorder.max_notification_id()
        views.position()
    except Exception as exc:  # noqa: BLE001 - any store failure means "not ready"
        raise NotReady(f"The store does not answer: {type(exc).__name__}.") from None
    return {"status": "ready"}
