"""The items worth more to a bearer of one race in the Guise of the Necromancer from
``printed_rules.BEARER_VALUES_FROM`` (the engine's ``bearer_values``; GON-GEN-1, CoE 6.1):
borne by a Dwarf, Durin's Axe gives 3 corruption points and 4 marshalling points, The
Arkenstone 4 and 5, in place of their printed 2 and 2; the points count as items
(GON-WIN-2). The version before counted their printed points only."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon

AXE, ARKENSTONE, GIMLI = "TW-212", "TW-341", "TW-159"
BEFORE = gon.RULESET.at_version(str(printed_rules.BEARER_VALUES_FROM - 1))


def bearing(item: str, who: str) -> State:
    """The starting company joined by Gimli, ``who`` bearing ``item`` (nothing else)."""
    state = gon.fresh()
    company = state.companies[0]
    characters = (*company.characters, gon.RULESET._character(state, GIMLI))
    characters = tuple(replace(c, items=(gon.RULESET._item(item),)) if c.card_id == who
                       else replace(c, items=()) for c in characters)
    return replace(state, companies=(replace(company, characters=characters),),
                   general_influence=30)


def _points(state: State, ruleset: GuiseOfTheNecromancer = gon.RULESET) -> tuple[int, int]:
    """(the bearer's corruption points in his check, the score's item points)."""
    found = ruleset._check_terms(state, _bearer(state))
    by_type = ruleset.score(state)["by_type"]
    assert found is not None and isinstance(by_type, dict)
    return found[1], int(by_type.get("item") or 0)


def _bearer(state: State) -> str:
    return next(c.card_id for c in state.companies[0].characters if c.items)


@pytest.mark.rule("CoE-7.1", "GON-WIN-2", "GON-GEN-1")
@pytest.mark.parametrize(("item", "dwarf", "printed"), [(AXE, (3, 4), (2, 2)),
                                                          (ARKENSTONE, (4, 5), (2, 2))])
def test_an_item_borne_by_a_dwarf_gives_its_greater_points(
        item: str, dwarf: tuple[int, int], printed: tuple[int, int]) -> None:
    assert printed_rules.BEARER_VALUES_FROM <= int(gon.RULESET.version)
    assert _points(bearing(item, GIMLI)) == dwarf
    # Borne by an Elf, its printed points.
    assert _points(bearing(item, gon.HALDIR)) == printed
    # The version before counted its printed points for a Dwarf too.
    assert _points(bearing(item, GIMLI), BEFORE) == printed


@pytest.mark.rule("CoE-7.1")
def test_a_dwarf_bearing_durins_axe_checks_corruption_at_its_three_points() -> None:
    facts, _ = gon.act(bearing(AXE, GIMLI), f"store:{AXE}:{GIMLI}")
    check = [f for f in facts if f.kind == "CorruptionChecked"]
    assert [(c["character"], c["points"]) for c in check] == [(GIMLI, 3)]
    facts, _ = gon.act(bearing(AXE, GIMLI), f"store:{AXE}:{GIMLI}", ruleset=BEFORE)
    assert [c["points"] for c in facts if c.kind == "CorruptionChecked"] == [2]


@pytest.mark.rule("GON-GEN-1")
def test_the_coverage_reads_durins_axe_and_the_arkenstone_scripted() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[AXE] == rows[ARKENSTONE] == coverage.InRuleset(coverage.SCRIPTED)
