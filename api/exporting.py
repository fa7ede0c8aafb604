"""A stored game as a portable document, in either form, as every view shows it: the full
log (every event with its hash) or the game record (header and inputs only), of a submitted
challenge entry as it was ranked. A challenge entry whose seed is sealed is passed through its
seal: the full log hides the seed and the shuffled orders, the record carries the seed's
commitment instead of the seed."""

from __future__ import annotations

from uuid import UUID

from api.sealing import Seal, seal_of
from domain.canonical import JSON
from domain.export import log_document
from domain.record import record_document
from domain.store.challenges import ChallengeService
from domain.store.games import GameService

#: The forms of an export: ``full`` (``redbook-game/1``) and ``record`` (``redbook-record/1``).
EXPORT_FORMS = ("full", "record")


def export_document(service: GameService, game_id: UUID, form: str = "full"
                    ) -> tuple[JSON, Seal]:
    """The game ``game_id`` in the form ``form``, sealed as it must be now, and its seal. A
    submitted challenge entry is the game as it was ranked (``ChallengeService.as_ranked``),
    as its challenge's export gives it."""
    seal = seal_of(service, game_id)
    records = ChallengeService(service).as_ranked(game_id, service.records(game_id))
    document = (record_document(records, sealed=seal.sealed) if form == "record"
                else log_document(str(game_id), records))
    return seal(document), seal
