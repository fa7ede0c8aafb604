"""Guise of the Necromancer from ``printed_rules.COMPANY_CHECKS_SINCE``: a Corpse-candle's
corruption checks of the company come only if its attack is not canceled, and it may be
canceled before its strikes are assigned (CoE 3.i; ``hobbit.company_checks``). Its declaration
opens that step (``CompanyChecksAwaited``): every cancel and ``corruption-checks`` are offered,
no strike; a cancel ends the attack with no check, ``corruption-checks`` lets it stand
(``AttackStands``), every character checking in turn, and no cancel is offered or admitted
after, a Great Ship's tap included. The version before rolled every check as the attack was
declared (Hiding's cancel alone before them), the other cancels offered after, and replays so.
Here the starting company moves from Lórien to Dol Guldur, a Corpse-candle face up in the
hazard hand, Concealment in the hand; on seed 3 Haldir's check discards him. Constructed
states played with the real ruleset, seeded."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.combat import Attack
from domain.ruleset import Context, Fact, Table
from domain.rulesets.guise_of_the_necromancer.printed_rules import COMPANY_CHECKS_SINCE
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import State
from domain.rulesets.hobbit import company_checks
from tests.rules import necromancer_support as gon
from tests.rules.test_necromancer_great_ship import at_sea
from tests.support import of_kind, only

CANDLE, CONCEALMENT = "TW-23", "TW-204"
BEFORE: GuiseOfTheNecromancer = gon.RULESET.at_version(  # type: ignore[assignment]
    str(COMPANY_CHECKS_SINCE - 1))
CANCEL = f"resource:{CONCEALMENT}:cancel:{gon.RADAGAST}"
COMPANY = (gon.RADAGAST, gon.HALDIR, gon.CELEBORN, gon.SAM)
SEED = 3  # Haldir rolls 1 and 1: his check discards him
STANDS = ("The attack of Corpse-candle stands: it was not canceled, and every character has "
          "checked corruption for it.", "CoE-3.i")


def moving(*hand: str, ruleset: GuiseOfTheNecromancer = gon.RULESET) -> State:
    """The starting company's move from Lórien to Dol Guldur (a Dark-hold, a Corpse-candle's)
    declared, a Corpse-candle face up in the hazard hand, ``hand`` the player's."""
    state = replace(gon.hazards(gon.fresh(), [CANDLE], gon.FILLER), hand=hand)
    _, state = gon.acts(state, f"move:1:{gon.DOL_GULDUR}", ruleset=ruleset)
    return state


def checked(facts: list[Fact]) -> list[str]:
    """The characters the Corpse-candle's checks were made for, in order."""
    return [f["character"] for f in of_kind(facts, "CorruptionChecked")
            if f.data.get("asked_by") == CANDLE]


def waiting(*hand: str) -> State:
    """The Corpse-candle declared on the company, its checks waiting."""
    _, state = gon.act(moving(*hand), "go", seed=SEED)
    return state


@pytest.mark.rule("CoE-3.i", "CoE-7.1", "GON-HH-6")
def test_the_corpse_candles_checks_wait_for_the_step_canceling_its_attack() -> None:
    assert COMPANY_CHECKS_SINCE == 129 <= int(gon.RULESET.version)
    facts, state = gon.act(moving(CONCEALMENT), "go", seed=SEED)
    assert gon.kinds(facts)[-3:] == ["CreatureAttacks", "AttackDeclared",
                                     company_checks.AWAITED_FACT]
    assert not of_kind(facts, "CorruptionChecked")
    awaited = only(facts, company_checks.AWAITED_FACT)
    assert (awaited.rule, dict(awaited.data)) == (
        "CoE-3.i", {"company": "1", "attack": "Corpse-candle", "card": CANDLE})
    assert gon.RULESET.narrate(awaited) == (
        "Corpse-candle: unless its attack is canceled, every character checks corruption "
        "before its strikes are assigned. [CoE-3.i]")
    # Concealment by either scout, and the checks; no strike given before them.
    assert gon.ids(state) == [CANCEL, f"resource:{CONCEALMENT}:cancel:{gon.SAM}",
                              company_checks.KIND]
    assert gon.refused(state, f"assign:{gon.CELEBORN}") == (
        "Corpse-candle's corruption checks come before its strikes are assigned: cancel the "
        "attack now, or let it stand and make them (corruption-checks).", "CoE-3.i")
    assert gon.refused(state, "assign-done")[1] == "CoE-3.i"


