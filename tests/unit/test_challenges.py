"""Seeded challenges, pure: the commitment, times, the challenge record, entry checking by
re-simulation (tampered decisions, dice and order are rejected at the event), undo policy,
version pins, ranking and redaction. The dice race with a fixed seed gives exact outcomes."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest

from domain.cards import starter_catalog
from domain.challenges import (
    SCORING_RULES,
    SEALED,
    Challenge,
    ChallengeInvalid,
    EntryRejected,
    EntryUnfinished,
    Score,
    check_commitment,
    check_entry,
    commitment,
    conceal,
    entry_challenge,
    instant,
    parse_challenge,
    prepare,
    rank,
)
from domain.chronicle import Chronicle, Record
from domain.errors import CatalogMismatch
from domain.ruleset import Ruleset, make_ruleset
from domain.verdict import Difference
from tests.support import reseal, stand_in

SEED = "sealed-seed-1"
DIGEST = "sha256:" + "ab" * 32


@pytest.fixture
def race() -> Ruleset[Any]:
    return make_ruleset("dice-race", stand_in(DIGEST))


def spec(**changes: Any) -> dict[str, Any]:
    base = {"id": "race-1", "title": "Race", "ruleset": "dice-race", "ruleset_version": "1",
            "engine": "1", "catalog": DIGEST, "setup": {"goal": 20, "turns": 6},
            "undo_policy": "none", "opens_at": "2026-01-01T00:00:00Z",
            "closes_at": "2026-02-01T00:00:00Z", "scoring": "won-mp-turns",
            "commitment": commitment(SEED)}
    return {**base, **changes}


def challenge(race: Ruleset[Any], **changes: Any) -> Challenge:
    return prepare(parse_challenge(spec(**changes)), race)


def play(race: Ruleset[Any], entry_to: Challenge, moves: Sequence[str],
         seed: str = SEED) -> Chronicle:
    game = Chronicle.open(race, entry_to.start_data(seed))
    for move in moves:
        game.decide(move)
    return game


def rejection(race: Ruleset[Any], entry_to: Challenge, records: Sequence[Record]) -> Difference:
    with pytest.raises(EntryRejected) as caught:
        check_entry(race, entry_to, SEED, records)
    return caught.value.difference


def said(difference: Difference) -> tuple[str, int, str]:
    """A rejection's kind, the event where its check fails, and what is wrong there."""
    return difference.kind, difference.version, difference.reason


# -- commitment ------------------------------------------------------------------------------
def test_commitment_is_sha256_of_the_prefix_and_the_canonical_seed() -> None:
    expected = hashlib.sha256(b'redbook-challenge:"abc"').hexdigest()
    assert expected == "e0eb53381981f1fb98d93b1e76c176964806f7631641f788b6f3c04aba6c4f7c"
    assert commitment("abc") == "sha256:" + expected
    assert check_commitment("abc", "sha256:" + expected)
    assert not check_commitment("abd", "sha256:" + expected)


# -- times -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("given", "canonical"), [
    ("2026-05-01T18:00:00Z", "2026-05-01T18:00:00Z"),
    ("2026-05-01T18:00:00+00:00", "2026-05-01T18:00:00Z"),
    ("2026-05-01T18:00:00.5Z", "2026-05-01T18:00:00.500000Z"),
    ("2026-05-01T18:00:00.000Z", "2026-05-01T18:00:00Z"),
    ("2024-02-29T23:59:59Z", "2024-02-29T23:59:59Z"),
])
def test_times_are_written_one_way_in_utc(given: str, canonical: str) -> None:
    assert instant(given) == canonical


@pytest.mark.parametrize(("given", "message"), [
    ("2026-05-01T18:00:00+02:00", "opens_at must be a UTC time like 2026-05-01T18:00:00Z, "
                                  'not the text "2026-05-01T18:00:00+02:00".'),
    ("2025-02-29T00:00:00Z", 'opens_at is not a real time: "2025-02-29T00:00:00Z".'),
    (20260501, "opens_at must be a UTC time like 2026-05-01T18:00:00Z, not the number "
               "20260501."),
])
def test_other_times_are_refused_naming_the_field(given: object, message: str) -> None:
    with pytest.raises(ChallengeInvalid) as caught:
        instant(given, "opens_at")
    assert caught.value.message == message


