"""The Road Goes Ever On: Fellowship (fellowship.py, from fellowship.SINCE_VERSION), a resource
permanent-event the rules let the player play (RGO-DECK-2, RGO-GEN-1): in the organization phase
at a Haven on a company of four or more characters and allies, +1 prowess and +1 to corruption
checks for its characters, discarded when one joins or leaves. Constructed states played with
the real ruleset, seeded."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine import coe
from domain.engine.checks import Modifier
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import fellowship
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import ids, organizing, refused, turn_of

NOW = str(fellowship.SINCE_VERSION)
PLAY = f"resource:{fellowship.CARD}:company"
BONUS = Modifier(1, f"card:{fellowship.CARD}", "Fellowship", coe.SHORT_EVENT)


def formed(rgo: RoadGoesEverOn, **fields: object) -> Context[State]:
    """Aragorn, Gimli, Faramir and Legolas at Rivendell play Fellowship."""
    now = rgo.at_version(NOW)
    ctx = Context(now, Table(1, {}, organizing(rgo, hand=(fellowship.CARD,), **fields)))
    now.decide(ctx, PLAY, {})
    return ctx


@pytest.mark.rule("RGO-GEN-1", "RGO-DECK-2", "CoE-7.1")
def test_fellowship_stays_with_the_company_and_bolsters_its_characters(
        rgo: RoadGoesEverOn) -> None:
    now = rgo.at_version(NOW)
    aragorn, gimli, faramir, legolas = ids(rgo, "Aragorn II", "Gimli", "Faramir", "Legolas")
    start = organizing(rgo, hand=(fellowship.CARD,))
    assert PLAY in [a.id for a in now.actions(start)]
    assert now.policy(start, now.actions(start)) == (PLAY, {})  # played whenever it may be
    ctx = formed(rgo)
    assert [f.kind for f in ctx.facts] == ["ResourcePlayed", "FellowshipFormed"]
    assert ctx.state.fellowships == (
        (ctx.state.company, fellowship.CARD, (aragorn, gimli, faramir, legolas), ()),)
    # In play, not in the discard pile nor the hand.
    assert (ctx.state.hand, ctx.state.discard) == ((), ())
    # +1 to each strike's prowess and to each corruption check of its characters.
    assert fellowship.modifiers(ctx.state, legolas) == [BONUS]
    who = ctx.state.character(legolas)
    assert who is not None
    gifts = turn_of(now, ctx.state).abilities_on_corruption(ctx, who, 12, 0, 0)
    assert BONUS in gifts
    # It cannot be duplicated on the company.
    again = replace(ctx.state, hand=(fellowship.CARD,))
    assert PLAY not in [a.id for a in now.actions(again)]
    assert refused(now, again, PLAY, coe.SHORT_EVENT) == (
        "Fellowship cannot be played for its company mode: it cannot be duplicated on the "
        "company. [CoE-5.1]")


@pytest.mark.rule("RGO-GEN-1")
def test_fellowship_is_discarded_when_a_character_leaves_the_company(
        rgo: RoadGoesEverOn) -> None:
    now = rgo.at_version(NOW)
    legolas = ids(rgo, "Legolas")[0]
    ctx = formed(rgo)
    before = len(ctx.facts)
    now.decide(ctx, f"split:{legolas}", {})
    gone = ctx.facts[-1]
    assert (gone.kind, gone["card"]) == ("FellowshipDiscarded", fellowship.CARD)
    assert "FellowshipDiscarded" not in [f.kind for f in ctx.facts[before:-1]]
    assert (ctx.state.fellowships, ctx.state.discard) == ((), (fellowship.CARD,))
    assert fellowship.modifiers(ctx.state, legolas) == []


@pytest.mark.rule("RGO-GEN-1")
def test_fellowship_is_refused_away_from_a_haven_or_on_a_small_company(
        rgo: RoadGoesEverOn) -> None:
    now = rgo.at_version(NOW)
    bree = ids(rgo, "Bree")[0]
    away = organizing(rgo, hand=(fellowship.CARD,), site=bree)
    small = organizing(rgo, hand=(fellowship.CARD,))
    small = replace(small, characters=small.characters[:3])
    for start, why in ((away, "it is played only at a Haven"),
                       (small, "the company has fewer than 4 characters and allies")):
        assert PLAY not in [a.id for a in now.actions(start)]
        assert refused(now, start, PLAY, coe.SHORT_EVENT) == (
            f"Fellowship cannot be played for its company mode: {why}. [CoE-5.1]")


@pytest.mark.rule("RGO-GEN-1")
def test_the_version_before_and_the_coverage(rgo: RoadGoesEverOn, starter: Catalog) -> None:
    old = rgo.at_version(str(fellowship.SINCE_VERSION - 1))
    start = organizing(rgo, hand=(fellowship.CARD,))
    assert not [a.id for a in old.actions(start) if fellowship.CARD in a.id]
    rows = {r.card_id: dict(r.rulesets)["road-goes-ever-on"]
            for r in coverage.coverage(starter)}
    assert rows[fellowship.CARD] == coverage.InRuleset(coverage.SCRIPTED)


@pytest.mark.rule("RGO-GEN-1", "CoE-2.V.2.2")
def test_an_ally_of_the_fellowship_has_one_more_prowess(rgo: RoadGoesEverOn) -> None:
    gwaihir = ids(rgo, "Gwaihir")[0]
    ctx = formed(rgo, allies=(gwaihir,))
    assert ctx.state.fellowships[0][3] == (gwaihir,)
    assert fellowship.ally_modifiers(ctx.state, gwaihir) == [BONUS]
    assert fellowship.ally_modifiers(replace(ctx.state, fellowships=()), gwaihir) == []
