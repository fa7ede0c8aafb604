"""Burglar Wants a Good Job from ``hazard_events.SIXTH_SINCE`` plays New Moon and Weariness of
the Heart from the hazard hand by their cards (BWJ-SEQ-10, BWJ-SEQ-11), the mode most
detrimental to the Burglar (BWJ-SEQ-15): New Moon taps an untapped Elf or, with Doors of Night
in play, treats a Free-domain or a Free-hold; Weariness of the Heart makes a corruption check
that may fail, else takes one prowess, not twice on a character. The version before played
both doing nothing, and replays as played. Constructed states played with the real
ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine import effects
from domain.ruleset import Fact
from domain.rulesets.burglar import hazard_events as bwj
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    DOORS_OF_NIGHT,
    RULESET,
    THRANDUIL,
    fresh,
    give,
    moving,
    played_as,
    with_hand,
)
from tests.support import advance_from, of_kind, only

NEW_MOON, WEARINESS, DURINS_AXE, BARINS_RING = "TW-68", "TW-111", "TW-212", "TW-213"
BEFORE = played_as(str(bwj.SIXTH_SINCE - 1))


def _played(facts: list[Fact]) -> list[str]:
    return [f["card"] for f in of_kind(facts, "HazardPlayed")]


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-SEQ-11")
def test_new_moon_taps_an_untapped_elf_and_waits_face_up_without_one() -> None:
    state = moving(with_hand(fresh(), THRANDUIL), "Lórien", "Moria", NEW_MOON)
    facts, after = advance_from(RULESET, state)
    tapped = only(facts, "CharacterTapped")
    assert (_played(facts), tapped.rule, tapped["character"]) == \
        ([NEW_MOON], "BWJ-SEQ-15", THRANDUIL)
    assert not next(c for c in after.company if c.card_id == THRANDUIL).untapped
    # No Elf in the company, no Doors of Night: it waits face up.
    facts, after = advance_from(RULESET, moving(fresh(), "Lórien", "Moria", NEW_MOON))
    assert (_played(facts), after.row) == ([], (NEW_MOON,))
    # The version before: played, doing nothing.
    facts, after = advance_from(BEFORE, state)
    assert (_played(facts), of_kind(facts, "CharacterTapped"), after.row) == ([NEW_MOON], [], ())


@pytest.mark.rule("BWJ-SEQ-15")
def test_new_moon_with_doors_of_night_treats_a_free_domain_as_a_border_land() -> None:
    # Lórien to Minas Tirith: a Wilderness, a Border-land and a Free-domain; no Elf to tap.
    state = replace(moving(fresh(), "Lórien", "Minas Tirith", NEW_MOON),
                    environments=(DOORS_OF_NIGHT,))
    facts, after = advance_from(RULESET, state)
    assert _played(facts) == [NEW_MOON]
    assert only(facts, "HazardEffectInForce")["effect"] == effects.TREAT_REGION
    assert only(facts, "SitePathTreated")["treated"] == \
        ["wilderness", "border-land", "border-land"]
    assert after.path_treated == ("wilderness", "border-land", "border-land")
    facts, _ = advance_from(BEFORE, state)
    assert (_played(facts), of_kind(facts, "SitePathTreated")) == ([NEW_MOON], [])


@pytest.mark.rule("BWJ-SEQ-15")
def test_weariness_takes_one_prowess_then_a_check_from_the_burglar() -> None:
    # Bilbo's one corruption point: no roll fails his check, so the first takes one prowess;
    # the second may not take it twice from him, and makes his check.
    state = moving(fresh(), "Lórien", "Moria", WEARINESS, WEARINESS)
    facts, after = advance_from(RULESET, state)
    assert _played(facts) == [WEARINESS, WEARINESS]
    weakened = only(facts, "HazardEffectInForce")
    assert (weakened["effect"], weakened["target"], weakened["amount"]) == \
        (effects.CHARACTER_PROWESS, BILBO, -1)
    checked = only(facts, "CorruptionChecked")
    assert (checked["character"], checked["points"], checked["result"]) == (BILBO, 1, "passed")
    assert [m.amount for m in bwj.strike_modifiers(after, after.company[0])] == [-1]
    # The version before: both played, doing nothing.
    facts, _ = advance_from(BEFORE, state)
    assert (_played(facts), of_kind(facts, "HazardEffectInForce"),
            of_kind(facts, "CorruptionChecked")) == ([WEARINESS, WEARINESS], [], [])


@pytest.mark.rule("BWJ-SEQ-15")
def test_weariness_makes_the_check_of_a_burglar_who_may_fail_it() -> None:
    # Durin's Axe and a Dwarven Ring: six corruption points in all; with Bilbo's +4 a roll of
    # two fails.
    burdened = give(give(fresh(), BILBO, DURINS_AXE), BILBO, BARINS_RING)
    facts, _ = advance_from(RULESET, moving(burdened, "Lórien", "Moria", WEARINESS))
    checked = only(facts, "CorruptionChecked")
    assert (checked.rule, checked["character"], checked["points"]) == ("CoE-7.1", BILBO, 6)
    assert not of_kind(facts, "HazardEffectInForce")
    # Durin's Axe alone (three points, +4): no roll fails, so one prowess.
    facts, _ = advance_from(RULESET, moving(give(fresh(), BILBO, DURINS_AXE), "Lórien", "Moria",
                                            WEARINESS))
    assert (only(facts, "HazardEffectInForce")["effect"], of_kind(facts, "CorruptionChecked")) \
        == (effects.CHARACTER_PROWESS, [])


@pytest.mark.rule("BWJ-SEQ-15")
def test_new_moon_and_weariness_read_scripted_in_burglars_column() -> None:
    for card in (NEW_MOON, WEARINESS):
        assert coverage.in_ruleset("burglar", CATALOG.get(card)) == \
            coverage.InRuleset(coverage.SCRIPTED), card
