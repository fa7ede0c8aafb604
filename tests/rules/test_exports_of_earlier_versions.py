"""Games exported by the code of an earlier version still verify, event for event, after the
version was raised: There and Back Again 2 (before the lost game named the Hobbit), Burglar
Wants a Good Job 1 (before it named the Burglar) and The Road Goes Ever On 2 (before table
rolls recorded their rows and an eliminated character's items each had a fact). Each file was
exported by the code as it stood before the change."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from domain.cards import starter_catalog
from domain.chronicle import Record, verify
from domain.export import parse_export
from domain.ruleset import make_ruleset

FIXTURES = Path(__file__).parent / "fixtures"


def verified(ruleset_id: str, name: str, events: int) -> list[Record]:
    records = parse_export(json.loads((FIXTURES / name).read_text("utf-8")))
    verdict = verify(make_ruleset(ruleset_id, starter_catalog()), records)
    assert verdict.ok, verdict.difference
    assert verdict.events == events
    return records


@pytest.mark.rule("TBA-WIN-1")
def test_a_there_and_back_again_game_of_version_2_verifies_as_played() -> None:
    records = verified("there-and-back-again", "there-and-back-again-version-2-seed-0.json",
                       661)
    assert records[0].data["ruleset_version"] == "2"
    assert dict(records[-1].data) == {"outcome": "lost",
                                      "reason": "the Hobbit has left the company"}


@pytest.mark.rule("BWJ-WIN-5")
def test_a_burglar_game_of_version_1_verifies_as_played() -> None:
    records = verified("burglar", "burglar-version-1-seed-0.json", 43)
    assert records[0].data["ruleset_version"] == "1"
    assert dict(records[-1].data) == {"outcome": "lost",
                                      "reason": "the Burglar is dead or lost to corruption"}


@pytest.mark.rule("RGO-SITE-4", "RGO-DRAGON-1", "CoE-3.I.2")
def test_a_road_goes_ever_on_game_of_version_2_verifies_as_played() -> None:
    records = verified("road-goes-ever-on", "road-goes-ever-on-version-2-seed-3.json", 200)
    assert records[0].data["ruleset_version"] == "2"
    kinds = [r.kind for r in records]
    assert {"SiteEncounter", "DragonEncounter", "CharacterEliminated"} <= set(kinds)
    assert not any("table_roll" in r.data for r in records)
    # The Elven Cloak no companion took left the game inside the character's fact.
    eliminated = records[kinds.index("CharacterEliminated")]
    assert [i["name"] for i in eliminated.data["was"]["items"]] == ["Elven Cloak"]
    assert "ItemLeftPlay" not in kinds and "TerrorRolled" not in kinds
