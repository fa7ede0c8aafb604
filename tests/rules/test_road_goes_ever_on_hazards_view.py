"""The board's hazards in play and the prowess it shows: every hazard that stays in play or
holds until the end of the turn, with what it does, and each character's prowess and body as
the strike counts them (``strike_terms.shown``)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from domain.engine import effects
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import (
    begin,
    card,
    company,
    ids,
    moving,
    settle,
    state,
    with_coe_cards,
)

VIEW = "the board's view of the hazards in play; the rules read the state"


def gloomy(rgo: RoadGoesEverOn):  # type: ignore[no-untyped-def]
    """Gloom revealed on Aragorn, whose company moves against Wolves."""
    return begin(rgo, moving(rgo, "Gloom", "Wolves", characters=company(rgo, "Aragorn II")))


@pytest.mark.not_a_rule(VIEW)
def test_every_hazard_in_play_is_on_the_board_with_what_it_does(rgo: RoadGoesEverOn) -> None:
    doors, lure = ids(rgo, "Doors of Night", "Lure of Power")
    start = gloomy(rgo).state
    lured = (*start.hazard_effects, (1, lure, effects.LURE_OF_POWER, "", -4, "", 0))
    shown = rgo.board(replace(start, environments=(doors,), hazard_effects=lured))
    assert shown["hazards_in_play"] == [
        {"name": "Doors of Night", "kind": "in play", "on": None,
         "does": "the resource environments in play were discarded as it came; the hazard "
                 "long-events' alternatives with Doors of Night apply"},
        {"name": "Gloom", "kind": "until the end of the turn", "on": "Aragorn II",
         "does": "modify Aragorn II's prowess until the end of the turn (-1)"},
        {"name": "Lure of Power", "kind": "waiting", "on": None,
         "does": "the next character but a Hobbit to succeed in an influence attempt makes a "
                 "corruption check modified by the amount, and the card is discarded then "
                 "(-4)"}]


@pytest.mark.not_a_rule(VIEW)
def test_an_effect_of_a_turn_gone_by_leaves_the_board(rgo: RoadGoesEverOn) -> None:
    start = gloomy(rgo).state
    assert rgo.board(replace(start, turn=2))["hazards_in_play"] == []


@pytest.mark.not_a_rule(VIEW)
def test_a_hazard_on_a_character_is_shown_on_him(rgo: RoadGoesEverOn) -> None:
    aragorn, senses = ids(rgo, "Aragorn II", "Lure of the Senses")
    start = replace(gloomy(rgo).state, hazard_effects=(),
                    permanent_hazards=((senses, aragorn),))
    assert rgo.board(start)["hazards_in_play"] == [
        {"name": "Lure of the Senses", "kind": "on a character", "on": "Aragorn II",
         "does": "2 corruption points on him"}]


@pytest.mark.rule("CoE-3.iv.2", "RGO-HAZ-2")
def test_the_board_shows_the_prowess_the_strike_counts(rgo: RoadGoesEverOn) -> None:
    ctx = gloomy(rgo)
    aragorn = rgo.board(ctx.state)["company"][0]
    assert (aragorn["prowess"], aragorn["body"]) == (6 - 1, 9)  # Gloom's -1 until turn's end
    settle(rgo, ctx)
    strike = next(f for f in ctx.facts if f.kind == "StrikeResolved")
    # The strike counts the same -1, and -2 for Wolves' two excess strikes.
    assert strike["prowess"] == aragorn["prowess"] - 2


@pytest.mark.not_a_rule(VIEW)
def test_a_long_event_in_play_is_told_by_its_script(rgo: RoadGoesEverOn) -> None:
    winter, doors = ids(rgo, "Long Winter", "Doors of Night")
    start = replace(gloomy(rgo).state, hazard_effects=(), long_in_play=(winter,))
    told = ("a moving company whose site path holds at least 2 wilderness regions goes back "
            "to its site of origin unless it has a ranger; a non-Haven site whose site path "
            "holds at least 2 wilderness regions is tapped (while Doors of Night is in play)")
    assert rgo.board(start)["hazards_in_play"] == [
        {"name": "Long Winter", "kind": "long-event", "on": None, "does": told}]
    with_doors = rgo.board(replace(start, environments=(doors,)))["hazards_in_play"]
    assert [h["name"] for h in with_doors] == ["Doors of Night", "Long Winter"]


@pytest.fixture(scope="module")
def dragons(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    return with_coe_cards(starter, coe_cards_path, ("Leucaruth at Home",))


@pytest.mark.not_a_rule(VIEW)
def test_a_dragon_at_home_is_shown_with_the_attack_it_adds(dragons: RoadGoesEverOn) -> None:
    home = card(dragons, "Leucaruth at Home")
    start = replace(state(dragons), environments=(home,))
    assert dragons.board(start)["hazards_in_play"] == [
        {"name": "Leucaruth at Home", "kind": "in play", "on": None,
         "does": "Leucaruth attacks at Irerock, after the site's own automatic-attacks, unless "
                 "Leucaruth Ahunt is in play"}]
