"""The Hobbit scenarios' choice that ends the defender's assigning (``assign-done``): while a
strike is left it lets the attacker assign the rest (CoE 3.iii), and once every strike is
given it is labelled as what it does, resolving the strikes, and cites that step (CoE 3.iv, as
The Road's does), not the clause of the attacker's choosing. There and Back Again and Burglar
Wants a Good Job share it (``hobbit.moves``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine.combat import Attack
from domain.rulesets.hobbit.state import Combat
from tests.rules import burglar_support as burglar
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    CATALOG,
    GLOIN,
    THORIN,
    act,
    fresh,
    keep,
)
from tests.rules.test_there_and_back_again_helpers import RULESET as TBA
from tests.support import decide_from, of_kind, only

ORC_RAIDERS, GIANT_SPIDERS = "TW-75", "TW-40"
LEAVE, RESOLVE = "Let the attacker assign the remaining strikes", "Resolve the strikes"


def done_label(ruleset: Any, state: Any) -> tuple[str, str]:
    [done] = [a for a in ruleset.actions(state) if a.id == "assign-done"]
    return done.label, done.rule


@pytest.mark.rule("CoE-3.ii", "CoE-3.iii", "CoE-3.iv", "TBA-HAZ-4")
def test_there_and_back_again_orc_raiders_four_strikes_all_given() -> None:
    state = keep(fresh(), BILBO, THORIN, BALIN, GLOIN)
    attack = Attack.from_creature(CATALOG.get(ORC_RAIDERS), len(state.company))
    state = replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0,
                    combat=Combat(attack, "draw", ORC_RAIDERS))
    for who in (THORIN, BALIN, GLOIN):
        _, state = act(state, f"assign:{who}")
    assert done_label(TBA, state) == (LEAVE, "TBA-HAZ-4")  # one of the four strikes left
    _, state = act(state, f"assign:{BILBO}")
    assert state.combat is not None and len(state.combat.assigned) == attack.strikes == 4
    assert done_label(TBA, state) == (RESOLVE, "CoE-3.iv")
    assert [a.id for a in TBA.actions(state) if a.id.startswith("assign")] == ["assign-done"]
    facts, after = act(state, "assign-done")
    assert of_kind(facts, "StrikeAssigned") == []  # the attacker had none to assign
    assert only(facts, "StrikesAssigned").data == {"excess": 0, "excess_on": None}
    assert after.combat is not None and after.combat.stage == "striking"
    assert sorted(a.id for a in TBA.actions(after)) == sorted(
        f"resolve:{who}" for who in (BILBO, THORIN, BALIN, GLOIN))


@pytest.mark.rule("CoE-3.ii", "CoE-3.iii", "CoE-3.iv", "BWJ-SEQ-14")
def test_burglar_giant_spiders_two_strikes_all_given() -> None:
    state = burglar.with_hand(burglar.fresh(), burglar.SAM)
    attack = Attack.from_creature(burglar.CATALOG.get(GIANT_SPIDERS), len(state.company))
    state = replace(state, turn_start="Lórien", location="Moria", moved=True,
                    phase="movement-hazard", step="", hand=(),
                    combat=Combat(attack, "draw", GIANT_SPIDERS))
    assert done_label(burglar.RULESET, state) == (LEAVE, "BWJ-SEQ-14")
    _, state = decide_from(burglar.RULESET, state, f"assign:{burglar.BILBO}")
    assert done_label(burglar.RULESET, state) == (LEAVE, "BWJ-SEQ-14")
    _, state = decide_from(burglar.RULESET, state, f"assign:{burglar.SAM}")
    assert done_label(burglar.RULESET, state) == (RESOLVE, "CoE-3.iv")
