"""Methods by path: a 405 that names every method its path takes, and HEAD wherever GET is.

Starlette answers a method a route does not take with the ``Allow`` of the first route of that
path, and a path that a literal route and a parameter's route both match (``/games/import``,
``/games/{game_id}``) goes to whichever takes the method: ``GET /games/import`` would be read
as a game id. Here the routes of a path are looked up together, the literal path first, before
any route is chosen."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from fastapi.routing import iter_route_contexts
from starlette.responses import StreamingResponse
from starlette.routing import Router, compile_path
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api import errors


@dataclass(frozen=True)
class PathMethods:
    """The methods of one route's path template."""

    pattern: re.Pattern[str]
    parameters: int
    methods: frozenset[str]


def path_methods(router: Router) -> list[PathMethods]:
    """Every route's path and methods (a mount, which takes any method, aside), HEAD added
    where GET is unless the answer is a stream, which a HEAD would leave open."""
    found = []
    for route in iter_route_contexts(router.routes):
        if route.path is None or route.methods is None:
            continue
        methods = set(route.methods)
        if "GET" in methods and not _streams(getattr(route, "response_class", None)):
            methods.add("HEAD")
        found.append(PathMethods(compile_path(route.path)[0], route.path.count("{"),
                                 frozenset(methods)))
    return found


def allowed_methods(paths: Iterable[PathMethods], path: str) -> set[str] | None:
    """The methods ``path`` takes: those of the most literal path template that matches it
    (the one with the fewest parameters); None if no route's template matches (a mount, or
    nothing, answers)."""
    matching = [each for each in paths if each.pattern.match(path)]
    if not matching:
        return None
    literal = min(each.parameters for each in matching)
    return {method for each in matching if each.parameters == literal
            for method in each.methods}


def _streams(response_class: object) -> bool:
    return isinstance(response_class, type) and issubclass(response_class, StreamingResponse)


class Methods:
    """ASGI middleware: answer a method its path does not take 405 with ``Allow`` listing
    every method the path takes, and HEAD as GET without the body."""

    def __init__(self, app: ASGIApp, router: Router) -> None:
        self.app = app
        self.router = router
        self._paths: list[PathMethods] | None = None  # read at the first request: all routes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path, method = scope["path"], scope["method"]
        if self._paths is None:
            self._paths = path_methods(self.router)
        allowed = allowed_methods(self._paths, path)
        if allowed is None:
            await self.app(scope, receive, send)
        elif method not in allowed:
            detail = errors.not_allowed(method, path, sorted(allowed))
            response = errors.problem_response(
                errors.problem(405, "method-not-allowed", detail, path),
                {"Allow": ", ".join(sorted(allowed))})
            await response(scope, receive, send)
        elif method == "HEAD":
            await self.app({**scope, "method": "GET"}, receive, _headers_only(send))
        else:
            await self.app(scope, receive, send)


def _headers_only(send: Send) -> Send:
    """``send`` passing a response's start (its status and headers, its length among them)
    and ending it without its body, as a HEAD request is answered."""
    ended = False

    async def sending(message: Message) -> None:
        nonlocal ended
        if message["type"] != "http.response.body":
            await send(message)
        elif not ended:
            ended = True
            await send({"type": "http.response.body", "body": b"", "more_body": False})

    return sending
