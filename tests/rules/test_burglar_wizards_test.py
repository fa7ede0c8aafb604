"""Burglar Wants a Good Job plays Wizard's Test from version 53 (``hobbit.rings``): on a Wizard
Hand whose company bears a gold ring, in the organization or site phase outside an attack, the
ring is tested with two rolls, the higher used (the player's choice between them is left out),
then the Wizard checks corruption at -1. Version 52 replays as played: it was declared."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import WIZARDS_TEST_FROM
from tests.rules import burglar_support as bwj

WIZARDS_TEST, GANDALF, BEAUTIFUL, STEALTH_RING = "TW-365", "TW-156", "TW-196", "TW-274"
BEFORE = bwj.played_as(str(WIZARDS_TEST_FROM - 1))
TEST = f"test-ring:{BEAUTIFUL}:{GANDALF}:{WIZARDS_TEST}"


def _ringed() -> State:
    """Gandalf, a Hand, with the Burglar, who bears the Beautiful Gold Ring."""
    state = bwj.give(bwj.with_hand(bwj.fresh(), GANDALF), bwj.BILBO, BEAUTIFUL)
    return bwj.set_state(replace(state, hand=(WIZARDS_TEST, STEALTH_RING),
                                 phase="organization", step=""), GANDALF, "tapped")


@pytest.mark.rule("BWJ-SETUP-9", "BWJ-HAND-1")
def test_wizards_test_rolls_twice_and_the_wizard_checks_corruption() -> None:
    state = _ringed()
    # Gandalf, tapped, cannot tap to test it himself; the spell needs no tap.
    assert sorted(a for a in bwj.ids(state) if "ring" in a or WIZARDS_TEST in a) == [TEST]
    assert f"declare:{WIZARDS_TEST}" in [a.id for a in BEFORE.actions(state)]
    facts, after = bwj.act(state, TEST, seed=0)
    kinds = [f.kind for f in facts]
    assert kinds[:4] == ["CardPlayed", "DiceRolled", "DiceRolled", "GoldRingTested"]
    first, second = (sum(f.data["values"]) for f in facts[1:3])
    tested = facts[3].data
    assert tested["rolls"] == [facts[1].data["values"], facts[2].data["values"]]
    assert tested["roll"] == max(first, second)
    assert tested["table_roll"]["dice"] == (facts[1] if first >= second
                                           else facts[2]).data["values"]
    checked = next(f for f in facts if f.kind == "CorruptionChecked")
    assert checked.data["character"] == GANDALF
    assert bwj.card_modifiers(checked.data, WIZARDS_TEST) == [
        (-1, "the card's modifier to this check", "CoE-6.2")]
    assert kinds.index("GoldRingTested") < kinds.index("CorruptionChecked")
    assert WIZARDS_TEST in after.resource_discard and BEAUTIFUL in after.resource_discard


@pytest.mark.rule("BWJ-SETUP-9")
def test_wizards_test_needs_a_wizard_and_a_gold_ring() -> None:
    state = _ringed()
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(state, f"test-ring:{BEAUTIFUL}:{bwj.BILBO}:{WIZARDS_TEST}")
    assert refusal.value.message == ("Wizard’s Test cannot test Beautiful Gold Ring: Bilbo is "
                                     "no Wizard.")
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(state, f"declare:{WIZARDS_TEST}")
    assert refusal.value.message == (
        "Wizard’s Test is played on a Wizard to test a gold ring of the company "
        "(test-ring:<gold ring>:<wizard>:<card>), not declared.")
    # No gold ring borne: no test is offered.
    plain = replace(state, company=tuple(replace(c, items=()) if c.card_id == bwj.BILBO
                                         else c for c in state.company))
    assert [a for a in bwj.ids(plain) if "ring" in a] == []
