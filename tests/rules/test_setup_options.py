"""The options a player gives, laid over the bundled default set-up of Burglar Wants a Good
Job, There and Back Again, Guise of the Necromancer and The Road Goes Ever On: each option
given replaces its part of the default (the rest is the default's) or is refused naming it,
never dropped. Each is gated (``SETUP_OPTIONS_FROM``): the version before sets up as it did,
``deck: default`` the default whatever else was given, a set-up without it every part."""

from __future__ import annotations

from typing import Any

import pytest

from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.errors import InvalidSetup
from domain.ruleset import Ruleset, make_ruleset
from domain.rulesets.burglar.versions import SETUP_OPTIONS_FROM as BURGLAR_FROM
from domain.rulesets.guise_of_the_necromancer.decks import SETUP_OPTIONS_FROM as GUISE_FROM
from domain.rulesets.hobbit.decks import default_setup
from domain.rulesets.road_goes_ever_on.decks import SETUP_OPTIONS_SINCE as ROAD_FROM
from domain.rulesets.there_and_back_again.versions import SETUP_OPTIONS_FROM as TBA_FROM

CATALOG = starter_catalog()
BILBO, GANDALF, ARAGORN, ALATAR, RADAGAST = "TW-131", "TW-156", "TW-120", "TW-117", "TW-178"
THORIN, LEGOLAS = "TW-183", "TW-168"
RIVENDELL, BREE, LORIEN, BAG_END = "TW-421", "TW-378", "TW-408", "TW-372"


def ruleset(rid: str, before: int | None = None) -> Ruleset[Any]:
    """The ruleset now, or at the version before ``before`` (its gate)."""
    found = make_ruleset(rid, CATALOG)
    return found if before is None else found.at_version(str(before - 1))


def refused(rules: Ruleset[Any], setup: dict[str, Any]) -> InvalidSetup:
    with pytest.raises(InvalidSetup) as caught:
        rules.prepare(setup)
    return caught.value


# -- Burglar Wants a Good Job ----------------------------------------------------------------
@pytest.mark.rule("BWJ-SETUP-1", "BWJ-SETUP-15")
def test_a_burglar_given_with_the_default_deck_is_the_burglar_at_a_haven_of_his():
    rules = ruleset("burglar")
    default = rules.prepare({})
    prepared = rules.prepare({"burglar": "Gandalf", "deck": "default"})
    # Gandalf's home is any Haven: he starts at the first of the site deck (Rivendell).
    assert (prepared["burglar"], prepared["item"], prepared["home"]) == \
        (GANDALF, default["item"], RIVENDELL)
    assert {k: prepared[k] for k in ("resources", "hazards", "sites")} == \
        {k: default[k] for k in ("resources", "hazards", "sites")}
    game = Chronicle.begin(rules, 7, {"burglar": "Gandalf"})
    assert [c.card_id for c in game.table.rules.company] == [GANDALF]
    assert game.table.rules.location == "Rivendell"


@pytest.mark.rule("BWJ-SETUP-15")
def test_a_burglar_given_alone_brings_his_home_site_into_the_default_site_deck():
    rules = ruleset("burglar")
    prepared = rules.prepare({"burglar": "Aragorn II"})
    assert (prepared["burglar"], prepared["home"]) == (ARAGORN, BREE)
    assert prepared["sites"] == sorted([*rules.prepare({})["sites"], BREE])
    # A site deck given is his own: it must hold the home site itself.
    sites = default_setup("burglar")["sites"]
    assert refused(rules, {"burglar": "Aragorn II", "sites": sites}).problems == (
        "BWJ-SETUP-15: the site deck lacks the Burglar's home site (Bree)",)


@pytest.mark.rule("BWJ-SETUP-1")
def test_a_burglar_the_rules_refuse_is_named_with_the_parts_the_default_gave():
    error = refused(ruleset("burglar"), {"burglar": "Pallando"})
    assert error.problems == ("BWJ-SETUP-1: Pallando (TW-175) is not a scout character",)
    assert error.message == ("This Burglar Wants a Good Job set-up is not legal. (not given, "
                             "so the bundled default's: item, resources, hazards, sites)")


@pytest.mark.not_a_rule("the set-up options: an unknown one and another deck are refused")
def test_an_unknown_option_and_another_deck_are_refused_naming_them():
    assert refused(ruleset("burglar"), {"colour": "red"}).problems == (
        "unknown setup option \"colour\" (the options: burglar, item, resources, hazards, "
        "sites, deck)",)
    # Another deck is refused by the option's type, before any part of the set-up is read.
    error = refused(ruleset("burglar"), {"deck": "mine", "colour": "red"})
    assert error.problems == ('deck must be one of default, not the text "mine"',)
    assert error.message == ("This setup of Burglar Wants a Good Job (solitaire scenario) is not "
                             "valid: an option is not of the form it takes.")


