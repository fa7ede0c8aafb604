"""Every clause of The Balrog's rules (``BA-*``) is cited by a test or listed, with its reason,
in ``untestable_balrog.md``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from domain.clauses import catalog

HERE = Path(__file__).resolve().parent
TESTS = HERE.parent
FILES = (*sorted(TESTS.glob("engine/test_balrog*.py")),
         TESTS / "engine" / "test_under_deeps.py",
         *sorted(TESTS.glob("api/test_deck_check*.py")),
         *sorted(HERE.glob("test_road_goes_ever_on_under_deeps*.py")),
         *sorted(HERE.glob("test_road_goes_ever_on_balrog*.py")))


class _Markers:
    def __init__(self) -> None:
        self.ids: list[str] = []

    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        self.ids += [str(a) for item in items for mark in item.iter_markers("rule")
                     for a in mark.args]


def test_every_balrog_clause_is_cited_or_listed_with_a_reason() -> None:
    markers = _Markers()
    code = pytest.main(["--collect-only", "-qq", "-p", "no:cacheprovider",
                        *(str(f) for f in FILES)], plugins=[markers])
    assert code == 0
    text = (HERE / "untestable_balrog.md").read_text("utf-8")
    listed = re.findall(r"^- (BA-[A-Z]+-[0-9]+):", text, flags=re.MULTILINE)
    clauses = catalog("balrog")
    assert len(clauses) == 37
    assert sorted(set(clauses) - set(markers.ids) - set(listed)) == []
    assert sorted(set(listed) & set(markers.ids)) == []
    assert sorted(set(listed) - set(clauses)) == []
