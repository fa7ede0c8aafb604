"""Clause coverage of a ruleset's rule tests: every clause of ``seeds/clauses/<ruleset>.md`` is
cited by a ``rule`` marker of a test in ``tests/rules`` or listed, with its reason, in
``tests/rules/untestable_<ruleset>.md`` (one line each, ``- CLAUSE-ID: reason``).

Markers are read from the source (``@pytest.mark.rule("...")`` with literal ids), or, for tests
that build their markers (``pytest.param(..., marks=pytest.mark.rule(row[4]))``), from the
tests pytest collects."""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

import pytest

from domain.clauses import Clause, catalog

HERE = Path(__file__).resolve().parent
LISTED = re.compile(r"^- ([A-Z0-9]+(?:-[A-Z0-9]+)+): \S", re.MULTILINE)


def cited(files: Iterable[Path]) -> set[str]:
    """The clause ids named by the ``rule`` markers (``pytest.mark.rule(...)``) in ``files``."""
    ids: set[str] = set()
    for path in files:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "rule":
                ids.update(str(a.value) for a in node.args if isinstance(a, ast.Constant))
    return ids


class _Markers:
    """Collects the clause ids of every ``rule`` marker of the collected tests."""

    def __init__(self) -> None:
        self.ids: set[str] = set()

    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        for item in items:
            for mark in item.iter_markers("rule"):
                self.ids.update(str(a) for a in mark.args)


def collected(files: Iterable[Path]) -> set[str]:
    """The clause ids of the ``rule`` markers of the tests pytest collects from ``files``."""
    markers = _Markers()
    code = pytest.main(["--collect-only", "-qq", "-p", "no:cacheprovider",
                        *(str(f) for f in files)], plugins=[markers])
    assert code == 0, f"collecting the rule tests failed with exit code {code}"
    return markers.ids


def listed(path: Path) -> set[str]:
    """The clause ids an ``untestable_*.md`` file lists, each with its reason."""
    return set(LISTED.findall(path.read_text("utf-8")))


@dataclass(frozen=True)
class Coverage:
    """The clauses in scope, the whole catalog, and what the tests cite and the file lists."""

    clauses: frozenset[str]
    known: frozenset[str]
    cited: frozenset[str]
    listed: frozenset[str]

    @property
    def missing(self) -> list[str]:
        """Clauses in scope neither cited nor listed."""
        return sorted(self.clauses - self.cited - self.listed)

    @property
    def unknown(self) -> list[str]:
        """Cited or listed ids that are no clause of the ruleset nor of the standard rules it
        plays (CoE-*)."""
        return sorted((self.cited | self.listed) - self.known - set(catalog("coe")))

    @property
    def both(self) -> list[str]:
        """Clauses both cited by a test and listed as untested."""
        return sorted(self.cited & self.listed)


def coverage(ruleset: str, tests: str, untestable: str,
             in_scope: Callable[[Clause], bool] = lambda clause: True,
             collect: bool = False) -> Coverage:
    """The coverage of ``ruleset``'s clauses (those ``in_scope``) by the test files matching
    the glob ``tests`` and the list ``untestable``, both in ``tests/rules``. With ``collect``,
    the markers are those of the collected tests rather than those written in the source."""
    clauses = catalog(ruleset)
    files = sorted(HERE.glob(tests))
    return Coverage(
        clauses=frozenset(cid for cid, c in clauses.items() if in_scope(c)),
        known=frozenset(clauses),
        cited=frozenset(collected(files) if collect else cited(files)),
        listed=frozenset(listed(HERE / untestable)),
    )
