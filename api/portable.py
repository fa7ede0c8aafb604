"""A portable game document (a full log or a game record) sent as a request body.

The body is read as the command line reads a file (``domain.json_text``), so a body cut
short, not UTF-8, empty or of another format is answered 422 with the same one sentence the
command line says of such a file; then the document is checked against its format's schema."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Depends, Request
from fastapi.exceptions import RequestValidationError
from pydantic import BaseModel, ValidationError

from api.schemas import GameRecordDoc, ImportIn
from domain.errors import InvalidLog
from domain.export import EXPORT_FORMAT
from domain.json_text import NotJson, parse_json
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


async def _raw_body(request: Request) -> bytes:
    return await request.body()


def portable_document(body: bytes) -> dict[str, Any]:
    """The document a request body holds, if it is a full log or a game record of a valid
    shape: :class:`InvalidLog` (422) if it is no such thing, field problems (422) if its
    shape is wrong."""
    try:
        document = parse_json(body)
    except NotJson as exc:
        raise InvalidLog(sentence(f"The request body is {exc}")) from None
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


async def _portable(body: Annotated[bytes, Depends(_raw_body)]) -> dict[str, Any]:
    return portable_document(body)


#: A route's parameter: the portable game document of the request body.
PortableDocument = Annotated[dict[str, Any], Depends(_portable)]
