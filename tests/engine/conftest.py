"""Characters built from the starter catalog for the engine's tests."""

from __future__ import annotations

import pytest

from domain.cards import Catalog, starter_catalog
from domain.engine.characters import Character, Item


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    return starter_catalog()


def character(catalog: Catalog, name: str, state: str = "untapped",
              items: tuple[str, ...] = ()) -> Character:
    c = Character.from_card(catalog.find(name, "Hero")).with_state(state)
    for item in items:
        c = c.with_item(Item.from_card(catalog.find(item, "Hero")))
    return c
