"""A Slayer's attacks as the Hobbit scenarios play them (``hobbit.series``, engine.attack_series):
Burglar Wants a Good Job from ``SLAYER_FROM`` (76), There and Back Again from theirs (45). Two
attacks of one strike each, on the one character the attacker chooses by the scenario's ranking
(the defender gives it no strike, CoE 3.iii); the second on the same character once the first
is over; a character of the company, untapped, taps to cancel one of them (CoE 3.i), before or
after its strike is assigned and after facing the other; the card discarded after the last,
its kill points only if both were defeated (CoE 3.v). The versions before play it as one
attack of its two printed strikes. Constructed states, seeded."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.engine.attack_series import Series
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.state import State as BurglarState
from domain.rulesets.burglar.versions import SLAYER_FROM as BWJ_FROM
from domain.rulesets.hobbit.state import ASSIGNING, STRIKING
from domain.rulesets.there_and_back_again.ruleset import ThereAndBackAgain
from domain.rulesets.there_and_back_again.state import State as TBAState
from domain.rulesets.there_and_back_again.versions import SLAYER_FROM as TBA_FROM
from tests.rules import burglar_support as bwj
from tests.rules import test_there_and_back_again_helpers as tba
from tests.support import decide_from

SLAYER = bwj.SLAYER
BILBO, SAM, THRANDUIL = bwj.BILBO, bwj.SAM, bwj.THRANDUIL
THORIN, BALIN = tba.THORIN, tba.BALIN


def attacked(ruleset: Any, state: Any, origin: str, rule: str) -> tuple[list[Fact], Any]:
    """The Slayer's attack declared on the company from ``state``, as the scenario plays it."""
    ctx = Context(ruleset, Table(7, {}, state))
    ruleset._declare(ctx, ruleset._creature_attack(state, SLAYER), origin, SLAYER, rule=rule)
    return ctx.facts, ctx.state


def on_the_road(state: BurglarState, **changes: Any) -> BurglarState:
    return replace(state, turn_start="Lórien", location="Moria", moved=True,
                   phase="movement-hazard", step="", hand=(), **changes)


def burglar(state: BurglarState,
            ruleset: BurglarWantsAGoodJob = bwj.RULESET) -> tuple[list[Fact], BurglarState]:
    return attacked(ruleset, on_the_road(state), "hand", "BWJ-SEQ-14")


def act(state: Any, action: str, ruleset: Any = bwj.RULESET) -> tuple[list[Fact], Any]:
    return decide_from(ruleset, state, action, None, 7)


def kinds(facts: list[Fact], *wanted: str) -> list[tuple[str, Any]]:
    return [(f.kind, f.data.get("character", f.data.get("series"))) for f in facts
            if f.kind in wanted]


def refusal(state: Any, action: str, ruleset: Any = bwj.RULESET) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as caught:
        act(state, action, ruleset)
    return str(caught.value), caught.value.clause


@pytest.mark.rule("CoE-3.iii", "CoE-3.v", "BWJ-SEQ-14")
def test_a_slayer_attacks_the_one_character_the_attacker_chooses_twice() -> None:
    facts, start = burglar(bwj.with_hand(bwj.fresh(), SAM))
    assert [f.data["attack"]["strikes"] for f in facts if f.kind == "AttackDeclared"] == [1]
    # The attacker chooses: the defender gives no strike, and is told why.
    assert sorted(bwj.RULESET.legal(start)) == [
        "assign-done", f"cancel-attack:{BILBO}", f"cancel-attack:{SAM}"]
    assert refusal(start, f"assign:{SAM}") == (
        "The attacker chooses the one character Slayer attacks: let the attacker assign its "
        "strike (assign-done). [CoE-3.iii]", "CoE-3.iii")
    # Bilbo and Sam tie on the ranking (untapped, body 9, prowess 1): Sam is picked.
    facts, first = act(start, "assign-done")
    assert [(f.kind, f.rule, f.data["character"]) for f in facts
            if f.kind == "StrikeAssigned"] == [("StrikeAssigned", "BWJ-SEQ-14", SAM)]
    assert first.combat is not None and first.combat.striking == SAM
    # Sam is wounded; the second attack comes on him, of one strike.
    facts, second = act(first, "roll")
    assert kinds(facts, "StrikeResolved", "AttackEnded", "AttackDeclared",
                 "StrikeAssigned") == [
        ("StrikeResolved", SAM), ("AttackEnded", [1, 0, 0]), ("AttackDeclared", None),
        ("StrikeAssigned", SAM)]
    ended = next(f for f in facts if f.kind == "AttackEnded")
    assert (ended["next_on"], ended["kill_points"], ended["defeated"]) == (SAM, 0, False)
    assert next(f for f in facts if f.kind == "StrikeAssigned").rule == "CoE-3.iii"
    assert [bwj.RULESET.narrate(f) for f in facts if f.kind == "AttackEnded"] == [
        "The attack of Slayer ends; its next attack comes. [CoE-3.v]"]
    assert second.combat is not None and second.combat.series == Series(1, 0, 0)
    assert (second.combat.stage, second.combat.striking) == (STRIKING, SAM)
    assert SLAYER not in second.hazard_discard
    # Wounded again, he survives; the Slayer goes to the discard pile, undefeated.
    facts, after = act(second, "roll")
    ended = next(f for f in facts if f.kind == "AttackEnded")
    assert (ended["series"], "next_on" in ended.data, ended["defeated"],
            ended["kill_points"]) == ([2, 0, 0], False, False, 0)
    assert after.combat is None and after.next_attack is None
    assert after.hazard_discard[-1:] == (SLAYER,) and after.kill_points == 0


