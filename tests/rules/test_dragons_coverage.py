"""Every clause of The Dragons' rules insert and its scenario (``TD-*``, ``TDH-*``) is cited by a
test or listed, with its reason, in ``untestable_dragons.md``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from domain.clauses import catalog

HERE = Path(__file__).resolve().parent
FILES = (*sorted(HERE.parent.glob("engine/test_dragons*.py")),
         HERE / "test_road_goes_ever_on_dragons_insert.py",
         HERE / "test_road_goes_ever_on_golden_hoard.py")


class _Markers:
    def __init__(self) -> None:
        self.ids: list[str] = []

    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        self.ids += [str(a) for item in items for mark in item.iter_markers("rule")
                     for a in mark.args]


def test_every_dragons_clause_is_cited_or_listed_with_a_reason() -> None:
    markers = _Markers()
    code = pytest.main(["--collect-only", "-qq", "-p", "no:cacheprovider",
                        *(str(f) for f in FILES)], plugins=[markers])
    assert code == 0
    text = (HERE / "untestable_dragons.md").read_text("utf-8")
    listed = re.findall(r"^- (TDH?-[A-Z0-9-]+):", text, flags=re.MULTILINE)
    clauses = catalog("dragons")
    assert len(clauses) == 56
    assert sorted(set(clauses) - set(markers.ids) - set(listed)) == []
    assert sorted(set(listed) & set(markers.ids)) == []
