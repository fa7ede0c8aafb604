"""There and Back Again from ``character_rules_from``: a character's corruption checks add the
modifier his card prints where the card data leaves it out (``character_rules``: Bilbo +4,
Ori and the other Dwarves -1; CoE 7.1), as in the giver's check of an item given in the
organization phase (TBA-SEQ-4). Constructed states played with the real ruleset; the version
before replays without it."""

from __future__ import annotations

from typing import Any

import pytest

from domain import coverage
from domain.rulesets.there_and_back_again.ruleset import ThereAndBackAgain
from domain.rulesets.there_and_back_again.state import State
from tests.rules.test_there_and_back_again_helpers import BILBO, ORI, RULESET, fresh, give, keep
from tests.support import decide_from, only

DAGGER = "TW-206"
FROM = RULESET.character_rules_from
assert FROM is not None


def printed(version: int, giver: str, taker: str) -> list[tuple[Any, ...]]:
    """The modifiers of ``giver``'s check as he gives his Dagger to ``taker`` (CoE 2.II.5)
    that come from his card's printed rule."""
    ruleset = RULESET.at_version(str(version))
    assert isinstance(ruleset, ThereAndBackAgain)
    state: State = give(keep(fresh(), BILBO, ORI), giver, DAGGER)
    facts, _ = decide_from(ruleset, state, f"transfer:{DAGGER}:{giver}:{taker}")
    check = only(facts, "CorruptionChecked").data["check"]
    return [(m["amount"], m["why"], m["clause"]) for m in check["modifiers"]
            if m["source"] == f"card:{giver}" and "corruption checks" in m["why"]]


@pytest.mark.rule("TBA-SEQ-4")
def test_bilbo_checks_corruption_at_plus_four() -> None:
    assert printed(FROM, BILBO, ORI) == [(4, "Bilbo's +4 to all his corruption checks",
                                          "CoE-7.1")]
    assert printed(FROM - 1, BILBO, ORI) == []


@pytest.mark.rule("TBA-SEQ-4")
def test_ori_checks_corruption_at_minus_one() -> None:
    assert printed(FROM, ORI, BILBO) == [(-1, "Ori's -1 to all his corruption checks",
                                          "CoE-7.1")]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_the_modifier_played_in_the_hobbit_scenarios() -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(RULESET.catalog)}
    # Bilbo's modifier is played; so are the bonuses (``character_bonuses_from``), and
    # what is left of his text never arises in There and Back Again, nor in Burglar Wants a
    # Good Job (test_burglar_character_texts.py).
    assert rows[BILBO]["there-and-back-again"].status == coverage.SCRIPTED
    assert rows[BILBO]["burglar"].status == coverage.SCRIPTED
    # The Guise keeps him to his home site (test_necromancer_home_sites.py) and counts the
    # points his elimination costs (test_necromancer_elimination_cost.py).
    assert rows[BILBO]["necromancer"] == coverage.InRuleset(coverage.SCRIPTED)
    for ruleset in ("burglar", "necromancer"):
        assert "corruption" not in rows[BILBO][ruleset].missing
