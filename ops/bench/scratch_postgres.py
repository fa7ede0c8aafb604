"""PostgreSQL stores for a benchmark: new schemas in the database at a URL, dropped after."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager


class Unreachable(Exception):
    """The server cannot be reached; ``reason`` says so in one line for the figures."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@contextmanager
def scratch_schemas(url: str, count: int) -> Iterator[list[str]]:
    """The URLs of ``count`` new schemas of the database at ``url``, dropped afterwards;
    :class:`Unreachable` if the server does not answer."""
    import psycopg

    base = url.split("?")[0]
    schemas = [f"bench_{uuid.uuid4().hex[:10]}" for _ in range(count)]
    try:
        with psycopg.connect(base, autocommit=True, connect_timeout=5) as conn:
            for schema in schemas:
                conn.execute(f'CREATE SCHEMA "{schema}"')
    except psycopg.Error as exc:
        raise Unreachable(f"not measured: PostgreSQL at {base} cannot be reached "
                          f"({exc})".splitlines()[0]) from None
    try:
        yield [f"{base}?schema={schema}" for schema in schemas]
    finally:
        with psycopg.connect(base, autocommit=True) as conn:
            for schema in schemas:
                conn.execute(f'DROP SCHEMA "{schema}" CASCADE')
