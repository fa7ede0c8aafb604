"""The Road Goes Ever On, from use_palantir.SINCE_VERSION: Use Palantír (TW-355) adds nothing
where any untapped bearer of a palantír uses it in his organization phase (palantir.py,
RGO-SHADOW-9), so it is neither played nor declared; the version before let it be declared.
Constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine import effects
from domain.engine.characters import Item
from domain.rulesets.road_goes_ever_on import use_palantir
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import ids, organizing, refused, run

NOW = str(use_palantir.SINCE_VERSION)
BEFORE = str(use_palantir.SINCE_VERSION - 1)


def played(rgo: RoadGoesEverOn, version: str) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


@pytest.mark.rule("RGO-SHADOW-9", "CoE-5.1")
def test_use_palantir_adds_nothing_and_is_no_longer_declared(
        rgo: RoadGoesEverOn, starter: Catalog) -> None:
    # A bearer who is no sage uses the palantír in his organization phase, with no card
    # (the Palantír of Orthanc, with five cards in the play deck and one discarded).
    stone, aragorn, use, faramir = ids(rgo, "Palantír of Orthanc", "Aragorn II",
                                       "Use Palantír", "Faramir")
    start = organizing(rgo, draw=ids(rgo, "Dodge") * 5, discard=ids(rgo, "Block"),
                       hand=(use,))
    holding = replace(start, characters=tuple(
        c.with_item(Item.from_card(rgo.catalog.get(stone))) if c.card_id == aragorn else c
        for c in start.characters))
    assert "sage" not in rgo.catalog.get(aragorn).skills
    now = played(rgo, NOW)
    offered = [a.id for a in now.actions(holding)]
    assert f"use-palantir:{stone}:{aragorn}" in offered
    # The card is neither played nor declared: offered no action, refused naming it.
    assert [a for a in offered if use in a] == []
    assert refused(now, holding, f"declare-resource:{use}", use_palantir.CLAUSE) == (
        "Use Palantír is never played here: it adds nothing here: this game lets any "
        "untapped bearer of a palantír use it in his organization phase (palantir.py, "
        "RGO-SHADOW-9), so a sage enabled to use one has nothing added. [RGO-SHADOW-9]")
    # The version before let it be declared (here to untap a tapped character).
    before = played(rgo, BEFORE)
    assert f"declare-resource:{use}" in [a.id for a in before.actions(holding)]
    tapped = replace(holding, characters=tuple(
        c.with_state("tapped") if c.card_id == faramir else c for c in holding.characters))
    facts, after = run(before, tapped, before.decide, f"declare-resource:{use}",
                       {"effect": effects.UNTAP, "target": faramir})
    assert [f.kind for f in facts][:2] == ["PlayerRuling", "ResourcePlayed"]
    untapped = after.character(faramir)
    assert untapped is not None and untapped.untapped and use not in after.hand
    row = {r.card_id: dict(r.rulesets) for r in coverage.coverage(starter)}["TW-355"]
    # Played by refusing it, its row reads scripted, naming the clause first.
    assert row["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED,
                                                          use_palantir.NOT_PLAYED)
    assert use_palantir.NOT_PLAYED.startswith("RGO-SHADOW-9: ")
    # Where a bearer needs it to use a palantír (the Hobbit scenarios), it is played by its
    # card (hobbit.palantiri; tests/rules/test_hobbit_palantiri.py).
    assert row["burglar"].status == coverage.SCRIPTED
