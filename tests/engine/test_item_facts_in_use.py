"""Items built with the catalog's item facts: their kind, maxima and conditional bonuses
(CoE 6.1, 6.1.3), on the bearer's stats and in the strike check."""

from __future__ import annotations

import pytest

from domain.cards import Catalog
from domain.engine import combat
from domain.engine.characters import ARMOUR, SHIELD, WEAPON, Character, Item
from domain.engine.combat import StrikeModifiers


def bearer(catalog: Catalog, name: str, *items: str) -> Character:
    c = Character.from_card(catalog.find(name, "Hero"))
    for item in items:
        c = c.with_item(Item.from_card(catalog.find(item, "Hero"), facts=True))
    return c


@pytest.mark.rule("CoE-6.1.3")
def test_the_kind_comes_from_the_catalog_facts(catalog: Catalog) -> None:
    def kind(name: str) -> str | None:
        return Item.from_card(catalog.find(name, "Hero"), facts=True).kind
    assert (kind("Glamdring"), kind("Hauberk of Bright Mail"),
            kind("Great-shield of Rohan")) == (WEAPON, ARMOUR, SHIELD)
    assert Item.from_card(catalog.find("Glamdring", "Hero")).kind is None  # without facts


@pytest.mark.rule("CoE-6.1")
def test_sting_gives_a_hobbit_two_and_others_one_up_to_eight(catalog: Catalog) -> None:
    assert bearer(catalog, "Bilbo", "Sting").effective_prowess == 1 + 2
    assert bearer(catalog, "Balin", "Sting").effective_prowess == 4 + 1
    assert bearer(catalog, "Glorfindel II", "Sting").effective_prowess == 8  # at the maximum


@pytest.mark.rule("CoE-6.1")
def test_durins_axe_gives_a_dwarf_four_up_to_nine(catalog: Catalog) -> None:
    assert bearer(catalog, "Balin", "Durin's Axe").effective_prowess == 4 + 4
    assert bearer(catalog, "Thorin II", "Durin's Axe").effective_prowess == 9  # 5 + 4 capped
    assert bearer(catalog, "Aragorn II", "Durin's Axe").effective_prowess == 6 + 2


@pytest.mark.rule("CoE-6.1")
def test_glamdring_and_orcrist_reach_higher_against_orcs(catalog: Catalog) -> None:
    aragorn = bearer(catalog, "Aragorn II", "Glamdring")
    assert (aragorn.effective_prowess, aragorn.prowess_against("Orcs")) == (8, 9)
    assert aragorn.prowess_against("Trolls") == 8
    orcrist = bearer(catalog, "Aragorn II", "Orcrist")
    assert (orcrist.effective_prowess, orcrist.prowess_against("Orcs")) == (9, 10)
    assert bearer(catalog, "Balin", "Orcrist").prowess_against("Orc,Men") == 4 + 4


@pytest.mark.rule("CoE-6.1")
def test_warrior_only_bonuses_need_a_warrior(catalog: Catalog) -> None:
    assert bearer(catalog, "Bilbo", "Sword of Gondolin").effective_prowess == 1
    assert bearer(catalog, "Bard Bowman", "Sword of Gondolin").effective_prowess == 3 + 2
    assert bearer(catalog, "Bilbo", "Hauberk of Bright Mail").effective_body == 9
    assert bearer(catalog, "Bard Bowman", "Hauberk of Bright Mail").effective_body == 6 + 2
    # Dwarven Axe: +2 to a warrior (up to 7), +3 to a Dwarf warrior (up to 8).
    assert bearer(catalog, "Bard Bowman", "Dwarven Axe").effective_prowess == 3 + 2
    assert bearer(catalog, "Boromir II", "Dwarven Axe").effective_prowess == 7
    assert bearer(catalog, "Fíli", "Dwarven Axe").effective_prowess == 2 + 3
    assert bearer(catalog, "Gimli", "Dwarven Axe").effective_prowess == 8
    assert bearer(catalog, "Frodo", "Dwarven Axe").effective_prowess == 1


@pytest.mark.rule("CoE-6.1.3", "CoE-6.1")
def test_armour_and_shield_add_under_their_maxima_one_shield_in_use(catalog: Catalog) -> None:
    assert bearer(catalog, "Bard Bowman", "Shield of Iron-bound Ash").effective_body == 6 + 1
    bard = bearer(catalog, "Bard Bowman", "Hauberk of Bright Mail", "Shield of Iron-bound Ash")
    assert bard.effective_body == 8  # 6 + 2 for the armour; the shield raises body up to 8
    two_shields = bearer(catalog, "Bard Bowman", "Shield of Iron-bound Ash",
                         "Great-shield of Rohan")
    assert [i.name for i, _, _ in two_shields.item_sources("")] == ["Great-shield of Rohan"]
    assert two_shields.effective_body == 6 + 2
    # The Mithril-coat (+3, up to 10) then a shield (+2, up to 9): the shield adds nothing.
    aragorn = bearer(catalog, "Aragorn II", "The Mithril-coat", "Great-shield of Rohan")
    assert [(i.name, b) for i, _, b in aragorn.item_sources("")] == [
        ("The Mithril-coat", 1), ("Great-shield of Rohan", 0)]
    assert aragorn.effective_body == 10


@pytest.mark.rule("CoE-6.1.3")
def test_without_the_facts_items_give_their_printed_modifiers(catalog: Catalog) -> None:
    bilbo = Character.from_card(catalog.find("Bilbo", "Hero")).with_item(
        Item.from_card(catalog.find("Sword of Gondolin", "Hero")))
    assert bilbo.effective_prowess == 1 + 2
    thorin = Character.from_card(catalog.find("Thorin II", "Hero")).with_item(
        Item.from_card(catalog.find("Durin's Axe", "Hero")))
    assert thorin.effective_prowess == 5 + 2


@pytest.mark.rule("CoE-6.1", "CoE-3.iv.6")
def test_the_strike_check_counts_the_bonus_against_the_attacker(catalog: Catalog) -> None:
    aragorn = bearer(catalog, "Aragorn II", "Glamdring")
    mods = StrikeModifiers(against="Orcs")
    assert combat.strike_prowess(aragorn, mods) == 9
    made = combat.strike_check(aragorn, mods, (), (3, 4), 0, 9)
    assert made.total == 3 + 4 + 9
    assert [(m.source, m.amount) for m in made.modifiers if m.amount][:2] == [
        ("card:TW-120", 6), ("card:TW-244", 3)]