@pytest.mark.rule("CoE-3.iii", "CoE-3.v", "BWJ-SEQ-14")
def test_a_slayer_defeated_twice_gives_its_kill_points() -> None:
    # Bilbo tapped, Thranduil untapped: the attacker's ranking picks Thranduil; 7 + 9 beats
    # 11 twice.
    _, start = burglar(bwj.set_state(bwj.with_hand(bwj.fresh(), THRANDUIL), BILBO, "tapped"))
    facts, first = act(start, "assign-done")
    assert [f.data["character"] for f in facts if f.kind == "StrikeAssigned"] == [THRANDUIL]
    facts, second = act(first, "roll")
    assert [(f.data["defeated"], f.data.get("next_on")) for f in facts
            if f.kind == "AttackEnded"] == [(True, THRANDUIL)]
    facts, after = act(second, "roll")
    ended = next(f for f in facts if f.kind == "AttackEnded")
    assert (ended["series"], ended["defeated"], ended["kill_points"]) == ([2, 2, 0], True, 2)
    assert after.kill_points == 2 and after.hazard_discard[-1:] == (SLAYER,)


@pytest.mark.rule("CoE-3.i", "CoE-3.v")
def test_a_character_taps_to_cancel_one_of_its_attacks() -> None:
    _, start = burglar(bwj.with_hand(bwj.fresh(), SAM))
    _, first = act(start, "assign-done")  # on Sam
    # His strike assigned, Bilbo taps to cancel this attack: the second comes on Sam.
    assert f"cancel-attack:{BILBO}" in bwj.RULESET.legal(first)
    facts, second = act(first, f"cancel-attack:{BILBO}")
    assert [(f.kind, f.rule) for f in facts][:3] == [
        ("CharacterTapped", "CoE-3.i"), ("AttackCanceled", "CoE-3.i"),
        ("AttackEnded", "CoE-3.v")]
    ended = next(f for f in facts if f.kind == "AttackEnded")
    assert (ended["canceled"], ended["series"], ended["next_on"]) == (True, [0, 0, 1], SAM)
    assert second.character(BILBO) is not None and second.character(BILBO).state == "tapped"
    assert second.combat is not None and second.combat.assigned == (SAM,)
    # One of its attacks only may be canceled.
    assert not [a for a in bwj.RULESET.legal(second) if a.startswith("cancel-attack")]
    assert refusal(second, f"cancel-attack:{SAM}") == (
        "No more of Slayer's attacks may be canceled: 1 at most. [CoE-3.i]", "CoE-3.i")
    # Sam faces the second; the creature is not defeated, one attack canceled.
    facts, after = act(second, "roll")
    ended = next(f for f in facts if f.kind == "AttackEnded")
    assert (ended["series"], ended["defeated"], ended["kill_points"]) == ([1, 0, 1], False, 0)
    assert after.hazard_discard[-1:] == (SLAYER,)


@pytest.mark.rule("CoE-3.i", "CoE-3.iii")
def test_canceled_before_its_strike_is_assigned_the_attacker_chooses_again() -> None:
    _, start = burglar(bwj.with_hand(bwj.fresh(), SAM))
    facts, second = act(start, f"cancel-attack:{SAM}")
    ended = next(f for f in facts if f.kind == "AttackEnded")
    assert (ended["series"], ended["next_on"]) == ([0, 0, 1], None)
    assert second.combat is not None and second.combat.stage == ASSIGNING
    assert second.combat.assigned == () and sorted(bwj.RULESET.legal(second)) == ["assign-done"]
    # Sam tapped, Bilbo untapped: the attacker's ranking picks Bilbo.
    facts, _ = act(second, "assign-done")
    assert [f.data["character"] for f in facts if f.kind == "StrikeAssigned"] == [BILBO]
    # A tapped character cancels nothing.
    _, fresh_attack = burglar(bwj.set_state(bwj.with_hand(bwj.fresh(), SAM), SAM, "tapped"))
    assert refusal(fresh_attack, f"cancel-attack:{SAM}") == (
        "Sam Gamgee is not untapped: only an untapped character taps to cancel it. [CoE-3.i]",
        "CoE-3.i")


