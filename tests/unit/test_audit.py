"""The audit of one event: its causes back to the last decision, each with its clause, and a
verdict recomputing it; refusals of a version the game does not have and of a log that does
not verify. Solitaire Variant seed 140 (its first strike: Elrond, assisted by Vygavril and
Éowyn, against Agburanar) and the dice race with a fixed seed give exact outcomes."""

from __future__ import annotations

import json
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from api.cli import main
from api.commands.audit import render
from api.commands.simulate import autoplay
from domain.cards import starter_catalog
from domain.chronicle import Chronicle, Record
from domain.errors import InvalidLog, NoSuchVersion
from domain.export import EXPORT_FORMAT
from domain.ruleset import Ruleset, make_ruleset
from projections.audit import audit_report
from tests.support import RACE_SETUP, REAL_RULESETS, reseal, stand_in

SOLITAIRE = make_ruleset("solitaire-v1", starter_catalog())


@cache
def solitaire_game() -> tuple[Record, ...]:
    game = Chronicle.begin(SOLITAIRE, 140, {})
    while game.version < 30:
        game.decide(*SOLITAIRE.policy(game.table.rules, game.actions()))
    return tuple(game.records)


def steps(report: dict[str, Any]) -> list[tuple[str, int, str]]:
    return [(s["relation"], s["version"], s["kind"]) for s in report["causes"]]


def test_a_strike_is_traced_to_its_dice_its_modifiers_sources_and_the_decision() -> None:
    report = audit_report(SOLITAIRE, solitaire_game(), 28)
    assert report["event"]["kind"] == "StrikeResolved" and report["undone"] is False
    assert steps(report) == [
        ("the event", 28, "StrikeResolved"),
        ("dice it consumed", 27, "DiceRolled"),
        ("source of a modifier", 8, "CompanyFormed"),  # Elrond's own prowess
        ("source of a modifier", 22, "MemberTapped"),  # Vygavril taps to assist
        ("source of a modifier", 25, "MemberTapped"),  # Éowyn taps to assist
        ("the decision behind it", 26, "Decision")]
    assert [s["why"] for s in report["causes"][2:5]] == [
        "Elrond's prowess (+7)", "taps to assist (+1)", "taps to assist (+1)"]
    assert report["causes"][3]["clause"]["id"] == "SV1-HAZ-5"
    assert report["verdict"] == {
        "reproduced": True,
        "check": {"agrees": True, "problems": [], "dice_event": 27},
        "summary": "Re-simulating the game from its first event and its decisions gives this "
                   "event exactly. Dice 4 + 3 +7 +1 +1 = 16, which must be above 15: passed."}


def test_an_outcome_without_a_check_links_the_dice_of_the_roll_it_follows() -> None:
    report = audit_report(SOLITAIRE, solitaire_game(), 31)
    assert steps(report) == [("the event", 31, "HazardResolved"),
                             ("dice it consumed", 29, "DiceRolled"),
                             ("earlier outcome it follows", 30, "HazardBodyCheck"),
                             ("earlier outcome it follows", 28, "StrikeResolved"),
                             ("earlier outcome it follows", 27, "DiceRolled"),
                             ("the decision behind it", 26, "Decision")]
    assert report["dice"] == [29]
    assert report["causes"][1]["why"] == "rolled for the HazardBodyCheck at event 30"
    assert report["verdict"]["check"] is None


def test_a_version_the_game_does_not_have_is_refused() -> None:
    with pytest.raises(NoSuchVersion, match="Event 58 does not exist: this game has events 1 "
                                            "to 57"):
        audit_report(SOLITAIRE, solitaire_game(), 58)


def test_a_log_that_does_not_verify_is_refused_naming_the_first_differing_event() -> None:
    records = list(solitaire_game())
    forged = dict(records[27].data, result="lost")
    records[27] = replace(records[27], data=forged)
    with pytest.raises(InvalidLog, match="event 28 differs"):
        audit_report(SOLITAIRE, reseal(records), 31)


@pytest.fixture
def race() -> Ruleset[Any]:
    return make_ruleset("dice-race", stand_in())


def test_an_undone_event_is_audited_as_undone(race: Ruleset[Any]) -> None:
    game = Chronicle.begin(race, 42, RACE_SETUP)
    game.decide("walk")  # versions 3..5
    game.undo(steps=1)  # version 6
    game.decide("run")
    taken_back = audit_report(race, game.records, 4)
    assert taken_back["undone"] is True
    assert steps(taken_back) == [("the event", 4, "DiceRolled"),
                                 ("the decision behind it", 3, "Decision")]
    assert [s["undone"] for s in taken_back["causes"]] == [True, True]
    assert audit_report(race, game.records, 8)["undone"] is False


