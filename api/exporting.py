"""A stored game as a portable document, in either form, as every view shows it: the full
log (every event with its hash) or the game record (header and inputs only). A challenge
entry whose seed is sealed is passed through its seal: the full log hides the seed and the
shuffled orders, the record carries the seed's commitment instead of the seed."""

from __future__ import annotations

from uuid import UUID

from api.sealing import Seal, seal_of
from domain.canonical import JSON
from domain.record import record_document
from domain.store.games import GameService

#: The forms of an export: ``full`` (``redbook-game/1``) and ``record`` (``redbook-record/1``).
EXPORT_FORMS = ("full", "record")


def export_document(service: GameService, game_id: UUID, form: str = "full"
                    ) -> tuple[JSON, Seal]:
    """The game ``game_id`` in the form ``form``, sealed as it must be now, and its seal."""
    seal = seal_of(service, game_id)
    if form == "record":
        document = record_document(service.records(game_id), sealed=seal.sealed)
    else:
        document = service.export(game_id)
    return seal(document), seal
