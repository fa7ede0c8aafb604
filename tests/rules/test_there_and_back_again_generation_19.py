"""The engine's nineteenth generation of scripted cards (``effects.LATER``) in There and Back
Again, read from version 37: Great-road, in the organization phase at Rivendell, the one Haven,
once a turn: the hazards drawn for the company this turn count twice, and as the end-of-turn
phase begins it may go back to Rivendell. Version 36 replays as played: it was declared."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import GENERATION_19_FROM
from tests.rules import test_there_and_back_again_helpers as tba

ROAD = "TW-249"
BEFORE = tba.played_as(GENERATION_19_FROM - 1)


def _at_rivendell() -> State:
    return replace(tba.keep(tba.fresh(), tba.BILBO, tba.THORIN, tba.BALIN),
                   location="Rivendell", hand=(ROAD,))


@pytest.mark.rule("TBA-LAYOUT-2", "TBA-SEQ-8", "TBA-SEQ-10", "TBA-SEQ-16")
def test_great_road_draws_four_in_rhudaur_and_may_go_back_to_rivendell() -> None:
    state = _at_rivendell()
    assert [a for a in tba.ids(state) if ROAD in a] == [f"play:{ROAD}:road"]
    assert [a.id for a in BEFORE.actions(state) if ROAD in a.id] == [f"declare:{ROAD}"]
    _, taken = tba.act(state, f"play:{ROAD}:road")
    assert taken.road_home == "Rivendell"
    facts, moving = tba.act(taken, "move:Rhudaur")
    began = next(f for f in facts if f.kind == "PhaseBegan" and f.rule == "TBA-SEQ-8")
    assert began.data["draws"] == 4
    # The third and fourth draws are the card's.
    ending = replace(moving, combat=None, row_queue=(), draws_left=2)
    for _ in range(2):
        facts, ending = tba.begin(replace(ending, combat=None))
        drawn = next(f for f in facts if f.kind == "HazardDrawn")
        assert drawn.rule == "CoE-5.1" and drawn.data["number"] in (3, 4)
    ending = replace(ending, combat=None, draws_left=0, phase="end-of-turn", step="")
    assert tba.ids(ending) == ["road-home", "road-stay"]
    facts, home = tba.act(ending, "road-home")
    assert [(f.kind, f.rule) for f in facts[:2]] == [("CompanyWentBack", "CoE-5.1"),
                                                     ("ResourcesDrawn", "TBA-SEQ-16")]
    assert tba.RULESET.narrate(facts[0]) == ("Great-road: the company goes back from Rhudaur "
                                             "to Rivendell. [CoE-5.1]")
    assert home.location == "Rivendell" and home.turn == ending.turn + 1
    _, stayed = tba.act(ending, "road-stay")
    assert stayed.location == "Rhudaur"


@pytest.mark.rule("TBA-LAYOUT-2", "TBA-SEQ-3")
def test_great_road_is_played_only_at_rivendell_and_the_automatic_player_keeps_it() -> None:
    away = replace(_at_rivendell(), location="Rhudaur")
    with pytest.raises(IllegalAction) as refusal:
        tba.act(away, f"play:{ROAD}:road")
    assert refusal.value.message == ("Great-road cannot be played now: it is played at a "
                                     "Haven, and Rhudaur is none.")
    state = _at_rivendell()
    assert tba.RULESET.policy(state, tba.RULESET.actions(state))[0] == "move:Rhudaur"
