"""Guise of the Necromancer, from ``hand_cards.GREAT_SHIP_FROM`` (the engine's twenty-eighth
generation, ``great_ship``): Great Ship, in the organization phase, a character tapping, puts
his company aboard until the end of the turn. While its site path holds a Coastal Sea and no
two other regions in a row, any untapped character of it may tap to cancel a hazard creature's
attack on it before its strikes are assigned (CoE 3.i), and the hazard hand waits as a hazard
event is played on the company or one of its characters, to cancel it or let it take effect.
Elsewhere it cancels nothing, refused naming the card and the reason; the version before
declared the card."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import only

SHIP, GREY_HAVENS, HIMRING = "TW-248", "TW-399", "TW-401"
BOARD = f"resource:{SHIP}:ship:{gon.HALDIR}"
BEFORE = gon.RULESET.at_version(str(hand_cards.GREAT_SHIP_FROM - 1))
WOLVES_DECK = (gon.WOLVES,) * 16  # keyed to no region of the sea route: duds there


def at_sea(hazard: str) -> State:
    """The starting company at the Grey Havens, Great Ship played on it (Haldir tapping) and
    its move to Himring declared (a Free-domain, then a Coastal Sea); ``hazard`` face up in
    the hazard hand; the company's movement/hazard phase begun."""
    state = gon.fresh()
    state = replace(gon.hazards(state, [hazard], WOLVES_DECK), hand=(SHIP,),
                    location_deck=(gon.DOL_GULDUR, gon.ISENGARD, HIMRING),
                    companies=(replace(state.companies[0], location=GREY_HAVENS,
                                       origin=GREY_HAVENS),))
    assert gon.naming(state, SHIP) == [f"resource:{SHIP}:ship:{c.card_id}"
                                       for c in state.companies[0].characters]
    facts, state = gon.act(state, BOARD)
    assert only(facts, "GreatShipBoarded")["company"] == "1"
    assert state.aboard == ("1",) and SHIP in state.resource_discard
    _, state = gon.act(state, f"move:1:{HIMRING}")
    _, state = gon.act(state, "go", seed=3)
    return state


@pytest.mark.rule("CoE-3.i", "CoE-5.1")
def test_great_ship_cancels_a_creature_attack_at_sea() -> None:
    assert hand_cards.GREAT_SHIP_FROM == 74 <= int(gon.RULESET.version)
    state = at_sea(gon.CORSAIRS)
    assert state.fight is not None and state.fight.card == gon.CORSAIRS
    offered = [i for i in gon.ids(state) if i.startswith("great-ship:")]
    assert offered == [f"great-ship:{c}" for c in (gon.RADAGAST, gon.CELEBORN, gon.SAM)]
    facts, after = gon.act(state, f"great-ship:{gon.CELEBORN}")
    assert gon.kinds(facts)[:3] == ["CharacterStateChanged", "AttackCanceled",
                                    "CreatureDiscarded"]
    assert only(facts, "AttackCanceled")["by"] == SHIP
    assert only(facts, "AttackCanceled").rule == "CoE-3.i"
    celeborn = after.companies[0].character(gon.CELEBORN)
    assert celeborn is not None and celeborn.state == "tapped"
    assert gon.CORSAIRS in after.hazard_discard
    assert after.fight is None


@pytest.mark.rule("CoE-3.i", "GON-HH-5")
def test_the_hazard_hand_waits_to_cancel_a_corruption_card_or_let_it_be() -> None:
    state = at_sea(gon.LURE_NATURE)
    assert state.ship_wait is not None and state.fight is None
    assert sorted(gon.ids(state)) == sorted(
        [f"great-ship-event:{c}" for c in (gon.RADAGAST, gon.CELEBORN, gon.SAM)]
        + ["resolve-hazard"])
    message, clause = gon.refused(state, "go")
    assert (message, clause) == (
        "Lure of Nature waits: tap a character of the company aboard to cancel it "
        "(great-ship-event:<character>) or let it take effect (resolve-hazard).", "CoE-3.i")
    facts, after = gon.act(state, f"great-ship-event:{gon.SAM}")
    assert gon.kinds(facts)[:2] == ["CharacterStateChanged", "HazardEventCanceled"]
    assert "CorruptionPlaced" not in gon.kinds(facts)
    assert gon.LURE_NATURE in after.hazard_discard and after.corruption == ()
    assert after.ship_wait is None
    # Let be, it is played as ever.
    facts, after = gon.act(state, "resolve-hazard")
    assert gon.kinds(facts)[:2] == ["HazardEventLetBe", "CorruptionPlaced"]
    assert [c for c, _, _ in after.corruption] == [only(facts, "CorruptionPlaced")["character"]]


@pytest.mark.rule("CoE-3.i")
def test_nothing_is_canceled_off_the_sea_nor_in_the_version_before() -> None:
    state = replace(gon.hazards(gon.fresh(), [gon.WOLVES], gon.FILLER), hand=(SHIP,))
    _, state = gon.acts(state, BOARD, f"move:1:{gon.DOL_GULDUR}")
    _, attacked = gon.act(state, "go", seed=3)
    assert attacked.fight is not None and attacked.fight.card == gon.WOLVES
    assert not any(i.startswith("great-ship:") for i in gon.ids(attacked))
    assert gon.refused(attacked, f"great-ship:{gon.CELEBORN}") == (
        "Great Ship cancels only while the company's site path holds a Coastal Sea and no two "
        "regions in a row that are not.", "CoE-3.i")
    unboarded = replace(gon.fresh(), hand=(SHIP,))
    assert gon.naming(unboarded, SHIP, BEFORE) == [f"declare-resource:{SHIP}"]
    tapped = replace(unboarded, phase="site", step="entered", pending=("1",))
    assert gon.naming(tapped, SHIP) == []


@pytest.mark.rule("CoE-3.i")
def test_the_coverage_shows_it_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[SHIP] == coverage.InRuleset(coverage.SCRIPTED)
