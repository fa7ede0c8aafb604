"""The Road Goes Ever On with "Many a Gleaming Golden Hoard" (TDH-*): lost treasures taken at
Dragons' lairs, stored at a Haven, the hand growing, the victory and its variants."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from domain.engine.characters import Item
from domain.errors import IllegalAction, InvalidSetup
from domain.rulesets.road_goes_ever_on import dragons, golden_hoard
from domain.rulesets.road_goes_ever_on.golden_hoard import Variant
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, MPRecord, Quest, State
from tests.rules.rgo_support import (
    at_version,
    card,
    decided,
    run,
    state,
    turn_of,
    with_coe_cards,
)

EXTRA = ("Valiant Sword", "Magical Harp", "Adamant Helmet", "Gold Hill", "Bairanax Ahunt",
         "Smaug at Home")
#: The version before a lost treasure is the copy declared one (golden_hoard.COPIES_SINCE).
BEFORE_COPIES = str(golden_hoard.COPIES_SINCE - 1)


@pytest.fixture(scope="module")
def rgo(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    """The starter catalog with the cards of The Dragons it lacks, from the CoE data."""
    return with_coe_cards(starter, coe_cards_path, EXTRA)


def hoard(rgo: RoadGoesEverOn, option: object = True, **fields: object) -> State:
    base = state(rgo, **fields)
    return State(**{**{f: getattr(base, f) for f in base.__dataclass_fields__},
                    "options": {**base.options, "golden_hoard": option}})


def declared(rgo: RoadGoesEverOn, item: str, lair: str = "TW-2") -> Item:
    """A copy of ``item`` in play, declared a lost treasure at ``lair``
    (golden_hoard.COPIES_SINCE)."""
    return replace(Item.from_card(rgo.catalog.find(item)), lost_treasure=lair)


def at_lair(rgo: RoadGoesEverOn, item: str, lair: str = "The Lonely Mountain",
            **fields: object) -> State:
    site = card(rgo, lair)
    return hoard(rgo, phase=SITE, site=site, explored=True,
                 display=(Quest(card(rgo, item), (site,)),), **fields)


@pytest.mark.rule("TDH-WIN-1", "TDH-WIN-2", "TDH-WIN-3")
def test_the_option_and_its_two_variants() -> None:
    assert golden_hoard.parse(True) == (Variant(5, 0), [])
    assert golden_hoard.parse(False) == (None, [])
    assert golden_hoard.parse({"treasures": 3, "dragons": 2}) == (Variant(3, 2), [])
    assert golden_hoard.parse({"treasures": 1, "dragons": 3}) == (None, [
        "golden_hoard.treasures must be 2, 3, 4 or 5, not 1 [TDH-WIN-2]",
        "golden_hoard.dragons must be 0, 1 or 2, not 3 [TDH-WIN-3]"])


@pytest.mark.rule("TDH-SETUP-1", "TDH-SPEC-3")
def test_the_boosters_become_a_deck_check(rgo) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(InvalidSetup) as refused:
        rgo.prepare({"golden_hoard": {"treasures": 2, "dragons": 1}})
    assert [p for p in refused.value.problems if "TDH" in p] == [
        "quest: 0 hoard major or greater items; storing 2 lost treasures needs at least that "
        "many [TDH-SETUP-1]",
        "sites: 0 Dragon's lairs; one lost treasure is played at each, and 2 are needed "
        "[TDH-SPEC-3]",
        "hazard and long_event: 0 unique Dragons to defeat; the variant needs 1 [TDH-WIN-3]"]
    decks = {"quest": [card(rgo, "Valiant Sword"), card(rgo, "Magical Harp")],
             "sites": [card(rgo, "The Lonely Mountain"), card(rgo, "Rivendell")],
             "hazard": [card(rgo, "Smaug")]}
    assert golden_hoard.deck_problems(rgo.catalog.get, decks, Variant(2, 1), rgo.version) == [
        "sites: 1 Dragon's lairs; one lost treasure is played at each, and 2 are needed "
        "[TDH-SPEC-3]"]


@pytest.mark.rule("TDH-WIN-3", "TD-MANIF-1", "TD-MANIF-5")
def test_a_dragon_to_defeat_counts_by_any_of_its_manifestations_in_the_play_decks(rgo) -> None:  # type: ignore[no-untyped-def]
    # Bairanax by its Ahunt in the Long Event deck, Smaug by his At Home (and himself, once).
    decks = {"quest": [card(rgo, "Valiant Sword"), card(rgo, "Magical Harp")],
             "sites": [card(rgo, "The Lonely Mountain"), card(rgo, "Gold Hill")],
             "hazard": [card(rgo, "Smaug at Home"), card(rgo, "Smaug")],
             "long_event": [card(rgo, "Bairanax Ahunt")]}
    assert golden_hoard.deck_problems(rgo.catalog.get, decks, Variant(2, 2), rgo.version) == []
    assert golden_hoard.deck_problems(rgo.catalog.get, {**decks, "hazard": []}, Variant(2, 2),
                                      rgo.version) == [
        "hazard and long_event: 1 unique Dragons to defeat; the variant needs 2 [TDH-WIN-3]"]
    # Up to 230 only a basic Dragon in the Hazard deck counted.
    before = str(golden_hoard.ANY_MANIFESTATION_SINCE - 1)
    assert golden_hoard.deck_problems(rgo.catalog.get, decks, Variant(2, 2), before) == [
        "hazard: 1 unique Dragons to defeat; the variant needs 2 [TDH-WIN-3]"]


@pytest.mark.rule("TD-HOARD-3")
def test_no_hoard_item_starts_with_the_company(rgo) -> None:  # type: ignore[no-untyped-def]
    default = rgo.prepare({})
    helmet = card(rgo, "Adamant Helmet")
    setup = {k: default[k] for k in ("decks", "starting", "start_haven")}
    setup["starting_items"] = [{"id": helmet, "bearer": default["starting"][0]}]
    with pytest.raises(InvalidSetup) as refused:
        rgo.prepare(setup)
    assert list(refused.value.problems) == [
        f"starting_items: {helmet} is a hoard item and cannot start with the company "
        "[TD-HOARD-3]"]


@pytest.mark.rule("TDH-SPEC-1", "TDH-SPEC-2")
def test_a_hoard_item_taken_at_a_lair_is_declared_a_lost_treasure(rgo) -> None:  # type: ignore[no-untyped-def]
    start = at_lair(rgo, "Valiant Sword")
    sword, mountain = card(rgo, "Valiant Sword"), card(rgo, "The Lonely Mountain")
    aragorn = start.characters[0].card_id
    ids = [a.id for a in rgo.actions(start)]
    assert f"lost-treasure:{sword}:{aragorn}" in ids and f"take-quest:{sword}:{aragorn}" in ids
    facts, after = run(rgo, start, lambda ctx: rgo.decide(
        ctx, f"lost-treasure:{sword}:{aragorn}", {}))
    assert [(f.kind, f.rule) for f in facts if f.kind in ("QuestTaken",
                                                           "LostTreasureDeclared")] == [
        ("QuestTaken", "RGO-QUEST-4"), ("LostTreasureDeclared", "TDH-SPEC-2")]
    assert after.lost_treasures == ((sword, mountain),)
    assert [i.card_id for i in after.characters[0].items] == [sword]
    # Without the option no lost treasure is offered, and one is refused by its clause.
    plain = state(rgo, phase=SITE, site=mountain, explored=True, display=start.display)
    assert not [a for a in rgo.actions(plain) if a.id.startswith("lost-treasure")]
    with pytest.raises(IllegalAction) as refused:
        run(rgo, plain, lambda ctx: rgo.decide(ctx, f"lost-treasure:{sword}:{aragorn}", {}))
    assert refused.value.clause == "TDH-SETUP-1"


@pytest.mark.rule("TDH-SPEC-1", "TDH-SPEC-3", "TDH-SPEC-4")
def test_what_cannot_be_a_lost_treasure(rgo) -> None:  # type: ignore[no-untyped-def]
    get = rgo.catalog.get
    sword, harp, helmet = (get(card(rgo, n)) for n in (
        "Valiant Sword", "Magical Harp", "Adamant Helmet"))
    mountain, gold_hill = get(card(rgo, "The Lonely Mountain")), get(card(rgo, "Gold Hill"))
    fresh = hoard(rgo)
    assert golden_hoard.declare_problem(fresh, helmet, mountain, rgo.played, get) == (
        "Adamant Helmet is no hoard major or greater item", "TDH-SPEC-1")
    assert golden_hoard.declare_problem(fresh, sword, get(card(rgo, "Moria")), rgo.played, get) == (
        "Moria is no Dragon's lair", "TDH-SPEC-1")
    played = hoard(rgo, lost_treasures=((harp.id, mountain.id),),
                   stored_treasures=(harp.id,))
    assert golden_hoard.declare_problem(played, sword, mountain, rgo.played, get) == (
        "a lost treasure has already been played at The Lonely Mountain", "TDH-SPEC-3")
    assert golden_hoard.declare_problem(played, sword, gold_hill, rgo.played, get) is None
    aragorn, legolas = fresh.characters
    bearing = hoard(rgo, lost_treasures=((harp.id, gold_hill.id),),
                    characters=(aragorn.with_item(Item.from_card(harp)), legolas))
    assert golden_hoard.declare_problem(bearing, sword, mountain, rgo.played, get) == (
        "a lost treasure not yet stored is in play", "TDH-SPEC-4")
    start = at_lair(rgo, "Valiant Sword", lost_treasures=bearing.lost_treasures,
                    characters=bearing.characters)
    with pytest.raises(IllegalAction) as refused:
        run(rgo, start, lambda ctx: rgo.decide(
            ctx, f"lost-treasure:{sword.id}:{aragorn.card_id}", {}))
    assert str(refused.value) == "a lost treasure not yet stored is in play. [TDH-SPEC-4]"


@pytest.mark.rule("TDH-SPEC-5", "TDH-SPEC-6")
def test_a_unique_lost_treasure_keeps_its_designation(rgo) -> None:  # type: ignore[no-untyped-def]
    get = rgo.catalog.get
    sword, harp = get(card(rgo, "Valiant Sword")), get(card(rgo, "Magical Harp"))
    mountain, gold_hill = get(card(rgo, "The Lonely Mountain")), get(card(rgo, "Gold Hill"))
    aragorn, legolas = state(rgo).characters
    # The harp was a lost treasure of Gold Hill, lost, and is found again at the Mountain
    # while the sword, another lost treasure, is still unstored.
    start = hoard(rgo, lost_treasures=((harp.id, gold_hill.id), (sword.id, mountain.id)),
                  characters=(aragorn.with_item(declared(rgo, "Valiant Sword", mountain.id)),
                              legolas))
    assert harp.unique
    assert golden_hoard.declare_problem(start, harp, mountain, rgo.played, get) is None


@pytest.mark.rule("TDH-SPEC-7", "TDH-WIN-2")
def test_storing_grows_the_hand_and_enough_treasures_win(rgo) -> None:  # type: ignore[no-untyped-def]
    get = rgo.catalog.get
    sword, harp = get(card(rgo, "Valiant Sword")), get(card(rgo, "Magical Harp"))
    aragorn, legolas = state(rgo).characters
    start = hoard(rgo, {"treasures": 2, "dragons": 0}, phase=ORGANIZATION,
                  lost_treasures=((harp.id, "TW-1"), (sword.id, "TW-2")),
                  stored_treasures=(harp.id,),
                  mp=(MPRecord(harp.id, harp.name, "item", 3),),
                  characters=(aragorn.with_item(declared(rgo, "Valiant Sword")), legolas))
    assert f"store-treasure:{sword.id}" in [a.id for a in rgo.actions(start)]
    facts, after = run(rgo, start, lambda ctx: rgo.decide(ctx, f"store-treasure:{sword.id}",
                                                           {}))
    stored = [f for f in facts if f.kind == "LostTreasureStored"]
    assert [(f.rule, f["character"], f["points"], f["hand_size"]) for f in stored] == [
        ("TDH-SPEC-7", aragorn.card_id, sword.marshalling_points, 2)]
    assert after.stored_treasures == (harp.id, sword.id) and after.characters[0].items == ()
    assert [r.card for r in after.mp] == [harp.id, sword.id]
    assert after.outcome is not None and after.outcome["outcome"] == "won"
    assert [(f.rule, f["reason"], f["ended_by"]) for f in facts if f.kind == "GameEnded"] == [
        ("TDH-WIN-2", "2 lost treasures are stored", "lost-treasures")]


@pytest.mark.rule("TDH-SPEC-7")
def test_the_hand_holds_one_more_card_for_each_stored_treasure(rgo) -> None:  # type: ignore[no-untyped-def]
    sizes: list[int] = []
    for stored in ((), ("a",), ("a", "b")):
        start = hoard(rgo, stored_treasures=stored)
        run(rgo, start, lambda ctx, s=start: sizes.append(turn_of(rgo, s).hand_size(ctx)))
    assert sizes == [5, 6, 7]


@pytest.mark.rule("TDH-WIN-1", "TDH-WIN-3")
def test_the_longer_game_needs_unique_dragons_defeated_too() -> None:
    assert golden_hoard.won(State(options={}, stored_treasures=tuple("abcde")), Variant())
    assert not golden_hoard.won(State(options={}, stored_treasures=tuple("abcd")), Variant())
    longer = Variant(5, 1)
    assert not golden_hoard.won(State(options={}, stored_treasures=tuple("abcde")), longer)
    assert golden_hoard.won(State(options={}, stored_treasures=tuple("abcde"),
                                  slain_dragons=("Smaug",)), longer)


@pytest.mark.rule("TDH-SPEC-7")
def test_a_treasure_is_stored_only_at_a_haven_in_the_organization_phase(rgo) -> None:  # type: ignore[no-untyped-def]
    sword = card(rgo, "Valiant Sword")
    start = hoard(rgo, phase=SITE, lost_treasures=((sword, "TW-1"),))
    with pytest.raises(IllegalAction) as refused:
        run(rgo, start, lambda ctx: rgo.decide(ctx, f"store-treasure:{sword}", {}))
    assert str(refused.value) == (
        "A lost treasure is stored at a Haven, in the organization phase. [TDH-SPEC-7]")
    start = hoard(rgo, phase=ORGANIZATION, lost_treasures=((sword, "TW-1"),))
    with pytest.raises(IllegalAction) as refused:
        run(rgo, start, lambda ctx: rgo.decide(ctx, f"store-treasure:{sword}", {}))
    assert str(refused.value) == (
        "Valiant Sword is no lost treasure borne by this company. [TDH-SPEC-7]")


@pytest.mark.rule("TD-HOARD-1")
def test_a_hoard_item_quest_is_found_only_at_a_lair(rgo) -> None:  # type: ignore[no-untyped-def]
    get = rgo.catalog.get
    sites = [get(card(rgo, n)) for n in ("Moria", "The Lonely Mountain", "Gold Hill")]
    assert [s.name for s in dragons.hoard_sites("16", get(card(rgo, "Valiant Sword")),
                                                sites)] == ["The Lonely Mountain", "Gold Hill"]
    assert dragons.hoard_sites("15", get(card(rgo, "Valiant Sword")), sites) == sites
    assert dragons.hoard_sites("16", get(card(rgo, "Glamdring")), sites) == sites


@pytest.mark.rule("TDH-WIN-1", "TDH-SETUP-1")
def test_the_rules_notes_read_the_first_player_as_the_player_alone(rgo) -> None:  # type: ignore[no-untyped-def]
    notes = rgo.rules_notes()
    assert notes["TDH-WIN-1"].startswith("\"The first player\" reads alone as the player")
    assert notes["TDH-SETUP-1"].startswith("The starter deck and boosters become a deck check")


@pytest.mark.rule("TDH-SPEC-7")
def test_no_treasure_is_stored_while_the_game_waits_for_another_decision(rgo) -> None:  # type: ignore[no-untyped-def]
    sword = rgo.catalog.get(card(rgo, "Valiant Sword"))
    aragorn, legolas = state(rgo).characters
    start = hoard(rgo, phase=ORGANIZATION, lost_treasures=((sword.id, "TW-1"),),
                  characters=(aragorn.with_item(declared(rgo, "Valiant Sword", "TW-1")),
                              legolas),
                  awaited_discard="site")
    with pytest.raises(IllegalAction) as refused:
        run(rgo, start, lambda ctx: rgo.decide(ctx, f"store-treasure:{sword.id}", {}))
    assert str(refused.value) == "The game waits for another decision first. [RGO-GEN-1]"


def _dragon_slain(rgo: RoadGoesEverOn, stored: int) -> tuple[list[tuple[str, object]], State]:
    """Smaug's attack defeated in the longer game {"treasures": 2, "dragons": 1} with
    ``stored`` lost treasures stored: the facts (kind, rule) and the state after."""
    stored_ids = (card(rgo, "Valiant Sword"), card(rgo, "Magical Harp"))[:stored]
    start = hoard(rgo, {"treasures": 2, "dragons": 1}, phase=SITE,
                  lost_treasures=tuple((c, "TW-1") for c in stored_ids),
                  stored_treasures=stored_ids)
    smaug = card(rgo, "Smaug")
    facts, after = run(rgo, start, lambda ctx: turn_of(rgo, start).creature_gone(
        ctx, smaug, True))
    return [(f.kind, f.rule, f.get("reason")) for f in facts], after


@pytest.mark.rule("TDH-WIN-3")
def test_a_dragon_defeated_after_the_treasures_are_stored_wins(rgo) -> None:  # type: ignore[no-untyped-def]
    facts, after = _dragon_slain(rgo, 2)
    assert facts == [
        ("DragonDefeated", "TD-MANIF-5", None),
        ("GameEnded", "TDH-WIN-3", "2 lost treasures are stored and Smaug is defeated")]
    assert after.outcome is not None and after.outcome["ended_by"] == "lost-treasures"
    # One treasure short: the Dragon is defeated, the game goes on.
    facts, after = _dragon_slain(rgo, 1)
    assert facts == [("DragonDefeated", "TD-MANIF-5", None)] and after.outcome is None


@pytest.mark.rule("TDH-WIN-3")
def test_before_197_only_a_storing_won_the_longer_game(rgo) -> None:  # type: ignore[no-untyped-def]
    facts, after = _dragon_slain(at_version(rgo, "196"), 2)
    assert facts == [("DragonDefeated", "TD-MANIF-5", None)]
    assert after.slain_dragons == ("Smaug",) and after.outcome is None


def _storing(rgo: RoadGoesEverOn, corruption: int = 0) -> tuple[list[tuple[str, str | None]],
                                                                    State]:
    """Aragorn stores the Valiant Sword, a lost treasure, at Rivendell bearing ``corruption``
    corruption points more (a Lure of the Senses of that weight): the facts and the state."""
    sword, lure = card(rgo, "Valiant Sword"), card(rgo, "Lure of the Senses")
    aragorn, legolas = state(rgo).characters
    start = hoard(rgo, {"treasures": 3, "dragons": 0}, phase=ORGANIZATION,
                  lost_treasures=((sword, "TW-1"),),
                  permanent_hazards=((lure, aragorn.card_id),) if corruption else (),
                  hazard_points=((lure, aragorn.card_id, corruption),) if corruption else (),
                  characters=(aragorn.with_item(declared(rgo, "Valiant Sword", "TW-1")),
                              legolas))
    facts, after = run(rgo, start, lambda ctx: rgo.decide(ctx, f"store-treasure:{sword}", {}))
    wanted = ("CorruptionChecked", "LostTreasureStored", "CharacterEliminated",
              "CharacterDiscarded")
    return [(f.kind, f.rule) for f in facts if f.kind in wanted], after


@pytest.mark.rule("TDH-SPEC-7", "CoE-2.II.4")
def test_a_lost_treasures_bearer_makes_a_corruption_check_before_storing_it(rgo) -> None:  # type: ignore[no-untyped-def]
    sword = card(rgo, "Valiant Sword")
    facts, after = _storing(rgo)
    assert facts == [("CorruptionChecked", "CoE-2.II.4"), ("LostTreasureStored", "TDH-SPEC-7")]
    assert after.stored_treasures == (sword,)
    # Failed, the treasure goes with its bearer and nothing is stored.
    facts, after = _storing(rgo, corruption=20)
    assert facts == [("CorruptionChecked", "CoE-2.II.4"), ("CharacterEliminated", "CoE-7.1")]
    assert after.stored_treasures == () and sword not in [
        i.card_id for c in after.characters for i in c.items]
    # Before version 197 a lost treasure was stored with no check.
    facts, after = _storing(at_version(rgo, "196"), corruption=20)
    assert facts == [("LostTreasureStored", "TDH-SPEC-7")]
    assert after.stored_treasures == (sword,)


def _two_swords(rgo: RoadGoesEverOn, at: str, **fields: object) -> State:
    """Two copies of the Valiant Sword on the Display, found at The Lonely Mountain and at
    Gold Hill; the company explored ``at``."""
    sword, mountain, gold_hill = (card(rgo, n) for n in (
        "Valiant Sword", "The Lonely Mountain", "Gold Hill"))
    return hoard(rgo, phase=SITE, site=card(rgo, at), explored=True,
                 display=(Quest(sword, (mountain,)), Quest(sword, (gold_hill,))), **fields)


@pytest.mark.rule("TDH-SPEC-2", "RGO-QUEST-4")
def test_two_copies_on_the_display_are_each_their_own(rgo) -> None:  # type: ignore[no-untyped-def]
    sword, mountain, gold_hill = (card(rgo, n) for n in (
        "Valiant Sword", "The Lonely Mountain", "Gold Hill"))
    start = _two_swords(rgo, "The Lonely Mountain")
    aragorn = start.characters[0].card_id
    taking = [a.id for a in rgo.actions(start) if sword in a.id]
    legolas = start.characters[1].card_id
    assert taking == [f"take-quest:{sword}:{aragorn}", f"take-quest:{sword}:{legolas}",
                      f"lost-treasure:{sword}:{aragorn}", f"lost-treasure:{sword}:{legolas}"]
    facts, after = run(rgo, start, lambda ctx: rgo.decide(
        ctx, f"lost-treasure:{sword}:{aragorn}", {}))
    assert [(f.rule, f["sites"]) for f in facts if f.kind == "QuestTaken"] == [
        ("RGO-QUEST-4", [mountain])]
    assert after.display == (Quest(sword, (gold_hill,)),)
    # The copy found at Gold Hill is taken there, though the Mountain's is shown first.
    there = _two_swords(rgo, "Gold Hill")
    facts, after = run(rgo, there, lambda ctx: rgo.decide(
        ctx, f"take-quest:{sword}:{aragorn}", {}))
    assert [(f.rule, f["sites"]) for f in facts if f.kind == "QuestTaken"] == [
        ("RGO-QUEST-4", [gold_hill])]
    assert after.display == (Quest(sword, (mountain,)),)


@pytest.mark.rule("TDH-SPEC-2", "RGO-QUEST-4")
def test_before_197_two_copies_on_the_display_were_one(rgo) -> None:  # type: ignore[no-untyped-def]
    old = at_version(rgo, "196")
    sword = card(rgo, "Valiant Sword")
    start = _two_swords(old, "The Lonely Mountain")
    aragorn = start.characters[0].card_id
    assert [a.id for a in old.actions(start)].count(f"lost-treasure:{sword}:{aragorn}") == 2
    facts, after = run(old, start, lambda ctx: old.decide(
        ctx, f"lost-treasure:{sword}:{aragorn}", {}))
    assert ["sites" in f.data for f in facts if f.kind == "QuestTaken"] == [False]
    assert after.display == ()
    there = _two_swords(old, "Gold Hill")
    assert not [a for a in old.actions(there) if sword in a.id]


@pytest.mark.rule("TDH-SPEC-7")
def test_a_second_copy_declared_after_the_first_is_stored_is_stored_too(rgo) -> None:  # type: ignore[no-untyped-def]
    get = rgo.catalog.get
    sword = get(card(rgo, "Valiant Sword"))
    aragorn, legolas = state(rgo).characters
    start = hoard(rgo, {"treasures": 3, "dragons": 0}, phase=ORGANIZATION,
                  lost_treasures=((sword.id, "TW-1"), (sword.id, "TW-2")),
                  stored_treasures=(sword.id,),
                  characters=(aragorn.with_item(declared(rgo, "Valiant Sword")), legolas))
    assert golden_hoard.unstored(start, rgo.played, get) == [sword.id]
    assert [a.id for a in rgo.actions(start) if sword.id in a.id] == [
        f"store-treasure:{sword.id}"]
    facts, after = run(rgo, start, lambda ctx: rgo.decide(ctx, f"store-treasure:{sword.id}",
                                                           {}))
    assert [f.kind for f in facts if f.kind == "LostTreasureStored"] == ["LostTreasureStored"]
    assert after.stored_treasures == (sword.id, sword.id)
    # With it stored, a third copy taken plainly is an item: stored as one (CoE-2.II.4).
    plain = hoard(rgo, {"treasures": 3, "dragons": 0}, phase=ORGANIZATION,
                  lost_treasures=start.lost_treasures, stored_treasures=after.stored_treasures,
                  characters=(aragorn.with_item(Item.from_card(sword)), legolas))
    assert [a.id for a in rgo.actions(plain) if sword.id in a.id] == [
        f"store-item:{sword.id}:{aragorn.card_id}"]
    # From 197 to 203 the copies were counted, the copy borne one of those declared.
    counted = at_version(rgo, BEFORE_COPIES)
    assert golden_hoard.unstored(plain, counted.played, get) == []
    untagged = replace(start, characters=plain.characters)
    assert golden_hoard.unstored(untagged, counted.played, get) == [sword.id]
    # Before 197 the second copy was never a lost treasure unstored: neither stored.
    old = at_version(rgo, "196")
    assert golden_hoard.unstored(untagged, old.played, get) == []
    assert [a.id for a in old.actions(untagged) if sword.id in a.id] == []


@pytest.mark.rule("RGO-QUEST-7")
def test_a_full_display_discards_one_copy_of_a_card(rgo) -> None:  # type: ignore[no-untyped-def]
    sword, mountain, gold_hill, harp, riders, dagger, bree = (card(rgo, n) for n in (
        "Valiant Sword", "The Lonely Mountain", "Gold Hill", "Magical Harp", "Riders of Rohan",
        "Dagger of Westernesse", "Bree"))
    start = state(rgo, display=(Quest(sword, (mountain,)), Quest(riders, (bree,)),
                                Quest(sword, (gold_hill,)), Quest(dagger, (bree,))),
                  quest_deck=(harp,), site_deck=(mountain, gold_hill, bree))
    for played, discarded, left in (
            (rgo.played, {"card": sword, "sites": [mountain]}, [riders, sword, dagger, harp]),
            ("196", {"card": sword}, [riders, dagger, harp])):
        ruleset = at_version(rgo, played)
        facts, after = run(ruleset, start, lambda ctx, r=ruleset: turn_of(r, start).reveal_quest(
            ctx, "RGO-QUEST-6"), seed=1)  # the seed picks the Sword (RGO-QUEST-7)
        assert [dict(f.data) for f in facts if f.kind == "QuestDiscarded"] == [discarded]
        assert [q.card for q in after.display] == left


@pytest.mark.rule("TDH-SPEC-7", "CoE-2.II.4")
def test_the_store_label_says_the_corruption_check_comes_first_from_its_version(rgo) -> None:  # type: ignore[no-untyped-def]
    get = rgo.catalog.get
    sword = get(card(rgo, "Valiant Sword"))
    aragorn, legolas = state(rgo).characters
    start = hoard(rgo, phase=ORGANIZATION, lost_treasures=((sword.id, "TW-2"),),
                  characters=(aragorn.with_item(declared(rgo, "Valiant Sword")), legolas))
    site = get(start.site).name
    labels = {played: [a.label for a in at_version(rgo, played).actions(start)
                       if a.id == f"store-treasure:{sword.id}"]
              for played in (str(golden_hoard.STORE_CHECK_SINCE), "196")}
    assert labels == {
        str(golden_hoard.STORE_CHECK_SINCE): [
            f"Store Valiant Sword, a lost treasure, at {site}, its bearer making a corruption "
            "check first"],
        "196": [f"Store Valiant Sword, a lost treasure, at {site}"]}


@pytest.mark.rule("TDH-SPEC-2", "TDH-SPEC-4", "TDH-SPEC-7")
def test_a_copy_taken_plainly_after_the_declared_one_left_play_is_no_lost_treasure(rgo) -> None:  # type: ignore[no-untyped-def]
    get = rgo.catalog.get
    sword, mountain, gold_hill, rivendell = (card(rgo, n) for n in (
        "Valiant Sword", "The Lonely Mountain", "Gold Hill", "Rivendell"))
    start = at_lair(rgo, "Valiant Sword")
    aragorn, legolas = start.characters
    facts, after = run(rgo, start, lambda ctx: rgo.decide(
        ctx, f"lost-treasure:{sword}:{aragorn.card_id}", {}))
    taken = next(f for f in facts if f.kind == "QuestTaken")
    assert taken["item"]["lost_treasure"] == mountain  # type: ignore[index]
    assert [i.lost_treasure for i in after.characters[0].items] == [mountain]
    # Aragorn has left play with it; Legolas bears a copy taken plainly since, at a Haven.
    later = replace(after, phase=ORGANIZATION, site=rivendell,
                    characters=(legolas.with_item(Item.from_card(get(sword))),))
    assert later.lost_treasures == ((sword, mountain),)
    assert golden_hoard.unstored(later, rgo.played, get) == []
    assert [a.id for a in rgo.actions(later) if sword in a.id] == [
        f"store-item:{sword}:{legolas.card_id}"]
    with pytest.raises(IllegalAction) as refused:
        run(rgo, later, lambda ctx: rgo.decide(ctx, f"store-treasure:{sword}", {}))
    assert refused.value.clause == "TDH-SPEC-7"
    assert golden_hoard.declare_problem(later, get(sword), get(gold_hill), rgo.played,
                                        get) is None
    # Version 203 counted the copy declared: the plain one stood for it.
    old = at_version(rgo, BEFORE_COPIES)
    assert golden_hoard.unstored(later, old.played, get) == [sword]
    assert [a.id for a in old.actions(later) if sword in a.id] == [f"store-treasure:{sword}"]
    assert golden_hoard.declare_problem(later, get(sword), get(gold_hill), old.played,
                                        get) == ("a lost treasure not yet stored is in play",
                                                 "TDH-SPEC-4")


@pytest.mark.rule("TDH-SPEC-7", "CoE-2.II.4")
def test_the_copy_declared_is_the_one_stored_as_the_lost_treasure(rgo) -> None:  # type: ignore[no-untyped-def]
    sword = rgo.catalog.get(card(rgo, "Valiant Sword"))
    aragorn, legolas = state(rgo).characters
    start = hoard(rgo, {"treasures": 3, "dragons": 0}, phase=ORGANIZATION,
                  lost_treasures=((sword.id, "TW-2"),),
                  characters=(aragorn.with_item(Item.from_card(sword)),
                              legolas.with_item(declared(rgo, "Valiant Sword"))))
    assert sorted(a.id for a in rgo.actions(start) if sword.id in a.id) == [
        f"store-item:{sword.id}:{aragorn.card_id}", f"store-treasure:{sword.id}"]
    facts, after = run(rgo, start, lambda ctx: rgo.decide(ctx, f"store-treasure:{sword.id}",
                                                           {}))
    assert [f["character"] for f in facts if f.kind == "LostTreasureStored"] == [
        legolas.card_id]
    assert [(c.card_id, [i.lost_treasure for i in c.items]) for c in after.characters] == [
        (aragorn.card_id, [None]), (legolas.card_id, [])]
    # Aragorn's plain copy is stored as an item, Legolas keeping the treasure.
    facts, after = run(rgo, start, lambda ctx: decided(
        rgo, ctx, f"store-item:{sword.id}:{aragorn.card_id}"))
    assert [f["character"] for f in facts if f.kind == "ItemStored"] == [aragorn.card_id]
    assert [[i.lost_treasure for i in c.items] for c in after.characters] == [[], ["TW-2"]]
    # Version 203 stored the first copy borne, Aragorn's, and offered no item to store.
    old = at_version(rgo, BEFORE_COPIES)
    assert [a.id for a in old.actions(start) if sword.id in a.id] == [
        f"store-treasure:{sword.id}"]
    facts, _ = run(old, start, lambda ctx: old.decide(ctx, f"store-treasure:{sword.id}", {}))
    assert [f["character"] for f in facts if f.kind == "LostTreasureStored"] == [
        aragorn.card_id]
