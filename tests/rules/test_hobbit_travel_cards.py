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
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import FORD_FROM, HORSES_FROM
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
    assert RULESET.narrate(facts[2]) == "No creature may be keyed by type to a Wilderness " \
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


@pytest.mark.not_a_rule("coverage-table bookkeeping")
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


# -- the cards lowering the hazard limit by the company's journey (generation 12) -------------

FAIR_WILDERNESS, FAIR_BORDER, FAIR_SHADOW, MISTY = "TW-237", "TW-233", "TW-236", "TW-284"
#: Fair Travels in Free-domains, Fair Sailing, Fair Travels in Dark-domains: none of their
#: regions lies between Rivendell and Lórien.
FAIR_FREE, FAIR_SAILING, FAIR_DARK = "TW-235", "TW-232", "TW-234"
#: Anduin River, Ash Mountains, Mountains of Shadow, White Mountains: none names Wold &
#: Foothills, where Lórien lies.
ANDUIN, ASH, SHADOW_MOUNTAINS, WHITE = "TW-191", "TW-194", "TW-287", "TW-359"
LORIEN, MOUNT_GRAM = "TW-408", "TW-415"


def _travelling(*hand: str, ranger: bool = True) -> bwj.State:
    """The Burglar at Rivendell in the organization phase with three Hands, Aragorn II,
    Thranduil (rangers both) and Legolas, or (not ``ranger``) Glorfindel II, Elrond and
    Legolas: size 4 (BWJ-SEQ-13); ``hand`` in the hand. From Rivendell, Lórien (Wold &
    Foothills) lies along Wilderness, Border-land, Wilderness, Wilderness; Mount Gram
    (Angmar) along Wilderness, Shadow-land."""
    names = ("Aragorn II", "Thranduil", "Legolas") if ranger else \
        ("Glorfindel II", "Elrond", "Legolas")
    state = bwj.fresh()
    for name in names:
        state = bwj.with_hand(state, CATALOG.find(name).id)
    return bwj.at(state, "Rivendell", hand=hand, phase="organization")


@pytest.mark.rule("BWJ-SEQ-13", "BWJ-SEQ-3")
def test_fair_travels_lower_the_limit_by_the_site_path() -> None:
    assert int(bwj.RULESET.version) >= burglar.TRAVEL_FROM
    state = _travelling(FAIR_WILDERNESS, FAIR_BORDER, FAIR_FREE, FAIR_SAILING, FAIR_DARK)
    assert not [a for a in bwj.ids(state) if a.startswith(("play:", "declare:"))]
    facts, moved = bwj.act(state, f"move:{LORIEN}")
    # The long-event phase waits for them once the company has moved.
    assert (moved.phase, moved.step) == ("long-event", "long-events")
    assert [a.id for a in bwj.RULESET.actions(moved)] == [
        f"play:{FAIR_BORDER}:limit", f"play:{FAIR_WILDERNESS}:limit", "long-events-done"]
    assert [a.label for a in bwj.RULESET.actions(moved)][:2] == [
        "Play Fair Travels in Border-lands: the company's hazard limit -1",
        "Play Fair Travels in Wilderness: the company's hazard limit -2"]
    facts, eased = bwj.act(moved, f"play:{FAIR_WILDERNESS}:limit")
    assert [f.kind for f in facts] == ["CardPlayed", "HazardLimitModified"]
    assert (facts[1]["amount"], facts[1]["minimum"], facts[1]["card"], facts[1].rule) == \
        (-2, 2, FAIR_WILDERNESS, "CoE-2.IV.iii")
    assert (eased.limit_change, eased.limit_cards) == (-2, (FAIR_WILDERNESS,))
    # Three Wildernesses would lower it by three, but it is four: two is the floor.
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(eased, f"play:{FAIR_BORDER}:limit")
    assert (str(refusal.value), refusal.value.clause) == (
        "Fair Travels in Border-lands cannot be played now: the company's hazard limit is two "
        "already. [CoE-5.1]", "CoE-5.1")
    facts, _ = bwj.act(eased, "long-events-done")
    assert (only(facts, "HazardLimitSet")["limit"],
            only(facts, "HazardLimitSet")["card_change"]) == (2, -2)
    # Without the card the limit is the company's size.
    facts, _ = bwj.act(moved, "long-events-done")
    assert only(facts, "HazardLimitSet")["limit"] == 4


