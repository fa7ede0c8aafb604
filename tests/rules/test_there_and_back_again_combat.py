"""There and Back Again: hazards, combat and resources (clauses TBA-HAZ, TBA-RES), and the
standard combat rules they build on (CoE 3.ii-3.v)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine import effects
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.there_and_back_again.state import Combat, State
from domain.rulesets.there_and_back_again.versions import RESCUE_FROM, STEALTH_ROW_FROM
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    CATALOG,
    GLOIN,
    RULESET,
    THORIN,
    act,
    begin,
    checked,
    fresh,
    give,
    ids,
    keep,
    played_as,
    with_states,
)
from tests.support import advance_from, decide_from, of_kind, only

CAVE_DRAKE, GIANT_SPIDERS = "TW-20", "TW-40"


def drawing(location: str, *hazards: str, seed: int = 7, **changes: object) -> tuple:  # type: ignore[type-arg]
    state = replace(fresh(seed), location=location, moved=False, phase="long-event",
                    hazard_deck=hazards, row=(), **changes)
    return begin(state, seed)


def fighting(card: str, company: tuple[str, ...] = (BILBO, THORIN, BALIN, GLOIN),
             **changes: object) -> State:
    state = keep(fresh(), *company)
    attack = Attack.from_creature(CATALOG.get(card), len(state.company))
    return replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0,
                   combat=Combat(attack, "draw", card), **changes)


@pytest.mark.rule("TBA-HAZ-1", "TBA-RES-3", "TBA-RES-4")
def test_wizard_cancels_an_attack_and_returns_to_the_deck():
    state = fighting("TW-74", hand=("TW-156", "TW-206"))
    facts, after = act(state, "wizard:cancel-attack")
    assert only(facts, "CardPlayed").rule == "TBA-RES-3"
    assert only(facts, "AttackCanceled").rule == "CoE-3.i"
    ended = only(facts, "AttackEnded")
    assert (ended.rule, ended.data["canceled"], ended.data["defeated"]) == (
        "TBA-HAZ-1", True, False)
    assert after.hazard_discard[-1] == "TW-74"
    shuffled = only(facts, "DeckShuffled")
    assert shuffled.rule == "TBA-RES-4" and "TW-156" in after.resource_deck
    assert "TW-156" not in after.hand and "TW-156" not in after.resource_discard


@pytest.mark.rule("TBA-RES-3")
def test_wizard_untaps_or_heals_to_untapped():
    state = with_states(fresh(), TW_183="tapped", TW_123="wounded")
    state = replace(state, hand=("TW-156",))
    assert {"wizard:untap:TW-183", "wizard:heal:TW-123"} <= set(ids(state))
    _, after = act(state, "wizard:heal:TW-123")
    assert after.character(BALIN).state == "untapped"
    with pytest.raises(IllegalAction) as refused:
        act(state, "wizard:untap:TW-131")  # Bilbo is not tapped
    assert refused.value.clause == "TBA-RES-3"


@pytest.mark.rule("TBA-HAZ-2")
def test_double_wilderness_creatures_only_in_rhudaur_and_high_pass():
    assert RULESET._keys("TW-20", "Rhudaur") == ["region-type:wilderness"]
    assert RULESET._keys("TW-20", "High Pass") == ["region-type:wilderness"]
    assert RULESET._keys("TW-20", "Arthedain") == []
    assert RULESET._keys("TW-20", "The Lonely Mountain") == []  # not even by site type
    facts, after = drawing("Arthedain", "TW-20", "TW-29")
    assert [f.data["card"] for f in of_kind(facts, "HazardPlacedInRow")] == ["TW-20", "TW-29"]


@pytest.mark.rule("TBA-HAZ-3")
def test_prevented_creatures_still_drawn_and_placed_face_up():
    facts, after = drawing("Rhudaur", "TW-74", "TW-74", creatures_prevented=True)
    assert [f.rule for f in of_kind(facts, "HazardPlacedInRow")] == ["TBA-HAZ-3"] * 2
    assert after.row == ("TW-74", "TW-74") and after.combat is None


@pytest.mark.rule("TBA-SEQ-7", "TBA-HAZ-3")
def test_prevented_creatures_of_the_row_stay_in_it_without_attacking():
    # Cave-drake and Giant Spiders face up in the row, both keyable to Rhudaur: creatures
    # face up there are played on the company (TBA-SEQ-7), which Stealth forbids this turn.
    row = (CAVE_DRAKE, GIANT_SPIDERS)
    hidden = replace(fresh(), location="Rhudaur", moved=False, phase="long-event", row=row,
                     hazard_deck=("TW-74", "TW-74"), creatures_prevented=True)
    facts, after = begin(hidden)
    assert _row_queue(facts) == []
    assert not of_kind(facts, "AttackDeclared") and after.combat is None
    assert after.row == (*row, "TW-74", "TW-74")
    # Without Stealth, the first of them attacks.
    facts, after = begin(replace(hidden, creatures_prevented=False))
    assert _row_queue(facts) == list(row)
    declared = only(facts, "AttackDeclared")
    assert (declared.rule, declared.data["origin"], declared.data["card"]) == (
        "TBA-SEQ-7", "row", CAVE_DRAKE)
    # Up to STEALTH_ROW_FROM, as played: the row's creatures attacked all the same.
    facts, _ = advance_from(played_as(STEALTH_ROW_FROM - 1), hidden)
    assert _row_queue(facts) == list(row)
    assert only(facts, "AttackDeclared").data["card"] == CAVE_DRAKE


def _row_queue(facts: list[Fact]) -> object:
    """The row's creatures the movement/hazard phase begun in ``facts`` has the company face."""
    began = [f for f in of_kind(facts, "PhaseBegan") if f.data["phase"] == "movement-hazard"]
    assert len(began) == 1
    return began[0].data["row_queue"]


