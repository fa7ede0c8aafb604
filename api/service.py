"""Builds the game service the API and the CLI share."""

from __future__ import annotations

import uuid

from api.config import Settings, check_reachable, default_database_url, store_env
from domain.cards import Catalog
from domain.store.games import GameService


def open_service(settings: Settings | None = None, catalog: Catalog | None = None) -> GameService:
    settings = settings or Settings.from_env()
    env = store_env(settings.database_url)
    check_reachable(env, settings.database_url or default_database_url())
    return GameService(catalog or settings.catalog(), uuid.uuid4, env=env)
