"""Tables beside the event store: the read models and the service's own bookkeeping.

They live in the same database as the games (the embedded SQLite file or the PostgreSQL
schema) and use the event store's own connection pool, so there is one place to configure
and one thing to back up. SQL is written once with ``?`` placeholders and ``{name}`` table
references; :class:`Database` adapts both to the backend.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Protocol

from eventsourcing.application import Application

_TABLE = re.compile(r"\{([a-z_]+)\}")


class Cursor(Protocol):
    def execute(self, statement: str, params: Sequence[Any] = ...) -> Any: ...
    def fetchone(self) -> Any: ...
    def fetchall(self) -> Any: ...


class Session:
    """A cursor inside one transaction, speaking the project's SQL dialect."""

    def __init__(self, cursor: Cursor, database: Database) -> None:
        self._cursor = cursor
        self._database = database

    def execute(self, statement: str, params: Sequence[Any] = ()) -> Session:
        self._cursor.execute(self._database.sql(statement), tuple(params))
        return self

    def one(self) -> dict[str, Any] | None:
        row = self._cursor.fetchone()
        return None if row is None else dict(row)

    def all(self) -> list[dict[str, Any]]:
        return [dict(row) for row in self._cursor.fetchall()]


class Database:
    """Transactions on the event store's database, for SQLite and PostgreSQL alike."""

    def __init__(self, application: Application[Any]) -> None:
        recorder: Any = application.recorder
        self._datastore: Any = recorder.datastore
        self.is_postgres = type(self._datastore).__module__ == "eventsourcing.postgres"
        self.schema: str = getattr(self._datastore, "schema", "") if self.is_postgres else ""

    def sql(self, statement: str) -> str:
        """Qualify ``{table}`` names with the schema and adapt placeholders."""
        if self.is_postgres:
            statement = _TABLE.sub(lambda m: f'"{self.schema}".{m.group(1)}', statement)
            return statement.replace("?", "%s")
        return _TABLE.sub(lambda m: m.group(1), statement)

    @contextmanager
    def read(self) -> Iterator[Session]:
        with self._datastore.transaction(commit=False) as cursor:
            yield Session(cursor, self)

    @contextmanager
    def write(self) -> Iterator[Session]:
        """A transaction that holds the database's write lock from its first statement, so a
        read-then-write inside it cannot interleave with another writer's."""
        if self.is_postgres:
            with self._datastore.transaction(commit=True) as cursor:
                # Transaction-scoped advisory lock, one per schema: writers of these tables
                # queue up instead of failing on each other's rows.
                cursor.execute("SELECT pg_advisory_xact_lock(%s)", (self._lock_key(),))
                yield Session(cursor, self)
            return
        with self._datastore.get_connection(commit=True) as connection:
            raw = connection.cursor()
            raw.execute("BEGIN IMMEDIATE")
            try:
                yield Session(raw, self)
            except BaseException:
                connection.rollback()
                raise
            connection.commit()

    def _lock_key(self) -> int:
        return zlib.crc32(f"redbook:{self.schema}".encode())

    def create(self, statements: Sequence[str]) -> None:
        """Create tables if they are missing (safe to run from several processes at once)."""
        with self.write() as session:
            for statement in statements:
                session.execute(statement)