@pytest.mark.not_a_rule("the set-up's deck as each scenario's versions before the gate took it")
@pytest.mark.parametrize(("rid", "gate"), [("burglar", BURGLAR_FROM),
                                          ("there-and-back-again", TBA_FROM),
                                          ("necromancer", GUISE_FROM)])
def test_another_deck_is_refused_from_the_gate_and_read_as_none_before(rid: str, gate: int):
    given = {**default_setup(rid), "deck": "mine"}
    for rules in (ruleset(rid), make_ruleset(rid, CATALOG).at_version(str(gate))):
        assert refused(rules, given).problems == (
            'deck must be one of default, not the text "mine"',)
    # The version before took any name, "default" alone meaning the bundled set-up.
    old = ruleset(rid, gate)
    assert old.prepare(given) == old.prepare({})
    assert refused(old, {"deck": 7}).problems == ("deck must be a set-up's name, not the "
                                                  "number 7",)


@pytest.mark.not_a_rule("the set-up as version 127 read it, as played")
def test_before_the_gate_the_default_deck_drops_the_burglar_and_one_alone_is_refused():
    old = ruleset("burglar", BURGLAR_FROM)
    assert old.prepare({"burglar": "Gandalf", "deck": "default", "colour": "red"}) == \
        old.prepare({})
    assert refused(old, {"burglar": "Gandalf"}).problems[:2] == (
        "BWJ-SETUP-2: the Burglar starts with 0 items, not 1",
        "BWJ-SETUP-4: the resource deck has no faction")
    # Gandalf's "Any Haven" named no site of a deck then.
    assert refused(old, {**default_setup("burglar"), "burglar": "Gandalf"}).problems == (
        "BWJ-SETUP-15: the site deck lacks the Burglar's home site (Any Haven)",)


# -- There and Back Again ----------------------------------------------------------------------
@pytest.mark.rule("TBA-COMP-4")
def test_followers_given_with_the_default_deck_are_applied_or_refused_naming_them():
    rules = ruleset("there-and-back-again")
    error = refused(rules, {"followers": {"x": "y"}, "deck": "default"})
    assert error.problems[:2] == (
        "followers (\"x\": \"y\") entry 1: no card \"x\" in the catalog",
        "followers (\"x\": \"y\") entry 2: no card \"y\" in the catalog")
    # Dori under general influence, no longer Óin's follower: still within the 30.
    given = {"Bifur": "Thorin II", "Ori": "Thorin II", "Bofur": "Glóin", "Dwalin": "Glóin",
             "Nori": "Balin", "Bombur": "Balin", "Fíli": "Bilbo"}
    followers = rules.prepare({"followers": given})["followers"]
    assert isinstance(followers, dict) and len(followers) == 7 and "TW-141" not in followers
    assert refused(rules, {"followers": {**given, "Fíli": "Óin"}}).problems == (
        "TBA-COMP-4: Óin's followers have 2 mind, more than his 1 direct influence",)


@pytest.mark.rule("TBA-COMP-1")
def test_a_company_given_alone_keeps_the_default_decks_and_none_of_its_followers():
    rules = ruleset("there-and-back-again")
    prepared = rules.prepare({"company": ["Bilbo", "Thorin II"]})
    default = rules.prepare({})
    assert (prepared["company"], prepared["followers"]) == ([BILBO, THORIN], {})
    assert (prepared["resources"], prepared["hazards"]) == \
        (default["resources"], default["hazards"])


@pytest.mark.not_a_rule("the set-up as version 59 read it, as played")
def test_before_the_gate_the_default_deck_drops_the_followers_and_a_company_alone_is_refused():
    old = ruleset("there-and-back-again", TBA_FROM)
    assert old.prepare({"followers": {"x": "y"}, "deck": "default"}) == old.prepare({})
    assert refused(old, {"company": ["Bilbo", "Thorin II"]}).problems[0] == \
        "TBA-DECK-2: the hazard deck has 0 cards, not 29"


# -- Guise of the Necromancer ------------------------------------------------------------------
@pytest.mark.rule("GON-SETUP-1", "GON-SETUP-8")
def test_a_wizard_given_alone_plays_the_default_decks():
    rules = ruleset("necromancer")
    prepared = rules.prepare({"wizard": "Alatar"})
    default = rules.prepare({})
    assert prepared == {**default, "wizard": ALATAR}
    game = Chronicle.begin(rules, 7, {"wizard": "Alatar", "deck": "default"})
    assert [c.ids() for c in game.table.rules.companies][0][0] == ALATAR


@pytest.mark.rule("GON-SETUP-1")
def test_saruman_as_the_wizard_is_refused_with_the_clause():
    error = refused(ruleset("necromancer"), {"wizard": "Saruman", "deck": "default"})
    assert error.problems == ("GON-SETUP-1: your Wizard may be any Wizard but Saruman",)


