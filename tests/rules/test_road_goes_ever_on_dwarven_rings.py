"""The Road Goes Ever On, from dwarven_rings.SINCE_VERSION: a Dwarf bearing a Dwarven Ring taps
for his tribe's gift, then checks corruption at +2 (CoE 7.1): Durin's untaps his site,
Thélor's and Thrár's take one or two minor items of the play deck or the discard pile into the
hand, Barin's and Dwálin's (a major item) and Bávor's and Drúin's (a greater one) play an item
of the play deck at his site (CoE 2.V.4). The version before offers none of it. Constructed
states played with the real ruleset."""

from __future__ import annotations

from typing import Any

import pytest

from domain.engine.characters import Character, Item
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import dwarven_rings
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, State
from tests.rules.rgo_support import ids, refused, state

NOW = str(dwarven_rings.SINCE_VERSION)
BEFORE = str(dwarven_rings.SINCE_VERSION - 1)
WATCHED = ("CharacterStateChanged", "SiteUntapped", "CardTakenToHand", "ItemPlayed",
           "SiteTapped", "DeckShuffled", "CorruptionChecked")


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def bearing(rgo: RoadGoesEverOn, who: str, ring: str) -> Character:
    return Character.from_card(rgo.catalog.find(who)).with_item(
        Item.from_card(rgo.catalog.find(ring), facts=True))


def at_moria(rgo: RoadGoesEverOn, bearer: Character, **fields: Any) -> State:
    """``bearer`` and Legolas at Moria, in the site phase, the site entered."""
    legolas = Character.from_card(rgo.catalog.find("Legolas"))
    return state(rgo, **{"site": ids(rgo, "Moria")[0], "phase": SITE, "explored": True,
                         "characters": (bearer, legolas), **fields})


def gifts(rgo: RoadGoesEverOn, s: State, version: str = NOW) -> list[str]:
    return [a.id for a in played(rgo, version).actions(s)
            if a.id.startswith(f"{dwarven_rings.KIND}:")]


def seen(ctx: Context[State], since: int) -> list[tuple[str, str | None, Any]]:
    return [(f.kind, f.rule, f.get("site") or f.get("card") or f.get("modifier"))
            for f in ctx.facts[since:] if f.kind in WATCHED]


@pytest.mark.rule("CoE-6.1", "CoE-7.1")
def test_durin_s_ring_untaps_the_site(rgo: RoadGoesEverOn) -> None:
    ring, gimli, moria, aragorn = ids(rgo, "Dwarven Ring of Durin's Tribe", "Gimli", "Moria",
                                      "Aragorn II")
    action = f"{dwarven_rings.KIND}:{ring}:{gimli}"
    start = at_moria(rgo, bearing(rgo, "Gimli", "Dwarven Ring of Durin's Tribe"),
                     tapped_sites=(moria,))
    assert gifts(rgo, start) == [action]
    assert gifts(rgo, start, BEFORE) == []
    ctx = Context(played(rgo), Table(1, {}, start))
    played(rgo).decide(ctx, action, {})
    assert seen(ctx, 0)[:2] == [("CharacterStateChanged", "CoE-6.1", None),
                                ("SiteUntapped", "CoE-6.1", moria)]
    assert seen(ctx, 0)[2] == ("CorruptionChecked", "CoE-7.1", 2)
    assert moria not in ctx.state.tapped_sites
    # The site untapped already: nothing to do, not offered.
    assert gifts(rgo, at_moria(rgo, bearing(rgo, "Gimli", "Dwarven Ring of Durin's Tribe"))) \
        == []
    # Aragorn II is no Dwarf: refused naming the ring, nothing written.
    human = at_moria(rgo, bearing(rgo, "Aragorn II", "Dwarven Ring of Durin's Tribe"),
                     tapped_sites=(moria,))
    assert gifts(rgo, human) == []
    assert refused(played(rgo), human, f"{dwarven_rings.KIND}:{ring}:{aragorn}", "CoE-6.1") \
        == ("Dwarven Ring of Durin’s Tribe's gift is for a Dwarf bearer; Aragorn II is none. "
            "[CoE-6.1]")


