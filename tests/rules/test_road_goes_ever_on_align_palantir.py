"""The Road Goes Ever On: Align Palantír (align_palantir.py, from
align_palantir.SINCE_VERSION), a resource permanent-event the rules let the player hold in the
draw deck (RGO-PERM-2) and play as in a normal game (RGO-GEN-1): on a palantír of the company
with a sage in it, its points gained, its corruption to the stone's bearer, discarded with its
points when the company carrying the stone moves. Constructed states played with the real
ruleset, seeded."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine.characters import Item
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import align_palantir as align
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MPRecord, State
from domain.rulesets.road_goes_ever_on.turn import corruption_points
from tests.rules.rgo_support import begin, company, ids, moving, organizing, refused

ALIGN = align.CARD


def at(rgo: RoadGoesEverOn, version: int) -> RoadGoesEverOn:
    ruleset = rgo.at_version(str(version))
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset


def holding(rgo: RoadGoesEverOn, *names: str) -> State:
    """The company of ``names`` organizing, its first bearing the Palantír of Minas Tirith,
    Align Palantír in hand."""
    stone = Item.from_card(rgo.catalog.find("Palantír of Minas Tirith"), facts=True)
    first, *rest = company(rgo, *names)
    return organizing(rgo, hand=(ALIGN,), characters=(first.with_item(stone), *rest))


@pytest.mark.rule("RGO-PERM-2", "RGO-GEN-1", "CoE-7.1")
def test_align_palantir_is_played_on_a_palantir_with_a_sage_in_the_company(
        rgo: RoadGoesEverOn) -> None:
    now = at(rgo, align.SINCE_VERSION)
    aragorn, balin, stone = ids(rgo, "Aragorn II", "Balin", "Palantír of Minas Tirith")
    start = holding(rgo, "Aragorn II", "Balin")
    play = f"resource:{ALIGN}:{align.MODE}:{aragorn}"
    offered = [a for a in now.actions(start) if a.id.startswith(f"resource:{ALIGN}")]
    assert [a.id for a in offered] == [play]  # on the bearer only
    assert dict(offered[0].params) == {"palantir": (
        f"the palantír aligned (its bearer's first if left out): {stone} (Palantír of Minas "
        "Tirith)")}
    assert offered[0].candidates == {"palantir": (stone,)}
    ctx = Context(now, Table(1, {}, start))
    now.decide(ctx, play, {"palantir": stone})
    assert [(f.kind, f.rule) for f in ctx.facts] == [
        ("ResourcePlayed", "CoE-5.1"), ("PalantirAligned", "RGO-PERM-2"),
        ("MarshallingPointsGained", "RGO-PERM-2")]
    after = ctx.state
    assert (after.aligned, after.hand, after.discard) == (((ALIGN, stone),), (), ())
    assert after.mp == (MPRecord(ALIGN, "Align Palantír", "miscellaneous", 2),)
    bearer = after.characters[0]
    assert corruption_points(after, bearer, rgo.catalog, now.played) == \
        corruption_points(start, start.characters[0], rgo.catalog, now.played) + 2
    # A second copy: the stone is aligned already.
    again = replace(after, hand=(ALIGN,))
    assert [a.id for a in now.actions(again) if a.id.startswith(f"resource:{ALIGN}")] == []
    assert refused(now, again, play, "CoE-5.1") == (
        "Align Palantír cannot be played for its align mode: it cannot be duplicated on a "
        "given palantír, and Aragorn II's is aligned. [CoE-5.1]")
    # On a character bearing none, or with no sage in the company: refused, nothing written.
    assert refused(now, start, f"resource:{ALIGN}:{align.MODE}:{balin}", "CoE-5.1") == (
        "Align Palantír cannot be played for its align mode: it is played on a palantír, and "
        "Balin bears none. [CoE-5.1]")
    alone = holding(rgo, "Aragorn II", "Legolas")
    assert [a.id for a in now.actions(alone) if a.id.startswith(f"resource:{ALIGN}")] == []
    assert refused(now, alone, play, "CoE-5.1") == (
        "Align Palantír cannot be played for its align mode: it is played with a sage in the "
        "company. [CoE-5.1]")
    # Version 166 did not play it.
    old = at(rgo, align.SINCE_VERSION - 1)
    assert [a.id for a in old.actions(start) if a.id.startswith(f"resource:{ALIGN}")] == []


@pytest.mark.rule("RGO-PERM-2")
def test_align_palantir_is_discarded_with_its_points_when_its_company_moves(
        rgo: RoadGoesEverOn) -> None:
    now = at(rgo, align.SINCE_VERSION)
    stone = ids(rgo, "Palantír of Minas Tirith")[0]
    held = holding(rgo, "Aragorn II", "Balin")
    aligned = dict(aligned=((ALIGN, stone),), hand=(),
                   mp=(MPRecord(ALIGN, "Align Palantír", "miscellaneous", 2),))
    ctx = begin(now, moving(rgo, characters=held.characters, **aligned))
    assert [(f.kind, f.data.get("reason")) for f in ctx.facts if f.kind in (
        "AlignmentDiscarded", "MarshallingPointsLost")] == [
        ("AlignmentDiscarded", "the company carrying its palantír moves"),
        ("MarshallingPointsLost", "the company carrying its palantír moves")]
    assert (ctx.state.aligned, ctx.state.mp) == ((), ())
    # To the discard pile (which the company's draws, the play deck being empty, reshuffle).
    assert ALIGN in (*ctx.state.discard, *ctx.state.draw, *ctx.state.hand)
    # A company that does not move keeps it.
    staying = begin(now, replace(moving(rgo, characters=held.characters, **aligned),
                                 destination=None, path=()))
    assert [f for f in staying.facts if f.kind == "AlignmentDiscarded"] == []
    assert staying.state.aligned == ((ALIGN, stone),)


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_reads_align_palantir_as_scripted(starter: Catalog) -> None:
    rows = {r.card_id: r for r in coverage.coverage(starter)}
    assert dict(rows[ALIGN].rulesets)["road-goes-ever-on"] == coverage.InRuleset(
        coverage.SCRIPTED)
