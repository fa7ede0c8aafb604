"""The Burglar's turn (BWJ-SEQ-*): the draws when staying, moving to a site or to a Haven, the
face-down hazard hand played in order up to the hazard limit, the resource hand brought to
five, long-events for two turns."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.rules.burglar_support import (
    BILBO,
    DOORS_OF_NIGHT,
    ELVEN_CLOAK,
    EYE_OF_SAURON,
    MERRY,
    RULESET,
    SAM,
    SLAYER,
    THRANDUIL,
    WOLVES,
    act,
    advance,
    at,
    fresh,
    ids,
    moving,
    set_state,
    with_hand,
)
from tests.support import of_kind, only

LAPSE_OF_WILL, GANDALF, WARGS = "TW-264", "TW-156", "TW-109"


def kinds(facts: list) -> list[str]:  # type: ignore[type-arg]
    return [f.kind for f in facts]


@pytest.mark.rule("BWJ-SEQ-4")
def test_staying_draws_one_hazard_and_no_resources():
    facts, after = act(at(fresh(), "Lórien"), "stay")
    began = of_kind(facts, "PhaseBegan")[1]
    assert (began.rule, began["draws"], began["resource_draws"]) == ("BWJ-SEQ-4", 1, 0)
    assert len(of_kind(facts, "HazardDrawn")) == 1 and not of_kind(facts, "ResourcesDrawn")


@pytest.mark.rule("BWJ-SEQ-5", "BWJ-SEQ-6")
def test_moving_to_a_site_draws_its_hazard_number_and_offers_up_to_its_resource_number():
    facts, after = act(at(fresh(), "Lórien"), "move:TW-413")  # Moria: draws 2, hazards 3
    began = of_kind(facts, "PhaseBegan")[1]
    assert (began.rule, began["draws"], began["resource_draws"]) == ("BWJ-SEQ-5", 3, 2)
    assert ids(after) == ["draw:1", "draw:2"]
    facts, after = act(after, "draw:1")
    assert only(facts, "ResourcesDrawn").rule == "BWJ-SEQ-6"
    assert len(only(facts, "ResourcesDrawn")["cards"]) == 1
    assert [f.rule for f in of_kind(facts, "HazardDrawn")] == ["BWJ-SEQ-5"] * 3


@pytest.mark.rule("BWJ-SEQ-7", "BWJ-SEQ-8")
def test_moving_to_a_haven_draws_by_the_site_moved_from():
    start = at(fresh(), "Moria")  # Moria: resource draw 2, hazard draw 3
    facts, after = act(start, "move:TW-408")
    began = of_kind(facts, "PhaseBegan")[1]
    assert (began.rule, began["draws"], began["resource_draws"], began["origin"]) == \
        ("BWJ-SEQ-7", 3, 2, "Moria")
    facts, _ = act(after, "draw:2")
    assert only(facts, "ResourcesDrawn").rule == "BWJ-SEQ-8"


@pytest.mark.rule("BWJ-SEQ-9", "BWJ-SEQ-10", "BWJ-SEQ-11", "BWJ-SEQ-12")
def test_the_hazard_hand_is_turned_up_in_order_until_the_limit():
    # Moria from Lórien: Slayer (border-lands) cannot be keyed; the two events can be played.
    state = moving(fresh(), "Lórien", "Moria",
                   hazard_hand=(SLAYER, EYE_OF_SAURON, DOORS_OF_NIGHT, WOLVES))
    facts, after = advance(state)
    assert [(f.kind, f["card"]) for f in facts if f.kind.startswith("Hazard")
            and "card" in f.data] == [
        ("HazardRevealed", SLAYER), ("HazardRevealed", EYE_OF_SAURON),
        ("HazardPlayed", EYE_OF_SAURON), ("HazardRevealed", DOORS_OF_NIGHT),
        ("HazardPlayed", DOORS_OF_NIGHT)]
    ended = only(facts, "HazardPlayEnded")
    assert (ended.rule, ended["face_down"], ended["face_up"]) == ("BWJ-SEQ-12", 1, 1)
    assert after.hazard_hand == (WOLVES,) and after.row == (SLAYER,)


@pytest.mark.rule("BWJ-SEQ-9", "BWJ-SEQ-11")
def test_new_hazards_join_the_end_of_the_hand_and_an_unplayable_one_is_checked_again():
    state = replace(at(fresh(), "Lórien"), row=(SLAYER,), hazard_hand=(WOLVES,) * 11,
                    hazard_deck=(WOLVES, "TW-40"))
    facts, after = act(state, "stay")
    assert only(facts, "HazardDrawn")["card"] == WOLVES
    assert len(after.hazard_hand) + len(after.row) == 13  # no limit to the hand's size
    assert only(facts, "HazardPlayEnded").rule == "BWJ-SEQ-11"


@pytest.mark.rule("BWJ-SEQ-13")
def test_the_hazard_limit_is_the_company_size_or_two_with_hobbits_counting_half():
    hobbits = with_hand(with_hand(at(fresh(), "Lórien"), SAM), MERRY)
    facts, _ = act(hobbits, "stay")
    assert (only(facts, "HazardLimitSet")["limit"], only(facts, "HazardLimitSet")
            ["company_size"]) == (2, 2)
    bigger = with_hand(with_hand(at(fresh(), "Lórien"), THRANDUIL), GANDALF)
    facts, _ = act(bigger, "stay")
    assert only(facts, "HazardLimitSet")["limit"] == 3


@pytest.mark.rule("BWJ-SEQ-14")
def test_a_creature_is_keyed_away_from_wilderness_when_the_burglar_wears_an_elven_cloak():
    state = moving(fresh(), "Rivendell", "Mount Gram", hazard_hand=(WARGS,))
    assert state.the_hero is not None and state.the_hero.bears(ELVEN_CLOAK)
    facts, _ = advance(state)
    assert only(facts, "HazardPlayed")["keyed"] == "region-type:shadow-land"
    facts, _ = advance(set_state(state, BILBO, "tapped"))
    assert only(facts, "HazardPlayed")["keyed"] == "region-type:wilderness"


@pytest.mark.rule("BWJ-SEQ-14", "BWJ-SEQ-15")
def test_the_attacker_strikes_the_untapped_and_weakest_first():
    state = moving(with_hand(fresh(), THRANDUIL), "Rivendell", "Mount Gram",
                   hazard_hand=(WARGS,))
    _, fighting = advance(state)
    facts, _ = act(fighting, "assign-done")
    # Thranduil (body 8) before Bilbo (body 9): the lower body first.
    assert [(f["character"], f.rule) for f in of_kind(facts, "StrikeAssigned")] == \
        [(THRANDUIL, "BWJ-SEQ-14"), (BILBO, "BWJ-SEQ-14")]


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-LONG-1")
def test_eye_of_sauron_in_play_strengthens_an_automatic_attack():
    state = replace(at(fresh(), "Moria"), phase="site", step="before-entering",
                    long_events=((EYE_OF_SAURON, 1),), turn=2)
    facts, _ = act(state, "enter")
    declared = only(facts, "AttackDeclared")
    assert (declared["attack"]["prowess"], declared["long_events"]) == (8, [EYE_OF_SAURON])


@pytest.mark.rule("BWJ-SEQ-16")
def test_after_the_hazards_the_hand_is_drawn_up_or_discarded_down_to_five():
    short = moving(fresh(), "Lórien", "Moria", hand=fresh().hand[:3])
    facts, after = advance(short)
    assert (only(facts, "ResourcesDrawn").rule, len(after.hand)) == ("BWJ-SEQ-16", 5)
    long = moving(fresh(), "Lórien", "Moria", hand=fresh().hand + ("TW-206", "TW-206"))
    facts, after = advance(long)
    assert only(facts, "HandOverLimit").rule == "BWJ-SEQ-16"
    assert ids(after) == [f"discard:{c}" for c in sorted(set(after.hand))]
    _, after = act(after, "discard:TW-206")
    facts, after = act(after, "discard:TW-206")
    assert (len(after.hand), after.phase) == (5, "site")


@pytest.mark.rule("BWJ-SEQ-17", "BWJ-SEQ-18")
def test_a_site_has_a_site_phase_and_a_haven_goes_to_the_end_of_turn():
    _, at_moria = advance(moving(fresh(), "Lórien", "Moria"))
    assert (at_moria.phase, ids(at_moria)[:3]) == ("site", ["enter", "burgle", "pass"])
    # A Haven has its site phase too (HAVEN_SITE_PHASE_FROM), no burglary there; doing
    # nothing, the end-of-turn phase follows.
    _, at_lorien = advance(moving(fresh(), "Moria", "Lórien"))
    assert (at_lorien.phase, ids(at_lorien)[:2]) == ("site", ["enter", "pass"])
    facts, ending = act(at_lorien, "pass")
    assert (only(facts, "DiscardOffered").rule, ending.phase) == ("BWJ-SEQ-18",
                                                                   "end-of-turn")


@pytest.mark.rule("BWJ-SEQ-18")
def test_the_end_of_turn_may_discard_one_card_then_draws_to_five():
    _, ending = act(advance(moving(fresh(), "Moria", "Lórien"))[1], "pass")
    card = ending.hand[0]
    facts, after = act(ending, f"discard:{card}")
    assert kinds(facts)[:3] == ["ResourceDiscarded", "ResourcesDrawn", "TurnEnded"]
    assert len(after.hand) == 5 and after.turn == ending.turn + 1
    facts, after = act(ending, "keep")
    assert kinds(facts)[:2] == ["DiscardDeclined", "TurnEnded"]


@pytest.mark.rule("BWJ-SEQ-1")
def test_the_untap_phase_untaps_and_heals_only_at_a_haven():
    _, at_lorien = advance(moving(set_state(with_hand(fresh(), SAM), BILBO, "wounded"),
                                  "Moria", "Lórien"))
    _, ending = act(at_lorien, "pass")
    ending = set_state(ending, SAM, "tapped")
    facts, _ = act(ending, "keep")
    assert only(facts, "CharactersRefreshed")["changes"] == [[BILBO, "tapped"],
                                                             [SAM, "untapped"]]
    _, away = advance(moving(set_state(fresh(), BILBO, "wounded"), "Lórien", "Moria"))
    _, ended = act(away, "pass")
    facts, _ = act(ended, "keep")
    assert only(facts, "CharactersRefreshed")["changes"] == []


@pytest.mark.rule("BWJ-SEQ-3", "BWJ-LONG-1", "BWJ-SETUP-22")
def test_long_events_stay_in_play_for_two_turns():
    state = replace(at(fresh(), "Lórien"), hand=(LAPSE_OF_WILL, *fresh().hand[1:]))
    facts, offered = act(state, "stay")
    assert ids(offered) == [f"long-event:{LAPSE_OF_WILL}", "long-events-done"]
    _, played = act(offered, f"long-event:{LAPSE_OF_WILL}")
    assert played.long_events == ((LAPSE_OF_WILL, 1),)
    two_later = replace(played, phase="organization", step="", turn=3,
                        long_events=((LAPSE_OF_WILL, 1), (EYE_OF_SAURON, 2)))
    facts, after = act(two_later, "stay")
    assert [(f.rule, f["card"]) for f in of_kind(facts, "LongEventEnded")] == \
        [("BWJ-LONG-1", LAPSE_OF_WILL)]
    assert after.long_events == ((EYE_OF_SAURON, 2),)
    assert LAPSE_OF_WILL in after.resource_discard and LAPSE_OF_WILL not in after.hazard_discard


@pytest.mark.rule("CoE-2.I.1")
def test_the_untap_line_names_the_items_that_untap() -> None:
    """The untap phase untaps tapped items with the characters (CoE-2.I.1): its line names
    them (the Elven Cloak tapped to cancel a strike), from the state it was recorded in."""
    _, at_lorien = advance(moving(fresh(), "Moria", "Lórien"))
    _, ended = act(at_lorien, "pass")
    ended = replace(ended, tapped_items=((ELVEN_CLOAK, BILBO),))
    facts, after = act(ended, "keep")
    untap = only(facts, "CharactersRefreshed")
    assert after.tapped_items == ()
    assert RULESET.narrate_in(untap, ended) == (
        "Untap: no character changes state; Elven Cloak untaps. [BWJ-SEQ-1]")
    assert RULESET.narrate(untap) == "Untap: no character changes state. [BWJ-SEQ-1]"