def test_status_follows_the_opening_hours_and_an_early_close(race: Ruleset[Any]) -> None:
    c = challenge(race)
    assert c.status("2025-12-31T23:59:59.999999Z") == "scheduled"
    assert c.status("2026-01-01T00:00:00Z") == "open"
    assert c.status("2026-01-31T23:59:59Z") == "open"
    assert c.status("2026-02-01T00:00:00Z") == "closed"
    assert c.status("2026-01-15T00:00:00Z", closed_at="2026-01-14T00:00:00Z") == "closed"


# -- the record ------------------------------------------------------------------------------
def test_a_challenge_defaults_to_no_undo_the_main_scoring_rule_and_a_sealed_seed(
        race: Ruleset[Any]) -> None:
    given = spec()
    del given["undo_policy"], given["scoring"]
    c = prepare(parse_challenge(given), race)
    assert (c.undo_policy, c.scoring, c.sealed) == ("none", "won-mp-turns", True)
    assert parse_challenge(c.to_json()) == c


def test_every_bad_field_is_named(race: Ruleset[Any]) -> None:
    bad = spec(id="Race One", undo_policy="sometimes", scoring="luck", catalog="md5:x",
               closes_at="2025-01-01T00:00:00Z", colour="red", sealed="yes")
    with pytest.raises(ChallengeInvalid) as caught:
        parse_challenge(bad, "seeds/challenges/x.json")
    assert caught.value.message == "seeds/challenges/x.json: the challenge is not valid."
    assert caught.value.problems == (
        "colour: not a field of a challenge",
        'id: must be lower-case letters, digits and dashes (at most 64), not the text "Race One"',
        'catalog: must be a digest sha256:<64 hex digits>, not the text "md5:x"',
        'undo_policy: must be one of free, before-reveal, none, not the text "sometimes"',
        'scoring: must be one of won-mp-turns, won-turns-mp, mp-turns, not the text "luck"',
        "closes_at: must come after opens_at",
        'sealed: must be true or false, not the text "yes"',
    )


def test_the_setup_is_checked_by_the_ruleset(race: Ruleset[Any]) -> None:
    with pytest.raises(ChallengeInvalid) as caught:
        prepare(parse_challenge(spec(setup={"goal": 0})), race, "race.json")
    assert caught.value.message == "race.json: setup: The dice race setup is not valid."
    assert caught.value.problems == ("goal must be a whole number from 1 to 1000, not 0",)


@pytest.mark.parametrize(("field", "value", "what"), [
    ("catalog", "sha256:" + "cd" * 32, f"card catalog {'sha256:' + 'cd' * 32}, but this "
                                       f"server runs {DIGEST}"),
    ("engine", "0", "engine version 0, but this server runs 1"),
    ("ruleset_version", "2", "dice-race ruleset version 2, but this server runs 1"),
])
def test_a_challenge_pinned_to_another_version_is_refused_clearly(
        race: Ruleset[Any], field: str, value: str, what: str) -> None:
    with pytest.raises(CatalogMismatch) as caught:
        challenge(race, **{field: value})
    assert caught.value.message == (
        f"Challenge 'race-1' pins {what}; its entries cannot be played or re-simulated here "
        "without risking another result.")


def test_a_challenge_pinned_to_an_earlier_version_the_ruleset_replays_is_kept() -> None:
    # Solitaire Variant 2 still replays version 1: entries are played by version 1's rules.
    solitaire = make_ruleset("solitaire-v1", starter_catalog())
    pinned = spec(id="sv1", ruleset="solitaire-v1", setup={}, ruleset_version="1",
                  catalog=solitaire.catalog.digest)
    kept = prepare(parse_challenge(pinned), solitaire)
    game = Chronicle.open(solitaire, kept.start_data(SEED))
    assert (game.start["ruleset_version"], game.table.rules.names) == ("1", "code points")
    with pytest.raises(CatalogMismatch, match="solitaire-v1 ruleset version 0, but this "
                                              f"server runs {solitaire.version}"):
        prepare(parse_challenge({**pinned, "ruleset_version": "0"}), solitaire)


# -- entries ---------------------------------------------------------------------------------
def test_an_honest_entry_is_scored_from_its_re_simulation(race: Ruleset[Any]) -> None:
    c = challenge(race)
    game = play(race, c, ["walk"] * 5)
    assert check_entry(race, c, SEED, game.records) == Score(
        outcome="won", mp=24, turns=5, version=18, head_hash=game.head_hash)


def test_an_unfinished_entry_cannot_be_scored(race: Ruleset[Any]) -> None:
    c = challenge(race)
    with pytest.raises(EntryUnfinished):
        check_entry(race, c, SEED, play(race, c, ["walk"] * 2).records)


