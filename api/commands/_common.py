"""What several sub-commands share: opening the store and the catalog from the global flags,
and reading a game id from the command line."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager
from uuid import UUID

from api.config import Settings
from api.service import open_service
from domain.game import GameService


def settings(args: argparse.Namespace) -> Settings:
    return Settings.from_env(getattr(args, "database_url", None), getattr(args, "cards", None))


def service(args: argparse.Namespace) -> GameService:
    return open_service(settings(args))


@contextmanager
def opened(args: argparse.Namespace) -> Iterator[GameService]:
    """The game service for these flags, closed when the block ends."""
    app = service(args)
    try:
        yield app
    finally:
        app.close()


def parse_game_id(text: str) -> UUID | None:
    try:
        return UUID(text)
    except ValueError:
        return None
