"""The Road Goes Ever On with several companies: a split company plays a movement/hazard
phase and a site phase per company (RGO-HAZ-1, RGO-HAZ-5, RGO-GUARD-1), companies join at
the same site (CoE 2.II.3.5), and the Free Council counts every company at a Haven."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.chronicle import Chronicle, verify
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import chance_meeting
from domain.rulesets.road_goes_ever_on.state import (
    ORGANIZATION,
    SITE,
    Company,
    MPRecord,
)
from tests.rules.rgo_support import card, company, of, organizing, play


@pytest.mark.rule("CoE-2.IV", "CoE-2.V")
def test_the_player_chooses_the_order_of_the_companies_phases(rgo) -> None:  # type: ignore[no-untyped-def]
    start = organizing(rgo)
    ctx = Context(rgo, Table(3, {}, start))
    legolas, bree = card(rgo, "Legolas"), card(rgo, "Bree")
    play(rgo, ctx, f"split:{legolas}", f"move:c2:{bree}", "stay", "continue")
    assert [a.id for a in rgo.actions(ctx.state)] == ["next-company:c1", "next-company:c2"]
    waiting = ctx.state
    for action in ("next-company:c3", "end-turn", "explore"):
        with pytest.raises(IllegalAction) as refused:
            rgo.decide(ctx, action, {})
        assert refused.value.clause == "CoE-2.IV" and ctx.state == waiting
    play(rgo, ctx, "next-company:c2")  # Legolas's company goes first
    assert of(ctx.facts, "CompanyActivated", "HazardLimitSet", "CompanyArrived",
              "PhaseBegan")[-7:] == [
        ("CompanyActivated", "c2"),
        ("PhaseBegan", "movement-hazard"),
        ("HazardLimitSet", 2),
        ("CompanyArrived", "Bree"),
        ("CompanyActivated", "c1"),  # the last company still to move follows
        ("PhaseBegan", "movement-hazard"),
        ("HazardLimitSet", 3),
    ]
    assert ctx.state.moved_companies == ("c2",)
    assert ctx.state.awaited_company == ("site", ("c1", "c2"))
    play(rgo, ctx, "next-company:c2")  # Legolas's site phase first
    assert (ctx.state.company, ctx.state.site, ctx.state.phase) == ("c2", bree, SITE)
    play(rgo, ctx, "end-turn")
    assert (ctx.state.company, ctx.state.phase, ctx.state.turn) == ("c1", SITE, 1)
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, "next-company:c2", {})
    assert refused.value.clause == "CoE-2.IV"
    play(rgo, ctx, "end-turn")
    assert (ctx.state.turn, ctx.state.phase) == (2, ORGANIZATION)


@pytest.mark.rule("RGO-INN-9", "RGO-SITE-BH-6")
def test_hazard_limit_discards_and_training_belong_to_one_company(rgo) -> None:  # type: ignore[no-untyped-def]
    here, bree = card(rgo, "Rivendell"), card(rgo, "Bree")
    legolas, gimli = card(rgo, "Legolas"), card(rgo, "Gimli")
    eased = organizing(rgo, company="c1", eased=(("c1", "RGO-INN-9", 1),),
                       characters=company(rgo, "Aragorn II", "Gimli"),
                       companies=(Company("c2", here, company(rgo, "Legolas")),))
    assert (eased.limit_reduction, eased.eased_by) == (1, ("RGO-INN-9",))
    other = replace(eased, company="c2")
    assert (other.limit_reduction, other.eased_by) == (0, ())
    trained = replace(eased, trained=(legolas,))
    assert not trained.staying  # Legolas's company stays, not this one
    assert f"move:c2:{bree}" not in [a.id for a in rgo.actions(trained)]
    ctx = Context(rgo, Table(1, {}, trained))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"move:c2:{bree}", {})
    assert refused.value.clause == "RGO-SITE-BH-6" and ctx.state == trained
    assert replace(trained, trained=(gimli,)).staying


@pytest.mark.rule("CoE-2.II.3.6", "RGO-HAZ-1", "RGO-HAZ-5", "RGO-GUARD-1")
def test_a_split_company_plays_a_movement_hazard_and_a_site_phase_per_company(rgo) -> None:  # type: ignore[no-untyped-def]
    start = organizing(rgo)
    ctx = Context(rgo, Table(3, {}, start))
    legolas, bree = card(rgo, "Legolas"), card(rgo, "Bree")
    play(rgo, ctx, f"split:{legolas}", f"move:c2:{bree}")
    assert [c.name for c in ctx.state.characters] == ["Aragorn II", "Gimli", "Faramir"]
    assert ctx.state.companies == (Company("c2", start.site, company(rgo, "Legolas"), bree,
                                           ("wilderness", "wilderness")),)
    play(rgo, ctx, "stay", "continue")
    assert ctx.state.awaited_company == ("movement-hazard", ("c1", "c2"))
    play(rgo, ctx, "next-company:c1")
    assert ctx.state.awaited_company == ("site", ("c2", "c1"))
    play(rgo, ctx, "next-company:c2")
    facts = ctx.facts
    assert of(facts, "CompanyActivated", "HazardPileDrawn", "HazardLimitSet", "HazardOnGuard",
              "NoOnGuardAtHaven", "CompanyArrived", "PhaseBegan") == [
        ("PhaseBegan", "long-event"),
        ("PhaseBegan", "movement-hazard"),  # the company of three stays at Rivendell
        ("HazardPileDrawn", 3),
        ("HazardLimitSet", 3),  # its own size (RGO-HAZ-5)
        ("CompanyActivated", "c2"),  # Legolas's own phase (RGO-HAZ-1)
        ("PhaseBegan", "movement-hazard"),
        ("HazardPileDrawn", 4),  # its own Hazard Pile, for its own new site (RGO-HAZ-1)
        ("HazardLimitSet", 2),
        ("HazardOnGuard", bree),  # placed at his new site (RGO-GUARD-1)
        ("CompanyArrived", "Bree"),
        ("PhaseBegan", "site"),
    ]
    assert (ctx.state.company, ctx.state.site, ctx.state.phase) == ("c2", bree, SITE)
    assert end_label(rgo, ctx.state) == ("End this company's site phase: the company of "
                                         "Aragorn II, Gimli, Faramir takes its site phase next")
    play(rgo, ctx, "end-turn")  # Legolas's site phase ends: the others' begins
    assert (ctx.state.company, ctx.state.site, ctx.state.phase) == ("c1", start.site, SITE)
    assert ctx.state.turn == 1
    assert end_label(rgo, ctx.state) == "End the site phase and the turn"
    play(rgo, ctx, "end-turn")  # the last site phase ends the turn
    assert (ctx.state.turn, ctx.state.phase) == (2, ORGANIZATION)
    assert sorted((c.id, c.site) for c in ctx.state.all_companies()) == [
        ("c1", start.site), ("c2", bree)]


def end_label(rgo, state) -> str:  # type: ignore[no-untyped-def]
    return next(a.label for a in rgo.actions(state) if a.id == "end-turn")


@pytest.mark.rule("CoE-2.V")
def test_ending_a_site_phase_says_whether_the_turn_ends_or_which_company_follows(rgo) -> None:  # type: ignore[no-untyped-def]
    here, bree = card(rgo, "Rivendell"), card(rgo, "Bree")
    waiting = (Company("c2", here, company(rgo, "Legolas")),
               Company("c3", here, company(rgo, "Gimli")))
    first = organizing(rgo, phase=SITE, site=bree, characters=company(rgo, "Aragorn II"),
                       companies=waiting)
    assert end_label(rgo, first) == ("End this company's site phase: the player chooses which "
                                     "of 2 companies takes its site phase next")
    ctx = Context(rgo, Table(1, {}, first))
    rgo.decide(ctx, "end-turn", {})
    assert ctx.state.awaited_company == ("site", ("c2", "c3"))
    assert (ctx.state.turn, ctx.state.phase) == (1, SITE)


@pytest.mark.not_a_rule("a label is shown, never recorded")
def test_an_end_turn_decision_records_the_action_id_alone(rgo) -> None:  # type: ignore[no-untyped-def]
    chronicle = Chronicle.begin(rgo, 5, {})
    while not any(a.id == "end-turn" for a in chronicle.actions()):
        chronicle.decide(*rgo.policy(chronicle.table.rules, chronicle.actions()))
    before = len(chronicle.records)
    chronicle.decide("end-turn", {})
    decision = chronicle.records[before]
    assert (decision.kind, dict(decision.data)) == ("Decision", {"action": "end-turn",
                                                                 "args": {}})


@pytest.mark.rule("CoE-2.II.3.6", "CoE-2.II.3.5")
def test_split_companies_must_move_and_cannot_rejoin_in_the_same_phase(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = Context(rgo, Table(1, {}, organizing(rgo)))
    rgo.decide(ctx, f"split:{card(rgo, 'Legolas')}", {})
    split = ctx.state
    for action, rule in (("stay", "CoE-2.II.3.6"), ("join:c2", "CoE-2.II.3.6"),
                         (f"split:{card(rgo, 'Legolas')}", "CoE-2.II.3.6")):
        with pytest.raises(IllegalAction) as refused:
            rgo.decide(ctx, action, {})
        assert refused.value.clause == rule
        assert ctx.state == split
    # Legolas leads the new company now: a second split of him names him.
    assert refused.value.message == "Legolas is not in the company."


@pytest.mark.rule("CoE-2.II.3.6")
def test_with_no_site_to_reach_no_split_is_offered_and_the_automatic_player_stays(rgo) -> None:  # type: ignore[no-untyped-def]
    # A split here would leave only the declared short-event in hand to choose: it took no
    # arguments from the automatic player and was refused. (A Chance Meeting was declared up
    # to the version before chance_meeting.SINCE_VERSION, played here.)
    rgo = rgo.at_version(str(chance_meeting.SINCE_VERSION - 1))
    chance = card(rgo, "A Chance Meeting")
    start = organizing(rgo, site=card(rgo, "Bree"), site_deck=(), hand=(chance,))
    offered = [a.id for a in rgo.actions(start)]
    assert [i for i in offered if i.startswith(("split:", "move:"))] == []
    assert f"declare-resource:{chance}" in offered
    ctx = Context(rgo, Table(1, {}, start))
    action, args = rgo.policy(start, rgo.actions(start))
    assert (action, args) == ("stay", {})
    rgo.decide(ctx, action, args)
    assert ctx.state.phase != ORGANIZATION
    with_sites = replace(start, site_deck=(card(rgo, "Rivendell"),))
    assert f"split:{card(rgo, 'Legolas')}" in [a.id for a in rgo.actions(with_sites)]


@pytest.mark.rule("CoE-2.II.3.6", "CoE-2.II.7.1")
def test_the_moves_offered_keep_all_but_one_split_company_moving(rgo) -> None:  # type: ignore[no-untyped-def]
    legolas, gimli = card(rgo, "Legolas"), card(rgo, "Gimli")
    bree, weathertop = card(rgo, "Bree"), card(rgo, "Weathertop")

    def own_moves() -> list[str]:
        return [a.id for a in rgo.actions(ctx.state)
                if a.id == "stay" or (a.id.startswith("move:") and a.id.count(":") == 1)]

    ctx = Context(rgo, Table(1, {}, organizing(rgo)))
    play(rgo, ctx, f"split:{legolas}", f"split:{gimli}")
    # Three companies from one: two of them must move, and none has planned to yet.
    assert own_moves() == []
    for action in ("stay", f"move:{bree}"):
        with pytest.raises(IllegalAction) as refused:
            rgo.decide(ctx, action, {})
        assert refused.value.clause == "CoE-2.II.3.6"
    play(rgo, ctx, f"move:c2:{bree}")
    # Gimli's company may not follow Legolas's to Bree from the same site.
    assert f"move:c3:{bree}" not in [a.id for a in rgo.actions(ctx.state)]
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"move:c3:{bree}", {})
    assert refused.value.clause == "CoE-2.II.7.1"
    # One company still stays: this one may go where Legolas's does not, and not stay.
    assert own_moves() == [f"move:{weathertop}"]
    play(rgo, ctx, f"move:c3:{weathertop}")
    assert own_moves() == ["stay"]


@pytest.mark.rule("CoE-2.II.3.5")
def test_two_companies_at_the_same_site_join(rgo) -> None:  # type: ignore[no-untyped-def]
    here, bree = card(rgo, "Rivendell"), card(rgo, "Bree")
    start = organizing(rgo, characters=company(rgo, "Aragorn II"), companies=(
        Company("c2", here, company(rgo, "Legolas")), Company("c3", bree, company(rgo, "Gimli"))),
        companies_formed=3)
    ctx = Context(rgo, Table(1, {}, start))
    assert [a.id for a in rgo.actions(start) if a.id.startswith("join:")] == ["join:c2"]
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, "join:c3", {})
    assert refused.value.clause == "CoE-2.II.3.5" and ctx.state == start
    rgo.decide(ctx, "join:c2", {})
    assert [f.kind for f in ctx.facts] == ["CompaniesJoined"]
    assert [c.name for c in ctx.state.characters] == ["Aragorn II", "Legolas"]
    assert [c.id for c in ctx.state.companies] == ["c3"]


@pytest.mark.rule("RGO-WIN-1")
def test_the_free_council_counts_characters_at_a_haven_in_any_company(rgo) -> None:  # type: ignore[no-untyped-def]
    here, bree = card(rgo, "Rivendell"), card(rgo, "Bree")
    points = (MPRecord("x", "Orc-warriors", "faction", 25),)
    # The end of the turn, its steps done, the council offered (council.END_OF_TURN_SINCE).
    away = organizing(rgo, site=bree, characters=company(rgo, "Aragorn II"), mp=points,
                      companies=(Company("c2", here, company(rgo, "Legolas")),),
                      phase=SITE, council_offered=True)
    assert "call-council" in [a.id for a in rgo.actions(away)]
    nowhere = replace(away, companies=(Company("c2", bree, company(rgo, "Legolas")),))
    assert rgo.score(nowhere)["council"] == {  # type: ignore[comparison-overlap]
        "callable": False, "why_not": "A character must be at a Haven to call the Free Council."}


@pytest.mark.rule("CoE-2.V.i", "RGO-GUARD-1")
def test_an_on_guard_card_is_revealed_only_to_the_company_it_was_placed_for(rgo) -> None:  # type: ignore[no-untyped-def]
    bree, wolves = card(rgo, "Bree"), card(rgo, "Wolves")
    placed = organizing(rgo, phase=SITE, site=bree, on_guard=((wolves, bree),),
                        on_guard_for=((wolves, "c2"),))
    assert placed.guarding() is None
    assert replace(placed, company="c2").guarding() == wolves


@pytest.mark.rule("RGO-GEN-7")
def test_a_company_with_no_character_left_is_gone_and_the_game_goes_on(rgo) -> None:  # type: ignore[no-untyped-def]
    here, bree = card(rgo, "Rivendell"), card(rgo, "Bree")
    lost = organizing(rgo, phase=SITE, site=bree, characters=(), sited_companies=("c2",),
                      companies=(Company("c2", here, company(rgo, "Legolas")),))
    assert [a.id for a in rgo.actions(lost)] == ["end-turn"]
    ctx = Context(rgo, Table(1, {}, lost))
    rgo.decide(ctx, "end-turn", {})
    after = ctx.state
    assert (after.turn, after.phase, after.outcome) == (2, ORGANIZATION, None)
    assert (after.company, after.site, after.companies) == ("c2", here, ())
    assert [c.name for c in after.characters] == ["Legolas"]


@pytest.mark.rule("CoE-2.II.3.6", "RGO-HAZ-1", "RGO-SHADOW-10")
def test_a_seeded_game_with_a_split_company_ends_and_verifies(rgo) -> None:  # type: ignore[no-untyped-def]
    chronicle = Chronicle.begin(rgo, 5, {})
    bilbo = card(rgo, "Bilbo")
    chronicle.decide(f"split:{bilbo}", {})
    move = next(a.id for a in chronicle.actions() if a.id.startswith("move:c2:"))
    chronicle.decide(move, {})
    for _ in range(3000):
        if chronicle.result() is not None:
            break
        action, args = rgo.policy(chronicle.table.rules, chronicle.actions())
        chronicle.decide(action, args)
    result = chronicle.result()
    assert verify(rgo, chronicle.records).ok
    facts = [r.fact for r in chronicle.records]
    activated = [(f["company"], f["phase"]) for f in facts if f.kind == "CompanyActivated"]
    # Each turn: the first company's movement/hazard phase, then the second's and its site
    # phase, then the first's site phase.
    assert move == f"move:c2:{card(rgo, 'Lórien')}"
    assert activated[:4] == [("c2", "movement-hazard"), ("c1", "site")] * 2
    # With hazard events played only on characters they may target (RGO-TARGET-1), no
    # removal roll took a Shadow token away in this game; keeping a character untapped for the
    # quest of the site (defense_policy.py), two do; with the allies facing strikes (version
    # 149) the game ends before any does; from version 191 (the draws to a Haven by the site
    # of origin, among others) the game takes another course, and one does; from version 211
    # (the strikes left to chance wait for the defender's cards and items) another one; from
    # version 212 (the strikes the defender gives himself wait too) two; from version 216 (the
    # strikes of Crebain and the like one to each character, each_strikes.py) one; from version
    # 225 (Aragorn, failing at -3 against Lure of the Senses, no longer taps to try again that
    # turn, CoE 7.3) the game takes another course, and none does.
    removed = [f["cause"] for f in facts if f.kind == "ShadowChanged" and f.rule == "RGO-SHADOW-10"]
    assert removed == []
    # The automatic player plans both companies' movement: won at the Free Council, on turn
    # 17 from version 62 (Tom Bombadil leaves the company beyond his regions), on turn 19 from
    # version 67 (Gloom and Lure of Power played by the Shadow); from version 74 (the
    # hazard long-events of generation 3 played by their text) lost to the Shadow on turn 17,
    # from version 78 (the corruption cards' checks) on turn 19, from version 91 (the
    # long-events of generation 4) on turn 17; with each corruption card's bearer trying to
    # remove it every turn (corruption_policy.py) the company is lost on turn 15; keeping a
    # character untapped for the quest of the site (defense_policy.py), lost to the Shadow on
    # turn 21; with the allies facing strikes (version 149: Tom Bombadil and Treebeard take
    # some, the dice falling otherwise) the company is lost on turn 10; with Tom Bombadil
    # canceling Call of Home (version 158), lost to the Shadow on turn 19; from version 191
    # (the draws to a Haven by the site of origin, among others) on turn 20; from version 211
    # (the strikes left to chance wait for the defender's cards and items) the company is lost
    # on turn 18; from version 212 (the strikes the defender gives himself wait too) lost to
    # the Shadow on turn 21; from version 216 (each_strikes.py) on turn 20; from version 225
    # (a corruption card tried at -3 not tapped for again that turn) on turn 19.
    assert any(f.kind == "AllyDiscarded" for f in facts)
    assert result is not None and (result["outcome"], result["ended_by"], result["turns"]) == (
        "lost", "shadow", 19)
