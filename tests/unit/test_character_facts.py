"""Character facts derived at import from a character's text: bonuses to direct influence
against a faction, every faction, a race or one character, and to prowess against an
attacker's race. The fixture texts are made-up characters in the phrasings the CoE data uses
(no card's own text); the real database is checked record by record for The Wizards."""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.cards import Card, Catalog, import_coe
from domain.cards.character_facts import character_bonuses
from domain.cards.records import CharacterBonus


def di(amount: int, target: str, against: str = "") -> CharacterBonus:
    return CharacterBonus("direct_influence", amount, target, against)


def prowess(amount: int, against: str, halves: bool = False) -> CharacterBonus:
    return CharacterBonus("prowess", amount, "attacker", against, halves_body=halves)


@pytest.fixture(scope="module")
def coe(coe_cards_path: Path) -> Catalog:
    return import_coe(coe_cards_path)


@pytest.mark.parametrize(("text", "bonuses"), [
    ("Unique. +3 direct influence against the Made-up Folk faction.",
     (di(3, "faction", "Made-up Folk"),)),
    ("Unique. A herald of made-up lands. +2 direct influence against all factions.",
     (di(2, "factions"),)),
    ("Unique. His corruption checks are modified by -2. -2 to influence checks against "
     "factions.", (di(-2, "factions"),)),
    ("+3 prowess against Wolves, +2 direct influence against Dwarves and Dwarf factions.",
     (prowess(3, "Wolves"), di(2, "race", "Dwarf"))),
    ("+4 direct influence against Hobbits.", (di(4, "race", "Hobbit"),)),
    ("+3 direct influence against Ent factions.", (di(3, "race-factions", "Ent"),)),
    ("+4 direct influence that is only usable against Someone Else.",
     (di(4, "character", "Someone Else"),)),
    ("Unique. A rider of made-up plains. Against Nazgûl and Ringwraiths, +3 to his prowess and "
     "the Nazgûl/Ringwraith's body is halved (rounded up).", (prowess(3, "Nazgûl", True),)),
    ("While he is at a made-up inn, his player draws one card more.", ()),
    ("His corruption checks get +3 while he is alone.", ()),
])
def test_bonuses_the_text_states(text: str, bonuses: tuple[CharacterBonus, ...]) -> None:
    assert character_bonuses(text) == bonuses


def test_the_importer_keeps_the_facts_and_no_text(tmp_path: Path) -> None:
    data = ('{"TW": {"id": "TW", "cards": {"TW-9002": {"id": "TW-9002", "set": "TW", '
            '"name": {"en": "Made-up Captain"}, "type": "Character", "alignment": "Hero", '
            '"attributes": {"race": "Man", "mind": "5", "prowess": "4", "body": "7"}, '
            '"text": {"en": "<b>Unique.</b> +2 direct influence against the Made-up Folk '
            'faction. +1 prowess against Orcs."}}}}}')
    path = tmp_path / "cards.json"
    path.write_text(data, encoding="utf-8")
    card = import_coe(path).get("TW-9002")
    assert card.character_bonuses == (di(2, "faction", "Made-up Folk"), prowess(1, "Orcs"))
    assert Card.from_json(card.to_json()) == card
    assert "text" not in card.to_json()


_DWARF = (prowess(1, "Orcs"), di(-1, "factions"))
_WRAITH6, _WRAITH5 = prowess(6, "Nazgûl", True), prowess(5, "Nazgûl", True)

