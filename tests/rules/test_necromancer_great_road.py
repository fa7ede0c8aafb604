"""Guise of the Necromancer, from ``hand_cards.ROAD_FROM``: Great-road, at the end of the
organization phase, on a company at a Haven (``resource:<card>:road:<company>``): its hazards
count twice this turn (GON-HH-3), and as the end-of-turn phase begins, away from that Haven,
it goes back there (``road-home:<company>``: a move with no movement/hazard phase, which may
end The Investigation at Lórien, GON-STAGE-1) or stays (``road-stay:<company>``). The version
before asked the player to declare it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import of_kind, only

ROAD = "TW-249"
BEFORE = gon.RULESET.at_version(str(hand_cards.ROAD_FROM - 1))


def hazards_drawn(road: bool) -> int:
    state = gon.hazards(replace(gon.fresh(), hand=(ROAD,)), [], gon.FILLER)
    if road:
        _, state = gon.act(state, f"resource:{ROAD}:road:1")
    _, moving = gon.act(state, f"move:1:{gon.DOL_GULDUR}")
    facts, _ = gon.act(moving, "go", seed=3)
    return int(only(facts, "MovementHazardBegan")["cards"])


def at_dol_guldur(rescued: bool = False) -> State:
    """The end-of-turn phase begins: the starting company, on Great-road from Lórien, stands
    at Dol Guldur (Rescue Prisoners played there, or not)."""
    state = gon.fresh()
    return replace(state, phase="end-of-turn", step="discard-one", road=(("1", gon.LORIEN),),
                   rescued=rescued, tapped_sites=(gon.DOL_GULDUR,),
                   companies=(replace(state.companies[0], location=gon.DOL_GULDUR),))


@pytest.mark.rule("CoE-5.1", "GON-HH-3")
def test_great_road_doubles_the_hazards_of_a_company_leaving_a_haven() -> None:
    assert hand_cards.ROAD_FROM == 54 <= int(gon.RULESET.version)
    state = replace(gon.fresh(), hand=(ROAD,))
    assert f"resource:{ROAD}:road:1" in gon.ids(state)
    played, on_road = gon.act(state, f"resource:{ROAD}:road:1")
    taken = only(played, "GreatRoadTaken")
    assert (taken.rule, taken["company"], taken["haven"]) == ("CoE-5.1", "1", gon.LORIEN)
    assert on_road.road == (("1", gon.LORIEN),)
    assert f"resource:{ROAD}:road:1" not in gon.ids(on_road)  # once on a company
    assert hazards_drawn(road=True) == 2 * hazards_drawn(road=False)


@pytest.mark.rule("CoE-5.1", "GON-STAGE-1")
def test_at_the_end_of_the_turn_the_company_goes_back_to_its_haven() -> None:
    state = at_dol_guldur(rescued=True)
    # Before the discard, the choice; nothing else is offered.
    assert gon.ids(state) == ["road-home:1", "road-stay:1"]
    with pytest.raises(IllegalAction) as refused:
        gon.act(state, "keep")
    assert str(refused.value).startswith("A company on Great-road goes back to the Haven it "
                                         "left (road-home:<company>) or stays")
    facts, after = gon.act(state, "road-home:1")
    moved = only(facts, "CompanyMoved")
    assert (moved["origin"], moved["to"], moved["site_card"]) == (
        gon.DOL_GULDUR, gon.LORIEN, "discard")
    # Reaching Lórien after the rescue at Dol Guldur ends The Investigation.
    assert of_kind(facts, "InvestigationEnded")
    assert only(facts, "GreatRoadEnded")["back"] is True
    assert after.companies[0].location == gon.LORIEN and after.road == ()
    assert "keep" in gon.ids(after)  # the discard comes next


@pytest.mark.rule("CoE-5.1")
def test_it_may_stay_and_the_automatic_player_goes_back() -> None:
    state = at_dol_guldur()
    assert gon.RULESET.policy(state, gon.RULESET.actions(state)) == ("road-home:1", {})
    facts, after = gon.act(state, "road-stay:1")
    assert only(facts, "GreatRoadEnded")["back"] is False
    assert after.companies[0].location == gon.DOL_GULDUR and after.road == ()


@pytest.mark.rule("CoE-5.1")
def test_refused_on_a_company_away_from_a_haven_and_declared_before() -> None:
    away = replace(gon.fresh(), hand=(ROAD,), companies=(
        replace(gon.fresh().companies[0], location=gon.DOL_GULDUR),))
    with pytest.raises(IllegalAction) as refused:
        gon.act(away, f"resource:{ROAD}:road:1")
    assert str(refused.value).startswith(
        "Great-road cannot be played now: company 1 is not at a Haven.")
    with pytest.raises(IllegalAction) as refused:
        gon.act(gon.fresh(), "road-home:1")
    assert str(refused.value).startswith("Great-road's choice comes as the end-of-turn phase")
    ids = gon.ids(replace(gon.fresh(), hand=(ROAD,)), ruleset=BEFORE)
    assert f"declare-resource:{ROAD}" in ids and f"resource:{ROAD}:road:1" not in ids


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_it_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[ROAD] == coverage.InRuleset(coverage.SCRIPTED)


@pytest.mark.rule("CoE-5.1")
def test_the_evenstar_of_the_same_generations_gives_an_elf_one_prowess_this_turn() -> None:
    """Read with Great-road (the engine's eighteenth generation): The Evenstar, +1 prowess to
    an Elf until the end of the turn (its alternative needs Gates of Morning, which never
    comes into play here); the version before declared it."""
    evenstar = "TW-343"
    state = replace(gon.fresh(), hand=(evenstar,))
    offered = [i for i in gon.ids(state) if i.startswith(f"resource:{evenstar}")]
    assert offered == [f"resource:{evenstar}:elf:{gon.HALDIR}",
                       f"resource:{evenstar}:elf:{gon.CELEBORN}"]
    facts, _ = gon.act(state, f"resource:{evenstar}:elf:{gon.HALDIR}")
    bolstered = only(facts, "CharacterBolstered")
    assert (bolstered["character"], bolstered["stat"], bolstered["amount"]) == (
        gon.HALDIR, "turn-prowess", 1)
    with pytest.raises(IllegalAction):
        gon.act(state, f"resource:{evenstar}:elf:{gon.SAM}")
    assert f"declare-resource:{evenstar}" in gon.ids(state, ruleset=BEFORE)
