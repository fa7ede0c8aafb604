"""The audit links every outcome caused by dice to the DiceRolled events it came from, in every
real ruleset: a roll's own event by the stream and index its check or table roll records (an
event with two rolls links both), and an outcome with no roll of its own by the roll whose
outcome it is (see tests/unit/test_audit_links.py). Seeded simulated games give exact
versions."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from api.commands.simulate import autoplay
from domain.cards import starter_catalog
from domain.chronicle import Record
from domain.ruleset import Ruleset, make_ruleset
from projections.audit import audit_report

REPRODUCED = ("Re-simulating the game from its first event and its decisions gives this event "
              "exactly.")


@cache
def game(ruleset_id: str, seed: int) -> tuple[Ruleset[Any], tuple[Record, ...]]:
    ruleset = make_ruleset(ruleset_id, starter_catalog())
    return ruleset, tuple(autoplay(ruleset, seed, {}).chronicle.records)


def audit(ruleset_id: str, seed: int, version: int) -> dict[str, Any]:
    ruleset, records = game(ruleset_id, seed)
    return audit_report(ruleset, records, version)


def steps(report: dict[str, Any]) -> list[tuple[str, int, str]]:
    return [(s["relation"], s["version"], s["kind"]) for s in report["causes"]]


def first(ruleset_id: str, seed: int, kind: str) -> Record:
    """The first event of ``kind`` (the rulesets grow while these tests stand, so their events
    are found by kind, not pinned by version)."""
    return next(r for r in game(ruleset_id, seed)[1] if r.kind == kind)


@pytest.mark.rule("RGO-SITE-4")
def test_a_site_encounter_links_its_dice_and_recomputes_the_row_it_selected() -> None:
    encounter = first("road-goes-ever-on", 1, "SiteEncounter")
    made = encounter.data["table_roll"]
    assert isinstance(made, dict)
    report = audit("road-goes-ever-on", 1, encounter.version)
    rolled = encounter.version - 1
    assert report["random"] is None and report["dice"] == [rolled]
    assert steps(report)[:2] == [("the event", encounter.version, "SiteEncounter"),
                                 ("dice it consumed", rolled, "DiceRolled")]
    assert game("road-goes-ever-on", 1)[1][rolled - 1].data["values"] == made["dice"]
    row = made["rows"][0]
    low, high = row["min"], row["max"]
    span = (f"{low} or more" if high is None else f"{high} or less" if low is None
            else str(low) if low == high else f"{low}-{high}")
    assert report["verdict"] == {
        "reproduced": True, "check": {"agrees": True, "problems": [], "dice_event": rolled},
        "summary": f"{REPRODUCED} Dice {made['dice'][0]} + {made['dice'][1]} = {made['total']} "
                   f"on the {encounter.data['table']} table selects {encounter.data['row']} "
                   f"({span})."}


@pytest.mark.rule("RGO-SITE-4")
def test_the_attacks_a_site_encounter_queues_link_the_encounters_dice() -> None:
    _, records = game("road-goes-ever-on", 1)
    queued = first("road-goes-ever-on", 1, "SiteAttacksQueued")
    encounter = next(r for r in reversed(records[:queued.version - 1])
                     if r.kind == "SiteEncounter")
    between = records[encounter.version:queued.version - 1]
    assert [r.kind for r in between if r.kind == "DiceRolled"] == []
    report = audit("road-goes-ever-on", 1, queued.version)
    assert report["dice"] == [encounter.version - 1]
    assert report["causes"][1]["why"] == (f"rolled for the SiteEncounter at event "
                                          f"{encounter.version}")


@pytest.mark.rule("RGO-DRAGON-1")
def test_a_dragon_encounter_links_its_dice() -> None:
    encounter = first("road-goes-ever-on", 1, "DragonEncounter")
    report = audit("road-goes-ever-on", 1, encounter.version)
    assert report["dice"] == [encounter.version - 1]
    assert report["verdict"]["check"] == {"agrees": True, "problems": [],
                                          "dice_event": encounter.version - 1}


@pytest.mark.rule("CoE-3.I.1")
def test_a_strike_with_the_attackers_body_check_links_both_rolls() -> None:
    _, records = game("necromancer", 3)
    strike = next(r for r in records
                  if r.kind == "StrikeResolved" and r.data["body_roll"] is not None)
    report = audit("necromancer", 3, strike.version)
    rolls = [strike.version - 2, strike.version - 1]
    assert report["event"]["kind"] == "StrikeResolved" and report["dice"] == rolls
    assert report["verdict"]["check"] == {"agrees": True, "problems": [],
                                          "dice_event": rolls[0]}
    assert report["verdict"]["summary"] == (
        f"{REPRODUCED} Dice 5 + 6 +6 +1 -1 = 17, which must be above 15: passed. "
        "Dice 5 + 3 = 8, which must be at most 9: passed.")


@pytest.mark.rule("CoE-3.I.1")
def test_a_necromancer_body_check_links_its_dice() -> None:
    checked = first("necromancer", 1, "BodyChecked")
    report = audit("necromancer", 1, checked.version)
    assert (report["event"]["kind"], report["dice"]) == ("BodyChecked", [checked.version - 1])
    assert report["verdict"]["summary"] == (
        f"{REPRODUCED} Dice 6 + 2 = 8, which must be at most 9: passed.")


@pytest.mark.rule("CoE-3.I.1")
def test_an_elimination_in_there_and_back_again_links_the_body_checks_dice() -> None:
    _, records = game("there-and-back-again", 2)
    eliminated = next(r for r in records if r.kind == "CharacterEliminated"
                      and records[r.version - 2].kind == "BodyChecked")
    at = eliminated.version
    report = audit("there-and-back-again", 2, at)
    assert report["event"]["kind"] == "CharacterEliminated" and report["dice"] == [at - 2]
    assert steps(report)[:3] == [("the event", at, "CharacterEliminated"),
                                 ("dice it consumed", at - 2, "DiceRolled"),
                                 ("earlier outcome it follows", at - 1, "BodyChecked")]


@pytest.mark.rule("CoE-2.V.3")
def test_a_burglar_faction_roll_links_its_dice_and_its_influence_source() -> None:
    at = first("burglar", 1, "FactionInfluenced").version
    report = audit("burglar", 1, at)
    assert report["dice"] == [at - 1]
    assert steps(report) == [("the event", at, "FactionInfluenced"),
                             ("dice it consumed", at - 1, "DiceRolled"),
                             ("source of a modifier", 2, "CompanyFormed"),
                             ("the decision behind it", at - 2, "Decision")]
    assert report["verdict"]["summary"] == (
        f"{REPRODUCED} Dice 1 + 4 +1 = 6, which must be above 7: failed.")


def test_a_random_draw_links_no_dice_but_shows_its_draw() -> None:
    rolled = first("road-goes-ever-on", 1, "DiceRolled")
    report = audit("road-goes-ever-on", 1, rolled.version)
    assert report["event"]["kind"] == "DiceRolled" and report["dice"] == []
    assert report["random"] == {"stream": "dice", "index": 0, "next": rolled.data["next"]}
