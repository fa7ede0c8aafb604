"""Fixtures of the unit tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from api.config import CARDS_ENV, DATABASE_URL_ENV, Settings
from api.service import open_service
from domain.store.games import GameService


@pytest.fixture
def no_operator_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    """The command line as a player runs it: no catalog or store chosen by the operator's
    environment."""
    monkeypatch.delenv(CARDS_ENV, raising=False)
    monkeypatch.delenv(DATABASE_URL_ENV, raising=False)


@pytest.fixture
def url(tmp_path: Path) -> str:
    """A store of the test's own, as ``--database-url`` names it."""
    return f"sqlite:///{tmp_path / 'store' / 'games.sqlite'}"


@pytest.fixture
def store(url: str, starter: Any) -> Iterator[GameService]:
    """The game service of ``url``, with the starter catalog."""
    app = open_service(Settings.from_env(url), starter)
    yield app
    app.close()