@pytest.mark.rule("CoE-3.i", "CoE-7.1")
def test_a_corpse_candle_canceled_asks_no_check() -> None:
    facts, after = gon.act(waiting(CONCEALMENT), CANCEL, seed=SEED)
    assert [f.kind for f in facts if f.kind in ("AttackCanceled", "CorruptionChecked",
                                                 "CharacterDiscarded")] == ["AttackCanceled"]
    assert only(facts, "AttackCanceled")["card"] == CANDLE
    assert after.fight is None
    assert [c.card_id for c in after.companies[0].characters] == list(COMPANY)


@pytest.mark.rule("CoE-3.i", "CoE-7.1")
def test_a_corpse_candle_let_stand_checks_everyone_then_no_cancel() -> None:
    facts, after = gon.act(waiting(CONCEALMENT), company_checks.KIND, seed=SEED)
    stands = only(facts, company_checks.STANDS_FACT)
    assert (stands.rule, dict(stands.data)) == (
        "CoE-3.i", {"company": "1", "attack": "Corpse-candle", "card": CANDLE})
    assert gon.RULESET.narrate(stands) == (
        "The attack of Corpse-candle is not canceled: every character checks corruption. "
        "[CoE-3.i]")
    assert facts[0].kind == company_checks.STANDS_FACT
    assert checked(facts) == list(COMPANY)
    assert only(facts, "CharacterDiscarded")["character"] == gon.HALDIR
    # The strikes are assigned now; the attack stands, no card cancels it.
    assert after.fight is not None and after.fight.company_checks == company_checks.MADE
    assert gon.ids(after) == [f"assign:{c}" for c in (gon.RADAGAST, gon.CELEBORN, gon.SAM)] \
        + ["assign-done"]
    assert gon.refused(after, CANCEL) == STANDS


@pytest.mark.rule("CoE-3.i", "CoE-7.1")
def test_the_automatic_player_lets_a_corpse_candle_it_cannot_cancel_stand() -> None:
    state = waiting()
    assert gon.ids(state) == [company_checks.KIND]
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] == company_checks.KIND
    # With Concealment it cancels the attack, as it cancels any.
    canceling = waiting(CONCEALMENT)
    assert gon.RULESET.policy(canceling, gon.RULESET.actions(canceling))[0] == CANCEL


def candle_at_sea() -> State:
    """A Corpse-candle's attack declared on the starting company aboard a Great Ship at sea,
    in place of the Corsairs' it met there, its checks waiting."""
    state = replace(at_sea(gon.CORSAIRS), fight=None)
    company = state.companies[0]
    ctx = Context(gon.RULESET, Table(7, {}, state))
    attack = Attack.from_creature(gon.CATALOG.get(CANDLE), len(company.characters))
    gon.RULESET._declare(ctx, company.id, attack, CANDLE, False)
    assert gon.kinds(ctx.facts) == ["AttackDeclared", company_checks.AWAITED_FACT]
    return ctx.state


@pytest.mark.rule("CoE-3.i", "CoE-7.1", "CoE-5.1")
def test_a_great_ships_tap_cancels_it_only_before_it_stands() -> None:
    state = candle_at_sea()
    ship = f"great-ship:{gon.CELEBORN}"
    assert ship in gon.ids(state) and company_checks.KIND in gon.ids(state)
    facts, _ = gon.act(state, ship)
    assert only(facts, "AttackCanceled")["card"] == CANDLE
    assert not of_kind(facts, "CorruptionChecked")
    _, stood = gon.act(state, company_checks.KIND)
    assert not [i for i in gon.ids(stood) if i.startswith("great-ship:")]
    assert gon.refused(stood, ship) == STANDS


@pytest.mark.rule("CoE-3.i", "CoE-7.1", "GON-HH-6")
def test_before_the_version_the_checks_came_as_the_attack_was_declared() -> None:
    facts, state = gon.act(moving(CONCEALMENT, ruleset=BEFORE), "go", seed=SEED, ruleset=BEFORE)
    assert company_checks.AWAITED_FACT not in gon.kinds(facts)
    assert checked(facts) == list(COMPANY)
    assert only(facts, "CharacterDiscarded")["character"] == gon.HALDIR
    # The cancel offered only after them, beside the strikes.
    assert gon.ids(state, BEFORE) == [CANCEL, f"resource:{CONCEALMENT}:cancel:{gon.SAM}"] + [
        f"assign:{c}" for c in (gon.RADAGAST, gon.CELEBORN, gon.SAM)] + ["assign-done"]
    canceled, _ = gon.act(state, CANCEL, seed=SEED, ruleset=BEFORE)
    assert only(canceled, "AttackCanceled")["card"] == CANDLE
    assert state.fight is not None and state.fight.company_checks == ""
