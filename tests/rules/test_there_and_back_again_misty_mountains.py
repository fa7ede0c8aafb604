"""Misty Mountains' move by region cards in There and Back Again from ``MOUNTAIN_MOVES_FROM``
(``mountain_moves`` over the engine's ``hazard_limit_cards``): the map is a row of region
cards (TBA-LAYOUT-1), where Rhudaur and Anduin Vales are no neighbours (TBA-LAYOUT-4); in the
organization phase a company in either with an untapped ranger plays the card, the ranger taps
and the counter moves to the other as if they were adjacent, the region entered drawing its
hazards (TBA-SEQ-8, TBA-SEQ-10). Its other use, lowering the hazard limit, stays refused
(TBA-SEQ-8: there is none). The version before refused it and replays as played.
Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.rulesets.there_and_back_again import policy
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import MOUNTAIN_MOVES_FROM
from tests.rules.test_there_and_back_again_helpers import (
    BILBO,
    RULESET,
    THORIN,
    act,
    fresh,
    give,
    ids,
    keep,
    played_as,
    refused,
    with_states,
)
from tests.support import decide_from, of_kind, only

MISTY, OIN, ORCRIST = "TW-284", "TW-172", "TW-295"
CROSS = f"play:{MISTY}:move:{OIN}:Anduin Vales"
BEFORE = played_as(MOUNTAIN_MOVES_FROM - 1)


def organizing(place: str, *company: str) -> State:
    """The company (Bilbo, Thorin and Óin, a ranger, unless named) in the organization phase
    at ``place``, Misty Mountains in the hand."""
    state = keep(fresh(), *(company or (BILBO, THORIN, OIN)))
    return replace(state, location=place, phase="organization", step="", hand=(MISTY,))


@pytest.mark.rule("TBA-LAYOUT-4", "TBA-SEQ-4", "TBA-SEQ-8", "TBA-SEQ-10")
def test_misty_mountains_moves_a_ranger_s_company_from_rhudaur_to_anduin_vales() -> None:
    state = organizing("Rhudaur")
    assert [i for i in ids(state) if i.startswith(("move:", "play:"))] == [
        "move:Rivendell", "move:Arthedain", "move:High Pass", CROSS]
    facts, after = act(state, CROSS)
    assert [(f.kind, f.rule, dict(f.data)) for f in facts[:3]] == [
        ("CardPlayed", "CoE-5.1", {"card": MISTY, "mode": "move", "target": OIN,
                                   "returns": False}),
        ("CharacterTapped", "TBA-LAYOUT-4",
         {"character": OIN, "to": "to move the company to Anduin Vales by Misty Mountains"}),
        ("CounterMoved", "TBA-LAYOUT-4", {"origin": "Rhudaur", "to": "Anduin Vales",
                                          "by": MISTY})]
    assert RULESET.narrate(facts[2]) == \
        "The company moves from Rhudaur to Anduin Vales by Misty Mountains. [TBA-LAYOUT-4]"
    # The region entered draws two hazards, as any region not High Pass (TBA-SEQ-11).
    began = [f for f in of_kind(facts, "PhaseBegan") if f["phase"] == "movement-hazard"]
    assert [(f.rule, f["draws"]) for f in began] == [("TBA-SEQ-8", 2)]
    assert after.location == "Anduin Vales" and after.hand == ()
    assert after.resource_discard[-1] == MISTY
    oin = after.character(OIN)
    assert oin is not None and oin.state == "tapped"


@pytest.mark.rule("TBA-LAYOUT-4", "TBA-SEQ-13")
def test_it_moves_back_from_anduin_vales_to_rhudaur() -> None:
    back = f"play:{MISTY}:move:{OIN}:Rhudaur"
    assert back in ids(organizing("Anduin Vales"))
    facts, after = act(organizing("Anduin Vales"), back)
    assert only(facts, "CounterMoved")["to"] == "Rhudaur" and after.location == "Rhudaur"


@pytest.mark.rule("TBA-LAYOUT-4", "TBA-SEQ-3")
def test_it_is_refused_naming_the_card_and_the_reason() -> None:
    state = organizing("Rhudaur")
    assert refused(state, f"play:{MISTY}:move:{BILBO}:Anduin Vales") == (
        "Misty Mountains cannot be played now: Bilbo is no ranger. [TBA-LAYOUT-4]",
        "TBA-LAYOUT-4")
    assert refused(state, f"play:{MISTY}:move:{OIN}:High Pass") == (
        "Misty Mountains cannot be played now: High Pass is not a region it joins to Rhudaur: "
        "it moves the company only to Anduin Vales. [TBA-LAYOUT-4]", "TBA-LAYOUT-4")
    tapped = with_states(state, TW_172="tapped")
    assert CROSS not in ids(tapped)
    assert refused(tapped, CROSS) == (
        "Misty Mountains cannot be played now: Óin is tapped: the ranger taps to move the "
        "company. [TBA-LAYOUT-4]", "TBA-LAYOUT-4")
    # No ranger in the company: not offered.
    assert not [i for i in ids(organizing("Rhudaur", BILBO, THORIN)) if i.startswith("play:")]
    # From Rivendell, a site, the counter goes only to Rhudaur above it.
    at_rivendell = organizing("Rivendell")
    assert CROSS not in ids(at_rivendell)
    assert refused(at_rivendell, CROSS) == (
        "Misty Mountains cannot be played now: the company is at Rivendell, a site: the "
        "counter goes from it only to the region above it, Rhudaur. [TBA-SEQ-3]", "TBA-SEQ-3")
    # Out of the organization phase.
    moving = replace(state, phase="movement-hazard")
    assert refused(moving, CROSS)[0] == (
        "Misty Mountains cannot be played now: it is played as the organization phase ends, "
        "with the company's move. [TBA-LAYOUT-4]")


@pytest.mark.rule("TBA-SEQ-8")
def test_its_hazard_limit_use_stays_refused() -> None:
    assert refused(organizing("Rhudaur"), f"play:{MISTY}:limit") == (
        "Misty Mountains cannot be played: there is no hazard limit here for it to lower. "
        "[TBA-SEQ-8]", "TBA-SEQ-8")


@pytest.mark.rule("TBA-LAYOUT-4", "TBA-SEQ-4")
def test_the_version_before_refused_the_move() -> None:
    state = organizing("Rhudaur")
    assert CROSS not in [a.id for a in BEFORE.actions(state)]
    with pytest.raises(IllegalAction) as caught:
        decide_from(BEFORE, state, CROSS, None, 7)
    assert str(caught.value) == ("Misty Mountains cannot be played: there is no hazard limit "
                                 "here for it to lower. [TBA-SEQ-8]")


@pytest.mark.rule("TBA-LAYOUT-4", "TBA-SEQ-11")
def test_the_automatic_player_crosses_over_high_pass() -> None:
    # Heading for The Lonely Mountain: Anduin Vales is a step beyond High Pass.
    state = organizing("Rhudaur")
    assert policy.choose(RULESET, state, RULESET.actions(state)) == (CROSS, {})
    # Heading home with the quest's item, from Anduin Vales, Rhudaur is beyond High Pass too.
    home = replace(give(organizing("Anduin Vales"), BILBO, ORCRIST), quest_item=ORCRIST)
    assert policy.choose(RULESET, home, RULESET.actions(home))[0] == \
        f"play:{MISTY}:move:{OIN}:Rhudaur"
