"""There and Back Again from ``COMPANY_CHECKS_SINCE``: a Corpse-candle's corruption checks of the
company come only if its attack is not canceled, and it may be canceled before its strikes are
assigned (CoE 3.i; ``hobbit.company_checks``). Its declaration opens that step
(``CompanyChecksAwaited``): the cancel and ``corruption-checks`` are offered, no strike; a
cancel ends the attack with no check, ``corruption-checks`` lets it stand (``AttackStands``),
every character checking in turn, and no cancel is offered or admitted after. The version
before rolled every check as the attack was declared, the cancel offered after them, and
replays so. Here the Corpse-candle is drawn in Rhudaur against Bilbo, Thorin II and Balin,
Concealment in the hand. Constructed states played with the real ruleset, seeded."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.ruleset import Fact
from domain.rulesets.hobbit import company_checks
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import COMPANY_CHECKS_SINCE
from tests.rules import test_there_and_back_again_helpers as tba
from tests.support import advance_from, decide_from, of_kind, only

CANDLE, CONCEALMENT = "TW-23", "TW-204"
BEFORE = tba.played_as(COMPANY_CHECKS_SINCE - 1)
CANCEL = f"play:{CONCEALMENT}:cancel:{tba.BILBO}"
COMPANY = (tba.BILBO, tba.THORIN, tba.BALIN)


def candle_drawn() -> State:
    """Bilbo, Thorin II and Balin in Rhudaur, a Corpse-candle the next hazard drawn,
    Concealment in the hand."""
    state = tba.keep(tba.fresh(), *COMPANY)
    return replace(state, location="Rhudaur", phase="movement-hazard", draws_left=1,
                   hazard_deck=(CANDLE,), hand=(CONCEALMENT,))


def checked(facts: list[Fact]) -> list[str]:
    """The characters the Corpse-candle's checks were made for, in order."""
    return [f["character"] for f in of_kind(facts, "CorruptionChecked")
            if f.data.get("asked_by") == CANDLE]


def waiting() -> State:
    """The Corpse-candle declared, its checks waiting."""
    _, state = tba.begin(candle_drawn())
    return state


@pytest.mark.rule("CoE-3.i", "CoE-7.1", "TBA-SEQ-10")
def test_the_corpse_candles_checks_wait_for_the_step_canceling_its_attack() -> None:
    assert COMPANY_CHECKS_SINCE == 70 <= int(tba.RULESET.version)
    facts, state = tba.begin(candle_drawn())
    assert [f.kind for f in facts] == ["HazardDrawn", "AttackDeclared",
                                       company_checks.AWAITED_FACT]
    awaited = only(facts, company_checks.AWAITED_FACT)
    assert (awaited.rule, dict(awaited.data)) == (
        "CoE-3.i", {"attack": "Corpse-candle", "card": CANDLE})
    assert tba.RULESET.narrate(awaited) == (
        "Corpse-candle: unless its attack is canceled, every character checks corruption "
        "before its strikes are assigned. [CoE-3.i]")
    # The cancel and the checks, no strike given before them.
    assert tba.ids(state) == [CANCEL, f"play:{CONCEALMENT}:cancel:{tba.THORIN}",
                              company_checks.KIND]
    assert tba.refused(state, f"assign:{tba.THORIN}") == (
        "Corpse-candle's corruption checks come before its strikes are assigned: cancel the "
        "attack now, or let it stand and make them (corruption-checks). [CoE-3.i]", "CoE-3.i")
    assert tba.refused(state, "assign-done")[1] == "CoE-3.i"


@pytest.mark.rule("CoE-3.i", "CoE-7.1")
def test_a_corpse_candle_canceled_asks_no_check() -> None:
    facts, after = tba.act(waiting(), CANCEL)
    assert [f.kind for f in facts if f.kind in ("AttackCanceled", "AttackEnded",
                                                 "CorruptionChecked")] == [
        "AttackCanceled", "AttackEnded"]
    assert only(facts, "AttackEnded")["canceled"] is True
    assert after.combat is None


@pytest.mark.rule("CoE-3.i", "CoE-7.1")
def test_a_corpse_candle_let_stand_checks_everyone_then_no_cancel() -> None:
    facts, after = tba.act(waiting(), company_checks.KIND)
    stands = only(facts, company_checks.STANDS_FACT)
    assert (stands.rule, dict(stands.data)) == (
        "CoE-3.i", {"attack": "Corpse-candle", "card": CANDLE})
    assert tba.RULESET.narrate(stands) == (
        "The attack of Corpse-candle is not canceled: every character checks corruption. "
        "[CoE-3.i]")
    assert [f.kind for f in facts][0] == company_checks.STANDS_FACT
    assert checked(facts) == list(COMPANY)
    assert {f.rule for f in of_kind(facts, "CorruptionChecked")} == {"CoE-7.1"}
    # The strikes are assigned now; the attack stands, no card cancels it.
    assert after.combat is not None and after.combat.company_checks == company_checks.MADE
    assert CANCEL not in tba.ids(after) and company_checks.KIND not in tba.ids(after)
    assert "assign-done" in tba.ids(after) and f"assign:{tba.THORIN}" in tba.ids(after)
    assert tba.refused(after, CANCEL) == (
        "The attack of Corpse-candle stands: it was not canceled, and every character has "
        "checked corruption for it. [CoE-3.i]", "CoE-3.i")


@pytest.mark.rule("CoE-3.i", "CoE-7.1")
def test_the_automatic_player_lets_a_corpse_candle_it_does_not_cancel_stand() -> None:
    # One strike of prowess 7 is no danger to it: it keeps Concealment and makes the checks.
    assert tba.RULESET.automatic_choice(waiting()) == (company_checks.KIND, {})


@pytest.mark.rule("CoE-3.i", "CoE-7.1", "TBA-SEQ-10")
def test_before_the_version_the_checks_came_as_the_attack_was_declared() -> None:
    facts, state = advance_from(BEFORE, candle_drawn())
    assert company_checks.AWAITED_FACT not in [f.kind for f in facts]
    assert checked(facts) == list(COMPANY)
    # The cancel offered only after them, beside the strikes.
    offered = [a.id for a in BEFORE.actions(state)]
    assert CANCEL in offered and "assign-done" in offered
    assert company_checks.KIND not in offered
    canceled, _ = decide_from(BEFORE, state, CANCEL)
    assert only(canceled, "AttackCanceled")["attack"] == "Corpse-candle"
