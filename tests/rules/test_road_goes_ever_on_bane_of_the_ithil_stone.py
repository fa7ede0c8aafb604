"""The Road Goes Ever On from ``bane_of_the_ithil_stone.SINCE_VERSION``: Bane of the
Ithil-stone, revealed from the Hazard Pile, stays in play (RGO-HAZ-2; a copy is discarded,
RGO-HAZ-3); while it is in play a palantír's corruption points count twice, the palantíri's,
Mirror of Galadriel's and the Song-seekers' looks at a play deck or a discard pile are not
offered and are refused naming it, and it goes when a play deck is exhausted. The version
before had the player declare it. From bane.SEARCHES_SINCE Far-sight's and Vilya's searches,
from bane.OWN_SINCE the solo game's own, are cancelled too."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from domain.cards import Catalog
from domain.engine.characters import Item
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import bane_of_the_ithil_stone as bane
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE
from domain.rulesets.road_goes_ever_on.turn import corruption_points
from tests.rules.rgo_support import (
    begin,
    card,
    company,
    ids,
    moving,
    organizing,
    refused,
    state,
    turn_of,
    with_coe_cards,
)

BANE = bane.CARD


@pytest.fixture(scope="module")
def full(starter: Catalog, coe_cards_path: Path) -> RoadGoesEverOn:
    return with_coe_cards(starter, coe_cards_path, ("Hall of Fire",))


@pytest.mark.rule("RGO-HAZ-2", "CoE-7.1", "RGO-SHADOW-9")
def test_bane_of_the_ithil_stone_doubles_palantiri_and_cancels_looks(
        rgo: RoadGoesEverOn) -> None:
    # Revealed: it stays in play, counted against the hazard limit.
    ctx = begin(rgo, moving(rgo, "Bane of the Ithil-stone"))
    played = next(f for f in ctx.facts if f.kind == "HazardEventPlayed")
    assert (played["card"], played["counted"]) == (BANE, True)
    assert ctx.state.environments == (BANE,)
    # The Palantír of Minas Tirith's 2 corruption points count twice on its bearer.
    stone = Item.from_card(rgo.catalog.find("Palantír of Minas Tirith"), facts=True)
    aragorn, legolas = company(rgo, "Aragorn II", "Legolas")
    bearer = aragorn.with_item(stone)
    deck = ids(rgo, "Dodge", "Block", "Concealment", "Test of Lore", "Ringlore")
    start = organizing(rgo, characters=(bearer, legolas), draw=deck)
    with_bane = replace(start, environments=(BANE,))
    assert corruption_points(with_bane, bearer, rgo.catalog, rgo.played) \
        == corruption_points(start, bearer, rgo.catalog, rgo.played) + 2
    # Its look at the play deck is not offered, and refused naming the card.
    use = f"use-palantir:{card(rgo, 'Palantír of Minas Tirith')}:{bearer.card_id}"
    assert use in [a.id for a in rgo.actions(start)]
    assert use not in [a.id for a in rgo.actions(with_bane)]
    assert "Bane of the Ithil-stone is in play: it cancels any look" in refused(
        rgo, with_bane, use, "RGO-SHADOW-9")
    # Mirror of Galadriel at Lórien likewise.
    lorien, mirror = ids(rgo, "Lórien", "Mirror of Galadriel")
    at_lorien = state(rgo, phase=ORGANIZATION, site=lorien, hand=(mirror,), draw=deck)
    looks = [a.id for a in rgo.actions(at_lorien) if a.id.startswith(f"resource:{mirror}")]
    assert looks
    gone = [a.id for a in rgo.actions(replace(at_lorien, environments=(BANE,)))
            if a.id.startswith(f"resource:{mirror}")]
    assert gone == []
    assert "Bane of the Ithil-stone is in play" in refused(
        rgo, replace(at_lorien, environments=(BANE,)), looks[0], "CoE-5.1")
    # A play deck exhausted discards it.
    empty = replace(with_bane, draw=(), discard=deck)
    drawing = Context(rgo, Table(1, {}, empty))
    turn_of(rgo, empty).draw_player(drawing, 1, "CoE-2.I")
    assert [(f.kind, f["card"]) for f in drawing.facts if f.kind == "EnvironmentDiscarded"] \
        == [("EnvironmentDiscarded", BANE)]
    assert drawing.state.environments == ()


@pytest.mark.rule("RGO-SONG-4", "RGO-HAZ-3")
def test_bane_of_the_ithil_stone_stops_a_song_search_and_is_not_duplicated(
        full: RoadGoesEverOn, rgo: RoadGoesEverOn) -> None:
    hall, elf_song = ids(full, "Hall of Fire", "Elf-song")
    s = organizing(full, hand=(hall,), discard=(elf_song,))
    seek = f"seek-song:{hall}:{elf_song}"
    assert seek in [a.id for a in full.actions(s)]
    banned = replace(s, environments=(BANE,))
    assert seek not in [a.id for a in full.actions(banned)]
    assert "Hall of Fire cannot fetch a Song: Bane of the Ithil-stone" in refused(
        full, banned, seek, "RGO-SONG-4")
    # A copy revealed while it is in play is discarded.
    twice = begin(rgo, moving(rgo, "Bane of the Ithil-stone", environments=(BANE,)))
    assert [(f.rule, f["reason"]) for f in twice.facts if f.kind == "HazardDiscarded"] == [
        ("RGO-HAZ-3", "it cannot be duplicated: it is already in play")]
    # The version before had it declared.
    old = rgo.at_version(str(bane.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    declared = begin(old, moving(rgo, "Bane of the Ithil-stone"))
    assert [f.kind for f in declared.facts if f.kind.startswith("HazardEffect")] == [
        "HazardEffectAwaited"]


@pytest.mark.rule("CoE-5.1")
def test_bane_of_the_ithil_stone_cancels_far_sight_and_vilyas_search(
        rgo: RoadGoesEverOn) -> None:
    # Far-sight at Weathertop with Balin, a sage: offered without it, not with it, and its
    # play refused naming it, writing nothing.
    card, balin, weathertop = ids(rgo, "Far-sight", "Balin", "Weathertop")
    sight = state(rgo, phase=SITE, site=weathertop, characters=company(rgo, "Balin", "Aragorn II"),
                  hand=(card,), draw=ids(rgo, "Dodge", "Dagger of Westernesse"))
    play = f"resource:{card}:far-sight:{balin}"
    assert play in [a.id for a in rgo.actions(sight)]
    banned = replace(sight, environments=(BANE,))
    assert play not in [a.id for a in rgo.actions(banned)]
    ctx = Context(rgo, Table(1, {}, banned))
    with pytest.raises(IllegalAction) as refusal:
        rgo.decide(ctx, play, {})
    assert "Bane of the Ithil-stone is in play" in str(refusal.value) and ctx.facts == []
    # Vilya at Rivendell: the resources named from the discard pile are refused; its other
    # effects are still played when none is named.
    vilya_card, elrond, rivendell = ids(rgo, "Vilya", "Elrond", "Rivendell")
    at_rivendell = state(rgo, phase=ORGANIZATION, site=rivendell, hand=(vilya_card,),
                         characters=company(rgo, "Elrond", "Legolas"),
                         draw=ids(rgo, "Dodge", "Block", "Concealment", "Escape",
                                  "Lucky Strike"),
                         discard=ids(rgo, "Risky Blow", "Halfling Strength"),
                         environments=(BANE,))
    vilya = f"resource:{vilya_card}:turn:{elrond}"
    ctx = Context(rgo, Table(1, {}, at_rivendell))
    with pytest.raises(IllegalAction) as refusal:
        rgo.decide(ctx, vilya, {"resources": ids(rgo, "Risky Blow")[0]})
    assert "Bane of the Ithil-stone is in play" in str(refusal.value) and ctx.facts == []
    rgo.decide(ctx, vilya, {})
    assert not [f for f in ctx.facts if f.kind == "DeckShuffled"]
    # The version that first played the card let both search.
    first = rgo.at_version(str(bane.SEARCHES_SINCE - 1))
    assert isinstance(first, RoadGoesEverOn)
    assert play in [a.id for a in first.actions(banned)]


@pytest.mark.rule("RGO-HAZ-2", "RGO-TAV-6", "RGO-ABIL-25", "RGO-ABIL-41", "RGO-INN-8")
def test_bane_of_the_ithil_stone_cancels_the_games_own_looks_and_searches(
        rgo: RoadGoesEverOn) -> None:
    now = rgo.at_version(str(bane.OWN_SINCE))
    old = rgo.at_version(str(bane.OWN_SINCE - 1))
    assert isinstance(now, RoadGoesEverOn) and isinstance(old, RoadGoesEverOn)
    deck = ids(rgo, "Dodge", "Block")
    # A Tavern's News and Gossip: the player's and the Hazard deck are play decks, the Quest
    # deck none.
    bree = ids(rgo, "Bree")[0]
    news = state(rgo, phase=SITE, site=bree, explored=True, offers=(("news", 1),), draw=deck,
                 hazards=ids(rgo, "Wolves"), quest_deck=ids(rgo, "Rangers of the North"),
                 environments=(BANE,))
    looks = [a.id for a in now.actions(news) if a.id.startswith("look-top:")]
    assert looks == ["look-top:quest"]
    assert [a.id for a in old.actions(news) if a.id.startswith("look-top:")] == [
        "look-top:quest", "look-top:hazard", "look-top:player"]
    assert refused(now, news, "look-top:player", "RGO-HAZ-2") == (
        "Look at the top card of the player deck: Bane of the Ithil-stone is in play: it "
        "cancels any look at or search of a play deck or a discard pile. [RGO-HAZ-2]")
    # An Inn's Songs and Tales and Smoke Rings: cards of the draw deck or the discard pile.
    elf_song = ids(rgo, "Elf-song")[0]
    inn = replace(news, offers=(("songs", 1), ("smoke-rings", 1)), draw=(elf_song,))
    assert [a.id for a in now.actions(inn) if a.id.startswith(("take-song", "smoke-"))] == []
    assert [a.id for a in old.actions(inn) if a.id.startswith(("take-song", "smoke-"))] == [
        f"take-song:{elf_song}", f"smoke-rings:{elf_song}"]
    # Sam's item from the discard pile, and Galadriel's look at a play deck.
    sam, galadriel, lorien, dagger = ids(rgo, "Sam Gamgee", "Galadriel", "Lórien",
                                         "Dagger of Westernesse")
    home = organizing(rgo, site=lorien, characters=company(rgo, "Sam Gamgee", "Galadriel"),
                      discard=(dagger,), environments=(BANE,))
    offered = [a.id for a in now.actions(home) if a.id.startswith("ability:")]
    assert f"ability:{sam}:{dagger}" not in offered
    assert f"ability:{galadriel}:player" not in offered
    assert {f"ability:{sam}:{dagger}", f"ability:{galadriel}:player"} <= {
        a.id for a in old.actions(home)}
    assert refused(now, home, f"ability:{sam}:{dagger}", "RGO-HAZ-2").endswith(
        ": Bane of the Ithil-stone is in play: it cancels any look at or search of a play "
        "deck or a discard pile. [RGO-HAZ-2]")
    # Without it in play, the same version offers them.
    free = replace(home, environments=())
    assert {f"ability:{sam}:{dagger}", f"ability:{galadriel}:player"} <= {
        a.id for a in now.actions(free)}
    # A chance meeting's search of the draw deck finds no one.
    faramir, rivendell = ids(rgo, "Faramir", "Rivendell")
    meeting = state(rgo, phase=SITE, site=rivendell, draw=(faramir, *deck),
                    environments=(BANE,))
    ctx = Context(now, Table(1, {}, meeting))
    now.machinery(meeting)[1].chance_meeting(ctx, rgo.catalog.get(rivendell), "RGO-TAV-9")
    assert [(f.kind, f.rule, f["search"]) for f in ctx.facts] == [
        ("SearchCanceled", "RGO-HAZ-2",
         "a chance meeting's search of the draw deck for a character")]
    ctx = Context(old, Table(1, {}, meeting))
    old.machinery(meeting)[1].chance_meeting(ctx, rgo.catalog.get(rivendell), "RGO-TAV-9")
    assert [(f.kind, f["card"]) for f in ctx.facts][:1] == [("CharacterFound", faramir)]
