"""The engine's eighth generation of scripted cards in the Hobbit family: Ford (There and Back
Again from ``FORD_FROM``, Burglar Wants a Good Job from its own). An untapped ranger taps at the
end of the organization phase (``play:<Ford>:ford:<ranger>``, ``KeyingBarred``); that turn no
creature may be keyed by type to a Wilderness against his company: a creature keyable only so
is not played on it (There and Back Again: drawn, it is placed face up in the row, TBA-SEQ-9,
and one of the row does not attack, TBA-SEQ-7; Burglar: it stays in the hazard hand,
BWJ-SEQ-11). Off a ranger, a tapped one or out of the organization phase it is not offered
and is refused naming the card and the reason, writing nothing. Versions before declared it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.rulesets.burglar import ruleset as burglar
from domain.rulesets.there_and_back_again.ruleset import FORD_FROM, HORSES_FROM
from domain.rulesets.there_and_back_again.state import State
from tests.rules import burglar_support as bwj
from tests.rules.test_there_and_back_again_helpers import (
    BILBO,
    CATALOG,
    RULESET,
    act,
    fresh,
    ids,
    played_as,
    with_states,
)
from tests.support import of_kind, only

FORD, WOLVES, OIN = "TW-242", "TW-114", "TW-172"


def organizing(place: str) -> State:
    """The company in ``place`` in the organization phase, Ford in the hand, two Wolves on
    top of the hazard deck."""
    state = fresh()
    return replace(state, location=place, turn_start=place, hand=(FORD,),
                   hazard_deck=(WOLVES, WOLVES, *state.hazard_deck))


@pytest.mark.rule("TBA-SEQ-8", "TBA-SEQ-9", "TBA-SEQ-10")
def test_ford_keeps_creatures_keyed_to_a_wilderness_off_the_company() -> None:
    assert int(RULESET.version) >= FORD_FROM
    state = organizing("Arthedain")  # a Wilderness
    play = f"play:{FORD}:ford:{OIN}"
    assert [a for a in ids(state) if a.startswith(f"play:{FORD}")] == [play]  # the one ranger
    assert f"declare:{FORD}" not in ids(state)
    facts, forded = act(state, play)
    assert [f.kind for f in facts] == ["CardPlayed", "CharacterStateChanged", "KeyingBarred"]
    assert (facts[1]["character"], facts[1]["state"]) == (OIN, "tapped")
    assert (facts[2]["region_type"], forded.keying_barred) == ("wilderness", ("wilderness",))
    assert RULESET.narrate(facts[2]) == "No creature may be keyed by type to a wilderness " \
                                        "against the company this turn. [CoE-5.1]"
    # Staying in Arthedain, both Wolves are drawn and go face up to the row: no attack.
    facts, after = act(forded, "stay")
    assert [f["card"] for f in of_kind(facts, "HazardPlacedInRow")] == [WOLVES, WOLVES]
    assert not of_kind(facts, "AttackDeclared") and after.combat is None
    assert after.row[-2:] == (WOLVES, WOLVES)
    # Without Ford the first Wolves attack.
    facts, after = act(state, "stay")
    assert after.combat is not None and after.combat.card == WOLVES


@pytest.mark.rule("TBA-SEQ-8")
def test_ford_does_not_keep_off_a_creature_keyed_to_another_region_type() -> None:
    # Anduin Vales is a Border-land, to which Wolves are keyed too.
    _, forded = act(organizing("Anduin Vales"), f"play:{FORD}:ford:{OIN}")
    _, after = act(forded, "stay")
    assert after.combat is not None and after.combat.card == WOLVES


@pytest.mark.rule("TBA-SEQ-4")
def test_ford_needs_an_untapped_ranger_in_the_organization_phase() -> None:
    state = organizing("Arthedain")
    for action, why in (
            (f"play:{FORD}:ford:{BILBO}", "Bilbo is no ranger"),
    ):
        with pytest.raises(IllegalAction) as refusal:
            act(state, action)
        assert (str(refusal.value), refusal.value.clause) == (
            f"Ford cannot be played now: {why}. [CoE-5.1]", "CoE-5.1")
    tapped = with_states(state, TW_172="tapped")
    assert not [a for a in ids(tapped) if a.startswith(f"play:{FORD}")]
    with pytest.raises(IllegalAction) as refusal:
        act(tapped, f"play:{FORD}:ford:{OIN}")
    assert str(refusal.value) == "Ford cannot be played now: Óin is tapped: he taps to play " \
                                 "it. [CoE-5.1]"
    at_site = replace(state, location="Rivendell", phase="site", step="entered")
    assert not [a for a in ids(at_site) if a.startswith(f"play:{FORD}")]
    with pytest.raises(IllegalAction) as refusal:
        act(at_site, f"play:{FORD}:ford:{OIN}")
    assert str(refusal.value) == "Ford cannot be played now: it is played in the " \
                                 "organization phase, outside an attack. [CoE-5.1]"


@pytest.mark.rule("TBA-SEQ-8")
def test_the_version_before_declared_ford() -> None:
    before = played_as(FORD_FROM - 1)
    offered = [a.id for a in before.actions(organizing("Arthedain"))]
    assert f"declare:{FORD}" in offered
    assert f"play:{FORD}:ford:{OIN}" not in offered


@pytest.mark.rule("BWJ-SEQ-11", "BWJ-SEQ-14")
def test_in_burglar_a_creature_keyed_only_to_a_wilderness_is_not_played() -> None:
    assert int(bwj.RULESET.version) >= burglar.FORD_FROM
    ranger = CATALOG.find("Aragorn II").id
    state = replace(bwj.with_hand(bwj.fresh(), ranger), hand=(FORD,), phase="organization")
    play = f"play:{FORD}:ford:{ranger}"
    assert [a for a in bwj.ids(state) if a.startswith(f"play:{FORD}")] == [play]
    _, forded = bwj.act(state, play)
    assert forded.keying_barred == ("wilderness",)
    # Moved from Rivendell to Weathertop, through Wildernesses only: Wolves (Wilderness or
    # Border-land) can be keyed there only by Ford's leave.
    moved = {"turn_start": "Rivendell", "location": "Weathertop", "moved": True}
    assert bwj.RULESET._playable(replace(state, **moved), WOLVES) == ["region-type:wilderness"]
    assert bwj.RULESET._playable(replace(forded, **moved), WOLVES) is None
    before = bwj.played_as(str(burglar.FORD_FROM - 1))
    assert f"declare:{FORD}" in [a.id for a in before.actions(state)]


def test_the_coverage_shows_ford_scripted_in_both_scenarios() -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(CATALOG)}
    assert rows[FORD]["there-and-back-again"] == rows[FORD]["burglar"] == \
        coverage.InRuleset(coverage.SCRIPTED)


HORSES = "TW-260"


@pytest.mark.rule("TBA-SEQ-8", "TBA-SEQ-4")
def test_horses_lower_the_hazard_limit_and_strengthen_creatures() -> None:
    assert int(RULESET.version) >= HORSES_FROM
    state = replace(organizing("Arthedain"), hand=(HORSES,))
    assert f"play:{HORSES}:ride" in ids(state) and f"declare:{HORSES}" not in ids(state)
    facts, riding = act(state, f"play:{HORSES}:ride")
    # There and Back Again has no hazard limit to lower (TBA-SEQ-8): only the prowess.
    assert [f.kind for f in facts] == ["CardPlayed", "CreatureProwessModified"]
    assert RULESET.narrate(facts[1]) == "Each hazard creature attacking the company this " \
                                        "turn: +2 prowess. [CoE-5.1]"
    assert riding.creature_prowess == 2
    facts, after = act(riding, "stay")
    declared = only(facts, "AttackDeclared")
    _, plain = act(state, "stay")
    assert plain.combat is not None and after.combat is not None
    assert (declared["card_prowess"], after.combat.attack.prowess) == \
        (2, plain.combat.attack.prowess + 2)
    # Out of the organization phase it is refused, naming the card and the reason.
    at_site = replace(state, location="Rivendell", phase="site", step="entered")
    with pytest.raises(IllegalAction) as refusal:
        act(at_site, f"play:{HORSES}:ride")
    assert str(refusal.value) == "Horses cannot be played now: it is played in the " \
                                 "organization phase, outside an attack. [CoE-5.1]"
    before = played_as(HORSES_FROM - 1)
    assert f"declare:{HORSES}" in [a.id for a in before.actions(state)]


@pytest.mark.rule("BWJ-SEQ-13")
def test_in_burglar_horses_lower_the_limit_not_below_two() -> None:
    assert int(bwj.RULESET.version) >= burglar.HORSES_FROM
    ranger = CATALOG.find("Aragorn II").id
    merry = bwj.MERRY
    four = replace(bwj.with_hand(bwj.with_hand(bwj.fresh(), ranger), merry),
                   hand=(HORSES,), phase="organization")
    facts, riding = bwj.act(four, f"play:{HORSES}:ride")
    assert [f.kind for f in facts] == ["CardPlayed", "HazardLimitModified",
                                       "CreatureProwessModified"]
    assert (facts[1]["amount"], facts[1]["minimum"]) == (-2, 2)
    assert (riding.limit_change, riding.creature_prowess) == (-2, 2)
    # The Burglar (a Hobbit, half), Aragorn II and Merry (half): size 2, limit 2, stays 2.
    facts, _ = bwj.act(riding, "stay")
    limit = only(facts, "HazardLimitSet")
    assert (limit["limit"], limit["card_change"]) == (2, -2)
    # With Thranduil and Legolas instead of Merry: size 4 (3.5 rounded up), limit 4, then 2.
    legolas = CATALOG.find("Legolas").id
    larger = bwj.with_hand(bwj.with_hand(bwj.with_hand(bwj.fresh(), ranger), bwj.THRANDUIL),
                           legolas)
    larger = replace(larger, hand=(HORSES,), phase="organization")
    facts, _ = bwj.act(larger, "stay")
    assert only(facts, "HazardLimitSet")["limit"] == 4
    facts, _ = bwj.act(bwj.act(larger, f"play:{HORSES}:ride")[1], "stay")
    assert (only(facts, "HazardLimitSet")["limit"],
            only(facts, "HazardLimitSet")["card_change"]) == (2, -2)
    before = bwj.played_as(str(burglar.HORSES_FROM - 1))
    assert f"declare:{HORSES}" in [a.id for a in before.actions(four)]