#: Every TW character whose text states a bonus, as the importer reads it.
TW_CHARACTER_FACTS: dict[str, tuple[CharacterBonus, ...]] = {
    "TW-116": (di(1, "factions"),),  # Adrazar
    "TW-118": (di(2, "faction", "Men of Lebennin"),),  # Anborn
    "TW-120": (di(2, "faction", "Rangers of the North"),),  # Aragorn II
    "TW-121": (di(2, "faction", "Variags of Khand"),),  # Arinmîr
    "TW-122": (di(7, "character", "Aragorn II"),),  # Arwen
    "TW-123": (prowess(2, "Orcs"), di(1, "race", "Dwarf")),  # Balin
    "TW-124": (di(2, "faction", "Men of Northern Rhovanion"),),  # Bard Bowman
    "TW-125": (di(-1, "factions"),),  # Barliman Butterbur
    "TW-126": (di(2, "faction", "Beornings"),),  # Beorn
    "TW-127": (di(-1, "factions"),),  # Beregond
    "TW-128": (di(2, "faction", "Rangers of the North"),),  # Beretar
    "TW-130": _DWARF, "TW-132": _DWARF, "TW-133": _DWARF,  # Bifur, Bofur, Bombur
    "TW-134": (di(2, "faction", "Men of Anórien"),),  # Boromir II
    "TW-135": (di(2, "faction", "Men of Anórien"),),  # Boromir II
    "TW-136": (di(5, "character", "Galadriel"),),  # Celeborn
    "TW-137": (di(2, "faction", "Elves of Lindon"),),  # Círdan
    "TW-138": (di(2, "faction", "Iron Hill Dwarves"), prowess(2, "Orcs"),  # Dáin II
               di(1, "race", "Man")),
    "TW-139": (di(2, "faction", "Men of Lamedon"),),  # Damrod
    "TW-140": (di(2, "faction", "Tower Guard of Minas Tirith"),),  # Denethor II
    "TW-141": _DWARF, "TW-142": _DWARF,  # Dori, Dwalin
    "TW-143": (prowess(1, "Orcs"),), "TW-144": (prowess(1, "Orcs"),),  # Elladan, Elrohir
    "TW-146": (di(2, "faction", "Riders of Rohan"),),  # Éomer
    "TW-147": (_WRAITH6,),  # Éowyn
    "TW-148": (di(2, "faction", "Riders of Rohan"),),  # Erkenbrand
    "TW-149": (di(2, "faction", "Rangers of Ithilien"),),  # Faramir
    "TW-150": _DWARF,  # Fíli
    "TW-151": (di(-1, "factions"),),  # Forlong
    "TW-154": (di(2, "faction", "Men of Dorwinion"), _WRAITH6),  # Galva
    "TW-157": (di(2, "race-factions", "Wose"),),  # Ghân-buri-Ghân
    "TW-158": (prowess(2, "Orcs"),),  # Gildor Inglorion
    "TW-159": (di(2, "faction", "Iron Hill Dwarves"), prowess(2, "Orcs"),  # Gimli
               di(1, "race", "Elf")),
    "TW-160": (di(2, "faction", "Blue Mountain Dwarves"), prowess(1, "Orcs"),  # Glóin
               di(1, "race", "Dwarf")),
    "TW-161": (di(1, "race", "Elf"),),  # Glorfindel II
    "TW-162": (di(2, "faction", "Hillmen"),),  # Halbarad
    "TW-163": (di(4, "faction", "Easterlings"),),  # Haldalam
    "TW-164": (di(-1, "factions"),), "TW-165": (di(-1, "factions"),),  # Haldir, Háma
    "TW-166": (di(2, "faction", "Knights of Dol Amroth"),),  # Imrahil
    "TW-167": _DWARF,  # Kíli
    "TW-168": (di(2, "faction", "Wood-elves"),),  # Legolas
    "TW-169": (di(2, "faction", "Men of Anfalas"),),  # Mablung
    "TW-171": _DWARF,  # Nori
    "TW-172": (prowess(1, "Orcs"),),  # Óin
    "TW-173": _DWARF,  # Ori
    "TW-174": (di(-1, "factions"),),  # Orophin
    "TW-176": (di(4, "faction", "Dunlendings"), _WRAITH5),  # Peath
    "TW-182": (di(2, "faction", "Riders of Rohan"),),  # Théoden
    "TW-183": (di(2, "faction", "Blue Mountain Dwarves"), prowess(3, "Orcs"),  # Thorin II
               di(2, "race", "Dwarf")),
    "TW-184": (di(2, "faction", "Wood-elves"),),  # Thranduil
    "TW-185": (di(2, "faction", "Lossoth"), _WRAITH5),  # Vôteli
    "TW-186": (di(2, "faction", "Southron"), _WRAITH6),  # Vygavril
    "TW-187": (di(2, "faction", "Woodmen"),),  # Wacho
}


def test_every_tw_character_has_its_bonuses(coe: Catalog) -> None:
    found = {card.id: card.character_bonuses for card in coe.select(sets=("TW",))
             if card.character_bonuses}
    assert found == TW_CHARACTER_FACTS
    assert all(not card.character_bonuses for card in coe if card.card_type != "Character")


def test_the_starter_catalog_holds_the_same_facts(starter: Catalog, coe: Catalog) -> None:
    assert all(starter.get(cid).character_bonuses == coe.get(cid).character_bonuses
               for cid in TW_CHARACTER_FACTS)
