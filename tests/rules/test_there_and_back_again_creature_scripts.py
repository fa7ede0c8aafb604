"""There and Back Again plays the engine's creature scripts (``creature_scripts``) from
``CREATURE_SCRIPTS_FROM``: the attacker chooses every defender of an Ambusher or a Cave-drake
(by TBA-HAZ-4's ranking), the Abductor discards the character it wounds, Giant Spiders the one
whose body check equals his body; earlier versions replay as played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.hobbit.state import STRIKING
from domain.rulesets.there_and_back_again.ruleset import ThereAndBackAgain
from domain.rulesets.there_and_back_again.state import Combat, State
from domain.rulesets.there_and_back_again.versions import (
    CREATURE_DISCARDS_FROM,
    CREATURE_SCRIPTS_FROM,
)
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    CATALOG,
    RULESET,
    THORIN,
    fresh,
    keep,
    played_as,
)
from tests.support import decide_from, of_kind, only

AMBUSHER, CAVE_DRAKE, ABDUCTOR, GIANT_SPIDERS, ORC_PATROL = \
    "TW-5", "TW-20", "TW-1", "TW-40", "TW-74"



BEFORE = played_as(CREATURE_SCRIPTS_FROM - 1)


def _attacked(creature: str, facing: str | None = None) -> State:
    state = keep(fresh(), BILBO, THORIN, BALIN)
    attack = Attack.from_creature(CATALOG.get(creature), len(state.company))
    combat = Combat(attack, "draw", creature)
    if facing is not None:
        combat = replace(combat, stage=STRIKING, assigned=(facing,), striking=facing)
    return replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0,
                   combat=combat, hand=())


def _act(state: State, action: str, seed: int = 7,
         ruleset: ThereAndBackAgain = RULESET) -> tuple[list[Fact], State]:
    return decide_from(ruleset, state, action, None, seed)


@pytest.mark.rule("TBA-HAZ-4")
@pytest.mark.parametrize("creature", [AMBUSHER, CAVE_DRAKE])
def test_the_attacker_chooses_every_defender(creature: str) -> None:
    state = _attacked(creature)
    assert [a for a in RULESET.legal(state) if a.startswith("assign")] == ["assign-done"]
    with pytest.raises(IllegalAction):
        _act(state, f"assign:{BILBO}")
    facts, after = _act(state, "assign-done")
    assigned = of_kind(facts, "StrikeAssigned")
    assert {f.data["by"] for f in assigned} == {"attacker"} and len(assigned) == 2
    assert {f.rule for f in assigned} == {"TBA-HAZ-4"}
    assert after.combat is not None and len(after.combat.assigned) == 2
    assert f"assign:{BILBO}" in BEFORE.legal(state)  # the defender assigned first before
    assert f"assign:{BILBO}" in RULESET.legal(_attacked(ORC_PATROL))


@pytest.mark.rule("TBA-HAZ-4")
def test_the_abductor_carries_off_the_dwarf_it_wounds() -> None:
    facts, after = _act(_attacked(ABDUCTOR, facing=BALIN), "roll", seed=1)
    assert only(facts, "StrikeResolved").data["result"] == "succeeded"
    assert only(facts, "CharacterDiscarded").data["character"] == BALIN
    assert not of_kind(facts, "BodyChecked") and after.character(BALIN) is None
    facts, _ = _act(_attacked(ABDUCTOR, facing=BALIN), "roll", seed=1, ruleset=BEFORE)
    assert not of_kind(facts, "CharacterDiscarded")


@pytest.mark.rule("TBA-WIN-1", "TBA-WIN-3")
def test_a_hobbit_the_abductor_carries_off_loses_the_game() -> None:
    facts, after = _act(_attacked(ABDUCTOR, facing=BILBO), "roll", seed=0)
    assert only(facts, "CharacterDiscarded").data["character"] == BILBO
    # Discarded, he can no longer come home (TBA-WIN-3); before 62 the loss cited TBA-WIN-1
    # (test_hobbit_creature_discards.py).
    assert after.outcome == "lost" and only(facts, "GameEnded").rule == "TBA-WIN-3"
    facts, _ = _act(_attacked(ABDUCTOR, facing=BILBO), "roll", seed=0,
                    ruleset=played_as(CREATURE_DISCARDS_FROM - 1))
    assert only(facts, "GameEnded").rule == "TBA-WIN-1"


@pytest.mark.rule("TBA-HAZ-4")
def test_giant_spiders_discard_a_dwarf_whose_body_check_equals_his_body() -> None:
    facts, after = _act(_attacked(GIANT_SPIDERS, facing=BALIN), "roll", seed=29)
    checked = only(facts, "BodyChecked").data
    assert (checked["roll"], checked["body"], checked["eliminated"]) == (7, 7, False)
    assert only(facts, "CharacterDiscarded").data["character"] == BALIN
    assert after.character(BALIN) is None
    facts, after = _act(_attacked(GIANT_SPIDERS, facing=BALIN), "roll", seed=29,
                        ruleset=BEFORE)
    assert not of_kind(facts, "CharacterDiscarded") and after.character(BALIN) is not None
