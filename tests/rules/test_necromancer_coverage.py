"""Every GON clause is cited by a test or listed with a reason, and every other cited id is a
standard (CoE) clause; the ambiguous clauses have their reading in the rules notes."""

from __future__ import annotations

import pytest

from domain.clauses import catalog
from tests.rules.coverage import coverage
from tests.rules.necromancer_support import RULESET


@pytest.mark.not_a_rule("clause-coverage bookkeeping")
def test_every_gon_clause_is_cited_or_listed_with_a_reason():
    covered = coverage("necromancer", "test_necromancer*.py", "untestable_necromancer.md")
    assert len(covered.clauses) == 87
    assert covered.missing == []
    # The scenario's tests also cite the standard rules it plays (CoE-*), each a clause of
    # the standard rules' catalog.
    assert covered.unknown == [] and covered.both == []


@pytest.mark.not_a_rule("rules-notes bookkeeping")
def test_rules_notes_cover_the_ambiguous_clauses():
    ambiguous = sorted(c.id for c in catalog("necromancer").values() if c.ambiguous)
    assert ambiguous == ["GON-DUD-7", "GON-TARGET-1", "GON-WIN-1"]
    notes = RULESET.rules_notes()
    assert [c for c in ambiguous if c not in notes] == []
    assert "lowest prowess" in notes["GON-TARGET-1"]
    assert "all of Dol Guldur's automatic-attacks" in notes["GON-WIN-1"]
