"""Builds the game service the API and the CLI share."""

from __future__ import annotations

import uuid

from api.config import Settings, store_env
from domain.cards import Catalog
from domain.store.games import GameService


def open_service(settings: Settings | None = None, catalog: Catalog | None = None) -> GameService:
    settings = settings or Settings.from_env()
    return GameService(catalog or settings.catalog(), uuid.uuid4,
                       env=store_env(settings.database_url))