@pytest.mark.rule("BWJ-SEQ-13")
def test_fair_travels_in_shadow_lands_needs_one_in_the_site_path_and_not_twice() -> None:
    _, to_lorien = bwj.act(_travelling(FAIR_SHADOW, FAIR_SHADOW), f"move:{LORIEN}")
    assert to_lorien.phase == "movement-hazard"  # nothing to play: the phase went on
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(replace(to_lorien, phase="long-event", step="long-events"),
                f"play:{FAIR_SHADOW}:limit")
    assert str(refusal.value) == "Fair Travels in Shadow-lands cannot be played now: the " \
                                 "company's site path has no shadow-land. [CoE-5.1]"
    _, to_gram = bwj.act(_travelling(FAIR_SHADOW, FAIR_SHADOW), f"move:{MOUNT_GRAM}")
    facts, eased = bwj.act(to_gram, f"play:{FAIR_SHADOW}:limit")
    assert only(facts, "HazardLimitModified")["amount"] == -1  # once, with one Shadow-land
    assert eased.hand == (FAIR_SHADOW,)
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(eased, f"play:{FAIR_SHADOW}:limit")
    assert str(refusal.value) == "Fair Travels in Shadow-lands cannot be played now: it is " \
                                 "played on this company already this turn. [CoE-5.1]"


@pytest.mark.rule("BWJ-SEQ-13", "BWJ-SEQ-4")
def test_a_mountain_card_lowers_the_limit_at_a_site_in_its_regions() -> None:
    _, moved = bwj.act(_travelling(MISTY, ANDUIN, ASH, SHADOW_MOUNTAINS, WHITE),
                       f"move:{LORIEN}")  # Wold & Foothills
    assert [a for a in bwj.ids(moved) if a.startswith("play:")] == [f"play:{MISTY}:limit"]
    facts, eased = bwj.act(moved, f"play:{MISTY}:limit")
    assert (only(facts, "HazardLimitModified")["amount"], eased.limit_change) == (-2, -2)
    _, to_gram = bwj.act(_travelling(MISTY), f"move:{MOUNT_GRAM}")  # Angmar
    assert f"play:{MISTY}:limit" not in bwj.ids(replace(to_gram, phase="long-event",
                                                        step="long-events"))
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(replace(to_gram, phase="long-event", step="long-events"),
                f"play:{MISTY}:limit")
    assert str(refusal.value) == (
        "Misty Mountains cannot be played now: the company's new site is in Angmar, not in "
        "Rhudaur, Anduin Vales, Wold & Foothills, Hollin, Fangorn or Dunland. [CoE-5.1]")
    _, unranged = bwj.act(_travelling(MISTY, ranger=False), f"move:{LORIEN}")
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(replace(unranged, phase="long-event", step="long-events"),
                f"play:{MISTY}:limit")
    assert str(refusal.value) == "Misty Mountains cannot be played now: no character of the " \
                                 "company is a ranger. [CoE-5.1]"
    # Staying, the company plays no new site card: none is offered, the phase does not wait.
    facts, stayed = bwj.act(_travelling(MISTY), "stay")
    assert not of_kind(facts, "HazardLimitModified") and MISTY in stayed.hand
    assert only(facts, "HazardLimitSet")["limit"] == 4
    # In the organization phase it waits for the move.
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(_travelling(MISTY), f"play:{MISTY}:limit")
    assert str(refusal.value) == "Misty Mountains cannot be played now: it is played in the " \
                                 "long-event phase, outside an attack. [CoE-5.1]"


@pytest.mark.rule("BWJ-SEQ-13")
def test_the_version_before_declared_the_hazard_limit_cards() -> None:
    before = bwj.played_as(str(burglar.TRAVEL_FROM - 1))
    state = _travelling(FAIR_WILDERNESS, MISTY)
    assert {f"declare:{FAIR_WILDERNESS}", f"declare:{MISTY}"} <= {
        a.id for a in before.actions(state)}
    facts, moved = bwj.act(state, f"move:{LORIEN}", ruleset=before)
    assert moved.phase == "movement-hazard" and only(facts, "HazardLimitSet")["limit"] == 4


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_the_hazard_limit_cards_scripted_in_burglar() -> None:
    rows = {r.card_id: r for r in coverage.coverage(CATALOG)}
    for card in (FAIR_WILDERNESS, FAIR_BORDER, FAIR_SHADOW, MISTY):
        row = rows[card]
        assert row.status == coverage.SCRIPTED  # the engine's own column
        found = dict(row.rulesets)
        assert found["burglar"] == found["road-goes-ever-on"] == \
            coverage.InRuleset(coverage.SCRIPTED)
        # No hazard limit in the other two: nothing to act on, the clause first (There and
        # Back Again reads their generation and refuses them); there Misty Mountains' move
        # joining Rhudaur and Anduin Vales, both in the row, is played (mountain_moves).
        assert found["there-and-back-again"].status == coverage.SCRIPTED
        assert found["there-and-back-again"].missing.startswith("TBA-SEQ-8")
        # The Guise refuses them naming the clause (hand_cards.NO_LIMIT_FROM).
        assert found["necromancer"].status == coverage.SCRIPTED
        assert found["necromancer"].missing.startswith("GON-HH-2")


