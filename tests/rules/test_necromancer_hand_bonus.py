"""Guise of the Necromancer from ``printed_rules.HAND_BONUS_FROM``: a character whose card
says so keeps one more card in the player's hand where his company is (Elrond at Rivendell,
Galadriel at Lórien, Círdan at the Grey Havens, Pallando anywhere): the hand size of
GON-PLAY-2 at the end of the turn (CoE 2.VI). The version before keeps five."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.characters import Character
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import (
    CATALOG,
    ELROND,
    FILLER,
    GALADRIEL,
    RULESET,
    acts,
    fresh,
    hazards,
)
from tests.support import of_kind, only

BEFORE = RULESET.at_version(str(printed_rules.HAND_BONUS_FROM - 1))


def with_lord(lord: str, hand: int = 5) -> State:
    """The fresh game (Radagast's company at Lórien): Radagast, Sam and ``lord`` (under
    general influence), ``hand`` cards in hand."""
    state = hazards(fresh(), [], FILLER)
    company = state.companies[0]
    radagast, sam = company.characters[0], company.characters[3]
    company = replace(company, characters=(radagast, sam,
                                           Character.from_card(CATALOG.get(lord))))
    return replace(state, companies=(company,), hand=state.resource_deck[:hand],
                   resource_deck=state.resource_deck[hand:])


@pytest.mark.rule("GON-PLAY-2", "CoE-2.VI")
def test_galadriel_at_lorien_keeps_one_more_card_in_hand():
    facts, after = acts(with_lord(GALADRIEL), "go", "keep")
    assert [len(f["cards"]) for f in of_kind(facts, "ResourcesDrawn")] == [1]
    assert len(after.hand) == 6
    # Six in hand is no longer over the limit: nothing to discard down.
    facts, after = acts(with_lord(GALADRIEL, hand=6), "go", "keep")
    assert not of_kind(facts, "HandOverLimit") and len(after.hand) == 6


@pytest.mark.rule("GON-PLAY-2", "CoE-2.VI")
def test_the_version_before_and_a_lord_away_from_his_site_keep_five():
    facts, after = acts(with_lord(GALADRIEL), "go", "keep", ruleset=BEFORE)
    assert not of_kind(facts, "ResourcesDrawn") and len(after.hand) == 5
    # Elrond gives it at Rivendell only, not at Lórien.
    facts, after = acts(with_lord(ELROND), "go", "keep")
    assert not of_kind(facts, "ResourcesDrawn") and len(after.hand) == 5
    # Six in hand is one too many in the version before.
    facts, _ = acts(with_lord(GALADRIEL, hand=6), "go", "keep", ruleset=BEFORE)
    assert only(facts, "HandOverLimit")["size"] == 5


@pytest.mark.rule("GON-PLAY-2", "CoE-2.VI")
def test_the_lords_rows_no_longer_leave_their_card_in_hand_out():
    for lord in (GALADRIEL, ELROND):
        found = coverage.in_ruleset("necromancer", CATALOG.get(lord))
        assert "the one more card in hand" not in found.missing, lord
