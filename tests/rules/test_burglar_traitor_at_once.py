"""Burglar Wants a Good Job from ``traitor.AT_ONCE_SINCE``: a Traitor's attack is made at once
when the failed check comes during another attack, before its strikes (its card's word; CoE
9.5.3, what happens immediately resolves before anything else goes on). The attack under way
is set aside where it stands (``AttackSetAside``), the traitor's attack is made, and once it is
over the other goes on (``AttackTakenUp``), the checks it still asked first. The version before
made the traitor's attack once the other was over, and replays so. Here a Corpse-candle turned
up on the way to Moria, let stand, makes Bilbo, Aragorn II (corrupt enough to fail) and
Thranduil check corruption in turn. Constructed states played with the real ruleset, seeded."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine import attacks_at_once
from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.ruleset import Context, Fact, Table
from domain.rulesets.burglar import traitor
from domain.rulesets.burglar.state import State
from domain.rulesets.hobbit import company_checks
from domain.rulesets.hobbit.state import ASSIGNING, Combat
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
from tests.support import advance_from, of_kind, only

ARAGORN, CORPSE_CANDLE = "TW-120", "TW-23"
BEFORE = played_as(str(traitor.AT_ONCE_SINCE - 1))
WATCHED = ("CorruptionChecked", "TraitorTurned", attacks_at_once.SET_ASIDE, "AttackDeclared",
           "StrikeAssigned", "AttackEnded", attacks_at_once.TAKEN_UP)


def candle_ahead() -> State:
    """Bilbo, Aragorn II (30 corruption points from a card on him) and Thranduil move from
    Lórien to Moria, a Corpse-candle in the hazard hand and a Traitor in play."""
    company = with_hand(with_hand(fresh(), ARAGORN), THRANDUIL)
    return moving(company, "Lórien", "Moria", CORPSE_CANDLE, traitors=(traitor.CARD,),
                  corruption=((ARAGORN, "TW-1", 30),))


def watched(facts: list[Fact]) -> list[tuple[str, object]]:
    """Each watched fact with whom it concerns: the character checked or struck, the attack's
    origin, the checks a set-aside attack still asks."""
    return [(f.kind, f.data.get("character") or f.data.get("origin") or f.data.get("checks")
             or f.data.get("attack")) for f in facts if f.kind in WATCHED]


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-14", "BWJ-SEQ-15")
def test_the_traitors_attack_comes_at_once_amid_a_corpse_candles_checks() -> None:
    declared, standing = advance_from(RULESET, candle_ahead())
    # The checks wait for the step in which the attack may be canceled; let stand, they come
    # (``hobbit.company_checks``, from COMPANY_CHECKS_SINCE).
    assert watched(declared) == [("AttackDeclared", "hand")]
    facts, waiting = act(standing, company_checks.KIND)
    # Aragorn fails his check: his attack is made before Thranduil's check, the Corpse-candle
    # set aside with that check still to come; the hazard side strikes Thranduil (BWJ-SEQ-14).
    assert watched(facts) == [
        ("CorruptionChecked", BILBO),
        ("CorruptionChecked", ARAGORN), ("TraitorTurned", ARAGORN),
        (attacks_at_once.SET_ASIDE, [THRANDUIL]), ("AttackDeclared", traitor.ORIGIN),
        ("StrikeAssigned", THRANDUIL)]
    set_aside = only(facts, attacks_at_once.SET_ASIDE)
    assert (set_aside.rule, set_aside["card"]) == ("CoE-9.5.3", CORPSE_CANDLE)
    assert RULESET.narrate(set_aside) == (
        "The attack of Corpse-candle is set aside for the attack made at once; Thranduil still "
        "to check corruption once it goes on. [CoE-9.5.3]")
    assert waiting.combat is not None and waiting.combat.origin == traitor.ORIGIN
    assert [(c.card, c.stage, c.checks_left) for c in waiting.set_aside] == [
        (CORPSE_CANDLE, ASSIGNING, (THRANDUIL,))]
    assert RULESET.board(waiting)["combat"]["set_aside"] == ["Corpse-candle"]  # type: ignore[index]
    assert "roll" in ids(waiting)
    # Thranduil's strike rolled, the traitor's attack is over: the Corpse-candle goes on where
    # it stood, his check first, then the defender assigns its strike.
    facts, after = act(waiting, "roll")
    assert watched(facts) == [
        ("AttackEnded", "Traitor (Aragorn II)"), (attacks_at_once.TAKEN_UP, [THRANDUIL]),
        ("CorruptionChecked", THRANDUIL)]
    assert after.combat is not None and after.combat.card == CORPSE_CANDLE
    assert (after.combat.stage, after.combat.checks_left, after.set_aside) == (ASSIGNING, (), ())
    assert after.combat.company_checks == company_checks.MADE  # it stands: no cancel now
    assert after.traitor_attacks == () and after.traitors == ()
    assert "assign-done" in ids(after) and f"assign:{BILBO}" in ids(after)
    assert coverage.in_ruleset("burglar", CATALOG.get(traitor.CARD)) == coverage.InRuleset(
        coverage.SCRIPTED, "")


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-14", "BWJ-SEQ-15")
def test_before_the_version_the_traitors_attack_waits_for_the_corpse_candle() -> None:
    facts, waiting = advance_from(BEFORE, candle_ahead())
    assert watched(facts) == [
        ("AttackDeclared", "hand"), ("CorruptionChecked", BILBO),
        ("CorruptionChecked", ARAGORN), ("TraitorTurned", ARAGORN),
        ("CorruptionChecked", THRANDUIL)]
    assert waiting.combat is not None and waiting.combat.card == CORPSE_CANDLE
    assert waiting.set_aside == () and waiting.traitor_attacks == (
        (ARAGORN, CATALOG.get(ARAGORN).prowess),)
    # The Corpse-candle's strike on Thranduil resolved, its attack over, the traitor's comes.
    facts, fought = act(waiting, "assign-done", ruleset=BEFORE)
    facts, after = act(fought, "roll", ruleset=BEFORE)
    assert watched(facts) == [("AttackEnded", "Corpse-candle"),
                              ("AttackDeclared", traitor.ORIGIN), ("StrikeAssigned", BILBO)]
    assert after.traitor_attacks == () and after.set_aside == ()
    # Its coverage row then: the attack made once the other is over.
    assert (traitor.left_out(BEFORE.played), traitor.left_out(RULESET.played)) == (
        traitor.LEFT_OUT, "")


def wolves_before_strikes() -> State:
    """The Wolves' attack on Bilbo, Aragorn II and Thranduil, its strikes not yet assigned, a
    Traitor in play."""
    company = with_hand(with_hand(fresh(), ARAGORN), THRANDUIL)
    attack = Attack.from_creature(CATALOG.get(WOLVES), len(company.company))
    return replace(moving(company, "Lórien", "Moria"), traitors=(traitor.CARD,),
                   combat=Combat(attack, "hand", WOLVES))


def failed_check(state: State, ruleset: object) -> tuple[list[Fact], State]:
    """Aragorn's corruption check made to fail (-20), as an item's or a spell's used against
    the attack would ask it, and the game played on."""
    ctx = Context(ruleset, Table(7, {}, state))  # type: ignore[arg-type]
    aragorn = ctx.state.character(ARAGORN)
    assert aragorn is not None
    assert not ctx.ruleset._corruption_checked(  # type: ignore[attr-defined]
        ctx, aragorn, [Modifier(-20, "test", "made to fail", "CoE-7.1")])
    ctx.ruleset._advance(ctx)  # type: ignore[attr-defined]
    return ctx.facts, ctx.state


@pytest.mark.rule("BWJ-SEQ-14", "BWJ-SEQ-15")
def test_any_check_failing_before_the_strikes_sets_the_attack_aside() -> None:
    facts, waiting = failed_check(wolves_before_strikes(), RULESET)
    assert watched(facts) == [
        ("CorruptionChecked", ARAGORN), ("TraitorTurned", ARAGORN),
        (attacks_at_once.SET_ASIDE, "Wolves"), ("AttackDeclared", traitor.ORIGIN),
        ("StrikeAssigned", THRANDUIL)]
    assert [(c.card, c.stage, c.checks_left) for c in waiting.set_aside] == [
        (WOLVES, ASSIGNING, ())]
    facts, after = act(waiting, "roll")
    assert watched(facts)[-2:] == [("AttackEnded", "Traitor (Aragorn II)"),
                                   (attacks_at_once.TAKEN_UP, "Wolves")]
    assert RULESET.narrate(only(facts, attacks_at_once.TAKEN_UP)) == \
        "The attack of Wolves goes on where it stood. [CoE-9.5.3]"
    assert after.combat is not None and after.combat.card == WOLVES
    assert (after.combat.stage, after.combat.assigned, after.set_aside) == (ASSIGNING, (), ())
    # The version before: the Wolves' attack goes on, the traitor's waiting for its end.
    facts, waiting = failed_check(wolves_before_strikes(), BEFORE)
    assert watched(facts) == [("CorruptionChecked", ARAGORN), ("TraitorTurned", ARAGORN)]
    assert waiting.combat is not None and waiting.combat.card == WOLVES
    assert waiting.set_aside == () and waiting.traitor_attacks == (
        (ARAGORN, CATALOG.get(ARAGORN).prowess),)
    assert of_kind(facts, "AttackDeclared") == []


@pytest.mark.rule("BWJ-SEQ-14", "BWJ-SEQ-15")
def test_two_traitors_attacks_follow_one_another_before_the_attack_goes_on() -> None:
    both = replace(wolves_before_strikes(), traitors=(traitor.CARD, traitor.CARD))
    facts, first = failed_check(both, RULESET)
    assert watched(facts) == [
        ("CorruptionChecked", ARAGORN), ("TraitorTurned", ARAGORN), ("TraitorTurned", ARAGORN),
        (attacks_at_once.SET_ASIDE, "Wolves"), ("AttackDeclared", traitor.ORIGIN),
        ("StrikeAssigned", THRANDUIL)]
    # The second waits for the first, which it does not set aside.
    assert first.traitor_attacks == ((ARAGORN, CATALOG.get(ARAGORN).prowess),)
    assert [(c.card, c.stage) for c in first.set_aside] == [(WOLVES, ASSIGNING)]
    facts, second = act(first, "roll")
    assert watched(facts) == [("AttackEnded", "Traitor (Aragorn II)"),
                              ("AttackDeclared", traitor.ORIGIN), ("StrikeAssigned", BILBO)]
    assert second.traitor_attacks == () and [c.card for c in second.set_aside] == [WOLVES]


@pytest.mark.rule("BWJ-MP-2", "BWJ-BURG-6")
def test_what_the_attack_set_aside_was_canceled_by_waits_with_it() -> None:
    # The stealth card that canceled the Burglar's strike, the card played last, a Slayer's
    # points earned and the lone Burglar of a failed burglary are the attack's: the traitor's
    # attack starts afresh, and they are back once the other goes on.
    state = replace(wolves_before_strikes(), canceled_by="TW-204", last_card="TW-252",
                    stealth_slayer="TW-89", alone=True)
    attack = traitor.attack("Aragorn II", 6)
    for kind, data in ((attacks_at_once.SET_ASIDE, {"attack": "Wolves", "card": WOLVES,
                                                    "checks": []}),
                       ("AttackDeclared", {"attack": attack.to_json(), "origin": traitor.ORIGIN,
                                           "card": None}),
                       ("AttackEnded", {"attack": attack.name, "card": None,
                                        "defeated": False, "canceled": False,
                                        "kill_points": 0})):
        state = RULESET.evolve(state, Fact(kind, data))
        if kind == "AttackDeclared":
            assert (state.canceled_by, state.last_card, state.stealth_slayer) == ("", "", "")
    assert state.alone and state.combat is None
    state = RULESET.evolve(state, Fact(attacks_at_once.TAKEN_UP, {
        "attack": "Wolves", "card": WOLVES, "checks": []}))
    assert (state.canceled_by, state.last_card, state.stealth_slayer, state.alone) == (
        "TW-204", "TW-252", "TW-89", True)
    assert state.combat is not None and state.combat.card == WOLVES
    assert state.set_aside == () and state.set_aside_cards == ()
