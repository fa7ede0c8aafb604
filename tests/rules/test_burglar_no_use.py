"""The resource short-events Burglar Wants a Good Job leaves nothing to act on
(``hobbit.refused_cards``): A Chance Meeting (a character comes into play only as a Hand,
BWJ-HAND-1), Old Road (the company never enters a Haven, BWJ-SEQ-17), Wizard's Laughter (no
opponent's site phase, CoE-2.V) and Wizard's River-horses (the Burglar, no Wizard, is always in
the company, BWJ-SETUP-1). From ``NO_USE_FROM`` none is offered as a declared card, and each is
refused naming the card and the clause, writing nothing; earlier versions replay as played
(declared, a player ruling). From ``DECLARED_AGAIN_FROM`` Old Road (the site phase is as
standard, BWJ-SEQ-17) and Wizard's River-horses (the Burglar may be a Wizard, a scout,
BWJ-SETUP-1) are declared again; 112 to that version - 1 replay as played (refused). From
``OLD_ROAD_FROM`` and ``RIVER_HORSES_FROM`` both are played by their cards
(test_burglar_haven_site_phase.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import (
    DECLARED_AGAIN_FROM,
    NO_USE_FROM,
    OLD_ROAD_FROM,
    RIVER_HORSES_FROM,
)
from tests.rules import burglar_support as bwj

CHANCE_MEETING, OLD_ROAD, LAUGHTER, RIVER_HORSES, SUN = \
    "TW-188", "TW-294", "TW-362", "TW-364", "TW-335"
IDLE = (CHANCE_MEETING, OLD_ROAD, LAUGHTER, RIVER_HORSES)


def _holding() -> State:
    """The company entered at Amon Hen, the four cards and Sun in the hand."""
    return replace(bwj.at(bwj.fresh(), "Amon Hen", phase="site", step="entered"),
                   hand=(*IDLE, SUN))


@pytest.mark.rule("BWJ-HAND-1", "CoE-2.V")
def test_the_cards_with_nothing_to_act_on_are_refused_naming_the_clause() -> None:
    state = _holding()
    # Old Road and Wizard's River-horses are played by their cards, not declared.
    assert [a for a in bwj.ids(state) if a.startswith("declare:")] == []
    refused = {card: bwj.refusal(state, f"declare:{card}") for card in (CHANCE_MEETING, LAUGHTER)}
    assert refused == {
        CHANCE_MEETING: ("A Chance Meeting cannot be played here: a character other than the "
                         "Burglar comes into play only as a Hand, a resource long-event played "
                         "in the organization phase at no influence, so none is brought into "
                         "play with direct influence at a site.", "BWJ-HAND-1"),
        LAUGHTER: ("Wizard’s Laughter cannot be played here: the site phases are the player's "
                   "own; it answers an opponent's influence check in his site phase, which "
                   "only the two-player game has.", "CoE-2.V")}


@pytest.mark.rule("BWJ-SEQ-17", "BWJ-SETUP-1")
def test_old_road_and_river_horses_are_declared_again() -> None:
    assert DECLARED_AGAIN_FROM < min(OLD_ROAD_FROM, RIVER_HORSES_FROM)
    declaring = bwj.played_as(str(DECLARED_AGAIN_FROM))
    state = _holding()
    assert [a.id for a in declaring.actions(state) if a.id.startswith("declare:")] == [
        f"declare:{OLD_ROAD}", f"declare:{RIVER_HORSES}"]
    for card in (OLD_ROAD, RIVER_HORSES):
        facts, after = bwj.act(state, f"declare:{card}", {"effect": "draw", "amount": 1},
                               ruleset=declaring)
        assert card not in after.hand
        assert [f.kind for f in facts if f.kind == "PlayerRuling"] == ["PlayerRuling"]


@pytest.mark.rule("BWJ-HAND-1", "BWJ-SEQ-17", "CoE-2.V", "BWJ-SETUP-1")
def test_from_112_to_the_version_declaring_them_again_all_four_are_refused() -> None:
    refusing = bwj.played_as(str(DECLARED_AGAIN_FROM - 1))
    state = _holding()
    assert [a.id for a in refusing.actions(state) if a.id.startswith("declare:")] == []
    refused = {card: bwj.refusal(state, f"declare:{card}", ruleset=refusing) for card in IDLE}
    assert refused == {
        CHANCE_MEETING: ("A Chance Meeting cannot be played here: a character other than the "
                         "Burglar comes into play only as a Hand, a resource long-event played "
                         "in the organization phase at no influence, so none is brought into "
                         "play with direct influence at a site.", "BWJ-HAND-1"),
        OLD_ROAD: ("Old Road cannot be played here: the site phase is as standard, so a "
                   "character at a Haven may tap in it for the card's influence attempt "
                   "(played by its own action once the scenario gives a company at a Haven its "
                   "site phase, ``burglar.movement``).", "BWJ-SEQ-17"),
        LAUGHTER: ("Wizard’s Laughter cannot be played here: the site phases are the player's "
                   "own; it answers an opponent's influence check in his site phase, which "
                   "only the two-player game has.", "CoE-2.V"),
        RIVER_HORSES: ("Wizard’s River-horses cannot be played here: the Burglar may be a "
                       "Wizard (a scout: Alatar, Gandalf, Radagast or Saruman), who is the "
                       "company's only character until a Hand joins him, so the card may cancel "
                       "an attack on him; its discard of every Nazgûl event needs the two-player "
                       "game (a Nazgûl is an event in play only as a hazard player's "
                       "permanent-event).", "BWJ-SETUP-1")}


@pytest.mark.rule("BWJ-HAND-1", "BWJ-SEQ-17", "CoE-2.V", "BWJ-SETUP-1")
def test_earlier_versions_declared_them_as_played() -> None:
    before = bwj.played_as(str(NO_USE_FROM - 1))
    state = _holding()
    assert [a.id for a in before.actions(state) if a.id.startswith("declare:")] == [
        f"declare:{card}" for card in IDLE]
    facts, after = bwj.act(state, f"declare:{OLD_ROAD}", {"effect": "draw", "amount": 1},
                           ruleset=before)
    assert OLD_ROAD not in after.hand
    assert [f.kind for f in facts if f.kind == "PlayerRuling"] == ["PlayerRuling"]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_their_rows_read_not_in_this_ruleset(starter: Catalog) -> None:
    rows = {card: coverage.in_ruleset("burglar", starter.get(card)) for card in IDLE}
    assert {card: (row.status, row.missing.partition(":")[0]) for card, row in rows.items()} \
        == {CHANCE_MEETING: (coverage.NOT_IN_RULESET, "BWJ-HAND-1, BWJ-HAND-2"),
            OLD_ROAD: (coverage.SCRIPTED, "needs the two-player game"),
            LAUGHTER: (coverage.NOT_IN_RULESET, "CoE-2.V"),
            RIVER_HORSES: (coverage.SCRIPTED, "needs the two-player game")}
