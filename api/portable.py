"""A portable game document (a full log or a game record) sent as a request body.

The body is read once, by the body limits middleware (:func:`read_body`), as the command
line reads a file (``domain.json_text``), so a body cut short, not UTF-8, empty or of another
format is answered 422 with the same one sentence the command line says of such a file;
then the document is checked against its format's schema, as the command line checks a file
(:func:`checked_document`)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Depends, Request
from fastapi.exceptions import RequestValidationError
from pydantic import BaseModel, ValidationError
from starlette.types import Scope

from api.errors import from_validation
from api.schemas import GameRecordDoc, ImportIn
from domain.errors import InvalidLog
from domain.export import EXPORT_FORMAT
from domain.json_text import DuplicateKey, NotJson, duplicate_key, read_json
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
#: read the body themselves: the JSON value, or the :class:`NotJson` that says why there is none.
BODY_READ = "redbook.body_read"


def read_body(scope: Scope, body: bytes) -> DuplicateKey | None:
    """Read the request body once, leaving what it holds at ``BODY_READ`` in ``scope``; the
    key it gives twice in one object, if it does. The body limits have refused one nesting
    too deeply before."""
    try:
        scope[BODY_READ] = read_json(body, nesting_checked=True)
    except DuplicateKey as twice:
        return twice
    except NotJson as exc:
        scope[BODY_READ] = exc
        # The other routes' reader (json.loads) reads some bodies read_json does not (UTF-16
        # text, a NaN): a key such a body gives twice is refused all the same.
        return duplicate_key(body) if body else None
    return None


def portable_document(read: Any) -> dict[str, Any]:
    """The document a request body holds (``read``: as :func:`read_body` read it), if it is
    a full log or a game record of a valid shape: :class:`InvalidLog` (422) if it is no such
    thing, field problems (422) if its shape is wrong."""
    if isinstance(read, NotJson):
        raise InvalidLog(sentence(f"The request body is {read}"))
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
    return portable_document(request.scope[BODY_READ])  # BodyLimits reads every body


#: A route's parameter: the portable game document of the request body.
PortableDocument = Annotated[dict[str, Any], Depends(_portable)]
