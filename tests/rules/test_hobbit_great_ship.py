"""Great Ship (TW-248) in Burglar Wants a Good Job from its ``GREAT_SHIP_FROM``
(``burglar.great_ship`` over the family's and the engine's ``great_ship``): played in the
organization phase by a character of the company, who taps, it keeps the company aboard until
the end of the turn; while the site path it moved along is sailing (a Coastal Sea, no two other
regions in a row), an untapped character taps to cancel a hazard creature's attack before its
strikes are assigned, or a hazard of the hazard hand targeting the company or one of its
characters, which waits for the choice as for Leaflock. The version before replays as played
(the card declared)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.ruleset import Fact
from domain.rulesets.burglar import versions
from domain.rulesets.burglar.state import State
from tests.rules import burglar_support as bwj
from tests.support import advance_from, of_kind

SHIP = "TW-248"
LURE_OF_THE_SENSES = "TW-60"  # a corruption card the Burglar, a Hobbit, may bear
#: Grey Havens to the Isles of the Dead that Live: Lindon (Free-domain), then two Coastal Seas.
HAVENS, ISLES = "Grey Havens", "Isles of the Dead that Live"
CANCEL = "CoE-3.i"
BEFORE = bwj.played_as(str(versions.GREAT_SHIP_FROM - 1))


def organizing() -> State:
    """The Burglar and Sam, a Hand, at the Grey Havens in the organization phase, Great Ship
    in the hand."""
    return bwj.at(bwj.with_hand(bwj.fresh(), bwj.SAM), HAVENS, phase="organization", step="",
                  hand=(SHIP,))


def at_sea(*hazards: str, to: str = ISLES, **changes: object) -> State:
    """The company aboard, having moved from the Grey Havens to ``to``, Sam tapped by the
    card, ``hazards`` face down in the hazard hand."""
    state = bwj.set_state(bwj.with_hand(bwj.fresh(), bwj.SAM), bwj.SAM, "tapped")
    return bwj.moving(replace(state, **{"aboard": True, **changes}), HAVENS, to, *hazards)


@pytest.mark.rule("BWJ-SEQ-1", "BWJ-SEQ-2", "BWJ-SEQ-14", "BWJ-MP-2", "CoE-3.i", "CoE-5.1")
def test_a_character_boards_and_an_attack_at_sea_is_canceled_by_a_tap() -> None:
    assert int(bwj.RULESET.version) >= versions.GREAT_SHIP_FROM == 97
    state = organizing()
    assert [i for i in bwj.ids(state) if SHIP in i] == [f"play:{SHIP}:ship:{bwj.BILBO}",
                                                         f"play:{SHIP}:ship:{bwj.SAM}"]
    facts, aboard = bwj.act(state, f"play:{SHIP}:ship:{bwj.SAM}")
    assert [(f.kind, dict(f.data)) for f in facts[1:3]] == [
        ("CharacterStateChanged", {"character": bwj.SAM, "state": "tapped"}),
        ("GreatShipBoarded", {"card": SHIP, "character": bwj.SAM})]
    assert bwj.RULESET.narrate(facts[2]) == (
        "Great Ship: Sam Gamgee's company is aboard until the end of the turn. [CoE-5.1]")
    assert aboard.aboard and SHIP in aboard.resource_discard
    # The Orc-patrol, keyed to the Isles (a Ruins & Lairs), attacks: Bilbo may tap to cancel.
    _, attacked = bwj.advance(bwj.moving(aboard, HAVENS, ISLES, bwj.ORC_PATROL))
    assert attacked.combat is not None and attacked.combat.card == bwj.ORC_PATROL
    assert f"great-ship:{bwj.BILBO}" in bwj.ids(attacked)
    assert f"great-ship:{bwj.SAM}" not in bwj.ids(attacked)  # tapped to play it
    assert bwj.RULESET.policy(attacked, bwj.RULESET.actions(attacked))[0] == \
        f"great-ship:{bwj.BILBO}"
    facts, after = bwj.act(attacked, f"great-ship:{bwj.BILBO}")
    assert [(f.kind, f.rule, dict(f.data)) for f in facts[:2]] == [
        ("CharacterTapped", CANCEL, {"character": bwj.BILBO, "to": "cancel the attack"}),
        ("AttackCanceled", CANCEL, {"attack": "Orc-patrol", "by": "Great Ship"})]
    assert of_kind(facts, "AttackEnded")[0]["canceled"] is True
    # No stealth point: BWJ-MP-2 does not name Great Ship.
    assert "StealthPointsEarned" not in [f.kind for f in facts]
    assert after.stealth_points == 0 and after.the_hero is not None \
        and after.the_hero.state == "tapped"
    # The next turn begins with the company no longer aboard.
    assert not bwj.RULESET.evolve(after, Fact("TurnBegan", {"turn": after.turn + 1},
                                              "BWJ-SEQ-1")).aboard


@pytest.mark.rule("BWJ-SEQ-2", "BWJ-SEQ-14", "CoE-5.1")
def test_the_version_before_declares_it_and_cancels_nothing() -> None:
    state = organizing()
    offered = [a.id for a in BEFORE.actions(state) if SHIP in a.id]
    assert offered == [f"declare:{SHIP}"]
    facts, attacked = advance_from(BEFORE, at_sea(bwj.ORC_PATROL), 7)
    assert attacked.combat is not None and attacked.combat.card == bwj.ORC_PATROL
    assert not [a.id for a in BEFORE.actions(attacked) if a.id.startswith("great-ship")]
    assert "HazardCancelOffered" not in [f.kind for f in facts]
    facts, _ = advance_from(BEFORE, at_sea(LURE_OF_THE_SENSES), 7)
    assert "HazardCancelOffered" not in [f.kind for f in facts]
    assert of_kind(facts, "HazardPlayed")[0]["card"] == LURE_OF_THE_SENSES


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-11", "CoE-3.i")
def test_a_hazard_targeting_the_company_waits_and_is_canceled_against_the_limit() -> None:
    state = at_sea(LURE_OF_THE_SENSES, bwj.ORC_PATROL)
    facts, waiting = bwj.advance(state)
    offered = facts[-1]
    assert (offered.kind, offered.rule, dict(offered.data)) == (
        "HazardCancelOffered", CANCEL,
        {"card": LURE_OF_THE_SENSES, "target": bwj.BILBO, "allies": [],
         "characters": [bwj.BILBO]})
    assert bwj.RULESET.narrate(offered) == (
        "Lure of the Senses is to be played on Bilbo: Bilbo may tap to cancel it by Great "
        "Ship. [CoE-3.i]")
    assert bwj.ids(waiting) == [f"great-ship-event:{bwj.BILBO}", "let-hazard"]
    # Anything else waits for the choice, named.
    assert bwj.refusal(waiting, "stay") == (
        "Lure of the Senses waits: tap a character aboard to cancel it by Great Ship "
        "(great-ship-event:<character>) or let it be played (let-hazard).", CANCEL)
    facts, after = bwj.act(waiting, f"great-ship-event:{bwj.BILBO}")
    assert [(f.kind, dict(f.data)) for f in facts[:2]] == [
        ("CharacterTapped", {"character": bwj.BILBO, "to": "cancel Lure of the Senses"}),
        ("HazardCanceled", {"card": LURE_OF_THE_SENSES, "by": SHIP, "character": bwj.BILBO,
                            "number": 1})]
    assert bwj.RULESET.narrate(facts[1]) == (
        "Lure of the Senses is canceled by Great Ship and discarded. [CoE-3.i]")
    # It counted against the hazard limit: the Orc-patrol is hazard 2.
    assert [(f["card"], f["number"]) for f in of_kind(facts, "HazardPlayed")] == \
        [(bwj.ORC_PATROL, 2)]
    assert after.corruption == () and LURE_OF_THE_SENSES in after.hazard_discard
    # Let be, it is played on the Burglar.
    facts, after = bwj.act(waiting, "let-hazard")
    assert [f.kind for f in facts][:2] == ["HazardCancelDeclined", "HazardPlayed"]
    assert after.corruption == ((bwj.BILBO, LURE_OF_THE_SENSES, 2),)
    # With both untapped, the automatic Burglar has the Hand tap, keeping himself untapped.
    both = bwj.set_state(state, bwj.SAM, "untapped")
    _, waiting = bwj.advance(both)
    assert bwj.ids(waiting) == [f"great-ship-event:{bwj.BILBO}",
                                f"great-ship-event:{bwj.SAM}", "let-hazard"]
    assert bwj.RULESET.policy(waiting, bwj.RULESET.actions(waiting))[0] == \
        f"great-ship-event:{bwj.SAM}"


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-14", "CoE-3.i", "CoE-5.1")
def test_off_the_sea_or_not_aboard_nothing_waits_and_a_cancel_is_refused_naming_why() -> None:
    # Rivendell to Moria holds no Coastal Sea: the card is played on the Burglar at once.
    inland = bwj.moving(replace(bwj.fresh(), aboard=True), "Rivendell", "Moria",
                        LURE_OF_THE_SENSES)
    facts, _ = bwj.advance(inland)
    assert "HazardCancelOffered" not in [f.kind for f in facts]
    assert of_kind(facts, "HazardPlayed")[0]["bearer"] == bwj.BILBO
    _, attacked = bwj.advance(replace(inland, hazard_hand=(bwj.ORC_PATROL,)))
    assert bwj.refusal(attacked, f"great-ship:{bwj.BILBO}") == (
        "Great Ship cancels only while the company's site path holds a Coastal Sea and no "
        "two regions in a row that are not.", CANCEL)
    _, ashore = bwj.advance(at_sea(bwj.ORC_PATROL, aboard=False))
    assert bwj.refusal(ashore, f"great-ship:{bwj.BILBO}") == (
        "Great Ship was not played on the company this turn.", CANCEL)
    _, aboard = bwj.advance(at_sea(bwj.ORC_PATROL))
    assert bwj.refusal(aboard, f"great-ship:{bwj.SAM}") == (
        "Great Ship lets an untapped character of the company tap to cancel it.", CANCEL)
    idle = at_sea()
    assert bwj.refusal(idle, f"great-ship:{bwj.BILBO}") == (
        "Great Ship cancels a hazard creature's attack before its strikes are assigned.",
        CANCEL)
    assert bwj.refusal(idle, f"great-ship-event:{bwj.BILBO}") == (
        "Great Ship cancels a hazard of the hazard hand as it is played on the company "
        "aboard, which waits for the choice; none waits.", CANCEL)
    # It is played in the organization phase only.
    assert bwj.refusal(replace(idle, hand=(SHIP,)), f"play:{SHIP}:ship:{bwj.BILBO}") == (
        "Great Ship cannot be played now: it is played in the organization phase, outside an "
        "attack.", "CoE-5.1")


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_reads_it_scripted_in_burglar() -> None:
    row = coverage.in_ruleset("burglar", bwj.CATALOG.get(SHIP))
    assert row == coverage.InRuleset(coverage.SCRIPTED)
