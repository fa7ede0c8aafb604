"""The card catalog: typed card records (facts only), the Council of Elrond importer and the
starter catalog shipped in ``seeds/catalog/``.

>>> from domain.cards import starter_catalog
>>> catalog = starter_catalog()
>>> catalog.find("Gandalf").direct_influence
10
"""

from __future__ import annotations

from domain.cards.catalog import (
    CATALOG_FORMAT,
    SET_ORDER,
    STARTER_SETS,
    Catalog,
    load_catalog,
    parse_catalog_document,
    starter_catalog,
)
from domain.cards.coe import import_coe, parse_auto_attacks, parse_coe
from domain.cards.errors import CatalogError, UnknownCard
from domain.cards.names import fold
from domain.cards.records import STAT_NAMES, AutoAttack, Card, HandCreatureAttack, HavenPath, Stat
from domain.cards.symbols import (
    ITEM_CLASSES,
    REGION_TYPE_NAMES,
    REGION_TYPES,
    SITE_TYPE_NAMES,
    SITE_TYPES,
    SKILLS,
)

__all__ = [
    "CATALOG_FORMAT",
    "ITEM_CLASSES",
    "REGION_TYPES",
    "REGION_TYPE_NAMES",
    "SET_ORDER",
    "STARTER_SETS",
    "SITE_TYPES",
    "SITE_TYPE_NAMES",
    "SKILLS",
    "STAT_NAMES",
    "AutoAttack",
    "Card",
    "Catalog",
    "CatalogError",
    "HandCreatureAttack",
    "HavenPath",
    "Stat",
    "UnknownCard",
    "fold",
    "import_coe",
    "load_catalog",
    "parse_auto_attacks",
    "parse_catalog_document",
    "parse_coe",
    "starter_catalog",
]
