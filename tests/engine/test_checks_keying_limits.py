"""Corruption checks (CoE 7.1), keying (CoE 2.IV.vii.2), hazard limit (CoE 2.IV.iii), items
(CoE 2.V.4, 2.II.5) and declared effects."""

from __future__ import annotations

import pytest

from domain.engine import effects
from domain.engine.corruption import DISCARDED, ELIMINATED, PASSED, corruption_check
from domain.engine.hazard_limit import base_hazard_limit, may_play_hazard
from domain.engine.items import item_play_problem, transfer_problem
from domain.engine.keying import Place, keying_options, regions_adjacent, standard_regions
from tests.engine.conftest import character


def test_corruption_check_outcomes_coe_7_1():
    assert corruption_check(6, 5) == PASSED
    assert corruption_check(5, 5) == DISCARDED
    assert corruption_check(4, 5) == DISCARDED
    assert corruption_check(3, 5) == ELIMINATED
    assert corruption_check(3, 5, modifier=-1, supporters=4) == PASSED  # CoE 7.1.1


def test_hazard_limit_coe_2_iv_iii():
    assert base_hazard_limit(1) == 2
    assert base_hazard_limit(5) == 5
    assert base_hazard_limit(5, sideboard_accessed=True) == 3
    assert may_play_hazard(1, 2) is True and may_play_hazard(2, 2) is False


def test_regions_map_types_and_adjacency():
    regions = standard_regions()
    assert len(regions) == 52
    assert regions["High Pass"].region_type == "wilderness"
    assert regions_adjacent("High Pass", "Anduin Vales") is True
    assert regions_adjacent("The Shire", "Rhudaur") is False


def test_keying_by_region_type_count_and_site_type_coe_2_iv_vii_2(catalog):
    rhudaur = Place("Rhudaur", "region", "wilderness")
    vales = Place("Anduin Vales", "region", "border-land")
    lair = Place("The Lonely Mountain", "site", "ruins-and-lairs")
    wolves, spiders = catalog.find("Wolves"), catalog.find("Giant Spiders")
    orcs = catalog.find("Orc-patrol")
    assert keying_options(wolves, [vales], None) == ["region-type:border-land"]
    assert keying_options(spiders, [rhudaur], None) == []
    assert keying_options(spiders, [rhudaur, rhudaur], None) == ["region-type:wilderness"]
    assert keying_options(spiders, [rhudaur], None, {"Rhudaur": 2}) == [
        "region-type:wilderness"]
    assert keying_options(orcs, [], lair) == ["site-type:ruins-and-lairs"]


def test_item_play_needs_untapped_bearer_site_and_class_coe_2_v_4(catalog):
    mountain, gate = catalog.find("The Lonely Mountain", "Hero"), catalog.find("Goblin-gate",
                                                                               "Hero")
    orcrist = catalog.find("Orcrist")
    bilbo = character(catalog, "Bilbo")
    assert item_play_problem(orcrist, mountain, False, bilbo) is None
    assert item_play_problem(orcrist, mountain, True, bilbo) == "The Lonely Mountain is tapped"
    assert item_play_problem(orcrist, gate, False, bilbo) == (
        "Goblin-gate allows minor, gold-ring items, not a greater item")
    assert item_play_problem(orcrist, mountain, False, bilbo.tap()) == (
        "Bilbo is tapped: an item needs an untapped character")


def test_transfer_needs_the_giver_to_bear_it_coe_2_ii_5(catalog):
    thorin = character(catalog, "Thorin II", items=("Orcrist",))
    bilbo = character(catalog, "Bilbo")
    assert transfer_problem("TW-295", thorin, bilbo) is None
    assert transfer_problem("TW-295", bilbo, thorin) == "Bilbo does not bear TW-295"


def test_registry_and_declared_effects(catalog):
    assert len(effects.REGISTRY) >= 20
    for card_id, entry in effects.REGISTRY.items():
        assert catalog.get(card_id).name.replace("’", "'") == entry.name
    risky = effects.scripted("TW-319")
    assert risky is not None and risky.modes[0].timing == effects.DURING_STRIKE
    assert effects.declared_mode("prowess", 2).effects == (effects.Effect("prowess", 2),)
    with pytest.raises(ValueError, match="needs an amount"):
        effects.declared_mode("prowess", 0)
    with pytest.raises(ValueError, match="not a declarable effect"):
        effects.declared_mode("win-the-game")
