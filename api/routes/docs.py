"""The interactive API documentation at ``/docs``, served with Swagger UI's own files from
the package (``api/static/docs``), so that it works without the internet. FastAPI's default
page loads them from a CDN; the app turns that page (and ReDoc's, which has no vendored
files) off."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter, Request
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import FileResponse, HTMLResponse

from api.errors import NotFound

router = APIRouter(include_in_schema=False)

ASSETS = Path(__file__).resolve().parent.parent / "static" / "docs"
#: The files a page may ask for, with their media types: nothing else in the folder is served.
SERVED = {"swagger-ui-bundle.js": "text/javascript", "swagger-ui.css": "text/css",
          "favicon-32x32.png": "image/png"}
PREFIX = "/docs/assets/"


@router.get("/docs", response_class=HTMLResponse)
def docs(request: Request) -> HTMLResponse:
    return get_swagger_ui_html(
        openapi_url=request.app.openapi_url, title=f"{request.app.title} — API",
        swagger_js_url=PREFIX + "swagger-ui-bundle.js", swagger_css_url=PREFIX + "swagger-ui.css",
        swagger_favicon_url=PREFIX + "favicon-32x32.png",
        # Swagger UI would otherwise send the document to an online validator.
        swagger_ui_parameters={"validatorUrl": None})


@router.get(PREFIX + "{name}")
def docs_asset(name: str) -> FileResponse:
    if name not in SERVED:
        raise NotFound(f"There is no documentation file {name!r}.")
    return FileResponse(ASSETS / name, media_type=SERVED[name],
                        headers={"Cache-Control": "public, max-age=86400"})
