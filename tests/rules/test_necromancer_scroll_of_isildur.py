"""The Scroll of Isildur (TW-323) in the Guise of the Necromancer: a greater item played with its
catalog facts (its corruption and marshalling points); its one text, +2 to a gold ring's test
in its company, never arises, no gold ring ever being borne to be tested (GON-RDECK-3,
GON-HDECK-9)."""

from __future__ import annotations

import pytest

from domain import coverage
from domain.rulesets.hobbit import no_use
from tests.rules import necromancer_support as gon

SCROLL = "TW-323"


@pytest.mark.rule("GON-RDECK-3", "GON-HDECK-9")
def test_the_scrolls_modifier_to_gold_ring_tests_never_arises() -> None:
    found = coverage.in_ruleset("necromancer", gon.CATALOG.get(SCROLL))
    assert found == coverage.InRuleset(
        coverage.SCRIPTED, f"never arises here: its modifier to gold ring tests "
                           f"({no_use.NO_GOLD_RING_GON})")
    assert found.missing.startswith("never arises here: its modifier to gold ring tests "
                                    "(GON-RDECK-3: no gold ring is in the resource deck")
