"""Errors as RFC 9457 problem documents (``application/problem+json``).

Every refusal has a stable ``type`` (``tag:redbook,2025:problem:<code>``), the same ``code``
on its own, a sentence a player understands in ``detail``, and for a rule refusal the
``clause`` behind it. The game model's errors carry their code and status already; the
edges add the few that only HTTP knows (authentication, body size, malformed requests).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Sequence
from typing import Any

import structlog
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException
from starlette.responses import Response

from api.schemas import INT64_MAX, INT64_MIN
from domain.canonical import NotCanonical
from domain.challenges import EntryRejected
from domain.errors import (
    ActionNotOpen,
    Overtaken,
    RedBookError,
    StaleVersion,
    VersionNotReached,
)
from domain.text import and_list, sentence, shown

PROBLEM_TYPE = "tag:redbook,2025:problem:"
MEDIA_TYPE = "application/problem+json"

TITLES = {
    "malformed-request": "The request could not be read",
    "invalid-request": "The request is not valid",
    "unauthorized": "Authentication is needed",
    "forbidden": "Not allowed",
    "not-found": "Not found",
    "name-taken": "The name is taken",
    "method-not-allowed": "Method not allowed",
    "body-too-large": "The request body is too large",
    "illegal-action": "The rules do not allow this",
    "invalid-setup": "The game setup is not valid",
    "invalid-deck": "The deck is not valid",
    "unknown-ruleset": "Unknown ruleset",
    "game-not-found": "Game not found",
    "no-such-version": "No such event in this game",
    "stale-version": "The game has moved on",
    "concurrent-write": "Other writes landed first",
    "version-not-reached": "The game has not reached that version",
    "undo-refused": "Undo refused",
    "version-in-resolution": "The version falls inside a resolution",
    "game-over": "The game is over",
    "catalog-mismatch": "Recorded under another catalog or engine",
    "invalid-log": "Invalid game log",
    "card-catalog": "The card database cannot be used",
    "unknown-card": "Unknown card",
    "invalid-challenge": "The challenge is not valid",
    "challenge-not-found": "Challenge not found",
    "challenge-unreadable": "The challenge's stored events cannot be read",
    "challenge-exists": "The challenge exists already",
    "challenge-not-open": "The challenge is not open",
    "challenge-closed": "The challenge is closed already",
    "challenge-sealed": "The challenge is still sealed",
    "entry-refused": "Entry refused",
    "entry-not-found": "Entry not found",
    "entry-submitted": "The entry is submitted",
    "entry-rejected": "The entry does not verify",
    "entry-unfinished": "The entry's game is not finished",
    "no-shadow-tokens": "This game has no Shadow tokens",
    "not-ready": "The store is not ready",
    "internal-error": "Internal error",
    "bad-setting": "A setting cannot be used",
    "unusable-path": "The path cannot be written",
}


class Unauthorized(RedBookError):
    code = "unauthorized"
    status = 401


class Forbidden(RedBookError):
    code = "forbidden"
    status = 403


class NotFound(RedBookError):
    code = "not-found"
    status = 404


class NameTaken(RedBookError):
    """A player name another player registered first: names tell players apart on
    leaderboards and in game lists."""

    code = "name-taken"
    status = 409

    def __init__(self, name: str) -> None:
        super().__init__(f'The name "{name}" is taken by another player: choose another.')
        self.name = name


class NoShadowTokens(RedBookError):
    code = "no-shadow-tokens"
    status = 404


class BodyTooLarge(RedBookError):
    code = "body-too-large"
    status = 413


class NotReady(RedBookError):
    code = "not-ready"
    status = 503


def problem(status: int, code: str, detail: str, instance: str | None = None,
            **extra: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"type": PROBLEM_TYPE + code, "title": TITLES.get(code, code),
                            "status": status, "detail": detail, "code": code}
    if instance is not None:
        body["instance"] = instance
    body.update({k: v for k, v in extra.items() if v is not None})
    return body


def problem_response(body: Mapping[str, Any], headers: Mapping[str, str] | None = None
                     ) -> Response:
    # ASCII-escaped JSON: a problem may quote any input back, even text orjson would refuse.
    content = json.dumps(body, ensure_ascii=True, separators=(",", ":"))
    return Response(content, status_code=int(body["status"]), media_type=MEDIA_TYPE,
                    headers=dict(headers or {}))


def from_error(exc: RedBookError, instance: str | None = None) -> dict[str, Any]:
    extra: dict[str, Any] = {"clause": exc.clause,
                             "problems": list(exc.problems) if exc.problems else None}
    if isinstance(exc, (StaleVersion, VersionNotReached)):
        extra.update(expected_version=exc.expected, current_version=exc.actual)
    if isinstance(exc, Overtaken):
        extra.update(current_version=exc.actual)
    if isinstance(exc, ActionNotOpen):
        extra.update(action=exc.action, open_now=list(exc.open_now))
    if isinstance(exc, EntryRejected):
        extra.update(first_difference=exc.difference.to_json())
    return problem(exc.status, exc.code, exc.message, instance, **extra)


def _headers(exc: RedBookError) -> dict[str, str]:
    return {"WWW-Authenticate": 'Bearer realm="redbook"'} if exc.status == 401 else {}


# The branch of a union that pydantic tried (``int``, ``function-after[...]``): not a field.
_UNION_BRANCH = re.compile(r"[a-z-]+\[.*\]|str|int|bool|float|none|constrained-(str|int)")


def _parts(loc: Sequence[Any]) -> tuple[str, ...]:
    parts = [str(p) for p in loc]
    if parts and parts[0] in _PLACES:
        parts = parts[1:]
    return tuple(p for p in parts if not _UNION_BRANCH.fullmatch(p))


def _field(loc: Sequence[Any]) -> str:
    return ".".join(_parts(loc)) or "body"


_PLACES = ("body", "query", "path", "header")


def _place(loc: Sequence[Any]) -> str:
    # A document checked by the route itself (an uploaded game) has no place in its loc.
    return str(loc[0]) if loc and loc[0] in _PLACES else "body"


#: What a value that is a fraction is told, wherever it was: no field takes one (a log holds
#: whole numbers only), and the union's every branch refusing it would not say so.
FRACTION = "a fraction is not accepted: numbers are whole"
#: ... and a number written with a decimal point or an exponent (JSON reads ``1e3`` as one).
WRITTEN_AS_FRACTION = "a whole number is written without a decimal point or exponent"
TOO_LARGE = "too large: numbers are whole and fit in 64 bits"
NOT_A_NUMBER = "not a whole number: NaN and infinities are not accepted"


def _float_message(value: float) -> str:
    """What a number JSON reads as a fraction is told: a log holds whole numbers only."""
    if not math.isfinite(value):
        return NOT_A_NUMBER
    if not value.is_integer():
        return FRACTION
    return WRITTEN_AS_FRACTION if INT64_MIN <= value <= INT64_MAX else TOO_LARGE


def _message(error: Mapping[str, Any]) -> str:
    value = error.get("input")
    kind = str(error.get("type", ""))
    whole_body = tuple(error.get("loc") or ()) == ("body",)
    if whole_body and kind == "missing":
        return "missing: send a JSON object"
    if whole_body and kind == "model_attributes_type":
        return "a JSON object is needed"
    if isinstance(value, float) and kind.endswith("_type"):
        return _float_message(value)
    if kind == "too_short" and value == "":
        return "may not be empty"
    if kind == "too_short" and isinstance(value, list) and not value:
        return "may not be an empty list"
    if kind == "too_long" and isinstance(value, str):
        return f"may be at most {error.get('ctx', {}).get('max_length')} characters long"
    return str(error.get("msg", "invalid"))


def _merged(errors: Sequence[Mapping[str, Any]]) -> list[dict[str, str]]:
    """One problem a field: a value that fits no branch of a union is told what each wants;
    a value of the right type that breaks a limit (too long, too large, holding NUL) only
    that, and a fraction that it is one. An object or list of a JSON field that fits no
    branch only because of something inside it is not named itself: the problem is named
    where it lies."""
    merged: dict[tuple[tuple[str, ...], str], list[Mapping[str, Any]]] = {}
    for error in errors:
        loc = error.get("loc") or ["body"]
        merged.setdefault((_parts(loc), _place(loc)), []).append(error)
    outer = {(parts[:i], place) for parts, place in merged for i in range(len(parts))}
    return [{"field": ".".join(parts) or "body", "in": place, "message": _said(found)}
            for (parts, place), found in merged.items() if (parts, place) not in outer]


#: What a field wants, by the type pydantic found the value was not, in JSON's words.
_WANTED = {"string_type": "a string", "int_type": "a whole number"}


def _said(errors: Sequence[Mapping[str, Any]]) -> str:
    kinds = [str(e.get("type", "")) for e in errors]
    value = errors[0].get("input")
    if (kinds == ["int_type"] or (len(kinds) > 1 and all(k in _WANTED for k in kinds))) \
            and not isinstance(value, float):
        # A field that takes a whole number only (a version, steps), or text or a number (a
        # seed): JSON's true, "20" or [1] is neither, whatever Python would make of it.
        return f"{' or '.join(dict.fromkeys(_WANTED[k] for k in kinds))}, not {shown(value)}"
    kept = [e for e in errors if not str(e.get("type", "")).endswith("_type")] or errors
    messages = list(dict.fromkeys(_message(e) for e in kept))
    numbers = [m for m in messages if m in _FLOAT_MESSAGES]
    return numbers[0] if numbers else " or ".join(messages)


_FLOAT_MESSAGES = (FRACTION, WRITTEN_AS_FRACTION, TOO_LARGE, NOT_A_NUMBER)


def from_validation(errors: Sequence[Mapping[str, Any]], instance: str) -> dict[str, Any]:
    if any(e.get("type") == "json_invalid" for e in errors):
        return problem(400, "malformed-request", "The request body is not valid JSON.",
                       instance)
    return invalid_fields(_merged(errors), instance)


#: What a request body sent as another type than JSON is told, on every route: none reads one.
NOT_SENT_AS_JSON = "a JSON object is needed, sent as Content-Type: application/json"


def invalid_fields(fields: Sequence[Mapping[str, str]], instance: str) -> dict[str, Any]:
    """The problem (422 ``invalid-request``) naming each field of a request that is not valid
    (``field``, ``in``, ``message``), the first in its detail."""
    first = fields[0] if fields else {"field": "body", "message": "invalid"}
    detail = sentence(f"{first['field']}: {first['message']}")
    if len(fields) > 1:
        detail += f" ({len(fields) - 1} more problem{'s' if len(fields) > 2 else ''} below.)"
    return problem(422, "invalid-request", detail, instance, errors=list(fields))


def not_allowed(method: str, path: str, allowed: Sequence[str]) -> str:
    """What a method a path does not take is told: the methods it takes."""
    takes = f": it takes {and_list(sorted(allowed))}" if allowed else ""
    return f"{method} is not allowed on {path}{takes}."


_HTTP_CODES = {400: "malformed-request", 401: "unauthorized", 403: "forbidden",
               404: "not-found", 405: "method-not-allowed", 413: "body-too-large"}


def log_fault(path: str, fault: Exception) -> None:
    """An unexpected failure behind an answer that does not tell it, in the server's log."""
    structlog.get_logger("redbook.api").error("unexpected_error", path=path, exc_info=fault)


