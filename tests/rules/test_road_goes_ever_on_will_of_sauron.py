"""The Road Goes Ever On from ``will_of_sauron.SINCE_VERSION``: The Will of Sauron, played only
with Doors of Night in play, keeps the hazard long-events in play past the end of the turn
(RGO-LONG-4) until a play deck is exhausted (RGO-GEN-5, 6), when they go with it. Earlier
versions had its effect declared."""

from __future__ import annotations

import pytest

from domain.engine import hazards_in_play
from domain.ruleset import Fact
from domain.rulesets.road_goes_ever_on import will_of_sauron
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import at_version, ids, run, state, turn_of

DOORS = hazards_in_play.DOORS_OF_NIGHT


def gone(facts: list[Fact]) -> list[tuple[str, object]]:
    return [(f.kind, f["cards"] if f.kind == "LongEventsDiscarded" else f["card"])
            for f in facts if f.kind in ("LongEventsDiscarded", "EnvironmentDiscarded",
                                         "HazardDiscarded", "EnvironmentInPlay")]


@pytest.mark.rule("RGO-LONG-4", "RGO-GEN-5", "RGO-HAZ-3", "CoE-2.III.1")
def test_the_will_of_sauron_keeps_the_hazard_long_events_until_a_deck_runs_out(
        rgo: RoadGoesEverOn) -> None:
    will, clouds, sun, dagger = ids(rgo, "The Will of Sauron", "Clouds", "Sun",
                                    "Dagger of Westernesse")
    card = rgo.catalog.get(will)

    def revealed(start: State) -> list[tuple[str, object]]:
        return gone(run(rgo, start, lambda ctx: turn_of(rgo, start).play_hazard_event(
            ctx, card))[0])

    # Played only with Doors of Night in play, and not twice.
    assert revealed(state(rgo)) == [("HazardDiscarded", will)]
    assert revealed(state(rgo, environments=(DOORS,))) == [("EnvironmentInPlay", will)]
    assert revealed(state(rgo, environments=(DOORS, will))) == [("HazardDiscarded", will)]
    # The end of the turn: Clouds (a hazard) stays, as Sun (a resource) does till the next
    # long-event phase (CoE 2.III.1; before version 191 it went now).
    held = state(rgo, environments=(DOORS, will), long_in_play=(clouds, sun), draw=(dagger,) * 9)
    facts, after = run(rgo, held, turn_of(rgo, held).end_turn)
    assert gone(facts) == []
    assert after.long_in_play == (clouds, sun)
    old = at_version(rgo, "190")
    facts, after = run(old, held, turn_of(old, held).end_turn)
    assert gone(facts) == [("LongEventsDiscarded", [sun])]
    assert after.long_in_play == (clouds,) and sun in after.discard
    # The player's draw deck exhausted: it goes, and Clouds with it, before the reshuffle.
    empty = state(rgo, environments=(DOORS, will), long_in_play=(clouds,), draw=(),
                  discard=(dagger,))
    facts, after = run(rgo, empty, lambda ctx: turn_of(rgo, empty).draw_player(ctx, 1, "x"))
    assert gone(facts) == [("EnvironmentDiscarded", will), ("LongEventsDiscarded", [clouds])]
    assert (after.long_in_play, after.environments, after.hand) == ((), (DOORS,), (dagger,))
    assert will in after.hazard_discard and clouds in after.long_discard
    # The version before discarded every long-event at the end of the turn.
    old = rgo.at_version(str(will_of_sauron.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    facts, after = run(old, held, turn_of(old, held).end_turn)
    assert gone(facts) == [("LongEventsDiscarded", [clouds, sun])] and after.long_in_play == ()
