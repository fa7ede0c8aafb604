"""There and Back Again: deck construction, layout, the company, the turn sequence and
victory (clauses TBA-DECK, TBA-LAYOUT, TBA-COMP, TBA-SEQ, TBA-WIN)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction, InvalidSetup
from domain.rulesets.there_and_back_again import decks, layout
from domain.rulesets.there_and_back_again.state import DISCARD_HAND, END_OF_TURN, SITE
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    CATALOG,
    GLOIN,
    ORI,
    RULESET,
    THORIN,
    act,
    begin,
    fresh,
    give,
    ids,
    keep,
    with_states,
)
from tests.support import of_kind, only


def problems(**changes: object) -> list[str]:
    setup = decks.default_setup()
    setup.update(changes)
    with pytest.raises(InvalidSetup) as caught:
        RULESET.prepare(setup)
    return list(caught.value.problems)


def _hazards(*entries: tuple[str, int]) -> list[dict[str, object]]:
    return [{"id": i, "count": n} for i, n in entries]


DEFAULT_HAZARDS = decks.default_setup()["hazards"]


@pytest.mark.rule("TBA-DECK-1", "TBA-DECK-2", "TBA-DECK-9")
def test_default_decks_are_legal_and_exact():
    prepared = RULESET.prepare({})
    assert len(prepared["hazards"]) == 29
    assert len(prepared["resources"]) == 26 and prepared["resources"].count("TW-156") == 1


@pytest.mark.rule("TBA-DECK-2", "TBA-DECK-4")
def test_a_hazard_deck_of_28_is_refused_naming_each_violation():
    short = [dict(e) for e in DEFAULT_HAZARDS]
    short[-1]["count"] = 2  # one Ambusher fewer: 28 cards, 5 border-land creatures
    found = problems(hazards=short)
    assert "TBA-DECK-2: the hazard deck has 28 cards, not 29" in found
    assert "TBA-DECK-4: the hazard deck has 26 creatures; the three groups need exactly 27 " \
           "(15 keyed to wilderness, 6 to double wilderness, 6 to border-lands)" in found


@pytest.mark.rule("TBA-DECK-3", "TBA-DECK-1")
def test_dragons_desolations_must_be_exactly_two_and_no_other_events():
    swapped = [dict(e) for e in DEFAULT_HAZARDS]
    swapped[0] = {"id": "TW-29", "count": 1}
    swapped.append({"id": "TW-231", "count": 1})  # a resource in the hazard deck
    found = problems(hazards=swapped)
    assert "TBA-DECK-3: the hazard deck has 1 Dragon’s Desolation, not 2" in found
    assert "TBA-DECK-1: Fair Gold Ring (TW-231) is neither a creature nor Dragon’s " \
           "Desolation" in found


@pytest.mark.rule("TBA-DECK-4", "TBA-DECK-5", "TBA-DECK-6", "TBA-DECK-7")
def test_creature_groups_and_copy_limits():
    # Three Orc-warbands: only two may count as keyed to wilderness.
    hazards = _hazards(("TW-29", 2), ("TW-76", 3), ("TW-74", 2), ("TW-73", 2), ("TW-23", 2),
                       ("TW-75", 2), ("TW-77", 2), ("TW-17", 2), ("TW-20", 3), ("TW-40", 3),
                       ("TW-1", 3), ("TW-5", 3))
    assert problems(hazards=hazards) == [
        "TBA-DECK-4: at most 14 creatures can count as keyed to wilderness (at most 2 of "
        "each); exactly 15 are needed"]
    # A creature keyed to none of the groups (a Nazgûl) counts toward none.
    nazgul = [dict(e) for e in DEFAULT_HAZARDS]
    nazgul[-1] = {"id": "TW-5", "count": 2}
    nazgul.append({"id": "TW-113", "count": 1})
    assert "TBA-DECK-7: Witch-king of Angmar (TW-113) is keyed to none of wilderness, " \
           "double wilderness or border-lands" in problems(hazards=nazgul)


@pytest.mark.rule("TBA-DECK-7")
def test_a_creature_fitting_two_groups_counts_once():
    wolves = CATALOG.find("Wolves")
    fit = [g.name for g in decks.GROUPS if g.admits(wolves)]
    assert fit == ["wilderness", "border-lands"]
    groups = decks.assign_groups([CATALOG.get(c) for c in RULESET.prepare({})["hazards"]
                                  if CATALOG.get(c).is_creature])
    assert groups is not None
    assert sum(len(v) for v in groups.values()) == 27


@pytest.mark.rule("TBA-DECK-9", "TBA-DECK-10")
def test_resource_deck_needs_25_resources_one_wizard_and_a_greater_item():
    resources = [e for e in decks.default_setup()["resources"]
                 if e["id"] not in ("TW-156", "TW-295", "TW-345", "TW-341")]
    found = problems(resources=resources)
    assert found == ["TBA-DECK-9: the resource deck has 0 Wizards, not 1",
                     "TBA-DECK-9: the resource deck has 22 resource cards besides the "
                     "Wizard, not 25",
                     "TBA-DECK-10: the resource deck has no greater item"]


@pytest.mark.rule("TBA-COMP-1", "TBA-COMP-2", "TBA-COMP-8")
def test_company_is_one_hobbit_and_dwarves_from_the_list():
    company = [e["id"] for e in decks.default_setup()["company"]][1:] + ["TW-156"]
    found = problems(company=company, followers={})
    assert "TBA-COMP-1: the company has 0 Hobbits, not exactly 1" in found
    assert "TBA-COMP-2: Gandalf (TW-156) is not one of the company of The Hobbit" in found
    assert "TBA-COMP-1: Gandalf is neither the Hobbit nor a Dwarf" in found


@pytest.mark.rule("TBA-COMP-3", "TBA-COMP-4")
def test_thirty_general_influence_and_dwarves_count_half():
    found = problems(followers={})
    assert found == ["TBA-COMP-4: the characters under general influence have 41 mind, "
                     "more than the 30 general influence"]
    state = fresh()
    from domain.engine.company import company_size
    assert len(state.company) == 14
    assert company_size(state.company, decks.HALF_RACES) == 7


@pytest.mark.rule("TBA-COMP-5")
def test_mind_three_or_more_gives_one_more_direct_influence():
    state = fresh()
    assert state.character(THORIN).direct_influence == 3  # 2 printed, mind 8
    assert state.character(BILBO).direct_influence == 2  # 1 printed, mind 5
    assert state.character("TW-130").direct_influence == 0  # Bifur, mind 2
    followers = {"TW-130": BILBO, "TW-150": BILBO}  # 4 mind on Bilbo's 2
    assert "TBA-COMP-4: Bilbo's followers have 4 mind, more than his 2 direct influence" \
        in problems(followers=followers)


@pytest.mark.rule("TBA-COMP-6", "TBA-COMP-7")
def test_one_company_without_items():
    state = fresh()
    assert all(not c.items for c in state.company)
    assert ids(state) == ["move:The Shire", "stay"]  # no way to split or form companies
    company = decks.default_setup()["company"]
    company[0] = {"id": BILBO, "items": ["TW-206"]}
    assert "TBA-COMP-7: the company starts with no items" in problems(company=company)


@pytest.mark.rule("TBA-LAYOUT-1", "TBA-LAYOUT-2", "TBA-LAYOUT-5")
def test_layout_row_sites_and_start():
    from domain.chronicle import Chronicle
    records = Chronicle.begin(RULESET, 7, {}).records
    laid = next(r for r in records if r.kind == "MapLaidOut")
    assert laid.rule == "TBA-LAYOUT-1"
    assert laid.data["regions"] == ["The Shire", "Arthedain", "Rhudaur", "High Pass",
                                    "Anduin Vales", "Woodland Realm", "Northern Rhovanion"]
    assert laid.data["sites"]["High Pass"] == "Goblin-gate"
    placed = next(r for r in records if r.kind == "CounterPlaced")
    assert (placed.rule, placed.data["place"]) == ("TBA-LAYOUT-5", "Bag End")


@pytest.mark.rule("TBA-LAYOUT-3", "TBA-LAYOUT-4", "TBA-SEQ-3", "TBA-SEQ-4")
def test_counter_moves_only_between_neighbours():
    assert layout.moves_from("Bag End") == ["The Shire"]
    assert layout.moves_from("Rhudaur") == ["Rivendell", "Arthedain", "High Pass"]
    state = replace(fresh(), location="Rhudaur")
    facts, after = act(state, "move:High Pass")
    assert only(facts, "CounterMoved").data == {"origin": "Rhudaur", "to": "High Pass"}
    assert after.location == "High Pass"
    with pytest.raises(IllegalAction) as refused:
        act(state, "move:Anduin Vales")
    assert refused.value.clause == "TBA-LAYOUT-4"
    with pytest.raises(IllegalAction) as refused:
        act(fresh(), "move:Arthedain")
    assert refused.value.clause == "TBA-SEQ-3"


@pytest.mark.rule("TBA-SEQ-5", "TBA-SEQ-6", "TBA-SEQ-12", "TBA-SEQ-14")
def test_staying_at_a_site_draws_no_hazards_and_no_cards():
    state = fresh()
    facts, after = act(state, "stay")
    assert only(facts, "StayedPut").rule == "TBA-SEQ-5"
    phases = [(f.data["phase"], f.rule) for f in of_kind(facts, "PhaseBegan")]
    assert phases[:3] == [("long-event", "TBA-SEQ-6"), ("movement-hazard", "TBA-SEQ-12"),
                          ("site", "TBA-SEQ-15")]
    assert of_kind(facts, "HazardDrawn") == []
    assert after.hand == state.hand and after.phase == SITE


@pytest.mark.rule("TBA-SEQ-1", "TBA-SEQ-2")
def test_untap_only_at_a_site():
    state = with_states(fresh(), TW_183="tapped", TW_123="wounded")
    state = replace(state, phase=END_OF_TURN, step="", hand=state.hand[:4])
    facts, after = begin(state)
    refreshed = only(facts, "CharactersRefreshed")
    assert refreshed.rule == "TBA-SEQ-1"
    assert after.character(THORIN).state == "untapped"
    assert after.character(BALIN).state == "tapped"
    in_region = replace(state, location="The Shire")
    facts, after = begin(in_region)
    assert only(facts, "UntapSkipped").rule == "TBA-SEQ-2"
    assert after.character(THORIN).state == "tapped"


def _region_turn(location: str, moved: bool, seed: int = 7):  # type: ignore[no-untyped-def]
    state = replace(fresh(seed), location=location, moved=moved, phase="long-event",
                    hazard_deck=("TW-29",) * 5)
    return begin(state, seed)


@pytest.mark.rule("TBA-SEQ-8", "TBA-SEQ-9", "TBA-SEQ-10")
def test_two_hazards_in_a_region_desolation_goes_face_up():
    facts, after = _region_turn("Anduin Vales", moved=True)
    draws = [(f.data["number"], f.rule) for f in of_kind(facts, "HazardDrawn")]
    assert draws == [(1, "TBA-SEQ-8"), (2, "TBA-SEQ-10")]
    assert [f.rule for f in of_kind(facts, "HazardPlacedInRow")] == ["TBA-SEQ-9"] * 2
    assert after.row == ("TW-29", "TW-29")


@pytest.mark.rule("TBA-SEQ-11")
def test_third_hazard_only_when_moving_into_the_three_regions():
    facts, _ = _region_turn("High Pass", moved=True)
    assert [f.rule for f in of_kind(facts, "HazardDrawn")] == [
        "TBA-SEQ-8", "TBA-SEQ-10", "TBA-SEQ-11"]
    facts, _ = _region_turn("High Pass", moved=False)
    assert len(of_kind(facts, "HazardDrawn")) == 2


@pytest.mark.rule("TBA-SEQ-7", "TBA-SEQ-9")
def test_face_up_creatures_attack_first_in_draw_order_when_keyable():
    # Orc-patrol (wilderness) and Abductor (border-land) lie face up; in Rhudaur
    # (wilderness) only the Orc-patrol can be keyed.
    state = replace(fresh(), location="Rhudaur", phase="long-event",
                    row=("TW-1", "TW-74", "TW-29"), hazard_deck=("TW-29",) * 5)
    facts, after = begin(state)
    declared = of_kind(facts, "AttackDeclared")
    assert [(f.data["card"], f.data["origin"], f.rule) for f in declared] == [
        ("TW-74", "row", "TBA-SEQ-7")]
    assert after.row == ("TW-1", "TW-29")
    assert of_kind(facts, "HazardDrawn") == []  # the attack waits for the defender


@pytest.mark.rule("TBA-SEQ-13")
def test_location_cards_stay_so_the_company_can_go_back():
    state = replace(fresh(), location="High Pass")
    assert "move:Rhudaur" in ids(state) and "move:Goblin-gate" in ids(state)
    assert layout.route("The Lonely Mountain", "Bag End")[-1] == "Bag End"


@pytest.mark.rule("TBA-SEQ-15")
def test_site_phase_enter_or_pass():
    state = replace(fresh(), phase=SITE, step="before-entering", location="Goblin-gate")
    assert ids(state)[:2] == ["enter", "pass"]
    facts, after = act(state, "enter")
    entered = only(facts, "SiteEntered")
    assert entered.data["attacks"][0]["race"] == "Orcs"
    assert after.combat is not None and after.combat.attack.strikes == 3


@pytest.mark.rule("TBA-SEQ-16", "TBA-SEQ-17")
def test_end_of_turn_draws_one_and_discards_down_to_five():
    state = fresh()
    assert len(state.hand) == 5
    ending = replace(state, phase=END_OF_TURN, step="")
    facts, after = begin(ending)
    assert only(facts, "ResourcesDrawn").data["cards"] == [state.resource_deck[0]]
    assert after.step == DISCARD_HAND and len(after.hand) == 6
    card = after.hand[0]
    facts, later = act(after, f"discard:{card}")
    assert only(facts, "ResourceDiscarded").rule == "TBA-SEQ-16"
    assert len(later.hand) == 5 and later.turn == state.turn + 1


@pytest.mark.rule("TBA-WIN-1")
def test_losing_the_hobbit_loses_the_game():
    state = keep(fresh(), BILBO, ORI)
    state = replace(state, location="Anduin Vales", phase="long-event", row=(),
                    hazard_deck=("TW-5",) * 4)  # Ambusher: 2 strikes, prowess 10
    for seed in range(40):
        facts, after = begin(state, seed)
        facts2, after = act(after, "assign-done", seed=seed)
        while after.outcome is None and after.combat is not None:
            fight = after.combat
            step = "roll" if fight.striking else f"resolve:{fight.waiting[0]}"
            more, after = act(after, step, seed=seed)
            facts2 += more
        if after.outcome == "lost":
            ended = only(facts2, "GameEnded")
            assert (ended.rule, ended.data["reason"]) == (
                "TBA-WIN-1", "Bilbo is eliminated")  # the reason names how, from 68
            assert BILBO in after.eliminated
            return
    raise AssertionError("no seed eliminated the Hobbit")


@pytest.mark.rule("TBA-WIN-2")
def test_drawing_the_last_resource_card_loses():
    state = replace(fresh(), phase=END_OF_TURN, step="", resource_deck=("TW-206",))
    facts, after = begin(state)
    ended = only(facts, "GameEnded")
    assert (ended.rule, ended.data["outcome"]) == ("TBA-WIN-2", "lost")
    assert RULESET.result(after)["outcome"] == "lost"


@pytest.mark.rule("TBA-WIN-3")
def test_winning_when_the_hobbit_reaches_bag_end_with_the_item():
    state = give(replace(fresh(), location="The Shire", quest_item="TW-295",
                         quest_given=True), BILBO, "TW-295")
    facts, after = act(state, "move:Bag End")
    ended = only(facts, "GameEnded")
    assert (ended.rule, ended.data["outcome"]) == ("TBA-WIN-3", "won")
    without = replace(fresh(), location="The Shire")
    facts, after = act(without, "move:Bag End")
    assert of_kind(facts, "GameEnded") == [] and after.outcome is None
    assert GLOIN in [c.card_id for c in after.company]
