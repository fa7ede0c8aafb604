"""What The Road works out once where many ask for it within a decision gives each asker
what working it out afresh gives: the attack whose strikes are being assigned (read from the
state's mapping once while the strikes are assigned), the raw marshalling points of the last
state asked for, and the support offered (each supporter's and each supported character's
conditions weighed once, not once per pair): every pair the refusals allow, and no other."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from domain.chronicle import Chronicle
from domain.engine.combat import Attack
from domain.ruleset import make_ruleset
from domain.rulesets.road_goes_ever_on import support
from domain.rulesets.road_goes_ever_on.state import AwaitedStrikes, State

if TYPE_CHECKING:
    from domain.cards import Catalog
    from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn


def _states(starter: Catalog, seed: int) -> tuple[RoadGoesEverOn, list[State]]:
    """The ruleset and every state a seeded automatic game waited in for a decision."""
    ruleset = make_ruleset("road-goes-ever-on", starter)
    game = Chronicle.begin(ruleset, seed, {})
    states = []
    while game.result() is None:
        state = game.table.rules
        states.append(state)
        choice = game.ruleset.automatic_choice(state)
        assert choice is not None
        game.decide(*choice)
    return game.ruleset, states  # type: ignore[return-value]


def test_each_awaited_attack_reads_as_its_own_mapping_however_they_alternate() -> None:
    wolves = Attack("TW-74", "Wolves", "Wolves", 3, 7)
    orcs = Attack("TW-82", "Orc-patrol", "Orcs", 2, 6, automatic=True)
    first = AwaitedStrikes(wolves.to_json(), "RGO-HAZ-2", "TW-74")
    second = AwaitedStrikes(orcs.to_json(), "RGO-SITE-4", None)
    assert [a.read_attack() for a in (first, second, first, first, second)] == [
        wolves, orcs, wolves, wolves, orcs]


@pytest.mark.parametrize("seed", [0, 3])
def test_the_raw_total_of_each_state_is_its_own_points_summed(starter: Catalog,
                                                               seed: int) -> None:
    ruleset, states = _states(starter, seed)
    totals = [sum(ruleset.points(s).values()) for s in states]
    assert max(totals) > 0
    # Asked in turn for a state and the one before it: each is answered for itself.
    for before, after, total_before, total_after in zip(states, states[1:], totals,
                                                        totals[1:], strict=False):
        assert (ruleset.raw_total(after), ruleset.raw_total(before),
                ruleset.raw_total(before)) == (total_after, total_before, total_before)


@pytest.mark.parametrize("seed", [0, 3, 7])
def test_the_support_offered_is_every_pair_the_refusals_allow(starter: Catalog,
                                                               seed: int) -> None:
    ruleset, states = _states(starter, seed)
    assigning = [s for s in states if s.awaited_strikes is not None]
    offered = 0
    for state in assigning:
        allowed = [f"support:{s.card_id}:{t.card_id}" for s in state.characters
                   for t in state.characters
                   if support.problem(state, s.card_id, t.card_id, ruleset.played,
                                      ruleset.catalog.get) is None]
        listed = [a.id for a in support.actions(state, ruleset.played, ruleset.catalog.get)]
        assert listed == allowed
        offered += len(listed)
    assert len(assigning) > 10
    assert offered > 0
