"""The Road Goes Ever On: Old Road (TW-294, old_road.py), played in the site phase of a company
at an untapped Haven: a character taps for an influence attempt on a faction of the Quest
Display found at a site two regions or fewer from the Haven, without his direct influence and
at -1; succeeding, the faction is taken and the Haven taps (RGO-QUEST-4). Constructed states
played with the real ruleset."""

from __future__ import annotations

from typing import Any

import pytest

from domain import coverage
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import old_road
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, Quest, State
from tests.rules.rgo_support import company, ids, refused, state

OLD = str(old_road.SINCE_VERSION - 1)


def at_lorien(rgo: RoadGoesEverOn, **fields: Any) -> State:
    """Aragorn II and Legolas in the site phase at Lórien with Old Road in hand; the Riders of
    Rohan (at Edoras, two regions away) and the Wood-elves (at Thranduil's Halls, three) on
    the Quest Display, both sites in the Site deck."""
    riders, edoras, elves, halls = ids(rgo, "Riders of Rohan", "Edoras", "Wood-elves",
                                       "Thranduil’s Halls")
    return state(rgo, **{"phase": SITE, "site": ids(rgo, "Lórien")[0],
                         "characters": company(rgo, "Aragorn II", "Legolas"),
                         "hand": ids(rgo, "Old Road"),
                         "display": (Quest(riders, (edoras,)), Quest(elves, (halls,))),
                         "site_deck": ids(rgo, "Lórien", "Edoras", "Thranduil’s Halls"),
                         **fields})


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s)
            if a.id.startswith((f"{old_road.KIND}:", "declare-resource:"))]


def attempt(rgo: RoadGoesEverOn, start: State, seed: int) -> Context[State]:
    card, legolas, riders = ids(rgo, "Old Road", "Legolas", "Riders of Rohan")
    ctx = Context(rgo, Table(seed, {}, start))
    rgo.decide(ctx, f"old-road:{card}:{legolas}:{riders}", {})
    return ctx


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_plays_old_road(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= old_road.SINCE_VERSION


@pytest.mark.rule("RGO-QUEST-4", "CoE-5.1")
def test_old_road_influences_a_faction_near_the_haven(rgo: RoadGoesEverOn) -> None:
    card, aragorn, legolas, riders, lorien = ids(rgo, "Old Road", "Aragorn II", "Legolas",
                                                 "Riders of Rohan", "Lórien")
    start = at_lorien(rgo)
    # The Wood-elves are three regions away: only the Riders are offered.
    assert offered(rgo, start) == [f"old-road:{card}:{aragorn}:{riders}",
                                   f"old-road:{card}:{legolas}:{riders}"]
    results = {}
    for seed in range(1, 40):
        ctx = attempt(rgo, start, seed)
        tried = next(f for f in ctx.facts if f.kind == "InfluenceAttempted")
        results[bool(tried["succeeded"])] = ctx
        if len(results) == 2:
            break
    won, lost = results[True], results[False]
    tried = next(f for f in won.facts if f.kind == "InfluenceAttempted")
    # No direct influence, and -1: the roll less one against the Riders' 9.
    assert (tried["total"], tried["needed"]) == (tried["roll"] - 1, 9)
    assert [(f.kind, f.get("character") or f.get("site") or f.get("card"))
            for f in won.facts if f.kind in ("ResourcePlayed", "CharacterStateChanged",
                                             "QuestTaken", "SiteTapped")] == [
        ("ResourcePlayed", card), ("CharacterStateChanged", legolas), ("QuestTaken", legolas),
        ("SiteTapped", lorien)]
    assert riders in [r.card for r in won.state.mp] and won.state.hand == ()
    # Failing, the faction leaves the Display, no one is detained and the Haven stays untapped.
    assert [q.card for q in lost.state.display] == [ids(rgo, "Wood-elves")[0]]
    assert lost.state.detained == () and lorien not in lost.state.tapped_sites


@pytest.mark.rule("RGO-QUEST-4")
def test_old_road_is_refused_away_from_an_untapped_haven_or_for_a_far_faction(
        rgo: RoadGoesEverOn) -> None:
    card, legolas, riders, elves, lorien, edoras = ids(
        rgo, "Old Road", "Legolas", "Riders of Rohan", "Wood-elves", "Lórien", "Edoras")
    assert refused(rgo, at_lorien(rgo), f"old-road:{card}:{legolas}:{elves}",
                   "RGO-QUEST-4") == (
        "Old Road influences a faction found at a site of the Site deck 2 regions or fewer from "
        "Lórien; Wood-elves is not. [RGO-QUEST-4]")
    tapped = at_lorien(rgo, tapped_sites=(lorien,))
    assert offered(rgo, tapped) == []
    assert refused(rgo, tapped, f"old-road:{card}:{legolas}:{riders}", "RGO-QUEST-4") == (
        "Old Road is played at an untapped Haven, and Lórien is none. [RGO-QUEST-4]")
    at_edoras = at_lorien(rgo, site=edoras)
    assert offered(rgo, at_edoras) == []
    tired = at_lorien(rgo, characters=tuple(c.with_state("tapped")
                                            for c in company(rgo, "Aragorn II", "Legolas")))
    assert offered(rgo, tired) == []
    assert refused(rgo, tired, f"old-road:{card}:{legolas}:{riders}", "RGO-QUEST-4") == (
        "Old Road taps an untapped character of the company. [RGO-QUEST-4]")


@pytest.mark.rule("RGO-QUEST-4")
def test_a_game_of_the_version_before_declares_old_road(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(OLD)
    assert isinstance(old, RoadGoesEverOn)
    assert offered(old, at_lorien(rgo)) == [f"declare-resource:{ids(rgo, 'Old Road')[0]}"]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_old_road_scripted_its_two_player_line_named(
        starter) -> None:  # type: ignore[no-untyped-def]
    row = next(r for r in coverage.coverage(starter) if r.card_id == old_road.CARD)
    assert dict(row.rulesets)["road-goes-ever-on"] == coverage.InRuleset(
        coverage.SCRIPTED, "needs the two-player game: its use on an opponent's faction, when "
                           "the player brings his own copy of it into play")
