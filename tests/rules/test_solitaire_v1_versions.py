"""Games recorded under an earlier Solitaire Variant version replay as they were played.

Version 2 sorts names as a reader alphabetizes them (SV1-SETUP-8); version 1 compared raw code
points, so Éowyn went after Vygavril. The fixture is a version-1 export made before the change
(``redbook simulate --ruleset solitaire-v1 --games 1 --seed 140 --export DIR``): its company
holds Vygavril and Éowyn, so the two versions order it differently from the first turn on."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from domain.chronicle import Chronicle, Record, verify
from domain.errors import CatalogMismatch
from domain.export import parse_export
from tests.rules.sv1_support import RULES, names

FIXTURE = Path(__file__).parent / "fixtures" / "solitaire-v1-version-1-seed-140.json"


def version_1_records() -> list[Record]:
    return parse_export(json.loads(FIXTURE.read_text("utf-8")))


def ordered(records: list[Record]) -> list[str]:
    first = next(r for r in records if r.kind == "CompanyOrdered")
    return names(first.data["order"])


@pytest.mark.rule("SV1-SETUP-8")
def test_a_version_1_export_still_verifies_exactly_as_it_was_played() -> None:
    records = version_1_records()
    assert (records[0].data["ruleset_version"], len(records)) == ("1", 859)
    verdict = verify(RULES, records)
    assert (verdict.ok, verdict.events, verdict.difference) == (True, 859, None)
    assert ordered(records) == ["Elrond", "Thranduil", "Vygavril", "Éowyn"]


@pytest.mark.rule("SV1-SETUP-8")
def test_the_same_game_under_version_2_orders_the_company_as_a_reader_would() -> None:
    start = {**version_1_records()[0].data, "ruleset_version": RULES.version}
    game = Chronicle.open(RULES, start)
    assert RULES.version == "8"
    assert ordered(game.records) == ["Elrond", "Thranduil", "Éowyn", "Vygavril"]


@pytest.mark.rule("SV1-SETUP-8")
def test_a_version_1_game_played_on_keeps_the_version_1_rules() -> None:
    records = version_1_records()
    game = Chronicle.open(RULES, records[0].data)
    assert game.ruleset is not RULES and game.ruleset.played == "1"
    first = next(r for r in records if r.kind == "Decision")
    game.decide(str(first.data["action"]))
    then = next(r.version for r in records[first.version:] if r.kind == "Decision")
    assert [r.hash for r in game.records] == [r.hash for r in records[:then - 1]]
    assert ordered(game.records) == ["Elrond", "Thranduil", "Vygavril", "Éowyn"]


@pytest.mark.not_a_rule("record versioning")
def test_a_game_of_a_version_this_server_never_played_is_refused_by_name() -> None:
    records = version_1_records()
    start = {**records[0].data, "ruleset_version": "0"}
    first = Record(1, records[0].kind, start, None, records[0].prev_hash, records[0].hash)
    with pytest.raises(CatalogMismatch, match="solitaire-v1 ruleset version 0, but this "
                                              "server runs 8"):
        Chronicle(RULES, [first])


@pytest.mark.rule("SV1-HAZ-4F")
def test_a_version_2_game_keeps_its_bare_numbers_and_version_3_records_checks() -> None:
    start = {**version_1_records()[0].data, "ruleset_version": "2"}
    old, new = Chronicle.open(RULES, start), Chronicle.open(RULES, {**start,
                                                                    "ruleset_version": "3"})
    for game in (old, new):
        while game.result() is None and not any(r.kind == "StrikeResolved"
                                                for r in game.records):
            game.decide(*game.ruleset.policy(game.table.rules, game.actions()))
    assert ordered(old.records) == ordered(new.records) == ["Elrond", "Thranduil", "Éowyn",
                                                            "Vygavril"]
    struck_old = next(r for r in old.records if r.kind == "StrikeResolved")
    struck_new = next(r for r in new.records if r.kind == "StrikeResolved")
    assert "check" not in struck_old.data
    assert {k: v for k, v in struck_new.data.items() if k != "check"} == dict(struck_old.data)
    assert struck_new.data["check"]["total"] == struck_old.data["total"]
