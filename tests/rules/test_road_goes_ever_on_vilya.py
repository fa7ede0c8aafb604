"""The Road Goes Ever On: Vilya at Rivendell shuffles up to three resources of the discard pile,
named by its ``resources`` argument, into a play deck of five cards or more (vilya.py), after
its bonuses and before Elrond's corruption check. Constructed states played with the real
ruleset, seeded."""

from __future__ import annotations

from collections import Counter

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import vilya
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State
from tests.rules.rgo_support import company, decided, ids, state

DECK = ("Dodge", "Block", "Concealment", "Escape", "Lucky Strike")


def elrond_at(rgo: RoadGoesEverOn, site: str, deck: tuple[str, ...] = DECK) -> State:
    return state(rgo, phase=ORGANIZATION, site=ids(rgo, site)[0], hand=ids(rgo, "Vilya"),
                 characters=company(rgo, "Elrond", "Legolas"), draw=ids(rgo, *deck),
                 discard=ids(rgo, "Risky Blow", "Halfling Strength", "Wolves", "Dodge"))


def refusal(rgo: RoadGoesEverOn, s: State, named: str) -> str:
    card, elrond = ids(rgo, "Vilya", "Elrond")
    ctx = Context(rgo, Table(1, {}, s))
    with pytest.raises(Exception) as refused:
        rgo.decide(ctx, f"resource:{card}:turn:{elrond}", {vilya.ARG: named})
    assert (ctx.state, ctx.facts) == (s, [])
    return str(refused.value)


@pytest.mark.rule("CoE-5.1", "CoE-7.1")
def test_at_rivendell_the_named_resources_are_shuffled_into_the_play_deck(
        rgo: RoadGoesEverOn) -> None:
    card, elrond, risky, strength, wolves = ids(rgo, "Vilya", "Elrond", "Risky Blow",
                                                "Halfling Strength", "Wolves")
    start = elrond_at(rgo, "Rivendell")
    offered = next(a for a in rgo.actions(start) if a.id == f"resource:{card}:turn:{elrond}")
    assert vilya.ARG in offered.params
    ctx = Context(rgo, Table(1, {}, start))
    # Its check rolled unhelped.
    decided(rgo, ctx, f"resource:{card}:turn:{elrond}", {vilya.ARG: f"{risky},{strength}"})
    kinds = [f.kind for f in ctx.facts if f.kind in ("CharacterBolstered", "DeckShuffled",
                                                      "CorruptionChecked")]
    assert kinds == ["CharacterBolstered"] * 3 + ["DeckShuffled", "CorruptionChecked"]
    assert Counter(ctx.state.draw) == Counter((*ids(rgo, *DECK), risky, strength))
    # The rest of the pile stays, Vilya on it.
    assert Counter(ctx.state.discard) == Counter(ids(rgo, "Wolves", "Dodge", "Vilya"))
    assert wolves in ctx.state.discard


@pytest.mark.rule("CoE-5.1")
def test_without_the_argument_nothing_is_shuffled(rgo: RoadGoesEverOn) -> None:
    card, elrond = ids(rgo, "Vilya", "Elrond")
    ctx = Context(rgo, Table(1, {}, elrond_at(rgo, "Rivendell")))
    rgo.decide(ctx, f"resource:{card}:turn:{elrond}", {})
    assert not any(f.kind == "DeckShuffled" for f in ctx.facts)
    assert ctx.state.draw == ids(rgo, *DECK)


@pytest.mark.rule("CoE-5.1")
def test_the_resources_named_are_refused_where_the_card_does_not_allow_them(
        rgo: RoadGoesEverOn) -> None:
    risky, strength, wolves, dodge = ids(rgo, "Risky Blow", "Halfling Strength", "Wolves",
                                         "Dodge")
    prefix = "Vilya cannot be played for its turn mode: "
    assert refusal(rgo, elrond_at(rgo, "Lórien"), risky) == (
        f"{prefix}resources are shuffled back only while Elrond is at Rivendell. [CoE-5.1]")
    assert refusal(rgo, elrond_at(rgo, "Rivendell", DECK[:4]), risky) == (
        f"{prefix}the play deck holds fewer than 5 cards. [CoE-5.1]")
    assert refusal(rgo, elrond_at(rgo, "Rivendell"), wolves) == (
        f"{prefix}{wolves!r} is not a resource card of your discard pile. [CoE-5.1]")
    assert refusal(rgo, elrond_at(rgo, "Rivendell"), f"{dodge},{dodge}") == (
        f"{prefix}{dodge!r} is not a resource card of your discard pile. [CoE-5.1]")
    assert refusal(rgo, elrond_at(rgo, "Rivendell"),
                   f"{risky},{strength},{dodge},{risky}") == (
        f"{prefix}at most 3 resources are shuffled back, not 4. [CoE-5.1]")


@pytest.mark.rule("CoE-5.1")
def test_the_version_before_shuffles_nothing_and_the_coverage_reads_it(
        rgo: RoadGoesEverOn, starter: Catalog) -> None:
    old = rgo.at_version(str(vilya.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    card, elrond, risky = ids(rgo, "Vilya", "Elrond", "Risky Blow")
    ctx = Context(old, Table(1, {}, elrond_at(rgo, "Rivendell")))
    old.decide(ctx, f"resource:{card}:turn:{elrond}", {vilya.ARG: risky})
    assert not any(f.kind == "DeckShuffled" for f in ctx.facts)
    rows = {r.card_id: dict(r.rulesets)["road-goes-ever-on"]
            for r in coverage.coverage(starter)}
    assert rows[vilya.CARD] == coverage.InRuleset(coverage.SCRIPTED)
