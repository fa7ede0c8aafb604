"""The Road Goes Ever On's board shows the attack whose strikes the defender is assigning
(``combat``, attack_view.py), in the shape There and Back Again's and Burglar's boards give
theirs: the attack as declared, the characters given its strikes (CoE 3.ii, the rest at random,
RGO-TARGET-2), the strikes still to give, and the stage. Read from a game of the automatic
player (seed "m1") stopped where Crebain's strikes wait for the defender."""

from __future__ import annotations

from typing import Any

import pytest

from domain.chronicle import Chronicle
from domain.rulesets.road_goes_ever_on import each_strikes
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import at_version, begin, company, ids, moving

CREBAIN = {"source": "TW-25", "name": "Crebain", "race": "Animals", "strikes": 3, "prowess": 5,
           "body": None, "automatic": False, "each_character": True, "marshalling_points": 1}
ARAGORN, LEGOLAS, BILBO = "TW-120", "TW-168", "TW-131"
#: The version before Crebain's strikes went one to each character (each_strikes.py).
BEFORE = str(each_strikes.SINCE - 1)


def combat(game: Chronicle) -> Any:
    return game.ruleset.board(game.table.rules)["combat"]


def crebain_waiting(rgo: RoadGoesEverOn) -> Chronicle:
    """The automatic player's game of seed "m1" played to Crebain's strikes."""
    game = Chronicle.begin(rgo, "m1", {})
    while not any(r.kind == "StrikeAssignmentOpened" for r in game.records):
        assert combat(game) is None  # no attack before it
        game.decide(*rgo.policy(game.table.rules, game.actions()))
    return game


@pytest.mark.rule("CoE-3.ii.2", "CoE-3.ii.1", "CoE-3.iv")
def test_crebain_strikes_shown_given_one_to_each_character(rgo: RoadGoesEverOn) -> None:
    # From each_strikes.SINCE Crebain's three strikes go one to each character at once; the
    # board shows them striking, each as it stands, the defender's choices on them left.
    game = crebain_waiting(rgo)
    assert [(r.kind, r.rule, r.data.get("character")) for r in game.records[41:]] == [
        ("StrikeAssignmentOpened", "CoE-3.ii.2", None),
        *(("StrikeAssigned", "CoE-3.ii.2", c) for c in (ARAGORN, LEGOLAS, BILBO))]
    shown = combat(game)
    assert (shown["stage"], shown["assigned"], shown["strikes_left"]) == (
        "striking", [ARAGORN, LEGOLAS, BILBO], 0)
    assert [(s["character"], s["prowess"], s["strike"], s["roll_needed"])
            for s in shown["assigned_strikes"]] == [(ARAGORN, 7, 5, 2), (LEGOLAS, 5, 5, 2),
                                                   (BILBO, 1, 5, 5)]
    assert not any(a.id.startswith("assign:") for a in game.actions())
    game.decide("assign-rest", {})
    assert any(r.kind == "AttackEnded" and r.data["attack"] == "Crebain"
               for r in game.records[45:])


@pytest.mark.rule("CoE-3.ii", "RGO-TARGET-2", "RGO-HAZ-2")
def test_crebain_strikes_shown_as_the_defender_gives_them(rgo: RoadGoesEverOn) -> None:
    # Before each_strikes.SINCE the defender gave Crebain's strikes as any attack's.
    game = crebain_waiting(at_version(rgo, BEFORE))
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
