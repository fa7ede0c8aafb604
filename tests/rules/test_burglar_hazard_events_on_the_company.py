"""Burglar Wants a Good Job from ``hazard_events.THIRD_SINCE`` plays the hazard short-events on
a character or on the company's cards by their cards (BWJ-SEQ-10, BWJ-SEQ-11, BWJ-SEQ-15;
``burglar.hazard_events`` over the engine's ``hazard_events``, whose roll against the unused
general influence The Road Goes Ever On reads too): Gloom, the calls home, Muster Disperses,
Drowning Seas. One with nothing to act on stays face up. The version before plays them as it
did: played, doing nothing. Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.rulesets.burglar import hazard_events
from domain.rulesets.burglar.state import State
from tests.rules.burglar_support import (
    BILBO,
    ELVEN_CLOAK,
    SAM,
    THRANDUIL,
    WOOD_ELVES,
    act,
    advance,
    card_modifiers,
    fresh,
    moving,
    played_as,
    striking,
    with_hand,
)
from tests.support import advance_from, of_kind, only

GLOOM, CALL_OF_HOME, TOOKISH_BLOOD, CALL_OF_THE_SEA = "TW-41", "TW-18", "TW-104", "TW-19"
MUSTER_DISPERSES, DROWNING_SEAS = "TW-67", "TW-30"
BEFORE = played_as(str(hazard_events.THIRD_SINCE - 1))


def _played(facts: list) -> list[str]:  # type: ignore[type-arg]
    return [f["card"] for f in of_kind(facts, "HazardPlayed")]


def _mindful(state: State, mind: int) -> State:
    """The Burglar's mind set to ``mind``, so the unused general influence is 20 less it."""
    return replace(state, company=tuple(replace(c, mind=mind) if c.card_id == BILBO else c
                                        for c in state.company))


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-SEQ-11")
def test_gloom_takes_one_prowess_from_the_burglar_of_a_moving_company() -> None:
    facts, _ = advance(moving(fresh(), "Lórien", "Moria", GLOOM))
    in_force = only(facts, "HazardEffectInForce")
    assert (in_force["card"], in_force["effect"], in_force["target"], in_force["amount"]) == \
        (GLOOM, "character-prowess", BILBO, -1)
    # Not on a company that stays: it waits face up.
    facts, after = advance(replace(moving(fresh(), "Lórien", "Lórien", GLOOM), moved=False))
    assert _played(facts) == [] and after.row == (GLOOM,)
    # Against a strike this turn: -1.
    state = striking(BILBO, hazard_effects=((GLOOM, "character-prowess", BILBO, -1),))
    facts, _ = act(state, "roll", seed=3)
    assert card_modifiers(only(facts, "StrikeResolved").data, GLOOM) == \
        [(-1, "a hazard until the end of the turn", "BWJ-SEQ-15")]
    facts, _ = advance_from(BEFORE, moving(fresh(), "Lórien", "Moria", GLOOM), 7)
    assert _played(facts) == [GLOOM] and not of_kind(facts, "HazardEffectInForce")


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-HAND-1", "BWJ-SEQ-11")
def test_a_call_home_takes_a_hand_against_twenty_less_the_burglars_mind() -> None:
    # No Hand: the Burglar has no hand to go back to, so it waits face up.
    facts, after = advance(moving(fresh(), "Lórien", "Moria", CALL_OF_HOME))
    assert _played(facts) == [] and after.row == (CALL_OF_HOME,)
    facts, after = advance(moving(with_hand(fresh(), SAM), "Lórien", "Moria", CALL_OF_HOME))
    rolled = only(facts, "GoingHomeRolled")
    assert (rolled["character"], rolled["unused_influence"], rolled["needed"],
            rolled["home"]) == (SAM, 15, 10, False)  # Bilbo's mind is 5
    assert after.character(SAM) is not None
    facts, _ = advance_from(BEFORE, moving(with_hand(fresh(), SAM),
                                           "Lórien", "Moria", CALL_OF_HOME), 7)
    assert _played(facts) == [CALL_OF_HOME] and not of_kind(facts, "GoingHomeRolled")


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-HAND-4")
def test_a_hand_below_the_number_goes_back_to_the_hand_his_items_to_the_burglar() -> None:
    sam = with_hand(fresh(), SAM)
    sam = replace(sam, company=tuple(c.with_item(sam.company[0].items[0]) if c.card_id == SAM
                                     else c for c in sam.company))
    state = moving(_mindful(sam, 20), "Lórien", "Moria", TOOKISH_BLOOD)  # none unused
    seed = next(s for s in range(40) if only(advance(state, seed=s)[0],
                                             "GoingHomeRolled")["home"])
    facts, after = advance(state, seed=seed)
    rolled = only(facts, "GoingHomeRolled")
    assert (rolled["roll"] < 11, rolled["unused_influence"]) == (True, 0)
    went = only(facts, "HandWentHome")
    assert (went["character"], went["items_to_burglar"]) == (SAM, [ELVEN_CLOAK])
    assert after.character(SAM) is None and SAM in after.hand and after.hands == ()
    assert [i.card_id for i in after.company[0].items].count(ELVEN_CLOAK) == 2


