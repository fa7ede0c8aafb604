"""The Road Goes Ever On: Shadow tokens, the Hazard Pile, the Quest Display, the five decks and
the score, each rule on constructed cards and counts."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from domain.cards import Card
from domain.rulesets.road_goes_ever_on import decks, hazard_pile, quests, shadow, victory


def card(starter, name: str) -> Card:  # type: ignore[no-untyped-def]
    return starter.find(name)


# -- Shadow tokens ----------------------------------------------------------------------------

@pytest.mark.rule("RGO-SHADOW-11")
@pytest.mark.parametrize(("count", "draw", "band", "next_at"), [
    (0, 3, 0, 5), (4, 3, 0, 5), (5, 4, 1, 10), (9, 4, 1, 10), (10, 5, 2, 15), (14, 5, 2, 15),
    (15, 6, 3, 20), (19, 6, 3, 20)])
def test_every_five_tokens_raise_the_hazard_draw(count: int, draw: int, band: int,
                                                 next_at: int) -> None:
    assert (shadow.hazard_draw(count), shadow.band(count), shadow.next_threshold(count)) == \
        (draw, band, next_at)


@pytest.mark.rule("RGO-SHADOW-3")
def test_twenty_tokens_lose_the_game() -> None:
    assert [shadow.is_lost(n) for n in (19, 20, 21)] == [False, True, True]


@pytest.mark.rule("RGO-SHADOW-2")
def test_the_end_of_every_turn_adds_one() -> None:
    change = shadow.end_of_turn()
    assert (change.delta, change.rule) == (1, "RGO-SHADOW-2")
    assert shadow.apply(7, change) == 8


@pytest.mark.rule("RGO-SHADOW-4")
def test_a_character_of_mind_nine_or_more_adds_one_even_at_the_start(starter) -> None:  # type: ignore[no-untyped-def]
    change = shadow.character_played(card(starter, "Aragorn II"), starting=True)
    assert change is not None
    assert (change.delta, change.rule) == (1, "RGO-SHADOW-4")
    assert change.cause == "starting character: Aragorn II (mind 9)"
    assert shadow.character_played(card(starter, "Legolas")) is None


@pytest.mark.rule("RGO-SHADOW-5")
def test_a_wizard_adds_two(starter) -> None:  # type: ignore[no-untyped-def]
    change = shadow.character_played(card(starter, "Gandalf"))
    assert change is not None and (change.delta, change.rule) == (2, "RGO-SHADOW-5")


@pytest.mark.rule("RGO-SHADOW-6")
def test_a_faction_of_four_mp_or_more_adds_one(starter) -> None:  # type: ignore[no-untyped-def]
    big = shadow.faction_recruited(card(starter, "Iron Hill Dwarves"))
    assert big is not None and (big.delta, big.rule) == (1, "RGO-SHADOW-6")
    assert shadow.faction_recruited(card(starter, "Rangers of the North")) is None


@pytest.mark.rule("RGO-SHADOW-7", "RGO-SHADOW-8")
def test_revealing_rings(starter) -> None:  # type: ignore[no-untyped-def]
    dwarf = shadow.ring_revealed(card(starter, "Dwarven Ring of Barin's Tribe"))
    one = shadow.ring_revealed(card(starter, "The One Ring"))
    assert dwarf is not None and (dwarf.delta, dwarf.rule) == (1, "RGO-SHADOW-7")
    assert one is not None and (one.delta, one.rule) == (3, "RGO-SHADOW-8")
    assert shadow.ring_revealed(card(starter, "Magic Ring of Lore")) is None


@pytest.mark.rule("RGO-SHADOW-9")
def test_using_a_palantir_adds_one(starter) -> None:  # type: ignore[no-untyped-def]
    change = shadow.palantir_used(card(starter, "Palantír of Orthanc"))
    assert (change.delta, change.rule) == (1, "RGO-SHADOW-9")


@pytest.mark.rule("RGO-SHADOW-10")
def test_a_strong_tapped_removal_takes_one_away() -> None:
    strong = shadow.corruption_removed("Lure of Power", roll=10, needed=6, tapped=True)
    assert strong is not None and (strong.delta, strong.rule) == (-1, "RGO-SHADOW-10")
    assert shadow.corruption_removed("Lure of Power", roll=9, needed=6, tapped=True) is None
    assert shadow.corruption_removed("Lure of Power", roll=12, needed=6, tapped=False) is None
    assert shadow.apply(0, strong) == 0


@pytest.mark.rule("RGO-SHADOW-1")
def test_the_count_never_starts_above_zero() -> None:
    assert shadow.band(0) == 0 and shadow.hazard_draw(0) == 3


# -- the Hazard Pile --------------------------------------------------------------------------

@pytest.mark.rule("RGO-HAZ-1")
def test_a_moving_company_draws_the_banded_base_plus_the_destination_number() -> None:
    assert hazard_pile.pile_size(0, True, 3, 2) == (6, "RGO-HAZ-1")
    assert hazard_pile.pile_size(12, True, 3, 2) == (8, "RGO-HAZ-1")


@pytest.mark.rule("RGO-HAZ-6")
def test_a_company_that_stays_draws_its_site_number_plus_one() -> None:
    assert hazard_pile.pile_size(12, False, 3, 2) == (3, "RGO-HAZ-6")


JOURNEY = hazard_pile.Journey(("wilderness", "border-land", "wilderness"), "ruins-and-lairs",
                              "Isengard")


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-4")
def test_keying_goes_forward_only(starter) -> None:  # type: ignore[no-untyped-def]
    wolves = card(starter, "Wolves")  # border-land or wilderness
    assert hazard_pile.keying_position(wolves, JOURNEY, 0) == 0
    assert hazard_pile.keying_position(wolves, JOURNEY, 1) == 1
    assert hazard_pile.keying_position(wolves, JOURNEY, 3) is None
    spiders = card(starter, "Giant Spiders")  # two wildernesses
    assert hazard_pile.keying_position(spiders, JOURNEY, 0) == 0
    assert hazard_pile.keying_position(spiders, JOURNEY, 1) is None


@pytest.mark.rule("RGO-HAZ-8", "RGO-HAZ-3")
def test_at_the_site_only_site_keyed_creatures_can_play(starter) -> None:  # type: ignore[no-untyped-def]
    staying = hazard_pile.Journey((), "ruins-and-lairs", "Isengard")
    assert hazard_pile.keying_position(card(starter, "Orc-raiders"), staying, 0) == 0
    assert hazard_pile.keying_position(card(starter, "Wolves"), staying, 0) is None


@pytest.mark.rule("RGO-ENV-1")
def test_only_the_first_environment_is_free(starter) -> None:  # type: ignore[no-untyped-def]
    doors = card(starter, "Doors of Night")
    twilight = card(starter, "Twilight")
    assert hazard_pile.counts_against_limit(doors, False) is False
    assert hazard_pile.counts_against_limit(twilight, True) is True
    assert hazard_pile.counts_against_limit(card(starter, "Orc-patrol"), False) is True


@pytest.mark.rule("RGO-GUARD-1", "RGO-HAZ-9", "RGO-HAZ-5")
def test_after_the_limit_one_card_guards_the_site_and_the_rest_go_back_on_top() -> None:
    assert hazard_pile.leftovers(["TW-1", "TW-2", "TW-3"], False) == ("TW-1", ["TW-2", "TW-3"])


@pytest.mark.rule("RGO-GUARD-2")
def test_a_haven_never_gets_an_on_guard_card() -> None:
    assert hazard_pile.leftovers(["TW-1", "TW-2"], True) == (None, ["TW-1", "TW-2"])


# -- the Quest Display ------------------------------------------------------------------------

@pytest.mark.rule("RGO-QUEST-6")
def test_the_display_draws_on_eight_or_more_and_without_a_roll_when_empty() -> None:
    assert quests.needs_roll(0) is False
    assert quests.needs_roll(1) is True
    assert [quests.roll_draws(t) for t in (7, 8, 12)] == [False, True, True]


@pytest.mark.rule("RGO-QUEST-5", "RGO-QUEST-7")
def test_the_display_holds_four() -> None:
    assert [quests.display_full(n) for n in (3, 4)] == [False, True]


@pytest.mark.rule("RGO-QUEST-3")
def test_an_item_quest_suits_the_sites_that_play_its_class(starter) -> None:  # type: ignore[no-untyped-def]
    sites = [card(starter, n) for n in ("Rivendell", "Moria", "Barrow-downs", "Goblin-gate")]
    greater = quests.item_sites(card(starter, "Orcrist"), sites)
    major = quests.item_sites(card(starter, "Glamdring"), sites)
    assert [s.name for s in greater] == ["Moria"]
    assert [s.name for s in major] == ["Moria", "Barrow-downs"]


@pytest.mark.rule("RGO-QUEST-4")
def test_a_faction_quest_is_taken_at_its_printed_site(starter) -> None:  # type: ignore[no-untyped-def]
    sites = [card(starter, n) for n in ("Rivendell", "Bree", "Edoras")]
    rangers = card(starter, "Rangers of the North")
    assert [s.name for s in quests.candidate_sites(rangers, sites, "1")] == ["Bree"]
    found = quests.named_sites(rangers)
    assert found is not None and found.influence == 9


# -- the five decks ---------------------------------------------------------------------------

@pytest.fixture()
def default_setup(starter):  # type: ignore[no-untyped-def]
    setup, problems = decks.deck_setup(starter, decks.shipped_deck("default"), "default.json")
    assert problems == []
    return setup


def problems_of(starter, setup, **options):  # type: ignore[no-untyped-def]
    _, found = decks.check_decks(starter, setup["decks"], setup["starting"], **options)
    return [str(p) for p in found]


@pytest.mark.rule("RGO-DECK-1", "RGO-DECK-6", "RGO-DECK-7", "RGO-DECK-8", "RGO-DECK-9")
def test_the_shipped_decks_are_legal(starter, default_setup) -> None:  # type: ignore[no-untyped-def]
    assert problems_of(starter, default_setup, dragon_table=True) == []
    sizes = {k: len(v) for k, v in default_setup["decks"].items()}
    assert sizes == {"player": 40, "hazard": 40, "long_event": 15, "sites": 19, "quest": 15,
                     "ring": 0}


@pytest.mark.rule("RGO-DECK-1", "RGO-DECK-6", "RGO-DECK-7", "RGO-DECK-8", "RGO-DECK-9")
def test_every_wrong_size_is_named(starter, default_setup) -> None:  # type: ignore[no-untyped-def]
    bad = copy.deepcopy(default_setup)
    for key in ("player", "hazard", "long_event", "quest"):
        bad["decks"][key] = bad["decks"][key][:-1]
    bad["decks"]["sites"] = bad["decks"]["sites"][:14]
    assert problems_of(starter, bad) == [
        "player deck: has 39 cards; it must have 40 [RGO-DECK-1]",
        "hazard deck: has 39 cards; it must have 40 [RGO-DECK-6]",
        "long_event deck: has 14 cards; it must have 15 [RGO-DECK-7]",
        "sites deck: has 14 cards; it must have 15 to 20 [RGO-DECK-8]",
        "quest deck: has 14 cards; it must have 15 [RGO-DECK-9]",
    ]


@pytest.mark.rule("RGO-DECK-2", "RGO-PERM-1", "RGO-DECK-3")
def test_mp_resources_and_starting_characters_stay_out_of_the_player_deck(
        starter, default_setup) -> None:  # type: ignore[no-untyped-def]
    bad = copy.deepcopy(default_setup)
    bad["decks"]["player"][-3:] = ["TW-244", "TW-348", "TW-120"]  # Glamdring, White Tree, Aragorn
    assert problems_of(starter, bad) == [
        "player deck: Glamdring (TW-244) gives 2 MP: it belongs in the Quest deck [RGO-DECK-2]",
        "player deck: The White Tree (TW-348) gives 5 MP: it belongs in the Quest deck "
        "[RGO-PERM-1]",
        "player deck: Aragorn II (TW-120) is a starting character [RGO-DECK-3]",
    ]


@pytest.mark.rule("RGO-PERM-2", "RGO-QUEST-1")
def test_parenthesised_mp_and_the_listed_exceptions_go_to_the_player_deck(starter) -> None:  # type: ignore[no-untyped-def]
    rescue = card(starter, "Rescue Prisoners")  # MP "(2)" only
    align = card(starter, "Align Palantír")  # 2 MP, but listed
    assert decks.placement(rescue, rings=False) == "player"
    assert decks.placement(align, rings=False) == "player"
    assert decks.placement(card(starter, "Glamdring"), rings=False) == "quest"
    assert decks.check_quest([align], rings=False)[1].rule == "RGO-PERM-2"


@pytest.mark.rule("RGO-DECK-4")
def test_two_copies_of_one_wizard_and_no_other(starter, default_setup) -> None:  # type: ignore[no-untyped-def]
    bad = copy.deepcopy(default_setup)
    bad["decks"]["player"][bad["decks"]["player"].index("TW-156")] = "TW-178"  # Radagast
    assert problems_of(starter, bad) == [
        "player deck: must hold exactly 2 copies of one Wizard and no other Wizard "
        "(found: Gandalf x1, Radagast x1) [RGO-DECK-4]"]


@pytest.mark.rule("RGO-DECK-5")
def test_there_is_no_sideboard(starter, default_setup) -> None:  # type: ignore[no-untyped-def]
    with_board = dict(default_setup["decks"], sideboard=["TW-204"])
    _, found = decks.check_decks(starter, with_board, default_setup["starting"])
    assert [str(p) for p in found] == ["sideboard deck: there is no sideboard [RGO-DECK-5]"]


@pytest.mark.rule("RGO-DRAGON-2")
def test_the_dragon_table_keeps_the_dragon_hazards_out(starter) -> None:  # type: ignore[no-untyped-def]
    blood = replace(card(starter, "Orc-patrol"), id="TD-X", name="Dragon's Blood")
    assert [p.rule for p in decks.check_hazard([blood], dragon_table=True)][1:] == \
        ["RGO-DRAGON-2"]
    assert [p.rule for p in decks.check_hazard([blood], dragon_table=False)][1:] == []


@pytest.mark.rule("RGO-RING-1", "RGO-RING-2")
def test_rings_have_their_own_deck(starter) -> None:  # type: ignore[no-untyped-def]
    lore = card(starter, "Magic Ring of Lore")
    gold = card(starter, "Beautiful Gold Ring")
    assert decks.placement(lore, rings=True) == "ring"
    assert decks.placement(gold, rings=True) == "quest"
    assert [str(p) for p in decks.check_rings([lore], rings=False)] == [
        "ring deck: a Ring deck is given but rings are not in use [RGO-RING-1]"]
    assert [p.rule for p in decks.check_quest([gold], rings=False)][1:] == ["RGO-RING-2"]
    assert decks.check_rings([lore], rings=True) == []


# -- victory ----------------------------------------------------------------------------------

@pytest.mark.rule("RGO-WIN-1")
def test_the_council_needs_25_mp_and_a_character_at_a_haven() -> None:
    assert victory.council_refusal(24, ["Aragorn II"], False, False) == (
        "The Free Council needs 25 MP counted raw, before the caps of RGO-WIN-3; you have 24 "
        "raw.", "RGO-WIN-1")
    assert victory.council_refusal(25, [], False, False) == (
        "A character must be at a Haven to call the Free Council.", "RGO-WIN-1")
    assert victory.council_refusal(25, ["Aragorn II"], True, False) == (
        "Your Wizard is in play: he must be at a Haven to call the Free Council.", "RGO-WIN-1")
    assert victory.council_refusal(25, ["Gandalf"], True, True) is None


@pytest.mark.rule("RGO-WIN-3")
def test_no_type_gives_more_than_half() -> None:
    view = victory.score_view({"character": 6, "item": 18, "faction": 5})
    assert view["raw_total"] == 29
    assert view["caps"] == {"character": 23, "item": 11, "faction": 24}
    assert view["adjusted"] == {"character": 6, "item": 11, "faction": 5}
    assert view["total"] == 22
