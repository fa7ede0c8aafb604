"""The Road Goes Ever On: what the cards reading Gates of Morning do with it in play, beyond
gates_of_morning.py's own: Fog's treatment of the region types (fog.py), The Cock Crows'
discard of a hazard permanent-event (cock_crows.py), The Evenstar's +1 to each Elf and its
region (evenstar.py). Constructed states
played with the real ruleset, seeded; each piece's version and the one before it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.canonical import JSON
from domain.cards import Catalog
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import cock_crows, evenstar, fog, gates_of_morning
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, State
from tests.rules.rgo_support import begin, company, ids, moving, organizing, state
from tests.rules.test_road_goes_ever_on_resource_long_events import plays
from tests.rules.test_road_goes_ever_on_resource_long_events import refused as long_refused

GATES = gates_of_morning.CARD


def at(rgo: RoadGoesEverOn, version: int) -> RoadGoesEverOn:
    ruleset = rgo.at_version(str(version))
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset


@pytest.mark.rule("RGO-LONG-1", "RGO-GEN-1")
def test_fog_is_played_with_gates_of_morning_and_treats_every_region_type(
        rgo: RoadGoesEverOn) -> None:
    now, old = at(rgo, fog.SINCE_VERSION), at(rgo, fog.SINCE_VERSION - 1)
    lit = state(rgo, phase=LONG_EVENT, hand=(fog.CARD,), resource_environments=(GATES,))
    play = f"play-long-event:{fog.CARD}"
    assert plays(now, lit) == [play]
    ctx = Context(now, Table(1, {}, lit))
    now.decide(ctx, play, {})
    assert ctx.state.long_in_play == (fog.CARD,)
    # In play, the site path is treated as the movement/hazard phase begins.
    path = ("free-domain", "border-land", "wilderness", "shadow-land", "dark-domain",
            "coastal-sea")
    start = moving(rgo, path=path, long_in_play=(fog.CARD,), resource_environments=(GATES,))
    treated = begin(now, start)
    assert [(f.rule, f["card"], f["treated"], f["gates"]) for f in treated.facts
            if f.kind == "SitePathTreated"] == [
        ("RGO-LONG-1", fog.CARD, ["border-land", "wilderness", "wilderness", "wilderness",
                                  "shadow-land", "coastal-sea"], True)]
    # Gates of Morning gone (Doors of Night discarded it): Fog treats nothing.
    dark = begin(now, replace(start, resource_environments=()))
    assert [f for f in dark.facts if f.kind == "SitePathTreated"] == []
    # Version 162 refused it, saying its treatment was not played yet.
    assert plays(old, lit) == []
    assert long_refused(old, lit, play).message == (
        "what Fog does with Gates of Morning in play is not played yet.")


@pytest.mark.rule("RGO-LONG-1")
def test_fog_leaves_a_region_the_moon_treated_as_the_moon_treated_it(
        rgo: RoadGoesEverOn) -> None:
    now = at(rgo, fog.SINCE_VERSION)
    moon = ids(rgo, "Moon")[0]
    start = moving(rgo, path=("wilderness", "border-land", "dark-domain"),
                   long_in_play=(moon, fog.CARD), resource_environments=(GATES,))
    ctx = begin(now, start)
    # The Moon first (Wilderness to Border-land, Border-land to Free-domain); Fog only the
    # Dark-domain, still as printed.
    assert [(f["card"], f["treated"]) for f in ctx.facts if f.kind == "SitePathTreated"] == [
        (moon, ["border-land", "free-domain", "dark-domain"]),
        (fog.CARD, ["border-land", "free-domain", "shadow-land"])]


def refusal(rgo: RoadGoesEverOn, s: State, action: str,
            args: dict[str, JSON] | None = None) -> str:
    """The refusal of ``action`` with ``args``: nothing is written."""
    ctx = Context(rgo, Table(1, {}, s))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, action, args or {})
    assert (ctx.state, ctx.facts) == (s, [])
    return str(refused.value)


CROWS = f"resource:{cock_crows.CARD}:{cock_crows.MODE}"


def crowing(rgo: RoadGoesEverOn, **fields: Any) -> State:
    """Organizing with The Cock Crows in hand, Bane of the Ithil-stone in play and Lure of
    Nature on Aragorn, Gates of Morning in play."""
    bane, lure = ids(rgo, "Bane of the Ithil-stone", "Lure of Nature")
    aragorn = ids(rgo, "Aragorn II")[0]
    start = organizing(rgo, hand=(cock_crows.CARD,), environments=(bane,),
                       permanent_hazards=((lure, aragorn),), resource_environments=(GATES,))
    return replace(start, **fields)


@pytest.mark.rule("RGO-GEN-1", "CoE-5.1")
def test_the_cock_crows_discards_a_hazard_permanent_event_with_gates_of_morning(
        rgo: RoadGoesEverOn) -> None:
    now = at(rgo, cock_crows.SINCE_VERSION)
    bane, lure, aragorn = ids(rgo, "Bane of the Ithil-stone", "Lure of Nature", "Aragorn II")
    start = crowing(rgo)
    offered = next(a for a in now.actions(start) if a.id == CROWS)
    assert dict(offered.params) == {"hazard": (
        f"the hazard permanent-event discarded: {bane} (Bane of the Ithil-stone), "
        f"{lure}@{aragorn} (Lure of Nature on Aragorn II)")}
    assert offered.candidates == {"hazard": (bane, f"{lure}@{aragorn}")}
    # One standing in play on its own.
    ctx = Context(now, Table(1, {}, start))
    now.decide(ctx, CROWS, {"hazard": bane})
    assert [(f.kind, f.rule, f["card"]) for f in ctx.facts] == [
        ("ResourcePlayed", "CoE-5.1", cock_crows.CARD),
        ("EnvironmentDiscarded", "RGO-GEN-1", bane)]
    assert (ctx.state.environments, ctx.state.hazard_discard, ctx.state.hand,
            ctx.state.discard) == ((), (bane,), (), (cock_crows.CARD,))
    # One on a character.
    ctx = Context(now, Table(1, {}, start))
    now.decide(ctx, CROWS, {"hazard": f"{lure}@{aragorn}"})
    assert [(f.kind, f["card"], f["character"]) for f in ctx.facts[1:]] == [
        ("CorruptionCardRemoved", lure, aragorn)]
    assert (ctx.state.permanent_hazards, ctx.state.environments,
            ctx.state.hazard_discard) == ((), (bane,), (lure,))


@pytest.mark.rule("RGO-GEN-1", "CoE-5.1")
def test_the_cock_crows_discard_is_refused_without_gates_or_target_and_before_its_version(
        rgo: RoadGoesEverOn) -> None:
    now = at(rgo, cock_crows.SINCE_VERSION)
    start = crowing(rgo)
    assert refusal(now, start, CROWS) == (
        "The Cock Crows cannot be played for its discard mode: name the hazard "
        "permanent-event to discard (the \"hazard\" argument). [CoE-5.1]")
    assert refusal(now, start, CROWS, {"hazard": "TW-1"}) == (
        "The Cock Crows cannot be played for its discard mode: 'TW-1' is no hazard "
        "permanent-event in play. [CoE-5.1]")
    dark = replace(start, resource_environments=())
    assert CROWS not in [a.id for a in now.actions(dark)]
    bane = ids(rgo, "Bane of the Ithil-stone")[0]
    assert refusal(now, dark, CROWS, {"hazard": bane}) == (
        "The Cock Crows cannot be played for its discard mode: it discards a hazard "
        "permanent-event only with Gates of Morning in play. [CoE-5.1]")
    bare = replace(start, environments=(), permanent_hazards=())
    assert CROWS not in [a.id for a in now.actions(bare)]
    assert refusal(now, bare, CROWS, {"hazard": bane}) == (
        "The Cock Crows cannot be played for its discard mode: no hazard permanent-event is "
        "in play. [CoE-5.1]")
    # Version 162 did not offer the alternative: a game of it replays as played.
    old = at(rgo, cock_crows.SINCE_VERSION - 1)
    assert [a.id for a in old.actions(start) if a.id.startswith("resource:")] == []
    assert refusal(old, start, CROWS, {"hazard": bane}).startswith(
        "The Cock Crows cannot be played that way now")


def bolstered(ctx: Context[State]) -> list[tuple[str, str, int]]:
    return [(f["card"], f["character"], f["amount"]) for f in ctx.facts
            if f.kind == "CharacterBolstered"]


@pytest.mark.rule("RGO-GEN-1", "CoE-5.1")
def test_the_evenstar_with_gates_of_morning_gives_each_elf_one_prowess(
        rgo: RoadGoesEverOn) -> None:
    now = at(rgo, evenstar.SINCE_VERSION)
    star, legolas, haldir = ids(rgo, "The Evenstar", "Legolas", "Haldir")
    play = f"resource:{star}:turn:{legolas}"
    lit = organizing(rgo, hand=(star,), resource_environments=(GATES,),
                     characters=company(rgo, "Aragorn II", "Legolas", "Haldir"))
    offered = next(a for a in now.actions(lit) if a.id == play)
    assert dict(offered.params) == {}  # no site path waits for its hazards now
    ctx = Context(now, Table(1, {}, lit))
    now.decide(ctx, play, {})
    # Legolas's own +1, then +1 to each Elf: Legolas +2, Haldir +1, Aragorn nothing.
    assert bolstered(ctx) == [(star, legolas, 1), (star, legolas, 1), (star, haldir, 1)]
    # Without Gates of Morning, or in version 164: its one Elf's +1 alone.
    for ruleset, environments in ((now, ()), (at(rgo, evenstar.SINCE_VERSION - 1), (GATES,))):
        ctx = Context(ruleset, Table(1, {}, replace(lit, resource_environments=environments)))
        ruleset.decide(ctx, play, {})
        assert bolstered(ctx) == [(star, legolas, 1)]
    # A region is not treated while organizing: refused, nothing written.
    assert refusal(now, lit, play, {"region": 1}) == (
        "The Evenstar cannot be played for its turn mode: it treats a region only while the "
        "company's hazards are being revealed. [CoE-5.1]")


@pytest.mark.rule("RGO-GEN-1", "CoE-3.iv.5")
def test_the_evenstar_on_a_strike_treats_a_region_of_the_site_path(
        rgo: RoadGoesEverOn) -> None:
    now = at(rgo, evenstar.SINCE_VERSION)
    star, legolas = ids(rgo, "The Evenstar", "Legolas")
    play = f"resource:{star}:strike:{legolas}"
    ctx = begin(now, moving(rgo, "Orc-patrol", hand=(star,), resource_environments=(GATES,),
                            path=("wilderness", "shadow-land", "border-land")))
    assert ctx.state.awaited_strikes is not None
    offered = next(a for a in now.actions(ctx.state) if a.id == play)
    assert dict(offered.params) == {"region": (
        "a region of the site path treated for the rest of the turn (optional): 1 (wilderness "
        "as border-land), 3 (border-land as free-domain)")}
    assert refusal(now, ctx.state, play, {"region": 2}) == (
        "The Evenstar cannot be played for its strike mode: region 2 is no Wilderness or "
        "Border-land of the site path. [CoE-3.iv.5]")
    now.decide(ctx, play, {"region": 3})
    assert [(f.rule, f["card"], f["treated"]) for f in ctx.facts
            if f.kind == "SitePathTreated"] == [
        ("RGO-GEN-1", star, ["wilderness", "shadow-land", "free-domain"])]
    assert ctx.state.path == ("wilderness", "shadow-land", "free-domain")
    # Without Gates of Morning the region is refused.
    dark = begin(now, moving(rgo, "Orc-patrol", hand=(star,),
                             path=("wilderness", "shadow-land", "border-land")))
    assert refusal(now, dark.state, play, {"region": 1}) == (
        "The Evenstar cannot be played for its strike mode: it treats a region only with "
        "Gates of Morning in play. [CoE-3.iv.5]")


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_reads_fog_the_cock_crows_and_the_evenstar_as_scripted(
        starter: Catalog) -> None:
    rows = {r.card_id: dict(r.rulesets)["road-goes-ever-on"]
            for r in coverage.coverage(starter)}
    assert rows[fog.CARD] == rows[cock_crows.CARD] == rows[evenstar.CARD] == \
        coverage.InRuleset(coverage.SCRIPTED)
