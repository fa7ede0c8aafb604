"""A There and Back Again game exported before the scenario was rebuilt on the Hobbit family's
shared phases still verifies: the same decisions give the same events, version for version."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from domain.cards import starter_catalog
from domain.chronicle import verify
from domain.export import parse_export
from domain.ruleset import make_ruleset

FIXTURE = Path(__file__).parent / "fixtures" / "there-and-back-again-seed-3.json"


@pytest.mark.rule("TBA-WIN-3")
def test_a_game_exported_before_the_family_split_still_verifies() -> None:
    records = parse_export(json.loads(FIXTURE.read_text("utf-8")))
    verdict = verify(make_ruleset("there-and-back-again", starter_catalog()), records)
    assert verdict.ok, verdict.difference
    assert verdict.events == 822
    assert records[-1].kind == "GameEnded"
    assert records[-1].data["outcome"] == "won"
    assert records[-1].data["reason"] == "the Hobbit is home at Bag End with the greater item"
