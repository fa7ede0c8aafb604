"""For The Road Goes Ever On, any seed and any run of the actions it offers: where a kind of
action is checked on its own before it is played (a handler's ``offers``: ``move``, ``stay``,
``play-character``, ``explore``, ``end-turn``, ``continue``, ``roll-again``, ``decline``,
``assign``, ``assign-rest``, ``remove-corruption``, ``remove-corruption-untapped``), the check
gives the action the whole list of actions offered gives, and the words a decision's line
tells it by (``action_label``), for every action of the kind offered and for those of the
kind that are not (each site, each card of the hand, each character, each corruption card on
each); in the site phase also with a roll of the encounter table waiting to be taken
(RGO-HOME-2)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.chronicle import Chronicle
from domain.ruleset import make_ruleset
from domain.rulesets.road_goes_ever_on import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.corruption import UNTAPPED
from domain.rulesets.road_goes_ever_on.state import SITE, State

CHECKED = ("move", "stay", "play-character", "explore", "end-turn", "continue", "roll-again",
           "decline", "assign", "assign-rest", "remove-corruption", UNTAPPED)


def candidates(state: State, offered: list[str]) -> list[str]:
    """The actions of the kinds checked on their own that a player could name now."""
    return list(dict.fromkeys([
        *(a for a in offered if a.partition(":")[0] in CHECKED),
        "stay", "explore", "explore:skill-token", "end-turn", "continue", "roll-again",
        "decline", "continue:x", "end-turn:x", "assign", "assign-rest", "assign-rest:x",
        *(f"move:{s}" for s in (*state.site_deck, state.site)),
        *(f"play-character:{c}" for c in state.hand),
        *(f"assign:{c}" for c in (*(c.card_id for c in state.characters), *state.allies)),
        *(f"{kind}:{card}:{who}" for card, who in state.permanent_hazards
          for kind in ("remove-corruption", UNTAPPED))]))


def check(ruleset: RoadGoesEverOn, state: State) -> None:
    listed = ruleset.actions(state)
    for action in candidates(state, [a.id for a in listed]):
        handler = ruleset.handlers[action.partition(":")[0]]
        assert handler.offers is not None
        found = next((a for a in listed if a.id == action), None)
        assert handler.offers(ruleset, state, action) == found, (action, state.phase, state.turn)
        assert ruleset.action_label(state, action) == (found.label if found else None), action


@pytest.mark.rule("RGO-GEN-1", "RGO-HAZ-1", "RGO-HAZ-6", "RGO-SITE-4", "RGO-LONG-2",
                  "RGO-LONG-3", "RGO-HOME-2", "CoE-2.IV")
@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), picks=st.lists(st.integers(0, 10_000), min_size=30,
                                                  max_size=120))
def test_a_kind_checked_on_its_own_gives_the_whole_lists_answer(starter: Any, seed: int,
                                                                picks: list[int]) -> None:
    ruleset = make_ruleset("road-goes-ever-on", starter)
    assert isinstance(ruleset, RoadGoesEverOn)
    game = Chronicle.begin(ruleset, seed, {})
    for choice in picks:
        if game.result() is not None:
            break
        state, actions = game.table.rules, game.actions()
        check(ruleset, state)
        if state.phase == SITE:
            check(ruleset, replace(state, pending_rolls=(("border-hold", 7),)))
        action = actions[choice % len(actions)]
        if action.params:
            game.decide(*ruleset.policy(state, actions))
        else:
            game.decide(action.id, {})
