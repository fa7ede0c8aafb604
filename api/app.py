"""The HTTP face of Red Book: ``create_app`` builds the FastAPI application.

``uvicorn --factory api.app:create_app`` serves it with settings from the environment;
``redbook serve`` does the same with flags. Routes are the modules of :mod:`api.routes`,
included in name order, so a new resource is a new module there and nothing else.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from fastapi import Depends, FastAPI
from fastapi.middleware.cors import CORSMiddleware
from fastapi.openapi.constants import REF_TEMPLATE
from pydantic.json_schema import models_json_schema
from starlette.types import ASGIApp, Message, Receive, Scope, Send

import api.routes
from api import errors, web
from api import logging as api_logging
from api.auth import Registry, operator_token_from_env
from api.config import Settings, fresh_seed
from api.methods import Methods
from api.portable import PORTABLE_MODELS, read_body
from api.query import strict_query
from api.schemas import JSON_VALUE_SCHEMA, JSONBytes
from domain.json_text import TOO_DEEP, too_deep
from domain.store.settings import whole_number
from domain.text import sentence
from projections.db import Database
from projections.follower import Projections

if TYPE_CHECKING:
    from domain.store.games import GameService

CORS_ENV = "REDBOOK_CORS_ORIGINS"
MAX_BODY_ENV = "REDBOOK_MAX_BODY_BYTES"
DEFAULT_MAX_BODY = 1_000_000

DESCRIPTION = """Solitaire Middle-earth CCG games kept as event logs: every roll, draw and
decision is an immutable event that can be read back, audited, undone, forked and verified.

Register with `POST /players` to get a bearer token; start a game with `POST /games`; ask
`GET /games/{id}/actions` what is legal and send one with `POST /games/{id}/commands`.
Errors are RFC 9457 problem documents; a rule refusal names its clause."""


def create_app(settings: Settings | None = None, *, service: GameService | None = None,
               operator_token: str | None = None, cors_origins: Sequence[str] | None = None,
               max_body_bytes: int | None = None,
               new_seed: Callable[[], str] | None = None) -> FastAPI:
    """The application. Anything not given comes from the environment: the store
    (``REDBOOK_DATABASE_URL``), the operator token (``REDBOOK_OPERATOR_TOKEN``), CORS origins
    (``REDBOOK_CORS_ORIGINS``, comma-separated; none by default) and the body limit
    (``REDBOOK_MAX_BODY_BYTES``). ``new_seed`` draws the seeds the server chooses (of games
    started without one, of sealed challenges): unpredictable unless a caller fixes it."""
    # Settings first: a bad one is refused before anything is opened.
    limit = max_body_bytes if max_body_bytes is not None else whole_number(
        os.environ, MAX_BODY_ENV, DEFAULT_MAX_BODY, least=1)
    api_logging.configure()
    if service is None:
        from api.service import open_service

        service = open_service(settings or Settings.from_env())
    database = Database(service)

    # Each operation is named after its route function (create_game, post_command): the names
    # a client generated from the OpenAPI document gives its calls.
    # /docs is served from the package's own files (api.routes.docs), so no CDN page here.
    app = FastAPI(title="Red Book", version="1", description=DESCRIPTION,
                  default_response_class=JSONBytes, docs_url=None, redoc_url=None,
                  generate_unique_id_function=lambda route: route.name,
                  dependencies=[Depends(strict_query)])
    app.state.service = service
    app.state.database = database
    app.state.registry = Registry(database, service.records)
    app.state.projections = Projections(service, database, log=api_logging.logger().info)
    app.state.projections.upgrade()  # an older server's views, projected again meanwhile
    app.state.operator_token = operator_token or operator_token_from_env()
    app.state.new_seed = new_seed or fresh_seed

    errors.install(app)
    for module in sorted(pkgutil.iter_modules(api.routes.__path__), key=lambda m: m.name):
        if not module.name.startswith("_"):
            app.include_router(importlib.import_module(f"api.routes.{module.name}").router)
    web.mount(app)  # the web table at /

    # Added innermost first: the request log sees every answer, even a refused body.
    app.add_middleware(Methods, router=app.router)
    app.add_middleware(BodyLimits, max_bytes=limit)
    origins = list(cors_origins) if cors_origins is not None else [
        o.strip() for o in os.environ.get(CORS_ENV, "").split(",") if o.strip()]
    if origins:
        app.add_middleware(CORSMiddleware, allow_origins=origins, allow_methods=["*"],
                           allow_headers=["*"], expose_headers=["Location", "X-Request-ID"])
    app.add_middleware(api_logging.RequestLog)
    app.openapi = _openapi(app.openapi)  # type: ignore[method-assign]
    return app


def _openapi(document: Callable[[], dict[str, Any]]) -> Callable[[], dict[str, Any]]:
    """The OpenAPI document with the schemas of the bodies routes read themselves (a portable
    game: ``PORTABLE_BODY`` refers to them, FastAPI derives no schema of them) and JsonValue
    told as any value (see ``JSON_VALUE_SCHEMA``)."""

    def patched() -> dict[str, Any]:
        made = document()  # built once, then kept by the app
        schemas = made.setdefault("components", {}).setdefault("schemas", {})
        _, read_by_routes = models_json_schema(
            [(model, "validation") for model in PORTABLE_MODELS],
            ref_template=REF_TEMPLATE)
        for name, schema in read_by_routes.get("$defs", {}).items():
            schemas.setdefault(name, schema)
        if "JsonValue" in schemas:
            schemas["JsonValue"] = JSON_VALUE_SCHEMA
        made["components"]["schemas"] = dict(sorted(schemas.items()))
        return made

    return patched


class BodyLimits:
    """ASGI middleware: refuse a request body over ``max_bytes`` (413), one nesting arrays
    and objects deeper than any document is read, JSON naming a key twice in one object, a
    body sent as JSON that is none (400), or one sent as another type (422), before any
    route sees it: so every route says the same of it, in the words the command line says of
    a file. The body is read up front (it is small by definition) and handed on whole, with
    the JSON it holds read once for the routes that read it themselves
    (:func:`api.portable.read_body`)."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes
        self._too_large = f"The request body is larger than {max_bytes} bytes."

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = _content_length(scope)
        if declared is not None and declared > self.max_bytes:
            await self._refuse(scope, send, 413, "body-too-large", self._too_large)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_bytes:
                await self._refuse(scope, send, 413, "body-too-large", self._too_large)
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        if too_deep(body):
            await self._refuse(scope, send, 400, "malformed-request",
                               sentence(f"The request body is {TOO_DEEP}"))
            return
        # A key given twice would mean its last value to the route's reader: refused instead.
        refused = read_body(scope, body)
        if refused is not None:
            await errors.problem_response(refused)(scope, _no_body, send)
            return
        delivered = False

        async def replay() -> Message:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    async def _refuse(self, scope: Scope, send: Send, status: int, code: str,
                      detail: str) -> None:
        body = errors.problem(status, code, detail, scope.get("path"))
        await errors.problem_response(body)(scope, _no_body, send)


async def _no_body() -> Message:
    return {"type": "http.disconnect"}


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None
