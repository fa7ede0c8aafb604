"""The Red Arrow in Burglar Wants a Good Job, played from version 69
(``engine.item_influence.AUTOMATIC``, ``hobbit.factions.recruit_by_item``, which the Guise of
the Necromancer reads too): its bearer's influence attempt on the Riders of Rohan recruits them
with no roll, a faction for the spying task (BWJ-FACT-1). Version 68 replays as played: the
roll made as for any faction."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import CROWN_NO_ROLL_FROM, RED_ARROW_FROM
from tests.rules import burglar_support as bwj
from tests.support import decide_from, only

RED_ARROW, RIDERS, IRON_CROWN = "TW-312", "TW-317", "TW-496"
BEFORE = bwj.played_as(str(RED_ARROW_FROM - 1))
RECRUIT = f"influence:{RIDERS}:{bwj.BILBO}"


def _at_edoras(arrow: bool = True) -> State:
    """The Burglar at Edoras, the site entered, the Riders of Rohan in the hand; bearing the
    Red Arrow or not."""
    state = bwj.at(bwj.fresh(), "Edoras")
    state = bwj.give(state, bwj.BILBO, RED_ARROW) if arrow else state
    return replace(state, phase="site", step="entered", hand=(RIDERS,))


@pytest.mark.rule("BWJ-FACT-1", "BWJ-OBJ-3")
def test_the_red_arrows_bearer_recruits_the_riders_of_rohan_with_no_roll(
        starter: Catalog) -> None:
    assert int(bwj.RULESET.version) >= RED_ARROW_FROM
    state = _at_edoras()
    assert RECRUIT in bwj.ids(state)
    facts, after = bwj.act(state, RECRUIT)
    recruited = only(facts, "FactionInfluenced")
    assert (recruited.rule, dict(recruited.data)) == ("CoE-2.V.3", {
        "card": RIDERS, "character": bwj.BILBO, "succeeded": True, "by_item": RED_ARROW,
        "site": "TW-394"})
    assert not [f for f in facts if f.kind == "DiceRolled"]
    assert bwj.RULESET.narrate(recruited) == \
        "Bilbo recruits Riders of Rohan with no roll (Red Arrow). [CoE-2.V.3]"
    assert RIDERS in after.factions and "TW-394" in after.tapped_sites
    # Without the arrow, the roll is made (Bilbo's 1 + 2D6 against 9).
    facts, _ = bwj.act(_at_edoras(arrow=False), RECRUIT, seed=1)
    assert only(facts, "FactionInfluenced")["needed"] == 9
    # Version 68 replays as played: the roll made, the arrow or not.
    facts, _ = decide_from(BEFORE, state, RECRUIT, seed=1)
    attempt = only(facts, "FactionInfluenced")
    assert "by_item" not in attempt.data and attempt["roll"] == \
        only(bwj.act(_at_edoras(arrow=False), RECRUIT, seed=1)[0], "FactionInfluenced")["roll"]
    found = coverage.in_ruleset("burglar", starter.get(RED_ARROW))
    assert found.status == coverage.SCRIPTED
    assert found.missing.startswith("never arises here: its +5 direct influence")


@pytest.mark.rule("BWJ-FACT-1", "CoE-2.V.3", "CoE-7.1")
def test_the_iron_crowns_bearer_checks_after_a_recruit_with_no_roll() -> None:
    # A recruit with no roll is an influence attempt that succeeds (CROWN_NO_ROLL_FROM).
    state = bwj.give(_at_edoras(), bwj.BILBO, IRON_CROWN)
    assert int(bwj.RULESET.version) >= CROWN_NO_ROLL_FROM
    facts, _ = bwj.act(state, RECRUIT, seed=1)
    assert [(f.kind, f.rule) for f in facts if f.kind != "DiceRolled"] == [
        ("FactionInfluenced", "CoE-2.V.3"), ("CorruptionChecked", "CoE-7.1")]
    assert only(facts, "CorruptionChecked")["character"] == bwj.BILBO
    # The version before: no check.
    facts, _ = bwj.act(state, RECRUIT, seed=1,
                       ruleset=bwj.played_as(str(CROWN_NO_ROLL_FROM - 1)))
    assert [f.kind for f in facts if f.kind != "DiceRolled"] == ["FactionInfluenced"]
