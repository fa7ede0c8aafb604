"""Burglar Wants a Good Job: Twilight from the hazard hand (``hazard_play``, from
``TWILIGHT_FROM``) cancels and discards an environment of the Burglar's in play, the most
detrimental to him (BWJ-SEQ-15: a hazard environment's cancel never is); with none in play it
stays face up (BWJ-SEQ-11). Its play as a resource never arises: the resource deck holds no
hazard (BWJ-SETUP-22). Versions before it replay as played: it was played with no effect.
From ``TWILIGHT_LONGEST_FROM`` the environment it cancels is the one that would stay in play
longest, by the order played: Gates of Morning before a long-event, of the long-events the one
played last; before, the first listed (the long-event played first). Constructed states played
with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.burglar import versions
from domain.rulesets.burglar.state import State
from tests.rules import burglar_support as bwj
from tests.support import advance_from

TWILIGHT, GATES_OF_MORNING, DOORS_OF_NIGHT = "TW-106", "TW-243", "TW-28"


def revealing(*environments: str) -> State:
    """Twilight face down in the hazard hand as the company reaches Bree, Gates of Morning
    (``environments``) in play."""
    state = bwj.moving(bwj.fresh(), "Bag End", "Bree", TWILIGHT)
    return replace(state, resource_environments=environments)


def kinds(facts: list) -> list[tuple[str, dict]]:  # type: ignore[type-arg]
    return [(f.kind, f.data) for f in facts[:4]]


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-SEQ-10")
def test_twilight_discards_the_burglars_environment() -> None:
    facts, after = bwj.advance(revealing(GATES_OF_MORNING))
    assert kinds(facts)[1:3] == [
        ("HazardPlayed", {"card": TWILIGHT, "number": 1, "long": False}),
        ("ResourceEnvironmentDiscarded", {"card": GATES_OF_MORNING, "by": TWILIGHT})]
    assert facts[2].rule == "BWJ-SEQ-15"
    assert after.resource_environments == () and after.row == ()


@pytest.mark.rule("BWJ-SEQ-11", "BWJ-SEQ-15")
def test_twilight_stays_face_up_with_no_environment_of_his_and_the_version_before() -> None:
    # Doors of Night, the hazards' own environment, is never canceled by the hazard hand.
    state = replace(revealing(), environments=(DOORS_OF_NIGHT,))
    facts, after = bwj.advance(state)
    assert "HazardPlayed" not in [f.kind for f in facts]
    assert after.row == (TWILIGHT,) and after.environments == (DOORS_OF_NIGHT,)
    before = bwj.played_as(str(versions.TWILIGHT_FROM - 1))
    facts, after = advance_from(before, revealing(GATES_OF_MORNING), 7)
    assert [f.kind for f in facts][1:3] == ["HazardPlayed", "HazardPlayEnded"]
    assert after.resource_environments == (GATES_OF_MORNING,)


@pytest.mark.rule("BWJ-SETUP-22", "BWJ-SEQ-15")
def test_the_coverage_counts_twilight_scripted_in_burglar() -> None:
    assert coverage.in_ruleset("burglar", bwj.CATALOG.get(TWILIGHT)) == coverage.InRuleset(
        coverage.SCRIPTED, coverage.BWJ_TWILIGHT)


SUN, MOON = "TW-335", "TW-285"
LISTED_FIRST = bwj.played_as(str(versions.TWILIGHT_LONGEST_FROM - 1))


def with_longs(*environments: str) -> State:
    """``revealing`` on turn 3, Sun played on turn 1 and the Moon on turn 2 in play too."""
    return replace(revealing(*environments), turn=3, long_events=((SUN, 1), (MOON, 2)))


def discarded(facts: list) -> list[tuple[str, dict, str]]:  # type: ignore[type-arg]
    return [(f.kind, f.data, f.rule) for f in facts
            if f.kind in ("EnvironmentDiscarded", "ResourceEnvironmentDiscarded")]


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-LONG-1")
def test_twilight_cancels_the_environment_that_would_stay_longest() -> None:
    # Gates of Morning, which no time ends, before the long-events, whichever came first.
    facts, after = bwj.advance(with_longs(GATES_OF_MORNING))
    assert discarded(facts) == [("ResourceEnvironmentDiscarded",
                                 {"card": GATES_OF_MORNING, "by": TWILIGHT}, "BWJ-SEQ-15")]
    assert after.long_events == ((SUN, 1), (MOON, 2)) and after.resource_environments == ()
    # Of the long-events, the one played last (the Moon, turn 2), which has a turn more to go.
    facts, after = bwj.advance(with_longs())
    assert discarded(facts) == [("EnvironmentDiscarded",
                                 {"card": MOON, "played": 2, "by": TWILIGHT}, "BWJ-SEQ-15")]
    assert after.long_events == ((SUN, 1),)
    assert after.resource_discard[-1] == MOON


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-LONG-1")
def test_before_the_version_twilight_cancelled_the_first_listed() -> None:
    # The long-event played first (Sun), even with Gates of Morning in play.
    for environments in ((GATES_OF_MORNING,), ()):
        facts, after = advance_from(LISTED_FIRST, with_longs(*environments), 7)
        assert discarded(facts) == [("EnvironmentDiscarded",
                                     {"card": SUN, "played": 1, "by": TWILIGHT}, "BWJ-SEQ-15")]
        assert after.long_events == ((MOON, 2),)
        assert after.resource_environments == environments
