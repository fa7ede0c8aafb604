"""The chain of an audited event's causes holds only what bears on it: the card that kept a
character untapped through a strike he won, no earlier dice for an event announcing a check
still to be rolled, no outcomes of another resolution or of the turn before, and no decision
where the rules alone resolved it, but the turn's last decision behind its end-of-turn steps,
its end and the next turn's beginning; a hazard asking for a check is linked by the event that
brought it. Each case is the reviewed game's exact event, played at a named ruleset version
(the events of a game at a fixed version never move)."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from api.commands.simulate import autoplay
from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.ruleset import make_ruleset
from projections.audit import audit_view

#: The reviewed games' seeds and the versions they were played at.
SEED_A, SEED_B = 106003618450329, 326228269984494
ROAD, SOLITAIRE, HOBBIT, GUISE = "194", "5", "60", "117"
#: There and Back Again's resources with three Dodge (TW-209), played whenever it can be.
DODGE = "TW-209"
DODGE_DECK = {"resources": [
    {"id": card, "count": count} for card, count in (
        ("TW-156", 1), ("TW-295", 1), ("TW-345", 1), ("TW-341", 1), ("TW-204", 3),
        ("TW-207", 2), ("TW-208", 1), ("TW-253", 3), ("TW-319", 3), (DODGE, 3),
        ("TW-283", 3), ("TW-206", 3), ("TW-333", 1))]}
UNDECIDED = ("resolved by the rules, no decision", None, None)


@cache
def game(ruleset_id: str, seed: int, version: str) -> Chronicle:
    ruleset = make_ruleset(ruleset_id, starter_catalog()).at_version(version)
    return autoplay(ruleset, seed, {}).chronicle


@cache
def dodging() -> Chronicle:
    """There and Back Again, seed 5, the automatic player's choices but for playing Dodge
    whenever it may, up to the strike Bilbo wins untapped with it (event 259)."""
    ruleset = make_ruleset("there-and-back-again", starter_catalog()).at_version(HOBBIT)
    chronicle = Chronicle.begin(ruleset, 5, DODGE_DECK)
    while chronicle.version < 260:
        actions = chronicle.actions()
        chronicle.decide(*next(((a.id, {}) for a in actions if a.id.startswith(f"play:{DODGE}")),
                               None) or chronicle.ruleset.policy(chronicle.table.rules, actions))
    return chronicle


def audit(chronicle: Chronicle, version: int) -> dict[str, Any]:
    return audit_view(chronicle, version)


def steps(report: dict[str, Any]) -> list[tuple[str, int | None, str | None]]:
    return [(s["relation"], s["version"], s["kind"]) for s in report["causes"]]


@pytest.mark.rule("CoE-3.iv.7")
def test_the_card_that_kept_a_character_untapped_is_in_the_strikes_chain() -> None:
    chronicle = dodging()
    report = audit(chronicle, 259)
    assert report["line"].startswith("Bilbo rolls: dice 12, prowess with modifiers +1, total 13")
    assert steps(report) == [
        ("the event", 259, "StrikeResolved"),
        ("dice it consumed", 258, "DiceRolled"),
        ("source of a modifier", 3, "CompanyFormed"),
        ("what kept him untapped", 254, "CardPlayed"),
        ("what kept him untapped", 255, "StrikeTapPrevented"),
        ("the decision behind a source", 253, "Decision"),
        ("the decision behind it", 257, "Decision")]
    assert chronicle.records[253 - 1].data == {"action": f"play:{DODGE}:strike:TW-131",
                                               "args": {}}
    assert report["causes"][5]["why"] == "kept untapped"
    assert report["decision"]["version"] == 257


@pytest.mark.rule("CoE-7.1")
@pytest.mark.parametrize(("seed", "first", "second"), [(SEED_A, 423, 426), (SEED_B, 582, 585)])
def test_a_second_check_announced_consumes_none_of_the_firsts_dice(
        seed: int, first: int, second: int) -> None:
    chronicle = game("road-goes-ever-on", seed, ROAD)
    kinds = [r.kind for r in chronicle.records[first - 1:second + 2]]
    assert kinds == ["HazardEffectApplied", "DiceRolled", "CorruptionChecked",
                     "HazardEffectApplied", "DiceRolled", "CorruptionChecked"]
    assert audit(chronicle, second)["dice"] == []
    assert audit(chronicle, first)["dice"] == []
    assert audit(chronicle, first + 2)["dice"] == [first + 1]
    assert audit(chronicle, second + 2)["dice"] == [second + 1]


@pytest.mark.rule("SV1-HAZ-4I")
def test_a_hazards_body_check_runs_back_to_its_draw_not_the_turn_before() -> None:
    report = audit(game("solitaire-v1", SEED_B, SOLITAIRE), 343)
    assert steps(report) == [
        ("the event", 343, "HazardBodyCheck"), ("dice it consumed", 342, "DiceRolled"),
        *[("earlier outcome it follows", v, k) for v, k in (
            (341, "StrikeResolved"), (340, "DiceRolled"), (338, "HazardBodyCheck"),
            (337, "DiceRolled"), (336, "StrikeResolved"), (335, "DiceRolled"),
            (331, "StrikesAssigned"), (330, "HazardFaced"), (329, "HazardDrawn"))],
        UNDECIDED]
    assert report["decision"] is None
    assert report["causes"][-1]["line"] == "No player decision led to it: the rules resolved it."


@pytest.mark.rule("SV1-HAZ-4F")
def test_a_strike_runs_back_to_its_hazard_not_another_hazards_body_checks() -> None:
    report = audit(game("solitaire-v1", SEED_A, SOLITAIRE), 55)
    assert steps(report)[4:] == [
        *[("earlier outcome it follows", v, k) for v, k in (
            (53, "StrikeFaced"), (52, "TargetsChosen"), (51, "StrikesAssigned"),
            (50, "HazardFaced"), (49, "HazardDrawn"))],
        UNDECIDED]


@pytest.mark.rule("CoE-7.1")
def test_a_check_after_an_attack_follows_no_outcome_of_the_attack_and_no_decision() -> None:
    report = audit(game("road-goes-ever-on", SEED_A, ROAD), 426)
    assert steps(report) == [
        ("the event", 426, "HazardEffectApplied"),
        ("earlier outcome it follows", 425, "CorruptionChecked"),
        ("earlier outcome it follows", 424, "DiceRolled"),
        ("earlier outcome it follows", 423, "HazardEffectApplied"), UNDECIDED]


@pytest.mark.rule("CoE-3.iv.7")
def test_a_strike_still_follows_the_decision_assigning_it() -> None:
    report = audit(game("road-goes-ever-on", SEED_A, ROAD), 420)
    assert steps(report)[-2:] == [("earlier outcome it follows", 414, "StrikeAssigned"),
                                  ("the decision behind it", 413, "Decision")]
    assert report["decision"]["data"] == {"action": "assign:TW-123", "args": {}}


@pytest.mark.rule("CoE-7.1")
def test_the_hazard_asking_for_a_check_links_the_event_that_revealed_it() -> None:
    chronicle = game("road-goes-ever-on", SEED_A, ROAD)
    report = audit(chronicle, 740)
    source = report["causes"][2]
    assert (source["relation"], source["why"], source["version"], source["kind"]) == (
        "source of a modifier", "Ghosts's modifier to the check (-1)", 716, "HazardRevealed")
    assert source["line"] == "Hazard revealed: Ghosts."


@pytest.mark.rule("CoE-7.1")
def test_a_hazard_taking_effect_tells_on_whom_and_why() -> None:
    report = audit(game("road-goes-ever-on", SEED_A, ROAD), 423)
    assert report["line"] == ("Lure of Nature takes effect: Legolas makes a corruption check: "
                              "2 Wilderness in the path.")


@pytest.mark.rule("SV1-HAZ-4F", "SV1-HAZ-4I")
@pytest.mark.parametrize(("version", "result"), [(SOLITAIRE, "defeated"), ("6", "won")])
def test_a_strike_won_against_a_hazard_with_a_body_is_not_told_defeated(
        version: str, result: str) -> None:
    chronicle = game("solitaire-v1", SEED_B, version)
    assert chronicle.records[341 - 1].data["result"] == result
    assert audit(chronicle, 341)["line"] == (
        "Gildor Inglorion rolls 4+4 with prowess 5, tapped -1 = 12 against Olog-hai (Trolls)'s "
        "10: Gildor Inglorion wins the strike; it is defeated only if Olog-hai (Trolls) fails "
        "its body check. [SV1-HAZ-4F]")
    assert audit(chronicle, 343)["line"] == (
        "Olog-hai (Trolls) makes a body check: 2+3 = 5 against body 5: it holds, the strike is "
        "not defeated. [SV1-HAZ-4I]")


@pytest.mark.rule("CoE-2.VI", "RGO-SHADOW-2")
def test_ending_the_turn_after_returning_an_on_guard_card_is_the_end_turn_decisions() -> None:
    chronicle = game("road-goes-ever-on", SEED_A, ROAD)
    assert chronicle.records[606 - 1].data == {"action": "end-turn", "args": {}}
    report = audit(chronicle, 609)
    assert steps(report) == [
        ("the event", 609, "ShadowChanged"),
        ("earlier outcome it follows", 608, "TurnEnded"),
        ("earlier outcome it follows", 607, "OnGuardReturned"),
        ("the decision behind it", 606, "Decision")]
    assert report["decision"]["version"] == 606
    assert steps(audit(chronicle, 610))[-1] == ("the decision behind it", 606, "Decision")


@pytest.mark.rule("CoE-2.I.1")
def test_the_new_turns_untap_still_follows_no_decision_of_the_turn_before() -> None:
    report = audit(game("road-goes-ever-on", SEED_A, ROAD), 611)
    assert steps(report) == [("the event", 611, "CharactersUntapped"), UNDECIDED]


@pytest.mark.rule("CoE-2.VI")
@pytest.mark.parametrize(("ruleset_id", "version", "began", "between", "decided", "action"), [
    ("there-and-back-again", HOBBIT, 25, ("TurnEnded", "ResourceDiscarded"), 22,
     "discard:TW-333"),
    ("necromancer", GUISE, 248, ("TurnEnded", "ResourcesDrawn", "ResourceDiscarded"), 244,
     "discard:TW-254")])
def test_a_turn_beginning_right_after_a_discard_follows_the_discard_decision(
        ruleset_id: str, version: str, began: int, between: tuple[str, ...], decided: int,
        action: str) -> None:
    report = audit(game(ruleset_id, SEED_A, version), began)
    assert steps(report) == [
        ("the event", began, "TurnBegan"),
        *[("earlier outcome it follows", began - 1 - i, kind) for i, kind in enumerate(between)],
        ("the decision behind it", decided, "Decision")]
    assert report["decision"]["data"] == {"action": action, "args": {}}


@pytest.mark.rule("CoE-2.VI")
def test_a_turn_beginning_after_an_attack_canceled_does_not_follow_the_cards_play() -> None:
    chronicle = game("there-and-back-again", SEED_B, HOBBIT)
    kinds = [r.kind for r in chronicle.records[287 - 1:297]]
    assert kinds[:4] == ["Decision", "CardPlayed", "AttackCanceled", "AttackEnded"]
    assert kinds[-3:] == ["PhaseBegan", "ResourcesDrawn", "TurnEnded"]
    assert steps(audit(chronicle, 298)) == [
        ("the event", 298, "TurnBegan"), ("earlier outcome it follows", 297, "TurnEnded"),
        UNDECIDED]


@pytest.mark.rule("SV1-SCORE-1", "SV1-SCORE-2")
def test_the_score_is_linked_to_every_event_that_put_a_card_in_the_pile() -> None:
    # Read from the table: the pile grew at exactly these events of the game.
    chronicle = game("solitaire-v1", SEED_B, SOLITAIRE)
    piled = [(110, "MemberReplaced"), (192, "MemberReplaced"), (242, "MemberReplaced"),
             (315, "MemberReplaced"), (389, "MemberReplaced"), (508, "MemberReplaced"),
             (636, "HazardResolved"), (774, "HazardResolved"), (793, "MemberReplaced"),
             (804, "ItemToPile")]
    assert steps(audit(chronicle, 808)) == [
        ("the event", 808, "ScoreCounted"),
        ("earlier outcome it follows", 807, "RegionDeckDepleted"),
        ("earlier outcome it follows", 806, "TurnEnded"),
        *[("an earlier ruling it rests on", v, kind) for v, kind in piled], UNDECIDED]
    # The result is judged on that score, linked once.
    assert steps(audit(chronicle, 809)) == [
        ("the event", 809, "GameEnded"), ("earlier outcome it follows", 808, "ScoreCounted"),
        ("earlier outcome it follows", 807, "RegionDeckDepleted"),
        ("earlier outcome it follows", 806, "TurnEnded"), UNDECIDED]


@pytest.mark.rule("SV1-HAZ-4A")
def test_a_hazard_faced_is_linked_to_the_regions_revealed_that_it_matched() -> None:
    chronicle = game("solitaire-v1", SEED_B, SOLITAIRE)
    assert chronicle.records[18 - 1].data["matched"] == "border-land"
    assert steps(audit(chronicle, 18)) == [
        ("the event", 18, "HazardFaced"), ("earlier outcome it follows", 17, "HazardDrawn"),
        ("an earlier ruling it rests on", 12, "RegionsRevealed"), UNDECIDED]


#: The game of ``redbook simulate --ruleset necromancer --seed 1 --games 150`` numbered 13,
#: lost to a Nazgûl guardian at the end of turn 7 (event 535).
SEED_RING_FOUND = 547374457503364


@pytest.mark.rule("GON-NAZ-4", "GON-RING-4")
def test_the_game_lost_to_a_guardian_is_linked_to_the_ring_the_guardian_and_the_turn() -> None:
    chronicle = game("necromancer", SEED_RING_FOUND, "127")
    assert chronicle.records[535 - 1].data["ended_by"] == "the Ring found"
    # The Ring, the one guardian still guarding and the turn's beginning that found both.
    assert steps(audit(chronicle, 535)) == [
        ("the event", 535, "GameEnded"),
        ("earlier outcome it follows", 534, "ResourceDiscarded"),
        ("an earlier ruling it rests on", 399, "NazgulGuards"),
        ("an earlier ruling it rests on", 438, "RingAppeared"),
        ("an earlier ruling it rests on", 458, "TurnBegan"),
        ("the decision behind it", 533, "Decision")]
    # Saruman is placed because The One Ring appeared, for the first time.
    assert steps(audit(chronicle, 439)) == [
        ("the event", 439, "SarumanPlaced"),
        ("an earlier ruling it rests on", 438, "RingAppeared"),
        ("the decision behind it", 433, "Decision")]
