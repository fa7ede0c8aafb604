"""Burglar Wants a Good Job from ``SIEGE_FROM`` plays Siege by its card (``burglar.siege``): laid
on the company's Border-hold or Free-hold from the hazard hand, it brings an Orc attack as each
site phase there begins, holds back a company moving away unless its roll makes 5, and is
discarded once the company is elsewhere. The version before played it doing nothing.
Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine.combat import Attack
from domain.ruleset import Fact
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import SIEGE_FROM
from tests.rules.burglar_support import (
    CATALOG,
    THRANDUIL,
    act,
    advance,
    fresh,
    moving,
    played_as,
    with_hand,
)
from tests.support import advance_from, of_kind, only

SIEGE = "TW-87"
BEFORE = played_as(str(SIEGE_FROM - 1))
BREE, BAG_END = CATALOG.find("Bree", "Hero").id, CATALOG.find("Bag End", "Hero").id
MOVE = "move:TW-421"  # from Bag End, the first move offered


def _revealing(to: str, sieges: tuple[tuple[str, str], ...] = ()) -> State:
    return moving(fresh(), "Rivendell", to, SIEGE, sieges=sieges)


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-SEQ-11")
def test_siege_is_laid_on_a_border_hold_or_free_hold() -> None:
    facts, after = advance(_revealing("Bree"))
    assert only(facts, "HazardPlayed")["besieges"] == BREE
    assert after.sieges == ((SIEGE, BREE),) and SIEGE not in after.hazard_discard
    # Moria is a Shadow-hold; Bree besieged already: it stays face up.
    for state in (_revealing("Moria"), _revealing("Bree", ((SIEGE, BREE),))):
        facts, after = advance(state)
        assert not of_kind(facts, "HazardPlayed") and after.row == (SIEGE,)
    facts, after = advance_from(BEFORE, _revealing("Bree"), 7)
    assert after.sieges == () and after.hazard_discard[-1] == SIEGE


@pytest.mark.rule("BWJ-SEQ-17")
def test_the_besieged_site_phase_begins_with_an_orc_attack() -> None:
    state = replace(_revealing("Bree", ((SIEGE, BREE),)), hazard_hand=())
    facts, after = advance(state)
    declared = only(facts, "AttackDeclared")
    attack = Attack.from_json(declared["attack"])
    assert (declared.rule, declared["origin"], declared["card"]) == ("BWJ-SEQ-15", "siege", None)
    assert (attack.name, attack.race, attack.strikes, attack.prowess, attack.automatic) == \
        ("Siege", "Orcs", 3, 7, False)
    assert after.phase == "site" and after.combat is not None
    facts, after = advance_from(BEFORE, state, 7)
    assert not of_kind(facts, "AttackDeclared") and after.phase == "site"


def _leaving(seed: int, with_thranduil: bool = False) -> list[Fact]:
    """The company at besieged Bag End moves away."""
    state = replace(fresh(), sieges=((SIEGE, BAG_END),))
    state = with_hand(state, THRANDUIL) if with_thranduil else state
    facts, _ = act(state, MOVE, seed=seed)
    return facts


@pytest.mark.rule("BWJ-SEQ-4")
def test_a_company_leaving_a_besieged_site_must_roll_five() -> None:
    rolled = {seed: only(_leaving(seed), "SiegeRolled") for seed in range(30)}
    held = next(s for s, f in rolled.items() if not f["moves"])
    gone = next(s for s, f in rolled.items() if f["moves"])
    facts = _leaving(held)
    roll = only(facts, "SiegeRolled")
    assert (roll["modifier"], roll["needed"], roll["total"] < 5) == (0, 5, True)  # a scout
    assert only(facts, "StayedPut")["place"] == "Bag End" and not of_kind(facts, "CounterMoved")
    facts = _leaving(gone)
    assert of_kind(facts, "CounterMoved") and not of_kind(facts, "StayedPut")
    # Thranduil is no scout: -1.
    assert only(_leaving(gone, with_thranduil=True), "SiegeRolled")["modifier"] == -1
    # Elsewhere, or in the version before, no roll.
    facts, _ = act(replace(fresh(), sieges=((SIEGE, BAG_END),)), MOVE, seed=held,
                   ruleset=BEFORE)
    assert not of_kind(facts, "SiegeRolled") and of_kind(facts, "CounterMoved")


@pytest.mark.rule("BWJ-SEQ-4", "BWJ-SEQ-5")
def test_the_siege_is_lifted_once_the_company_is_elsewhere(starter: Catalog) -> None:
    state = replace(fresh(), sieges=((SIEGE, BAG_END),))
    gone = next(s for s in range(30) if of_kind(_leaving(s), "CounterMoved"))
    facts, after = act(state, MOVE, seed=gone)
    lifted = only(facts, "SiegeLifted")
    assert (lifted["card"], lifted["site"]) == (SIEGE, BAG_END)
    assert after.sieges == () and after.hazard_discard[-1] == SIEGE
    assert coverage.in_ruleset("burglar", starter.get(SIEGE)) == \
        coverage.InRuleset(coverage.SCRIPTED)
