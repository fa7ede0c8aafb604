"""Structured logs: one JSON line per request and per command, on standard error.

Each line carries the request id (the client's ``X-Request-ID`` or a new one), so a command
line and its request line can be matched.
"""

from __future__ import annotations

import logging
import sys
import time
import uuid
from typing import Any

import orjson
import structlog
from starlette.types import ASGIApp, Message, Receive, Scope, Send

REQUEST_ID_HEADER = "x-request-id"
_configured = False


class _StandardError:
    """Standard error as it is when a line is written, not as it was when logging was
    configured: a process that replaces ``sys.stderr`` later (a test capturing it, then
    closing its capture) keeps its logs."""

    def write(self, text: str) -> int:
        return sys.stderr.write(text)

    def flush(self) -> None:
        sys.stderr.flush()


def configure(level: int = logging.INFO) -> None:
    """JSON lines to stderr (once per process)."""
    global _configured
    if _configured:
        return
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
            structlog.processors.JSONRenderer(serializer=_dumps),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(level),
        # What print() needs of a file: write and flush.
        logger_factory=structlog.PrintLoggerFactory(file=_StandardError()),  # type: ignore[arg-type]
        cache_logger_on_first_use=True,
    )
    _configured = True


def _dumps(value: Any, **_: Any) -> str:
    text: bytes = orjson.dumps(value, default=str)
    return text.decode()


def logger() -> Any:
    return structlog.get_logger("redbook")


def elapsed_ms(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 3)


class RequestLog:
    """ASGI middleware: binds a request id for everything logged while handling the request,
    echoes it in the response, and logs the request's outcome and duration."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_id = _request_id(scope)
        started = time.perf_counter()
        status = 500
        structlog.contextvars.bind_contextvars(request_id=request_id)

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
                headers = list(message.get("headers", []))
                headers.append((b"x-request-id", request_id.encode()))
                message = {**message, "headers": headers}
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        finally:
            game_id = (scope.get("path_params") or {}).get("game_id")
            logger().info("request", method=scope.get("method"), path=scope.get("path"),
                          status=status, game_id=str(game_id) if game_id else None,
                          duration_ms=elapsed_ms(started))
            structlog.contextvars.unbind_contextvars("request_id")


def _request_id(scope: Scope) -> str:
    for name, value in scope.get("headers", []):
        if name == REQUEST_ID_HEADER.encode():
            text: str = value.decode("latin-1")
            # Only a sane client id is echoed back; anything else gets a fresh one.
            if 0 < len(text) <= 100 and text.isascii() and text.isprintable():
                return text
    return uuid.uuid4().hex
