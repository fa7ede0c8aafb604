"""Burglar Wants a Good Job from ``traitor.BEFORE_STRIKES_SINCE``: a Traitor's attack made "at
once" sets another attack aside only before any of that attack's strikes is assigned
(``engine.attacks_at_once.before_strikes``, as The Road Goes Ever On reads it). A check failing
once they are, here between two strikes of the Wolves, has the traitor's attack wait till the
Wolves' attack is over: the half-resolved attack is never set aside. From
``traitor.AT_ONCE_SINCE`` to it, that check set the Wolves aside between their strikes, and
those versions replay so. Constructed states played with the real ruleset, seeded."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine import attacks_at_once
from domain.engine.combat import Attack
from domain.rulesets.burglar import traitor
from domain.rulesets.burglar.state import State
from domain.rulesets.hobbit.state import STRIKING, Combat
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    RULESET,
    THRANDUIL,
    WOLVES,
    act,
    fresh,
    ids,
    moving,
    played_as,
    with_hand,
)
from tests.rules.test_burglar_traitor_at_once import ARAGORN, failed_check, watched

BETWEEN = played_as(str(traitor.BEFORE_STRIKES_SINCE - 1))
ARAGORNS = (ARAGORN, CATALOG.get(ARAGORN).prowess)


def between_strikes() -> State:
    """The Wolves' attack on Bilbo, Aragorn II and Thranduil: Bilbo's strike resolved (and
    defeated), Thranduil's still to come, a Traitor in play."""
    company = with_hand(with_hand(fresh(), ARAGORN), THRANDUIL)
    attack = Attack.from_creature(CATALOG.get(WOLVES), len(company.company))
    return replace(moving(company, "Lórien", "Moria"), traitors=(traitor.CARD,),
                   combat=Combat(attack, "hand", WOLVES, stage=STRIKING,
                                 assigned=(BILBO, THRANDUIL), resolved=(BILBO,), defeated=1))


@pytest.mark.rule("BWJ-SEQ-14", "BWJ-SEQ-15", "CoE-9.5.3")
def test_a_check_failing_between_strikes_has_the_traitors_attack_wait_for_the_attack() -> None:
    facts, waiting = failed_check(between_strikes(), RULESET)
    # Aragorn turns traitor; the Wolves go on with Thranduil's strike, nothing set aside.
    assert watched(facts) == [("CorruptionChecked", ARAGORN), ("TraitorTurned", ARAGORN)]
    assert [f.kind for f in facts][-1] == "StrikeSequenceBegan"
    assert waiting.combat is not None and waiting.combat.card == WOLVES
    assert (waiting.combat.striking, waiting.combat.resolved) == (THRANDUIL, (BILBO,))
    assert waiting.set_aside == () and waiting.traitor_attacks == (ARAGORNS,)
    assert "roll" in ids(waiting)
    # Thranduil's strike rolled, the Wolves' attack is over: then the traitor's is made, on
    # the character the hazard side ranks first (BWJ-SEQ-14).
    facts, after = act(waiting, "roll")
    assert watched(facts) == [("AttackEnded", "Wolves"), ("AttackDeclared", traitor.ORIGIN),
                              ("StrikeAssigned", BILBO)]
    assert attacks_at_once.SET_ASIDE not in [f.kind for f in facts]
    assert after.combat is not None and after.combat.origin == traitor.ORIGIN
    assert after.traitor_attacks == () and after.set_aside == ()


@pytest.mark.rule("BWJ-SEQ-14", "BWJ-SEQ-15", "CoE-9.5.3")
def test_before_the_version_a_check_between_strikes_set_the_attack_aside() -> None:
    facts, fighting = failed_check(between_strikes(), BETWEEN)
    assert watched(facts) == [
        ("CorruptionChecked", ARAGORN), ("TraitorTurned", ARAGORN),
        (attacks_at_once.SET_ASIDE, "Wolves"), ("AttackDeclared", traitor.ORIGIN),
        ("StrikeAssigned", THRANDUIL)]
    assert fighting.combat is not None and fighting.combat.origin == traitor.ORIGIN
    assert [(c.card, c.stage, c.assigned, c.resolved) for c in fighting.set_aside] == [
        (WOLVES, STRIKING, (BILBO, THRANDUIL), (BILBO,))]
    # The traitor's attack over, the half-resolved Wolves' attack is taken up again.
    facts, after = act(fighting, "roll", ruleset=BETWEEN)
    assert watched(facts) == [("AttackEnded", "Traitor (Aragorn II)"),
                              (attacks_at_once.TAKEN_UP, "Wolves")]
    assert after.combat is not None and after.combat.card == WOLVES
    assert (after.combat.resolved, after.set_aside) == ((BILBO,), ())


@pytest.mark.rule("BWJ-SEQ-14", "BWJ-SEQ-15", "CoE-9.5.3")
def test_the_reading_is_shared_with_the_road_goes_ever_on() -> None:
    # Set aside only while none of the attack's strikes is assigned, in both rulesets.
    assert (attacks_at_once.before_strikes(()), attacks_at_once.before_strikes((BILBO,))) == (
        True, False)
    # The Burglar's hook: the Wolves waiting for their strikes to be assigned are set aside,
    # once one is assigned they are not; the version before set them aside either way.
    queued = replace(between_strikes(), traitor_attacks=(ARAGORNS,))
    assert queued.combat is not None
    unassigned = replace(queued, combat=replace(queued.combat, stage="assigning", assigned=(),
                                                resolved=(), defeated=0))
    assert [traitor.attack_at_once(s, RULESET.played) for s in (unassigned, queued)] == [
        True, False]
    assert [traitor.attack_at_once(s, BETWEEN.played) for s in (unassigned, queued)] == [
        True, True]
