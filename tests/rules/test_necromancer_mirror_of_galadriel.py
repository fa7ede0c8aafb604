"""Guise of the Necromancer, from ``hand_cards.MIRROR_FROM`` (the engine's twenty-first
generation): Mirror of Galadriel, in the organization and site phases while a company of the
player's is at Lórien: the top five cards of the play deck or of the hazard deck (the clock)
seen, then shuffled back on top, none lost; its look at the opponent's hand needs the
two-player game. Elsewhere it is refused naming the reason. The version before asked the
player to declare it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import hand_cards
from tests.rules import necromancer_support as gon
from tests.support import only

MIRROR = "TW-282"
BEFORE = gon.RULESET.at_version(str(hand_cards.MIRROR_FROM - 1))


@pytest.mark.rule("CoE-5.1")
def test_the_mirror_shows_the_top_of_a_deck_and_shuffles_it_back() -> None:
    assert hand_cards.MIRROR_FROM == 56 <= int(gon.RULESET.version)
    state = replace(gon.fresh(), hand=(MIRROR,))
    assert [i for i in gon.ids(state) if i.startswith(f"resource:{MIRROR}")] == [
        f"resource:{MIRROR}:resources", f"resource:{MIRROR}:hazards"]
    for mode, deck in (("hazards", state.hazard_deck), ("resources", state.resource_deck)):
        facts, after = gon.act(state, f"resource:{MIRROR}:{mode}")
        seen = only(facts, "CardsSeen")
        assert (seen.rule, seen["deck"], seen["cards"]) == ("CoE-5.1", mode, list(deck[:5]))
        shuffled = only(facts, "DeckShuffled")
        assert shuffled["below"] == list(deck[5:])
        now = after.hazard_deck if mode == "hazards" else after.resource_deck
        assert now == (*shuffled["cards"], *deck[5:])
        assert sorted(now[:5]) == sorted(deck[:5])
        assert MIRROR in after.resource_discard and MIRROR not in after.hand


@pytest.mark.rule("CoE-5.1")
def test_refused_with_no_company_at_lorien_and_declared_before() -> None:
    state = replace(gon.fresh(), hand=(MIRROR,))
    away = replace(state, companies=(replace(state.companies[0], location=gon.DOL_GULDUR),))
    assert not [i for i in gon.ids(away) if i.startswith(f"resource:{MIRROR}")]
    with pytest.raises(IllegalAction) as refused:
        gon.act(away, f"resource:{MIRROR}:hazards")
    assert refused.value.clause == "CoE-5.1"
    assert str(refused.value).startswith(
        "Mirror of Galadriel cannot be played now: it is played while a company of yours is "
        "at Lórien, and none is.")
    assert f"declare-resource:{MIRROR}" in gon.ids(state, ruleset=BEFORE)


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_it_scripted_but_its_look_at_a_hand() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[MIRROR].status == coverage.SCRIPTED
    assert "the opponent's hand" in rows[MIRROR].missing
