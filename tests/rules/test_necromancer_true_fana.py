"""Guise of the Necromancer, from ``hand_cards.FANA_FROM`` (the engine's generations up to the
twenty-fifth): True Fána, a Wizard's spell, on an attack on his company before its strikes are
assigned: a roll plus his prowess above the attack's makes every strike fail, the attack
ending with no strike rolled, defeated if it has no body or every body check fails; then he
checks corruption at -3, and the card is removed from the game (``attack_cards.strikes_fail``,
as Burglar plays it). Elsewhere it is refused naming the reason. The version before asked the
player to declare it (out of an attack)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import only

FANA, DAELOMIN = "TW-354", "TW-26"  # Daelomin: a Dragon of prowess 13, body 8
BEFORE = gon.RULESET.at_version(str(hand_cards.FANA_FROM - 1))
PLAY = f"resource:{FANA}:fail:{gon.RADAGAST}"


def attacked(creature: str = gon.WOLVES) -> State:
    """``creature`` attacks the starting company (Radagast its Wizard) on its way to Dol
    Guldur, before any strike is assigned; True Fána in the hand."""
    state = replace(gon.hazards(gon.fresh(), [gon.WOLVES], gon.FILLER), hand=(FANA,))
    _, waiting = gon.acts(state, f"move:1:{gon.DOL_GULDUR}")
    _, waiting = gon.act(waiting, "go", seed=3)
    assert waiting.fight is not None and waiting.fight.card == gon.WOLVES
    return replace(waiting, fight=replace(waiting.fight, card=creature, attack=Attack.from_creature(
        gon.CATALOG.get(creature), 4))) if creature != gon.WOLVES else waiting


def played(state: State, fails: bool) -> tuple[list[Fact], State]:
    """True Fána played with the first seed whose roll makes the strikes fail (or not)."""
    return gon.with_seed(state, PLAY, "StrikesFailRolled", "fails", fails)


@pytest.mark.rule("CoE-3.i", "CoE-3.v", "CoE-7.1", "GON-PLAY-5")
def test_a_roll_above_the_attack_makes_every_strike_fail_and_defeats_it() -> None:
    assert hand_cards.FANA_FROM == 62 <= int(gon.RULESET.version)
    state = attacked()
    assert gon.naming(state, FANA) == [PLAY]  # on the Wizard alone
    facts, after = played(state, fails=True)
    rolled = only(facts, "StrikesFailRolled")
    assert rolled.rule == "CoE-5.1" and rolled["total"] > rolled["attack_prowess"] == 8
    failed = only(facts, "AttackStrikesFailed")
    assert (failed["strikes"], failed["body_rolls"], failed["defeated"]) == (3, [], True)
    kinds = gon.kinds(facts)
    assert kinds.index("AttackEnded") < kinds.index("CorruptionChecked")
    assert only(facts, "AttackEnded")["defeated"] is True
    assert only(facts, "CreatureDefeated")["card"] == gon.WOLVES
    assert "StrikeResolved" not in kinds
    assert only(facts, "CorruptionChecked")["character"] == gon.RADAGAST
    assert gon.RULESET.narrate(failed) == ("True Fána: 3 strikes of Wolves fail: the attack is "
                                           "defeated. [CoE-5.1]")
    assert FANA in after.removed and FANA not in after.resource_discard
    assert after.fight is None or after.fight.card != gon.WOLVES


@pytest.mark.rule("CoE-3.i", "CoE-7.1")
def test_a_roll_not_above_it_leaves_the_strikes_and_a_body_is_checked() -> None:
    facts, after = played(attacked(DAELOMIN), fails=False)
    rolled = only(facts, "StrikesFailRolled")
    assert rolled["total"] <= rolled["attack_prowess"] == 13
    assert "AttackStrikesFailed" not in gon.kinds(facts)
    assert only(facts, "CorruptionChecked")["character"] == gon.RADAGAST
    assert after.fight is not None and after.fight.card == DAELOMIN
    assert after.fight.assigning and not after.fight.assigned  # its strikes still to come
    # A Dragon with body: a body check for each strike it could give, defeated only if
    # every one fails.
    facts, _ = played(attacked(DAELOMIN), fails=True)
    failed = only(facts, "AttackStrikesFailed")
    assert len(failed["body_rolls"]) == failed["strikes"]
    assert failed["defeated"] is all(r > 8 for r in failed["body_rolls"])
    assert only(facts, "AttackEnded")["defeated"] is failed["defeated"]


@pytest.mark.rule("CoE-3.i")
def test_refused_once_strikes_are_assigned_and_declared_before() -> None:
    _, assigned = gon.act(attacked(), f"assign:{gon.HALDIR}", seed=3)
    assert gon.naming(assigned, FANA) == []
    with pytest.raises(IllegalAction) as refused:
        gon.act(assigned, PLAY)
    assert refused.value.clause == "CoE-3.i"
    assert str(refused.value).startswith("True Fána cannot be played now: it is played on an "
                                         "attack before any of its strikes is assigned.")
    assert gon.naming(attacked(), FANA, BEFORE) == []
    assert gon.naming(replace(gon.fresh(), hand=(FANA,)), FANA, BEFORE) == [
        f"declare-resource:{FANA}"]


@pytest.mark.rule("CoE-3.i")
def test_the_coverage_shows_it_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[FANA] == coverage.InRuleset(coverage.SCRIPTED)
