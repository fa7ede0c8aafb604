"""Every clause of The Dragons' rules insert and its scenario (``TD-*``, ``TDH-*``) is cited by a
test or listed, with its reason, in ``untestable_dragons.md``."""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.clauses import catalog
from tests.rules.coverage import collected, listed

HERE = Path(__file__).resolve().parent
FILES = (*sorted(HERE.parent.glob("engine/test_dragons*.py")),
         HERE / "test_road_goes_ever_on_dragons_insert.py",
         HERE / "test_road_goes_ever_on_golden_hoard.py")


@pytest.mark.not_a_rule("clause-coverage bookkeeping")
def test_every_dragons_clause_is_cited_or_listed_with_a_reason() -> None:
    cited = collected(FILES)
    untested = listed(HERE / "untestable_dragons.md")
    clauses = catalog("dragons")
    assert len(clauses) == 56
    assert sorted(set(clauses) - cited - untested) == []
    assert sorted(untested & cited) == []
    assert sorted(untested - set(clauses)) == []
