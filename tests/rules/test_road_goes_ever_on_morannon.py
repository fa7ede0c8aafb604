"""The Road Goes Ever On, from morannon.SINCE_VERSION: Morannon (TW-286), played as the
organization phase of a company of size under three with a scout, at a site in Dagorlad, ends
(RGO-GEN-1, RGO-DECK-2): it stands for the company's new site, a Dark-hold in Udûn reached by
a Shadow-land and a Dark-domain (RGO-HAZ-1), left back to Lórien by the path the card prints,
and discarded once the company arrives at another site. The version before neither played
nor declared it. Constructed states, seeded."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import morannon, move_clauses
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State
from tests.rules.rgo_support import company, ids, play, refused, state

NOW = str(morannon.SINCE_VERSION)
BEFORE = str(morannon.SINCE_VERSION - 1)
CARD = morannon.CARD
ACTION = f"{morannon.KIND}:{CARD}"


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    """The ruleset of a game whose player deck holds Morannon, at ``version``."""
    found = rgo.at_version(version).for_setup({"decks": {"player": [CARD]}})
    assert isinstance(found, RoadGoesEverOn)
    return found


def at_the_marshes(rgo: RoadGoesEverOn, *names: str) -> State:
    """``names`` (Aragorn II, a scout, and Legolas by default) organizing at the Dead Marshes,
    Morannon in hand, Lórien in the Site deck."""
    marshes, lorien = ids(rgo, "Dead Marshes", "Lórien")
    return state(rgo, phase=ORGANIZATION, site=marshes, hand=(CARD,),
                 site_deck=(lorien, marshes),
                 characters=company(rgo, *(names or ("Aragorn II", "Legolas"))),
                 draw=ids(rgo, "Dodge", "Block", "Dodge", "Block"))


@pytest.mark.rule("RGO-GEN-1", "RGO-HAZ-1")
def test_morannon_takes_a_small_company_with_a_scout_from_dagorlad(rgo: RoadGoesEverOn) -> None:
    ruleset = played(rgo)
    start = at_the_marshes(rgo)
    assert ACTION in [a.id for a in ruleset.actions(start)]
    ctx = Context(ruleset, Table(1, {}, start))
    ruleset.decide(ctx, ACTION, {})
    planned = next(f for f in ctx.facts if f.kind == "MovementPlanned")
    assert (planned["destination"], planned["path"]) == (morannon.SITE,
                                                        ["shadow-land", "dark-domain"])
    # Version 174 cites RGO-HAZ-1 (the Hazard Pile its move draws), as every version up to
    # 194 does; from version 195 (move_clauses.CARDS_SINCE) the card's play (RGO-GEN-1), as
    # its choice does.
    assert planned.rule == "RGO-HAZ-1"
    newest = played(rgo, rgo.version)
    ctx_new = Context(newest, Table(1, {}, start))
    newest.decide(ctx_new, ACTION, {})
    assert [f.rule for f in ctx_new.facts if f.kind == "MovementPlanned"] == ["RGO-GEN-1"]
    before = played(rgo, str(move_clauses.CARDS_SINCE - 1))
    ctx_old = Context(before, Table(1, {}, start))
    before.decide(ctx_old, ACTION, {})
    assert [f.rule for f in ctx_old.facts if f.kind == "MovementPlanned"] == ["RGO-HAZ-1"]
    assert [f.kind for f in ctx.facts][:3] == ["ResourcePlayed", "MorannonPlaced",
                                             "MovementPlanned"]
    s = ctx.state
    assert s.morannons == ((CARD, s.company, morannon.SITE),)
    assert CARD not in s.hand and CARD not in s.discard
    # The site it stands for: a Dark-hold in Udûn, 2 cards drawn for the company, 5 for the
    # Hazard Pile.
    site = ruleset.catalog.get(morannon.SITE)
    assert (site.name, site.site_type, site.region, site.draw, site.draw_opponent) == (
        "Morannon", "dark-hold", "Udûn", 2, 5)
    # The company arrives there and has its site phase at the Dark-hold.
    play(ruleset, ctx, "continue")
    arrived = [f for f in ctx.facts if f.kind == "CompanyArrived"]
    assert [(f["site"], f["name"]) for f in arrived] == [(morannon.SITE, "Morannon")]
    assert ctx.state.site == morannon.SITE
    assert ctx.state.morannons == ((CARD, ctx.state.company, morannon.SITE),)


@pytest.mark.rule("RGO-GEN-1", "CoE-2.II.7.i")
def test_the_company_leaves_for_lorien_and_morannon_is_discarded(rgo: RoadGoesEverOn) -> None:
    ruleset = played(rgo)
    lorien = ids(rgo, "Lórien")[0]
    start = state(rgo, phase=ORGANIZATION, site=morannon.SITE, site_deck=(lorien,),
                  characters=company(rgo, "Aragorn II", "Legolas"),
                  morannons=((CARD, "c1", morannon.SITE),),
                  draw=ids(rgo, "Dodge", "Block", "Dodge", "Block"))
    # The path the card prints to Lórien: seven regions.
    moves = [a for a in ruleset.actions(start) if a.id.startswith("move:")]
    assert [(a.id, a.label) for a in moves] == [(f"move:{lorien}", "Move to Lórien (7 regions)")]
    ctx = Context(ruleset, Table(1, {}, start))
    play(ruleset, ctx, f"move:{lorien}", "continue")
    kinds = [f.kind for f in ctx.facts if f.kind in ("CompanyArrived", "MorannonDiscarded")]
    assert kinds == ["CompanyArrived", "MorannonDiscarded"]
    assert ctx.state.morannons == () and CARD in ctx.state.discard


@pytest.mark.rule("RGO-GEN-1")
def test_morannon_is_refused_off_dagorlad_without_a_scout_or_for_three(
        rgo: RoadGoesEverOn) -> None:
    ruleset = played(rgo)
    rivendell = ids(rgo, "Rivendell")[0]
    cases = [
        (state(rgo, phase=ORGANIZATION, hand=(CARD,), site=rivendell),
         "Morannon is played on a company at a site in Dagorlad, not at Rivendell. [RGO-GEN-1]"),
        (at_the_marshes(rgo, "Legolas", "Gimli"),
         "Morannon is played on a company with a scout in it. [RGO-GEN-1]"),
        (at_the_marshes(rgo, "Aragorn II", "Legolas", "Gimli"),
         "Morannon is played on a company of size less than 3. [RGO-GEN-1]"),
    ]
    for start, message in cases:
        assert ACTION not in [a.id for a in ruleset.actions(start)]
        assert refused(ruleset, start, ACTION, "RGO-GEN-1") == message
    # A second copy while one is in play, up to morannon.MORE_SINCE.
    twice = replace(at_the_marshes(rgo), morannons=((CARD, "c9", morannon.SITE),))
    assert refused(ruleset, twice, ACTION, "RGO-GEN-1").startswith(
        "Morannon is in play already")


@pytest.mark.rule("RGO-GEN-1")
def test_the_version_before_neither_plays_it_and_the_row_reads_scripted(
        rgo: RoadGoesEverOn, starter: Catalog) -> None:
    before = played(rgo, BEFORE)
    start = at_the_marshes(rgo)
    assert [a.id for a in before.actions(start) if CARD in a.id] == []
    assert refused(before, start, ACTION, "RGO-GEN-1") == (
        "'morannon' is not possible now (phase: organization). [RGO-GEN-1]")
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(starter)}
    # From morannon.MORE_SINCE it leaves nothing out; before, a second copy.
    assert rows[CARD]["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED)
    assert morannon.left_out(str(morannon.MORE_SINCE - 1)) == morannon.LEFT_OUT


MORE = str(morannon.MORE_SINCE)


def two_copies(rgo: RoadGoesEverOn, version: str = MORE) -> RoadGoesEverOn:
    """The ruleset of a game whose player deck holds two copies of Morannon."""
    found = rgo.at_version(version).for_setup({"decks": {"player": [CARD, CARD]}})
    assert isinstance(found, RoadGoesEverOn)
    return found


def second_at_the_marshes(rgo: RoadGoesEverOn) -> tuple[State, str]:
    """Another company at the Dead Marshes, the first copy in play for company c9 (at its
    site, tapped there)."""
    second = f"{morannon.SITE}-2"
    return replace(at_the_marshes(rgo), morannons=((CARD, "c9", morannon.SITE),),
                   tapped_sites=(morannon.SITE,), hand=(CARD,)), second


@pytest.mark.rule("RGO-GEN-1", "CoE-1.3.1")
def test_a_second_copy_stands_for_a_site_of_its_own_while_the_first_is_in_play(
        rgo: RoadGoesEverOn) -> None:
    ruleset = two_copies(rgo)
    start, second = second_at_the_marshes(rgo)
    assert ACTION in [a.id for a in ruleset.actions(start)]
    ctx = Context(ruleset, Table(1, {}, start))
    ruleset.decide(ctx, ACTION, {})
    placed = next(f for f in ctx.facts if f.kind == "MorannonPlaced")
    planned = next(f for f in ctx.facts if f.kind == "MovementPlanned")
    assert (placed["site"], planned["destination"]) == (second, second)
    assert ctx.state.morannons == ((CARD, "c9", morannon.SITE), (CARD, ctx.state.company, second))
    site = ruleset.catalog.get(second)
    assert (site.name, site.site_type, site.region) == ("Morannon", "dark-hold", "Udûn")
    # Its own site, untapped though the first copy's is tapped.
    play(ruleset, ctx, "continue")
    assert ctx.state.site == second and second not in ctx.state.tapped_sites
    # A third copy with two in the deck: refused naming why.
    full = replace(ctx.state, phase=ORGANIZATION, site=start.site, destination=None, path=(),
                   hand=(CARD,), morannons=((CARD, "c9", morannon.SITE), (CARD, "c8", second)))
    assert ACTION not in [a.id for a in ruleset.actions(full)]
    assert refused(ruleset, full, ACTION, "RGO-GEN-1") == (
        "Every copy of Morannon in your deck is in play already, each standing for its own "
        "site. [RGO-GEN-1]")


@pytest.mark.rule("RGO-GEN-1", "CoE-2.II.7.i")
def test_each_copy_leaves_with_its_company_its_site_untapped(rgo: RoadGoesEverOn) -> None:
    ruleset = two_copies(rgo)
    second = f"{morannon.SITE}-2"
    lorien = ids(rgo, "Lórien")[0]
    start = state(rgo, phase=ORGANIZATION, site=second, site_deck=(lorien,),
                  characters=company(rgo, "Aragorn II", "Legolas"), tapped_sites=(second,),
                  morannons=((CARD, "c9", morannon.SITE), (CARD, "c1", second)),
                  draw=ids(rgo, "Dodge", "Block", "Dodge", "Block"))
    ctx = Context(ruleset, Table(1, {}, start))
    play(ruleset, ctx, f"move:{lorien}", "continue")
    gone = next(f for f in ctx.facts if f.kind == "MorannonDiscarded")
    assert (gone["company"], gone["site"]) == ("c1", second)
    assert ctx.state.morannons == ((CARD, "c9", morannon.SITE),)
    assert second not in ctx.state.tapped_sites and CARD in ctx.state.discard


@pytest.mark.rule("RGO-GEN-1")
def test_before_the_version_a_second_copy_is_refused_and_has_no_site(
        rgo: RoadGoesEverOn) -> None:
    before = two_copies(rgo, str(morannon.MORE_SINCE - 1))
    start, second = second_at_the_marshes(rgo)
    assert second not in before.catalog
    assert ACTION not in [a.id for a in before.actions(start)]
    assert refused(before, start, ACTION, "RGO-GEN-1") == (
        "Morannon is in play already: the site it stands for is one card of the game. "
        "[RGO-GEN-1]")
