"""The event-sourced game: one aggregate (one stream) per game, kept by the ``eventsourcing``
library in an embedded SQLite file by default or in PostgreSQL at scale.

The aggregate only keeps hash-chained records; what they mean is the :class:`Chronicle`'s
business. The :class:`GameService` is the one door to stored games: every write goes through
``expected_version`` and is refused whole, with nothing written, if anything is wrong.
"""

from __future__ import annotations

import json
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any
from uuid import UUID

import orjson
from eventsourcing.application import Application, ProcessingEvent
from eventsourcing.domain import Aggregate, event
from eventsourcing.persistence import IntegrityError
from eventsourcing.sqlite import SQLiteAggregateRecorder
from eventsourcing.utils import get_topic, register_topic

from domain.canonical import JSON
from domain.challenges import entry_challenge
from domain.chronicle import Chronicle, Record, ruleset_named, verify
from domain.errors import (
    GameNotFound,
    InvalidLog,
    Overtaken,
    RedBookError,
    StaleVersion,
    VersionNotReached,
)
from domain.export import log_document
from domain.record import GameRecord, parse_game, replay
from domain.ruleset import GAME_STARTED, Ruleset, make_ruleset
from domain.store.collector import paused_collection
from domain.store.settings import whole_number
from domain.text import sentence
from domain.verdict import Verdict

if TYPE_CHECKING:
    from domain.cards import Catalog

_PAGE = 500
#: A whole number of 19 digits or more, where JSON writes a number (after ``:``, ``[`` or
#: ``,`` and before ``,``, ``]`` or ``}``). orjson reads one beyond 64 bits as a float, so a
#: game whose stored records may hold one is read by the standard module, which keeps every
#: number whole and the records as they were hashed (text that only looks so costs speed).
_LONG_NUMBER = re.compile(rb"[:,\[]-?[0-9]{19,}[,\]}]")
#: Every digit made a zero: a run of 19 zeros then marks where a long number may be, found
#: by a plain search far faster than the pattern's over every record of a long game.
_ZEROS, _DIGITS_AS_ZEROS = b"0" * 19, bytes.maketrans(b"123456789", b"0" * 9)


#: How many times a write that names no version is tried, each on the game as the write that
#: beat it to the store left it: as many as writers can be expected to race for one game.
WRITE_ATTEMPTS = 16


class _Beaten(Exception):
    """Another write stored the version a write made on version ``tried`` was to store first
    (the game is at ``actual`` now): the write is tried again or refused, as
    :meth:`GameService._write` decides."""

    def __init__(self, tried: int, actual: int) -> None:
        super().__init__(tried, actual)
        self.tried = tried
        self.actual = actual


def _long_number(text: bytes) -> bool:
    """Whether ``text`` (a stored state) may hold a whole number beyond 64 bits."""
    return _ZEROS in text.translate(_DIGITS_AS_ZEROS) and _LONG_NUMBER.search(text) is not None


class Game(Aggregate):
    """A game's stored records, in order. Versions of the aggregate are versions of the game."""

    @event("Opened")
    def __init__(self, id: UUID, record: dict[str, Any]) -> None:  # noqa: A002 (library name)
        self.records: list[dict[str, Any]] = [record]

    @event("Recorded")
    def add(self, record: dict[str, Any]) -> None:
        self.records.append(record)


#: Stores written before the class moved here hold its events under the old module's topic.
register_topic("domain.game:Game", Game)
#: The topics a game's events are stored under, the current one first.
OPENED_TOPICS = (get_topic(Game.Opened), "domain.game:Game.Opened")  # type: ignore[attr-defined]
RECORDED_TOPICS = (get_topic(Game.Recorded), "domain.game:Game.Recorded")  # type: ignore[attr-defined]


#: The settings that bound the memory a service holds, with their defaults: how many games
#: its cache keeps, how many events they may hold in all, and how far apart (in steps of a
#: history) the past states of a kept game are snapshot.
CACHE_GAMES_SETTING, CACHE_GAMES = "REDBOOK_CACHE_GAMES", 256
CACHE_EVENTS_SETTING, CACHE_EVENTS = "REDBOOK_CACHE_EVENTS", 250_000
SNAPSHOT_EVERY_SETTING, SNAPSHOT_EVERY = "REDBOOK_SNAPSHOT_EVERY", 32


