"""Setting up a Solitaire Variant game: the six decks from the card pool or a deck list, the
opening shuffles and the starting company (SV1-GEN-*, SV1-SETUP-*)."""

from __future__ import annotations

import json
from dataclasses import replace
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from domain.cards import Card, load_catalog, starter_catalog
from domain.chronicle import Chronicle, verify
from domain.errors import InvalidSetup
from domain.ruleset import Ruleset, make_ruleset
from domain.rulesets.solitaire_v1.common import ranking
from domain.rulesets.solitaire_v1.decks import deck_of
from domain.rulesets.solitaire_v1.state import DECKS
from tests.rules.sv1_support import CATALOG, RULES, cid, names
from tests.support import play_out


# -- the decks -------------------------------------------------------------------------------
@pytest.mark.rule("SV1-SETUP-1", "SV1-SETUP-3", "SV1-SETUP-5", "SV1-SETUP-6", "SV1-SETUP-7",
                  "SV1-SETUP-10")
def test_the_default_decks_hold_every_hero_and_neutral_tw_card_in_its_deck() -> None:
    prepared = RULES.prepare({})
    decks = prepared["decks"]
    assert isinstance(decks, dict)
    assert (prepared["alignment"], prepared["sets"]) == ("hero", ["TW"])
    assert {d: len(decks[d]) for d in DECKS} == {"regions": 52, "hazards": 118, "sites": 69,
                                                 "resources": 92, "characters": 85,
                                                 "items": 84}
    for deck in DECKS:
        assert {deck_of(CATALOG.get(c)) for c in decks[deck]} == {deck}


@pytest.mark.not_a_rule("catalog facts of the shipped deck set")
def test_the_shipped_default_deck_set_names_its_cards_correctly() -> None:
    text = resources.files("seeds").joinpath("decks", "solitaire-v1", "default.json")
    data = json.loads(text.read_text("utf-8"))
    for deck, entries in data["decks"].items():
        for entry in entries:
            assert CATALOG.get(entry["id"]).name == entry["name"]
            assert deck_of(CATALOG.get(entry["id"])) == deck
    assert RULES.prepare({"decks": "default"}) == RULES.prepare({})


@pytest.mark.not_a_rule("setup option parsing")
def test_a_deck_list_by_name_or_id_with_copies() -> None:
    lists = {"regions": ["Rhudaur", "Hollin", "TW-450", "Arthedain"],
             "characters": ["Aragorn II", "Legolas", "Gimli", "Faramir", "Faramir"]}
    prepared = RULES.prepare({"decks": lists})
    decks = prepared["decks"]
    assert isinstance(decks, dict)
    assert names(decks["regions"]) == ["Rhudaur", "Hollin", "Cardolan", "Arthedain"]
    assert decks["characters"][-2:] == [cid("Faramir"), f"{cid('Faramir')}#2"]
    assert len(decks["hazards"]) == 118  # decks not listed come from the pool


@pytest.mark.rule("SV1-SETUP-7", "SV1-SETUP-10", "SV1-HAZ-1")
def test_a_bad_deck_list_names_every_problem() -> None:
    lists = {"regions": ["Rhudaur", "Glamdring", "Rhudaurr"], "characters": ["Aragorn II"],
             "dragons": ["Smaug"]}
    with pytest.raises(InvalidSetup) as refused:
        RULES.prepare({"decks": lists, "sets": ["TW", "ZZ"], "speed": 3})
    problems = refused.value.problems
    assert problems[0] == "unknown setup option \"speed\" (known: alignment, sets, decks)"
    assert "the card catalog has no set \"ZZ\" (it has TW)" in problems
    assert ("unknown deck \"dragons\" (the decks are regions, hazards, sites, resources, "
            "characters, items)") in problems
    assert "regions: Glamdring (TW-244) is an item; it belongs in items" in problems
    unknown = [p for p in problems if p.startswith("regions: unknown card \"Rhudaurr\"")]
    assert len(unknown) == 1 and "Rhudaur" in unknown[0]
    assert ("regions: 1 card(s); the Region deck needs at least 4 to start") in problems
    assert ("characters: 1 card(s); the Characters & Allies deck needs at least 4 to start"
            in problems)


