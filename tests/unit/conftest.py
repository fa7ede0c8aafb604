"""Fixtures of the unit tests."""

from __future__ import annotations

import pytest

from api.config import CARDS_ENV, DATABASE_URL_ENV


@pytest.fixture
def no_operator_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    """The command line as a player runs it: no catalog or store chosen by the operator's
    environment."""
    monkeypatch.delenv(CARDS_ENV, raising=False)
    monkeypatch.delenv(DATABASE_URL_ENV, raising=False)
