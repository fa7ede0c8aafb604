"""The Road Goes Ever On from ``balance_of_things.SINCE_VERSION``: while The Balance of Things
is in play each character counts his least source of corruption twice (an item, a corruption
card on him, The One Ring borne in his company); a character with none counts nothing more. It
comes into play with nothing to declare (RGO-LONG-4). Earlier versions had its effect
declared. Constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import Character, Item
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import balance_of_things, long_events
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from domain.rulesets.road_goes_ever_on.turn import REROLL, corruption_points
from tests.rules.rgo_support import card, ids, run, state

NOW = str(balance_of_things.SINCE_VERSION)
BEFORE = str(balance_of_things.SINCE_VERSION - 1)


def bearing(rgo: RoadGoesEverOn, who: str, *items: str) -> Character:
    found = Character.from_card(rgo.catalog.find(who))
    for item in items:
        found = found.with_item(Item.from_card(rgo.catalog.find(item), facts=True))
    return found


@pytest.mark.rule("RGO-LONG-4", "CoE-7.1")
def test_the_balance_of_things_doubles_each_characters_least_source(
        rgo: RoadGoesEverOn) -> None:
    balance = card(rgo, "The Balance of Things")
    lure, nature, aragorn_id, legolas_id = ids(rgo, "Lure of Expedience", "Lure of Nature",
                                               "Aragorn II", "Legolas")
    # Aragorn: the Dagger (1) and Lure of Nature on him (2): the Dagger counts twice. Legolas:
    # Lure of Expedience (2) alone, which counts twice. Gimli bears nothing.
    aragorn = bearing(rgo, "Aragorn II", "Dagger of Westernesse")
    legolas, gimli = bearing(rgo, "Legolas"), bearing(rgo, "Gimli")
    on_them = ((nature, aragorn_id), (lure, legolas_id))
    s = state(rgo, characters=(aragorn, legolas, gimli), long_in_play=(balance,),
              permanent_hazards=on_them)
    assert [corruption_points(s, c, rgo.catalog, NOW) for c in (aragorn, legolas, gimli)] == [
        4, 4, 0]
    assert [corruption_points(s, c, rgo.catalog, BEFORE) for c in (aragorn, legolas, gimli)] \
        == [3, 2, 0]
    # Out of play, nothing counts twice.
    apart = state(rgo, characters=(aragorn, legolas), permanent_hazards=on_them)
    assert [corruption_points(apart, c, rgo.catalog, NOW) for c in (aragorn, legolas)] == [3, 2]
    # The One Ring's point to every character of its company is a source too: Sam's only one.
    frodo = bearing(rgo, "Frodo", "The One Ring")
    sam = bearing(rgo, "Sam Gamgee")
    ring = state(rgo, characters=(frodo, sam), long_in_play=(balance,))
    assert corruption_points(ring, sam, rgo.catalog, NOW) == 2


@pytest.mark.rule("RGO-LONG-4")
def test_the_balance_of_things_is_not_declared_from_its_version(rgo: RoadGoesEverOn) -> None:
    balance = rgo.catalog.find("The Balance of Things")
    start = state(rgo, long_in_play=(balance.id,))
    for version, awaited in ((NOW, False), (BEFORE, True)):
        played = rgo.at_version(version)
        assert isinstance(played, RoadGoesEverOn)
        facts, _ = run(played, start,
                       lambda ctx: long_events.came_into_play(ctx, balance, "movement"))
        assert [f.kind for f in facts] == (["LongEventEffectAwaited"] if awaited else [])


CHOSEN = str(balance_of_things.CHOSEN_SINCE)


def weighed(rgo: RoadGoesEverOn) -> tuple[State, Context[State]]:
    """Aragorn bears the Dagger (1) under Lure of Nature (2); Legolas has Lure of Expedience
    (2) alone, Gimli nothing. The Balance of Things comes into play (an Environment's re-roll
    follows)."""
    balance = rgo.catalog.find("The Balance of Things")
    lure, nature, aragorn, legolas = ids(rgo, "Lure of Expedience", "Lure of Nature",
                                         "Aragorn II", "Legolas")
    start = state(rgo, characters=(bearing(rgo, "Aragorn II", "Dagger of Westernesse"),
                                   bearing(rgo, "Legolas"), bearing(rgo, "Gimli")),
                  long_in_play=(balance.id,),
                  permanent_hazards=((nature, aragorn), (lure, legolas)))
    ctx = Context(rgo.at_version(CHOSEN), Table(1, {}, start))
    assert long_events.came_into_play(ctx, balance, REROLL)
    return start, ctx


@pytest.mark.rule("RGO-LONG-4", "CoE-7.1")
def test_the_player_chooses_the_source_each_character_counts_twice(
        rgo: RoadGoesEverOn) -> None:
    now = rgo.at_version(CHOSEN)
    nature, dagger, aragorn = ids(rgo, "Lure of Nature", "Dagger of Westernesse", "Aragorn II")
    _, ctx = weighed(rgo)
    # Only Aragorn has two sources worth points: the game waits for his.
    assert [(f.kind, f.get("characters")) for f in ctx.facts] == [
        ("BalanceChoiceAwaited", [aragorn])]
    assert [a.id for a in now.actions(ctx.state)] == [
        f"balance:{aragorn}:{dagger}", f"balance:{aragorn}:{nature}", "balance-done"]
    # The automatic player leaves him to his least.
    assert now.policy(ctx.state, now.actions(ctx.state)) == ("balance-done", {})
    now.decide(ctx, f"balance:{aragorn}:{nature}", {})
    assert [f.kind for f in ctx.facts][1:] == ["BalanceSourceChosen", "BalanceChoiceMade",
                                               "PhaseBegan"]
    assert (ctx.state.awaited_balance, ctx.state.balance_choices) == (None, ((aragorn, nature),))
    # Lure of Nature counts twice: 1 + 2 + 2.
    who = ctx.state.character(aragorn)
    assert who is not None
    assert corruption_points(ctx.state, who, rgo.catalog, CHOSEN) == 5
    # Left to his least, the Dagger counts twice: 1 + 1 + 2.
    _, left = weighed(rgo)
    now.decide(left, "balance-done", {})
    assert [f.kind for f in left.facts][1:] == ["BalanceChoiceMade", "PhaseBegan"]
    assert corruption_points(left.state, who, rgo.catalog, CHOSEN) == 4
    # A source he no longer has falls back to his least.
    gone = replace(ctx.state, permanent_hazards=ctx.state.permanent_hazards[1:])
    assert corruption_points(gone, who, rgo.catalog, CHOSEN) == 2


@pytest.mark.rule("RGO-LONG-4")
def test_a_source_not_his_or_no_choice_waiting_is_refused(rgo: RoadGoesEverOn) -> None:
    now = rgo.at_version(CHOSEN)
    lure, aragorn, legolas = ids(rgo, "Lure of Expedience", "Aragorn II", "Legolas")
    start, ctx = weighed(rgo)
    cases = [(ctx.state, f"balance:{aragorn}:{lure}",
              f"The Balance of Things: '{lure}' is not a source of corruption of Aragorn II "
              "worth any points, or he has but one."),
             (ctx.state, f"balance:{legolas}:{lure}",
              f"The Balance of Things: '{lure}' is not a source of corruption of Legolas "
              "worth any points, or he has but one."),
             (start, "balance-done", "The Balance of Things waits for no choice of a source "
                                     "now.")]
    for begun, action, message in cases:
        tried = Context(now, Table(1, {}, begun))
        with pytest.raises(IllegalAction) as refused:
            now.decide(tried, action, {})
        assert (refused.value.message, refused.value.clause, tried.facts) == (
            message, "RGO-LONG-4", [])
    # Before the choice, it comes into play with nothing to choose.
    before = rgo.at_version(str(balance_of_things.CHOSEN_SINCE - 1))
    balance = rgo.catalog.find("The Balance of Things")
    facts, _ = run(before, start, lambda c: long_events.came_into_play(c, balance, REROLL))
    assert facts == []
