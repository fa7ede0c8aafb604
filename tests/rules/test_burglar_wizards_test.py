"""Burglar Wants a Good Job plays Wizard's Test from version 53 (``hobbit.rings``): on a Wizard
Hand whose company bears a gold ring, in the organization or site phase outside an attack, the
ring is tested with two rolls, then the Wizard checks corruption at -1. Version 52 replays as
played: it was declared. Versions 53 to 55 use the higher roll; from ``WIZARDS_CHOICE_FROM``
two rolls of different totals wait for the player's choice (``ring-roll:1``, ``ring-roll:2``),
each offered with what it indicates."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.errors import IllegalAction
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import WIZARDS_CHOICE_FROM, WIZARDS_TEST_FROM
from tests.rules import burglar_support as bwj

WIZARDS_TEST, GANDALF, BEAUTIFUL, STEALTH_RING = "TW-365", "TW-156", "TW-196", "TW-274"
BEFORE = bwj.played_as(str(WIZARDS_TEST_FROM - 1))
HIGHER = bwj.played_as(str(WIZARDS_CHOICE_FROM - 1))
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
    facts, after = bwj.act(state, TEST, seed=0, ruleset=HIGHER)
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


@pytest.mark.rule("BWJ-SETUP-9", "BWJ-HAND-1")
def test_the_player_chooses_either_of_wizards_tests_rolls(starter: Catalog) -> None:
    assert int(bwj.RULESET.version) >= WIZARDS_CHOICE_FROM
    state = _ringed()
    # Seed 4 rolls 7, which indicates a Magic Ring (the hand's Magic Ring of Stealth), then 9,
    # which does not.
    facts, waiting = bwj.act(state, TEST, seed=4)
    assert [f.kind for f in facts] == ["CardPlayed", "DiceRolled", "DiceRolled",
                                       "RingTestRolled"]
    assert dict(facts[3].data) == {"card": BEAUTIFUL, "character": GANDALF,
                                   "rolls": [[5, 2], [4, 5]], "indexes": [0, 2]}
    assert bwj.RULESET.narrate(facts[3]) == ("Gandalf rolls twice to test Beautiful Gold Ring: "
                                             "7 and 9; the player chooses one. [CoE-6.2]")
    offered = [(a.id, a.label) for a in bwj.RULESET.actions(waiting)]
    assert offered == [
        ("ring-roll:1", "Use the first roll for Beautiful Gold Ring: 7 (Magic Ring, Lesser Ring)"),
        ("ring-roll:2", "Use the second roll for Beautiful Gold Ring: 9 (Lesser Ring)")]
    # Nothing else is done while the rolls wait.
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(waiting, "stay")
    assert refusal.value.message == ("The two rolls of Wizard’s Test wait: choose the one "
                                     "used to test Beautiful Gold Ring (ring-roll:1 or "
                                     "ring-roll:2).")
    # The lower roll lets the Magic Ring of Stealth be played; the automatic player takes it.
    assert bwj.RULESET.policy(waiting, bwj.RULESET.actions(waiting))[0] == "ring-roll:1"
    facts, lower = bwj.act(waiting, "ring-roll:1", seed=4)
    assert [f.kind for f in facts][:2] == ["RingRollChosen", "GoldRingTested"]
    tested = facts[1].data
    assert (tested["roll"], tested["kinds"], tested["playable"]) == (
        7, ["Magic Ring", "Lesser Ring"], [STEALTH_RING])
    assert (tested["table_roll"]["dice"], tested["table_roll"]["roll"]["index"]) == ([5, 2], 0)
    assert tested["rolls"] == [[5, 2], [4, 5]]
    checked = next(f for f in facts if f.kind == "CorruptionChecked")
    assert checked.data["character"] == GANDALF
    assert lower.ring_offer == (STEALTH_RING,) and lower.ring_rolls == ()
    assert f"play-ring:{STEALTH_RING}" in bwj.ids(lower)
    facts, higher = bwj.act(waiting, "ring-roll:2", seed=4)
    tested = facts[1].data
    assert (tested["roll"], tested["playable"], tested["table_roll"]["roll"]["index"]) == \
        (9, [], 2)
    assert higher.ring_offer == () and BEAUTIFUL in higher.resource_discard
    # With no rolls waiting a choice is refused.
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(higher, "ring-roll:1")
    assert refusal.value.message == "No rolls of Wizard’s Test wait for a choice."
    # The version before used the higher roll at once.
    facts, _ = bwj.act(state, TEST, seed=4, ruleset=HIGHER)
    tested = next(f for f in facts if f.kind == "GoldRingTested").data
    assert (tested["roll"], tested["playable"]) == (9, [])
    assert not [f for f in facts if f.kind == "RingTestRolled"]
    found = coverage.in_ruleset("burglar", starter.get(WIZARDS_TEST))
    assert (found.status, found.missing) == (coverage.SCRIPTED, "")


@pytest.mark.rule("BWJ-SETUP-9")
def test_two_rolls_of_one_total_need_no_choice() -> None:
    facts, after = bwj.act(_ringed(), TEST, seed=2)  # 11 and 11
    assert [f.kind for f in facts][:4] == ["CardPlayed", "DiceRolled", "DiceRolled",
                                           "GoldRingTested"]
    assert (facts[3].data["roll"], facts[3].data["rolls"]) == (11, [[6, 5], [6, 5]])
    assert after.ring_rolls == ()
