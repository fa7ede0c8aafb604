"""The Road Goes Ever On: Cracks of Doom and Gollum's Fate played from the hand at Mount Doom on
the bearer of The One Ring (mount_doom.py): the Ring destroyed and the game won, after the
bearer's corruption check at -4 for Cracks of Doom, with none for Gollum's Fate while Gollum is
with the company. Constructed states played with the real ruleset, seeded."""

from __future__ import annotations

from typing import Any

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine.characters import Character, Item
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import mount_doom
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, State
from tests.rules.rgo_support import company, decided, ids, refused, state


def at_mount_doom(rgo: RoadGoesEverOn, hand: str, **fields: Any) -> State:
    """Frodo, bearing The One Ring, and Sam in the site phase at Mount Doom, ``hand`` in hand."""
    frodo, sam = company(rgo, "Frodo", "Sam Gamgee")
    ring = Item.from_card(rgo.catalog.find("The One Ring"))
    characters: tuple[Character, ...] = (frodo.with_item(ring), sam)
    return state(rgo, **{"phase": SITE, "site": ids(rgo, "Mount Doom")[0],
                         "hand": ids(rgo, hand), "characters": characters, **fields})


def plays(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(("resource:", "declare-res"))]


def play(rgo: RoadGoesEverOn, s: State, action: str, seed: int) -> list[Fact]:
    """``action``, then the check it leaves waiting for helpers (Sam could tap) rolled
    unhelped."""
    ctx = Context(rgo, Table(seed, {}, s))
    decided(rgo, ctx, action)
    return ctx.facts


def ending(facts: list[Fact]) -> tuple[Any, ...] | None:
    found = next((f for f in facts if f.kind == "GameEnded"), None)
    return None if found is None else (found["outcome"], found["ended_by"], found["reason"],
                                       found.rule)


@pytest.mark.rule("CoE-5.1", "CoE-7.1")
def test_cracks_of_doom_passed_destroys_the_ring_and_wins(rgo: RoadGoesEverOn) -> None:
    cracks, frodo = ids(rgo, "Cracks of Doom", "Frodo")
    start = at_mount_doom(rgo, "Cracks of Doom")
    assert plays(rgo, start) == [f"resource:{cracks}:destroy:{frodo}"]  # the bearer alone
    facts = play(rgo, start, f"resource:{cracks}:destroy:{frodo}", seed=2)
    check = next(f for f in facts if f.kind == "CorruptionChecked")
    assert (check["character"], check["modifier"], check["result"]) == (frodo, -4, "passed")
    assert ending(facts) == ("won", mount_doom.ENDED_BY, "Cracks of Doom: The One Ring is "
                             "destroyed at Mount Doom", "CoE-5.1")


@pytest.mark.rule("CoE-5.1", "CoE-7.1")
def test_cracks_of_doom_failed_leaves_the_check_standing(rgo: RoadGoesEverOn) -> None:
    cracks, frodo = ids(rgo, "Cracks of Doom", "Frodo")
    # A roll of 2 fails it by more than two, whatever The One Ring's points.
    ctx = Context(rgo, Table(9, {}, at_mount_doom(rgo, "Cracks of Doom")))
    decided(rgo, ctx, f"resource:{cracks}:destroy:{frodo}")
    check = next(f for f in ctx.facts if f.kind == "CorruptionChecked")
    assert (check["character"], check["result"]) == (frodo, "eliminated")
    assert ending(ctx.facts) is None and ctx.state.outcome is None
    assert ctx.state.character(frodo) is None and cracks in ctx.state.discard


@pytest.mark.rule("CoE-5.1")
def test_cracks_of_doom_is_refused_away_from_mount_doom_or_its_bearer(
        rgo: RoadGoesEverOn) -> None:
    cracks, frodo, sam, moria = ids(rgo, "Cracks of Doom", "Frodo", "Sam Gamgee", "Moria")
    action = f"resource:{cracks}:destroy:{frodo}"
    organizing = at_mount_doom(rgo, "Cracks of Doom", phase=ORGANIZATION)
    elsewhere = at_mount_doom(rgo, "Cracks of Doom", site=moria)
    for s in (organizing, elsewhere):
        assert plays(rgo, s) == []
    assert refused(rgo, organizing, action, "CoE-5.1") == (
        "Cracks of Doom cannot be played for its destroy mode: it is played in the site "
        "phase. [CoE-5.1]")
    assert refused(rgo, elsewhere, action, "CoE-5.1") == (
        "Cracks of Doom cannot be played for its destroy mode: it is played at Mount Doom. "
        "[CoE-5.1]")
    assert refused(rgo, at_mount_doom(rgo, "Cracks of Doom"), f"resource:{cracks}:destroy:{sam}",
                   "CoE-5.1") == (
        "Cracks of Doom cannot be played for its destroy mode: it is played on the bearer of "
        "The One Ring, and Sam Gamgee bears it not. [CoE-5.1]")


@pytest.mark.rule("CoE-5.1")
def test_gollums_fate_needs_gollum_and_no_check(rgo: RoadGoesEverOn) -> None:
    fate, frodo, gollum = ids(rgo, "Gollum’s Fate", "Frodo", "Gollum")
    action = f"resource:{fate}:destroy:{frodo}"
    alone = at_mount_doom(rgo, "Gollum’s Fate")
    assert plays(rgo, alone) == []
    assert refused(rgo, alone, action, "CoE-5.1") == (
        "Gollum’s Fate cannot be played for its destroy mode: Gollum is not with the "
        "company. [CoE-5.1]")
    with_gollum = at_mount_doom(rgo, "Gollum’s Fate", allies=(gollum,))
    assert plays(rgo, with_gollum) == [action]
    facts = play(rgo, with_gollum, action, seed=2)
    assert not any(f.kind == "CorruptionChecked" for f in facts)
    assert ending(facts) == ("won", mount_doom.ENDED_BY, "Gollum’s Fate: The One Ring is "
                             "destroyed at Mount Doom", "CoE-5.1")


@pytest.mark.rule("CoE-5.1")
def test_the_version_before_declares_them(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(str(mount_doom.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    cracks = ids(rgo, "Cracks of Doom")[0]
    assert plays(old, at_mount_doom(rgo, "Cracks of Doom")) == [f"declare-resource:{cracks}"]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_reads_them_scripted(starter: Catalog) -> None:
    rows = {r.card_id: dict(r.rulesets)["road-goes-ever-on"]
            for r in coverage.coverage(starter)}
    assert rows[mount_doom.CRACKS] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows[mount_doom.FATE] == coverage.InRuleset(coverage.SCRIPTED)
