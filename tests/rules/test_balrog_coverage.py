"""Every clause of The Balrog's rules (``BA-*``) is cited by a test or listed, with its reason,
in ``untestable_balrog.md``."""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.clauses import catalog
from tests.rules.coverage import collected, listed

HERE = Path(__file__).resolve().parent
TESTS = HERE.parent
FILES = (*sorted(TESTS.glob("engine/test_balrog*.py")),
         TESTS / "engine" / "test_under_deeps.py",
         *sorted(TESTS.glob("api/test_deck_check*.py")),
         *sorted(HERE.glob("test_road_goes_ever_on_under_deeps*.py")),
         *sorted(HERE.glob("test_road_goes_ever_on_balrog*.py")),
         HERE / "test_road_goes_ever_on_additional_items.py")


@pytest.mark.not_a_rule("clause-coverage bookkeeping")
def test_every_balrog_clause_is_cited_or_listed_with_a_reason() -> None:
    cited = collected(FILES)
    untested = listed(HERE / "untestable_balrog.md")
    clauses = catalog("balrog")
    assert len(clauses) == 37
    assert sorted(set(clauses) - cited - untested) == []
    assert sorted(untested & cited) == []
    assert sorted(untested - set(clauses)) == []
