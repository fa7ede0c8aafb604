"""The Guise of the Necromancer from ``printed_rules.CHARACTER_RULES_FROM``: a character's
corruption checks add the modifier his card prints where the card data leaves it out
(``character_rules``: Haldir -1; CoE 7.1), as in the check of a bearer giving an item
(CoE 2.II.5). Constructed states played with the real ruleset; the version before replays
without it."""

from __future__ import annotations

from typing import Any

import pytest

from domain.ruleset import Context, Table
from domain.rulesets.guise_of_the_necromancer.printed_rules import CHARACTER_RULES_FROM
from tests.rules.necromancer_support import HALDIR, RULESET, SAM, fresh
from tests.support import only

DAGGER = "TW-206"  # Haldir bears a Dagger of Westernesse


def printed(version: int) -> list[tuple[Any, ...]]:
    """The modifiers of Haldir's check as he gives his Dagger to Sam that come from his card's
    printed rule."""
    ruleset = RULESET.at_version(str(version))
    ctx = Context(ruleset, Table(1, {}, fresh()))
    ruleset.decide(ctx, f"transfer:{DAGGER}:{HALDIR}:{SAM}", {})
    check = only(ctx.facts, "CorruptionChecked")["check"]
    return [(m["amount"], m["why"], m["clause"]) for m in check["modifiers"]
            if m["source"] == f"card:{HALDIR}" and "corruption checks" in m["why"]]


@pytest.mark.rule("CoE-2.II.5")
def test_haldir_checks_corruption_at_minus_one() -> None:
    assert printed(CHARACTER_RULES_FROM) == [
        (-1, "Haldir's -1 to all his corruption checks", "CoE-7.1")]
    assert printed(CHARACTER_RULES_FROM - 1) == []
