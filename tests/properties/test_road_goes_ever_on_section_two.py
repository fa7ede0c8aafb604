"""The property of test_ruleset_properties.py for The Road Goes Ever On with Songs, the cards
that fetch them and Agents in its decks: for any seed and any run of the actions offered, each
offered action (a Song sung or sought, an Agent attacked, left or met again) is accepted, the
log verifies and replaying it gives the live state. The cards outside the starter catalog are
added from the Council of Elrond database."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.cards import load_catalog
from domain.chronicle import Chronicle, verify
from domain.ruleset import make_ruleset
from domain.rulesets.road_goes_ever_on import decks
from tests.properties.test_ruleset_properties import PICKS, pick

ADDED = ("Enduring Tales", "Hall of Fire", "Marvels Told", "Leamon", "Bill Ferny", "Taladhan",
         "Lobelia Sackville-Baggins", "Anarin", "Firiel")
SONGS = ("Elf-song", "Elf-song", "Elf-song", "Enduring Tales", "Hall of Fire", "Hall of Fire",
         "Marvels Told")
AGENTS = ("Leamon", "Bill Ferny", "Taladhan", "Lobelia Sackville-Baggins", "Anarin", "Firiel")


@pytest.fixture(scope="module")
def section_two(starter: Any, coe_cards_path: Path) -> tuple[Any, dict[str, Any]]:
    return songs_and_agents(starter, coe_cards_path)


def songs_and_agents(starter: Any, coe_cards_path: Path) -> tuple[Any, dict[str, Any]]:
    """The ruleset on the starter catalog and these cards, and the default deck with its last
    seven player cards traded for Songs and their seekers and its first six hazards for Agents."""
    full = load_catalog(coe_cards_path)
    catalog = starter.with_cards([full.find(n) for n in ADDED])
    ruleset = make_ruleset("road-goes-ever-on", catalog)
    fields, problems = decks.deck_setup(catalog, decks.shipped_deck("default"), "default.json")
    assert problems == []
    given: dict[str, list[str]] = fields["decks"]  # type: ignore[assignment]
    deck = {k: list(v) for k, v in given.items()}
    deck["player"] = deck["player"][:-len(SONGS)] + [catalog.find(n).id for n in SONGS]
    deck["hazard"] = [catalog.find(n).id for n in AGENTS] + deck["hazard"][6:]
    setup = {**fields, "decks": deck}
    ruleset.prepare(setup)  # the decks are valid
    return ruleset, setup


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32), picks=PICKS)
def test_songs_and_agents_offered_are_accepted_and_the_game_replays(
        section_two: tuple[Any, dict[str, Any]], seed: int, picks: list[int]) -> None:
    ruleset, setup = section_two
    chronicle = Chronicle.begin(ruleset, seed, setup)
    for choice in picks:
        chosen = pick(chronicle, choice)
        if chosen is None:
            break
        chronicle.decide(*chosen)  # an offered action must never be refused
    verdict = verify(ruleset, chronicle.records)
    assert verdict.ok, verdict.difference
    assert Chronicle(ruleset, chronicle.records).table == chronicle.table
