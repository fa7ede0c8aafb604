"""The portable game log: one JSON document holding a game's records, which another Red Book
verifies and replays. Pure: reading the document checks its shape only."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.challenges import SEALED
from domain.chronicle import Record
from domain.errors import InvalidLog, SealedLog

EXPORT_FORMAT = "redbook-game/1"


def log_document(game_id: str, records: Sequence[Record]) -> dict[str, JSON]:
    """The portable log of the game ``game_id`` holding ``records``."""
    return {"format": EXPORT_FORMAT, "game_id": game_id,
            "records": [r.to_json() for r in records]}


def parse_export(document: Mapping[str, Any]) -> list[Record]:
    """The records of a portable log, refusing a document of the wrong shape."""
    if not isinstance(document, Mapping) or document.get("format") != EXPORT_FORMAT:
        raise InvalidLog(f"Not a Red Book game log: expected \"format\": \"{EXPORT_FORMAT}\".")
    raw = document.get("records")
    if not isinstance(raw, list) or not raw:
        raise InvalidLog("A game log needs a non-empty list of records.")
    records = []
    for i, item in enumerate(raw, start=1):
        try:
            if not isinstance(item, Mapping) or not isinstance(item.get("data"), Mapping):
                raise TypeError("not an object with data")
            records.append(Record.from_json(item))
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidLog(f"Record {i} of the log is malformed ({exc}).") from None
    if records[0].data.get("seed") == SEALED:
        # Its hashes were made with the seed this copy hides: nothing can be checked yet.
        raise SealedLog("a challenge entry exported while the challenge's seed was sealed",
                        "it can be verified once the challenge closes and reveals the seed "
                        "(export it again then).")
    return records