def install(app: FastAPI) -> None:
    """Answer every error with a problem document; nothing escapes as a bare 500."""
    log = structlog.get_logger("redbook.api")

    @app.exception_handler(RedBookError)
    async def _redbook(request: Request, exc: RedBookError) -> Response:
        # A refusal the rules reached by an unexpected failure (its cause) tells the client
        # none of it: the failure is logged here, as any unexpected error is.
        if isinstance(exc.__cause__, Exception) and not isinstance(exc.__cause__, RedBookError):
            log_fault(request.url.path, exc.__cause__)
        return problem_response(from_error(exc, request.url.path), _headers(exc))

    @app.exception_handler(RequestValidationError)
    async def _validation(request: Request, exc: RequestValidationError) -> Response:
        return problem_response(from_validation(exc.errors(), request.url.path))

    @app.exception_handler(NotCanonical)
    async def _not_canonical(request: Request, exc: NotCanonical) -> Response:
        return problem_response(problem(422, "invalid-request", sentence(str(exc)),
                                        request.url.path))

    @app.exception_handler(HTTPException)
    async def _http(request: Request, exc: HTTPException) -> Response:
        code = _HTTP_CODES.get(exc.status_code, "malformed-request")
        detail = str(exc.detail) if exc.detail else TITLES.get(code, code)
        if exc.status_code == 400:
            detail = "The request body could not be read: send one JSON document."
        elif exc.status_code == 404:
            detail = f"There is nothing at {request.url.path}."
        elif exc.status_code == 405:  # a mount's (the web page's files)
            allowed = (exc.headers or {}).get("Allow", "")
            detail = not_allowed(request.method, request.url.path,
                                 [m.strip() for m in allowed.split(",") if m.strip()])
        return problem_response(problem(exc.status_code, code, detail, request.url.path),
                                exc.headers)

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> Response:
        log.exception("unexpected_error", path=request.url.path)
        return problem_response(problem(500, "internal-error",
                                        "Something went wrong on the server; the error "
                                        "was logged.", request.url.path))
