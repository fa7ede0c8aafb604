"""Fixtures shared by the whole suite.

Storage tests run on both backends: the embedded SQLite file and PostgreSQL. PostgreSQL is
found at ``REDBOOK_TEST_DATABASE_URL`` (default: the local server on 127.0.0.1:5432, database
``redbook_test``); each test gets a schema of its own, dropped afterwards.

Property tests draw the same examples on every run (the ``repeatable`` profile), so a run
passes or fails for the code alone; ``--hypothesis-profile=explore`` draws new ones.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

settings.register_profile("repeatable", derandomize=True, print_blob=True)
settings.register_profile("explore", print_blob=True)
settings.load_profile("repeatable")

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
POSTGRES_URL = os.environ.get(
    "REDBOOK_TEST_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/redbook_test"
)


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    assert SHARED.is_dir(), f"the shared folder is expected beside the repository at {SHARED}"
    return SHARED


@pytest.fixture(scope="session")
def coe_cards_path(shared_dir: Path) -> Path:
    return shared_dir / "data" / "coe" / "cards.json"


@pytest.fixture(scope="session")
def starter():  # type: ignore[no-untyped-def]
    from domain.cards import starter_catalog

    return starter_catalog()


def _postgres_schema_url() -> Iterator[str]:
    import psycopg

    schema = f"t_{uuid.uuid4().hex[:12]}"
    base = POSTGRES_URL.split("?")[0]
    with psycopg.connect(base, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
    try:
        yield f"{base}?schema={schema}"
    finally:
        with psycopg.connect(base, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA "{schema}" CASCADE')


@pytest.fixture(params=["sqlite", "postgres"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh, empty store on each backend."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'games.sqlite'}"
    else:
        yield from _postgres_schema_url()
