"""The Road Goes Ever On: Thorough Search (TW-349) played in the site phase on an untapped scout
(thorough_search.py): another character of his company may play an item the site lets be
played, at a tapped site too, without tapping it. Constructed states played with the real
ruleset."""

from __future__ import annotations

from typing import Any

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import thorough_search
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import ids, state


def at_barrow_downs(rgo: RoadGoesEverOn, **fields: Any) -> State:
    """Aragorn (a scout) and Legolas have explored the Barrow-downs (minor and major items),
    Thorough Search and a Dagger of Westernesse in hand."""
    downs = ids(rgo, "Barrow-downs")[0]
    return state(rgo, **{"phase": SITE, "site": downs, "explored": True,
                         "hand": ids(rgo, "Thorough Search", "Dagger of Westernesse"), **fields})


def searched(rgo: RoadGoesEverOn, start: State) -> Context[State]:
    search, aragorn = ids(rgo, "Thorough Search", "Aragorn II")
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"resource:{search}:search:{aragorn}", {})
    return ctx


@pytest.mark.rule("CoE-5.1", "CoE-2.V.4")
def test_another_character_plays_an_item_at_the_tapped_site(rgo: RoadGoesEverOn) -> None:
    search, dagger, aragorn, legolas, downs = ids(
        rgo, "Thorough Search", "Dagger of Westernesse", "Aragorn II", "Legolas", "Barrow-downs")
    start = at_barrow_downs(rgo, tapped_sites=(downs,))
    offered = [a.id for a in rgo.actions(start) if a.id.startswith(("resource:", "play-item"))]
    assert offered == [f"resource:{search}:search:{aragorn}"]  # no item at the tapped site
    ctx = searched(rgo, start)
    assert [(f.kind, f.get("character")) for f in ctx.facts] == [
        ("ResourcePlayed", None), ("CharacterStateChanged", aragorn),
        ("ThoroughSearchMade", aragorn)]
    # Legolas may play the item; Aragorn, who searched (and is tapped), may not.
    assert [a.id for a in rgo.actions(ctx.state) if a.id.startswith("play-item")] == [
        f"play-item:{dagger}:{legolas}"]
    rgo.decide(ctx, f"play-item:{dagger}:{legolas}", {})
    assert ctx.facts[-2].kind == "ItemPlayed" and ctx.facts[-2]["character"] == legolas
    assert not any(f.kind == "SiteTapped" for f in ctx.facts)
    assert ctx.state.searched_by is None  # the search is spent


@pytest.mark.rule("CoE-5.1", "CoE-2.V.4")
def test_an_item_found_by_the_search_leaves_an_untapped_site_untapped(
        rgo: RoadGoesEverOn) -> None:
    dagger, legolas, downs = ids(rgo, "Dagger of Westernesse", "Legolas", "Barrow-downs")
    ctx = searched(rgo, at_barrow_downs(rgo))
    rgo.decide(ctx, f"play-item:{dagger}:{legolas}", {})
    assert downs not in ctx.state.tapped_sites


@pytest.mark.rule("CoE-5.1")
def test_thorough_search_needs_an_untapped_scout_at_an_explored_site(
        rgo: RoadGoesEverOn) -> None:
    search, legolas = ids(rgo, "Thorough Search", "Legolas")
    start = at_barrow_downs(rgo)
    ctx = Context(rgo, Table(1, {}, start))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"resource:{search}:search:{legolas}", {})  # no scout
    assert ctx.facts == []
    assert (refused.value.clause, refused.value.message) == (
        "CoE-5.1", "Thorough Search cannot be played for its search mode: it is played on a "
                   "scout, and Legolas is none.")
    unexplored = at_barrow_downs(rgo, explored=False)
    assert not any(a.id.startswith("resource:") for a in rgo.actions(unexplored))


@pytest.mark.rule("CoE-5.1")
def test_the_version_before_declares_thorough_search(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(str(thorough_search.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    search = ids(rgo, "Thorough Search")[0]
    assert [a.id for a in old.actions(at_barrow_downs(rgo)) if search in a.id] == [
        f"declare-resource:{search}"]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_reads_thorough_search(starter: Catalog) -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(starter)}
    assert rows["TW-349"]["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED)