@pytest.mark.rule("TBA-HAZ-4", "TBA-RES-2")
def test_attacker_picks_targets_by_mind_then_influence_body_prowess():
    state = fighting("TW-17")  # Brigands: 2 strikes
    facts, after = act(state, "assign-done")
    assert [(f.data["character"], f.rule) for f in of_kind(facts, "StrikeAssigned")] == [
        (THORIN, "TBA-HAZ-4"), (BALIN, "TBA-HAZ-4")]  # Balin: same as Glóin, less prowess
    tapped = with_states(state, TW_183="tapped")
    facts, _ = act(tapped, "assign-done")
    assert [f.data["character"] for f in of_kind(facts, "StrikeAssigned")] == [BALIN, GLOIN]


@pytest.mark.rule("TBA-HAZ-4")
def test_defender_assigns_untapped_first_coe_3_ii():
    state = with_states(fighting("TW-17"), TW_123="tapped")
    assert "assign:TW-123" not in ids(state)
    _, after = act(state, "assign:TW-160")
    _, after = act(after, "assign-done")
    assert after.combat is not None and after.combat.assigned == (GLOIN, THORIN)


@pytest.mark.rule("TBA-HAZ-5")
def test_minions_stir_after_the_second_orc_or_troll():
    facts, after = drawing("Rhudaur", "TW-74", creature_counts=(("Minions Stir", 1),))
    declared = only(facts, "AttackDeclared")
    assert (declared.data["attack"]["strikes"], declared.data["attack"]["prowess"]) == (3, 6)
    assert only(facts, "ThreatInEffect").data["name"] == "Minions Stir"
    facts, _ = drawing("Rhudaur", "TW-74", threats=("Minions Stir",))
    declared = only(facts, "AttackDeclared")
    assert (declared.data["attack"]["strikes"], declared.data["attack"]["prowess"]) == (4, 7)
    assert declared.data["threats"] == ["TBA-HAZ-5"]


@pytest.mark.rule("TBA-HAZ-6")
def test_wake_of_war_after_the_second_wolf_spider_or_animal():
    facts, _ = drawing("Anduin Vales", "TW-114", creature_counts=(("Wake of War", 1),))
    assert only(facts, "ThreatInEffect").rule == "TBA-HAZ-6"
    facts, _ = drawing("Anduin Vales", "TW-114", threats=("Wake of War",))
    attack = only(facts, "AttackDeclared").data["attack"]
    assert (attack["strikes"], attack["prowess"]) == (4, 9)


