"""For every real ruleset, any seed and any run of the actions it offers: a game that is not
over offers an action, every offered action is accepted (an action the game lists is legal),
the log verifies, replaying its records from scratch gives exactly the live state, and an undo
followed by the same decisions gives the same events again."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.canonical import JSON
from domain.chronicle import Chronicle, verify
from domain.ruleset import make_ruleset

RULESETS = ("solitaire-v1", "there-and-back-again", "road-goes-ever-on", "necromancer",
            "burglar")
#: Each pick is an index into the offered actions (modulo their number).
PICKS = st.lists(st.integers(0, 10_000), min_size=40, max_size=160)


def pick(chronicle: Chronicle, choice: int) -> tuple[str, dict[str, JSON]] | None:
    """The offered action at ``choice``; one that needs arguments is left to the automatic
    player, which knows how to fill them in."""
    actions = chronicle.actions()
    if chronicle.result() is not None:
        return None
    assert actions, "a game that is not over offers at least one action"
    action = actions[choice % len(actions)]
    if action.params:
        return chronicle.ruleset.policy(chronicle.table.rules, actions)
    return action.id, {}


@pytest.mark.parametrize("ruleset_id", RULESETS)
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), picks=PICKS)
def test_every_offered_action_is_accepted_and_the_game_replays(
        starter: Any, ruleset_id: str, seed: int, picks: list[int]) -> None:
    ruleset = make_ruleset(ruleset_id, starter)
    chronicle = Chronicle.begin(ruleset, seed, {})
    decisions: list[tuple[int, tuple[str, dict[str, JSON]]]] = []
    for choice in picks:
        chosen = pick(chronicle, choice)
        if chosen is None:
            break
        decisions.append((chronicle.version, chosen))
        chronicle.decide(*chosen)  # an offered action must never be refused

    records = chronicle.records
    verdict = verify(ruleset, records)
    assert verdict.ok, verdict.difference
    assert Chronicle(ruleset, records).table == chronicle.table

    if decisions and chronicle.undo_policy == "free":
        # Back to before the first half of the decisions, then the same decisions again.
        at, _ = decisions[len(decisions) // 2]
        again = chronicle.clone()
        again.undo(to_version=at)
        for _, (action, args) in decisions[len(decisions) // 2:]:
            again.decide(action, args)
        assert again.table == chronicle.table
        assert [r.fact for r in again.history()[-(chronicle.version - at):]] == [
            r.fact for r in chronicle.history()[at:]]
