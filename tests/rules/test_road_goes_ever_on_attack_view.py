"""The Road Goes Ever On's board shows the attack whose strikes the defender is assigning
(``combat``, attack_view.py), in the shape There and Back Again's and Burglar's boards give
theirs: the attack as declared, the characters given its strikes (CoE 3.ii, the rest at random,
RGO-TARGET-2), the strikes still to give, and the stage. Read from a game of the automatic
player (seed "m1") stopped where Crebain's strikes wait for the defender."""

from __future__ import annotations

from typing import Any

import pytest

from domain.chronicle import Chronicle
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import begin, company, ids, moving

CREBAIN = {"source": "TW-25", "name": "Crebain", "race": "Animals", "strikes": 3, "prowess": 5,
           "body": None, "automatic": False, "each_character": True, "marshalling_points": 1}
ARAGORN, LEGOLAS, BILBO = "TW-120", "TW-168", "TW-131"


def combat(game: Chronicle) -> Any:
    return game.ruleset.board(game.table.rules)["combat"]


@pytest.mark.rule("CoE-3.ii", "RGO-TARGET-2", "RGO-HAZ-2")
def test_crebain_strikes_shown_as_the_defender_gives_them(rgo: RoadGoesEverOn) -> None:
    game = Chronicle.begin(rgo, "m1", {})
    while not any(r.kind == "StrikeAssignmentOpened" for r in game.records):
        assert combat(game) is None  # no attack before it
        game.decide(*rgo.policy(game.table.rules, game.actions()))
    assert game.version == 42
    assert combat(game) == {"attack": CREBAIN, "stage": "assigning", "assigned": [],
                            "facing": None, "strikes_left": 3, "assigned_strikes": []}
    game.decide(f"assign:{LEGOLAS}", {})
    # His strike as it stands (test_road_goes_ever_on_strike_view.py): 5 against 5.
    assert combat(game) == {"attack": CREBAIN, "stage": "assigning", "assigned": [LEGOLAS],
                            "facing": None, "strikes_left": 2, "assigned_strikes": [
        {"character": LEGOLAS, "prowess": 5,
         "prowess_from": [{"amount": 5, "from": "Legolas's prowess"}],
         "strike": 5, "strike_from": [{"amount": 5, "from": "the attack's prowess"}],
         "supporters": [], "stays_untapped": False, "excess_strikes": 0, "roll_needed": 2,
         "body": None, "roll_to_not_be_wounded": 2}]}
    # The rest go at random, shown as given; once the defender resolves them, Crebain is gone.
    game.decide("assign-rest", {})
    assert [r.data["character"] for r in game.records[44:]
            if r.kind == "StrikeAssigned"] == [ARAGORN, BILBO]
    given = combat(game)
    assert given is not None and (given["stage"], given["assigned"], given["strikes_left"]) \
        == ("striking", [LEGOLAS, ARAGORN, BILBO], 0)
    assert not any(r.kind == "StrikeResolved" for r in game.records[44:])
    game.decide("assign-rest", {})
    assert any(r.kind == "AttackEnded" and r.data["attack"] == "Crebain"
               for r in game.records[44:])
    after = combat(game)  # the pile's next creature, Orc-patrol, waits for its strikes
    assert (after["attack"]["name"], after["assigned"], after["strikes_left"]) == (
        "Orc-patrol", [], 3)


@pytest.mark.rule("CoE-3.ii", "CoE-3.iv.4")
def test_every_strike_given_the_attack_waits_striking(rgo: RoadGoesEverOn) -> None:
    balin, legolas = ids(rgo, "Balin", "Legolas")
    ctx = begin(rgo, moving(rgo, "Wargs", "Crebain", "Wolves",
                            characters=company(rgo, "Balin", "Legolas", "Glóin")))
    rgo.decide(ctx, f"assign:{balin}", {})
    rgo.decide(ctx, f"assign:{legolas}", {})
    # Glóin, given no strike, may still support one: the game waits, nothing left to give.
    shown = rgo.board(ctx.state)["combat"]
    assert isinstance(shown, dict)
    assert (shown["attack"]["name"], shown["attack"]["strikes"], shown["stage"],
            shown["assigned"], shown["facing"], shown["strikes_left"]) == (
        "Wargs", 2, "striking", [balin, legolas], None, 0)
