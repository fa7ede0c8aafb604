"""The Road Goes Ever On, from arkenstone.SINCE_VERSION: the untapped Arkenstone taps in the
organization or site phase to untap a tapped Dwarf of its bearer's company, who then checks
corruption at -2. The version before has no such tap. Constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import Item
from domain.rulesets.road_goes_ever_on import arkenstone
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import card, company, ids, organizing, refused, run

NOW = str(arkenstone.SINCE_VERSION)
RULE = "CoE-6.1"


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def with_stone(rgo: RoadGoesEverOn, gimli: str = "tapped", **fields: object) -> State:
    """Aragorn, bearing the Arkenstone, Gimli (``gimli``) and Legolas (tapped) organizing at
    Moria."""
    aragorn, dwarf, elf = company(rgo, "Aragorn II", "Gimli", "Legolas")
    aragorn = replace(aragorn, items=(Item.from_card(rgo.catalog.find("The Arkenstone"),
                                                     facts=True),))
    return organizing(rgo, site=card(rgo, "Moria"), characters=(
        aragorn, replace(dwarf, state=gimli), replace(elf, state="tapped")), **fields)


@pytest.mark.rule("CoE-6.1", "CoE-7.1")
def test_the_arkenstone_taps_to_untap_a_dwarf_who_checks_at_minus_two(
        rgo: RoadGoesEverOn) -> None:
    stone, aragorn, gimli, legolas = ids(rgo, "The Arkenstone", "Aragorn II", "Gimli",
                                         "Legolas")
    action = f"arkenstone:{gimli}"
    start = with_stone(rgo)
    ruleset = played(rgo)
    offered = [a.id for a in ruleset.actions(start) if a.id.startswith("arkenstone:")]
    assert offered == [action]  # Gimli, not the tapped Elf
    facts, after = run(ruleset, start, ruleset.decide, action, {})
    assert [(f.kind, f.rule) for f in facts if f.kind != "DiceRolled"] == [
        ("ItemTapped", RULE), ("CharacterStateChanged", RULE), ("CorruptionChecked", "CoE-7.1")]
    assert facts[0]["character"] == aragorn
    assert (facts[1]["character"], facts[1]["state"]) == (gimli, "untapped")
    check = next(f for f in facts if f.kind == "CorruptionChecked")
    assert (check["character"], check["modifier"]) == (gimli, -2)
    assert stone in after.tapped_items
    dwarf = after.character(gimli)
    assert dwarf is None or dwarf.state == "untapped"  # failing the check, he leaves play
    # Offered in the site phase too.
    assert action in [a.id for a in ruleset.actions(replace(start, phase=SITE,
                                                            explored=True))]


@pytest.mark.rule("CoE-6.1")
def test_the_arkenstone_is_refused_out_of_its_condition(rgo: RoadGoesEverOn) -> None:
    stone, gimli, legolas = ids(rgo, "The Arkenstone", "Gimli", "Legolas")
    ruleset = played(rgo)
    start = with_stone(rgo)
    assert refused(ruleset, start, f"arkenstone:{legolas}", RULE) == (
        "The Arkenstone untaps a Dwarf; Legolas is none. [CoE-6.1]")
    assert refused(ruleset, with_stone(rgo, "untapped"), f"arkenstone:{gimli}", RULE) == (
        "The Arkenstone untaps a tapped Dwarf; Gimli is untapped. [CoE-6.1]")
    assert refused(ruleset, replace(start, tapped_items=(stone,)), f"arkenstone:{gimli}",
                   RULE) == "The Arkenstone is tapped until the next untap phase. [CoE-6.1]"
    stoneless = replace(start, characters=company(rgo, "Aragorn II", "Gimli"))
    assert refused(ruleset, stoneless, f"arkenstone:{gimli}", RULE) == (
        "The Arkenstone is borne by no character of this company. [CoE-6.1]")
    old = played(rgo, str(arkenstone.SINCE_VERSION - 1))
    assert not [a for a in old.actions(start) if a.id.startswith("arkenstone:")]
