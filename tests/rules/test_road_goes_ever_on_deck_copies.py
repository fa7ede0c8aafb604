"""The Road Goes Ever On from ``decks.COPIES_SINCE``: the decks the player builds hold the
standard number of copies (CoE-1.3.1, which The Road leaves as a normal game has it,
RGO-GEN-1): a unique card once, any other at most three times, counted by name across the
player, Hazard, Long Event, Quest and Ring decks; the Wizard twice (RGO-DECK-4) and each site
once (RGO-DECK-8) by The Road's own counts. The version before checked the Quest deck's unique
cards alone (from ``decks.UNIQUE_ONCE_SINCE``), and its games replay as played."""

from __future__ import annotations

import pytest

from domain.errors import InvalidSetup
from domain.rulesets.road_goes_ever_on import decks
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import at_version

NOW = str(decks.COPIES_SINCE)
BEFORE = str(decks.COPIES_SINCE - 1)


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_counts_the_copies_of_the_whole_deck(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= int(NOW) and BEFORE in rgo.replays


def swapped(rgo: RoadGoesEverOn, **decks_given: tuple[str, ...]) -> dict[str, list[str]]:
    """The shipped decks with each named deck's last cards swapped for the cards named (its
    size kept)."""
    setup, found = decks.deck_setup(rgo.catalog, decks.shipped_deck("default"), "default.json")
    assert found == []
    given = {k: list(v) for k, v in setup["decks"].items()}
    for deck, names in decks_given.items():
        cards = given[deck]
        given[deck] = [*cards[:len(cards) - len(names)], *(rgo.catalog.find(n).id
                                                          for n in names)]
    return given


def problems(rgo: RoadGoesEverOn, played: str, **decks_given: tuple[str, ...]) -> list[str]:
    """The problems of the shipped decks so swapped, by the rules of the version ``played``."""
    setup, _ = decks.deck_setup(rgo.catalog, decks.shipped_deck("default"), "default.json")
    _, out = decks.check_decks(rgo.catalog, swapped(rgo, **decks_given), setup["starting"],
                               dragon_table=True, played=played)
    return [str(p) for p in out]


@pytest.mark.rule("CoE-1.3.1", "RGO-GEN-1", "RGO-DECK-4")
def test_the_shipped_decks_hold_the_standard_copies(rgo: RoadGoesEverOn) -> None:
    # Gandalf twice (RGO-DECK-4), no other card more than twice, across the decks.
    assert problems(rgo, NOW) == []
    game = rgo.prepare({})
    assert isinstance(game, dict)


@pytest.mark.rule("CoE-1.3.1", "RGO-GEN-1", "RGO-DECK-6")
def test_a_card_that_is_not_unique_is_held_three_times_at_most(rgo: RoadGoesEverOn) -> None:
    # The shipped Hazard deck holds two Barrow-wights: a third is admitted, a fourth not.
    assert problems(rgo, NOW, hazard=("Barrow-wight",)) == []
    four = ("Barrow-wight", "Barrow-wight")
    assert problems(rgo, NOW, hazard=four) == [
        "hazard deck: Barrow-wight appears 4 times; a card that is not unique is held at most "
        "3 times [CoE-1.3.1]"]
    # Version 214 admitted the fourth.
    assert problems(rgo, BEFORE, hazard=four) == []


@pytest.mark.rule("CoE-1.3.1", "RGO-GEN-1", "RGO-DECK-6", "RGO-DECK-9")
def test_a_unique_card_is_held_once_in_any_deck(rgo: RoadGoesEverOn) -> None:
    twice = ("Khamûl the Easterling", "Khamûl the Easterling")
    assert problems(rgo, NOW, hazard=twice) == [
        "hazard deck: Khamûl the Easterling appears 2 times; a unique card is held once "
        "[CoE-1.3.1]"]
    assert problems(rgo, BEFORE, hazard=twice) == []
    # The Quest deck's unique cards were counted from 213 (a second Glamdring beside the
    # shipped one), and still are.
    glamdring = ("Glamdring",)
    expected = ["quest deck: Glamdring appears 2 times; a unique card is held once "
                "[CoE-1.3.1]"]
    assert problems(rgo, NOW, quest=glamdring) == expected
    assert problems(rgo, BEFORE, quest=glamdring) == expected


@pytest.mark.rule("CoE-1.3.1", "RGO-GEN-1", "RGO-DECK-2")
def test_the_copies_are_counted_across_the_decks(rgo: RoadGoesEverOn) -> None:
    """A copy of the Quest deck's Glamdring put in the player deck too: besides its place
    (RGO-DECK-2), the whole deck holds the unique card twice, named by the deck holding the
    copy too many and the count in each. Version 214 counted the Quest deck alone."""
    glamdring = rgo.catalog.find("Glamdring").id
    assert problems(rgo, NOW, player=("Glamdring",)) == [
        f"player deck: Glamdring ({glamdring}) gives 2 MP: it belongs in the Quest deck "
        "[RGO-DECK-2]",
        "quest deck: Glamdring appears 2 times in all (player 1, quest 1); a unique card is "
        "held once [CoE-1.3.1]"]
    assert problems(rgo, BEFORE, player=("Glamdring",)) == [
        f"player deck: Glamdring ({glamdring}) gives 2 MP: it belongs in the Quest deck "
        "[RGO-DECK-2]"]


@pytest.mark.rule("CoE-1.3.1", "RGO-DECK-8", "RGO-DECK-3")
def test_sites_and_the_starting_company_keep_their_own_counts(rgo: RoadGoesEverOn) -> None:
    # A site twice is refused by the Site deck's own rule alone (havens too).
    assert problems(rgo, NOW, sites=("Rivendell",)) == [
        "sites deck: Rivendell appears 2 times [RGO-DECK-8]"]
    # The starting company is outside the decks: its Dagger of Westernesse is not counted
    # with the player deck's three.
    assert problems(rgo, NOW, player=("Dagger of Westernesse",)) == []


@pytest.mark.rule("CoE-1.3.1", "RGO-GEN-1")
def test_the_setup_is_refused_naming_the_deck_the_card_and_the_count(
        rgo: RoadGoesEverOn) -> None:
    given = swapped(rgo, hazard=("Barrow-wight", "Barrow-wight"))
    with pytest.raises(InvalidSetup) as refused:
        rgo.prepare({"decks": given})
    assert list(refused.value.problems) == [
        "hazard deck: Barrow-wight appears 4 times; a card that is not unique is held at most "
        "3 times [CoE-1.3.1]"]
    old = at_version(rgo, BEFORE)
    assert isinstance(old.prepare({"decks": given}), dict)
