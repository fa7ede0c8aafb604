"""Burglar Wants a Good Job from ``COMPANY_CHECKS_SINCE``: a Corpse-candle's corruption checks of
the company come only if its attack is not canceled, and it may be canceled before its strikes
are assigned (CoE 3.i; ``hobbit.company_checks``). Its declaration opens that step
(``CompanyChecksAwaited``): the cancel and ``corruption-checks`` are offered, no strike; a
cancel ends the attack with no check, ``corruption-checks`` lets it stand (``AttackStands``),
every character checking in turn, and no cancel is offered or admitted after, a Great Ship's
tap included. The version before rolled every check as the attack was declared, the cancel
offered after them, and replays so. Here the Corpse-candle, turned up from the hazard hand on
the way to Moria, attacks Bilbo and Thranduil, Concealment in the hand. Constructed states
played with the real ruleset, seeded."""

from __future__ import annotations

import pytest

from domain.engine.combat import Attack
from domain.ruleset import Context, Fact, Table
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import COMPANY_CHECKS_SINCE
from domain.rulesets.hobbit import company_checks
from tests.rules import burglar_support as bwj
from tests.rules.test_hobbit_great_ship import at_sea
from tests.support import advance_from, decide_from, of_kind, only

CANDLE = "TW-23"
BEFORE = bwj.played_as(str(COMPANY_CHECKS_SINCE - 1))
CANCEL = f"play:{bwj.CONCEALMENT}:cancel:{bwj.BILBO}"
COMPANY = (bwj.BILBO, bwj.THRANDUIL)


def candle_ahead(*hand: str) -> State:
    """Bilbo and Thranduil move from Lórien to Moria, a Corpse-candle in the hazard hand,
    ``hand`` the player's hand."""
    return bwj.moving(bwj.with_hand(bwj.fresh(), bwj.THRANDUIL), "Lórien", "Moria", CANDLE,
                      hand=hand)


def checked(facts: list[Fact]) -> list[str]:
    """The characters the Corpse-candle's checks were made for, in order."""
    return [f["character"] for f in of_kind(facts, "CorruptionChecked")
            if f.data.get("asked_by") == CANDLE]


def waiting(*hand: str) -> State:
    """The Corpse-candle declared, its checks waiting."""
    _, state = bwj.advance(candle_ahead(*hand))
    return state


@pytest.mark.rule("CoE-3.i", "CoE-7.1", "BWJ-SEQ-14")
def test_the_corpse_candles_checks_wait_for_the_step_canceling_its_attack() -> None:
    assert COMPANY_CHECKS_SINCE == 144 <= int(bwj.RULESET.version)
    facts, state = bwj.advance(candle_ahead(bwj.CONCEALMENT))
    assert [f.kind for f in facts][-2:] == ["AttackDeclared", company_checks.AWAITED_FACT]
    assert not of_kind(facts, "CorruptionChecked")
    awaited = only(facts, company_checks.AWAITED_FACT)
    assert (awaited.rule, dict(awaited.data)) == (
        "CoE-3.i", {"attack": "Corpse-candle", "card": CANDLE})
    assert bwj.RULESET.narrate(awaited) == (
        "Corpse-candle: unless its attack is canceled, every character checks corruption "
        "before its strikes are assigned. [CoE-3.i]")
    # The cancel (Concealment by Bilbo, the scout) and the checks, no strike given first.
    assert bwj.ids(state) == [CANCEL, company_checks.KIND]
    assert bwj.refusal(state, f"assign:{bwj.THRANDUIL}") == (
        "Corpse-candle's corruption checks come before its strikes are assigned: cancel the "
        "attack now, or let it stand and make them (corruption-checks).", "CoE-3.i")
    assert bwj.refusal(state, "assign-done")[1] == "CoE-3.i"


@pytest.mark.rule("CoE-3.i", "CoE-7.1", "BWJ-MP-2")
def test_a_corpse_candle_canceled_asks_no_check() -> None:
    facts, after = bwj.act(waiting(bwj.CONCEALMENT), CANCEL)
    assert [f.kind for f in facts if f.kind in ("AttackCanceled", "AttackEnded",
                                                 "CorruptionChecked")] == [
        "AttackCanceled", "AttackEnded"]
    assert only(facts, "AttackEnded")["canceled"] is True
    assert only(facts, "StealthPointsEarned")["by"] == bwj.CONCEALMENT
    assert after.combat is None


