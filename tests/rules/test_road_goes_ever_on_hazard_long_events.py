"""The Road Goes Ever On from ``hazard_long_events.SINCE_VERSION``: Awaken Minions, Awaken
Denizens, Plague of Wights, Clouds and Night played by their text while in play (RGO-LONG-4),
read at each attack and strike; the version before has the player declare them."""

from __future__ import annotations

import pytest

from domain.cards import Card
from domain.engine.combat import Attack
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import hazard_long_events
from domain.rulesets.road_goes_ever_on.combat import resolve_attack
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import company, ids, run, state

BEFORE = str(hazard_long_events.SINCE_VERSION - 1)


def automatic(rgo: RoadGoesEverOn, site: str) -> Attack:
    card: Card = rgo.catalog.find(site)
    return Attack.automatic_attack(card, card.automatic_attacks[0], 2)


def creature(rgo: RoadGoesEverOn, name: str) -> Attack:
    return Attack.from_creature(rgo.catalog.find(name), 2)


def modified(rgo: RoadGoesEverOn, start: State, attack: Attack,
             hazard: str | None = None) -> list[tuple[str | None, int, int, list[str]]]:
    """The long-events' change to ``attack``: (clause, strikes, prowess, cards)."""
    def attacked(ctx: Context[State]) -> None:
        resolve_attack(ctx, attack, "RGO-HAZ-2", hazard=hazard)

    facts, _ = run(rgo, start, attacked)
    return [(f.rule, f["strikes"], f["prowess"], f["cards"]) for f in facts
            if f.kind == "AttackModified"]


def in_play(rgo: RoadGoesEverOn, name: str, doors: bool = False) -> State:
    environments = ids(rgo, "Doors of Night") if doors else ()
    return state(rgo, long_in_play=ids(rgo, name), environments=environments)


@pytest.mark.rule("RGO-LONG-4")
def test_awaken_minions_doubles_automatic_attacks_at_shadow_and_dark_holds(
        rgo: RoadGoesEverOn) -> None:
    minions = ids(rgo, "Awaken Minions")[0]
    start = in_play(rgo, "Awaken Minions")
    # Moria (a Shadow-hold): 4 strikes become 8; Dol Guldur (a Dark-hold): 3 become 6.
    assert modified(rgo, start, automatic(rgo, "Moria")) == [("RGO-LONG-4", 4, 0, [minions])]
    assert modified(rgo, start, automatic(rgo, "Dol Guldur")) == [
        ("RGO-LONG-4", 3, 0, [minions])]
    # Not at a Ruins & Lairs, nor a creature's attack.
    assert modified(rgo, start, automatic(rgo, "Weathertop")) == []
    assert modified(rgo, start, creature(rgo, "Orc-patrol"), "TW-74") == []


@pytest.mark.rule("RGO-LONG-4")
def test_awaken_denizens_doubles_automatic_attacks_at_ruins_and_lairs(
        rgo: RoadGoesEverOn) -> None:
    denizens = ids(rgo, "Awaken Denizens")[0]
    start = in_play(rgo, "Awaken Denizens")
    assert modified(rgo, start, automatic(rgo, "Weathertop")) == [
        ("RGO-LONG-4", 2, 0, [denizens])]
    assert modified(rgo, start, automatic(rgo, "Barrow-downs")) == [
        ("RGO-LONG-4", 1, 0, [denizens])]
    assert modified(rgo, start, automatic(rgo, "Moria")) == []


@pytest.mark.rule("RGO-LONG-4", "RGO-HAZ-2")
def test_plague_of_wights_strengthens_undead_and_doubles_them_with_doors(
        rgo: RoadGoesEverOn) -> None:
    plague = ids(rgo, "Plague of Wights")[0]
    wight = creature(rgo, "Barrow-wight")
    assert modified(rgo, in_play(rgo, "Plague of Wights"), wight, "TW-14") == [
        ("RGO-LONG-4", 0, 1, [plague])]
    # With Doors of Night in play its one strike is doubled too.
    assert modified(rgo, in_play(rgo, "Plague of Wights", doors=True), wight, "TW-14") == [
        ("RGO-LONG-4", 1, 1, [plague])]
    assert modified(rgo, in_play(rgo, "Plague of Wights", doors=True),
                    automatic(rgo, "Minas Morgul")) == [("RGO-LONG-4", 3, 1, [plague])]
    assert modified(rgo, in_play(rgo, "Plague of Wights", doors=True),
                    creature(rgo, "Orc-patrol"), "TW-74") == []


