"""What of the characters' printed texts Burglar Wants a Good Job plays beyond their bonuses.
From ``HAND_BONUS_FROM`` the resource hand is one card larger for each character of the
company whose card gives it where the company is (``hobbit.character_texts.hand_bonus``):
Elrond at Rivendell, Galadriel at Lórien, Pallando anywhere; the hand is brought to that size
at the end of the movement/hazard phase and of the turn (BWJ-SEQ-16, BWJ-SEQ-18). Coming into
play only at a home site and the points lost with an eliminated character never arise here: a
Hand is played at any site (BWJ-HAND-1, BWJ-HAND-2), and only the task resources' and stealth
points count (BWJ-MP-6, BWJ-MP-8)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.burglar import ruleset as burglar
from tests.rules.burglar_support import (
    CATALOG,
    MERRY,
    RULESET,
    act,
    advance,
    fresh,
    moving,
    played_as,
    with_hand,
)
from tests.support import advance_from, only

ELROND, GALADRIEL, PALLANDO = "TW-145", "TW-153", "TW-175"
DAGGER = "TW-206"


@pytest.mark.rule("BWJ-SEQ-16", "BWJ-HAND-1")
def test_elrond_at_rivendell_keeps_one_more_card_in_hand() -> None:
    assert int(RULESET.version) >= burglar.HAND_BONUS_FROM
    short = moving(with_hand(fresh(), ELROND), "Lórien", "Rivendell", hand=fresh().hand[:3])
    facts, after = advance(short)
    assert (only(facts, "ResourcesDrawn").rule, len(after.hand)) == ("BWJ-SEQ-16", 6)
    # Elsewhere he gives none: the hand is drawn to five.
    away = moving(with_hand(fresh(), ELROND), "Lórien", "Moria", hand=fresh().hand[:3])
    _, after = advance(away)
    assert len(after.hand) == 5


@pytest.mark.rule("BWJ-SEQ-16")
def test_over_the_larger_size_the_hand_is_discarded_down_to_it() -> None:
    long = moving(with_hand(fresh(), GALADRIEL), "Moria", "Lórien",
                  hand=fresh().hand + (DAGGER, DAGGER))
    facts, after = advance(long)
    over = only(facts, "HandOverLimit")
    assert (over.rule, over["cards"], over["size"]) == ("BWJ-SEQ-16", 7, 6)
    assert RULESET.narrate(over) == "7 cards in hand: discard down to 6. [BWJ-SEQ-16]"
    facts, after = act(after, f"discard:{DAGGER}")
    # Six cards are Galadriel's hand at Lórien: the phase goes on, to Lórien's site phase.
    assert len(after.hand) == 6 and after.phase == "site"


@pytest.mark.rule("BWJ-SEQ-18")
def test_pallando_gives_one_more_card_anywhere_at_the_end_of_the_turn() -> None:
    _, ending = advance(moving(with_hand(fresh(), PALLANDO), "Lórien", "Moria"))
    ending = replace(ending, phase="end-of-turn", step="", hand=ending.hand[:4])
    _, offered = advance(ending)
    facts, after = act(offered, "keep")
    assert (only(facts, "ResourcesDrawn").rule, len(only(facts, "ResourcesDrawn")["cards"])) \
        == ("BWJ-SEQ-18", 2)
    assert len(after.hand) == 6


@pytest.mark.rule("BWJ-SEQ-16")
def test_the_version_before_keeps_five() -> None:
    before = played_as(str(burglar.HAND_BONUS_FROM - 1))
    short = moving(with_hand(fresh(), ELROND), "Lórien", "Rivendell", hand=fresh().hand[:3])
    _, after = advance_from(before, short)
    assert len(after.hand) == 5


@pytest.mark.rule("BWJ-HAND-1", "BWJ-MP-6")
def test_the_coverage_says_what_never_arises_here() -> None:
    rows = {r.card_id: dict(r.rulesets)["burglar"] for r in coverage.coverage(CATALOG)}
    assert rows[MERRY] == coverage.InRuleset(coverage.SCRIPTED, (
        "never arises here: coming into play only at his home site (a Hand is played as a "
        "resource long-event at any site, BWJ-HAND-1, BWJ-HAND-2)"))
    assert rows[ELROND] == coverage.InRuleset(coverage.SCRIPTED, (
        "never arises here: the marshalling points lost if he is eliminated (only the task "
        "resources' and stealth points count, BWJ-MP-6, BWJ-MP-8)"))
    assert rows[PALLANDO].status == coverage.SCRIPTED
    assert rows[PALLANDO].missing.startswith("needs the two-player game")