@pytest.mark.rule("BWJ-MP-2", "CoE-3.i")
def test_its_stealth_points_are_earned_once() -> None:
    # Bilbo and Sam, both scouts: each plays Concealment on one of the attacks.
    _, start = burglar(bwj.with_hand(bwj.fresh(), SAM))
    start = replace(start, hand=(bwj.CONCEALMENT, bwj.CONCEALMENT))
    facts, second = act(start, f"play:{bwj.CONCEALMENT}:cancel:{BILBO}")
    assert [(f["creature"], f["points"]) for f in facts if f.kind == "StealthPointsEarned"] == [
        (SLAYER, 2)]
    assert second.stealth_points == 2 and second.stealth_slayer == SLAYER
    facts, after = act(second, f"play:{bwj.CONCEALMENT}:cancel:{SAM}")
    assert [f.kind for f in facts if f.kind in ("AttackCanceled", "StealthPointsEarned")] == [
        "AttackCanceled"]
    assert after.stealth_points == 2 and after.combat is None
    assert after.hazard_discard[-1:] == (SLAYER,)


@pytest.mark.rule("BWJ-SEQ-14", "CoE-3.ii")
def test_before_burglar_76_a_slayer_is_one_attack_of_two_strikes() -> None:
    old = bwj.played_as(str(BWJ_FROM - 1))
    facts, start = burglar(bwj.with_hand(bwj.fresh(), SAM), old)
    assert [f.data["attack"]["strikes"] for f in facts if f.kind == "AttackDeclared"] == [2]
    assert sorted(old.legal(start)) == ["assign-done", f"assign:{BILBO}", f"assign:{SAM}"]
    facts, after = act(start, "assign-done", old)
    assert sorted(f.data["character"] for f in facts if f.kind == "StrikeAssigned") == [
        BILBO, SAM]
    assert refusal(after, f"cancel-attack:{SAM}", old) == (
        "'cancel-attack:TW-180' is not a legal action now (movement-hazard combat). "
        "[CoE-3.iv]", "CoE-3.iv")


def tba_attacked(ruleset: ThereAndBackAgain = tba.RULESET) -> tuple[list[Fact], TBAState]:
    state = replace(tba.keep(tba.fresh(), tba.BILBO, THORIN, BALIN), location="Anduin Vales",
                    phase="movement-hazard", draws_left=0, hand=())
    return attacked(ruleset, state, "draw", "TBA-SEQ-8")


@pytest.mark.rule("TBA-HAZ-4", "TBA-HAZ-1", "CoE-3.iii", "CoE-3.v")
def test_there_and_back_again_a_slayer_attacks_the_highest_mind_twice() -> None:
    facts, start = tba_attacked()
    assert [f.data["attack"]["strikes"] for f in facts if f.kind == "AttackDeclared"] == [1]
    assert sorted(tba.RULESET.legal(start)) == [
        "assign-done", f"cancel-attack:{BALIN}", f"cancel-attack:{tba.BILBO}",
        f"cancel-attack:{THORIN}"]
    # TBA-HAZ-4: the highest mind, Thorin II; 5 + 9 beats 11 each time.
    facts, first = act(start, "assign-done", tba.RULESET)
    assert [(f.rule, f.data["character"]) for f in facts if f.kind == "StrikeAssigned"] == [
        ("TBA-HAZ-4", THORIN)]
    facts, second = act(first, "roll", tba.RULESET)
    assert kinds(facts, "AttackEnded", "AttackDeclared", "StrikeAssigned") == [
        ("AttackEnded", [1, 1, 0]), ("AttackDeclared", None), ("StrikeAssigned", THORIN)]
    facts, after = act(second, "roll", tba.RULESET)
    ended = next(f for f in facts if f.kind == "AttackEnded")
    assert (ended.rule, ended["series"], ended["defeated"], ended["kill_points"]) == (
        "TBA-HAZ-1", [2, 2, 0], True, 2)
    assert after.hazard_discard[-1:] == (SLAYER,) and after.combat is None


@pytest.mark.rule("TBA-HAZ-4", "CoE-3.ii")
def test_before_there_and_back_again_45_a_slayer_is_one_attack_of_two_strikes() -> None:
    old = tba.played_as(TBA_FROM - 1)
    facts, start = tba_attacked(old)
    assert [f.data["attack"]["strikes"] for f in facts if f.kind == "AttackDeclared"] == [2]
    assert f"assign:{THORIN}" in old.legal(start)
    assert not [a for a in old.legal(start) if a.startswith("cancel-attack")]


@pytest.mark.rule("BWJ-SEQ-14", "TBA-HAZ-4", "CoE-3.iii")
def test_the_coverage_reads_the_slayer_scripted_in_both() -> None:
    card = bwj.CATALOG.get(SLAYER)
    for ruleset in ("burglar", "there-and-back-again"):
        assert coverage.in_ruleset(ruleset, card) == coverage.InRuleset(coverage.SCRIPTED, "")