def test_a_tampered_decision_is_rejected_at_that_event(race: Ruleset[Any]) -> None:
    c = challenge(race)
    records = list(play(race, c, ["walk"] * 5).records)
    records[5] = replace(records[5], data={"action": "run", "args": {}})  # the 2nd walk
    assert said(rejection(race, c, records)) == (
        "content-changed", 6, "this event's content does not match its hash: it was changed")


def test_a_re_chained_tampered_decision_is_rejected_at_its_first_outcome(
        race: Ruleset[Any]) -> None:
    c = challenge(race)
    records = list(play(race, c, ["walk"] * 5).records)
    records[5] = replace(records[5], data={"action": "run", "args": {}})
    difference = rejection(race, c, reseal(records))
    assert (difference.version, difference.reason) == (
        7, "re-simulation gives another event here")
    assert difference.recorded == {"kind": "DiceRolled", "rule": "DR-2", "data": {
        "stream": "dice", "index": 1, "next": 2, "values": [5], "total": 5, "purpose": "walk"}}
    assert difference.expected == {"kind": "DiceRolled", "rule": "DR-3", "data": {
        "stream": "dice", "index": 1, "next": 3, "values": [5, 4], "total": 9,
        "purpose": "run"}}


def test_a_tampered_dice_value_is_rejected_at_that_event(race: Ruleset[Any]) -> None:
    c = challenge(race)
    records = list(play(race, c, ["walk"] * 5).records)
    roll = records[9]  # the third walk rolled a 4
    records[9] = replace(roll, data={**roll.data, "values": [6], "total": 6})
    assert rejection(race, c, records).version == 10
    difference = rejection(race, c, reseal(records))
    assert (difference.version, difference.reason) == (
        10, "re-simulation gives another event here")
    assert difference.recorded is not None and difference.expected is not None
    assert difference.recorded["data"]["values"] == [6]  # type: ignore[index]
    assert difference.expected["data"]["values"] == [4]  # type: ignore[index]


def test_reordered_events_are_rejected_where_the_order_breaks(race: Ruleset[Any]) -> None:
    c = challenge(race)
    records = list(play(race, c, ["walk"] * 5).records)
    records[6], records[7] = records[7], records[6]  # Moved before its DiceRolled
    assert said(rejection(race, c, records)) == (
        "out-of-order", 7, "event 7 is missing or out of order (found 8)")
    difference = rejection(race, c, reseal(records))
    assert (difference.version, difference.reason) == (
        7, "re-simulation gives another event here")
    assert difference.recorded is not None and difference.recorded["kind"] == "Moved"


def test_an_entry_from_another_seed_is_rejected_without_revealing_the_seed(
        race: Ruleset[Any]) -> None:
    c = challenge(race)
    other = play(race, c, ["walk"] * 5, seed="guess")
    with pytest.raises(EntryRejected) as caught:
        check_entry(race, c, SEED, other.records)
    assert said(caught.value.difference) == (
        "challenge-terms", 1, "the game was not started from the challenge's seed")
    assert caught.value.message == ("The entry is rejected: event 1 breaks the challenge's "
                                    "terms: the game was not started from the challenge's seed.")
    assert SEED not in str(caught.value)


def test_an_entry_with_another_setup_is_rejected_at_its_first_event(race: Ruleset[Any]) -> None:
    c = challenge(race)
    easier = challenge(race, setup={"goal": 10, "turns": 6})
    assert said(rejection(race, c, play(race, easier, ["walk"] * 2).records)) == (
        "challenge-terms", 1, "the game's setup differs from the challenge's in 1 option: "
                              "goal: 10 (the challenge's: 20)")


def test_a_game_played_with_undo_under_a_no_undo_challenge_is_not_ranked(
        race: Ruleset[Any]) -> None:
    c = challenge(race)
    free = challenge(race, undo_policy="free")
    game = play(race, free, ["walk", "walk"])
    game.undo(steps=1)
    game.decide("run")
    assert said(rejection(race, c, game.records)) == (
        "challenge-terms", 1, 'the game was played under undo policy "free", but the '
                              'challenge\'s policy is "none", so it is not ranked')


def test_an_undo_slipped_into_a_no_undo_log_is_rejected_at_the_undo(race: Ruleset[Any]) -> None:
    c = challenge(race)
    free = play(race, challenge(race, undo_policy="free"), ["walk", "walk"])
    free.undo(steps=1)
    free.decide("run")
    none_start = replace(free.records[0], data=c.start_data(SEED))
    difference = rejection(race, c, reseal([none_start, *free.records[1:]]))
    assert difference.version == 9
    assert difference.reason == ("this input is refused on re-simulation: This game's undo "
                                 "policy is 'none': moves cannot be taken back.")


