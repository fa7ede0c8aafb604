"""The Road Goes Ever On, from lucky_search.SINCE_VERSION: Lucky Search (TW-269) taps an
untapped scout in the site phase at a Shadow-hold or Dark-hold, turns over the play deck to
the first non-special item not a unique one in play, which the scout takes, and the scout
faces one strike of 3 plus the cards revealed, losing the item if wounded; the revealed
cards are shuffled back (CoE 5.1, CoE 3.iv). The version before declared it. Constructed
states, seeded."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.engine.characters import Item
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import lucky_search
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import company, ids, refused, run, state

NOW = str(lucky_search.SINCE_VERSION)
BEFORE = str(lucky_search.SINCE_VERSION - 1)


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def at_moria(rgo: RoadGoesEverOn, *draw: str, **fields: Any) -> State:
    """Aragorn II (a scout) and Legolas, bearing Glamdring, in Moria (a Shadow-hold), entered,
    Lucky Search in hand and ``draw`` the play deck."""
    lucky, moria, legolas, glamdring = ids(rgo, "Lucky Search", "Moria", "Legolas",
                                           "Glamdring")
    start = state(rgo, phase=SITE, explored=True, site=moria, hand=(lucky,),
                  draw=ids(rgo, *draw))
    return replace(start, characters=tuple(
        c.with_item(Item.from_card(rgo.catalog.get(glamdring))) if c.card_id == legolas
        else c for c in start.characters), **fields)


def told(facts: list[Fact]) -> list[tuple[str, object]]:
    field = {"LuckySearchMade": "revealed", "StrikeAssigned": "character",
             "StrikeResolved": "result", "ItemLost": "card"}
    return [(f.kind, f[field[f.kind]]) for f in facts if f.kind in field]


def strike(facts: list[Fact]) -> int:
    declared = next(f for f in facts if f.kind == "AttackDeclared")
    return int(declared["attack"]["prowess"])


@pytest.mark.rule("CoE-5.1", "CoE-3.iv.7")
def test_the_scout_takes_the_first_item_he_may_and_beats_the_strike(
        rgo: RoadGoesEverOn) -> None:
    ruleset = played(rgo)
    aragorn, dagger, lucky = ids(rgo, "Aragorn II", "Dagger of Westernesse", "Lucky Search")
    start = at_moria(rgo, "Dodge", "Palantír of Elostirion", "Glamdring",
                     "Dagger of Westernesse", "Block")
    assert [a.id for a in ruleset.actions(start) if a.id.startswith("lucky-search:")] == [
        f"lucky-search:{aragorn}"]
    facts, after = run(ruleset, start, ruleset.decide, f"lucky-search:{aragorn}", {})
    # The special Palantír and Glamdring, unique and borne by Legolas, are passed over: four
    # cards revealed, a strike of 3 + 4 = 7 on Aragorn, which he beats (5 + 6).
    assert told(facts) == [
        ("LuckySearchMade", [*ids(rgo, "Dodge", "Palantír of Elostirion", "Glamdring"),
                             dagger]),
        ("StrikeAssigned", aragorn), ("StrikeResolved", "failed")]
    assert strike(facts) == 7
    scout = after.character(aragorn)
    assert scout is not None and [i.card_id for i in scout.items] == [dagger]
    # The revealed cards but the item are shuffled back, the discard pile kept.
    shuffled = next(f for f in facts if f.kind == "DeckShuffled")
    assert shuffled["discard_kept"] is True and dagger not in after.draw
    assert sorted(after.draw) == sorted(ids(rgo, "Dodge", "Palantír of Elostirion",
                                            "Glamdring", "Block"))
    assert after.discard == (lucky,) and after.awaited_strikes is None


@pytest.mark.rule("CoE-5.1", "CoE-3.iv.7")
def test_a_wounded_scout_loses_the_item(rgo: RoadGoesEverOn) -> None:
    ruleset = played(rgo)
    aragorn, dagger = ids(rgo, "Aragorn II", "Dagger of Westernesse")
    start = at_moria(rgo, "Dodge", "Block", "Dodge", "Block", "Dodge", "Block",
                     "Dagger of Westernesse", "Dodge")
    facts, after = run(ruleset, start, ruleset.decide, f"lucky-search:{aragorn}", {}, seed=9)
    # Seven cards revealed: a strike of 10, and 2 + 6 loses to it.
    assert strike(facts) == 10
    assert told(facts)[1:] == [("StrikeAssigned", aragorn), ("StrikeResolved", "succeeded"),
                               ("ItemLost", dagger)]
    scout = after.character(aragorn)
    assert scout is not None and scout.wounded and scout.items == ()
    assert dagger in after.discard


@pytest.mark.rule("CoE-5.1")
def test_with_no_item_to_find_the_whole_deck_is_revealed(rgo: RoadGoesEverOn) -> None:
    ruleset = played(rgo)
    aragorn = ids(rgo, "Aragorn II")[0]
    facts, after = run(ruleset, at_moria(rgo, "Dodge", "Block"), ruleset.decide,
                       f"lucky-search:{aragorn}", {})
    made = next(f for f in facts if f.kind == "LuckySearchMade")
    assert made["revealed"] == list(ids(rgo, "Dodge", "Block")) and "card" not in made.data
    assert strike(facts) == 5 and len(after.draw) == 2


@pytest.mark.rule("CoE-5.1")
def test_lucky_search_is_refused_off_a_scout_or_its_sites(rgo: RoadGoesEverOn) -> None:
    ruleset = played(rgo)
    aragorn, legolas, bree = ids(rgo, "Aragorn II", "Legolas", "Bree")
    start = at_moria(rgo, "Dodge")
    assert refused(ruleset, start, f"lucky-search:{legolas}", "CoE-5.1") == (
        "Lucky Search cannot be played now: it is played on a scout, and Legolas is none. "
        "[CoE-5.1]")
    tapped = replace(start, characters=tuple(
        c.with_state("tapped") if c.card_id == aragorn else c for c in start.characters))
    assert refused(ruleset, tapped, f"lucky-search:{aragorn}", "CoE-5.1") == (
        "Lucky Search cannot be played now: it taps an untapped scout, and Aragorn II is not "
        "untapped. [CoE-5.1]")
    at_bree = replace(start, site=bree)
    assert [a.id for a in ruleset.actions(at_bree) if "TW-269" in a.id
            or a.id.startswith("lucky-search:")] == []
    assert refused(ruleset, at_bree, f"lucky-search:{aragorn}", "CoE-5.1") == (
        "Lucky Search cannot be played now: it is played at a Shadow-hold or Dark-hold, and "
        "Bree is none. [CoE-5.1]")
    assert refused(ruleset, start, "declare-resource:TW-269", "declared-effect") == (
        "Lucky Search is not declared: it is played with lucky-search:<scout>. "
        "[declared-effect]")


@pytest.mark.rule("CoE-5.1")
def test_the_version_before_declared_it_and_the_coverage_shows_it_scripted(
        rgo: RoadGoesEverOn) -> None:
    start = at_moria(rgo, "Dodge")
    assert [a.id for a in played(rgo, BEFORE).actions(start) if "TW-269" in a.id] == [
        "declare-resource:TW-269"]
    found = coverage.in_ruleset("road-goes-ever-on", rgo.catalog.get("TW-269"))
    assert (found.status, found.missing) == (coverage.SCRIPTED, "")
    # Up to the version before lucky_search.ASKS_SINCE the cards on the strike were left out.
    assert lucky_search.left_out(str(lucky_search.ASKS_SINCE - 1)) == lucky_search.LEFT_OUT


@pytest.mark.rule("CoE-3.iv.5", "CoE-5.1")
def test_the_defender_plays_on_the_scouts_strike_but_cancels_it_not(
        rgo: RoadGoesEverOn) -> None:
    now = played(rgo, str(lucky_search.ASKS_SINCE))
    lucky, sam, dodge, stealth, dagger = ids(rgo, "Lucky Search", "Sam Gamgee", "Dodge",
                                             "Halfling Stealth", "Dagger of Westernesse")
    start = replace(at_moria(rgo, "Dagger of Westernesse", "Block"),
                    characters=company(rgo, "Sam Gamgee", "Legolas"),
                    hand=(lucky, dodge, stealth))
    ctx = Context(now, Table(1, {}, start))
    now.decide(ctx, f"lucky-search:{sam}", {})
    # The strike is Sam's, and the game waits for the defender.
    assert [f.kind for f in ctx.facts][-3:] == [
        "StrikeAssignmentOpened", "StrikeAssigned", "LuckyStrikeAwaited"]
    waiting = ctx.state
    assert waiting.awaited_strikes is not None and waiting.awaited_strikes.assigned == (sam,)
    assert waiting.lucky_strike == (sam, dagger)
    offered = [a.id for a in now.actions(waiting)]
    assert f"resource:{dodge}:strike:{sam}" in offered and "assign-rest" in offered
    # Halfling Stealth would cancel a Hobbit's strike: not this one.
    assert not any(stealth in a for a in offered)
    assert refused(now, waiting, f"resource:{stealth}:cancel:{sam}", "CoE-3.iv.5") == (
        "Halfling Stealth cannot be played for its cancel mode: the strike of Lucky Search "
        "cannot be canceled. [CoE-3.iv.5]")
    waited = len(ctx.facts)
    now.decide(ctx, f"resource:{dodge}:strike:{sam}", {})
    now.decide(ctx, "assign-rest", {})
    # Dodge on his strike, then the strike (3 + 1 card revealed) against Sam, tapped: 1 + 4
    # and his 1, the Dagger's 1, -1 tapped beat 4; he keeps the Dagger.
    assert [(f.kind, f.data.get("card"), f.data.get("character"), f.data.get("result"))
            for f in ctx.facts[waited:] if f.kind != "DiceRolled"] == [
        ("ResourcePlayed", dodge, None, None), ("StrikeResolved", None, sam, "failed"),
        ("AttackEnded", None, None, None), ("LuckyStrikeFaced", dagger, sam, None)]
    kept = ctx.state.character(sam)
    assert kept is not None and [i.card_id for i in kept.items] == [dagger]
    assert ctx.state.lucky_strike is None and ctx.state.awaited_strikes is None
    # The version before resolved the strike at once, the defender not asked.
    old = played(rgo, str(lucky_search.ASKS_SINCE - 1))
    facts, then = run(old, start, old.decide, f"lucky-search:{sam}", {})
    assert "StrikeAssignmentOpened" not in [f.kind for f in facts]
    assert "StrikeResolved" in [f.kind for f in facts] and then.awaited_strikes is None
