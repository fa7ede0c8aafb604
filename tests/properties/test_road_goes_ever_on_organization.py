"""For The Road Goes Ever On, any seed and any run of the actions it offers, with the
organization choices that make companies (splits, joins) and make them stay (Courage, training)
taken whenever they are offered three times in four: a game that is not over always offers at
least one action (CoE 2.II.3.6: of split companies all but one can still move)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.chronicle import Chronicle
from domain.ruleset import make_ruleset

ORGANIZING = ("split:", "join:", "take-heart:", "train:")


@pytest.mark.rule("CoE-2.II.3.6", "CoE-2.II.7.1", "RGO-TOKEN-1")
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), picks=st.lists(st.integers(0, 10_000), min_size=30,
                                                  max_size=120))
def test_a_game_not_over_always_offers_an_action(starter: Any, seed: int,
                                                 picks: list[int]) -> None:
    ruleset = make_ruleset("road-goes-ever-on", starter)
    game = Chronicle.begin(ruleset, seed, {})
    for choice in picks:
        if game.result() is not None:
            break
        actions = game.actions()
        assert actions, f"no action offered at version {game.version} of seed {seed}"
        organizing = [a for a in actions if a.id.startswith(ORGANIZING)]
        pool = organizing if organizing and choice % 4 else actions
        action = pool[choice % len(pool)]
        if action.params:
            game.decide(*ruleset.policy(game.table.rules, actions))
        else:
            game.decide(action.id, {})
