"""Guise of the Necromancer, from ``hand_cards.NO_LIMIT_FROM``: a resource short-event that only
lowers the hazard limit (Fair Travels, the mountain and river cards, the engine's twelfth
generation) is refused naming GON-HH-2, there being no hazard limit to lower; it is no longer
declared as another effect. The version before let the player declare what it did."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import hand_cards
from tests.rules import necromancer_support as gon

FAIR_SAILING, MISTY_MOUNTAINS, USE_PALANTIR = "TW-232", "TW-284", "TW-355"
BEFORE = gon.RULESET.at_version(str(hand_cards.NO_LIMIT_FROM - 1))


@pytest.mark.rule("GON-HH-2", "CoE-5.1")
def test_a_card_lowering_the_hazard_limit_is_refused_naming_the_clause() -> None:
    assert hand_cards.NO_LIMIT_FROM == 35 <= int(gon.RULESET.version)
    state = replace(gon.fresh(), hand=(FAIR_SAILING, MISTY_MOUNTAINS, USE_PALANTIR))
    # Use Palantír stayed declared up to the version before hand_cards.PALANTIRI_FROM, played
    # by its card since (test_necromancer_palantiri.py); neither of the others was.
    declared = gon.RULESET.at_version(str(hand_cards.PALANTIRI_FROM - 1))
    assert [i for i in gon.ids(state, declared) if i.startswith("declare-resource:")] == [
        f"declare-resource:{USE_PALANTIR}"]
    assert [i for i in gon.ids(state) if i.startswith("declare-resource:")] == []
    for action in (f"declare-resource:{FAIR_SAILING}", f"resource:{FAIR_SAILING}:limit",
                   f"declare-resource:{MISTY_MOUNTAINS}"):
        with pytest.raises(IllegalAction) as refused:
            gon.act(state, action)
        name = gon.CATALOG.get(action.split(":")[1]).name
        assert (refused.value.message, refused.value.clause) == (
            f"{name} cannot be played: there is no hazard limit here for it to lower.",
            "GON-HH-2")


@pytest.mark.rule("GON-HH-2")
def test_the_version_before_let_the_player_declare_it() -> None:
    state = replace(gon.fresh(), hand=(FAIR_SAILING,))
    assert [a.id for a in BEFORE.actions(state) if a.id.startswith("declare-resource:")] == [
        f"declare-resource:{FAIR_SAILING}"]
    assert hand_cards.refused(FAIR_SAILING, str(hand_cards.NO_LIMIT_FROM - 1)) == ""


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_them_scripted_with_the_clause() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[FAIR_SAILING] == coverage.InRuleset(
        coverage.SCRIPTED, "GON-HH-2: there is no hazard limit; an effect on it is ignored")
    assert rows[MISTY_MOUNTAINS].status == coverage.SCRIPTED
    assert rows[MISTY_MOUNTAINS].missing.startswith("GON-HH-2: there is no hazard limit")
