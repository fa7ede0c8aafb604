"""The Road Goes Ever On, from palantiri.SINCE_VERSION: each palantír's own power, played as
its untapped bearer taps in his organization phase (one Shadow token, RGO-SHADOW-9), then his
corruption check (CoE 7.1); the stones a moving company may not keep are discarded. The
version before has the player declare what the stone does. Constructed states."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

from domain.engine.characters import Item
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import palantiri
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import card, company, ids, moving, organizing, run

NOW = str(palantiri.SINCE_VERSION)
BEFORE = str(palantiri.SINCE_VERSION - 1)


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def bearing(rgo: RoadGoesEverOn, stones: dict[str, str], *names: str,
            **fields: Any) -> State:
    """``names`` organizing at Rivendell, each of ``stones`` (bearer -> stone) borne."""
    chars = tuple(c.with_item(Item.from_card(rgo.catalog.find(stones[c.name]), facts=True))
                  if c.name in stones else c for c in company(rgo, *names))
    return organizing(rgo, characters=chars, **fields)


def use(rgo: RoadGoesEverOn, start: State, stone: str, who: str,
        **args: Any) -> tuple[list[Fact], State]:
    ruleset = played(rgo)
    action = f"use-palantir:{card(rgo, stone)}:{card(rgo, who)}"
    assert action in [a.id for a in ruleset.actions(start)]
    return run(ruleset, start, ruleset.decide, action, args)


def steps(facts: list[Fact]) -> list[tuple[str, str | None]]:
    return [(f.kind, f.rule) for f in facts if f.kind not in ("DiceRolled", "RandomPicked")]


def refused(rgo: RoadGoesEverOn, start: State, stone: str, who: str, **args: Any) -> str:
    ctx = Context(played(rgo), Table(1, {}, start))
    with pytest.raises(IllegalAction) as refusal:
        played(rgo).decide(ctx, f"use-palantir:{card(rgo, stone)}:{card(rgo, who)}", args)
    assert refusal.value.clause == "RGO-SHADOW-9"
    assert (ctx.state, ctx.facts) == (start, [])
    return str(refusal.value)


TAP_AND_SHADOW = [("CharacterStateChanged", "RGO-SHADOW-9"), ("ShadowChanged", "RGO-SHADOW-9")]
CHECK = [("CorruptionChecked", "CoE-7.1")]


@pytest.mark.rule("RGO-SHADOW-9", "CoE-7.1")
def test_annuminas_takes_a_sage_only_card(rgo: RoadGoesEverOn) -> None:
    lore, ring, dodge = ids(rgo, "Test of Lore", "Ringlore", "Dodge")
    start = bearing(rgo, {"Aragorn II": "Palantír of Annúminas"}, "Aragorn II", "Legolas",
                    draw=(dodge, lore, dodge), discard=(ring, dodge), hand=())
    action = next(a for a in played(rgo).actions(start) if a.id.startswith("use-palantir:"))
    assert list(action.params) == ["card"]
    assert action.candidates == {"card": (lore, ring)}  # the play deck's, then the discard's
    facts, after = use(rgo, start, "Palantír of Annúminas", "Aragorn II", card=lore)
    assert steps(facts)[:4] == [*TAP_AND_SHADOW, ("CardTakenToHand", "RGO-SHADOW-9"),
                                ("DeckShuffled", "RGO-SHADOW-9")]
    assert steps(facts)[4:5] == CHECK
    assert after.hand == (lore,) and Counter(after.draw) == Counter((dodge, dodge))
    assert after.discard == (ring, dodge)  # the discard pile stays
    assert refused(rgo, start, "Palantír of Annúminas", "Aragorn II", card=dodge) == (
        "Palantír of Annúminas: name a \"sage only\" card of the play deck or the discard "
        f"pile (the \"card\" argument); '{dodge}' is none. [RGO-SHADOW-9]")
    # The version before declares the effect.
    old = next(a for a in played(rgo, BEFORE).actions(start) if a.id.startswith("use-pal"))
    assert (list(old.params), old.candidates) == (["effect"], {})


@pytest.mark.rule("RGO-SHADOW-9", "CoE-7.1")
def test_orthanc_shuffles_a_discarded_card_into_the_play_deck(rgo: RoadGoesEverOn) -> None:
    strength, dodge = ids(rgo, "Halfling Strength", "Dodge")
    five = bearing(rgo, {"Aragorn II": "Palantír of Orthanc"}, "Aragorn II", "Legolas",
                   draw=(dodge,) * 5, discard=(strength, dodge))
    facts, after = use(rgo, five, "Palantír of Orthanc", "Aragorn II", card=strength)
    assert steps(facts)[:3] == [*TAP_AND_SHADOW, ("DeckShuffled", "RGO-SHADOW-9")]
    assert Counter(after.draw) == Counter((dodge,) * 5 + (strength,))
    assert after.discard == (dodge,)
    four = replace(five, draw=(dodge,) * 4)
    assert not [a for a in played(rgo).actions(four) if a.id.startswith("use-palantir:")]
    assert refused(rgo, four, "Palantír of Orthanc", "Aragorn II", card=strength) == (
        "Palantír of Orthanc has nothing to do now: name a card of the discard pile, with "
        "five cards or more in the play deck. [RGO-SHADOW-9]")


@pytest.mark.rule("RGO-SHADOW-9", "CoE-7.1")
def test_minas_tirith_shuffles_the_top_five(rgo: RoadGoesEverOn) -> None:
    deck = ids(rgo, "Dodge", "Block", "Concealment", "Test of Lore", "Ringlore",
               "Halfling Strength", "Lucky Strike")
    start = bearing(rgo, {"Aragorn II": "Palantír of Minas Tirith"}, "Aragorn II", "Legolas",
                    draw=deck)
    facts, after = use(rgo, start, "Palantír of Minas Tirith", "Aragorn II")
    assert steps(facts)[:4] == [*TAP_AND_SHADOW, ("CardsSeen", "RGO-SHADOW-9"),
                                ("DeckShuffled", "RGO-SHADOW-9")]
    assert next(f for f in facts if f.kind == "CardsSeen")["cards"] == list(deck[:5])
    assert Counter(after.draw[:5]) == Counter(deck[:5]) and after.draw[5:] == deck[5:]


def corrupted(rgo: RoadGoesEverOn, stones: dict[str, str], *names: str,
              on: str = "Legolas", **fields: Any) -> State:
    start = bearing(rgo, stones, *names, **fields)
    return replace(start, permanent_hazards=((card(rgo, "Lure of Nature"), card(rgo, on)),))


@pytest.mark.rule("RGO-SHADOW-9", "CoE-7.1")
def test_elostirion_removes_a_corruption_card_from_an_elf(rgo: RoadGoesEverOn) -> None:
    lure, legolas = ids(rgo, "Lure of Nature", "Legolas")
    start = corrupted(rgo, {"Bilbo": "Palantír of Elostirion"}, "Bilbo", "Legolas")
    facts, after = use(rgo, start, "Palantír of Elostirion", "Bilbo", card=lure)
    assert steps(facts)[:3] == [*TAP_AND_SHADOW, ("CorruptionCardRemoved", "RGO-SHADOW-9")]
    assert after.permanent_hazards == () and lure in after.hazard_discard
    assert facts[2]["character"] == legolas
    # Borne by one who is no sage, or with the card on a Hobbit, it has nothing to do.
    no_sage = corrupted(rgo, {"Aragorn II": "Palantír of Elostirion"}, "Aragorn II",
                        "Legolas")
    assert not [a for a in played(rgo).actions(no_sage) if a.id.startswith("use-palantir:")]
    on_hobbit = corrupted(rgo, {"Bilbo": "Palantír of Elostirion"}, "Bilbo", "Legolas",
                          on="Bilbo")
    assert "nothing to do now" in refused(rgo, on_hobbit, "Palantír of Elostirion", "Bilbo",
                                          card=lure)


@pytest.mark.rule("RGO-SHADOW-9", "CoE-7.1")
def test_osgiliath_discards_a_hazard_or_uses_another_stone(rgo: RoadGoesEverOn) -> None:
    lure, doors, strength, dodge = ids(rgo, "Lure of Nature", "Doors of Night",
                                       "Halfling Strength", "Dodge")
    start = corrupted(rgo, {"Aragorn II": "Palantír of Osgiliath"}, "Aragorn II", "Legolas",
                      environments=(doors,))
    action = next(a for a in played(rgo).actions(start) if a.id.startswith("use-palantir:"))
    assert action.candidates == {"card": (lure, doors), "as": ()}
    facts, after = use(rgo, start, "Palantír of Osgiliath", "Aragorn II", card=lure)
    assert steps(facts)[2] == ("CorruptionCardRemoved", "RGO-SHADOW-9")
    assert after.permanent_hazards == () and after.environments == (doors,)
    facts, after = use(rgo, start, "Palantír of Osgiliath", "Aragorn II", card=doors)
    assert steps(facts)[2] == ("EnvironmentDiscarded", "RGO-SHADOW-9")
    assert after.environments == () and after.hazard_discard[-1] == doors
    # As the Palantír of Orthanc borne by Legolas.
    both = bearing(rgo, {"Aragorn II": "Palantír of Osgiliath",
                         "Legolas": "Palantír of Orthanc"}, "Aragorn II", "Legolas",
                   draw=(dodge,) * 5, discard=(strength,))
    # Listed: Orthanc's discarded card (no hazard of its own now), Orthanc by its name.
    osgiliath = f"use-palantir:{card(rgo, 'Palantír of Osgiliath')}:{card(rgo, 'Aragorn II')}"
    assert next(a for a in played(rgo).actions(both) if a.id == osgiliath).candidates == {
        "card": (strength,), "as": ("Palantír of Orthanc",)}
    facts, after = use(rgo, both, "Palantír of Osgiliath", "Aragorn II", card=strength,
                       **{"as": "Palantír of Orthanc"})
    assert steps(facts)[2] == ("DeckShuffled", "RGO-SHADOW-9") and after.discard == ()
    assert refused(rgo, both, "Palantír of Osgiliath", "Aragorn II", card=strength,
                   **{"as": "Palantír of Minas Tirith"}) == (
        "Palantír of Osgiliath may not be used as Palantír of Minas Tirith: not a palantír in "
        "play whose power it may use. [RGO-SHADOW-9]")


@pytest.mark.rule("RGO-SHADOW-9", "CoE-7.1", "CoE-2.IV")
def test_amon_sul_uses_annuminas_and_both_leave_a_small_company(rgo: RoadGoesEverOn) -> None:
    lore, dodge = ids(rgo, "Test of Lore", "Dodge")
    start = bearing(rgo, {"Aragorn II": "Palantír of Amon Sûl",
                          "Legolas": "Palantír of Annúminas"}, "Aragorn II", "Legolas",
                    draw=(dodge, lore), hand=())
    facts, after = use(rgo, start, "Palantír of Amon Sûl", "Aragorn II", card=lore,
                       **{"as": "Palantír of Annúminas"})
    assert steps(facts)[2] == ("CardTakenToHand", "RGO-SHADOW-9") and after.hand == (lore,)
    assert "seeing the opponent's hand needs two players" in refused(
        rgo, start, "Palantír of Amon Sûl", "Aragorn II", card=lore)
    alone = bearing(rgo, {"Aragorn II": "Palantír of Amon Sûl"}, "Aragorn II")
    assert not [a for a in played(rgo).actions(alone) if a.id.startswith("use-palantir:")]
    # Moving: Amon Sûl leaves a company of one, Osgiliath one of three, Elostirion any.
    stones = {"Aragorn II": "Palantír of Amon Sûl", "Legolas": "Palantír of Osgiliath",
              "Gimli": "Palantír of Elostirion"}
    three = bearing(rgo, stones, "Aragorn II", "Legolas", "Gimli").characters
    lost = discarded(rgo, moving(rgo, characters=three))
    assert lost == ids(rgo, "Palantír of Osgiliath", "Palantír of Elostirion")
    one = moving(rgo, characters=three[:1])
    assert discarded(rgo, one) == ids(rgo, "Palantír of Amon Sûl")
    assert discarded(rgo, one, BEFORE) == ()
    staying = replace(one, destination=None, path=())
    assert discarded(rgo, staying) == ()


def discarded(rgo: RoadGoesEverOn, start: State, version: str = NOW) -> tuple[str, ...]:
    """The stones lost as the company's movement/hazard phase begins."""
    ruleset = played(rgo, version)
    ctx = Context(ruleset, Table(1, {}, start))
    palantiri.moved(ctx)
    lost = [f for f in ctx.facts if f.kind == "ItemLost"]
    assert all(f.rule == "CoE-2.IV" for f in lost)
    return tuple(str(f["card"]) for f in lost)
