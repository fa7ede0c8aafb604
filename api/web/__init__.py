"""The web table: the page served at ``/`` and its script and style under ``/web/``.

The page is one small HTML file and one vanilla script (no build step, no CDN): everything it
shows it reads from the JSON API, as any other client would. Its own routes are the
automatic player's suggestion (:mod:`api.web.suggest`) and the facts of cards by id
(:mod:`api.web.cards`), which the API did not offer."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter, FastAPI
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles

from api.web.cards import router as cards_router
from api.web.suggest import router as suggest_router

STATIC = Path(__file__).parent / "static"

pages = APIRouter(include_in_schema=False)


@pages.get("/")
def index() -> FileResponse:
    return FileResponse(STATIC / "index.html", media_type="text/html; charset=utf-8")


def mount(app: FastAPI) -> None:
    """Serve the page at ``/``, its files under ``/web/``, the suggestion and the cards routes."""
    app.include_router(pages)
    app.include_router(suggest_router)
    app.include_router(cards_router)
    app.mount("/web", StaticFiles(directory=STATIC), name="web")