@pytest.mark.not_a_rule("setup option parsing")
def test_an_alignment_of_no_kind_of_player_is_refused_by_the_options_type() -> None:
    with pytest.raises(InvalidSetup) as refused:
        RULES.prepare({"alignment": "orc", "speed": 3})
    assert refused.value.problems == (
        'alignment must be one of hero, minion, fallen-wizard, balrog, not the text "orc"',)


@pytest.mark.not_a_rule("setup option parsing")
def test_an_unknown_deck_set_is_refused() -> None:
    with pytest.raises(InvalidSetup) as refused:
        RULES.prepare({"decks": "no-such-set"})
    assert refused.value.problems == ("known deck sets: default",)


# -- general ---------------------------------------------------------------------------------
@pytest.mark.rule("SV1-GEN-1", "SV1-SETUP-2", "SV1-SETUP-4", "SV1-SETUP-9", "SV1-SETUP-11")
def test_only_the_listed_card_facts_matter() -> None:
    # Blank out every fact the variant does not read (race, skills, mind, influence,
    # corruption, uniqueness, keywords, home sites, site paths...): the same game follows.
    def blank(card: Card) -> Card:
        return replace(card, race=None, skills=(), home_sites=(), mind=None,
                       direct_influence=None, general_influence=None, corruption=None,
                       unique=False, keywords=(), site_path=(), nearest_haven=None,
                       playable_items=(), automatic_attacks=(), adjacent=(), strikes=None,
                       draw_opponent=None, direct_influence_mod=None)
    blanked = CATALOG.with_cards([blank(c) for c in CATALOG.cards])
    other = make_ruleset("solitaire-v1", blanked)
    first = play_out(Chronicle.begin(RULES, 11, {}))
    second = play_out(Chronicle.begin(other, 11, {}))
    assert blanked.digest != CATALOG.digest
    assert ([(r.kind, r.data, r.rule) for r in first.records[1:]]
            == [(r.kind, r.data, r.rule) for r in second.records[1:]])


@pytest.mark.rule("SV1-GEN-2")
def test_cards_of_every_expansion_may_be_used(coe_cards_path: Path) -> None:
    everything = load_catalog(coe_cards_path)
    ruleset = make_ruleset("solitaire-v1", everything)
    sets = ["TW", "TD", "DM", "LE", "AS", "WH", "BA"]
    prepared = ruleset.prepare({"sets": sets})
    decks = prepared["decks"]
    assert isinstance(decks, dict)
    in_play = {str(c).split("-")[0] for deck in decks.values() for c in deck}
    assert in_play == set(sets)
    game = play_out(Chronicle.begin(ruleset, 5, {"sets": sets}))
    assert game.result() is not None
    assert verify(ruleset, game.records).ok


# -- the opening -----------------------------------------------------------------------------
@pytest.mark.rule("SV1-SETUP-1", "SV1-SETUP-3", "SV1-SETUP-5", "SV1-SETUP-6", "SV1-SETUP-7",
                  "SV1-SETUP-10")
def test_each_deck_is_shuffled_face_down() -> None:
    game = Chronicle.begin(RULES, 3, {})
    setup = game.start["setup"]
    assert isinstance(setup, dict)
    shuffles = [r for r in game.records if r.kind == "DeckShuffled"]
    assert [(r.data["deck"], r.rule) for r in shuffles] == [
        ("regions", "SV1-SETUP-1"), ("hazards", "SV1-SETUP-3"), ("sites", "SV1-SETUP-5"),
        ("resources", "SV1-SETUP-6"), ("characters", "SV1-SETUP-7"),
        ("items", "SV1-SETUP-10")]
    for record in shuffles:
        deck = str(record.data["deck"])
        assert sorted(record.data["cards"]) == sorted(setup["decks"][deck])  # type: ignore[arg-type, index]
        assert record.data["cards"] != setup["decks"][deck]  # type: ignore[index]