# -- Secret Passage (generation 14) ------------------------------------------------------------

SECRET_PASSAGE, LONELY_MOUNTAIN, CAVE_DRAKE = "TW-325", "TW-428", "TW-20"


@pytest.mark.rule("BWJ-SEQ-11", "BWJ-SEQ-14", "BWJ-MP-5")
def test_secret_passage_lets_only_creatures_keyed_to_the_site_play() -> None:
    assert int(bwj.RULESET.version) >= burglar.TRAVEL_FROM
    start = bwj.at(bwj.fresh(), "Lórien", hand=(SECRET_PASSAGE,), phase="organization")
    assert not [a for a in bwj.ids(start) if SECRET_PASSAGE in a]
    # The Lonely Mountain, a Ruins & Lairs, along Wilderness, Border-lands, Wilderness.
    _, moved = bwj.act(start, f"move:{LONELY_MOUNTAIN}")
    assert (moved.phase, moved.step) == ("long-event", "long-events")
    play = f"play:{SECRET_PASSAGE}:pass"
    assert [a.id for a in bwj.RULESET.actions(moved)] == [play, "long-events-done"]
    facts, passed = bwj.act(moved, play)
    assert [f.kind for f in facts] == ["CardPlayed", "KeyingLimitedToSite"]
    assert bwj.RULESET.narrate(facts[1]) == (
        "Secret Passage: only hazard creatures keyed to the company's new site are played on "
        "it this turn. [CoE-5.1]")
    assert passed.site_keying_only
    # Wolves (Wilderness, Border-land) stay in the hazard hand; a Cave-drake keys to the site.
    assert bwj.RULESET._playable(moved, WOLVES) == ["region-type:border-land",
                                                    "region-type:wilderness"]
    assert bwj.RULESET._playable(passed, WOLVES) is None
    assert bwj.RULESET._playable(passed, CAVE_DRAKE) == ["site-type:ruins-and-lairs"]
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(replace(passed, hand=(SECRET_PASSAGE,)), play)
    assert str(refusal.value) == "Secret Passage cannot be played now: it is in force on the " \
                                 "company already this turn. [CoE-5.1]"


@pytest.mark.rule("BWJ-SEQ-4")
def test_secret_passage_needs_a_move_to_a_ruins_and_lairs() -> None:
    start = bwj.at(bwj.fresh(), "Rivendell", hand=(SECRET_PASSAGE,), phase="organization")
    _, to_lorien = bwj.act(start, f"move:{LORIEN}")  # a Haven: the phase does not wait
    assert to_lorien.phase == "movement-hazard"
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(replace(to_lorien, phase="long-event", step="long-events"),
                f"play:{SECRET_PASSAGE}:pass")
    assert str(refusal.value) == "Secret Passage cannot be played now: the company does not " \
                                 "move to a ruins-and-lairs site. [CoE-5.1]"
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(start, f"play:{SECRET_PASSAGE}:pass")
    assert str(refusal.value) == "Secret Passage cannot be played now: it is played in the " \
                                 "long-event phase, outside an attack. [CoE-5.1]"
    before = bwj.played_as(str(burglar.TRAVEL_FROM - 1))
    assert f"declare:{SECRET_PASSAGE}" in [a.id for a in before.actions(start)]
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(CATALOG)}
    assert rows[SECRET_PASSAGE]["burglar"] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows[SECRET_PASSAGE]["there-and-back-again"].missing.startswith("TBA-SEQ-12")


# -- Eagle-mounts is played by its own move, not with the cards limiting the creatures ---------

EAGLE_MOUNTS = "TW-220"


@pytest.mark.rule("BWJ-SEQ-3", "CoE-5.1")
def test_eagle_mounts_is_not_offered_in_the_long_event_phase() -> None:
    from domain.rulesets.burglar.versions import FLIGHTS_APART_FROM

    start = bwj.at(bwj.fresh(), "Lórien", hand=(EAGLE_MOUNTS,), phase="organization")
    _, moved = bwj.act(start, f"move:{LONELY_MOUNTAIN}")
    # Nothing to play: the long-event phase does not wait, the company goes on moving.
    assert moved.phase == "movement-hazard"
    assert not [a for a in bwj.ids(moved) if EAGLE_MOUNTS in a]
    # The version before offered its flight there, naming no site to fly to.
    before = bwj.played_as(str(FLIGHTS_APART_FROM - 1))
    _, waiting = bwj.act(start, f"move:{LONELY_MOUNTAIN}", ruleset=before)
    assert (waiting.phase, waiting.step) == ("long-event", "long-events")
    assert [a.id for a in before.actions(waiting)] == [f"play:{EAGLE_MOUNTS}:fly",
                                                       "long-events-done"]
