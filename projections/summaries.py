"""The game list's read model: one summary row per game (ruleset version, version, state,
the game it was forked from, the challenge it was entered in), kept by the follower beside
the other views, and the paged query that lists games with their owner and visibility.

A summary is written from the events of each batch alone: the fields of ``GameStarted`` and
``Forked`` are kept once seen (a long fork's records may span two batches), the version and
state follow every batch. The list is read newest first, by the position of the game's first
event in the store's notification log (commit order, on every backend), with that position as
a keyset cursor: a page costs the same however deep it lies, and games started meanwhile do
not shift the pages.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from domain.canonical import JSON
from domain.chronicle import ENTRY_TAG, Record
from domain.ruleset import FORKED, GAME_STARTED
from projections.db import Session

PLAYING, FINISHED, UNREPLAYABLE = "playing", "finished", "unreplayable"
STATES = (PLAYING, FINISHED, UNREPLAYABLE)

TABLES = (
    "CREATE TABLE IF NOT EXISTS {redbook_game_summaries} ("
    "game_id TEXT PRIMARY KEY, position BIGINT, ruleset TEXT, ruleset_version TEXT, "
    "challenge TEXT, "
    "parent TEXT, fork_version INTEGER, version INTEGER NOT NULL, state TEXT NOT NULL, "
    "outcome TEXT)",
    "CREATE INDEX IF NOT EXISTS redbook_game_summaries_by_position "
    "ON {redbook_game_summaries} (position)",
    "CREATE INDEX IF NOT EXISTS redbook_game_summaries_by_parent "
    "ON {redbook_game_summaries} (parent, position)",
)

#: Fields known from the first records only: a later batch leaves them as they are.
_KEPT = ("position", "ruleset", "ruleset_version", "challenge", "parent", "fork_version")
_UPSERT = (
    "INSERT INTO {redbook_game_summaries} (game_id, position, ruleset, ruleset_version, "
    "challenge, parent, fork_version, version, state, outcome) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
    "ON CONFLICT (game_id) DO UPDATE SET "
    + ", ".join(f"{name} = COALESCE(excluded.{name}, redbook_game_summaries.{name})"
                for name in _KEPT)
    + ", version = excluded.version, state = excluded.state, outcome = excluded.outcome"
)


@dataclass(frozen=True, slots=True)
class Summary:
    game_id: str
    position: int | None
    ruleset: str | None
    ruleset_version: str | None
    challenge: str | None
    parent: str | None
    fork_version: int | None
    version: int
    state: str
    outcome: str | None


def summarize(game_id: str, position: int | None, version: int, records: Sequence[Record],
              replayed: bool, result: JSON) -> Summary:
    """The summary of a game at ``version`` from the records new in a batch and, if the game
    could be replayed, its result at that version; ``position`` is the notification id of
    the game's first event if the batch holds it."""
    ruleset = ruleset_version = challenge = parent = None
    fork_version = None
    for record in records:
        if record.kind == GAME_STARTED:
            ruleset = _text(record.data.get("ruleset"))
            ruleset_version = _text(record.data.get("ruleset_version"))
            challenge = _text(record.data.get(ENTRY_TAG))
        elif record.kind == FORKED:
            # A fork copies its parent's history, earlier forks included: the last is its own.
            parent = _text(record.data.get("parent"))
            at = record.data.get("at_version")
            fork_version = at if isinstance(at, int) and not isinstance(at, bool) else None
    if not replayed:
        state, outcome = UNREPLAYABLE, None
    elif not isinstance(result, Mapping):
        state, outcome = PLAYING, None
    else:
        state, outcome = FINISHED, _text(result.get("outcome"))
    return Summary(game_id, position, ruleset, ruleset_version, challenge, parent, fork_version,
                   version, state, outcome)


def _text(value: JSON) -> str | None:
    return value if isinstance(value, str) else None


