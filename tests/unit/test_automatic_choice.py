"""An automatic game asks the ruleset for its automatic player's choice now
(``Ruleset.automatic_choice``), which a ruleset may work out without building every legal
action: at every decision of seeded games it is the choice the policy makes among all the
legal actions, and None once none is open."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from domain.chronicle import Chronicle
from domain.ruleset import make_ruleset

if TYPE_CHECKING:
    from domain.cards import Catalog


@pytest.mark.parametrize(("ruleset_id", "seed"), [
    ("solitaire-v1", 0), ("solitaire-v1", 5), ("road-goes-ever-on", 0),
    ("road-goes-ever-on", 3), ("dice-race", 1)])
def test_the_automatic_choice_is_the_policys_among_every_legal_action(
        starter: Catalog, ruleset_id: str, seed: int) -> None:
    ruleset = make_ruleset(ruleset_id, starter)
    game = Chronicle.begin(ruleset, seed, {})
    # An instance of its own lists the actions, so that neither answer reuses the other's.
    listed = make_ruleset(ruleset_id, starter).for_setup(game.start["setup"])
    decisions = 0
    while game.result() is None:
        state = game.table.rules
        expected = listed.policy(state, listed.actions(state))
        chosen = game.ruleset.automatic_choice(state)
        assert chosen == expected, f"decision {decisions + 1}"
        game.decide(*chosen)
        decisions += 1
    assert decisions > 5
    assert game.ruleset.automatic_choice(game.table.rules) is None
