"""The Road Goes Ever On: a company moving to a Haven draws by its site of origin's number
(CoE 2.IV.v; turn.HAVEN_DRAW_SINCE), and the resource long-events stay in play until the next
long-event phase begins (CoE 2.III.1; resource_long_events.KEPT_SINCE); earlier versions replay
as played (the Haven's number; discarded at the end of the turn citing RGO-LONG-4)."""

from __future__ import annotations

import pytest

from domain.ruleset import Fact
from domain.rulesets.road_goes_ever_on import resource_long_events, turn
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, SITE, LongEffect, State
from tests.rules.rgo_support import at_version, card, ids, run, state, turn_of

BEFORE_DRAWS = str(turn.HAVEN_DRAW_SINCE - 1)
BEFORE_KEPT = str(resource_long_events.KEPT_SINCE - 1)


def journey(rgo: RoadGoesEverOn, origin: str, destination: str) -> State:
    """The company about to draw for its move from ``origin`` to ``destination``, the player's
    deck of four cards, no hazard to draw."""
    return state(rgo, site=card(rgo, origin), destination=card(rgo, destination),
                 path=("wilderness", "wilderness"),
                 draw=ids(rgo, "Dodge", "Block", "Dodge", "Block"))


def player_draws(rgo: RoadGoesEverOn, start: State) -> list[tuple[str | None, int]]:
    facts, _ = run(rgo, start, turn_of(rgo, start).movement_hazard)
    return [(f.rule, len(f["cards"])) for f in facts
            if f.kind == "CardsDrawn" and f["deck"] == "player"]


@pytest.mark.rule("CoE-2.IV.v", "RGO-HAZ-1")
def test_a_company_moving_to_a_haven_draws_by_its_site_of_origin(rgo: RoadGoesEverOn) -> None:
    # Goblin-gate's draw is 1, Rivendell's 2: to the Haven, the player draws Goblin-gate's one.
    assert player_draws(rgo, journey(rgo, "Goblin-gate", "Rivendell")) == [("CoE-2.IV.v", 1)]
    # To a site that is no Haven, by the new site's number as before.
    assert player_draws(rgo, journey(rgo, "Rivendell", "Goblin-gate")) == [("RGO-GEN-1", 1)]
    old = at_version(rgo, BEFORE_DRAWS)
    assert player_draws(old, journey(rgo, "Goblin-gate", "Rivendell")) == [
        ("RGO-GEN-1", 1), ("RGO-GEN-1", 1)]


def discarded(facts: list[Fact]) -> list[tuple[str | None, list[str], list[str]]]:
    return [(f.rule, list(f["cards"]), list(f.data.get("kept", ()))) for f in facts
            if f.kind == "LongEventsDiscarded"]


def lapse_and_clouds(rgo: RoadGoesEverOn) -> State:
    """The turn's site phase over, Lapse of Will (a resource) and Clouds (a hazard) in play."""
    lapse, clouds = ids(rgo, "Lapse of Will", "Clouds")
    return state(rgo, phase=SITE, explored=True, long_in_play=(lapse, clouds),
                 long_effects=(LongEffect(lapse, prowess=-1),), hand=ids(rgo, "Dodge"),
                 draw=ids(rgo, "Block", "Dodge", "Block", "Dodge"))


@pytest.mark.rule("CoE-2.III.1", "RGO-LONG-4")
def test_a_resource_long_event_stays_until_the_next_long_event_phase(
        rgo: RoadGoesEverOn) -> None:
    lapse, clouds = ids(rgo, "Lapse of Will", "Clouds")
    start = lapse_and_clouds(rgo)
    facts, ended = run(rgo, start, turn_of(rgo, start).end_turn)
    assert discarded(facts) == [("RGO-LONG-4", [clouds], [lapse])]
    assert ended.long_in_play == (lapse,)
    assert ended.long_effects == (LongEffect(lapse, prowess=-1),)
    assert ended.long_discard[-1:] == (clouds,)
    # Its effect lasts through the next turn's first phases; it goes as the long-event phase
    # begins, to the discard pile, before a new one may be played.
    facts, begun = run(rgo, ended, turn_of(rgo, ended).begin_long_events)
    assert discarded(facts) == [("CoE-2.III.1", [lapse], [])]
    assert (begun.phase, begun.long_in_play, begun.long_effects) == (LONG_EVENT, (), ())
    assert begun.discard[-1:] == (lapse,)


@pytest.mark.rule("RGO-LONG-4")
def test_before_the_version_resource_long_events_went_at_the_end_of_the_turn(
        rgo: RoadGoesEverOn) -> None:
    old = at_version(rgo, BEFORE_KEPT)
    lapse, clouds = ids(rgo, "Lapse of Will", "Clouds")
    start = lapse_and_clouds(rgo)
    facts, ended = run(old, start, turn_of(old, start).end_turn)
    assert discarded(facts) == [("RGO-LONG-4", [lapse, clouds], [])]
    assert (ended.long_in_play, ended.long_effects) == ((), ())
    facts, _ = run(old, ended, turn_of(old, ended).begin_long_events)
    assert discarded(facts) == []
