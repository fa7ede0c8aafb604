"""A portable game document (a full log or a game record) sent as a request body.

The body is read once, by the body limits middleware (:func:`read_body`), as the command
line reads a file (``domain.json_text``), so a body cut short, not UTF-8 or of another
format is refused (400 ``malformed-request``) on every route with the one sentence the command
line says of such a file; then a portable document is checked against its format's schema, as
the command line checks a file (:func:`checked_document`)."""

from __future__ import annotations

from email.message import Message
from typing import Annotated, Any

from fastapi import Depends, Request
from fastapi.exceptions import RequestValidationError
from pydantic import BaseModel, ValidationError
from starlette.types import Scope

from api.errors import NOT_SENT_AS_JSON, from_validation, invalid_fields, problem
from api.schemas import GameRecordDoc, ImportIn
from domain.errors import InvalidLog
from domain.export import EXPORT_FORMAT
from domain.json_text import DuplicateKey, NotJson, read_json
from domain.record import is_record, parse_game
from domain.text import sentence

#: The two forms of a portable game: the full log, the record.
PORTABLE_MODELS: tuple[type[BaseModel], ...] = (ImportIn, GameRecordDoc)
#: The request body of an import: either form of a portable game, as the OpenAPI document
#: describes it (the route reads the body itself, so FastAPI does not derive it: the app adds
#: the models' schemas to the document's components).
PORTABLE_BODY: dict[str, Any] = {"requestBody": {"required": True, "content": {
    "application/json": {"schema": {"oneOf": [
        {"$ref": f"#/components/schemas/{model.__name__}"} for model in PORTABLE_MODELS]}}}}}


#: Where :class:`api.app.BodyLimits` leaves a request body as it read it, for the routes that
#: read the body themselves: the JSON value, or ``NO_BODY``.
BODY_READ = "redbook.body_read"


#: What ``BODY_READ`` holds when the request has no body (JSON's ``null`` is ``None``).
NO_BODY = object()


def read_body(scope: Scope, body: bytes) -> dict[str, Any] | None:
    """Read the request body once, leaving what it holds at ``BODY_READ`` in ``scope``; the
    problem refusing it if it is not sent as JSON (422, see :func:`sent_as_json`), or sent as
    JSON and is none or gives a key twice in one object (400). An empty body is left to its
    route (which asks for one, or takes none). The body limits have refused one nesting too
    deeply before."""
    if not body:
        scope[BODY_READ] = NO_BODY
        return None
    if not sent_as_json(scope):
        return invalid_fields([{"field": "body", "in": "body", "message": NOT_SENT_AS_JSON}],
                              scope.get("path", ""))
    try:
        scope[BODY_READ] = read_json(body, nesting_checked=True)
    except DuplicateKey as twice:
        return problem(400, "malformed-request",
                       sentence(f"The request body is refused: {twice}"), scope.get("path"))
    except NotJson as exc:
        return problem(400, "malformed-request", sentence(f"The request body is {exc}"),
                       scope.get("path"))
    return None


def sent_as_json(scope: Scope) -> bool:
    """Whether a request's body is meant as JSON: its Content-Type is JSON's
    (``application/json`` or ``application/*+json``) or not given, as FastAPI reads it. A
    body of another type is refused (422): no route reads one."""
    given = next((value for name, value in scope.get("headers", ())
                  if name == b"content-type"), None)
    if given is None:
        return True
    kind = Message()
    kind["content-type"] = given.decode("latin-1")
    subtype = kind.get_content_subtype()
    return kind.get_content_maintype() == "application" and (
        subtype == "json" or subtype.endswith("+json"))


def portable_document(scope: Scope) -> dict[str, Any]:
    """The document a request body holds (as :func:`read_body` read it), if it is a full log
    or a game record of a valid shape: refused as every route refuses a missing body (422
    ``invalid-request``), :class:`InvalidLog` (422) if it holds no game, field problems (422)
    if its shape is wrong."""
    read = scope[BODY_READ]
    if read is NO_BODY:
        raise RequestValidationError([{"loc": ("body",), "type": "missing", "input": None}])
    return checked_document(read)


def checked_document(document: Any) -> dict[str, Any]:
    """``document`` if it is a full log or a game record of a valid shape, held to its
    format's schema (a version a whole JSON number, not ``"11"``, ``11.9`` or ``true``; text
    where text goes; no fractions in the data): :class:`InvalidLog` if it is no such thing,
    :class:`RequestValidationError` naming each field otherwise. The command line reads a
    file with it too (``redbook verify``, ``import``, ...), so both refuse the same
    documents in the same words (:func:`field_problems`)."""
    schema: type[BaseModel] | None = None
    if is_record(document):
        schema = GameRecordDoc
    elif isinstance(document, dict) and document.get("format") == EXPORT_FORMAT:
        schema = ImportIn
    if schema is None:
        parse_game(document)  # says which formats are expected
        raise InvalidLog("The request body holds no Red Book game.")
    try:
        schema.model_validate(document)
    except ValidationError as exc:
        raise RequestValidationError(exc.errors()) from None
    assert isinstance(document, dict)
    return document


def field_problems(refused: RequestValidationError, where: str) -> InvalidLog:
    """A document's field problems as the command line says them of the file ``where``: the
    sentence and the problems of the API's answer (``records.10.version: a whole number, not
    the text "11".``)."""
    found = from_validation(refused.errors(), where)
    fields = [f"{field['field']}: {field['message']}" for field in found.get("errors", ())]
    return InvalidLog(f"{where}: {found['detail']}", problems=fields if len(fields) > 1 else ())


async def _portable(request: Request) -> dict[str, Any]:
    return portable_document(request.scope)  # BodyLimits reads every body


#: A route's parameter: the portable game document of the request body.
PortableDocument = Annotated[dict[str, Any], Depends(_portable)]
