"""The Dragons' rules insert in the shared engine: key words, lairs, hoards, manifestations."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from domain.cards import Catalog
from domain.cards.coe import import_coe
from domain.engine import dragons
from domain.engine.characters import HELMET, Item, item_kind, items_in_use


@pytest.fixture(scope="module")
def coe(coe_cards_path: Path) -> Catalog:
    return import_coe(coe_cards_path)


def hero(coe: Catalog, name: str):  # type: ignore[no-untyped-def]
    return next(c for c in coe.find_all(name) if c.alignment == "Hero")


@pytest.mark.rule("TD-LAIR-1", "TD-LAIR-2", "TD-LAIR-3", "TD-LAIR-4", "TD-LAIR-5", "TD-LAIR-6",
                  "TD-LAIR-7", "TD-LAIR-8", "TD-LAIR-9", "TD-LAIR-10", "TD-HOARD-2")
def test_the_nine_lairs_are_the_hero_sites_with_a_dragon_automatic_attack(coe: Catalog) -> None:
    lairs = [s for s in coe.select(card_type="Site", alignment="Hero") if dragons.is_lair(s)]
    found = {(dragons.lair_dragon(s).name, s.name, s.region)  # type: ignore[union-attr]
             for s in lairs}
    assert found == {(d.name, d.lair, d.region) for d in dragons.DRAGONS}
    assert len(found) == 9 and all(dragons.has_hoard(s) for s in lairs)
    assert not dragons.is_lair(hero(coe, "Moria"))  # an Orc and Troll attack: no lair, no hoard


@pytest.mark.rule("TD-HOARD-1", "TD-HOARD-4")
def test_a_hoard_item_is_played_only_where_a_hoard_lies(coe: Catalog) -> None:
    valiant, adamant = coe.find("Valiant Sword"), coe.find("Adamant Helmet")
    mountain, wellinghall = hero(coe, "The Lonely Mountain"), hero(coe, "Wellinghall")
    assert dragons.hoard_item_problem(valiant, mountain) is None
    assert dragons.hoard_item_problem(valiant, hero(coe, "Moria")) == (
        "Valiant Sword is a hoard item: it is played only at a Dragon's lair, and Moria holds "
        "no hoard", "TD-HOARD-1")
    # A minor hoard item stays out where a card lets a minor item be played (Wellinghall).
    assert dragons.hoard_item_problem(adamant, wellinghall) == (
        "Adamant Helmet is a hoard item: it is played only at a Dragon's lair, and Wellinghall "
        "holds no hoard", "TD-HOARD-4")
    assert dragons.hoard_item_problem(coe.find("Dagger of Westernesse"), wellinghall) is None


@pytest.mark.rule("TD-HOARD-3")
def test_no_hoard_item_starts_with_a_company(coe: Catalog) -> None:
    assert dragons.starting_item_problem(coe.find("Adamant Helmet")) == (
        "Adamant Helmet is a hoard item and cannot start with a company", "TD-HOARD-3")
    assert dragons.starting_item_problem(coe.find("Dagger of Westernesse")) is None


@pytest.mark.rule("TD-KEY-1", "TD-KEY-2", "TD-KEY-4")
def test_key_words_and_dragon_apart_from_drake(coe: Catalog) -> None:
    cave_drake = coe.find("Cave-drake")
    assert dragons.has_key_word(cave_drake, "Dragon")
    assert not dragons.has_key_word(cave_drake, "Drake")  # the data prints no Drake
    drake = replace(cave_drake, race="Drake")
    assert dragons.has_key_word(drake, "drake") and not dragons.has_key_word(drake, "Dragon")
    assert dragons.has_key_word(coe.find("Adamant Helmet"), "hoard item")


@pytest.mark.rule("TD-KEY-3", "TD-KEY-5")
def test_a_bearer_uses_one_helmet_at_a_time(coe: Catalog) -> None:
    card = coe.find("Adamant Helmet")
    helmet = Item.from_card(replace(card, keywords=("Hoard Item", "Helmet"), body_mod=1))
    better = Item.from_card(replace(card, id="X-1", keywords=("Helmet",), body_mod=2))
    assert item_kind(("Helmet",)) == HELMET
    assert items_in_use((helmet, better)) == (better,)


@pytest.mark.rule("TD-MANIF-1", "TD-MANIF-2")
def test_three_manifestations_each_unique_only_unto_itself(coe: Catalog) -> None:
    smaug, ahunt, home = coe.find("Smaug"), coe.find("Smaug Ahunt"), coe.find("Smaug at Home")
    kinds = [dragons.manifestation(c) for c in (smaug, ahunt, home)]
    assert [(m.dragon.name, m.kind) for m in kinds if m] == [
        ("Smaug", "basic"), ("Smaug", "ahunt"), ("Smaug", "at-home")]
    assert dragons.manifestation(coe.find("Cave-drake")) is None
    assert dragons.manifestation_play_problem(home, [smaug, ahunt], ()) is None
    assert dragons.manifestation_play_problem(ahunt, [ahunt], ()) == (
        "Smaug Ahunt is already in play", "TD-MANIF-2")


@pytest.mark.rule("TD-MANIF-5", "TD-MANIF-6", "TD-MANIF-7", "TD-MANIF-8")
def test_defeating_smaug_removes_all_of_smaug_and_quiets_the_lonely_mountain(
        coe: Catalog) -> None:
    smaug, ahunt, home = coe.find("Smaug"), coe.find("Smaug Ahunt"), coe.find("Smaug at Home")
    scorba = coe.find("Scorba Ahunt")
    in_play = [ahunt, scorba, home]
    gone = dragons.removed_with(dragons.manifestation(smaug).dragon, in_play)  # type: ignore[union-attr]
    assert [c.name for c in gone] == ["Smaug Ahunt", "Smaug at Home"]
    assert smaug.marshalling_points == 5
    assert dragons.manifestation_play_problem(home, [], ("Smaug",)) == (
        "Smaug has been defeated: no manifestation of it is played again", "TD-MANIF-6")
    mountain = hero(coe, "The Lonely Mountain")
    assert dragons.lair_attacks_quiet(mountain, ("Smaug",))
    assert not dragons.lair_attacks_quiet(mountain, ("Scorba",))


@pytest.mark.rule("TD-MANIF-3", "TD-MANIF-4")
def test_only_the_opponent_of_its_player_scores_a_manifestation() -> None:
    assert dragons.manifestation_points(5, played_by_defeater=False) == 5
    assert dragons.manifestation_points(5, played_by_defeater=True) == 0
