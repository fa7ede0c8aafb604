"""Every BWJ clause is cited by a test or listed with a reason; the rules notes name the
contradictions; seeded automatic games end, and their logs verify."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.chronicle import Chronicle, verify
from domain.clauses import catalog
from tests.rules.burglar_support import RULESET
from tests.rules.coverage import coverage
from tests.support import play_out


def test_every_bwj_clause_is_cited_or_listed_with_a_reason():
    covered = coverage("burglar", "test_burglar*.py", "untestable_burglar.md")
    assert len(covered.clauses) == 80
    assert covered.missing == []
    assert covered.unknown == []


def test_rules_notes_cover_the_ambiguous_clauses_and_the_three_contradictions():
    ambiguous = sorted(c.id for c in catalog("burglar").values() if c.ambiguous)
    notes = RULESET.rules_notes()
    assert [c for c in ambiguous if c not in notes] == []
    # 18 MP against the 10/14 tiers; two tiers both saying three tasks; the Haven's site card.
    assert {"BWJ-OBJ-5", "BWJ-WIN-4", "BWJ-SEQ-8"} <= set(notes)


def play(seed: int) -> Chronicle:
    return play_out(Chronicle.begin(RULESET, seed, {}), most=3000)


@settings(max_examples=6, deadline=None)
@given(st.integers(min_value=0, max_value=10_000))
def test_seeded_automatic_games_end_and_verify(seed: int):
    game = play(seed)
    result = game.result()
    assert result is not None and result["outcome"] in ("won", "lost")
    assert verify(RULESET, game.records).ok


@pytest.mark.rule("BWJ-WIN-1", "BWJ-WIN-6")
def test_seed_6_ends_at_the_council_with_the_burglar_not_hired():
    game = play(6)
    result = game.result()
    assert result is not None
    assert (result["outcome"], result["tier"], result["turns"], result["tasks"]) == \
        ("lost", None, 12, ["spying"])
    assert result["reason"] == "not hired: 1 task and 7 marshalling points"
    assert [r.kind for r in game.records[-2:]] == ["CouncilCalled", "GameEnded"]
