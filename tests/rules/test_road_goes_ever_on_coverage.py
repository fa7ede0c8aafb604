"""Every clause of the introduction, sections 1 to 4, Appendices 1 and 2 and the Inn, Tavern,
Agent and Dragon tables of Appendix 3 of "The Road Goes Ever On" is cited by a rule test or
listed, with its reason, in ``untestable_road_goes_ever_on.md``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from domain.clauses import catalog

HERE = Path(__file__).resolve().parent
SECTIONS = (
    "General", "Decks", "Victory Conditions", "Shadow Tokens", "Target Selection",
    "Long Events", "Playing Hazards", "Environment Hazards", "'On-Guard' Cards",
    "Remaining Hazards", "Quest deck", "Permanent MP Events", "Rings", "Factions",
    "Battle cards", "Dragons", "4. Sites & Encounters", "Home sites", "Inns and Taverns",
    "Under-deeps", "Ports", "Raids", "Dungeons",
    "Border-holds (2D6 Site Phase encounter)", "Dark-holds (2D6 Site Phase encounter)",
    "Ruins & Lairs (2D6 Site Phase encounter)", "Shadow-holds (2D6 Site Phase encounter)",
    "Inn Encounters (2D6)", "Tavern Encounters (2D6)", "Dragon Encounters (2D6)",
    "Courage Tokens", "Enhanced Characters and keywords",
    "Major Second Edition Changes (introduction)", "Skill Tokens", "Songs", "Agents",
    "Agent Encounters (by skill)", "Appendix 1 – Character Ability List",
)


class _Markers:
    """Collects the clause ids of every ``rule`` marker of the collected tests."""

    def __init__(self) -> None:
        self.ids: list[str] = []

    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        for item in items:
            for mark in item.iter_markers("rule"):
                self.ids += [str(a) for a in mark.args]


def cited() -> list[str]:
    markers = _Markers()
    files = sorted(str(p) for p in HERE.glob("test_road_goes_ever_on*.py")
                   if p.name != Path(__file__).name)
    code = pytest.main(["--collect-only", "-qq", "-p", "no:cacheprovider", *files],
                       plugins=[markers])
    assert code == 0
    return sorted(dict.fromkeys(markers.ids))


def listed() -> list[str]:
    text = (HERE / "untestable_road_goes_ever_on.md").read_text("utf-8")
    return re.findall(r"^- (RGO-[A-Z0-9-]+):", text, flags=re.MULTILINE)


@pytest.mark.not_a_rule("clause-coverage bookkeeping")
def test_every_clause_in_scope_is_cited_or_listed_with_a_reason() -> None:
    clauses = catalog("road-goes-ever-on")
    in_scope = [cid for cid, c in clauses.items() if c.section in SECTIONS]
    assert len(in_scope) == 270
    covered = cited() + listed()
    assert [cid for cid in in_scope if cid not in covered] == []


@pytest.mark.not_a_rule("clause-coverage bookkeeping")
def test_nothing_is_both_cited_and_listed_as_untested() -> None:
    both = [cid for cid in listed() if cid in cited()]
    assert both == []