def write(session: Session, summary: Summary) -> None:
    session.execute(_UPSERT, (summary.game_id, summary.position, summary.ruleset,
                              summary.ruleset_version,
                              summary.challenge, summary.parent, summary.fork_version,
                              summary.version, summary.state, summary.outcome))


# -- listing --------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Filters:
    """What a list is narrowed to; None lets anything through."""

    owner: str | None = None
    ruleset: str | None = None
    state: str | None = None
    visibility: str | None = None
    parent: str | None = None


@dataclass(frozen=True, slots=True)
class Reader:
    """Whose list it is: the operator sees every game, a player the public ones and their
    own, nobody (no token) the public ones."""

    player: str | None = None
    operator: bool = False


def encode_cursor(position: int) -> str:
    return str(position)


#: The greatest position a cursor may name: the databases' 64-bit integer.
MAX_POSITION = 2**63 - 1


def decode_cursor(cursor: str) -> int:
    """The position a cursor names; ValueError if it is not one this list gave (a position
    beyond any the database holds is not: it could not be compared with theirs)."""
    if not cursor.isascii() or not cursor.isdigit() or len(cursor) > 19 \
            or int(cursor) > MAX_POSITION:
        raise ValueError("not a cursor this list gave (pass next_cursor as it came)")
    return int(cursor)


# A game the command line stored has no row in {redbook_games}: it is listed with no owner,
# as private (so to the operator alone), its ruleset told by its summary.
_RULESET = "COALESCE(g.ruleset, s.ruleset)"
_VISIBILITY = "COALESCE(g.visibility, 'private')"
_COLUMNS = (f"SELECT s.position, s.game_id, {_RULESET} AS ruleset, g.owner, "
            f"p.name AS owner_name, {_VISIBILITY} AS visibility, g.created, "
            "s.ruleset_version, s.version, s.state, s.outcome, s.parent, s.fork_version, "
            "s.challenge FROM {redbook_game_summaries} s "
            "LEFT JOIN {redbook_games} g ON g.game_id = s.game_id "
            "LEFT JOIN {redbook_players} p ON p.id = g.owner")


def list_games(session: Session, reader: Reader, filters: Filters, limit: int,
               after: int | None = None) -> tuple[list[dict[str, JSON]], str | None]:
    """One page of game summaries, newest first, and the cursor of the next page (None on
    the last)."""
    where: list[str] = []
    params: list[Any] = []
    if not reader.operator:
        if reader.player is None:
            where.append("g.visibility = 'public'")
        else:
            where.append("(g.visibility = 'public' OR g.owner = ?)")
            params.append(reader.player)
    for column, value in (("g.owner", filters.owner), (_RULESET, filters.ruleset),
                          ("s.state", filters.state), (_VISIBILITY, filters.visibility),
                          ("s.parent", filters.parent)):
        if value is not None:
            where.append(f"{column} = ?")
            params.append(value)
    if after is not None:
        where.append("s.position < ?")
        params.append(after)
    statement = _COLUMNS + (" WHERE " + " AND ".join(where) if where else "") + \
        " ORDER BY s.position DESC LIMIT ?"
    rows = session.execute(statement, (*params, limit + 1)).all()
    page = [_summary_json(row) for row in rows[:limit]]
    last = rows[limit - 1] if len(rows) > limit else None
    return page, None if last is None else encode_cursor(int(last["position"]))


def _summary_json(row: Mapping[str, Any]) -> dict[str, JSON]:
    parent = None if row["parent"] is None else {"game_id": row["parent"],
                                                 "at_version": row["fork_version"]}
    return {"game_id": row["game_id"], "ruleset": row["ruleset"],
            "ruleset_version": row["ruleset_version"], "owner": row["owner"],
            "owner_name": row["owner_name"],
            "visibility": row["visibility"], "state": row["state"], "outcome": row["outcome"],
            "version": int(row["version"]), "created": row["created"], "parent": parent,
            "challenge": row["challenge"],
            # A fork of an entry keeps the entry's tag but is no entry itself.
            "entry": row["challenge"] is not None and row["parent"] is None}