@pytest.mark.rule("TBA-HAZ-7")
def test_plague_of_wights_gives_undead_one_prowess():
    facts, _ = drawing("Rhudaur", "TW-23", creature_counts=(("Plague of Wights", 1),))
    assert only(facts, "ThreatInEffect").rule == "TBA-HAZ-7"
    facts, _ = drawing("Rhudaur", "TW-23", threats=("Plague of Wights",))
    attack = only(facts, "AttackDeclared").data["attack"]
    assert (attack["strikes"], attack["prowess"]) == (1, 8)


@pytest.mark.rule("TBA-HAZ-8")
def test_dragons_desolations_strengthen_the_lonely_mountain():
    state = replace(fresh(), location="The Lonely Mountain", phase="site",
                    step="before-entering", row=("TW-29", "TW-1", "TW-29"))
    facts, after = act(state, "enter")
    assert only(facts, "DesolationsDiscarded").rule == "TBA-HAZ-8"
    attack = only(facts, "AttackDeclared").data["attack"]
    assert (attack["race"], attack["strikes"], attack["prowess"]) == ("Dragon", 3, 18)
    assert after.row == ("TW-1",) and after.hazard_discard[-2:] == ("TW-29", "TW-29")


@pytest.mark.rule("TBA-HAZ-9")
def test_exhausted_hazard_deck_is_the_shuffled_discard_pile():
    facts, after = drawing("Arthedain", hazard_discard=("TW-29", "TW-1", "TW-20"))
    shuffled = only(facts, "DeckShuffled")
    assert shuffled.rule == "TBA-HAZ-9" and sorted(shuffled.data["cards"]) == [
        "TW-1", "TW-20", "TW-29"]
    assert len(of_kind(facts, "HazardDrawn")) == 2 and after.hazard_discard == ()


@pytest.mark.rule("TBA-RES-1")
def test_marshalling_points_do_not_count():
    state = replace(fresh(), kill_points=3)
    assert RULESET.score(state) == {"total": 0, "marshalling_points_count": False,
                                    "kill_points_not_counted": 3, "rule": "TBA-RES-1"}


@pytest.mark.rule("TBA-RES-5")
def test_greater_item_given_to_the_hobbit_sends_dwarves_away():
    state = replace(fresh(), location="The Lonely Mountain", phase="site", step="entered",
                    hand=("TW-295", "TW-206"))
    facts, after = act(state, f"play:TW-295:{BILBO}")
    played = only(facts, "ItemPlayed")
    assert played.data["quest"] is True and only(facts, "QuestItemGiven").rule == "TBA-RES-5"
    assert after.character(BILBO).bears("TW-295") and "TW-431" not in after.tapped_sites
    organizing = replace(after, phase="organization", step="")
    facts, leaving = act(organizing, "move:Northern Rhovanion")
    assert only(facts, "DwarvesMustLeave").data["count"] == 2
    assert ids(leaving)[0].startswith("discard-dwarf:")
    _, leaving = act(leaving, "discard-dwarf:TW-173")
    facts, leaving = act(leaving, "discard-dwarf:TW-141")
    assert len(leaving.company) == 12
    assert [f.data["phase"] for f in of_kind(facts, "PhaseBegan")][0] == "long-event"


