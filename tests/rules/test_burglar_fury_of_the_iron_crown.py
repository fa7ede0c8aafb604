"""Burglar Wants a Good Job from ``FURY_FROM`` plays Fury of the Iron Crown by its card
(``burglar.hazard_events``, BWJ-SEQ-15): the next hazard creature attack of Orcs, Trolls, Men or
a Nazgûl this turn has one strike at +4 prowess, the Burglar's if he faces one, and is spent
when that attack is over. The version before played it doing nothing. Constructed states played
with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine import effects
from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import FURY_FROM
from domain.rulesets.hobbit.state import STRIKING, Combat
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    ORC_PATROL,
    RULESET,
    SAM,
    WOLVES,
    act,
    advance,
    fresh,
    moving,
    played_as,
    with_hand,
)
from tests.support import advance_from, of_kind, only

FURY = "TW-492"
BEFORE = played_as(str(FURY_FROM - 1))
IN_FORCE = (FURY, effects.STRIKE_FURY, "company", 4)


def _revealing(*hand: str, in_force: tuple[tuple[str, str, str, int], ...] = ()) -> State:
    return moving(fresh(), "Lórien", "Moria", hazard_hand=hand, hazard_effects=in_force)


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-SEQ-11")
def test_fury_of_the_iron_crown_waits_for_the_next_attack_of_its_races() -> None:
    facts, after = advance(_revealing(FURY))
    in_force = only(facts, "HazardEffectInForce")
    assert (in_force["card"], in_force["effect"], in_force["amount"]) == \
        (FURY, effects.STRIKE_FURY, 4)
    assert RULESET.narrate(in_force) == \
        "Fury of the Iron Crown is in force this turn: one strike of the next Orc, Troll, " \
        "Man or Nazgûl attack has +4 prowess. [BWJ-SEQ-15]"
    assert after.hazard_effects == (IN_FORCE,)
    # Not twice in force: a second copy stays face up.
    facts, after = advance(_revealing(FURY, in_force=(IN_FORCE,)))
    assert not of_kind(facts, "HazardPlayed") and after.row == (FURY,)
    facts, after = advance_from(BEFORE, _revealing(FURY), 7)
    assert only(facts, "HazardPlayed")["card"] == FURY and after.hazard_effects == ()


def _striking(creature: str, who: str, *assigned: str, in_force: bool = True) -> State:
    state = with_hand(fresh(), SAM)
    attack = Attack.from_creature(CATALOG.get(creature), len(state.company))
    combat = Combat(attack, "hand", creature, stage=STRIKING, assigned=assigned, striking=who)
    return replace(state, turn_start="Lórien", location="Moria", moved=True,
                   phase="movement-hazard", step="", combat=combat, hand=(),
                   hazard_effects=(IN_FORCE,) if in_force else ())


def _strike(state: State, ruleset: BurglarWantsAGoodJob = RULESET) -> tuple[int, object]:
    facts, _ = act(state, "roll", seed=3, ruleset=ruleset)
    resolved = only(facts, "StrikeResolved").data
    return resolved["strike"], resolved.get("strike_cards")


@pytest.mark.rule("BWJ-SEQ-15")
def test_fury_strengthens_the_burglars_strike_by_four() -> None:
    patrol = CATALOG.get(ORC_PATROL).prowess  # Orcs
    assert _strike(_striking(ORC_PATROL, BILBO, BILBO, SAM)) == (patrol + 4, [FURY])
    assert _strike(_striking(ORC_PATROL, SAM, BILBO, SAM)) == (patrol, None)  # not his
    # Sam's, the only strike, when the Burglar faces none.
    assert _strike(_striking(ORC_PATROL, SAM, SAM)) == (patrol + 4, [FURY])
    # Wolves are none of its races; the version before has no Fury.
    assert _strike(_striking(WOLVES, BILBO, BILBO)) == (CATALOG.get(WOLVES).prowess, None)
    assert _strike(_striking(ORC_PATROL, BILBO, BILBO), ruleset=BEFORE) == (patrol, None)


@pytest.mark.rule("BWJ-SEQ-15")
def test_fury_is_spent_when_the_attack_is_over(starter: Catalog) -> None:
    state = _striking(ORC_PATROL, BILBO, BILBO)
    state = replace(state, combat=replace(state.combat, resolved=(BILBO,), defeated=1))
    ctx = Context(RULESET, Table(7, {}, state))
    RULESET._end_attack(ctx)
    ended = only(ctx.facts, "HazardEffectEnded")
    assert (ended["card"], ended["by"]) == (FURY, ORC_PATROL)
    assert RULESET.narrate(ended) == \
        "Fury of the Iron Crown is spent on Orc-patrol's attack. [BWJ-SEQ-15]"
    assert ctx.state.hazard_effects == ()
    found = coverage.in_ruleset("burglar", starter.get(FURY))
    assert found.status == coverage.SCRIPTED and "never arises" in found.missing