def test_the_command_prints_the_tree_and_refuses_bad_input(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    document = {"format": EXPORT_FORMAT, "game_id": "g",
                "records": [r.to_json() for r in solitaire_game()]}
    path.write_text(json.dumps(document, ensure_ascii=False), "utf-8")
    assert main(["audit", str(path), "28"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Event 28 StrikeResolved"
    heads = [line for line in out if line.startswith(("├", "└"))]
    assert heads == ["├── dice it consumed: event 27 DiceRolled",
                     "├── source of a modifier: Elrond's prowess (+7): event 8 CompanyFormed",
                     "├── source of a modifier: taps to assist (+1): event 22 MemberTapped",
                     "├── source of a modifier: taps to assist (+1): event 25 MemberTapped",
                     "└── the decision behind it: event 26 Decision"]
    assert out[-1].endswith("Dice 4 + 3 +7 +1 +1 = 16, which must be above 15: passed.")
    assert out == render(audit_report(SOLITAIRE, list(solitaire_game()), 28))
    assert main(["audit", str(path), "28", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["verdict"]["check"]["agrees"] is True
    assert main(["audit", str(path), "99"]) == 1
    assert capsys.readouterr().err == ("redbook: Event 99 does not exist: this game has events "
                                       "1 to 57.\n")
    assert main(["audit", str(tmp_path / "missing.json"), "2"]) == 2
    assert "neither a game id (a UUID) nor a file" in capsys.readouterr().err


def test_a_there_and_back_again_strike_traces_a_card_played_on_it_and_a_condition() -> None:
    tba = make_ruleset("there-and-back-again", starter_catalog()).at_version("58")
    records = autoplay(tba, 0, {}).chronicle.records
    # The game as versions 11 to 58 play it (the Dwarves' prowess against Orcs counts): the
    # strike is event 352 (357 up to version 10).
    report = audit_report(tba, records, 352)
    assert [(s["relation"], s["version"], s["kind"], s["why"]) for s in report["causes"]] == [
        ("the event", 352, "StrikeResolved", None),
        ("dice it consumed", 351, "DiceRolled", None),
        ("source of a modifier", 3, "CompanyFormed", "Kíli's prowess (+3)"),
        ("source of a modifier", 349, "StrikeModified", "resources played on the strike (+3)"),
        # Kíli was tapped by the strike he faced at event 97 and stayed tapped since.
        ("source of a modifier", 97, "StrikeResolved", "tapped (-1)"),
        ("the decision behind it", 350, "Decision", None)]
    assert report["verdict"]["check"]["agrees"] is True


def test_a_there_and_back_again_strike_traces_each_card_played_on_it_by_name() -> None:
    """From version 59 a card played on the strike is its own modifier, sourced to the card,
    and the audit links it to the one StrikeModified naming that card (Risky Blow's +3
    prowess and -1 body together)."""
    tba = make_ruleset("there-and-back-again", starter_catalog())
    records = autoplay(tba, 0, {}).chronicle.records
    report = audit_report(tba, records, 133)
    assert [(s["relation"], s["version"], s["kind"], s["why"]) for s in report["causes"]] == [
        ("the event", 133, "StrikeResolved", None),
        ("dice it consumed", 132, "DiceRolled", None),
        ("source of a modifier", 3, "CompanyFormed", "Dwalin's prowess (+2)"),
        ("source of a modifier", 130, "StrikeModified", "Risky Blow played on the strike (+3)"),
        ("the decision behind it", 131, "Decision", None)]
    assert records[129].data == {"character": records[132].data["character"], "prowess": 3,
                                 "body": -1, "card": "TW-319"}
    assert report["verdict"]["check"]["agrees"] is True


@pytest.mark.parametrize("ruleset_id", REAL_RULESETS)
def test_every_opening_event_of_every_ruleset_can_be_audited(ruleset_id: str) -> None:
    # The board before an opening event is one of a game whose company is not yet formed
    # (The Road's had no site to list closed moves from, and its first seven events could
    # not be audited).
    ruleset = make_ruleset(ruleset_id, starter_catalog())
    game = Chronicle.begin(ruleset, 3, {})
    while game.version < 12:
        game.decide(*ruleset.policy(game.table.rules, game.actions()))
    records = tuple(game.records)
    audited = [audit_report(ruleset, records, v)["event"]["version"]
               for v in range(1, game.version + 1)]
    assert audited == list(range(1, game.version + 1))
