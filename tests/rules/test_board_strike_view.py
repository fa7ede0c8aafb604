"""The board shows the strike under way before its roll (``engine.strike_view``): the
defender's prowess with every modifier in force and the strike's, as the roll then counts them.
Every strike the automatic player rolls in whole games of the three Hobbit scenarios is checked
against the board just before it: the same character, prowess, strike and modifiers as the
``StrikeResolved`` that follows records (CoE 3.iv.2-3.iv.7), and the least roll the board names
is the one that beats the strike."""

from __future__ import annotations

from typing import Any

import pytest

from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.ruleset import make_ruleset
from tests.support import play_out


def strike_shown(board: dict[str, Any]) -> Any:
    fight = board.get("combat") or board.get("attack")
    return fight.get("strike") if fight else None


@pytest.mark.rule("CoE-3.iv.2", "CoE-3.iv.3", "CoE-3.iv.4", "CoE-3.iv.5", "CoE-3.iv.6",
                  "CoE-3.iv.7")
@pytest.mark.parametrize(("ruleset", "seed"), [("there-and-back-again", 2), ("burglar", 1),
                                               ("burglar", 5), ("necromancer", 2)])
def test_the_strike_shown_is_the_strike_rolled(ruleset: str, seed: int) -> None:
    game = play_out(Chronicle.begin(make_ruleset(ruleset, starter_catalog()), seed, {}), 400)
    rolled = [r for r in game.records if r.kind == "StrikeResolved"]
    assert len(rolled) >= 5
    for record in rolled:
        shown = strike_shown(game.ruleset.board(game.state_at(record.version - 1).rules))
        resolved = record.data
        assert (shown["character"], shown["prowess"], shown["strike"]) == (
            resolved["character"], resolved["prowess"], resolved["strike"])
        assert sum(p["amount"] for p in shown["prowess_from"]) == shown["prowess"]
        assert sum(p["amount"] for p in shown["strike_from"]) == shown["strike"]
        assert [p["amount"] for p in shown["prowess_from"]] == [
            m["amount"] for m in resolved["check"]["modifiers"]]
        beaten = resolved["roll"] >= shown["roll_needed"]
        assert beaten == (resolved["result"] == "failed")


@pytest.mark.rule("CoE-3.iv.2")
def test_an_excess_strike_is_shown_on_the_strike_it_weakens() -> None:
    """Burglar, seed 1: Brigands' two strikes on Bilbo alone, one of them in excess."""
    game = Chronicle.begin(make_ruleset("burglar", starter_catalog()), 1, {})
    while strike_shown(game.ruleset.board(game.table.rules)) is None:
        game.decide(*game.ruleset.policy(game.table.rules, game.actions()))
    shown = strike_shown(game.ruleset.board(game.table.rules))
    assert shown == {"character": "TW-131", "prowess": 0,
                     "prowess_from": [{"amount": 1, "from": "Bilbo's prowess"},
                                      {"amount": -1, "from": "excess strikes"}],
                     "strike": 8, "strike_from": [{"amount": 8,
                                                   "from": "the attack's prowess"}],
                     "supporters": [], "stays_untapped": False, "excess_strikes": 1,
                     "roll_needed": 9}
