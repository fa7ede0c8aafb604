"""The Balrog's clarifications where they act on The Road Goes Ever On: what was played on a
character leaving play is discarded with him (BA-DISC-1; from version 192 citing the clause of
his leaving, as this is a hero game), and Under-deeps moves of every
company, split off or not, roll as the destination is revealed (BA-UDMOVE-*), version 27 on; a
Dragon's At Home attacks at its lair and is defeated as a creature (BA-CLAR-1), version 30
on."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from domain.engine import coe
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import dragon_hunts
from domain.rulesets.road_goes_ever_on.balrog_rules import (
    AT_HOME_SINCE,
    HERO_CLAUSE_SINCE,
    SINCE_VERSION,
)
from domain.rulesets.road_goes_ever_on.elimination import eliminate
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, Company, State
from tests.rules.rgo_support import (
    at_version,
    begin,
    card,
    company,
    kinds,
    refused,
    run,
    settle,
    state,
    with_coe_cards,
)

EXTRA = ("The Iron-deeps", "Carn Dûm", "The Under-leas")
BEFORE = str(SINCE_VERSION - 1)  # the last version before these rules


@pytest.fixture(scope="module")
def rgo(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    return with_coe_cards(starter, coe_cards_path, EXTRA)


# -- BA-DISC-1: what was played on a character leaving play -----------------------------------

def lured(rgo: RoadGoesEverOn) -> State:
    aragorn, legolas = card(rgo, "Aragorn II"), card(rgo, "Legolas")
    return state(rgo, permanent_hazards=((card(rgo, "Lure of Nature"), aragorn),
                                         (card(rgo, "Lure of Expedience"), legolas),
                                         (card(rgo, "Lure of Creation"), aragorn)))


@pytest.mark.rule("BA-DISC-1", "CoE-3.I.2")
def test_the_corruption_cards_on_an_eliminated_character_go_to_the_discard_pile(rgo) -> None:  # type: ignore[no-untyped-def]
    start = lured(rgo)
    aragorn = start.characters[0]
    facts, after = run(rgo, start, lambda ctx: eliminate(ctx, aragorn, coe.ELIMINATED, "slain"))
    # From version 192 (HERO_CLAUSE_SINCE) they cite the clause of his leaving in this hero
    # game: a failed body check discards his non-follower cards (CoE-3.I.2).
    assert kinds(facts, "HazardLeftPlay", "CharacterEliminated") == [
        ("HazardLeftPlay", "CoE-3.I.2"), ("HazardLeftPlay", "CoE-3.I.2"),
        ("CharacterEliminated", "CoE-3.I.2")]
    assert after.hazard_discard == (card(rgo, "Lure of Nature"), card(rgo, "Lure of Creation"))
    assert after.permanent_hazards == ((card(rgo, "Lure of Expedience"), card(rgo, "Legolas")),)
    assert rgo.narrate(facts[0]) == \
        "Lure of Nature leaves play with Aragorn II, the character it was played on."
    # Version 191 cited the Balrog's BA-DISC-1, and replays so.
    facts, old = run(rgo.at_version(str(HERO_CLAUSE_SINCE - 1)), start,
                     lambda ctx: eliminate(ctx, aragorn, coe.ELIMINATED, "slain"))
    assert kinds(facts, "HazardLeftPlay") == [("HazardLeftPlay", "BA-DISC-1")] * 2
    assert old.hazard_discard == after.hazard_discard


@pytest.mark.rule("CoE-7.1")
def test_a_character_lost_to_corruption_discards_them_by_coe_7_1(rgo) -> None:  # type: ignore[no-untyped-def]
    start = lured(rgo)
    aragorn = start.characters[0]
    facts, _ = run(rgo, start, lambda ctx: eliminate(ctx, aragorn, coe.CORRUPTION_CHECK,
                                                      "failed a corruption check (discarded)",
                                                      out_of_play=False))
    assert kinds(facts, "HazardLeftPlay", "CharacterEliminated") == [
        ("HazardLeftPlay", "CoE-7.1"), ("HazardLeftPlay", "CoE-7.1"),
        ("CharacterEliminated", "CoE-7.1")]


@pytest.mark.rule("BA-DISC-1")
def test_the_version_before_lets_them_leave_the_game_unrecorded(rgo) -> None:  # type: ignore[no-untyped-def]
    start = lured(rgo)
    ctx = Context(rgo.at_version(BEFORE), Table(1, {}, start))
    eliminate(ctx, start.characters[0], coe.ELIMINATED, "slain")
    assert kinds(ctx.facts, "HazardLeftPlay") == []
    assert ctx.state.hazard_discard == ()
    assert ctx.state.permanent_hazards == ((card(rgo, "Lure of Expedience"),
                                            card(rgo, "Legolas")),)


@pytest.mark.rule("BA-DISC-1", "RGO-ABIL-7")
def test_beorn_going_back_to_the_hand_leaves_his_corruption_card_behind(rgo) -> None:  # type: ignore[no-untyped-def]
    beorn, lure = card(rgo, "Beorn"), card(rgo, "Lure of Nature")
    ending = state(rgo, phase=SITE, characters=company(rgo, "Beorn", "Aragorn II"),
                   used=(("RGO-ABIL-7", beorn, 1),), permanent_hazards=((lure, beorn),))
    old = rgo.at_version(str(HERO_CLAUSE_SINCE - 1))
    for ruleset, rule in ((rgo, "RGO-ABIL-7"), (old, "BA-DISC-1")):
        played = Context(ruleset, Table(1, {}, ending))
        ruleset.machinery(ending)[0].end_turn(played)
        assert kinds(played.facts, "HazardLeftPlay", "CharacterReturnedToHand") == [
            ("HazardLeftPlay", rule), ("CharacterReturnedToHand", "RGO-ABIL-7")]
    ctx = played
    assert (ctx.state.permanent_hazards, ctx.state.hazard_discard) == ((), (lure,))
    assert beorn in ctx.state.hand


# -- Under-deeps moves of a company split off --------------------------------------------------

def split_at(rgo: RoadGoesEverOn, site: str) -> State:
    here = card(rgo, site)
    base = state(rgo, phase=ORGANIZATION, site=here, company="c1",
                 characters=company(rgo, "Aragorn II"),
                 companies=(Company("c2", here, company(rgo, "Legolas")),),
                 site_deck=tuple(card(rgo, n) for n in (*EXTRA, "Rivendell")))
    return replace(base, options={**base.options, "under_deeps": True})


@pytest.mark.rule("BA-UDMOVE-1", "BA-UDMOVE-5")
def test_a_company_split_off_goes_down_to_the_iron_deeps(rgo) -> None:  # type: ignore[no-untyped-def]
    start, deeps = split_at(rgo, "Carn Dûm"), card(rgo, "The Iron-deeps")
    offered = {a.id: (a.label, a.rule) for a in rgo.actions(start)
               if a.id.startswith("move:c2:")}
    assert offered[f"move:c2:{deeps}"] == (
        "The company of Legolas moves to The Iron-deeps by the Under-deeps (no roll)",
        "BA-UDMOVE-1")
    facts, after = run(rgo, start, lambda ctx: rgo.decide(ctx, f"move:c2:{deeps}", {}))
    # The move cites the rule that lets it go down (move_clauses.CLAUSE_SINCE).
    assert [(f.kind, f.rule, f["company"], f["path"]) for f in facts] == [
        ("MovementPlanned", "BA-UDMOVE-1", "c2", [])]
    assert after.companies[0].destination == deeps


@pytest.mark.rule("BA-UDMOVE-1", "BA-UDMOVE-2")
def test_a_company_split_off_is_refused_a_move_by_the_under_deeps_rule_it_breaks(rgo) -> None:  # type: ignore[no-untyped-def]
    leas, rivendell = card(rgo, "The Under-leas"), card(rgo, "Rivendell")
    assert refused(rgo, split_at(rgo, "Carn Dûm"), f"move:c2:{leas}", "BA-UDMOVE-1") == (
        "The Under-leas is no Under-deeps site adjacent to Carn Dûm. [BA-UDMOVE-1]")
    assert refused(rgo, split_at(rgo, "The Iron-deeps"), f"move:c2:{rivendell}",
                   "BA-UDMOVE-2") == (
        "The Iron-deeps leads only to its adjacent sites (Carn Dûm, The Under-leas, The "
        "Under-vaults), not to Rivendell. [BA-UDMOVE-2]")


@pytest.mark.rule("BA-UDMOVE-1")
def test_the_version_before_moves_a_company_split_off_by_site_paths_only(rgo) -> None:  # type: ignore[no-untyped-def]
    start, deeps = split_at(rgo, "Carn Dûm"), card(rgo, "The Iron-deeps")
    old = rgo.at_version(BEFORE)
    assert f"move:c2:{deeps}" not in [a.id for a in old.actions(start)]
    with pytest.raises(IllegalAction) as refused:
        old.decide(Context(old, Table(1, {}, start)), f"move:c2:{deeps}", {})
    assert refused.value.clause == "RGO-HAZ-1"


@pytest.mark.rule("BA-UDMOVE-2", "BA-UDMOVE-3", "BA-UDMOVE-4")
def test_the_roll_out_of_the_iron_deeps_comes_as_the_phase_reveals_the_destination(rgo) -> None:  # type: ignore[no-untyped-def]
    leas = card(rgo, "The Under-leas")
    planned = split_at(rgo, "The Iron-deeps")
    facts, _ = run(rgo, planned, lambda ctx: rgo.decide(ctx, f"move:c2:{leas}", {}))
    assert kinds(facts, "UnderDeepsMoveRolled") == []  # not as the move is planned
    # Out of an Under-deeps site the move cites BA-UDMOVE-2, from version 198.
    assert [a.rule for a in rgo.actions(planned) if a.id == f"move:c2:{leas}"] == \
        ["BA-UDMOVE-2"]
    assert kinds(facts, "MovementPlanned") == [("MovementPlanned", "BA-UDMOVE-2")]
    leaving = replace(planned, companies=(), destination=leas, path=(),
                      hazards=tuple(card(rgo, "Wolves") for _ in range(8)))
    rolled = []
    for seed in (1, 2):
        ctx = begin(rgo, leaving, seed=seed)
        roll = next(f for f in ctx.facts if f.kind == "UnderDeepsMoveRolled")
        pile = next(f for f in ctx.facts if f.kind == "HazardPileDrawn")
        rolled.append((roll.rule, roll["roll"], roll["needed"], roll["arrived"], pile.rule,
                       ctx.state.site))
    # Too low: the company plays its phase as one that does not move (RGO-HAZ-6).
    assert rolled == [("BA-UDMOVE-4", 5, 6, False, "RGO-HAZ-6", planned.site),
                      ("BA-UDMOVE-3", 11, 6, True, "RGO-HAZ-1", leas)]


# -- BA-CLAR-1: a Dragon's At Home, defeated as a creature ------------------------------------

LAIR = ("Bairanax at Home", "Bairanax Ahunt", "Ovir Hollow")
#: The last version whose Ahunt in play makes no attack of its own (dragon_hunts.py) and whose
#: At Home attacks as it is revealed (dragon_homes.py).
HUNTS_BEFORE = str(dragon_hunts.SINCE_VERSION - 1)


@pytest.fixture(scope="module")
def lairs(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    return with_coe_cards(starter, coe_cards_path, LAIR)


def bound_for(rgo: RoadGoesEverOn, site: str) -> State:
    """Bairanax at Home on the Hazard Pile, Bairanax Ahunt in play, no Dragon table."""
    home, ahunt = card(rgo, "Bairanax at Home"), card(rgo, "Bairanax Ahunt")
    return state(rgo, destination=card(rgo, site), path=("wilderness", "border-land"),
                 hazards=(home,), long_in_play=(ahunt,),
                 options={"tables": {}, "dragon_table": False})


@pytest.mark.rule("BA-CLAR-1", "TD-MANIF-5")
def test_bairanax_at_home_defeated_at_its_lair_is_a_defeated_creature(lairs) -> None:  # type: ignore[no-untyped-def]
    home, ahunt = card(lairs, "Bairanax at Home"), card(lairs, "Bairanax Ahunt")
    played = at_version(lairs, HUNTS_BEFORE)  # from then on, its Ahunt in play attacks first
    ctx = begin(played, bound_for(played, "Ovir Hollow"), seed=96)
    settle(played, ctx)
    declared = next(f for f in ctx.facts if f.kind == "AttackDeclared")
    assert (declared.rule, declared["attack"]["strikes"], declared["attack"]["prowess"],
            declared["attack"]["race"]) == ("BA-CLAR-1", 2, 15, "Dragon")
    gained = next(f for f in ctx.facts if f.kind == "MarshallingPointsGained")
    assert (gained["card"], gained["kind"], gained["points"]) == (home, "kill", 3)
    defeated = next(f for f in ctx.facts if f.kind == "DragonDefeated")
    assert (defeated["dragon"], defeated["removed"]) == ("Bairanax", [ahunt])
    assert ctx.state.long_in_play == () and ctx.state.slain_dragons == ("Bairanax",)


@pytest.mark.rule("BA-CLAR-1")
def test_away_from_its_lair_an_at_home_is_discarded_and_before_version_30_declared(lairs) -> None:  # type: ignore[no-untyped-def]
    home = card(lairs, "Bairanax at Home")
    played = at_version(lairs, HUNTS_BEFORE)  # from then on, it comes into play
    facts = begin(played, bound_for(played, "Bree")).facts
    assert [(f.rule, f["reason"]) for f in facts if f.kind == "HazardDiscarded"] == [
        ("RGO-HAZ-3", "its attack is made at Ovir Hollow, not at Bree")]
    old = Context(lairs.at_version(str(AT_HOME_SINCE - 1)),
                  Table(1, {}, bound_for(lairs, "Ovir Hollow")))
    lairs.machinery(old.state)[0].movement_hazard(old)
    assert kinds(old.facts, "AttackDeclared", "HazardEffectAwaited") == [
        ("HazardEffectAwaited", "RGO-HAZ-2")]
    assert old.state.awaited_event == (home, old.state.awaited_event[1])
