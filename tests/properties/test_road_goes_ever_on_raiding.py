"""The property of test_ruleset_properties.py for The Road Goes Ever On with three Dark-holds in
its site deck: for any seed and any run of the actions offered, where a raid is offered it is
made (RGO-RAID-1), every offered action is accepted, the log verifies and replaying it gives
the live state."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from api.commands.simulate import autoplay, render, summarize
from api.simulation.games import GameRow, tallied
from domain.chronicle import Chronicle, start_data, verify
from domain.ruleset import make_ruleset
from domain.rulesets.road_goes_ever_on import decks
from tests.properties.test_ruleset_properties import PICKS, pick

DARK_HOLDS = ("Dol Guldur", "Carn Dûm", "Minas Morgul")


@pytest.fixture(scope="module")
def raiding(starter: Any) -> tuple[Any, dict[str, Any]]:
    """The default deck with its first three sites that are not Havens traded for Dark-holds."""
    ruleset = make_ruleset("road-goes-ever-on", starter)
    fields, problems = decks.deck_setup(starter, decks.shipped_deck("default"), "default.json")
    assert problems == []
    given: dict[str, list[str]] = fields["decks"]  # type: ignore[assignment]
    sites = list(given["sites"])
    traded = [s for s in sites if not starter.get(s).is_haven][:len(DARK_HOLDS)]
    deck = {**given, "sites": [s for s in sites if s not in traded]
            + [starter.find(n).id for n in DARK_HOLDS]}
    setup = {**fields, "decks": deck}
    ruleset.prepare(setup)  # the decks are valid
    return ruleset, setup


def raid_wherever(chronicle: Chronicle, choices: list[int]) -> Chronicle:
    """Play on: a raid wherever one is offered, else the offered action at each choice."""
    for choice in choices:
        if "raid" in [a.id for a in chronicle.actions()]:
            chronicle.decide("raid", {})
            continue
        chosen = pick(chronicle, choice)
        if chosen is None:
            break
        chronicle.decide(*chosen)  # an offered action must never be refused
    return chronicle


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), picks=PICKS)
def test_raids_offered_are_made_and_the_game_replays(
        raiding: tuple[Any, dict[str, Any]], seed: int, picks: list[int]) -> None:
    ruleset, setup = raiding
    chronicle = raid_wherever(Chronicle.begin(ruleset, seed, setup), picks)
    verdict = verify(ruleset, chronicle.records)
    assert verdict.ok, verdict.difference
    assert Chronicle(ruleset, chronicle.records).table == chronicle.table


def test_simulate_counts_the_raids_made_and_won(raiding: tuple[Any, dict[str, Any]]) -> None:
    """``redbook simulate`` counts raids (the ruleset's ``tallies``): a game of seed 5 recorded
    under version 22, raiding wherever it may, its other choices picked in a fixed order, makes
    one raid and wins it, and splits its company once; the automatic player of seed 3 raids
    nowhere and, keeping a character untapped for the quests (defense_policy.py) and giving
    strikes to its allies too (from version 149), splits its company four times and joins it
    three times under version 190 (191's order of support plays that seed another way). The
    versions are named because the fixed picks index the actions offered, which later versions
    extend, and later rules play the automatic player's game another way."""
    ruleset, setup = raiding
    start = {**start_data(ruleset, 5, ruleset.prepare(setup), "free"), "ruleset_version": "22"}
    chronicle = raid_wherever(Chronicle.open(ruleset, start),
                              [index * 7919 + 5 for index in range(160)])
    counts = tallied(ruleset, chronicle.records)
    assert counts == (("raids", 1), ("raids won", 1), ("battles", 0), ("battles won", 0),
                      ("dungeons explored", 0), ("splits", 1), ("joins", 0))
    raided = GameRow(5, "lost", 0, 3, chronicle.version, tallies=counts)
    plain = autoplay(ruleset.at_version("190"), 3, setup)
    assert plain.tallies == (("raids", 0), ("raids won", 0), ("battles", 0), ("battles won", 0),
                             ("dungeons explored", 0), ("splits", 4), ("joins", 3))
    summary = summarize(ruleset.id, 1, [raided, plain.row()], 1.0)
    counted = {"raids": 1, "raids won": 1, "battles": 0, "battles won": 0,
               "dungeons explored": 0, "splits": 5, "joins": 3}
    assert summary["tallies"] == counted
    assert summary["per_game"][0]["tallies"] == {**counted, "splits": 1, "joins": 0}
    lines: list[str] = []
    render(summary, lines.append)
    assert ("  counted    raids 1, raids won 1, battles 0, battles won 0, "
            "dungeons explored 0, splits 5, joins 3") in lines