@pytest.mark.rule("SV1-SETUP-7", "SV1-SETUP-8")
def test_the_top_four_characters_form_the_company_in_order() -> None:
    game = Chronicle.begin(RULES, 3, {})
    shuffled = next(r for r in game.records if r.kind == "DeckShuffled"
                    and r.data["deck"] == "characters").data["cards"]
    formed = next(r for r in game.records if r.kind == "CompanyFormed")
    assert formed.data["members"] == shuffled[:4]  # type: ignore[index]
    ordered = next(r for r in game.records if r.kind == "CompanyOrdered")
    assert ordered.rule == "SV1-SETUP-8"
    assert ordered.data["order"] == ranking(CATALOG, list(shuffled[:4]))  # type: ignore[index]


@pytest.mark.rule("SV1-SETUP-8", "SV1-SETUP-9")
def test_order_is_prowess_then_body_then_name() -> None:
    members = [cid(n) for n in ("Sam Gamgee", "Legolas", "Gimli", "Erkenbrand", "Aragorn II")]
    # Aragorn 6/9; Gimli and Legolas 5/8 (name decides); Erkenbrand 5/6; Sam 1/9.
    assert names(ranking(CATALOG, members)) == ["Aragorn II", "Gimli", "Legolas", "Erkenbrand",
                                                "Sam Gamgee"]


@pytest.mark.rule("SV1-SETUP-8")
def test_accented_names_sort_as_a_reader_alphabetizes_them() -> None:
    # Éowyn, Orophin and Vygavril are 2/7, Éomer, Kíli and Óin 3/8: the accent does not move
    # a name after Z (É files under E, Ó under O, before the unaccented "Orophin").
    members = [cid(n) for n in ("Vygavril", "Orophin", "Éowyn", "Óin", "Kíli", "Éomer")]
    assert names(ranking(CATALOG, members)) == ["Éomer", "Kíli", "Óin", "Éowyn", "Orophin",
                                                "Vygavril"]



# -- the pool by the kind of player (version 4) ----------------------------------------------
EVERY_SET = ["TW", "TD", "DM", "LE", "AS", "WH", "BA"]


def _sides(ruleset: Ruleset[Any], alignment: str) -> dict[str, list[str]]:
    """The card alignments each of four pool decks holds for a player of ``alignment``."""
    decks = ruleset.prepare({"alignment": alignment, "sets": EVERY_SET})["decks"]
    assert isinstance(decks, dict)
    return {deck: sorted({ruleset.catalog.get(str(c).split("#")[0]).alignment
                          for c in decks[deck]})
            for deck in ("characters", "sites", "resources", "items")}


@pytest.mark.rule("CoE-1.3.F4", "CoE-1.3.F1", "CoE-1.4.F1", "CoE-1.3.B2", "CoE-1.3.B3",
                  "CoE-1.4.B1", "CoE-1.3.W2", "CoE-1.3.W3", "CoE-1.4.W1", "CoE-1.3.R2",
                  "CoE-1.3.R3", "CoE-1.4.R1")
