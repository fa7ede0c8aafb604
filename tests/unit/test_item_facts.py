"""Item facts derived at import from a card's text: kind, bonuses to the bearer, maxima and
conditions. The fixture texts are made-up items in the phrasings the CoE data uses (no card's
own text); the real database is checked record by record for The Wizards' items."""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.cards import Card, Catalog, import_coe
from domain.cards.item_facts import item_bonuses, item_kind
from domain.cards.records import ItemBonus


@pytest.fixture(scope="module")
def coe(coe_cards_path: Path) -> Catalog:
    return import_coe(coe_cards_path)


@pytest.mark.parametrize(("text", "kind"), [
    ("<p><b><i>Unique.</i></b><i> Weapon.</i> It hums in the dark. +2 to prowess.</p>",
     "weapon"),
    ("<i>Armor.</i> Scales of a made-up beast.", "armour"),
    ("Playable at a Ruins. Shield. Tap to do something.", "shield"),
    ("Helmet. A crest of made-up feathers. +2 to body to a maximum of 10.", "helmet"),
    ("Tap the Shield of Someone to do something.", None),
    ("+3 to direct influence while at a made-up inn.", None),
])
def test_item_kind_is_the_kind_the_text_names_as_a_sentence(text: str, kind: str | None) -> None:
    assert item_kind(text) == kind


@pytest.mark.parametrize(("text", "bonuses"), [
    ("Weapon. A made-up edge. +3 to prowess to a maximum of 8.",
     (ItemBonus("prowess", 3, 8),)),
    ("Armor. Made-up mail. +2 to body (to a maximum of 10).",
     (ItemBonus("body", 2, 10),)),
    ("Weapon. +1 prowess (+3 if held by an Elf) to a maximum of 9.",
     (ItemBonus("prowess", 1, 9), ItemBonus("prowess", 3, 9, bearer_race="Elf"))),
    ("Weapon. Warrior only: +1 prowess (to a maximum of 8); +2 prowess if held by an Elf "
     "(to a maximum of 10).",
     (ItemBonus("prowess", 1, 8, bearer_skill="warrior"),
      ItemBonus("prowess", 2, 10, bearer_race="Elf", bearer_skill="warrior"))),
    ("Weapon. +3 to prowess to a maximum of 9 (a maximum of 11 against Wolves).",
     (ItemBonus("prowess", 3, 9), ItemBonus("prowess", 3, 11, against="Wolves"))),
    ("Weapon. +1 to prowess to a maximum of 7 (+2 prowess to a maximum of 8 against Orcs).",
     (ItemBonus("prowess", 1, 7), ItemBonus("prowess", 2, 8, against="Orcs"))),
    ("Weapon. +2 to prowess to a maximum of 8, +4 to a Hobbit's prowess to a maximum of 8.",
     (ItemBonus("prowess", 2, 8), ItemBonus("prowess", 4, 8, bearer_race="Hobbit"))),
    ("Shield. +2 to body to a maximum of 9. Tap it to turn a made-up arrow aside.",
     (ItemBonus("body", 2, 9),)),
    ("Discard it so that each made-up friend in the company gets +1 body (to a maximum of 9).",
     ()),
    ("If its bearer is a made-up scout, +1 to prowess.", ()),
    ("+3 prowess (to a maximum of twice the bearer's prowess). +2 to body.",
     (ItemBonus("body", 2),)),
])
def test_bonuses_with_their_maxima_and_conditions(text: str,
                                                  bonuses: tuple[ItemBonus, ...]) -> None:
    assert item_bonuses(text) == bonuses


def test_the_importer_keeps_the_facts_and_no_text(tmp_path: Path) -> None:
    data = ('{"TW": {"id": "TW", "cards": {"TW-9001": {"id": "TW-9001", "set": "TW", '
            '"name": {"en": "Made-up Blade"}, "type": "Resource", "alignment": "Hero", '
            '"attributes": {"subtype": "Major Item", "prowess": "+2"}, '
            '"text": {"en": "<i>Weapon.</i> +3 to prowess to a maximum of 9 '
            '(a maximum of 10 against Wolves)."}}}}}')
    path = tmp_path / "cards.json"
    path.write_text(data, encoding="utf-8")
    card = import_coe(path).get("TW-9001")
    assert card.item_kind == "weapon"
    assert card.item_bonuses == (ItemBonus("prowess", 3, 9),
                                 ItemBonus("prowess", 3, 10, against="Wolves"))
    assert Card.from_json(card.to_json()) == card


#: Every TW item whose text states a kind or a bonus to the bearer, as the importer reads it.
TW_ITEM_FACTS: dict[str, tuple[str | None, tuple[ItemBonus, ...]]] = {
    "TW-206": ("weapon", (ItemBonus("prowess", 1, 8),)),  # Dagger of Westernesse
    "TW-212": ("weapon", (ItemBonus("prowess", 2, 9),  # Durin's Axe
                          ItemBonus("prowess", 4, 9, bearer_race="Dwarf"))),
    "TW-227": (None, (ItemBonus("prowess", 1),)),  # Ent-draughts
    "TW-244": ("weapon", (ItemBonus("prowess", 3, 8),  # Glamdring
                          ItemBonus("prowess", 3, 9, against="Orcs"))),
    "TW-250": ("shield", (ItemBonus("body", 2, 9),)),  # Great-shield of Rohan
    "TW-254": ("armour", (ItemBonus("body", 2, 9, bearer_skill="warrior"),)),  # Hauberk
    "TW-289": ("weapon", (ItemBonus("prowess", 1),)),  # Narsil
    "TW-295": ("weapon", (ItemBonus("prowess", 3, 9),  # Orcrist
                          ItemBonus("prowess", 4, 10, against="Orcs"))),
    "TW-327": ("shield", (ItemBonus("body", 1, 8),)),  # Shield of Iron-bound Ash
    "TW-333": ("weapon", (ItemBonus("prowess", 1, 8),  # Sting
                          ItemBonus("prowess", 2, 8, bearer_race="Hobbit"))),
    "TW-336": ("weapon", (ItemBonus("prowess", 2, 8, bearer_skill="warrior"),)),  # Sword
    "TW-345": ("armour", (ItemBonus("body", 3, 10),)),  # The Mithril-coat
    "TW-347": (None, (ItemBonus("body", 5, 10),)),  # The One Ring
    "TW-499": ("weapon", (ItemBonus("prowess", 2, 7, bearer_skill="warrior"),  # Dwarven Axe
                          ItemBonus("prowess", 3, 8, bearer_race="Dwarf",
                                    bearer_skill="warrior"))),
}


def test_every_tw_item_has_its_kind_and_bonuses(coe: Catalog) -> None:
    found = {card.id: (card.item_kind, card.item_bonuses)
             for card in coe.select(sets=("TW",))
             if card.is_item and (card.item_kind or card.item_bonuses)}
    assert found == TW_ITEM_FACTS
    assert all(not card.item_kind and not card.item_bonuses
               for card in coe if not card.is_item)