@pytest.mark.rule("BWJ-SEQ-15")
def test_call_of_the_sea_takes_three_through_a_coastal_sea() -> None:
    elf = with_hand(fresh(), THRANDUIL)
    facts, _ = advance(moving(elf, "Grey Havens", "Himring", CALL_OF_THE_SEA))
    check = only(facts, "GoingHomeRolled")["check"]
    assert [(m["amount"], m["why"]) for m in check["modifiers"]] == \
        [(15, "unused general influence"), (-3, "a coastal-sea in the site path")]
    # A Hobbit Hand is no Elf: it waits face up.
    facts, after = advance(moving(with_hand(fresh(), SAM),
                                  "Grey Havens", "Himring", CALL_OF_THE_SEA))
    assert _played(facts) == [] and after.row == (CALL_OF_THE_SEA,)


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-FACT-1", "BWJ-SEQ-11")
def test_muster_disperses_a_faction_recruited_below_eleven() -> None:
    facts, after = advance(moving(fresh(), "Lórien", "Moria", MUSTER_DISPERSES))
    assert _played(facts) == [] and after.row == (MUSTER_DISPERSES,)  # no faction
    recruited = replace(fresh(), factions=(WOOD_ELVES,))
    facts, after = advance(moving(recruited, "Lórien", "Moria", MUSTER_DISPERSES))
    rolled = only(facts, "FactionDispersalRolled")
    assert (rolled["faction"], rolled["unused_influence"], rolled["dispersed"]) == \
        (WOOD_ELVES, 15, False)
    assert after.factions == (WOOD_ELVES,)
    state = moving(_mindful(recruited, 20), "Lórien", "Moria", MUSTER_DISPERSES)
    seed = next(s for s in range(40) if of_kind(advance(state, seed=s)[0], "FactionDispersed"))
    _, after = advance(state, seed=seed)
    assert after.factions == () and after.resource_discard[-1] == WOOD_ELVES


@pytest.mark.rule("BWJ-SEQ-15")
def test_drowning_seas_takes_an_item_and_two_cards_of_the_hand() -> None:
    state = moving(fresh(), "Grey Havens", "Himring", DROWNING_SEAS)
    facts, after = advance(state)
    lost = only(facts, "ItemLost")
    assert (lost["character"], lost["card"], lost["by"]) == \
        (BILBO, ELVEN_CLOAK, "Drowning Seas")
    discarded = [f["card"] for f in of_kind(facts, "ResourceDiscarded")]
    assert len(discarded) == 2 and set(discarded) <= set(state.hand)
    assert after.company[0].items == ()
    assert after.resource_discard[-3:] == (ELVEN_CLOAK, *discarded)  # the hand drawn up again
    # No Coastal Sea in the site path: it waits face up.
    facts, after = advance(moving(fresh(), "Lórien", "Moria", DROWNING_SEAS))
    assert _played(facts) == [] and after.row == (DROWNING_SEAS,)
    facts, _ = advance_from(BEFORE, state, 7)
    assert _played(facts) == [DROWNING_SEAS] and not of_kind(facts, "ItemLost")


@pytest.mark.rule("BWJ-SEQ-15")
def test_the_cards_read_scripted_in_burglars_column(starter: Catalog) -> None:
    for card in (CALL_OF_HOME, TOOKISH_BLOOD, CALL_OF_THE_SEA, MUSTER_DISPERSES):
        assert coverage.in_ruleset("burglar", starter.get(card)) == \
            coverage.InRuleset(coverage.SCRIPTED), card
    # Gloom's alternatives with Doors of Night are played from TREATMENTS_FROM, Drowning
    # Seas' from ALTERNATIVES_FROM.
    for card in (GLOOM, DROWNING_SEAS):
        assert coverage.in_ruleset("burglar", starter.get(card)) == \
            coverage.InRuleset(coverage.SCRIPTED), card
