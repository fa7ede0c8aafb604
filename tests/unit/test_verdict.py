"""The verdict of verification on the rules documents' own games, exported as a player exports
them: for each way of tampering with a log, the kind of difference, the event named first (the
changed one), the decision the game parts after, and the fields that differ."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from domain.canonical import JSON
from domain.cards import Catalog
from domain.chronicle import Chronicle, Record, record_hash, seal, verify
from domain.errors import IllegalAction, InvalidSetup
from domain.ruleset import DECISION, INPUT_KINDS, make_ruleset
from domain.verdict import Difference, FieldDifference, InputAt, Verified, field_differences
from tests.support import REAL_RULESETS, play_out, reseal


def exported(starter: Catalog, ruleset_id: str, decisions: int = 30) -> list[Record]:
    """A game of the ruleset's own policy, as its full log's export reads back."""
    game = play_out(Chronicle.begin(make_ruleset(ruleset_id, starter), 11, {}), most=decisions)
    document = json.loads(json.dumps([r.to_json() for r in game.records]))
    return Record.all_from_json(document)


def found(starter: Catalog, records: list[Record]) -> Difference:
    ruleset = make_ruleset(str(records[0].data["ruleset"]), starter)
    difference = verify(ruleset, records).difference
    assert difference is not None
    return difference


def first_ruled_outcome(records: list[Record]) -> Record:
    """The first outcome with a rule that follows a decision."""
    first_decision = next(r.version for r in records if r.kind == DECISION)
    return next(r for r in records[first_decision:]
                if r.kind not in INPUT_KINDS and r.rule is not None)


def decision_before(records: list[Record], version: int) -> InputAt:
    decision = next(r for r in reversed(records[:version - 1]) if r.kind == DECISION)
    return InputAt(decision.version, decision.kind, decision.data)


def rule_changed(starter: Catalog, ruleset_id: str) -> tuple[list[Record], Record]:
    """A game's export with the rule of its first ruled outcome after a decision changed to
    ``CHANGED`` (its hash left as it was), and that outcome as it was."""
    records = exported(starter, ruleset_id)
    target = first_ruled_outcome(records)
    records[target.version - 1] = replace(target, rule="CHANGED")
    return records, target


def shape(record: Record) -> dict[str, JSON]:
    return {"kind": record.kind, "data": dict(record.data), "rule": record.rule}


@pytest.mark.parametrize("ruleset_id", REAL_RULESETS)
def test_an_event_changed_with_its_own_hash_made_again_is_named_before_the_break(
        starter: Catalog, ruleset_id: str) -> None:
    records, target = rule_changed(starter, ruleset_id)
    v = target.version
    records[v - 1] = seal(v, records[v - 1].fact, target.prev_hash)
    difference = found(starter, records)
    assert (difference.kind, difference.version, difference.event) == ("chain-broken", v + 1, v)
    assert difference.summary == (
        f"event {v} was changed: its content no longer matches the hash event {v + 1} chained "
        f"to (the hash chain breaks at event {v + 1})")
    assert difference.differences == (
        FieldDifference("hash", records[v - 1].hash, records[v].prev_hash),)
    assert records[v].prev_hash == target.hash


@pytest.mark.parametrize("ruleset_id", REAL_RULESETS)
def test_an_event_changed_and_left_as_it_was_sealed_breaks_its_own_hash(
        starter: Catalog, ruleset_id: str) -> None:
    records, target = rule_changed(starter, ruleset_id)
    v = target.version
    difference = found(starter, records)
    assert (difference.kind, difference.version, difference.event, difference.summary) == (
        "content-changed", v, v,
        f"event {v} was changed: its content does not match its own hash")
    assert difference.differences == (FieldDifference(
        "hash", target.hash, record_hash(v, records[v - 1].fact, target.prev_hash)),)


@pytest.mark.parametrize("ruleset_id", REAL_RULESETS)
def test_a_changed_rule_in_a_resealed_log_is_its_one_differing_field(
        starter: Catalog, ruleset_id: str) -> None:
    records, target = rule_changed(starter, ruleset_id)
    v = target.version
    difference = found(starter, reseal(records))
    decision = decision_before(records, v)
    assert (difference.kind, difference.version, difference.event, difference.decision) == (
        "another-event", v, v, decision)
    assert difference.summary == (
        f"event {v} differs from its re-simulation: the first outcome that differs follows "
        f"the decision at event {decision.version} ({decision.data['action']})")
    assert difference.differences == (FieldDifference("rule", "CHANGED", target.rule),)
    assert (difference.recorded, difference.expected) == (
        {**shape(target), "rule": "CHANGED"}, shape(target))


def alternative(starter: Catalog, records: list[Record]) -> tuple[int, str, list[Record]]:
    """A decision of the game that another legal action would have changed: its version, the
    other action, and the records deciding it makes (the decision, then its outcomes)."""
    for record in records:
        if record.kind != DECISION or record.data["args"]:
            continue
        before = Chronicle(make_ruleset(str(records[0].data["ruleset"]), starter),
                           records[:record.version - 1])
        for action in before.actions():
            if action.id == record.data["action"] or action.params:
                continue
            try:
                made = before.clone().decide(action.id)
            except IllegalAction:
                continue
            ends = record.version + len(made) - 1
            if [shape(r) for r in made[1:]] != [shape(r) for r in records[record.version:ends]]:
                return record.version, action.id, made
    raise AssertionError("no decision with another legal action that changes its outcomes")


@pytest.mark.parametrize("ruleset_id", REAL_RULESETS)
def test_a_decision_changed_to_another_legal_one_names_it_as_where_the_game_parts(
        starter: Catalog, ruleset_id: str) -> None:
    records = exported(starter, ruleset_id)
    d, action, made = alternative(starter, records)
    records[d - 1] = replace(records[d - 1], data={"action": action, "args": {}})
    difference = found(starter, reseal(records))
    # The first outcome of the other decision that the log does not hold.
    v = next(r.version for r, kept in zip(made[1:], records[d:], strict=False)
             if shape(r) != shape(kept))
    assert (difference.kind, difference.version, difference.event) == ("another-event", v, v)
    assert difference.decision == InputAt(d, DECISION, {"action": action, "args": {}})
    assert difference.summary == (
        f"event {v} differs from its re-simulation: the first outcome that differs follows "
        f"the decision at event {d} ({action})")
    assert difference.expected == shape(made[v - d])
    assert difference.recorded == shape(records[v - 1])


def test_the_necromancer_s_strike_rolled_instead_of_staying_untapped(starter: Catalog) -> None:
    """The case of a decision to roll a strike changed to stay untapped: the verdict names
    the decision, and that a roll was recorded where staying untapped is expected."""
    records = exported(starter, "necromancer")
    roll = next(r for r in records if r.kind == DECISION and r.data["action"] == "roll")
    d = roll.version
    records[d - 1] = replace(roll, data={"action": "stay-untapped", "args": {}})
    difference = found(starter, reseal(records))
    assert difference.summary == (
        f"event {d + 1} differs from its re-simulation: the first outcome that differs follows "
        f"the decision at event {d} (stay-untapped)")
    assert [(f.path, f.recorded, f.expected) for f in difference.differences][0] == (
        "kind", "DiceRolled", "StayUntapped")


@pytest.mark.parametrize("ruleset_id", REAL_RULESETS)
def test_an_illegal_decision_is_named_with_the_rules_refusal(starter: Catalog,
                                                            ruleset_id: str) -> None:
    records = exported(starter, ruleset_id)
    d = next(r.version for r in reversed(records) if r.kind == DECISION)
    ruleset = make_ruleset(ruleset_id, starter)
    with pytest.raises(IllegalAction) as refused:
        Chronicle(ruleset, records[:d - 1]).decide("no-such-action")
    records[d - 1] = replace(records[d - 1], data={"action": "no-such-action", "args": {}})
    difference = found(starter, reseal(records))
    assert (difference.kind, difference.version, difference.event, difference.summary) == (
        "input-refused", d, d, f"the decision at event {d} (no-such-action) is refused on "
                               f"re-simulation: {refused.value}")
    assert difference.decision == InputAt(d, DECISION, {"action": "no-such-action", "args": {}})


@pytest.mark.parametrize("ruleset_id", REAL_RULESETS)
def test_a_log_cut_inside_a_resolution_ends_early(starter: Catalog, ruleset_id: str) -> None:
    records = exported(starter, ruleset_id)
    target = first_ruled_outcome(records)
    v = target.version
    difference = found(starter, records[:v - 1])
    decision = decision_before(records, v)
    assert (difference.kind, difference.version, difference.event) == ("ends-early", v, v)
    assert difference.summary == (
        f"the log ends early, at event {v - 1}: re-simulation continues with event {v} "
        f"({target.kind}), which follows the decision at event {decision.version} "
        f"({decision.data['action']})")
    assert (difference.recorded, difference.expected) == (None, shape(target))


@pytest.mark.parametrize("ruleset_id", REAL_RULESETS)
def test_an_outcome_added_where_the_game_waits_is_unexpected(starter: Catalog,
                                                            ruleset_id: str) -> None:
    records = exported(starter, ruleset_id)
    target = first_ruled_outcome(records)
    end = len(records) + 1
    added = seal(end, target.fact, records[-1].hash)
    difference = found(starter, [*records, added])
    last = decision_before([*records, added], end)
    assert (difference.kind, difference.version, difference.event, difference.summary) == (
        "unexpected-event", end, end,
        f"event {end} ({target.kind}) does not follow from the decisions before it: "
        f"re-simulation gives no more events after the decision at event {last.version} "
        f"({last.data['action']}) until the next input")


def test_false_changed_to_zero_is_a_difference(starter: Catalog) -> None:
    """Canonical JSON tells ``false`` from ``0``, so verification does too (Python's ``==``
    does not)."""
    records = exported(starter, "necromancer")
    turn = next(r for r in records if r.kind == "TurnBegan")
    assert turn.data["ring"] is False
    records[turn.version - 1] = replace(turn, data={**turn.data, "ring": 0})
    difference = found(starter, reseal(records))
    assert (difference.kind, difference.version) == ("another-event", turn.version)
    assert [(f.path, f.recorded, f.expected) for f in difference.differences] == [
        ("data.ring", 0, False)]
    assert type(difference.differences[0].recorded) is int


def test_field_paths_name_keys_and_indexes() -> None:
    recorded: Any = {"a": [1, {"b": True}], "c": {"d": 1}, "e": [1, 2]}
    expected: Any = {"a": [1, {"b": 1}], "c": {"d": 1, "f": 2}, "e": [1]}
    assert field_differences(recorded, expected, "data") == [
        FieldDifference("data.a[1].b", True, 1),
        FieldDifference("data.c", {"d": 1}, {"d": 1, "f": 2}),
        FieldDifference("data.e", [1, 2], [1]),
    ]
    assert field_differences(recorded, recorded) == []


def test_a_verdict_of_an_honest_export_is_ok(starter: Catalog) -> None:
    records = exported(starter, "there-and-back-again")
    verdict = verify(make_ruleset("there-and-back-again", starter), records)
    assert (verdict.ok, verdict.events, verdict.difference) == (True, len(records), None)


@pytest.mark.parametrize("ruleset_id", REAL_RULESETS)
def test_a_verdict_names_what_a_judge_compares(starter: Catalog, ruleset_id: str) -> None:
    records = exported(starter, ruleset_id, decisions=10)
    ruleset = make_ruleset(ruleset_id, starter)
    verdict = verify(ruleset, records)
    game = Chronicle(ruleset, records)
    assert verdict.verified == Verified(ruleset_id, ruleset.version, None, records[-1].hash,
                                        game.result())
    assert verdict.to_json() == {"ok": True, "events": len(records), "first_difference": None,
                                 "ruleset": ruleset_id, "ruleset_version": ruleset.version,
                                 "challenge": None, "final_hash": records[-1].hash,
                                 "result": game.result()}


@pytest.mark.parametrize("ruleset_id", REAL_RULESETS)
def test_a_setup_option_no_game_has_is_refused_as_starting_a_game_refuses_it(
        starter: Catalog, ruleset_id: str) -> None:
    records = exported(starter, ruleset_id, decisions=3)
    ruleset = make_ruleset(ruleset_id, starter)
    setup = dict(records[0].data["setup"])  # type: ignore[call-overload]
    with pytest.raises(InvalidSetup) as refused:
        Chronicle.begin(ruleset, 11, {"bogus_option": 1})
    forged = {**setup, "bogus_option": 1}
    records[0] = replace(records[0], data={**records[0].data, "setup": forged})
    verdict = verify(ruleset, reseal(records))
    assert verdict.difference is not None and verdict.verified is None
    assert (verdict.difference.kind, verdict.difference.summary) == (
        "cannot-start", "event 1 (GameStarted) starts no game: its setup is not valid: "
                        + "; ".join(refused.value.problems))