def test_each_kind_of_player_draws_on_the_cards_his_deck_may_include(
        coe_cards_path: Path) -> None:
    ruleset = make_ruleset("solitaire-v1", load_catalog(coe_cards_path))
    assert {a: _sides(ruleset, a) for a in ("hero", "minion", "fallen-wizard", "balrog")} == {
        "hero": {"characters": ["Hero"], "sites": ["Hero"], "resources": ["Dual", "Hero"],
                 "items": ["Dual", "Hero", "Minion"]},
        "minion": {"characters": ["Minion"], "sites": ["Minion"],
                   "resources": ["Dual", "Minion"], "items": ["Dual", "Hero", "Minion"]},
        "fallen-wizard": {"characters": ["Fallen-wizard", "Hero", "Minion", "Stage"],
                          "sites": ["Fallen-wizard", "Hero", "Minion"],
                          "resources": ["Dual", "Hero", "Minion", "Stage"],
                          "items": ["Dual", "Hero", "Minion", "Stage"]},
        "balrog": {"characters": ["Balrog", "Minion"], "sites": ["Balrog", "Minion"],
                   "resources": ["Dual", "Minion"], "items": ["Dual", "Minion"]},
    }
    # The other side's cards in a Wizard's or a Ringwraith's items deck are items alone.
    hero = ruleset.prepare({"sets": EVERY_SET})["decks"]
    assert isinstance(hero, dict)
    minion_cards = [ruleset.catalog.get(str(c).split("#")[0]) for c in hero["items"]]
    assert all(c.is_item for c in minion_cards if c.alignment == "Minion")
    # A deck the sets leave short says which cards its pool was drawn from.
    with pytest.raises(InvalidSetup) as refused:
        ruleset.prepare({"alignment": "minion", "sets": ["TW"]})
    assert ("resources: 0 card(s) (the pool: Minion, Dual, Neutral cards of the sets TW); the "
            "Resources deck needs at least 1 to start" in refused.value.problems)
    # ... and, with the card database loaded, the sets the kind of player needs.
    assert refused.value.problems[-1] == \
        'a minion player\'s default decks need the sets ["TW", "LE"]'
    # A Fallen-wizard's game and a Balrog's start and play out from the pool.
    for alignment in ("fallen-wizard", "balrog"):
        setup = {"alignment": alignment, "sets": EVERY_SET}
        game = play_out(Chronicle.begin(ruleset, 5, setup))
        assert game.result() is not None
        assert verify(ruleset, game.records).ok


@pytest.mark.not_a_rule("version 3, before the pool by the kind of player, as it was played")
def test_version_3_pools_the_own_alignment_alone_and_says_why_a_deck_is_short(
        coe_cards_path: Path) -> None:
    ruleset = make_ruleset("solitaire-v1", load_catalog(coe_cards_path)).at_version("3")
    assert _sides(ruleset, "hero") == {"characters": ["Hero"], "sites": ["Hero"],
                                       "resources": ["Hero"], "items": ["Hero"]}
    with pytest.raises(InvalidSetup) as refused:
        ruleset.prepare({"alignment": "balrog", "sets": EVERY_SET})
    assert ("resources: 0 card(s) (the pool: Balrog, Neutral cards of the sets TW, TD, DM, "
            "LE, AS, WH, BA); the Resources deck needs at least 1 to start"
            in refused.value.problems)


@pytest.mark.not_a_rule("what a refused setup tells the player to do")
def test_a_minion_or_balrog_from_the_starter_catalog_is_told_to_load_the_card_database() -> None:
    ruleset = make_ruleset("solitaire-v1", starter_catalog())
    for alignment, sets in (("minion", '["TW", "LE"]'), ("balrog", '["TW", "BA"]')):
        with pytest.raises(InvalidSetup) as refused:
            ruleset.prepare({"alignment": alignment})
        assert refused.value.problems[-1] == (
            f"a {alignment} player's default decks need the Council of Elrond card database "
            f"(REDBOOK_CARDS or --cards) and the sets {sets}")
    with pytest.raises(InvalidSetup) as refused:
        ruleset.prepare({"alignment": "minion", "sets": ["TW", "LE"]})
    assert refused.value.problems[0] == (
        "the card catalog has no set \"LE\" (it has TW): load the Council of Elrond card "
        "database (REDBOOK_CARDS or --cards) for it")
    # Told once: the short decks that follow add no second line of it.
    assert sum("card database" in p for p in refused.value.problems) == 1
    # A code no set has is a slip, not a set to load.
    with pytest.raises(InvalidSetup) as refused:
        ruleset.prepare({"sets": ["XX"]})
    assert refused.value.problems[0] == "the card catalog has no set \"XX\" (it has TW)"