@pytest.mark.rule("TBA-RES-5")
def test_item_given_later_by_transfer_with_corruption_check_coe_2_ii_5():
    state = give(replace(fresh(), quest_item="TW-295"), THORIN, "TW-295")
    facts, after = checked(state, f"transfer:TW-295:{THORIN}:{BILBO}", seed=3)
    check = only(facts, "CorruptionChecked")
    assert check.rule == "CoE-7.1" and check.data["points"] == 2
    if check.data["result"] == "passed":
        assert after.character(BILBO).bears("TW-295") and after.quest_given
    else:
        assert THORIN not in [c.card_id for c in after.company]


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.4")
def test_strike_sequence_support_and_stay_untapped_coe_3_iv():
    state = fighting("TW-40", company=(BILBO, THORIN, BALIN, GLOIN, "TW-173"))  # 2 strikes
    _, state = act(state, f"assign:{THORIN}")
    _, state = act(state, f"assign:{GLOIN}")
    _, state = act(state, "assign-done")
    assert [i for i in ids(state) if i.startswith("resolve:")] == [f"resolve:{THORIN}",
                                                                   f"resolve:{GLOIN}"]
    facts, state = act(state, f"resolve:{GLOIN}")  # the defender's order (CoE 3.iv)
    assert only(facts, "StrikeSequenceBegan").data == {"character": GLOIN}
    _, state = act(state, "support:TW-173")
    _, state = act(state, "stay-untapped")
    assert state.character("TW-173").state == "tapped"
    facts, after = act(state, "roll")
    strike = only(facts, "StrikeResolved")
    assert strike.data["prowess"] == 5 + 1 - 3
    expected = {True: "failed", False: "succeeded"}
    total = strike.data["roll"] + strike.data["prowess"]
    if total != 10:
        assert strike.data["result"] == expected[total > 10]


@pytest.mark.rule("TBA-RES-1")
def test_declared_effect_is_a_player_ruling_and_bad_ones_change_nothing():
    # Rescue Prisoners, declared before RESCUE_FROM (played by its card from it:
    # test_there_and_back_again_rescue_prisoners.py).
    declaring = played_as(RESCUE_FROM - 1)
    state = replace(with_states(fresh(), TW_183="tapped"), hand=("TW-315",))
    assert "declare:TW-315" in [a.id for a in declaring.actions(state)]
    # Its target is listed: the company's characters, then the hazards face up in the row.
    in_row = replace(state, row=("TW-16",))
    declared = next(a for a in declaring.actions(in_row) if a.id == "declare:TW-315")
    assert declared.candidates == {"effect": tuple(effects.VOCABULARY),
                                   "target": (*(c.card_id for c in state.company), "TW-16")}
    facts, after = decide_from(declaring, state, "declare:TW-315",
                               {"effect": "untap", "target": THORIN}, 7)
    ruling = only(facts, "PlayerRuling")
    assert ruling.rule == "declared-effect" and after.character(THORIN).untapped
    assert declaring.narrate(ruling) == ("PLAYER RULING: Rescue Prisoners played as declared "
                                         "effect: untap Thorin II. [declared-effect]")
    for args in ({"effect": "untap", "target": BILBO}, {"effect": "fly"},
                 {"effect": "cancel-attack"}):
        with pytest.raises(IllegalAction):
            decide_from(declaring, state, "declare:TW-315", args, 7)


@pytest.mark.rule("TBA-SEQ-3")  # and CoE 5.1 (Dark Quarrels cancels)
def test_refusals_name_the_clause_and_change_nothing():
    state = fresh()  # organizing at Bag End, a site
    with pytest.raises(IllegalAction) as refused:
        act(state, "roll")
    assert refused.value.clause == "TBA-SEQ-3"
    wolves = fighting("TW-114", hand=("TW-207",))
    assert "play:TW-207:cancel" not in ids(wolves)  # Dark Quarrels: Orcs, Trolls, Men only
    with pytest.raises(IllegalAction) as refused:
        act(wolves, "play:TW-207:cancel")
    assert refused.value.clause == "CoE-5.1"
    orcs = fighting("TW-74", hand=("TW-207",))
    facts, after = act(orcs, "play:TW-207:cancel")
    assert only(facts, "AttackCanceled").data["by"] == "CoE-5.1"


