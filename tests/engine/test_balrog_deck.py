"""A Balrog player's deck checked against the rules the copy holds (BA-DECL-1, BA-DECK-2,
BA-LOC-1, BA-START-1), the missing ones named as unknown."""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.cards import Card, Catalog
from domain.cards.coe import import_coe
from domain.engine import balrog_deck


@pytest.fixture(scope="module")
def coe(coe_cards_path: Path) -> Catalog:
    return import_coe(coe_cards_path)


def of(coe: Catalog, name: str, alignment: str) -> str:
    return next(c.id for c in coe.find_all(name) if c.alignment == alignment)


def lookup(coe: Catalog):  # type: ignore[no-untyped-def]
    def get(card_id: str) -> Card | None:
        return coe.get(card_id) if card_id in coe else None
    return get


@pytest.mark.rule("BA-DECL-1", "BA-START-1", "BA-LOC-1")
def test_a_balrog_deck_that_keeps_the_rules(coe: Catalog) -> None:
    deck = {"starting": [of(coe, "The Balrog", "Balrog")],
            "locations": [of(coe, "Moria", "Balrog"), of(coe, "Goblin-gate", "Minion")],
            "starting_sites": [of(coe, "Moria", "Balrog"), of(coe, "The Under-gates", "Balrog")]}
    found = balrog_deck.check(deck, lookup(coe))
    assert (found.balrog_player, found.problems) == (True, [])
    assert sorted(found.unknown) == ["BA-DECK-1", "BA-LOC-1", "BA-PLAYER-1", "BA-PLAYER-2",
                                     "BA-WIN-2"]


@pytest.mark.rule("BA-DECL-1")
def test_without_the_balrog_it_is_no_balrog_deck(coe: Catalog) -> None:
    found = balrog_deck.check({"play": [of(coe, "Black Rider", "Minion")]}, lookup(coe))
    assert (found.balrog_player, found.problems) == (False, [
        "the deck holds no The Balrog character card: it is no Balrog player's deck "
        "[BA-DECL-1]"])


@pytest.mark.rule("BA-DECK-2", "BA-LOC-1", "BA-START-1")
def test_each_broken_rule_is_named_with_its_clause(coe: Catalog) -> None:
    rider, ally = of(coe, "Black Rider", "Minion"), of(coe, "The Balrog", "Minion")
    wraith = next(c.id for c in coe if c.race == "Ringwraith")
    moria = of(coe, "Moria", "Balrog")
    deck = {"starting": [of(coe, "The Balrog", "Balrog")], "play": [rider, ally],
            "sideboard": [wraith, "XX-1"],
            "locations": [moria, moria, of(coe, "Rivendell", "Hero")],
            "starting_sites": [moria, moria, of(coe, "Carn Dûm", "Balrog")]}
    found = balrog_deck.check(deck, lookup(coe))
    name = coe.get(wraith).name
    assert found.problems == [
        "sideboard: XX-1 is not in the card catalog",
        f"play: Black Rider ({rider}) may not be in a Balrog player's deck [BA-DECK-2]",
        f"play: The Balrog ({ally}) may not be in a Balrog player's deck [BA-DECK-2]",
        f"sideboard: {name} ({wraith}) may not be in a Balrog player's deck [BA-DECK-2]",
        "locations: a second Moria: one copy of each minion site [BA-LOC-1]",
        f"locations: Rivendell ({of(coe, 'Rivendell', 'Hero')}) is no minion site [BA-LOC-1]",
        "starting_sites: 3 starting companies, at most 2 [BA-START-1]",
        f"starting_sites: Carn Dûm ({of(coe, 'Carn Dûm', 'Balrog')}): a starting company "
        "begins at Moria or The Under-gates [BA-START-1]"]


@pytest.mark.rule("BA-START-1", "BA-LOC-1")
def test_a_starting_site_is_a_minion_moria_or_under_gates_not_a_heros(coe: Catalog) -> None:
    hero_moria, hero_gates = of(coe, "Moria", "Hero"), of(coe, "The Under-gates", "Hero")
    deck = {"starting": [of(coe, "The Balrog", "Balrog")],
            "starting_sites": [hero_moria, hero_gates]}
    assert balrog_deck.check(deck, lookup(coe)).problems == [
        f"starting_sites: Moria ({hero_moria}): it is no minion site: a starting company "
        "begins at a minion Moria or The Under-gates [BA-START-1]",
        f"starting_sites: The Under-gates ({hero_gates}): it is no minion site: a starting "
        "company begins at a minion Moria or The Under-gates [BA-START-1]"]
    # The Balrog's own and a minion's are starting sites.
    minion = {**deck, "starting_sites": [of(coe, "Moria", "Minion"),
                                         of(coe, "The Under-gates", "Balrog")]}
    assert balrog_deck.check(minion, lookup(coe)).problems == []
