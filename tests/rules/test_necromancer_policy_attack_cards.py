"""Guise of the Necromancer's automatic player from version 23 (``policy.POLICY_FROM``) also
plays, against an attack a character of the company would not see through with an average
roll, before its strikes are assigned, a card weakening it or strengthening the strikes
(``hobbit.attack_choice``): Stars lowers an Undead attack first; against Wolves of prowess 8,
where Sam (prowess 1) is threatened, Wizard's Fire on the Wizard. Version 22 played only a
card canceling the attack at no other cost."""

from __future__ import annotations

import pytest

from domain.rulesets.guise_of_the_necromancer import policy
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import RADAGAST, RULESET
from tests.rules.test_necromancer_hand_generation_6 import (
    BARROW_WIGHT,
    STARS,
    WIZARDS_FIRE,
    attacked,
    by,
)


def _before() -> GuiseOfTheNecromancer:
    ruleset = RULESET.at_version(str(policy.POLICY_FROM - 1))
    assert isinstance(ruleset, GuiseOfTheNecromancer)
    return ruleset


BEFORE = _before()


def _choice(rules: GuiseOfTheNecromancer, state: State) -> str:
    return policy.choose(rules, state, rules.actions(state))[0]


@pytest.mark.rule("CoE-3.i")
def test_wizard_s_fire_is_played_on_a_dangerous_attack() -> None:
    state = attacked(WIZARDS_FIRE)
    assert _choice(RULESET, state) == f"resource:{WIZARDS_FIRE}:fire:{RADAGAST}"
    assert _choice(BEFORE, state).startswith("assign:")


@pytest.mark.rule("CoE-3.i")
def test_stars_weakens_an_undead_attack_before_a_spell_strengthens_the_strikes() -> None:
    state = by(BARROW_WIGHT, attacked(WIZARDS_FIRE, STARS))
    assert _choice(RULESET, state) == f"resource:{STARS}:weaken"
    assert _choice(BEFORE, state).startswith("assign:")
