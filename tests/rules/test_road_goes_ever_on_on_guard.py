"""The Road Goes Ever On: the on-guard card placed at the new site (RGO-GUARD-1) is revealed
as the company enters it in the site phase, from constructed states and fixed seeds."""

from __future__ import annotations

import pytest

from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.site_phase import SitePhase
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import ids, kinds, run, settled, state, with_coe_cards

#: A hazard event no script plays (of The Dragons), so its effect is declared by the player.
DECLARED = "Searching Eye"


@pytest.fixture(scope="module")
def rgo(starter, coe_cards_path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    """The starter catalog with the declared event."""
    return with_coe_cards(starter, coe_cards_path, (DECLARED,))


def guarded(rgo: RoadGoesEverOn, site: str, guard: str, **fields: object) -> State:
    where, card = ids(rgo, site, guard)
    return state(rgo, site=where, phase=SITE, on_guard=((card, where),), **fields)


@pytest.mark.rule("RGO-GUARD-1")
def test_an_on_guard_creature_attacks_after_the_automatic_attack(rgo) -> None:  # type: ignore[no-untyped-def]
    start = guarded(rgo, "Weathertop", "Orc-patrol")
    facts, after = settled(rgo, start, rgo.decide, "explore", {})
    orc = ids(rgo, "Orc-patrol")[0]
    assert kinds(facts, "OnGuardRevealed") == [("OnGuardRevealed", "RGO-GUARD-1")]
    queued = [a for f in facts if f.kind == "SiteAttacksQueued" for a in f["attacks"]]  # type: ignore[union-attr]
    assert queued[-1]["hazard"] == orc and queued[-1]["rule"] == "RGO-GUARD-1"
    declared = [f for f in facts if f.kind == "AttackDeclared"]
    assert declared[-1].rule == "RGO-GUARD-1"
    assert declared[-1]["attack"]["strikes"] == 3  # type: ignore[index]
    assert after.on_guard == () and after.explored


@pytest.mark.rule("RGO-GUARD-1", "RGO-TARGET-2")
def test_the_defender_assigns_the_on_guard_creatures_strikes(rgo) -> None:  # type: ignore[no-untyped-def]
    # The encounter queued no attack: the on-guard creature is the first to come.
    start = guarded(rgo, "Weathertop", "Orc-patrol")
    phase = SitePhase(rgo.machinery(start)[0])
    _, waiting = run(rgo, start, phase.resume)
    assert waiting.awaited_strikes is not None
    assert (waiting.awaited_strikes.rule, waiting.awaited_strikes.hazard) == (
        "RGO-GUARD-1", ids(rgo, "Orc-patrol")[0])
    legolas = ids(rgo, "Legolas")[0]
    facts, after = run(rgo, waiting, rgo.decide, f"assign:{legolas}", {})
    assert [(f.rule, f["character"]) for f in facts if f.kind == "StrikeAssigned"][0] == (
        "CoE-3.ii", legolas)
    assert after.awaited_strikes is None or after.awaited_strikes.assigned == (legolas,)


@pytest.mark.rule("RGO-GUARD-1")
def test_an_on_guard_creature_waits_at_a_site_with_no_automatic_attack(rgo) -> None:  # type: ignore[no-untyped-def]
    start = guarded(rgo, "Bree", "Pick-pocket", hazards=ids(rgo, "Wolves"))
    facts, entered = settled(rgo, start, rgo.decide, "explore", {})
    assert kinds(facts, "OnGuardNotRevealed", "OnGuardRevealed") == [
        ("OnGuardNotRevealed", "CoE-2.V.i")]
    assert entered.on_guard == start.on_guard
    facts, after = settled(rgo, entered, rgo.decide, "end-turn", {})
    assert kinds(facts, "OnGuardReturned") == [("OnGuardReturned", "CoE-2.V.10")]
    assert after.on_guard == ()
    assert ids(rgo, "Pick-pocket")[0] in after.hazards + after.hazard_discard


@pytest.mark.rule("RGO-GUARD-1")
def test_an_on_guard_creature_that_cannot_be_keyed_to_the_site_stays_face_down(rgo) -> None:  # type: ignore[no-untyped-def]
    start = guarded(rgo, "Weathertop", "Ghosts")
    facts, after = settled(rgo, start, rgo.decide, "explore", {})
    assert [(f.kind, f.rule, f["reason"]) for f in facts if f.kind == "OnGuardNotRevealed"] \
        == [("OnGuardNotRevealed", "CoE-2.V.i", "it cannot be keyed to the site")]
    assert all(a.get("hazard") != ids(rgo, "Ghosts")[0]
               for f in facts if f.kind == "SiteAttacksQueued" for a in f["attacks"])  # type: ignore[union-attr]


@pytest.mark.rule("RGO-GUARD-1", "RGO-TARGET-1")
def test_an_on_guard_corruption_card_goes_on_a_character_on_entering(rgo) -> None:  # type: ignore[no-untyped-def]
    start = guarded(rgo, "Bree", "Lure of the Senses")
    facts, after = settled(rgo, start, rgo.decide, "explore", {})
    lure = ids(rgo, "Lure of the Senses")[0]
    assert kinds(facts, "OnGuardRevealed", "HazardEventPlayed") == [
        ("OnGuardRevealed", "RGO-GUARD-1"), ("HazardEventPlayed", "RGO-GUARD-1")]
    assert [card for card, _ in after.permanent_hazards] == [lure]
    assert after.on_guard == () and after.explored


@pytest.mark.rule("RGO-GUARD-1", "RGO-HAZ-2")
def test_an_on_guard_event_awaits_its_declaration_then_the_site_phase_goes_on(rgo) -> None:  # type: ignore[no-untyped-def]
    start = guarded(rgo, "Bree", DECLARED)  # an event still declared
    facts, waiting = run(rgo, start, rgo.decide, "explore", {})
    assert kinds(facts, "SiteEncounter", "OnGuardRevealed", "HazardEffectAwaited") == [
        ("SiteEncounter", "RGO-SITE-BH-5"), ("OnGuardRevealed", "RGO-GUARD-1"),
        ("HazardEffectAwaited", "RGO-GUARD-1")]  # as it was played (version 202)
    assert waiting.awaited_event is not None
    card, _ = waiting.awaited_event
    assert card == ids(rgo, DECLARED)[0] and not waiting.explored
    actions = [a.id for a in rgo.actions(waiting)]
    no_effect = next(a for a in actions if a.endswith(":no-effect"))
    facts, after = run(rgo, waiting, rgo.decide, no_effect, {})
    assert kinds(facts, "PlayerRuling", "SiteExplored") == [  # the player's word (version 203)
        ("PlayerRuling", "declared-effect"), ("SiteExplored", "CoE-2.V")]
    assert after.awaited_event is None and after.phase == SITE and after.explored


@pytest.mark.rule("RGO-GUARD-1")
def test_on_guard_facts_read_as_lines(rgo) -> None:  # type: ignore[no-untyped-def]
    from domain.ruleset import Fact

    weathertop, orc = ids(rgo, "Weathertop", "Orc-patrol")
    assert rgo.narrate(Fact("OnGuardRevealed", {"card": orc, "site": weathertop},
                            "RGO-GUARD-1")) == \
        "The on-guard card at Weathertop is revealed: Orc-patrol."
    assert rgo.narrate(Fact("OnGuardNotRevealed", {"card": orc, "site": weathertop,
                                                   "reason": "it cannot be keyed to the site"},
                            "CoE-2.V.i")) == \
        "The on-guard card at Weathertop stays face down: it cannot be keyed to the site."
    assert rgo.narrate(Fact("OnGuardReturned", {"cards": [orc]}, "CoE-2.V.10")) == \
        "On-guard cards not revealed go back on top of the hazard deck: Orc-patrol."