@pytest.mark.rule("CoE-3.i", "CoE-7.1")
def test_a_corpse_candle_let_stand_checks_everyone_then_no_cancel() -> None:
    facts, after = bwj.act(waiting(bwj.CONCEALMENT), company_checks.KIND)
    stands = only(facts, company_checks.STANDS_FACT)
    assert (stands.rule, dict(stands.data)) == (
        "CoE-3.i", {"attack": "Corpse-candle", "card": CANDLE})
    assert bwj.RULESET.narrate(stands) == (
        "The attack of Corpse-candle is not canceled: every character checks corruption. "
        "[CoE-3.i]")
    assert facts[0].kind == company_checks.STANDS_FACT
    assert checked(facts) == list(COMPANY)
    assert {f.rule for f in of_kind(facts, "CorruptionChecked")} == {"CoE-7.1"}
    # The strikes are assigned now; the attack stands, no card cancels it.
    assert after.combat is not None and after.combat.company_checks == company_checks.MADE
    assert bwj.ids(after) == [f"assign:{bwj.BILBO}", f"assign:{bwj.THRANDUIL}", "assign-done"]
    assert bwj.refusal(after, CANCEL) == (
        "The attack of Corpse-candle stands: it was not canceled, and every character has "
        "checked corruption for it.", "CoE-3.i")


@pytest.mark.rule("CoE-3.i", "CoE-7.1")
def test_the_automatic_player_lets_a_corpse_candle_it_cannot_cancel_stand() -> None:
    state = waiting()
    assert bwj.ids(state) == [company_checks.KIND]
    assert bwj.chosen(state) == company_checks.KIND
    # With Concealment it cancels the attack, as it cancels any.
    assert bwj.chosen(waiting(bwj.CONCEALMENT)) == CANCEL


def candle_at_sea() -> State:
    """The Corpse-candle's attack declared on Bilbo and Sam aboard a Great Ship at sea, Sam
    tapped by the card, its checks waiting, nothing in the hand."""
    state = at_sea(hand=())
    ctx = Context(bwj.RULESET, Table(7, {}, state))
    attack = Attack.from_creature(bwj.CATALOG.get(CANDLE), len(state.company))
    bwj.RULESET._declare(ctx, attack, "hand", CANDLE, rule="BWJ-SEQ-14")
    assert [f.kind for f in ctx.facts] == ["AttackDeclared", company_checks.AWAITED_FACT]
    return ctx.state


@pytest.mark.rule("CoE-3.i", "CoE-7.1", "CoE-5.1")
def test_a_great_ships_tap_cancels_it_only_before_it_stands() -> None:
    state = candle_at_sea()
    ship = f"great-ship:{bwj.BILBO}"
    assert bwj.ids(state) == [ship, company_checks.KIND]
    assert bwj.chosen(state) == ship  # the automatic player cancels it so
    facts, _ = bwj.act(state, ship)
    assert [(f.kind, f["by"]) for f in of_kind(facts, "AttackCanceled")] == [
        ("AttackCanceled", "Great Ship")]
    assert not of_kind(facts, "CorruptionChecked")
    _, stood = bwj.act(state, company_checks.KIND)
    assert ship not in bwj.ids(stood)
    assert bwj.refusal(stood, ship) == (
        "The attack of Corpse-candle stands: it was not canceled, and every character has "
        "checked corruption for it.", "CoE-3.i")


@pytest.mark.rule("CoE-3.i", "CoE-7.1", "BWJ-SEQ-14")
def test_before_the_version_the_checks_came_as_the_attack_was_declared() -> None:
    facts, state = advance_from(BEFORE, candle_ahead(bwj.CONCEALMENT))
    assert company_checks.AWAITED_FACT not in [f.kind for f in facts]
    assert checked(facts) == list(COMPANY)
    # The cancel offered only after them, beside the strikes.
    offered = [a.id for a in BEFORE.actions(state)]
    assert offered == [CANCEL, f"assign:{bwj.BILBO}", f"assign:{bwj.THRANDUIL}", "assign-done"]
    assert bwj.chosen(state, BEFORE) == CANCEL
    canceled, _ = decide_from(BEFORE, state, CANCEL)
    assert only(canceled, "AttackCanceled")["attack"] == "Corpse-candle"
    assert state.combat is not None and state.combat.company_checks == ""
