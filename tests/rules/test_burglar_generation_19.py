"""The engine's nineteenth generation of scripted cards (``effects.LATER``) in Burglar Wants a
Good Job, read from version 51: Great-road, in the organization phase on a company at a Haven,
once a turn: the hazard cards drawn into the hazard hand this turn count twice, and as the
end-of-turn phase begins the company may go back to the Haven it left. Version 50 replays as
played: it was declared."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import GENERATION_19_FROM
from tests.rules import burglar_support as bwj

ROAD = "TW-249"
BEFORE = bwj.played_as(str(GENERATION_19_FROM - 1))
MOUNT_GRAM = bwj.CATALOG.find("Mount Gram", "Hero").id
MORIA = bwj.CATALOG.find("Moria", "Hero").id


def _named(actions: list[str], card: str) -> list[str]:
    return [a for a in actions if card in a]


def _at_rivendell() -> State:
    return replace(bwj.at(bwj.fresh(), "Rivendell"), phase="organization", step="",
                   hand=(ROAD,))


@pytest.mark.rule("BWJ-SEQ-5", "BWJ-SEQ-18")
def test_great_road_doubles_the_draws_and_takes_the_burglar_home() -> None:
    state = _at_rivendell()
    assert _named(bwj.ids(state), ROAD) == [f"play:{ROAD}:road"]
    assert _named([a.id for a in BEFORE.actions(state)], ROAD) == [f"declare:{ROAD}"]
    facts, taken = bwj.act(state, f"play:{ROAD}:road")
    assert [(f.kind, dict(f.data)) for f in facts] == [
        ("CardPlayed", {"card": ROAD, "mode": "road", "target": None, "returns": False}),
        ("GreatRoadTaken", {"card": ROAD, "haven": "Rivendell"})]
    assert bwj.RULESET.narrate(facts[1]) == (
        "Great-road: the hazards drawn for the company count twice this turn; at its end it "
        "may go back to Rivendell. [CoE-5.1]")
    # Once a turn: a second copy is refused.
    again = replace(taken, hand=(ROAD,))
    assert _named(bwj.ids(again), ROAD) == []
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(again, f"play:{ROAD}:road")
    assert refusal.value.message == ("Great-road cannot be played now: it is played on the "
                                     "company once a turn.")
    # Mount Gram's hazard number is 3 (BWJ-SEQ-5): six hazard cards are drawn.
    facts, moving = bwj.act(taken, f"move:{MOUNT_GRAM}")
    began = next(f for f in facts if f.kind == "PhaseBegan" and f.data["phase"] ==
                 "movement-hazard")
    assert (began.rule, began.data["draws"]) == ("BWJ-SEQ-5", 6)
    # At the end of the turn the company may go back to Rivendell, or stay at Moria.
    ending = replace(moving, phase="end-of-turn", step="", draws_left=0, hazard_hand=())
    _, ending = bwj.advance(ending)
    assert bwj.ids(ending) == ["road-home", "road-stay"]
    facts, home = bwj.act(ending, "road-home")
    assert [(f.kind, dict(f.data)) for f in facts[:2]] == [
        ("CompanyWentBack", {"card": ROAD, "origin": "Mount Gram", "to": "Rivendell"}),
        ("DiscardOffered", {"cards": len(ending.hand)})]
    assert home.location == "Rivendell" and home.road_home == ""
    facts, stayed = bwj.act(ending, "road-stay")
    assert (facts[0].kind, stayed.location) == ("GreatRoadDeclined", "Mount Gram")


@pytest.mark.rule("BWJ-SEQ-4")
def test_great_road_is_played_only_at_a_haven() -> None:
    away = replace(_at_rivendell(), location="Moria", turn_start="Moria")
    assert _named(bwj.ids(away), ROAD) == []
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(away, f"play:{ROAD}:road")
    assert refusal.value.message == ("Great-road cannot be played now: it is played at a "
                                     "Haven, and Moria is none.")
    site_phase = replace(_at_rivendell(), phase="site", step="before-entering")
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(site_phase, f"play:{ROAD}:road")
    assert refusal.value.message == ("Great-road cannot be played now: it is played in the "
                                     "organization phase, outside an attack.")


@pytest.mark.rule("BWJ-MP-7")
def test_the_automatic_burglar_takes_the_great_road_to_a_task() -> None:
    # Holding a major item for an Orc stronghold, Mount Gram (his site deck holds no Moria),
    # one move from Rivendell, he plays it before setting out, and comes back with a task's
    # card to store.
    state = replace(_at_rivendell(), hand=(ROAD, bwj.ORCRIST, bwj.CONCEALMENT),
                    sites=tuple(s for s in bwj.fresh().sites if s != MORIA))
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] == f"play:{ROAD}:road"
    ending = replace(state, location="Mount Gram", road_home="Rivendell",
                     phase="end-of-turn", step="")
    assert bwj.RULESET.policy(ending, bwj.RULESET.actions(ending))[0] == "road-stay"
    burgled = replace(bwj.give(ending, bwj.BILBO, bwj.ORCRIST), burgled=((bwj.ORCRIST, "orcs"),))
    assert bwj.RULESET.policy(burgled, bwj.RULESET.actions(burgled))[0] == "road-home"
