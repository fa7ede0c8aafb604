"""There and Back Again's automatic player from version 32 (``policy.POLICY_FROM``) picks the
card it plays on an attack before its strikes are assigned by what the card's mode does
(``hobbit.attack_choice``): against a dangerous attack, a card canceling it at no other cost
before one that costs a wound, whatever their order. Version 31 played the first card offered.
Against an attack that is not dangerous both keep their cards."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.combat import Attack
from domain.rulesets.there_and_back_again import policy
from domain.rulesets.there_and_back_again.ruleset import ThereAndBackAgain
from domain.rulesets.there_and_back_again.state import Combat, State
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    CATALOG,
    GLOIN,
    RULESET,
    THORIN,
    fresh,
    keep,
    played_as,
)

BERT, ORC_PATROL = "TW-16", "TW-74"
ESCAPE, COCK_CROWS, DARK_QUARRELS = "TW-229", "TW-342", "TW-207"
BEFORE = played_as(policy.POLICY_FROM - 1)


def _attacked(creature: str, *hand: str) -> State:
    state = keep(fresh(), BILBO, THORIN, BALIN, GLOIN)
    attack = Attack.from_creature(CATALOG.get(creature), len(state.company))
    return replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0,
                   hand=hand, combat=Combat(attack, "draw", creature))


def _choice(rules: ThereAndBackAgain, state: State) -> str:
    return policy.choose(rules, state, rules.actions(state))[0]


@pytest.mark.rule("TBA-SEQ-8")
def test_a_free_cancel_goes_before_a_card_that_wounds() -> None:
    state = _attacked(BERT, ESCAPE, COCK_CROWS)  # a Troll of prowess 12: dangerous
    ids = [a.id for a in RULESET.actions(state)]
    assert [i for i in ids if i.startswith("play:")][0].startswith(f"play:{ESCAPE}:")
    assert _choice(RULESET, state) == f"play:{COCK_CROWS}:cancel"
    assert _choice(BEFORE, state).startswith(f"play:{ESCAPE}:cancel:")


@pytest.mark.rule("TBA-SEQ-8")
def test_the_cards_are_kept_against_an_attack_that_is_not_dangerous() -> None:
    state = _attacked(ORC_PATROL, ESCAPE, DARK_QUARRELS)  # Orcs at 6, four defenders
    assert f"play:{DARK_QUARRELS}:cancel" in [a.id for a in RULESET.actions(state)]
    assert _choice(RULESET, state) == _choice(BEFORE, state) == f"assign:{GLOIN}"