@pytest.mark.rule("TBA-HAZ-4", "CoE-3.iii", "CoE-3.iv.2")
def test_excess_strikes_go_to_the_strike_the_scenario_attacker_picks_coe_3_iv_2():
    """Five strikes on three Dwarves: two excess (CoE 3.iii, the assignment counting them),
    allocated by the attacker (TBA-HAZ-4: the highest mind, Thorin) to his strike, whichever
    order the defender resolves them in (CoE 3.iv.2)."""
    state = fighting("TW-40", company=(THORIN, BALIN, GLOIN))
    state = replace(state, combat=replace(state.combat,
                                          attack=state.combat.attack.modified(strikes=3)))
    for who in (THORIN, BALIN, GLOIN):
        _, state = act(state, f"assign:{who}")
    facts, state = act(state, "assign-done")
    assigned = only(facts, "StrikesAssigned")
    assert (assigned.rule, assigned.data) == ("CoE-3.iii", {"excess": 2, "excess_on": THORIN})
    facts, first = act(state, f"resolve:{GLOIN}")
    assert of_kind(facts, "ExcessStrikesAllocated") == [] and first.combat.allocated == 0
    facts, thorin = act(state, f"resolve:{THORIN}")
    allocated = only(facts, "ExcessStrikesAllocated")
    assert (allocated.rule, allocated.data) == ("CoE-3.iv.2", {"character": THORIN, "amount": 2})
    facts, _ = act(thorin, "roll")
    assert only(facts, "StrikeResolved").data["prowess"] == \
        thorin.character(THORIN).effective_prowess - 2


@pytest.mark.rule("CoE-3.iv")
def test_resolving_an_unassigned_or_resolved_strike_is_refused_coe_3_iv():
    state = fighting("TW-40", company=(THORIN, BALIN, GLOIN))
    _, state = act(state, f"assign:{THORIN}")
    _, state = act(state, f"assign:{BALIN}")
    _, state = act(state, "assign-done")
    for refused_id in (f"resolve:{GLOIN}", "roll"):
        with pytest.raises(IllegalAction) as refused:
            act(state, refused_id)
        assert refused.value.clause == "CoE-3.iv"
    assert state.combat.striking is None and state.combat.resolved == ()


@pytest.mark.rule("CoE-3.I.2")
def test_eliminated_characters_items_pass_by_the_players_choice_coe_3_i_2():
    """Balin falls with Glamdring and a dagger: each unwounded companion (not wounded Thorin)
    may take one; the player gives Glamdring to Glóin and lets the dagger be discarded."""
    base = with_states(give(give(keep(fresh(), BILBO, THORIN, BALIN, GLOIN), BALIN, "TW-244"),
                            BALIN, "TW-206"), TW_183="wounded")
    overwhelming = Attack("TW-40", "overwhelming", "Orcs", 1, 30)
    base = replace(base, location="Rhudaur", phase="movement-hazard", draws_left=0,
                   combat=Combat(overwhelming, "draw", "TW-40"))
    _, base = act(base, f"assign:{BALIN}")
    _, base = act(base, "assign-done")
    for seed in range(40):
        facts, state = act(base, "roll", seed=seed)
        if not of_kind(facts, "CharacterEliminated"):
            continue
        assert state.legacy and state.combat is not None
        assert sorted(i for i in ids(state) if i.startswith("inherit")) == sorted([
            f"inherit:TW-244:{BILBO}", f"inherit:TW-244:{GLOIN}", f"inherit:TW-206:{BILBO}",
            f"inherit:TW-206:{GLOIN}", "inherit-done"])
        with pytest.raises(IllegalAction) as refused:
            act(state, f"inherit:TW-244:{THORIN}")
        assert refused.value.clause == "CoE-3.I.2"
        facts, state = act(state, f"inherit:TW-244:{GLOIN}")
        assert only(facts, "ItemInherited").rule == "CoE-3.I.2"
        assert state.character(GLOIN).bears("TW-244")
        assert [i for i in ids(state) if i.startswith("inherit")] == [
            f"inherit:TW-206:{BILBO}", "inherit-done"]
        facts, state = act(state, "inherit-done")
        assert only(facts, "ItemsDiscarded").data == {"items": ["TW-206"]}
        assert state.resource_discard[-1] == "TW-206" and not state.legacy
        assert only(facts, "AttackEnded").data["defeated"] is False and state.combat is None
        return
    raise AssertionError("no seed eliminated Balin")
