"""The Road Goes Ever On: splitting and joining companies in the organization phase, and the
movement split companies must declare (CoE 2.II.3, 2.II.7.1), as pure rules."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import Character
from domain.rulesets.road_goes_ever_on.companies import (
    Plan,
    join_problem,
    movement_problem,
    split_problem,
)


def people(count: int, race: str = "Dúnadan", prefix: str = "C") -> list[Character]:
    base = Character(card_id="", name="", race=race, skills=(), prowess=5, body=8, mind=3,
                     direct_influence=1)
    return [replace(base, card_id=f"{prefix}{i}", name=f"{prefix}{i}") for i in range(count)]


@pytest.mark.rule("CoE-2.II.3.6")
def test_a_company_splits_when_both_parts_keep_characters(rgo) -> None:  # type: ignore[no-untyped-def]
    company, card = people(3), rgo.catalog.get
    assert split_problem(company, ["C1"], False, card) is None
    assert split_problem(company, ["C0", "C1", "C2"], True, card) == (
        "The company that splits keeps at least one character.", "CoE-2.II.3.6")
    assert split_problem(company, [], True, card)[1] == "CoE-2.II.3.6"  # type: ignore[index]
    assert split_problem(company, ["C1", "C1"], True, card)[1] == "CoE-2.II.3.6"  # type: ignore[index]
    # One not in the company by his card's name; an id no card has, as it is.
    assert split_problem(company, [rgo.catalog.find("Frodo").id], True, card) == (
        "Frodo is not in the company.", "CoE-2.II.3.6")
    assert split_problem(company, ["X9"], True, card) == (
        "X9 is not in the company.", "CoE-2.II.3.6")


@pytest.mark.rule("CoE-2.II.3.5", "CoE-2.II.3.1", "CoE-2.II.3.6")
def test_joined_companies_keep_the_size_allowed_away_from_a_haven() -> None:
    first, second = Plan("a", "S", None), Plan("b", "S", None)
    eight = people(4, prefix="A") + people(4, prefix="B")
    assert join_problem(first, second, eight, at_haven=False) == (
        "The company's size is 8, more than the 7 allowed away from a haven.", "CoE-2.II.3.1")
    assert join_problem(first, second, eight, at_haven=True) is None
    hobbits = people(6, prefix="A") + people(2, race="Hobbit", prefix="H")
    assert join_problem(first, second, hobbits, at_haven=False) is None  # 6 + 2 halves = 7
    assert join_problem(first, Plan("b", "T", None), eight[:2], at_haven=True) == (
        "Only companies at the same site can join.", "CoE-2.II.3.5")
    split = Plan("b", "S", None, split_from="a")
    assert join_problem(first, split, eight[:2], at_haven=True) == (
        "Companies split this organization phase cannot rejoin in it.", "CoE-2.II.3.6")


@pytest.mark.rule("CoE-2.II.3.6", "CoE-2.II.7.1")
def test_all_but_one_split_company_moves_and_never_two_on_the_same_road() -> None:
    stays, moves = Plan("a", "S", None), Plan("b", "S", "T", split_from="a")
    assert movement_problem([stays, moves]) is None
    assert movement_problem([stays, Plan("b", "S", None, split_from="a")]) == (
        "Of the companies split from a, all but one must move.", "CoE-2.II.3.6")
    assert movement_problem([Plan("a", "S", "T"), moves]) == (
        "Two companies cannot move from the same site to the same new site.", "CoE-2.II.7.1")
    assert movement_problem([Plan("a", "S", None), Plan("c", "S", None)]) is None
