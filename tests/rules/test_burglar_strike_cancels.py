"""The automatic Burglar's Magic Ring of Stealth from ``STRIKE_CANCELS_WEIGHED_SINCE``
(``burglar.policy``): borne by a scout, it taps to cancel the strike he faces (CoE 3.iv.5.1),
costing its tap alone as the Elven Cloak does (no corruption check), so he taps it when the
strike could wound him (his lowest roll, 2, plus his prowess short of the strike's: CoE
3.iv.7), after a cloak offered too. The version before never used the ring. Halfling Stealth,
a card of the hand, is played on any strike in both: a strike won would tap him, and he must be
untapped to burgle (BWJ-BURG-3)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.chronicle import Chronicle
from domain.rulesets.burglar import versions
from domain.rulesets.burglar.state import State
from domain.rulesets.hobbit.state import STRIKING
from tests.rules import burglar_support as bwj
from tests.support import only

RING = "TW-274"
NOW = bwj.RULESET
BEFORE = bwj.played_as(str(versions.STRIKE_CANCELS_WEIGHED_SINCE - 1))
USE_RING, USE_CLOAK = f"use:{RING}:{bwj.BILBO}:cancel", f"use:{bwj.ELVEN_CLOAK}:{bwj.BILBO}:cancel"
HALFLING = f"play:{bwj.HALFLING_STEALTH}:cancel:{bwj.BILBO}"




def _harmless(state: State) -> State:
    """``state`` with the strike's prowess lowered to what the Burglar's lowest roll ties."""
    assert state.combat is not None
    terms = NOW._strike_terms(state)
    attack = state.combat.attack
    lowered = replace(state, combat=replace(state.combat, attack=replace(
        attack, prowess=attack.prowess - (terms.printed + terms.added - 2 - terms.prowess))))
    assert not bwj.could_wound(lowered)
    return lowered


def _uncloaked(state: State) -> State:
    """``state`` with the Burglar's Elven Cloak (the default set-up's item) taken from him."""
    company = tuple(replace(c, items=tuple(i for i in c.items if i.card_id != bwj.ELVEN_CLOAK))
                    if c.card_id == bwj.BILBO else c for c in state.company)
    return replace(state, company=company)


def _ringed(state: State) -> State:
    """``state`` with the Burglar's Elven Cloak replaced by the Magic Ring of Stealth."""
    return bwj.give(_uncloaked(state), bwj.BILBO, RING)


def _wolves(*items: str) -> State:
    """The lone Burglar facing Wolves' strike (8 prowess against his 1, keyed to a
    Wilderness), Halfling Stealth in his hand, bearing ``items``."""
    state = replace(_uncloaked(bwj.striking(bwj.BILBO)), hand=(bwj.HALFLING_STEALTH,))
    assert state.combat is not None
    state = replace(state, combat=replace(state.combat, keyed="region-type:wilderness"))
    for item in items:
        state = bwj.give(state, bwj.BILBO, item)
    return state


@pytest.mark.rule("CoE-3.iv.5.1", "CoE-3.iv.7", "BWJ-MP-2")
def test_the_automatic_burglar_taps_his_ring_of_stealth_against_a_strike_that_could_wound(
        ) -> None:
    assert versions.STRIKE_CANCELS_WEIGHED_SINCE <= int(NOW.version)
    state = _wolves(RING)
    assert bwj.could_wound(state) and {USE_RING, HALFLING} <= set(bwj.ids(state))
    assert bwj.chosen(state) == USE_RING
    facts, after = bwj.act(state, USE_RING)
    assert only(facts, "ItemTapped").data["item"] == RING
    assert only(facts, "StrikeCanceled").data["character"] == bwj.BILBO
    assert only(facts, "StealthPointsEarned").data["by"] == RING
    assert bwj.HALFLING_STEALTH in after.hand  # no card spent
    # Bearing the Elven Cloak too: the cloak first, the ring kept for any creature's strike.
    both = _wolves(bwj.ELVEN_CLOAK, RING)
    assert {USE_CLOAK, USE_RING} <= set(bwj.ids(both)) and bwj.chosen(both) == USE_CLOAK
    # The version before: the ring unused, Halfling Stealth played, or the strike rolled.
    assert bwj.chosen(state, BEFORE) == HALFLING
    assert bwj.chosen(replace(state, hand=()), BEFORE) == "roll"


@pytest.mark.rule("CoE-3.iv.5.1", "CoE-3.iv.7", "BWJ-BURG-3")
def test_halfling_stealth_is_still_played_on_a_strike_that_cannot_wound() -> None:
    # Wolves at 3 prowess: his lowest roll ties (CoE 3.iv.7), he cannot be wounded, but a
    # strike won would tap him; the ring stays untapped for a strike that could wound him.
    state = _harmless(_wolves(RING))
    assert state.combat is not None and state.combat.attack.prowess == 3
    assert {USE_RING, HALFLING} <= set(bwj.ids(state))
    assert bwj.chosen(state) == bwj.chosen(state, BEFORE) == HALFLING


def _cancels_offered(seed: int) -> list[State]:
    """The states of the automatic Burglar's seeded game of the default set-up at which an
    Elven Cloak or Halfling Stealth is offered against the strike he faces."""
    game = Chronicle.begin(NOW, seed, {})
    found: list[State] = []
    while game.result() is None:
        state, actions = game.table.rules, game.actions()
        if state.combat is not None and state.combat.stage == STRIKING and any(
                a.id in (USE_CLOAK, HALFLING) for a in actions):
            found.append(state)
        game.decide(*game.ruleset.policy(state, actions))
    return found


@pytest.mark.rule("CoE-3.iv.5.1", "CoE-3.iv.7")
def test_the_strikes_of_a_seeded_game_met_with_the_ring(
        ) -> None:
    """Seed 1's strikes on the Burglar met by a cloak or Halfling Stealth, each one that could
    wound him: the cloak swapped for the Magic Ring of Stealth, the ring is tapped (never at
    the version before); each strike lowered to one his lowest roll ties, the ring is kept."""
    states = _cancels_offered(1)
    assert len(states) >= 3 and all(bwj.could_wound(s) for s in states)
    for state in states:
        ringed = _ringed(state)
        assert USE_RING in bwj.ids(ringed)
        assert bwj.chosen(ringed) == USE_RING and bwj.chosen(ringed, BEFORE) != USE_RING
        assert bwj.chosen(_harmless(ringed)) != USE_RING
    assert any(HALFLING in bwj.ids(_harmless(s)) for s in states)
