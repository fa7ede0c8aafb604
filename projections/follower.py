"""Materialized read models that follow the event log.

A :class:`Projections` reads new events from the store's notification log (in the order they
were committed, by notification id), and keeps per game the current board, score and Shadow
views and one narrative line per event, in tables of the same database. The position it has
reached is stored with the views, in the same transaction, so views and position never
disagree. Several processes may follow the same database: each batch is computed outside any
lock and committed only if the stored position is still the one it started from.

It keeps a summary of each game for the game list (:mod:`projections.summaries`), and
each challenge's leaderboard too: a header row (title, scoring rule, close,
entries not yet submitted) and one row per ranked entry, linked to its replay. A challenge's
leaderboard is folded again from the challenge's own events, up to the version the batch
reached, whenever one of them is new.

The views are the ruleset's own functions applied to the replayed game and the leaderboard
is :func:`projections.leaderboard.standings`, so nothing here knows a rule; ``rebuild`` throws
every view away and computes them again from the log.

The shape of the views is numbered (``SCHEMA``, part of the position's name): a store whose
views an older server stored has them dropped and is followed again from its first event
(``upgrade``, in the background as a server starts, its progress logged), so no view is ever
read in an older shape and no operator has to rebuild by hand.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any
from uuid import UUID

from domain.canonical import JSON
from domain.chronicle import Chronicle, Record
from domain.errors import RedBookError
from domain.ruleset import Fact, Ruleset, describe
from domain.store.challenges import CHALLENGE_TOPICS
from domain.store.games import OPENED_TOPICS, RECORDED_TOPICS, GameService, unreadable_event
from projections.board import board_view
from projections.db import Database, Session
from projections.leaderboard import standings
from projections.narrative import narrative_line
from projections.score import score_view
from projections.shadow import shadow_view
from projections.summaries import TABLES as SUMMARY_TABLES
from projections.summaries import Summary, summarize
from projections.summaries import write as write_summary

#: The shape of the stored views, raised whenever a view gains, loses or changes a field (or
#: a stored view or line should read otherwise), so that the views and lines an older server
#: stored are projected again (see ``POSITION_NAME``).
#: 1: the views as first stored; 2: The Road's board with its hazards in play, the strikes
#: assigned in combat and the closed moves; 3: the leaderboards, entries equal on every
#: criterion sharing a rank (before, ties were broken by the time of submission); 4: the
#: untap lines of Burglar, There and Back Again and Guise of the Necromancer name the items
#: that untap with the characters; 5: the Solitaire Variant's board with the attempt whose
#: roll waits (``attempt``); 6: The Road's board with each character's direct influence used
#: of his own, the strikes to come of an attack on each character and the attacks to come
#: after the one under way, and lines telling a body check's every modifier, a follower's
#: direct influence before and after, and a queued attack's end once; 7: the Solitaire
#: Variant's board names a member's condition ``state`` (was ``status``), as the others do; 8:
#: The Road's line of a corruption check waiting for helpers names what asks it and the
#: corruption points it is rolled against; 9: a game's summary keeps its ruleset, so a game
#: with no owner's bookkeeping (the command line's) is listed too; 10: Burglar's board gives
#: ``hand_until_turn`` on a Hand alone, the Solitaire Variant's its regions' types by the
#: rules' names, Guise of the Necromancer's score no degree of victory before a win (the one a
#: win now would give, ``degree_if_won_now``), and The Road's line of a decision ending the
#: organization phase beside another company says so.
SCHEMA = 10
#: The name the position is stored under: what is projected and the shape of its views. A
#: store followed under an older name (an older set of read models, games only, or views of
#: an older ``SCHEMA``) is followed again from its first event, each view then replaced.
POSITION_NAME = f"views+leaderboards+summaries@{SCHEMA}"
_OLDER_POSITIONS = ("views", "views+leaderboards", "views+leaderboards+summaries",
                    *(f"views+leaderboards+summaries@{n}" for n in range(2, SCHEMA)))
BATCH = 500
#: A catch-up longer than this many events logs its progress, batch by batch.
LOGGED = 2 * BATCH
GAME_TOPICS = OPENED_TOPICS + RECORDED_TOPICS
TOPICS = GAME_TOPICS + CHALLENGE_TOPICS

TABLES = (
    "CREATE TABLE IF NOT EXISTS {redbook_projection_position} ("
    "name TEXT PRIMARY KEY, position BIGINT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS {redbook_views} ("
    "game_id TEXT PRIMARY KEY, version INTEGER NOT NULL, board TEXT NOT NULL, "
    "score TEXT NOT NULL, shadow TEXT)",
    "CREATE TABLE IF NOT EXISTS {redbook_narrative} ("
    "game_id TEXT NOT NULL, version INTEGER NOT NULL, line TEXT NOT NULL, "
    "PRIMARY KEY (game_id, version))",
    "CREATE TABLE IF NOT EXISTS {redbook_leaderboards} ("
    "challenge_id TEXT PRIMARY KEY, version INTEGER NOT NULL, title TEXT NOT NULL, "
    "scoring TEXT NOT NULL, criteria TEXT NOT NULL, closed_at TEXT, "
    "not_submitted TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS {redbook_leaderboard_entries} ("
    "challenge_id TEXT NOT NULL, position INTEGER NOT NULL, rank INTEGER NOT NULL, "
    "game_id TEXT NOT NULL, player TEXT NOT NULL, replay TEXT NOT NULL, entry TEXT NOT NULL, "
    "PRIMARY KEY (challenge_id, position))",
    *SUMMARY_TABLES,
)


def encode(value: JSON) -> str:
    # ASCII-only canonical text: any string a game holds (even a NUL) fits a TEXT column.
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def decode(text: str | None) -> JSON:
    return None if text is None else json.loads(text)


@dataclass
class Batch:
    """The rows a run of notifications produces, ready to be written."""

    end: int
    narrative: list[tuple[str, int, str]] = field(default_factory=list)
    views: dict[str, tuple[int, str, str, str | None]] = field(default_factory=dict)
    #: challenge id -> (version, leaderboard), or None for a challenge this server cannot rank.
    leaderboards: dict[str, tuple[int, dict[str, JSON]] | None] = field(default_factory=dict)
    summaries: list[Summary] = field(default_factory=list)


class Projections:
    """The board, score, Shadow and narrative read models of every game in one store, and
    the leaderboard of every challenge."""

    def __init__(self, service: GameService, database: Database,
                 log: Callable[..., object] | None = None) -> None:
        """``log(event, **fields)`` tells an upgrade and a long catch-up's progress (the
        server's log; None: not told, as a command printing its own output wants)."""
        self._service = service
        self._db = database
        self._log = log or _silent
        self._lock = threading.Lock()
        database.create(TABLES)
        with database.write() as session:
            session.execute("INSERT INTO {redbook_projection_position} (name, position) "
                            "VALUES (?, 0) ON CONFLICT (name) DO NOTHING", (POSITION_NAME,))
            found = []
            for older in _OLDER_POSITIONS:
                found += session.execute("SELECT name FROM {redbook_projection_position} "
                                         "WHERE name = ?", (older,)).all()
                session.execute("DELETE FROM {redbook_projection_position} WHERE name = ?",
                                (older,))
            if found:
                # Each is projected again; a game this server cannot replay keeps none.
                session.execute("DELETE FROM {redbook_views}")
                # The summaries are written again too, in their present shape.
                session.execute("DROP TABLE {redbook_game_summaries}")
                for statement in SUMMARY_TABLES:
                    session.execute(statement)
        #: The views stored here were an older server's: they are projected again from the
        #: first event (``upgrade``), and every read catches up first, so none is read in
        #: its older shape.
        self.upgrading = bool(found)
        if found:
            self._log("projections_upgrade", stored=found[0]["name"], now=POSITION_NAME)

    def upgrade(self) -> threading.Thread | None:
        """Project an older server's views again, in a thread of its own, so the server
        answers meanwhile (a read of a view waits for it, then reads the new shape); None when
        there is nothing to upgrade."""
        if not self.upgrading:
            return None
        thread = threading.Thread(target=self.catch_up, name="projections-upgrade",
                                  daemon=True)
        thread.start()
        return thread

    # -- following --------------------------------------------------------------------------
    def catch_up(self) -> int:
        """Process every event committed so far; returns the position reached."""
        head = self._head()
        with self._lock:
            start = self.position()
            logged = head - start > LOGGED
            while True:
                position = self.position()
                if position >= head:
                    if logged:
                        self._log("projections_caught_up", position=position)
                    return position
                batch = self._compute(position, min(head, position + BATCH))
                self._commit(batch, expected=position, reset=False)
                if logged:
                    self._log("projections_progress", position=batch.end, head=head,
                              percent=(batch.end - start) * 100 // (head - start),
                              games=len(batch.summaries))

    def rebuild(self) -> int:
        """Drop every view and compute them again from the whole log, in one transaction."""
        with self._lock:
            head = self._head()
            batch = self._compute(0, head)
            self._commit(batch, expected=None, reset=True)
            return head

    def position(self) -> int:
        with self._db.read() as session:
            row = session.execute("SELECT position FROM {redbook_projection_position} "
                                  "WHERE name = ?", (POSITION_NAME,)).one()
        return int(row["position"]) if row else 0

    def _head(self) -> int:
        return int(self._service.recorder.max_notification_id() or 0)

    def _compute(self, position: int, end: int) -> Batch:
        """The rows for notifications ``position+1 .. end``, computed without holding a lock
        (reading the store inside a write transaction would block an in-memory SQLite)."""
        batch = Batch(end)
        latest: dict[UUID, int] = {}
        new_records: dict[UUID, list[Record]] = {}
        challenges: dict[UUID, int] = {}
        opened: dict[UUID, int] = {}  # a game's first event -> its place in the log
        unreadable: dict[UUID, str] = {}  # a game -> why a row of it cannot be read
        start = position + 1
        while start <= end:
            notifications = self._service.recorder.select_notifications(
                start, min(BATCH, end - start + 1), stop=end, topics=TOPICS)
            if not notifications:
                break
            for notification in notifications:
                originator = notification.originator_id
                assert isinstance(originator, UUID)
                if notification.topic in CHALLENGE_TOPICS:
                    challenges[originator] = notification.originator_version
                    continue
                if notification.topic in OPENED_TOPICS:
                    opened[originator] = notification.id
                latest[originator] = notification.originator_version
                try:
                    event: Any = self._service.mapper.to_domain_event(notification)
                    record = Record.from_json(event.record)
                except (ValueError, KeyError, TypeError, AttributeError) as exc:
                    # A row changed behind the store's back (no longer JSON, or not a
                    # record's) is its game's fault alone: the game is not projected.
                    unreadable.setdefault(originator, unreadable_event(
                        notification.originator_version, f"game {originator}", exc))
                    continue
                new_records.setdefault(originator, []).append(record)
            start = notifications[-1].id + 1
        for game_id in sorted(latest):
            self._game_rows(batch, game_id, latest[game_id], new_records.get(game_id, []),
                            opened.get(game_id), unreadable.get(game_id))
        for challenge in sorted(challenges):
            self._leaderboard_rows(batch, challenge, challenges[challenge])
        return batch

    def _leaderboard_rows(self, batch: Batch, challenge: UUID, version: int) -> None:
        """The challenge's leaderboard as of ``version``, folded from its events; a challenge
        with a row that cannot be read (no longer JSON) is logged and left as it is."""
        try:
            events = list(self._service.events.get(challenge, lte=version))
        except ValueError as exc:  # the mapper's error is one, wrapping the decoder's
            self._log("leaderboard_not_projected", challenge=str(challenge), version=version,
                      problem="A stored event of the challenge cannot be read "
                              f"({exc.__cause__ or exc}).")
            return
        record = getattr(events[0], "challenge", None) if events else None
        key = record.get("id") if isinstance(record, dict) else None
        if not isinstance(key, str):
            return  # not a challenge record any server could show
        try:
            batch.leaderboards[key] = (version, standings(events))
        except RedBookError:
            # A challenge this server cannot rank (another scoring rule) has no
            # leaderboard here; the API explains why on request.
            batch.leaderboards[key] = None

    def _game_rows(self, batch: Batch, game_id: UUID, version: int,
                   records: Sequence[Record], opened: int | None,
                   unreadable: str | None) -> None:
        """The game's rows for its ``records`` new in the batch, up to ``version``; a game
        with a row that cannot be read (``unreadable``: why) is not projected."""
        key = str(game_id)
        problem = unreadable
        if problem is None:
            try:
                chronicle = self._service.load(game_id)
                lines = [encode(_line(chronicle.ruleset, record, chronicle))
                         for record in records]
                shadow = shadow_view(chronicle, version)
                board = board_view(chronicle, version)
                batch.views[key] = (version, encode(board),
                                    encode(score_view(chronicle, version)),
                                    None if shadow is None else encode(shadow))
                replayed, result = True, board["result"]
            except Exception as exc:  # noqa: BLE001 (one game's fault is that game's alone)
                problem = f"{type(exc).__name__}: {exc}"
        if problem is not None:
            # A game this server cannot replay (another catalog or engine), project or read
            # keeps the narrative of the records it can read; its views stay absent and the
            # API explains why on request. It is logged, and it never stops the views of the
            # other games.
            self._log("game_not_projected", game_id=key, version=version, problem=problem)
            ruleset = self._ruleset_of(game_id)
            lines = [encode(_line(ruleset, record, None)) for record in records]
            replayed, result = False, None
        batch.narrative += [(key, record.version, line) for record, line in
                            zip(records, lines, strict=True)]
        batch.summaries.append(summarize(key, opened, version, records, replayed, result))

    def _ruleset_of(self, game_id: UUID) -> Ruleset[Any] | None:
        """The ruleset of a game that cannot be replayed, if this server knows it at all (and
        can read the game's records)."""
        try:
            start = self._service.records(game_id)[0]
            return self._service.ruleset(str(start.data.get("ruleset")))
        except RedBookError:
            return None

    def _commit(self, batch: Batch, expected: int | None, reset: bool) -> bool:
        """Write a batch if nobody moved the position meanwhile (``expected``)."""
        with self._db.write() as session:
            if expected is not None and self._stored(session) != expected:
                return False
            if reset:
                session.execute("DELETE FROM {redbook_views}")
                session.execute("DELETE FROM {redbook_narrative}")
                session.execute("DELETE FROM {redbook_leaderboards}")
                session.execute("DELETE FROM {redbook_leaderboard_entries}")
                session.execute("DELETE FROM {redbook_game_summaries}")
            for game_id, version, line in batch.narrative:
                session.execute(
                    "INSERT INTO {redbook_narrative} (game_id, version, line) VALUES (?, ?, ?) "
                    "ON CONFLICT (game_id, version) DO UPDATE SET line = excluded.line",
                    (game_id, version, line))
            for game_id, (version, board, score, shadow) in sorted(batch.views.items()):
                session.execute(
                    "INSERT INTO {redbook_views} (game_id, version, board, score, shadow) "
                    "VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET "
                    "version = excluded.version, board = excluded.board, "
                    "score = excluded.score, shadow = excluded.shadow",
                    (game_id, version, board, score, shadow))
            for summary in batch.summaries:
                write_summary(session, summary)
            for challenge_id, leaderboard in sorted(batch.leaderboards.items()):
                self._write_leaderboard(session, challenge_id, leaderboard)
            session.execute("UPDATE {redbook_projection_position} SET position = ? "
                            "WHERE name = ?", (batch.end, POSITION_NAME))
        return True

    @staticmethod
    def _write_leaderboard(session: Session, challenge_id: str,
                           leaderboard: tuple[int, dict[str, JSON]] | None) -> None:
        """Replace one challenge's leaderboard rows (remove them if it has none)."""
        session.execute("DELETE FROM {redbook_leaderboard_entries} WHERE challenge_id = ?",
                        (challenge_id,))
        if leaderboard is None:
            session.execute("DELETE FROM {redbook_leaderboards} WHERE challenge_id = ?",
                            (challenge_id,))
            return
        version, board = leaderboard
        session.execute(
            "INSERT INTO {redbook_leaderboards} (challenge_id, version, title, scoring, "
            "criteria, closed_at, not_submitted) VALUES (?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (challenge_id) DO UPDATE SET version = excluded.version, "
            "title = excluded.title, scoring = excluded.scoring, criteria = excluded.criteria, "
            "closed_at = excluded.closed_at, not_submitted = excluded.not_submitted",
            (challenge_id, version, str(board["title"]), str(board["scoring"]),
             encode(board["criteria"]), board["closed_at"], encode(board["not_submitted"])))
        ranked = board["ranked"]
        assert isinstance(ranked, list)
        for position, entry in enumerate(ranked, start=1):
            assert isinstance(entry, dict)
            session.execute(
                "INSERT INTO {redbook_leaderboard_entries} (challenge_id, position, rank, "
                "game_id, player, replay, entry) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (challenge_id, position, entry["rank"], str(entry["game_id"]),
                 str(entry["player"]), str(entry["replay"]), encode(entry)))

    @staticmethod
    def _stored(session: Session) -> int:
        row = session.execute("SELECT position FROM {redbook_projection_position} "
                              "WHERE name = ?", (POSITION_NAME,)).one()
        return int(row["position"]) if row else 0

    # -- reading ----------------------------------------------------------------------------
    def view(self, game_id: UUID, name: str) -> tuple[int, JSON] | None:
        """``(version, view)`` of the board, score or shadow view; None if not projected."""
        if name not in ("board", "score", "shadow"):
            raise ValueError(f"no view named {name!r}")
        with self._db.read() as session:
            row = session.execute(f"SELECT version, {name} FROM {{redbook_views}} "
                                  "WHERE game_id = ?", (str(game_id),)).one()
        if row is None:
            return None
        return int(row["version"]), decode(row[name])

    def narrative(self, game_id: UUID, after: int = 0, limit: int = 100) -> list[JSON]:
        with self._db.read() as session:
            rows = session.execute("SELECT line FROM {redbook_narrative} WHERE game_id = ? "
                                   "AND version > ? ORDER BY version LIMIT ?",
                                   (str(game_id), after, limit)).all()
        return [decode(row["line"]) for row in rows]

    def leaderboard(self, challenge_id: str) -> dict[str, JSON] | None:
        """A challenge's stored leaderboard, as :func:`standings` folds it; None if it has
        none (no such challenge, or one this server cannot rank)."""
        with self._db.read() as session:
            head = session.execute("SELECT title, scoring, criteria, closed_at, not_submitted "
                                   "FROM {redbook_leaderboards} WHERE challenge_id = ?",
                                   (challenge_id,)).one()
            rows = session.execute("SELECT entry FROM {redbook_leaderboard_entries} "
                                   "WHERE challenge_id = ? ORDER BY position",
                                   (challenge_id,)).all()
        if head is None:
            return None
        return {"challenge": challenge_id, "title": head["title"], "scoring": head["scoring"],
                "criteria": decode(head["criteria"]), "closed_at": head["closed_at"],
                "ranked": [decode(row["entry"]) for row in rows],
                "not_submitted": decode(head["not_submitted"])}

    def snapshot(self) -> dict[str, JSON]:
        """Every stored view and line, for comparing two ways of building them."""
        with self._db.read() as session:
            views = session.execute("SELECT game_id, version, board, score, shadow "
                                    "FROM {redbook_views} ORDER BY game_id").all()
            lines = session.execute("SELECT game_id, version, line FROM {redbook_narrative} "
                                    "ORDER BY game_id, version").all()
            boards = session.execute("SELECT challenge_id, version, title, scoring, criteria, "
                                     "closed_at, not_submitted FROM {redbook_leaderboards} "
                                     "ORDER BY challenge_id").all()
            entries = session.execute("SELECT challenge_id, position, rank, game_id, player, "
                                      "replay, entry FROM {redbook_leaderboard_entries} "
                                      "ORDER BY challenge_id, position").all()
            summaries = session.execute("SELECT * FROM {redbook_game_summaries} "
                                        "ORDER BY game_id").all()
        return {"views": views, "narrative": lines, "leaderboards": boards,
                "leaderboard_entries": entries, "summaries": summaries}


def _silent(event: str, **fields: object) -> None:
    """No log."""


def _line(ruleset: Ruleset[Any] | None, record: Record, chronicle: Chronicle | None) -> JSON:
    if ruleset is not None:
        return narrative_line(ruleset, record, chronicle)
    return {"version": record.version, "kind": record.kind, "rule": record.rule,
            "clause": None, "line": describe(Fact(record.kind, record.data, record.rule))}