def unreadable_event(version: int, owner: str, exc: BaseException) -> str:
    """Why the stored event ``version`` of ``owner`` (a game, a challenge, named) cannot be
    read, as the store says it: the mapper's error wraps the decoder's, which is the one said."""
    return f"Stored event {version} of {owner} cannot be read ({exc.__cause__ or exc})."


class GameService(Application[UUID]):
    """Start, play, undo, fork, verify, export and import games in the event store."""

    name = "RedBook"

    def __init__(self, catalog: Catalog, new_id: Callable[[], UUID],
                 env: Mapping[str, str] | None = None) -> None:
        super().__init__(env=dict(env or {}))
        self.catalog = catalog
        self._new_id = new_id
        self._rulesets: dict[str, Ruleset[Any]] = {}
        self.cache_games = self._setting(CACHE_GAMES_SETTING, CACHE_GAMES, least=0)
        self.cache_events = self._setting(CACHE_EVENTS_SETTING, CACHE_EVENTS, least=0)
        self.snapshot_every = self._setting(SNAPSHOT_EVERY_SETTING, SNAPSHOT_EVERY, least=1)
        self._cache: OrderedDict[UUID, Chronicle] = OrderedDict()
        self._cached_events = 0  # the events of the games in the cache, in all
        self._lock = threading.Lock()

    def _setting(self, name: str, default: int, least: int) -> int:
        return whole_number(self.env, name, default, least)

    def memory(self) -> dict[str, int]:
        """What the cache holds now, beside its bounds."""
        with self._lock:
            return {"games": len(self._cache), "events": self._cached_events,
                    "most_games": self.cache_games, "most_events": self.cache_events,
                    "snapshot_every": self.snapshot_every}

    # -- rulesets ---------------------------------------------------------------------------
    def ruleset(self, ruleset_id: str) -> Ruleset[Any]:
        if ruleset_id not in self._rulesets:
            self._rulesets[ruleset_id] = make_ruleset(ruleset_id, self.catalog)
        return self._rulesets[ruleset_id]

    # -- reading ----------------------------------------------------------------------------
    def records(self, game_id: UUID) -> list[Record]:
        """The stored records, as they are (no replay: works for any game), read straight
        from the recorder. The library's event objects are not built: a record is plain JSON,
        which the transcoder stores as it is, so decoding the stored state gives it back,
        several times faster than building each event."""
        states = self._states(game_id)
        if states is None:
            raise GameNotFound(f"There is no game {game_id}.")
        plain = self.mapper.cipher is None and self.mapper.compressor is None
        texts = ([state for (state,) in states] if plain else
                 [self._plain_state(state) for (state,) in states])
        loads = json.loads if any(map(_long_number, texts)) else orjson.loads
        try:
            return Record.all_from_json([loads(text)["record"] for text in texts])
        except (ValueError, KeyError, TypeError):  # JSONDecodeError is a ValueError
            pass
        # A row changed behind the store's back: find it and say where.
        return [Record.from_json(self._record_of(game_id, version, state))
                for version, _, state in self._rows(game_id)]

    def first_record(self, game_id: UUID) -> Record:
        """The game's first stored record (its ``GameStarted``), read alone: what a reader of
        the game's start needs (the challenge it is an entry of) without the whole log."""
        first = self.recorder.select_events(game_id, limit=1)
        if not first or first[0].topic not in OPENED_TOPICS:
            raise GameNotFound(f"There is no game {game_id}.")
        return Record.from_json(self._record_of(game_id, 1, first[0].state))

    def load(self, game_id: UUID) -> Chronicle:
        """The game with its state, replayed from the store (or the cache, if still current:
        then only the stored version is read)."""
        with self._lock:
            cached = self._cache.get(game_id)
        if cached is not None and self._stored_version(game_id) == cached.version:
            with self._lock:
                if game_id in self._cache:
                    self._cache.move_to_end(game_id)
            return cached
        chronicle = self._replay(game_id)
        self._remember(game_id, chronicle)
        return chronicle

    def game_ids(self) -> list[UUID]:
        """Every stored game, oldest first (from the store's notification log)."""
        ids: list[UUID] = []
        start = 1
        while True:
            batch = self.recorder.select_notifications(start, _PAGE, topics=list(OPENED_TOPICS))
            ids.extend(UUID(str(n.originator_id)) for n in batch)
            if len(batch) < _PAGE:
                return ids
            start = batch[-1].id + 1

    def _record_of(self, game_id: UUID, version: int, state: bytes) -> dict[str, Any]:
        try:
            record = json.loads(self._plain_state(state))["record"]
            if not isinstance(record, dict):
                raise TypeError("not an object")
        except (ValueError, KeyError, TypeError) as exc:
            raise InvalidLog(unreadable_event(version, f"game {game_id}", exc)) from None
        return record

    def _plain_state(self, state: bytes) -> bytes:
        """A stored state as the transcoder wrote it (decrypted, decompressed)."""
        if self.mapper.cipher is not None:
            state = self.mapper.cipher.decrypt(state)
        if self.mapper.compressor is not None:
            state = self.mapper.compressor.decompress(state)
        return state

    def _states(self, game_id: UUID) -> Sequence[tuple[bytes]] | None:
        """The stored state of each of the game's events, oldest first, each in a 1-tuple as
        the database gives it; None if the id's first event is not a game's (other aggregates,
        challenges, share the store) or it has none. On SQLite only the states are read, as
        plain tuples rather than the connection's named rows (what the read of each row's
        version and topic, each as a Row, would cost is a third of the read)."""
        recorder = self.recorder
        if not isinstance(recorder, SQLiteAggregateRecorder):
            events = recorder.select_events(game_id)
            if not events or events[0].topic not in OPENED_TOPICS:
                return None
            return [(event.state,) for event in events]
        table = recorder.events_table_name
        with recorder.datastore.transaction(commit=False) as cursor:
            cursor.sqlite_cursor.row_factory = None  # this cursor's rows are plain tuples
            cursor.execute(f"SELECT topic FROM {table} WHERE originator_id=? "  # noqa: S608
                           "ORDER BY originator_version LIMIT 1", [game_id.hex])
            first = cursor.fetchone()
            if first is None or first[0] not in OPENED_TOPICS:
                return None
            cursor.execute(f"SELECT state FROM {table} WHERE originator_id=? "  # noqa: S608
                           "ORDER BY originator_version", [game_id.hex])
            states: Sequence[tuple[bytes]] = cursor.fetchall()
            return states

    def _rows(self, game_id: UUID) -> Sequence[Sequence[Any]]:
        """The game's stored events as (version, topic, state), oldest first, to name a row
        that cannot be read. On SQLite they are read here with the recorder's own connection,
        without turning the id of each row back into a UUID; on PostgreSQL the recorder reads
        them."""
        recorder = self.recorder
        if not isinstance(recorder, SQLiteAggregateRecorder):
            return [(row.originator_version, row.topic, row.state)
                    for row in recorder.select_events(game_id)]
        with recorder.datastore.transaction(commit=False) as cursor:
            cursor.execute("SELECT originator_version, topic, state FROM "  # noqa: S608
                           f"{recorder.events_table_name} WHERE originator_id=? "
                           "ORDER BY originator_version", [game_id.hex])
            rows: Sequence[Sequence[Any]] = cursor.fetchall()
            return rows

    def _stored_version(self, game_id: UUID) -> int | None:
        """The version of the game's last stored event (reads that one row only)."""
        latest = self.recorder.select_events(game_id, desc=True, limit=1)
        return latest[0].originator_version if latest else None

    def _replay(self, game_id: UUID) -> Chronicle:
        """The game's chronicle, read and replayed in full."""
        with paused_collection():
            records = self.records(game_id)
            try:
                return Chronicle(self._ruleset_of(records), records, self.snapshot_every)
            except RedBookError:
                raise
            except Exception as exc:
                # A stored game the rules here cannot replay, for a reason no refusal names:
                # its own reads say so, in the project's words (the fault, kept as the cause,
                # is logged on the server), the other games' go on.
                raise InvalidLog(f"Game {game_id} cannot be replayed here: the rules stop on "
                                 "its events without naming why.") from exc

    def _ruleset_of(self, records: Sequence[Record]) -> Ruleset[Any]:
        if not records or records[0].kind != GAME_STARTED:
            raise InvalidLog("A game log must begin with GameStarted.")
        return self.ruleset(str(records[0].data.get("ruleset")))

    def _remember(self, game_id: UUID, chronicle: Chronicle) -> None:
        """Keep ``chronicle`` as the game's latest; let the least recently used games go while
        the cache holds more games or events than its settings allow."""
        with self._lock:
            replaced = self._cache.pop(game_id, None)
            if replaced is not None:
                self._cached_events -= replaced.version
            self._cache[game_id] = chronicle
            self._cached_events += chronicle.version
            while self._cache and (len(self._cache) > self.cache_games
                                   or self._cached_events > self.cache_events):
                _, gone = self._cache.popitem(last=False)
                self._cached_events -= gone.version

    def _write(self, game_id: UUID, expected_version: int | None,
               change: Callable[[Chronicle], list[Record]]) -> list[Record]:
        """Apply ``change`` to a private copy of the game and store what it appended.

        The cached game is used without asking the store first. Only when the change is
        refused is the store asked whether another process wrote meanwhile; if it did, the
        change is tried once more on the game read afresh. The cache never holds an unsaved
        state; a refused change leaves it as it was.

        A write that another one beat to the store is refused as stale if it named the
        version it was made on. One that named none (an undo of the last steps, a decision
        of the command line) is of the game as stored, whoever wrote it: it is tried again on
        the game the other write left, as if it had come just after it, as it would have a
        moment later; :class:`Overtaken` only if it keeps losing."""
        with self._lock:
            taken = self._cache.pop(game_id, None)
            if taken is not None:
                self._cached_events -= taken.version
        # Another writer of this service may have taken the cached game meanwhile.
        current = taken if taken is not None else self._replay(game_id)
        cached = taken is not None
        for _ in range(WRITE_ATTEMPTS):
            try:
                return self._apply(game_id, current, expected_version, change)
            except _Beaten as beaten:
                if expected_version is not None:  # == beaten.tried: the client's own
                    raise StaleVersion(beaten.tried, beaten.actual) from None
            except RedBookError:
                if not cached or self._stored_version(game_id) == current.version:
                    raise
            cached = False
            current = self._replay(game_id)
        raise Overtaken(self._stored_version(game_id) or current.version, WRITE_ATTEMPTS)

    def _apply(self, game_id: UUID, current: Chronicle, expected_version: int | None,
               change: Callable[[Chronicle], list[Record]]) -> list[Record]:
        try:
            self._refuse_frozen(game_id, current.records)
            if expected_version is not None and expected_version < current.version:
                raise StaleVersion(expected_version, current.version)
            if expected_version is not None and expected_version > current.version:
                raise VersionNotReached(expected_version, current.version)
            chronicle = current.clone()
            added = change(chronicle)
        except Exception:
            self._remember(game_id, current)
            raise
        before = chronicle.version - len(added)
        # The aggregate's versions are the game's, so the new events are made directly: the
        # store refuses a version taken meanwhile, as it would for the aggregate's own events.
        events = [Game.Recorded(  # type: ignore[attr-defined]
            originator_id=game_id, originator_version=record.version,
            timestamp=Game.Recorded.create_timestamp(),  # type: ignore[attr-defined]
            record=record.to_json()) for record in added]
        try:
            self._save_events([*events, *self._entry_claim(game_id, current.records, before + 1)])
        except IntegrityError:
            # Another write took the version first, or a submission of this entry did.
            self._refuse_frozen(game_id, current.records)
            raise _Beaten(before, self._stored_version(game_id) or before) from None
        self._remember(game_id, chronicle)
        return added

    def _refuse_frozen(self, game_id: UUID, records: Sequence[Record]) -> None:
        """Refuse any write to a submitted challenge entry: it stays the game it was ranked as
        (the challenges' store says which games those are)."""
        from domain.store.challenges import ChallengeService  # which builds on this module

        ChallengeService(self).refuse_submitted(game_id, records)

    @staticmethod
    def _entry_claim(game_id: UUID, records: Sequence[Record], version: int) -> list[Any]:
        """For a challenge entry, the claim of ``version``, the first its write appends,
        stored with it: a submission racing the write claims it too, so the store keeps one
        of the two (``domain.store.challenges.EntryVersions``). None for another game."""
        from domain.store.challenges import claim

        return [] if entry_challenge(records) is None else [claim(game_id, version)]

    def _save_events(self, events: Sequence[Any]) -> None:
        """Store new events as :meth:`save` does (this application takes no snapshots),
        without asking of each whether it is an aggregate or an event: on Python 3.11 that
        runtime protocol check costs more than the rest of writing the event."""
        batch: ProcessingEvent[UUID] = ProcessingEvent()
        batch.events.extend(events)
        self._notify(self._record(batch))

    # -- writing ----------------------------------------------------------------------------
    def start(self, ruleset_id: str, seed: str | int, setup: Mapping[str, Any] | None = None,
              undo_policy: str = "free") -> UUID:
        chronicle = Chronicle.begin(self.ruleset(ruleset_id), seed, setup or {}, undo_policy,
                                    self.snapshot_every)
        return self._store_new(chronicle.records, chronicle)

    def decide(self, game_id: UUID, action: str, args: Mapping[str, Any] | None = None,
               expected_version: int | None = None) -> list[Record]:
        return self._write(game_id, expected_version,
                           lambda chronicle: chronicle.decide(action, args))

    def undo(self, game_id: UUID, to_version: int | None = None, steps: int | None = None,
             expected_version: int | None = None) -> list[Record]:
        return self._write(game_id, expected_version,
                           lambda chronicle: chronicle.undo(to_version, steps))

    def fork(self, game_id: UUID, at_version: int) -> UUID:
        records = self.load(game_id).fork_records(str(game_id), at_version)
        return self._store_new(records)

    def verify(self, game_id: UUID) -> Verdict:
        with paused_collection():  # the read too: thousands of new objects, none cyclic
            return self.verify_records(self.records(game_id))

    def verify_records(self, records: Sequence[Record]) -> Verdict:
        """Check a log's hash chain and re-simulate it, stored or not."""
        with paused_collection():  # re-simulation makes states, which hold no cycles either
            return verify(self.ruleset, records)

    def export(self, game_id: UUID) -> dict[str, JSON]:
        """The game's whole log as a portable document."""
        return log_document(str(game_id), self.records(game_id))

    def import_game(self, document: Mapping[str, Any]) -> UUID:
        """Store a portable log as a new game, only if it verifies; or a game record as the
        game its re-simulation makes, only if every input is legal."""
        records = parse_game(document)
        if isinstance(records, GameRecord):
            chronicle = self.replay_record(records)
            return self._store_new(chronicle.records, chronicle)
        verdict = self.verify_records(records)
        if not verdict.ok:
            assert verdict.difference is not None
            raise InvalidLog(sentence(f"The log does not verify: {verdict.difference.summary}"))
        return self._store_new(records)

    def replay_record(self, record: GameRecord) -> Chronicle:
        """The game a record describes, re-simulated under this server's rules."""
        with paused_collection():  # re-simulation makes only acyclic states
            return replay(ruleset_named(self.ruleset, record.start), record,
                          self.snapshot_every)

    def records_in(self, document: Mapping[str, Any]) -> list[Record]:
        """The records a portable document holds: a full log's as they stand (to be checked
        by the caller), a record's as its re-simulation makes them."""
        parsed = parse_game(document)
        return self.replay_record(parsed).records if isinstance(parsed, GameRecord) else parsed

    def build(self, records: Sequence[Record]) -> Game:
        """A new game holding ``records``, not saved yet: a caller that must store it together
        with another aggregate (a challenge entry) saves both in one transaction."""
        game = Game(id=self._new_id(), record=records[0].to_json())
        for record in records[1:]:
            game.add(record.to_json())
        return game

    def _store_new(self, records: Sequence[Record], chronicle: Chronicle | None = None) -> UUID:
        game = self.build(records)
        self.save(game)
        if chronicle is not None:
            self._remember(game.id, chronicle)
        return game.id
