"""The rule tests' citation check (``tests/rules/conftest.py``): a test of ``tests/rules`` cites
the clauses it proves, or says why it proves no rule of play."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from domain.clauses import all_clauses
from tests.rules.conftest import citation_problem
from tests.rules.coverage import cited


class _Item:
    """The part of a collected test the check reads: its closest marker of a name."""

    def __init__(self, *marks: Any) -> None:
        self.marks = {mark.name: mark for mark in marks}

    def get_closest_marker(self, name: str) -> Any:
        return self.marks.get(name)


def problem(*marks: Any) -> str | None:
    return citation_problem(_Item(*(m.mark for m in marks)))  # type: ignore[arg-type]


@pytest.mark.not_a_rule("checks the test suite's own standard")
def test_a_cited_clause_or_a_reason_passes() -> None:
    assert problem(pytest.mark.rule("CoE-3.i", "RGO-HAZ-1")) is None
    assert problem(pytest.mark.not_a_rule("narration wording")) is None


@pytest.mark.not_a_rule("checks the test suite's own standard")
def test_a_test_citing_nothing_fails_naming_both_markers() -> None:
    found = problem()
    assert found is not None and found.startswith("it cites no clause: mark it ")
    assert "@pytest.mark.rule(" in found and "@pytest.mark.not_a_rule(" in found


@pytest.mark.not_a_rule("checks the test suite's own standard")
def test_an_empty_citation_or_reason_fails() -> None:
    assert problem(pytest.mark.rule()) == "its rule marker names no clause"
    for bare in (pytest.mark.not_a_rule(), pytest.mark.not_a_rule(" "),
                 pytest.mark.not_a_rule("a", "b"), pytest.mark.not_a_rule(why="x")):
        assert problem(bare) == "its not_a_rule marker gives no reason (one string)"
    assert problem(pytest.mark.rule("CoE-3.i"), pytest.mark.not_a_rule("view")) == (
        "it is marked both rule and not_a_rule: keep the one that is true")


@pytest.mark.not_a_rule("checks the test suite's own standard")
def test_every_cited_id_is_a_clause_of_the_catalog() -> None:
    # A mistyped or invented id would read as a citation while pointing at no rule.
    cited_ids = cited(sorted(Path(__file__).parents[1].rglob("test_*.py")))
    assert len(cited_ids) > 600
    assert sorted(c for c in cited_ids if c not in all_clauses()) == []
