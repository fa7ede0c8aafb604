"""The web table: the page served at ``/`` and its script and style under ``/web/``.

The page is one small HTML file and one vanilla script (no build step, no CDN): everything it
shows it reads from the JSON API, as any other client would. The only route of its own is the
automatic player's suggestion (:mod:`api.web.suggest`), which the API did not offer."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter, FastAPI
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles

from api.web.suggest import router as suggest_router

STATIC = Path(__file__).parent / "static"

pages = APIRouter(include_in_schema=False)


@pages.get("/")
def index() -> FileResponse:
    return FileResponse(STATIC / "index.html", media_type="text/html; charset=utf-8")


def mount(app: FastAPI) -> None:
    """Serve the page at ``/``, its files under ``/web/`` and the suggestion route."""
    app.include_router(pages)
    app.include_router(suggest_router)
    app.mount("/web", StaticFiles(directory=STATIC), name="web")