@pytest.mark.rule("GON-RDECK-5", "GON-RDECK-6")
def test_gandalf_needs_a_sideboard_of_the_players_own_as_the_default_one_holds_him():
    rules = ruleset("necromancer")
    error = refused(rules, {"wizard": "Gandalf"})
    assert error.problems[:2] == (
        "GON-RDECK-5: Gandalf appears 2 times; no Wizard may be duplicated",
        "GON-RDECK-6: the sideboard has no Wizard other than yours and Saruman")
    assert "resource_sideboard" in error.message
    sideboard = [e if e["name"] != "Gandalf" else {"id": RADAGAST}
                 for e in default_setup("necromancer")["resource_sideboard"]]
    prepared = rules.prepare({"wizard": "Gandalf", "resource_sideboard": sideboard})
    assert (prepared["wizard"], prepared["resource_sideboard"][0]) == (GANDALF, RADAGAST)


@pytest.mark.not_a_rule("the set-up as version 115 read it, as played")
def test_before_the_gate_the_default_deck_drops_the_wizard_and_one_alone_is_refused():
    old = ruleset("necromancer", GUISE_FROM)
    assert old.prepare({"wizard": "Saruman", "deck": "default"})["wizard"] == RADAGAST
    assert refused(old, {"wizard": "Alatar"}).problems[0] == \
        "GON-RDECK-1: the resource/character starting deck has 0 cards; at least 30 are needed"


@pytest.mark.rule("GON-SETUP-8", "GON-SETUP-9")
def test_decks_given_without_a_company_start_with_the_defaults_from_the_gate_and_none_before():
    """A set-up giving every deck but no company was legal before the gate (up to three
    characters: none is as many): it started with none, and still does at 115."""
    decks = {k: v for k, v in default_setup("necromancer").items()
             if k not in ("company", "items")}
    old = ruleset("necromancer", GUISE_FROM).prepare(decks)
    assert (old["company"], old["items"]) == ([], [])
    now = ruleset("necromancer").prepare(decks)
    assert (now["company"], now["items"]) == \
        (["TW-164", "TW-136", "TW-180"], ["TW-206", "TW-206"])
    assert ruleset("necromancer").prepare({**decks, "company": [], "items": []})["company"] == []


# -- The Road Goes Ever On ---------------------------------------------------------------------
@pytest.mark.rule("RGO-DECK-10")
def test_a_start_haven_given_with_the_shipped_deck_is_applied_or_refused_naming_it():
    rules = ruleset("road-goes-ever-on")
    assert refused(rules, {"start_haven": "TW-999", "deck": "default"}).problems == (
        "start_haven: 'TW-999' is not a Haven [RGO-DECK-10]",)
    game = Chronicle.begin(rules, 7, {"start_haven": LORIEN})
    formed = [r.fact.data for r in game.records if r.fact.kind == "CompanyFormed"]
    assert formed == [{"site": LORIEN}]


@pytest.mark.rule("RGO-DECK-10", "RGO-DECK-3")
def test_starting_characters_given_without_decks_start_with_no_item_of_the_decks():
    rules = ruleset("road-goes-ever-on")
    prepared = rules.prepare({"starting": [ARAGORN, LEGOLAS]})
    default = rules.prepare({})
    assert (prepared["starting"], prepared["starting_items"]) == ([ARAGORN, LEGOLAS], [])
    assert (prepared["decks"], prepared["start_haven"]) == \
        (default["decks"], default["start_haven"])
    items = [{"id": "TW-206", "bearer": LEGOLAS}]
    assert rules.prepare({"starting": [ARAGORN, LEGOLAS], "starting_items": items})[
        "starting_items"] == items


@pytest.mark.not_a_rule("the set-up's deck beside decks as version 192 took it, as played")
def test_a_deck_not_shipped_beside_decks_is_refused_from_the_gate_and_unread_before():
    default = ruleset("road-goes-ever-on").prepare({})
    own = {k: default[k] for k in ("decks", "starting", "starting_items", "start_haven")}
    problem = ('deck must be one of default, golden-hoard, rings, under-deeps, not the text '
               '"elves"',)
    for rules in (ruleset("road-goes-ever-on"),
                  make_ruleset("road-goes-ever-on", CATALOG).at_version(str(ROAD_FROM))):
        assert refused(rules, {**own, "deck": "elves"}).problems == problem
    # Before, a setup giving decks played them and read no shipped deck; one without decks
    # played the deck it named, and no other.
    old = ruleset("road-goes-ever-on", ROAD_FROM)
    assert old.prepare({**own, "deck": "elves"}) == old.prepare(own)
    assert refused(old, {"deck": "elves"}).problems == problem


@pytest.mark.not_a_rule("the set-up as version 192 read it, as played")
def test_before_the_gate_the_shipped_deck_drops_a_start_given_without_decks():
    old = ruleset("road-goes-ever-on", ROAD_FROM)
    assert old.prepare({"start_haven": "TW-999", "deck": "default"}) == old.prepare({})
    assert old.prepare({"starting": [ARAGORN, LEGOLAS]}) == old.prepare({})
