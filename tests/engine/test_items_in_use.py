"""Items in use: one weapon, armour, shield and helmet at a time (CoE 6.1, 6.1.3)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import (
    ARMOUR,
    SHIELD,
    WEAPON,
    Item,
    bearer_bonus,
    item_kind,
    items_in_use,
)
from tests.engine.conftest import character


def _kinded(catalog, name: str, keyword: str) -> Item:
    """The catalog item as a card whose keywords name its kind (the CoE data names none)."""
    return Item.from_card(replace(catalog.find(name, "Hero"), keywords=(keyword,)))


@pytest.mark.rule("CoE-6.1.3")
def test_item_kind_comes_from_catalog_keywords(catalog):
    assert item_kind(("Weapon",)) == WEAPON
    assert item_kind(("Armor",)) == item_kind(("Armour",)) == ARMOUR
    assert item_kind(("Hoard Item", "Shield")) == SHIELD
    assert item_kind(("Hoard Item",)) is None
    assert Item.from_card(catalog.find("Glamdring", "Hero")).kind is None  # not in the data
    assert _kinded(catalog, "Glamdring", "Weapon").kind == WEAPON


@pytest.mark.rule("CoE-6.1.3", "CoE-6.1")
def test_only_one_weapon_is_in_use_but_armour_and_shield_add(catalog):
    glamdring = _kinded(catalog, "Glamdring", "Weapon")  # +3 prowess
    dagger = _kinded(catalog, "Dagger of Westernesse", "Weapon")  # +1 prowess
    hauberk = _kinded(catalog, "Hauberk of Bright Mail", "Armor")  # +2 body
    shield = Item("X-1", "a shield", "minor", 0, 1, 1, SHIELD)
    assert items_in_use((dagger, glamdring, hauberk, shield)) == (glamdring, hauberk, shield)
    assert bearer_bonus((dagger, glamdring, hauberk, shield)) == (3, 3)
    balin = character(catalog, "Balin")
    for item in (dagger, glamdring, hauberk, shield):
        balin = balin.with_item(item)
    assert (balin.effective_prowess, balin.effective_body) == (4 + 3, 7 + 2 + 1)


@pytest.mark.rule("CoE-6.1.3")
def test_unidentified_items_give_their_largest_modifiers(catalog):
    """Without a kind in the catalog, the largest prowess and body modifiers among the
    unidentified items apply; an identified weapon adds to them."""
    glamdring = Item.from_card(catalog.find("Glamdring", "Hero"))
    dagger = Item.from_card(catalog.find("Dagger of Westernesse", "Hero"))
    assert bearer_bonus((glamdring, dagger)) == (3, 0)
    sword = Item("X-2", "a sword", "major", 2, 0, 1, WEAPON)
    assert bearer_bonus((glamdring, dagger, sword)) == (5, 0)
