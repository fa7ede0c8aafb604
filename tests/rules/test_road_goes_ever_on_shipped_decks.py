"""The decks shipped for The Road Goes Ever On (seeds/decks/road-goes-ever-on/): beside the
default, one for each setup option that needs cards of its own (golden_hoard, under_deeps,
rings). Each starts a game with its option and passes the deck checks, the copy limits too
(CoE-1.3.1); the automatic player plays it. The ``deck`` option is a choice of them, its help
lists them, and a setup refused for an option's missing cards names the deck to try. A deck
whose cards the starter catalog lacks says, in one problem, that it needs the Council of Elrond
card database."""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.cards import STARTER_SETS, Catalog, load_catalog
from domain.chronicle import Chronicle
from domain.errors import InvalidSetup
from domain.ruleset import make_ruleset
from domain.rulesets.road_goes_ever_on import decks
from domain.rulesets.road_goes_ever_on.phases.setting_up import OPTION_TYPES, OPTIONS

RGO = "road-goes-ever-on"
#: Each deck built for an option, that option as a setup asks for it, and the catalog it
#: needs ("coe": the Council of Elrond card database).
BUILT = {"golden-hoard": ({"golden_hoard": True}, "coe"),
         "under-deeps": ({"under_deeps": True}, "coe"),
         "rings": ({"rings": True}, "starter")}
#: The seed a player reported these options refused with.
SEED = 21
DATABASE = "the Council of Elrond card database (--cards FILE or REDBOOK_CARDS)"


@pytest.fixture(scope="module")
def coe(coe_cards_path: Path) -> Catalog:
    return load_catalog(coe_cards_path)


def catalog_for(kind: str, starter: Catalog, coe: Catalog) -> Catalog:
    return coe if kind == "coe" else starter


def refused(catalog: Catalog, setup: dict[str, object]) -> tuple[str, ...]:
    with pytest.raises(InvalidSetup) as found:
        make_ruleset(RGO, catalog).prepare(setup)
    return tuple(found.value.problems)


@pytest.mark.not_a_rule("the setup form's choice of decks")
def test_the_shipped_decks_are_the_deck_option_s_choice_and_its_help_lists_them() -> None:
    assert decks.shipped_deck_names() == ("default", "golden-hoard", "rings", "under-deeps")
    assert OPTION_TYPES["deck"].to_json() == {
        "type": "choice", "default": "default",
        "values": ["default", "golden-hoard", "rings", "under-deeps"], "accepts": ["string"],
        "form": "one of default, golden-hoard, rings, under-deeps"}
    assert OPTIONS["deck"] == (
        "a deck shipped in seeds/decks/road-goes-ever-on: default, golden-hoard (for "
        "golden_hoard; its TD cards need the Council of Elrond card database, --cards or "
        "REDBOOK_CARDS), rings (for rings), under-deeps (for under_deeps; its DM cards need "
        "the Council of Elrond card database, --cards or REDBOOK_CARDS) (default: "
        "\"default\"); each option below that you give replaces its part of it")
    assert {name: decks.built_for(decks.shipped_deck(name)) for name in BUILT} == {
        "golden-hoard": ("golden_hoard",), "under-deeps": ("under_deeps",), "rings": ("rings",)}
    # A name is one of the folder's decks, never a path out of it.
    assert decks.shipped_deck("../catalog/starter") is None


@pytest.mark.not_a_rule("the option help's bookkeeping")
def test_the_starter_catalog_holds_the_sets_the_help_counts_on(starter: Catalog) -> None:
    assert tuple(dict.fromkeys(c.set for c in starter)) == STARTER_SETS


@pytest.mark.rule("TDH-SETUP-1", "TDH-SPEC-3", "TDH-WIN-3", "BA-UDMOVE-1", "RGO-RING-1",
                  "RGO-RING-2", "CoE-1.3.1")
