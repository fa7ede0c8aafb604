"""There and Back Again: what the player may do while a character faces a strike, with Miruvor
in the company. An item in the hand is played only at a site in the site phase (CoE 2.V.4), so
a Miruvor held in the hand offers nothing against the strike; a Miruvor borne by any
character of the company is discarded to give every one of them +2 body (CoE 6.1), counted
in the body check of the strike's wound (CoE 3.I.1)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.combat import Attack
from domain.rulesets.hobbit.state import STRIKING
from domain.rulesets.there_and_back_again.state import Combat, State
from tests.rules.test_there_and_back_again_helpers import (
    BILBO,
    CATALOG,
    THORIN,
    act,
    fresh,
    give,
    ids,
    keep,
    refused,
    with_states,
)
from tests.support import only

MIRUVOR, ORC_PATROL = "TW-283", "TW-74"
USE = f"use:{MIRUVOR}:{BILBO}:body"


def thorin_struck() -> State:
    """An Orc-patrol's one strike on Thorin II, tapped, in Rhudaur, its sequence under way;
    Bilbo tapped too, so no one supports him and he cannot take -3 to stay untapped."""
    attack = replace(Attack.from_creature(CATALOG.get(ORC_PATROL), 1), strikes=1, prowess=30)
    company = with_states(keep(fresh(), BILBO, THORIN), TW_131="tapped", TW_183="tapped")
    return replace(company, location="Rhudaur", phase="movement-hazard", draws_left=0,
                   hand=(),
                   combat=Combat(attack, "draw", ORC_PATROL, stage=STRIKING,
                                 assigned=(THORIN,), striking=THORIN))


@pytest.mark.rule("CoE-3.iv.5", "CoE-2.V.4")
def test_a_miruvor_in_the_hand_is_not_played_against_the_strike() -> None:
    held = replace(thorin_struck(), hand=(MIRUVOR,))
    assert ids(held) == ["roll"]
    assert refused(held, f"play:{MIRUVOR}:{THORIN}") == (
        "Miruvor cannot be played now: an item needs an untapped character at an untapped "
        "site where its class is playable, after entering it. [CoE-2.V.4]", "CoE-2.V.4")


@pytest.mark.rule("CoE-3.iv.5", "CoE-6.1", "CoE-3.I.1")
def test_a_miruvor_borne_is_offered_and_raises_the_body_check_of_the_wound() -> None:
    borne = give(thorin_struck(), BILBO, MIRUVOR)
    assert ids(borne) == ["roll", USE]
    facts, used = act(borne, USE)
    assert only(facts, "CompanyBodyModified").data == {"body": 2, "maximum": 10}
    assert MIRUVOR in used.resource_discard and ids(used) == ["roll"]
    facts, _ = act(used, "roll")  # prowess 30: the strike wounds him
    assert only(facts, "StrikeResolved").data["result"] == "succeeded"
    assert only(facts, "BodyChecked").data["body"] == 8 + 2  # Thorin's 8, Miruvor's +2
