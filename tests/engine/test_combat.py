"""Attacks, strike assignment, strike sequences and body checks (CoE chapter 3)."""

from __future__ import annotations

import pytest

from domain.engine import combat
from domain.engine.combat import Attack, StrikeModifiers
from tests.engine.conftest import character


def test_creature_attack_from_catalog_and_each_character(catalog):
    wolves = Attack.from_creature(catalog.find("Wolves"), company_count=6)
    assert (wolves.race, wolves.strikes, wolves.prowess, wolves.body) == ("Wolves", 3, 8, None)
    crebain = Attack.from_creature(catalog.find("Crebain"), company_count=6)
    assert crebain.strikes == 6 and crebain.each_character
    assert crebain.modified(strikes=1, prowess=1).strikes == 6  # CoE 3.ii.2
    assert wolves.modified(strikes=1, prowess=2).strikes == 4


def test_site_automatic_attack(catalog):
    gate = catalog.find("Goblin-gate", "Hero")
    attack = Attack.automatic_attack(gate, gate.automatic_attacks[0], 5)
    assert (attack.race, attack.strikes, attack.prowess, attack.automatic) == ("Orcs", 3, 6, True)
    assert combat.kill_points(attack, defeated=True) == 0


def test_defender_assigns_only_untapped_once_each_coe_3_ii(catalog):
    thorin = character(catalog, "Thorin II")
    tapped = character(catalog, "Balin", "tapped")
    assert combat.defender_may_assign(thorin, [], 2) is None
    assert combat.defender_may_assign(thorin, ["TW-183"], 2) == (
        "Thorin II already faces a strike of this attack")
    assert combat.defender_may_assign(tapped, [], 2) == (
        "Balin is tapped: the defender assigns only untapped characters")
    assert combat.defender_may_assign(thorin, ["TW-123", "TW-131"], 2) == (
        "every strike is already assigned")


def test_attacker_ranking_keeps_ties_coe_3_iii(catalog):
    company = [character(catalog, n) for n in ("Bifur", "Bofur", "Balin")]
    by_lowest_mind = combat.best_targets(company, lambda c: c.mind)
    assert [c.name for c in by_lowest_mind] == ["Bifur", "Bofur"]
    assert combat.excess_strikes(5, 3) == 2 and combat.excess_strikes(2, 3) == 0


def test_strike_prowess_modifiers_coe_3_iv_3_to_3_iv_6(catalog):
    """-3 to stay untapped, +1 per supporter, -1 per excess strike; tapped -1, wounded -2."""
    balin = character(catalog, "Balin", items=("Glamdring",))  # 4 + 3
    assert combat.strike_prowess(balin, StrikeModifiers()) == 7
    assert combat.strike_prowess(balin, StrikeModifiers(stay_untapped=True, supporters=2,
                                                        excess=1, prowess_bonus=3)) == 8
    assert combat.strike_prowess(balin.tap(), StrikeModifiers()) == 6
    assert combat.strike_prowess(balin.with_state("wounded"), StrikeModifiers()) == 5


def test_strike_results_and_state_after_coe_3_iv_7(catalog):
    balin = character(catalog, "Balin")
    assert combat.strike_result(7, 4, 10) == combat.FAILED
    assert combat.strike_result(6, 4, 10) == combat.INEFFECTUAL
    assert combat.strike_result(5, 4, 10) == combat.SUCCEEDED
    assert combat.after_strike(balin, combat.FAILED, stay_untapped=False).state == "tapped"
    assert combat.after_strike(balin, combat.FAILED, stay_untapped=True).state == "untapped"
    assert combat.after_strike(balin, combat.INEFFECTUAL, False).state == "tapped"
    assert combat.after_strike(balin, combat.SUCCEEDED, True).state == "wounded"


def test_body_checks_both_sides_coe_3_i_1():
    assert combat.body_check_fails(8, 7) is True
    assert combat.body_check_fails(7, 7) is False
    assert combat.body_check_fails(7, 7, wounded_before=True) is True
    assert combat.strike_defeated(combat.FAILED, None, None) is True  # no body: defeated
    assert combat.strike_defeated(combat.FAILED, 8, 9) is True
    assert combat.strike_defeated(combat.FAILED, 8, 8) is False
    assert combat.strike_defeated(combat.INEFFECTUAL, None, None) is False


def test_attack_result_and_kill_points_coe_3_v(catalog):
    wargs = Attack.from_creature(catalog.find("Wargs"), 4)
    assert combat.attack_defeated(2, 2) is True
    assert combat.attack_defeated(2, 1) is False
    assert combat.attack_defeated(0, 0) is False
    assert combat.kill_points(wargs, True) == 1 and combat.kill_points(wargs, False) == 0


@pytest.mark.rule("CoE-3.I.2")
def test_eliminated_characters_items_go_to_unwounded_coe_3_i_2(catalog):
    dead = character(catalog, "Balin", items=("Glamdring", "Dagger of Westernesse"))
    company = [dead, character(catalog, "Bilbo", "wounded"), character(catalog, "Kíli"),
               character(catalog, "Fíli", "tapped")]
    assert [c.name for c in combat.heirs(dead, company)] == ["Kíli", "Fíli"]
    assert combat.inherit_items(dead, company) == [("TW-244", "TW-167"), ("TW-206", "TW-150")]


@pytest.mark.rule("CoE-3.I.2")
def test_each_unwounded_companion_takes_at_most_one_item_coe_3_i_2():
    left = ["TW-244", "TW-206"]
    assert combat.inheritance_problem("TW-244", "TW-167", left, ["TW-167", "TW-150"]) is None
    assert combat.inheritance_problem("TW-244", "TW-131", left, ["TW-167"]) == (
        "only an unwounded companion that has taken no item yet may take one")
    assert combat.inheritance_problem("TW-999", "TW-167", left, ["TW-167"]) == (
        "that item is not one the eliminated character left")


@pytest.mark.rule("CoE-3.iv")
def test_defender_orders_the_strike_sequences_coe_3_iv():
    assigned, resolved = ["A", "B", "C"], ["B"]
    assert combat.unresolved(assigned, resolved) == ["A", "C"]
    assert combat.resolve_problem("C", assigned, resolved) is None
    assert combat.resolve_problem("B", assigned, resolved) == (
        "that character's strike is already resolved")
    assert combat.resolve_problem("D", assigned, resolved) == (
        "that character faces no strike of this attack")


@pytest.mark.rule("CoE-3.iv.2")
def test_excess_strikes_allocated_by_attacker_all_on_the_last_coe_3_iv_2():
    assert combat.allocate_excess(remaining=3, last=False, wanted=0) == 0
    assert combat.allocate_excess(remaining=3, last=False, wanted=2) == 2
    assert combat.allocate_excess(remaining=3, last=True, wanted=0) == 3
    with pytest.raises(ValueError):
        combat.allocate_excess(remaining=1, last=False, wanted=2)
