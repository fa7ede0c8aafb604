"""Characters, items, company size and influence (CoE 2.I.1, 2.II.2.2.2, 2.II.3.1, 6.1)."""

from __future__ import annotations

import pytest

from domain.engine.company import company_size, size_problem
from domain.engine.influence import control_problems, general_influence_used
from domain.immutable import replace
from tests.engine.conftest import character


def test_character_takes_catalog_stats(catalog):
    thorin = character(catalog, "Thorin II")
    assert (thorin.card_id, thorin.race, thorin.prowess, thorin.body, thorin.mind,
            thorin.direct_influence) == ("TW-183", "Dwarf", 5, 8, 8, 2)
    assert thorin.skills == ("warrior", "scout", "diplomat")


def test_items_modify_prowess_and_body_best_of_each_coe_6_1_3(catalog):
    """CoE 6.1 and 6.1.3: the bearer uses one weapon and one armour."""
    balin = character(catalog, "Balin", items=("Dagger of Westernesse", "Glamdring",
                                               "Hauberk of Bright Mail"))
    assert balin.effective_prowess == 4 + 3
    assert balin.effective_body == 7 + 2
    assert balin.corruption_points == 1 + 1 + 1


def test_untap_heal_and_tap_states_coe_2_i_1(catalog):
    bilbo = character(catalog, "Bilbo")
    assert bilbo.tap().state == "tapped"
    assert bilbo.tap().untap().state == "untapped"
    wounded = bilbo.with_state("wounded")
    assert wounded.untap().state == "wounded"
    assert wounded.heal_to_tapped().state == "tapped"
    assert wounded.tap().state == "wounded"


def test_an_item_leaves_its_bearer_by_the_copy_preferred_else_his_first(catalog):
    """Of two copies of one card (one declared a lost treasure at a lair), the copy ``prefer``
    picks leaves, else the first; a card he does not bear is refused."""
    balin = character(catalog, "Balin", items=("Dagger of Westernesse", "Glamdring"))
    plain, glamdring = balin.items
    lair = catalog.find("The Lonely Mountain").id
    hoard = replace(plain, lost_treasure=lair)
    balin = balin.with_item(hoard)
    assert balin.without_item(plain.card_id) == (replace(balin, items=(glamdring, hoard)), plain)
    assert balin.without_item(plain.card_id, lambda i: i.lost_treasure == lair) == (
        replace(balin, items=(plain, glamdring)), hoard)
    elsewhere = catalog.find("Moria").id  # no copy of his was declared there: his first
    assert balin.without_item(plain.card_id, lambda i: i.lost_treasure == elsewhere) == (
        replace(balin, items=(glamdring, hoard)), plain)
    orcrist = catalog.find("Orcrist").id
    with pytest.raises(ValueError, match=f"Balin does not bear {orcrist}"):
        balin.without_item(orcrist)


def test_hobbits_count_half_rounded_up_coe_2_ii_3_1_1(catalog):
    company = [character(catalog, n) for n in ("Bilbo", "Thorin II", "Balin")]
    assert company_size(company) == 3  # 1/2 + 1 + 1 = 2.5 -> 3
    assert company_size(company, ("Hobbit", "Dwarf")) == 2  # 3 halves -> 2


def test_company_over_seven_away_from_haven_coe_2_ii_3_1(catalog):
    names = ("Thorin II", "Balin", "Glóin", "Óin", "Kíli", "Fíli", "Dori", "Nori")
    company = [character(catalog, n) for n in names]
    assert size_problem(company, at_haven=True) is None
    assert size_problem(company, at_haven=False) == (
        "the company's size is 8, more than the 7 allowed away from a haven")
    assert size_problem(company, at_haven=False, half_races=("Dwarf",)) is None


def test_general_and_direct_influence_coe_2_ii_2_2_2_and_2_ii_3_2(catalog):
    company = [character(catalog, n) for n in ("Thorin II", "Balin", "Ori", "Dori")]
    followers = {"TW-173": "TW-183", "TW-141": "TW-183"}  # Ori and Dori follow Thorin
    assert general_influence_used(company, followers) == 8 + 5
    assert control_problems(company, followers, 13) == []
    assert control_problems(company, followers, 12) == [
        "the characters under general influence have 13 mind, more than the 12 general "
        "influence"]
    crowded = {"TW-173": "TW-123", "TW-141": "TW-123", "TW-183": "TW-123"}
    assert control_problems(company, crowded, 20) == [
        "Balin's followers have 10 mind, more than his 2 direct influence"]
    chained = {"TW-173": "TW-141", "TW-141": "TW-183"}
    assert "Ori cannot follow Dori, who is a follower himself" in control_problems(
        company, chained, 20)