def test_before_reveal_rejects_an_undo_across_a_roll_and_ranks_the_game_without_it(
        race: Ruleset[Any]) -> None:
    c = challenge(race, undo_policy="before-reveal")
    game = play(race, c, ["walk"])
    honest = list(game.records)
    # Crossing the roll of event 4: the live game refuses it, and so does re-simulation.
    forged = reseal([*honest, Record(7, "Undone", {"to_version": 2}, None, "", "")])
    difference = rejection(race, c, forged)
    assert difference.version == 6
    assert difference.reason == ("this input is refused on re-simulation: This game's undo "
                                 "policy is 'before-reveal', and event 4 (DiceRolled) revealed "
                                 "something after version 2.")
    for move in ["walk"] * 4:
        game.decide(move)
    assert check_entry(race, c, SEED, game.records).outcome == "won"


def test_a_fork_cannot_be_entered(race: Ruleset[Any]) -> None:
    c = challenge(race)
    fork = play(race, c, ["walk"]).fork_records("parent", 5)
    assert said(rejection(race, c, fork)) == (
        "challenge-terms", 6, "a fork of another game cannot be entered: play from the start")


# -- ranking ---------------------------------------------------------------------------------
def entry(player: str, outcome: str, mp: int, turns: int, finished_at: str) -> dict[str, Any]:
    return {"player": player, "outcome": outcome, "mp": mp, "turns": turns,
            "finished_at": finished_at}


def test_won_before_lost_then_points_then_fewer_turns_and_equal_games_share_a_rank() -> None:
    entries = [
        entry("lost-high", "lost", 40, 3, "2026-01-02T00:00:00Z"),
        entry("won-low", "won", 10, 3, "2026-01-02T00:00:00Z"),
        entry("won-slow", "won", 20, 9, "2026-01-01T00:00:00Z"),
        entry("won-later", "won", 20, 5, "2026-01-03T00:00:00Z"),
        entry("won-earlier", "won", 20, 5, "2026-01-02T00:00:00.5Z"),
        entry("won-fast", "won", 20, 4, "2026-01-04T00:00:00Z"),
    ]
    ranked = rank("won-mp-turns", entries)
    # The submission time breaks no tie: equal games keep the order they were given in.
    assert [(row["rank"], row["player"]) for row in ranked] == [
        (1, "won-fast"), (2, "won-later"), (2, "won-earlier"), (4, "won-slow"),
        (5, "won-low"), (6, "lost-high")]
    assert [c.label for c in SCORING_RULES["won-mp-turns"]] == [
        "won before lost", "more marshalling points", "fewer turns"]


def test_a_challenge_stored_under_a_former_scoring_name_is_read_under_the_rules_name(
        race: Ruleset[Any]) -> None:
    for former, now in (("won-mp-turns-finish", "won-mp-turns"),
                        ("won-turns-mp-finish", "won-turns-mp"),
                        ("mp-turns-finish", "mp-turns")):
        assert parse_challenge(spec(scoring=former)).scoring == now


def test_a_points_first_rule_ranks_a_rich_loss_above_a_poor_win() -> None:
    entries = [entry("poor-win", "won", 10, 3, "2026-01-01T00:00:00Z"),
               entry("rich-loss", "lost", 40, 3, "2026-01-01T00:00:00Z")]
    assert [row["player"] for row in rank("mp-turns", entries)] == [
        "rich-loss", "poor-win"]


# -- sealed views ----------------------------------------------------------------------------
def test_concealing_replaces_the_seed_wherever_it_appears(race: Ruleset[Any]) -> None:
    c = challenge(race)
    records = play(race, c, ["walk"]).records
    shown = conceal({"events": [r.to_json() for r in records],
                     "line": f"GameStarted: seed={SEED}, setup=...", "version": 5}, SEED)
    assert shown["events"][0]["data"] == {**records[0].data, "seed": SEALED}  # type: ignore
    assert shown["events"][0]["hash"] == records[0].hash  # type: ignore[index]
    assert shown["events"][1:] == [r.to_json() for r in records[1:]]  # type: ignore[index]
    assert shown["line"] == f"GameStarted: seed={SEALED}, setup=..."  # type: ignore[index]
    assert shown["version"] == 5  # type: ignore[index]
    assert entry_challenge(records) == "race-1"
    assert entry_challenge(Chronicle.begin(race, SEED, {}).records) is None