@pytest.mark.parametrize("name", sorted(BUILT))
def test_each_deck_starts_its_option_and_the_automatic_player_plays_it(
        name: str, starter: Catalog, coe: Catalog) -> None:
    option, kind = BUILT[name]
    ruleset = make_ruleset(RGO, catalog_for(kind, starter, coe))
    prepared = ruleset.prepare({"deck": name, **option})
    resolved, problems = decks.check_decks(ruleset.catalog, prepared["decks"],
                                           prepared["starting"], rings="rings" in option,
                                           dragon_table=True, played=ruleset.version)
    assert problems == [] and decks.check_copies(resolved, ruleset.version) == []
    game = Chronicle.begin(ruleset, SEED, {"deck": name, **option})
    started = game.records[0].data["setup"]
    assert {k: started[k] for k in option} == (
        {"golden_hoard": {"treasures": 5, "dragons": 0}} if "golden_hoard" in option else option)
    for _ in range(12):
        game.decide(*ruleset.policy(game.table.rules, game.actions()))
    kinds = [r.kind for r in game.records]
    assert kinds.count("Decision") == 12 and "GameEnded" not in kinds


@pytest.mark.rule("TDH-SETUP-1", "TDH-WIN-3")
def test_the_golden_hoard_deck_holds_the_longest_variant(coe: Catalog) -> None:
    longest = {"deck": "golden-hoard", "golden_hoard": {"treasures": 5, "dragons": 2}}
    assert make_ruleset(RGO, coe).prepare(longest)["golden_hoard"] == {"treasures": 5,
                                                                       "dragons": 2}


@pytest.mark.rule("TDH-SETUP-1", "TDH-SPEC-3", "RGO-RING-1", "BA-UDMOVE-1")
def test_an_option_the_deck_cannot_play_names_the_deck_that_can(starter: Catalog,
                                                                 coe: Catalog) -> None:
    # The player's report: the default deck with golden_hoard, on the card database.
    assert refused(coe, {"golden_hoard": True}) == (
        "quest: 0 hoard major or greater items; storing 5 lost treasures needs at least that "
        "many [TDH-SETUP-1]",
        "sites: 0 Dragon's lairs; one lost treasure is played at each, and 5 are needed "
        "[TDH-SPEC-3]",
        "golden_hoard: the shipped deck \"golden-hoard\" holds the cards it needs: try deck: "
        "golden-hoard")
    # On the starter catalog the deck named says what it needs.
    assert refused(starter, {"golden_hoard": True})[-1] == (
        "golden_hoard: the shipped deck \"golden-hoard\" holds the cards it needs: try deck: "
        f"golden-hoard, whose TD cards need {DATABASE}")
    assert refused(coe, {"deck": "golden-hoard", "rings": True}) == (
        "rings: true, but the decks hold no ring (no gold ring, and no ring special item in "
        "the Ring deck, decks.ring), so the option would do nothing: give them, or leave rings "
        "out [RGO-RING-1]",
        "rings: the shipped deck \"rings\" holds the cards it needs: try deck: rings",
        "deck: \"golden-hoard\" is built for golden_hoard: give golden_hoard: true with it")
    # The deck built for an option, without it: the option named.
    assert refused(starter, {"deck": "rings"})[-1] == \
        "deck: \"rings\" is built for rings: give rings: true with it"


@pytest.mark.not_a_rule("where the cards come from, a setup problem")
@pytest.mark.parametrize(("name", "count", "card_set"), [("golden-hoard", 14, "TD"),
                                                         ("under-deeps", 3, "DM")])
def test_a_deck_the_catalog_lacks_cards_of_names_the_card_database(
        name: str, count: int, card_set: str, starter: Catalog) -> None:
    option, _ = BUILT[name]
    assert refused(starter, {"deck": name, **option}) == (
        f"deck: \"{name}\" holds cards of the set {card_set} ({count} different ones), which the "
        f"card catalog does not hold (it holds TW only): this deck needs {DATABASE}",)
    # Unknown options are named beside it; the player's own decks need none of its cards.
    assert refused(starter, {"deck": name, "colour": "red"}) == (
        "unknown option 'colour'",
        f"deck: \"{name}\" holds cards of the set {card_set} ({count} different ones), which the "
        f"card catalog does not hold (it holds TW only): this deck needs {DATABASE}")
    default = make_ruleset(RGO, starter).prepare({})
    own = {k: default[k] for k in ("decks", "starting", "starting_items", "start_haven")}
    assert make_ruleset(RGO, starter).prepare({"deck": name, **own})["decks"] == \
        default["decks"]


@pytest.mark.not_a_rule("the setup form's choice of decks")
def test_a_deck_not_shipped_is_refused_naming_the_shipped_ones(starter: Catalog) -> None:
    assert refused(starter, {"deck": "elves"}) == (
        'deck must be one of default, golden-hoard, rings, under-deeps, not the text "elves"',)
