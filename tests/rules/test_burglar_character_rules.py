"""Burglar Wants a Good Job from ``character_rules_from``: the Burglar's corruption checks add
the modifier his card prints where the card data leaves it out (``character_rules``: Bilbo
+4; CoE 7.1), as in the giver's check of an item he gives to a Hand (BWJ-SEQ-2).
Constructed states played with the real ruleset; the version before replays without it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.rulesets.hobbit.state import ORGANIZATION
from tests.rules.burglar_support import BILBO, RULESET, SAM, fresh, give, played_as, with_hand
from tests.support import decide_from, only

DAGGER = "TW-206"
FROM = RULESET.character_rules_from
assert FROM is not None


def printed(version: int) -> list[tuple[Any, ...]]:
    """The modifiers of Bilbo's check, as he gives his Dagger to Sam, that come from his
    card's printed rule."""
    state = replace(give(with_hand(fresh(), SAM), BILBO, DAGGER), phase=ORGANIZATION, step="")
    facts, _ = decide_from(played_as(str(version)), state, f"transfer:{DAGGER}:{BILBO}:{SAM}")
    check = only(facts, "CorruptionChecked").data["check"]
    return [(m["amount"], m["why"], m["clause"]) for m in check["modifiers"]
            if m["source"] == f"card:{BILBO}" and "corruption checks" in m["why"]]


@pytest.mark.rule("BWJ-SEQ-2")
def test_the_burglar_bilbo_checks_corruption_at_plus_four() -> None:
    assert printed(FROM) == [(4, "Bilbo's +4 to all his corruption checks", "CoE-7.1")]
    assert printed(FROM - 1) == []
