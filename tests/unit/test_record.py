"""The game record (``domain.record``): a game as its header and the player's inputs, turned
back into the very same game by re-simulation; an illegal input named by its place; another
ruleset version replayed under its own rules or refused by name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from domain.challenges import commitment
from domain.chronicle import Chronicle
from domain.errors import CatalogMismatch, InvalidLog
from domain.export import parse_export
from domain.record import (
    RECORD_FORMAT,
    RecordRefused,
    parse_game,
    parse_record,
    record_document,
    record_text,
    replay,
)
from domain.ruleset import make_ruleset
from domain.rulesets.dice_race import DiceRace
from tests.rules.sv1_support import RULES
from tests.support import RACE_SETUP, stand_in

V1_EXPORT = (Path(__file__).parents[1] / "rules" / "fixtures"
             / "solitaire-v1-version-1-seed-140.json")


@pytest.fixture
def race() -> DiceRace:
    ruleset = make_ruleset("dice-race", stand_in())
    assert isinstance(ruleset, DiceRace)
    return ruleset


def race_game(race: DiceRace) -> Chronicle:
    """Walk, run, undo the run, walk: a game with an undone branch."""
    game = Chronicle.begin(race, 42, RACE_SETUP)
    game.decide("walk")
    game.decide("run")
    game.undo(steps=1)
    game.decide("walk")
    return game


def test_a_record_holds_the_header_and_the_inputs_only(race: DiceRace) -> None:
    game = race_game(race)
    document = record_document(game.records)
    assert document == {
        "format": RECORD_FORMAT, "ruleset": "dice-race", "ruleset_version": "1", "seed": 42,
        "setup": RACE_SETUP, "catalog": "sha256:stand-in", "engine": "1",
        "undo_policy": "free",
        "inputs": [{"action": "walk"}, {"action": "run"}, {"undo_to": 5}, {"action": "walk"}],
        "final": {"version": game.version, "hash": game.head_hash},
    }


def test_replaying_a_record_makes_the_same_game_event_for_event(race: DiceRace) -> None:
    game = race_game(race)
    text = record_text(record_document(game.records))
    again = replay(race, parse_record(json.loads(text)))
    assert [r.to_json() for r in again.records] == [r.to_json() for r in game.records]
    assert text.splitlines()[-7:] == ['  "inputs": [', '    {"action": "walk"},',
                                      '    {"action": "run"},', '    {"undo_to": 5},',
                                      '    {"action": "walk"}', "  ]", "}"]


def test_the_first_illegal_input_is_named_with_its_place_and_why(race: DiceRace) -> None:
    document = record_document(race_game(race).records)
    document["inputs"] = [{"action": "walk"}, {"action": "fly", "args": {"high": 1}},
                          {"action": "walk"}]
    with pytest.raises(RecordRefused) as refused:
        replay(race, parse_record(document))
    assert (refused.value.index, refused.value.entry) == (2, {"action": "fly",
                                                              "args": {"high": 1}})
    assert refused.value.message == (
        'Input 2 of the record ({"action": "fly", "args": {"high": 1}}, after event 5) is '
        "refused: 'fly' is not an action of the dice race. Open now: walk, run, draw.")


def test_an_undo_the_game_policy_forbids_is_refused(race: DiceRace) -> None:
    game = Chronicle.begin(race, 42, RACE_SETUP, "none")
    game.decide("walk")
    document = record_document(game.records)
    document["inputs"] = [{"action": "walk"}, {"undo_to": 2}]
    del document["final"]
    with pytest.raises(RecordRefused, match=r"^Input 2 of the record \(\{\"undo_to\": 2\}, "
                       r"after event 5\) is refused: This game's undo policy is 'none'"):
        replay(race, parse_record(document))


def test_a_record_that_ends_in_another_game_is_refused(race: DiceRace) -> None:
    document = record_document(race_game(race).records)
    document["final"] = {"version": 12, "hash": "sha256:" + "1" * 64}
    with pytest.raises(RecordRefused, match="^Re-simulation ends at event 12 with hash sha256:"
                       r"[0-9a-f]{64}, but the record says its game ends at event 12 with hash "
                       r"sha256:1{64}"):
        replay(race, parse_record(document))


def test_a_changed_setup_in_the_header_is_refused_naming_its_problems(race: DiceRace) -> None:
    document = record_document(race_game(race).records)
    document["setup"] = {"goal": "far", "turns": 8}
    with pytest.raises(RecordRefused) as refused:
        replay(race, parse_record(document))
    assert refused.value.message == (
        "The game cannot start from the record's header: its setup is not valid: goal must be "
        'a whole number, not the text "far"')


def test_a_header_setup_missing_what_the_rules_need_names_each_field(race: DiceRace) -> None:
    document = record_document(race_game(race).records)
    document["setup"] = {}
    with pytest.raises(RecordRefused) as refused:
        replay(race, parse_record(document))
    assert refused.value.message == (
        "The game cannot start from the record's header: its setup is not valid: goal: nothing "
        "is recorded, but a game started with this setup records 30; turns: nothing is "
        "recorded, but a game started with this setup records 8")


def test_every_problem_of_a_malformed_record_is_listed() -> None:
    with pytest.raises(InvalidLog) as invalid:
        parse_game({"format": RECORD_FORMAT, "ruleset": 7, "ruleset_version": "1",
                    "engine": "1", "catalog": "c", "setup": [], "undo_policy": "sometimes",
                    "seed": True, "inputs": [{"action": "walk"}, {"undo_to": 0}, "jump",
                                             {"action": "roll", "undo_to": 19}],
                    "moves": []})
    assert invalid.value.problems == (
        "moves: not a field of a game record",
        "ruleset: a string is needed, not the number 7",
        "setup: an object is needed",
        'undo_policy: one of free, before-reveal, none, not the text "sometimes"',
        "seed: a string or a whole number, not true",
        "inputs[2]: undo_to: the version gone back to, a whole number from 1, not the number 0",
        'inputs[3]: an object with one of "action" (and "args"), "undo_to" or "forked", not '
        'the text "jump"',
        'inputs[4]: an object with one of "action" (and "args"), "undo_to" or "forked", not '
        'the object {"action": "roll", "undo_to": 19}',
    )


def test_a_document_of_another_format_is_named() -> None:
    with pytest.raises(InvalidLog, match='^Not a Red Book game log or record: expected '
                       '"format": "redbook-game/1" \\(the full log\\) or "redbook-record/1"'):
        parse_game({"format": "pgn"})


def test_a_sealed_entry_s_record_carries_the_commitment_and_cannot_be_replayed(
        race: DiceRace) -> None:
    game = Chronicle.begin(race, "s" * 43, RACE_SETUP)
    game.decide("walk")
    document = record_document(game.records, sealed=True)
    assert "seed" not in document and document["commitment"] == commitment("s" * 43)
    assert "s" * 43 not in json.dumps(document)
    with pytest.raises(InvalidLog, match="seed was sealed .commitment sha256:"):
        parse_record(document)


@pytest.mark.rule("SV1-SETUP-8")
def test_a_version_1_record_replays_under_the_version_1_rules() -> None:
    records = parse_export(json.loads(V1_EXPORT.read_text("utf-8")))
    record = parse_record(record_document(records))
    assert len(record.inputs) < len(records) // 5
    game = replay(RULES, record)
    assert (game.ruleset.played, game.version, game.head_hash) == ("1", 859, records[-1].hash)


@pytest.mark.rule("SV1-SETUP-8")
def test_a_record_of_a_version_the_ruleset_does_not_keep_is_refused_by_name() -> None:
    records = parse_export(json.loads(V1_EXPORT.read_text("utf-8")))
    document = record_document(records)
    document["ruleset_version"] = "0"
    with pytest.raises(CatalogMismatch, match="^This game was recorded under solitaire-v1 "
                       "ruleset version 0, but this server runs"):
        replay(RULES, parse_record(document))


def test_a_fork_s_record_holds_its_mark_and_replays_to_the_same_fork(race: DiceRace) -> None:
    parent = race_game(race)
    fork = Chronicle(race, parent.fork_records("parent-id", 5))
    fork.decide("draw")
    document = record_document(fork.records)
    assert document["inputs"] == [{"action": "walk"},
                                  {"forked": {"parent": "parent-id", "at_version": 5}},
                                  {"action": "draw"}]
    again = replay(race, parse_record(document))
    assert [r.hash for r in again.records] == [r.hash for r in fork.records]
