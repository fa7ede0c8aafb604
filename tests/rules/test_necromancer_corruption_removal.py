"""Guise of the Necromancer: removing a corruption card in the organization phase (CoE 7.3),
by tapping or at -3 staying untapped; a number the table does not know is declared (Lure of
Expedience's, before ``corruption_cards.SINCE``: from then its printed number is known,
``test_necromancer_corruption_cards.py``)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import corruption_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import (
    HALDIR,
    LURE_NATURE,
    RULESET,
    SAM,
    act,
    fresh,
    ids,
)
from tests.support import only

EXPEDIENCE = "TW-57"  # Lure of Expedience: not in the table, its number is declared
#: The last version in which Lure of Expedience's number is declared by the player.
DECLARED = RULESET.at_version(str(corruption_cards.SINCE - 1))


def burdened() -> State:
    return replace(fresh(), corruption=((SAM, LURE_NATURE, 2), (HALDIR, EXPEDIENCE, 2)))


@pytest.mark.rule("CoE-7.3")
def test_an_untapped_bearer_taps_or_takes_minus_three_to_remove_a_corruption_card() -> None:
    assert [i for i in ids(burdened()) if i.startswith("remove:")] == [
        f"remove:{LURE_NATURE}:{SAM}", f"remove:{LURE_NATURE}:{SAM}:untapped",
        f"remove:{EXPEDIENCE}:{HALDIR}", f"remove:{EXPEDIENCE}:{HALDIR}:untapped"]
    facts, after = act(burdened(), f"remove:{LURE_NATURE}:{SAM}:untapped", seed=2)
    rolled = only(facts, "CorruptionRemovalRolled")
    # 11 less 3 reaches Lure of Nature's 5: removed, and Sam stays untapped.
    assert (rolled["roll"], rolled["check"]["total"], rolled["needed"], rolled["removed"]) == \
        (11, 8, 5, True)
    assert after.corruption == ((HALDIR, EXPEDIENCE, 2),)
    assert LURE_NATURE in after.hazard_discard
    sam = after.companies[0].character(SAM)
    assert sam is not None and sam.state == "untapped"


@pytest.mark.rule("CoE-7.3")
def test_a_card_is_rolled_for_once_a_turn_even_by_a_bearer_left_untapped() -> None:
    _, after = act(burdened(), f"remove:{LURE_NATURE}:{SAM}:untapped", seed=1)
    assert (SAM, LURE_NATURE, 2) in after.corruption  # 5 less 3 does not reach 5
    assert not [i for i in ids(after) if i.startswith(f"remove:{LURE_NATURE}")]
    with pytest.raises(IllegalAction) as refused:
        act(after, f"remove:{LURE_NATURE}:{SAM}:untapped", seed=2)
    assert refused.value.clause == "CoE-7.3"
    assert RULESET.rules_notes()["CoE-7.3"].startswith("A corruption card is rolled for once")


@pytest.mark.rule("CoE-7.3")
def test_a_failed_roll_leaves_the_card_and_the_tapped_bearer_tries_no_more() -> None:
    facts, after = act(burdened(), f"remove:{EXPEDIENCE}:{HALDIR}", {"needed": 6}, seed=1,
                       ruleset=DECLARED)
    rolled = only(facts, "CorruptionRemovalRolled")
    assert (rolled["roll"], rolled["needed"], rolled["declared"], rolled["removed"]) == \
        (5, 6, True, False)
    haldir = after.companies[0].character(HALDIR)
    assert haldir is not None and haldir.state == "tapped"
    assert (HALDIR, EXPEDIENCE, 2) in after.corruption
    assert not [i for i in ids(after, DECLARED) if i.startswith(f"remove:{EXPEDIENCE}")]


@pytest.mark.rule("CoE-7.3")
def test_a_card_of_unknown_number_needs_it_declared_and_nothing_changes() -> None:
    state = burdened()
    for args in ({}, {"needed": 13}, {"needed": "six"}):
        with pytest.raises(IllegalAction) as refused:
            act(state, f"remove:{EXPEDIENCE}:{HALDIR}", args, ruleset=DECLARED)
        assert refused.value.clause == "CoE-7.3"
    with pytest.raises(IllegalAction) as refused:
        act(state, f"remove:{EXPEDIENCE}:{SAM}", ruleset=DECLARED)  # Sam does not bear it
    assert refused.value.clause == "CoE-7.3"
    assert state.corruption == ((SAM, LURE_NATURE, 2), (HALDIR, EXPEDIENCE, 2))
