"""The engine's twenty-fifth generation of scripted cards (``effects.LATER``) in Burglar Wants a
Good Job, read from version 64: True Fána, a Wizard's spell on a Wizard Hand against an attack
on his company before its strikes are assigned: a roll plus his prowess above the attack's
prowess makes every strike fail, one for each character or ally it could strike up to its
strikes; an attack with body makes a body check for each and is defeated only if every one
fails, one with no body is defeated; then he checks corruption at -3 (CoE 7.1). Not in a
burglary, where the Burglar faces the attacks alone (BWJ-BURG-6). Version 63 replays as
played: it was declared."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import GENERATION_25_FROM
from domain.rulesets.hobbit.state import Combat
from tests.rules import burglar_support as bwj
from tests.support import of_kind, only

GANDALF, TRUE_FANA, DAELOMIN = "TW-156", "TW-354", "TW-26"
BEFORE = bwj.played_as(str(GENERATION_25_FROM - 1))
PLAY = f"play:{TRUE_FANA}:fail:{GANDALF}"


def _attacked(creature: str = DAELOMIN, **changes: object) -> State:
    """Gandalf, a Hand, beside the Burglar on the way to Weathertop; ``creature`` attacks
    (Daelomin: 3 strikes, 13 prowess, 8 body), its strikes not yet assigned."""
    state = bwj.with_hand(bwj.fresh(), GANDALF)
    attack = Attack.from_creature(bwj.CATALOG.get(creature), len(state.company))
    return bwj.moving(state, "Rivendell", "Weathertop", hand=(TRUE_FANA,),
                      combat=Combat(attack, "hand", creature), **changes)


@pytest.mark.rule("BWJ-SETUP-9", "BWJ-HAND-1", "BWJ-MP-1")
def test_true_fana_makes_every_strike_fail_on_a_roll_above_the_attack(
        starter: Catalog) -> None:
    assert int(bwj.RULESET.version) >= GENERATION_25_FROM
    state = _attacked()
    assert [a for a in bwj.ids(state) if TRUE_FANA in a] == [PLAY]
    assert [a.id for a in BEFORE.actions(state) if TRUE_FANA in a.id] == \
        [f"declare:{TRUE_FANA}"]
    # Seed 67: 8 + 6 = 14 above 13; two strikes (two characters), each body check above 8.
    facts, after = bwj.act(state, PLAY, seed=67)
    rolled = only(facts, "StrikesFailRolled")
    assert (rolled.rule, dict(rolled.data)) == ("CoE-5.1", {
        "card": TRUE_FANA, "character": GANDALF, "roll": 8, "prowess": 6, "total": 14,
        "attack_prowess": 13, "fails": True})
    failed = only(facts, "AttackStrikesFailed")
    assert dict(failed.data) == {"card": TRUE_FANA, "attack": "Daelomin", "strikes": 2,
                                 "body_rolls": [9, 10], "defeated": True}
    kinds = [f.kind for f in facts]
    assert kinds.index("AttackStrikesFailed") < kinds.index("CorruptionChecked") \
        < kinds.index("AttackEnded")
    assert not of_kind(facts, "StrikeAssigned") and not of_kind(facts, "StrikeResolved")
    checked = only(facts, "CorruptionChecked")
    assert checked["character"] == GANDALF
    assert bwj.card_modifiers(checked.data, TRUE_FANA) == [
        (-3, "the card's modifier to this check", "CoE-5.1")]
    ended = only(facts, "AttackEnded")
    assert (ended["defeated"], ended["canceled"]) == (True, False)
    assert after.combat is None and after.stealth_points == state.stealth_points  # BWJ-MP-1
    found = coverage.in_ruleset("burglar", starter.get(TRUE_FANA))
    assert (found.status, found.missing) == (coverage.SCRIPTED, "")


@pytest.mark.rule("BWJ-SETUP-9")
def test_a_body_check_or_a_low_roll_leaves_the_attack_undefeated() -> None:
    # Seed 0: 14 above 13, but one body check (6) is not above 8: every strike fails, the
    # attack is not defeated.
    facts, after = bwj.act(_attacked(), PLAY, seed=0)
    assert only(facts, "AttackStrikesFailed")["body_rolls"] == [10, 6]
    assert only(facts, "AttackEnded")["defeated"] is False and after.combat is None
    # Seed 1: 5 + 6 = 11, not above 13: the attack goes on, its strikes to be assigned.
    facts, after = bwj.act(_attacked(), PLAY, seed=1)
    assert only(facts, "StrikesFailRolled")["fails"] is False
    assert not of_kind(facts, "AttackStrikesFailed") and not of_kind(facts, "AttackEnded")
    assert after.combat is not None and after.combat.stage == "assigning"
    assert only(facts, "CorruptionChecked")["character"] == GANDALF
    # An attack with no body whose strikes all fail is defeated. The automatic Burglar plays it
    # where the roll needed is 7 or less (the Orc-patrol's 6 prowess), not against Daelomin.
    patrol = _attacked(bwj.ORC_PATROL)
    assert bwj.RULESET.policy(patrol, bwj.RULESET.actions(patrol))[0] == PLAY
    assert bwj.RULESET.policy(_attacked(), bwj.RULESET.actions(_attacked()))[0] != PLAY
    facts, _ = bwj.act(patrol, PLAY, seed=1)
    assert only(facts, "AttackStrikesFailed")["body_rolls"] == []
    assert only(facts, "AttackEnded")["defeated"] is True


@pytest.mark.rule("BWJ-BURG-6")
def test_true_fana_needs_a_wizard_before_the_strikes_are_assigned() -> None:
    state = _attacked()
    for refused, action, why in (
            (state, f"play:{TRUE_FANA}:fail:{bwj.BILBO}", "Bilbo is no Wizard"),
            (replace(state, combat=replace(state.combat, assigned=(bwj.BILBO,))), PLAY,
             "it is played on an attack before its strikes are assigned")):
        assert action not in bwj.ids(refused)
        with pytest.raises(IllegalAction) as refusal:
            bwj.act(refused, action)
        assert refusal.value.message == f"True Fána cannot be played now: {why}."
    alone = _attacked(alone=True)
    assert PLAY not in bwj.ids(alone)
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(alone, PLAY)
    assert refusal.value.message == ("True Fána cannot be played now: in a burglary the "
                                     "Burglar faces the attacks alone.")