@pytest.mark.rule("CoE-6.1", "CoE-7.1")
def test_thelor_s_ring_takes_minor_items_to_hand(rgo: RoadGoesEverOn) -> None:
    ring, gimli, dagger, cloak, glamdring = ids(
        rgo, "Dwarven Ring of Thélor's Tribe", "Gimli", "Dagger of Westernesse", "Elven Cloak",
        "Glamdring")
    action = f"{dwarven_rings.KIND}:{ring}:{gimli}"
    start = state(rgo, phase=ORGANIZATION,
                  characters=(bearing(rgo, "Gimli", "Dwarven Ring of Thélor's Tribe"),),
                  draw=(glamdring, dagger, glamdring), discard=(cloak,))
    assert gifts(rgo, start) == [action]
    assert gifts(rgo, start, BEFORE) == []
    # Three cards, or a major item, are refused naming the ring, nothing written.
    for wrong in ([dagger, cloak, dagger], [glamdring], []):
        ctx = Context(played(rgo), Table(1, {}, start))
        with pytest.raises(Exception) as refusal:
            played(rgo).decide(ctx, action, {"cards": wrong})
        assert "Dwarven Ring of Thélor’s Tribe: name one or two minor items" in str(
            refusal.value)
        assert ctx.facts == []
    ctx = Context(played(rgo), Table(1, {}, start))
    played(rgo).decide(ctx, action, {"cards": [dagger, cloak]})
    assert [k for k, _, _ in seen(ctx, 0)] == [
        "CharacterStateChanged", "CardTakenToHand", "CardTakenToHand", "DeckShuffled",
        "CorruptionChecked"]
    assert [(f["card"], f["source"]) for f in ctx.facts if f.kind == "CardTakenToHand"] == [
        (dagger, "draw"), (cloak, "discard")]
    assert ctx.state.hand == (dagger, cloak) and ctx.state.discard == ()
    assert sorted(ctx.state.draw) == [glamdring, glamdring]


@pytest.mark.rule("CoE-6.1", "CoE-2.V.4", "CoE-7.1")
def test_barin_s_ring_plays_a_major_item_of_the_play_deck(rgo: RoadGoesEverOn) -> None:
    ring, gimli, moria, glamdring, orcrist = ids(
        rgo, "Dwarven Ring of Barin's Tribe", "Gimli", "Moria", "Glamdring", "Orcrist")
    action = f"{dwarven_rings.KIND}:{ring}:{gimli}"
    start = at_moria(rgo, bearing(rgo, "Gimli", "Dwarven Ring of Barin's Tribe"),
                     draw=(orcrist, glamdring))
    assert gifts(rgo, start) == [action]
    # The one major item of the play deck is the one the "card" argument may name.
    assert next(a for a in played(rgo).actions(start) if a.id == action).candidates == {
        "card": (glamdring,)}
    ctx = Context(played(rgo), Table(1, {}, start))
    with pytest.raises(Exception) as refusal:  # Orcrist is a greater item
        played(rgo).decide(ctx, action, {"card": orcrist})
    assert "name a major item of the play deck playable at Moria" in str(refusal.value)
    played(rgo).decide(ctx, action, {"card": glamdring})
    assert seen(ctx, 0)[:5] == [
        ("CharacterStateChanged", "CoE-6.1", None), ("CardTakenToHand", "CoE-6.1", glamdring),
        ("ItemPlayed", "CoE-2.V.4", glamdring), ("SiteTapped", "CoE-2.V.4", moria),
        ("DeckShuffled", "CoE-6.1", None)]
    assert seen(ctx, 0)[5] == ("CorruptionChecked", "CoE-7.1", 2)
    after = ctx.state.character(gimli)
    assert after is not None and after.bears(glamdring) and ctx.state.draw == (orcrist,)
    # Bávor's Tribe seeks a greater item: Orcrist, not Glamdring.
    bavor = ids(rgo, "Dwarven Ring of Bávor's Tribe")[0]
    assert gifts(rgo, at_moria(rgo, bearing(rgo, "Gimli", "Dwarven Ring of Bávor's Tribe"),
                               draw=(orcrist, glamdring))) == [
        f"{dwarven_rings.KIND}:{bavor}:{gimli}"]
    assert gifts(rgo, at_moria(rgo, bearing(rgo, "Gimli", "Dwarven Ring of Bávor's Tribe"),
                               draw=(glamdring,))) == []
    # At Mount Gram, tapped, no item may be played: nothing is offered; the version before,
    # nothing either.
    gram = ids(rgo, "Mount Gram")[0]
    assert gifts(rgo, at_moria(rgo, bearing(rgo, "Gimli", "Dwarven Ring of Barin's Tribe"),
                               draw=(glamdring,), site=gram)) == [action]
    assert gifts(rgo, at_moria(rgo, bearing(rgo, "Gimli", "Dwarven Ring of Barin's Tribe"),
                               draw=(glamdring,), site=gram, tapped_sites=(gram,))) == []
    assert gifts(rgo, start, BEFORE) == []
