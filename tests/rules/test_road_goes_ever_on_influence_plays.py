"""The Road Goes Ever On: Tempering Friendship (TW-337) and A Friend or Three (TW-189) played on
a character for his next influence attempt on a faction here (version 59 on,
influence_plays.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine import influence_cards
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import cock_crows, gates_of_morning, influence_plays
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, Quest, State
from tests.rules.rgo_support import company, ids, state

OLD = str(influence_plays.SINCE_VERSION - 1)


def at_bree(rgo: RoadGoesEverOn, *hand: str, **fields: Any) -> State:
    """Bilbo and Legolas have explored Bree, where the Rangers of the North may be influenced."""
    rangers, bree = ids(rgo, "Rangers of the North", "Bree")
    base = state(rgo, phase=SITE, site=bree, explored=True, hand=ids(rgo, *hand),
                 characters=company(rgo, "Bilbo", "Legolas"),
                 display=(Quest(rangers, (bree,)),))
    return replace(base, **fields)


def influence_plays_offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith("resource:")
            and ":influence:" in a.id]


def attempt_modifiers(rgo: RoadGoesEverOn, s: State, play: str, who: str) -> list[
        tuple[int, str]]:
    rangers = ids(rgo, "Rangers of the North")[0]
    ctx = Context(rgo, Table(1, {}, s))
    rgo.decide(ctx, play, {})
    rgo.decide(ctx, f"take-quest:{rangers}:{who}", {})
    attempt = next(f for f in ctx.facts if f.kind == "InfluenceAttempted")
    assert ctx.state.influence_cards == ()
    check: Any = attempt["check"]
    return [(m["amount"], m["why"]) for m in check["modifiers"]
            if str(m["why"]).endswith("played on the attempt")]


@pytest.mark.rule("RGO-QUEST-4")
def test_tempering_friendship_adds_four_to_any_characters_faction_attempt(
        rgo: RoadGoesEverOn) -> None:
    tempering, bilbo, legolas = ids(rgo, "Tempering Friendship", "Bilbo", "Legolas")
    start = at_bree(rgo, "Tempering Friendship")
    # Any untapped character, a diplomat or not.
    assert influence_plays_offered(rgo, start) == [f"resource:{tempering}:influence:{bilbo}",
                                                   f"resource:{tempering}:influence:{legolas}"]
    assert attempt_modifiers(rgo, start, f"resource:{tempering}:influence:{bilbo}", bilbo) == [
        (4, "Tempering Friendship played on the attempt")]


@pytest.mark.rule("RGO-QUEST-4")
def test_a_friend_or_three_adds_one_for_each_character_of_the_company(
        rgo: RoadGoesEverOn) -> None:
    friend, legolas = ids(rgo, "A Friend or Three", "Legolas")
    start = at_bree(rgo, "A Friend or Three")
    assert attempt_modifiers(rgo, start, f"resource:{friend}:influence:{legolas}", legolas) == [
        (2, "A Friend or Three played on the attempt")]


@pytest.mark.rule("RGO-QUEST-4")
def test_no_faction_here_no_influence_play(rgo: RoadGoesEverOn) -> None:
    tempering, bilbo = ids(rgo, "Tempering Friendship", "Bilbo")
    elsewhere = at_bree(rgo, "Tempering Friendship", display=())
    assert influence_plays_offered(rgo, elsewhere) == []
    ctx = Context(rgo, Table(1, {}, elsewhere))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"resource:{tempering}:influence:{bilbo}", {})
    assert ctx.facts == []
    assert (refused.value.clause, refused.value.message) == (
        "RGO-QUEST-4", "Tempering Friendship cannot be played that way now: it is played in "
                       "the site phase, the site explored, before an influence attempt on a "
                       "faction of the Quest Display here, on a character it can be played on.")
    # Nor in the organization phase.
    organizing = at_bree(rgo, "Tempering Friendship", phase=ORGANIZATION)
    assert influence_plays_offered(rgo, organizing) == []


@pytest.mark.rule("RGO-QUEST-4", "CoE-5.1")
def test_version_58_declared_tempering_friendship(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(OLD)
    assert isinstance(old, RoadGoesEverOn)
    start = at_bree(rgo, "Tempering Friendship", "A Friend or Three")
    assert influence_plays_offered(old, start) == []
    assert influence_plays_offered(rgo, start) != []


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_reads_the_influence_plays(starter: Catalog) -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(starter)}
    assert rows["TW-337"]["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED)
    # The Hobbit family plays it by the engine's script (tests/rules/test_hobbit_influence_cards).
    assert rows["TW-337"]["burglar"] == coverage.InRuleset(coverage.SCRIPTED)


@pytest.mark.rule("RGO-QUEST-4")
def test_muster_adds_a_warriors_prowess_up_to_five(rgo: RoadGoesEverOn) -> None:
    muster, bilbo, legolas = ids(rgo, "Muster", "Bilbo", "Legolas")
    start = at_bree(rgo, "Muster")
    # Legolas is a warrior; Bilbo is not.
    assert influence_plays_offered(rgo, start) == [f"resource:{muster}:influence:{legolas}"]
    assert attempt_modifiers(rgo, start, f"resource:{muster}:influence:{legolas}", legolas) == [
        (5, "Muster played on the attempt")]  # his prowess of 6, at most +5
    ctx = Context(rgo, Table(1, {}, start))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"resource:{muster}:influence:{bilbo}", {})
    assert ctx.facts == [] and refused.value.clause == "RGO-QUEST-4"
    assert influence_cards.amount(next(iter(influence_plays.muster()["TW-288"])).effects[0],
                                  2, 3) == 3  # a warrior of prowess 3 adds 3
    old = rgo.at_version(str(influence_plays.MUSTER_SINCE - 1))
    assert isinstance(old, RoadGoesEverOn)
    assert influence_plays_offered(old, start) == []


@pytest.mark.rule("RGO-GEN-1", "CoE-3.i", "CoE-5.1")
def test_the_road_plays_dark_quarrels_and_the_cock_crows_in_full(starter: Catalog) -> None:
    # Their scripts leave out only what needs Gates of Morning, in play from version 161
    # (gates_of_morning.py): Dark Quarrels' alternative is played then, The Cock Crows' from
    # cock_crows.SINCE_VERSION. There and Back Again plays Dark Quarrels' from its
    # DARK_QUARRELS_FROM; The Cock Crows' never arises there (its row says so,
    # tests/rules/test_hobbit_card_pool.py).
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(starter)}
    for card_id in ("TW-207", "TW-208", "TW-342"):
        assert rows[card_id]["there-and-back-again"].status == coverage.SCRIPTED
        assert rows[card_id]["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED)
    assert "TW-342" in gates_of_morning.not_yet(str(cock_crows.SINCE_VERSION - 1))
    assert "TW-342" not in gates_of_morning.not_yet(str(cock_crows.SINCE_VERSION))


@pytest.mark.rule("RGO-QUEST-4")
def test_persuasive_words_gives_a_diplomat_two_rolls_and_keeps_the_better(
        rgo: RoadGoesEverOn) -> None:
    words, rangers, bilbo, legolas = ids(rgo, "Persuasive Words", "Rangers of the North",
                                         "Bilbo", "Legolas")
    start = at_bree(rgo, "Persuasive Words")
    # Legolas is a diplomat; Bilbo is not.
    assert influence_plays_offered(rgo, start) == [f"resource:{words}:influence:{legolas}"]
    for seed in (1, 2, 3):
        ctx = Context(rgo, Table(seed, {}, start))
        rgo.decide(ctx, f"resource:{words}:influence:{legolas}", {})
        rgo.decide(ctx, f"take-quest:{rangers}:{legolas}", {})
        chosen = next(f for f in ctx.facts if f.kind == "InfluenceRollChosen")
        attempt = next(f for f in ctx.facts if f.kind == "InfluenceAttempted")
        rolls: Any = chosen["rolls"]
        assert (chosen.rule, chosen["card"]) == ("RGO-QUEST-4", words)
        assert chosen["chosen"] == max(rolls) == attempt["roll"]
        rolled = [f for f in ctx.facts if f.kind == "DiceRolled"]
        assert len(rolled) == 2
    ctx = Context(rgo, Table(1, {}, start))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"resource:{words}:influence:{bilbo}", {})
    assert ctx.facts == [] and refused.value.clause == "RGO-QUEST-4"
    old = rgo.at_version(str(influence_plays.PERSUASIVE_SINCE - 1))
    assert isinstance(old, RoadGoesEverOn)
    assert influence_plays_offered(old, start) == []
