"""The game record: a game as its header and the player's inputs only, the way chess players
share a game as PGN. Pure.

A record holds the data of ``GameStarted`` (ruleset and version, engine version, catalog
digest, setup, undo policy, and the seed, or for a challenge entry whose seed is still sealed
only the commitment to it), then every input in the order it was made: each decision with its
arguments, each undo with the version it went back to, a fork's mark. The outcomes (dice,
draws, shuffles, rulings) are left out: re-simulating the inputs through the ruleset makes
them again, exactly as verification of a full log does (:meth:`Chronicle.replay_input`). The
record's ``final`` (version and hash of the last event) says which game that re-simulation
must reproduce. ``docs/records.md`` describes the format.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from domain.canonical import JSON
from domain.challenges import commitment
from domain.chronicle import (
    ENTRY_TAG,
    UNDO_POLICIES,
    Chronicle,
    Record,
    check_compatible,
    unexpected,
    why_not_started,
    why_refused,
)
from domain.errors import CatalogMismatch, InvalidLog, SealedLog
from domain.export import EXPORT_FORMAT, parse_export
from domain.ruleset import DECISION, FORKED, INPUT_KINDS, UNDONE, Ruleset
from domain.text import shown

RECORD_FORMAT = "redbook-record/1"

#: The header's fields (the data of GameStarted), each with what it must be.
_TEXT_FIELDS = ("ruleset", "ruleset_version", "engine", "catalog")
_KNOWN = {"format", *_TEXT_FIELDS, "setup", "undo_policy", "seed", "commitment", ENTRY_TAG,
          "inputs", "final"}
#: How each input kind is written in a record: the one key that names it.
_INPUT_KEYS = {"action": DECISION, "undo_to": UNDONE, "forked": FORKED}


class RecordRefused(InvalidLog):
    """A record whose re-simulation stops: an input the rules refuse (``index`` counts the
    record's inputs from 1), or an end that is not the game the record says it is."""

    def __init__(self, message: str, index: int | None = None,
                 entry: Mapping[str, JSON] | None = None) -> None:
        super().__init__(message)
        self.index = index
        self.entry = entry


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A parsed record: the start (GameStarted's data), the inputs as (kind, data), and the
    final version and hash if recorded."""

    start: Mapping[str, JSON]
    inputs: tuple[tuple[str, Mapping[str, JSON]], ...]
    final: tuple[int, str] | None

    @property
    def ruleset(self) -> str:
        return str(self.start["ruleset"])


# -- writing ---------------------------------------------------------------------------------
def record_document(records: Sequence[Record], *, sealed: bool = False) -> dict[str, JSON]:
    """The record of a game's stored log. ``sealed``: the game is an entry of a challenge
    whose seed is sealed, so the header carries the seed's commitment instead of the seed."""
    start = dict(records[0].data)
    header: dict[str, JSON] = {"format": RECORD_FORMAT, **start}
    if sealed:
        seed = header.pop("seed")
        header["commitment"] = commitment(str(seed))
    header["inputs"] = [_entry(r) for r in records[1:] if r.kind in INPUT_KINDS]
    header["final"] = {"version": records[-1].version, "hash": records[-1].hash}
    return header


def record_text(document: Mapping[str, JSON]) -> str:
    """A record as a file holds it: JSON with one header field and one input a line, so it
    reads (and compares with ``diff``) like a score sheet."""
    def line(value: JSON) -> str:
        return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(", ", ": "))

    fields = [f"  {line(key)}: {line(value)}" for key, value in document.items()
              if key != "inputs"]
    inputs = document.get("inputs")
    assert isinstance(inputs, list)
    listed = ",\n".join(f"    {line(item)}" for item in inputs)
    fields.append('  "inputs": [\n' + listed + "\n  ]" if inputs else '  "inputs": []')
    return "{\n" + ",\n".join(fields) + "\n}\n"


def _entry(record: Record) -> dict[str, JSON]:
    data = record.data
    if record.kind == DECISION:
        args = data.get("args")
        return {"action": data["action"], **({"args": args} if args else {})}
    if record.kind == UNDONE:
        return {"undo_to": data["to_version"]}
    if record.kind == FORKED:
        return {"forked": dict(data)}
    raise InvalidLog(f"Event {record.version}: {record.kind} may only be the first event.")


# -- reading ---------------------------------------------------------------------------------
def is_record(document: Any) -> bool:
    return isinstance(document, Mapping) and document.get("format") == RECORD_FORMAT


def parse_game(document: Any) -> list[Record] | GameRecord:
    """What a portable document holds, by its format: a full log's records, or a record."""
    if is_record(document):
        return parse_record(document)
    if not isinstance(document, Mapping) or document.get("format") != EXPORT_FORMAT:
        raise InvalidLog(f"Not a Red Book game log or record: expected \"format\": "
                         f"\"{EXPORT_FORMAT}\" (the full log) or \"{RECORD_FORMAT}\" (the "
                         "record).")
    return parse_export(document)


def parse_record(document: Mapping[str, Any]) -> GameRecord:
    """A record's parts, checked for shape; :class:`InvalidLog` names every problem."""
    problems = [f"{key}: not a field of a game record" for key in sorted(document)
                if key not in _KNOWN]
    for key in _TEXT_FIELDS:
        if not isinstance(document.get(key), str):
            problems.append(f"{key}: a string is needed, not {shown(document.get(key))}")
    if not isinstance(document.get("setup"), Mapping):
        problems.append("setup: an object is needed")
    if document.get("undo_policy") not in UNDO_POLICIES:
        problems.append(f"undo_policy: one of {', '.join(UNDO_POLICIES)}, not "
                        f"{shown(document.get('undo_policy'))}")
    problems += _seed_problems(document)
    if ENTRY_TAG in document and not isinstance(document[ENTRY_TAG], str):
        problems.append(f"{ENTRY_TAG}: the challenge's id, a string")
    inputs: list[tuple[str, Mapping[str, JSON]]] = []
    raw = document.get("inputs")
    if not isinstance(raw, list):
        problems.append("inputs: a list of the player's inputs is needed")
    else:
        for i, item in enumerate(raw, start=1):
            parsed = _input(item)
            if isinstance(parsed, str):
                problems.append(f"inputs[{i}]: {parsed}")
            else:
                inputs.append(parsed)
    final = _final(document.get("final"), problems)
    if problems:
        raise InvalidLog("The game record is not valid.", problems=problems)
    if "commitment" in document:
        # Its game cannot be made without the seed the commitment stands for.
        raise SealedLog("the record of a challenge entry made while the challenge's seed was "
                        f"sealed (commitment {document['commitment']})",
                        "it can be replayed once the challenge closes and reveals the seed "
                        "(export it again then).")
    start = {key: document[key] for key in sorted(document)
             if key not in ("format", "inputs", "final")}
    return GameRecord(start, tuple(inputs), final)


def _seed_problems(document: Mapping[str, Any]) -> list[str]:
    has_seed, has_note = "seed" in document, "commitment" in document
    if has_seed == has_note:
        return ["seed: a record holds the seed, or for a sealed challenge entry only its "
                "commitment (one of the two)"]
    if has_seed:
        seed = document["seed"]
        if isinstance(seed, bool) or not isinstance(seed, (str, int)):
            return [f"seed: a string or a whole number, not {shown(seed)}"]
        return []
    note = document["commitment"]
    if not isinstance(note, str) or not note.startswith("sha256:"):
        return [f"commitment: a digest sha256:<64 hex digits>, not {shown(note)}"]
    return []


def _input(item: Any) -> tuple[str, Mapping[str, JSON]] | str:
    """One input as (kind, data), or what is wrong with it."""
    keys = sorted(item) if isinstance(item, Mapping) else []
    named = [key for key in keys if key in _INPUT_KEYS]
    if len(named) != 1:
        return ('an object with one of "action" (and "args"), "undo_to" or "forked", '
                f"not {shown(item)}")
    key = named[0]
    extra = [k for k in keys if k != key and not (key == "action" and k == "args")]
    if extra:
        return f"{', '.join(map(json.dumps, extra))}: not a field of {json.dumps(key)}"
    value = item[key]
    if key == "action":
        args = item.get("args", {})
        if not isinstance(value, str) or not isinstance(args, Mapping):
            return "an action is an id (a string) with its args as an object"
        return DECISION, {"action": value, "args": dict(args)}
    if key == "undo_to":
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            return f"undo_to: the version gone back to, a whole number from 1, not {shown(value)}"
        return UNDONE, {"to_version": value}
    if not isinstance(value, Mapping):
        return "forked: the fork's parent and version, as an object"
    return FORKED, dict(value)


def _final(value: Any, problems: list[str]) -> tuple[int, str] | None:
    if value is None:
        return None
    version = value.get("version") if isinstance(value, Mapping) else None
    digest = value.get("hash") if isinstance(value, Mapping) else None
    if isinstance(version, bool) or not isinstance(version, int) or version < 1 \
            or not isinstance(digest, str):
        problems.append("final: the last event's version (a whole number) and hash")
        return None
    return version, digest


# -- re-simulating ---------------------------------------------------------------------------
def replay(ruleset: Ruleset[Any], record: GameRecord, snapshot_every: int = 1) -> Chronicle:
    """The game a record describes, re-simulated from its header and inputs through
    ``ruleset`` (a game of an earlier ruleset version under the rules of that version, if the
    ruleset keeps them; :class:`CatalogMismatch` if not). :class:`RecordRefused` names the
    first input the rules refuse, or a re-simulation that ends in another game than the
    record's ``final``."""
    check_compatible(ruleset, record.start)
    try:
        chronicle = Chronicle.open(ruleset, record.start, snapshot_every)
    except CatalogMismatch:
        raise
    except Exception as exc:  # noqa: BLE001 - any refusal of the header is the answer
        # An unexpected failure stays the cause, for the server's log (api.errors).
        raise RecordRefused("The game cannot start from the record's header: "
                            f"{why_not_started(exc)}") from unexpected(exc)
    for index, (kind, data) in enumerate(record.inputs, start=1):
        try:
            chronicle.replay_input(kind, data)
        except Exception as exc:  # noqa: BLE001 - the refusal is the answer
            entry = _entry_of(kind, data)
            raise RecordRefused(
                f"Input {index} of the record ({_said(entry)}, after event "
                f"{chronicle.version}) is refused: {why_refused(exc)}", index,
                entry) from unexpected(exc)
    if record.final is not None and record.final != (chronicle.version, chronicle.head_hash):
        version, digest = record.final
        raise RecordRefused(
            f"Re-simulation ends at event {chronicle.version} with hash {chronicle.head_hash},"
            f" but the record says its game ends at event {version} with hash {digest}: it "
            "was played under other rules, or the record was changed.")
    return chronicle


def _entry_of(kind: str, data: Mapping[str, JSON]) -> dict[str, JSON]:
    return _entry(Record(0, kind, data, None, "", ""))


def _said(entry: Mapping[str, JSON]) -> str:
    # Plain json, not canonical: the entry may hold what the rules refuse (a fraction).
    return json.dumps(entry, sort_keys=True, ensure_ascii=False)
