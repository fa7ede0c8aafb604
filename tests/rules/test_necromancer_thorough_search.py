"""Guise of the Necromancer, from ``hand_cards.SEARCH_FROM``: Thorough Search, in the site
phase once the site is entered, taps a scout; another character of his company may then play
one minor, major or gold ring item playable at the site, the site tapped or not, without
tapping it (CoE 2.V.4, 5.1). The version before declared it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import only

SEARCH, DAGGER, AMON_HEN = "TW-349", "TW-206", "TW-371"
BEFORE = gon.RULESET.at_version(str(hand_cards.SEARCH_FROM - 1))


def entered(tapped: bool) -> State:
    """The starting company has entered Amon Hen (minor items), tapped or not."""
    state = gon.fresh()
    return replace(state, phase="site", step="entered", pending=("1",), hand=(SEARCH, DAGGER),
                   tapped_sites=(AMON_HEN,) if tapped else (),
                   companies=(replace(state.companies[0], location=AMON_HEN),))


def items(state: State) -> list[str]:
    return [i for i in gon.ids(state) if i.startswith("item:")]


@pytest.mark.rule("CoE-2.V.4", "CoE-5.1")
def test_thorough_search_lets_another_play_an_item_at_a_tapped_site() -> None:
    assert hand_cards.SEARCH_FROM == 44 <= int(gon.RULESET.version)
    state = entered(tapped=True)
    assert items(state) == []
    assert [a.id for a in BEFORE.actions(state) if SEARCH in a.id] == [
        f"declare-resource:{SEARCH}"]
    facts, searched = gon.act(state, f"resource:{SEARCH}:search:{gon.SAM}")
    assert gon.RULESET.narrate(only(facts, "SiteSearched")) == (
        "Thorough Search: Sam Gamgee searches Amon Hen; another character of company 1 may "
        "play an item there this turn, tapped or not, without tapping it. [CoE-5.1]")
    # Not the scout (tapped anyway): another character of his company.
    assert items(searched) == [f"item:{DAGGER}:{c}" for c in (gon.RADAGAST, gon.HALDIR,
                                                              gon.CELEBORN)]
    facts, after = gon.act(searched, f"item:{DAGGER}:{gon.HALDIR}")
    assert only(facts, "ItemPlayed")["searched"] is True
    assert after.searched == () and items(after) == []  # once


@pytest.mark.rule("CoE-2.V.4")
def test_an_item_played_by_the_search_leaves_an_untapped_site_untapped() -> None:
    _, searched = gon.act(entered(tapped=False), f"resource:{SEARCH}:search:{gon.SAM}")
    _, after = gon.act(searched, f"item:{DAGGER}:{gon.HALDIR}")
    assert after.tapped_sites == ()


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_it_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[SEARCH] == coverage.InRuleset(coverage.SCRIPTED)