@pytest.mark.rule("RGO-LONG-4")
def test_clouds_gives_hazard_creatures_two_with_doors_of_night_only(
        rgo: RoadGoesEverOn) -> None:
    clouds = ids(rgo, "Clouds")[0]
    patrol = creature(rgo, "Orc-patrol")
    assert modified(rgo, in_play(rgo, "Clouds"), patrol, "TW-74") == []
    dark = in_play(rgo, "Clouds", doors=True)
    assert modified(rgo, dark, patrol, "TW-74") == [("RGO-LONG-4", 0, 2, [clouds])]
    # A site's automatic-attack is no hazard creature.
    assert modified(rgo, dark, automatic(rgo, "Moria")) == []


@pytest.mark.rule("RGO-LONG-4")
def test_night_weakens_dunedain_and_with_doors_men_too(rgo: RoadGoesEverOn) -> None:
    night = ids(rgo, "Night")[0]
    aragorn, beregond, eowyn, legolas = company(rgo, "Aragorn II", "Beregond", "Éowyn",
                                                "Legolas")

    def weakened(start: State) -> list[int]:
        return [sum(m.amount for m in hazard_long_events.strike_modifiers(
            start, who, rgo.version)) for who in (aragorn, beregond, eowyn, legolas)]

    # A ranger Dúnadan is spared; with Doors of Night every Man and Dúnadan loses one more.
    assert weakened(in_play(rgo, "Night")) == [0, -1, 0, 0]
    assert weakened(in_play(rgo, "Night", doors=True)) == [-1, -2, -1, 0]
    found = hazard_long_events.strike_modifiers(in_play(rgo, "Night"), beregond, rgo.version)
    assert [(m.source, m.clause) for m in found] == [(f"card:{night}", "RGO-LONG-4")]
    # And with Doors of Night every attack has +1 prowess.
    assert modified(rgo, in_play(rgo, "Night"), creature(rgo, "Orc-patrol"), "TW-74") == []
    assert modified(rgo, in_play(rgo, "Night", doors=True), automatic(rgo, "Moria")) == [
        ("RGO-LONG-4", 0, 1, [night])]


@pytest.mark.rule("RGO-LONG-2", "RGO-LONG-4")
def test_a_scripted_long_event_needs_no_declaration_and_is_not_duplicated(
        rgo: RoadGoesEverOn) -> None:
    night = ids(rgo, "Night")[0]
    start = state(rgo, phase="long-event", long_events=(night,),
                  hazards=ids(rgo, "Wolves") * 6)
    facts, after = run(rgo, start, rgo.decide, "continue", {}, seed=2)
    assert [f.kind for f in facts if f.kind.startswith("LongEvent")] == [
        "LongEventRolled", "LongEventPlayed"]
    assert after.awaited_long is None and after.long_in_play == (night,)
    assert after.phase == "environment-reroll"  # Night is an Environment (RGO-LONG-3)
    # A second Night adds nothing: Beregond loses one prowess, not two.
    twice = state(rgo, phase="long-event", long_events=(night,), long_in_play=(night,),
                  hazards=ids(rgo, "Wolves") * 6)
    facts, after = run(rgo, twice, rgo.decide, "continue", {}, seed=2)
    assert [(f.kind, f.rule) for f in facts if f.kind == "LongEventNotDuplicated"] == [
        ("LongEventNotDuplicated", "RGO-LONG-4")]
    beregond = company(rgo, "Beregond")[0]
    assert [m.amount for m in hazard_long_events.strike_modifiers(
        after, beregond, rgo.version)] == [-1]


@pytest.mark.rule("RGO-LONG-4")
def test_the_version_before_declares_them(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(BEFORE)
    assert isinstance(old, RoadGoesEverOn)
    plague = ids(rgo, "Plague of Wights")[0]
    start = state(rgo, phase="long-event", long_events=(plague,),
                  hazards=ids(rgo, "Wolves") * 6)
    _, waiting = run(old, start, old.decide, "continue", {}, seed=2)
    assert waiting.awaited_long == (plague, "hazards")
    assert modified(old, in_play(rgo, "Plague of Wights"), creature(rgo, "Barrow-wight"),
                    "TW-14") == []
