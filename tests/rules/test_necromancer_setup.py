"""Guise of the Necromancer: the decks, the location deck and the starting company, each
violation named with its clause (GON-GEN-1, GON-SETUP-*, GON-RDECK-*, GON-HDECK-*)."""

from __future__ import annotations

import pytest

from domain.chronicle import Chronicle
from domain.errors import InvalidSetup
from domain.rulesets.guise_of_the_necromancer.state import INVESTIGATION
from tests.rules.necromancer_support import (
    CELEBORN,
    DOL_GULDUR,
    GALADRIEL,
    HALDIR,
    LORIEN,
    RADAGAST,
    RULESET,
    SAM,
    SARUMAN,
    default,
    fresh,
    problems,
)


def replaced(field: str, old: str, new: object) -> list[object]:
    """The default ``field`` with the entry named ``old`` replaced by ``new`` (dropped if
    None)."""
    out: list[object] = []
    for entry in default()[field]:
        if entry["name"] != old:
            out.append(entry)
        elif new is not None:
            out.append(new)
    return out


@pytest.mark.rule("GON-SETUP-8", "GON-SETUP-11", "GON-SETUP-15")
def test_the_default_decks_are_legal_and_the_company_starts_at_lorien():
    prepared = RULESET.prepare({})
    assert prepared["wizard"] == RADAGAST
    assert len(prepared["resources"]) == 31 and len(prepared["resource_sideboard"]) == 5
    assert len(prepared["hazards"]) == 30 and len(prepared["hazard_sideboard"]) == 5
    state = fresh()
    assert [(c.location, c.ids()) for c in state.companies] == \
        [(LORIEN, (RADAGAST, HALDIR, CELEBORN, SAM))]
    # Play begins with the starting decks only: 31 cards, 5 of them in hand.
    assert len(state.resource_deck) == 26 and len(state.hand) == 5
    assert len(state.hazard_deck) == 30 and state.stage == INVESTIGATION


@pytest.mark.rule("GON-SETUP-12")
def test_the_sideboards_stay_aside_while_the_game_goes_on():
    game = Chronicle.begin(RULESET, 7, {})
    state = game.table.rules
    assert [f.fact.data for f in game.records if f.fact.kind == "SideboardsSetAside"] == \
        [{"resources": 5, "hazards": 5}]
    assert len(state.resource_sideboard) == 5 and len(state.hazard_sideboard) == 5
    # Gandalf and Galadriel are in the sideboard only: neither can be drawn yet.
    assert GALADRIEL in state.resource_sideboard
    assert GALADRIEL not in state.resource_deck + state.hand


@pytest.mark.rule("GON-GEN-1")
def test_four_copies_of_a_hazard_break_the_standard_limit():
    hazards = replaced("hazards", "Huorn", {"name": "Wolves"})
    assert "CoE-1.3.1: the hazard deck has 4 copies of Wolves; at most 3 allowed" in \
        problems(hazards=hazards)


@pytest.mark.rule("GON-SETUP-1")
def test_the_players_wizard_is_a_wizard_but_not_saruman():
    assert "GON-SETUP-1: your Wizard may be any Wizard but Saruman" in \
        problems(wizard="Saruman")
    assert "GON-SETUP-1: Haldir (TW-164) is not a Wizard" in problems(wizard="Haldir")


@pytest.mark.rule("GON-SETUP-7")
def test_saruman_is_in_no_deck_and_out_of_play_at_the_start():
    sideboard = [*default()["resource_sideboard"], {"name": "Saruman"}]
    assert "GON-SETUP-7: Saruman starts out of play; he is in no deck" in \
        problems(resource_sideboard=sideboard)
    state = fresh()
    assert not state.in_play(SARUMAN) and RULESET.board(state)["saruman"] == "out of play"


@pytest.mark.rule("GON-SETUP-8")
def test_at_most_three_others_start_with_the_wizard_and_none_a_wizard():
    found = problems(company=["Haldir", "Orophin", "Sam Gamgee", "Fatty Bolger"])
    assert "GON-SETUP-8: the starting company has 4 characters besides the Wizard; at most 3" \
        in found
    assert "GON-SETUP-8: Gandalf is a Wizard; the others in the starting company are not" in \
        problems(company=["Gandalf"], resource_sideboard=replaced(
            "resource_sideboard", "Gandalf", {"name": "Alatar"}))


@pytest.mark.rule("GON-SETUP-9")
def test_two_non_unique_minor_items_at_most():
    assert "GON-SETUP-9: 3 starting items; at most 2" in \
        problems(items=[{"name": "Elven Cloak", "count": 3}])
    assert "GON-SETUP-9: Sting (TW-333) is not a non-unique minor item" in \
        problems(items=["Sting"])
    assert "GON-SETUP-9: Glamdring (TW-244) is not a non-unique minor item" in \
        problems(items=["Glamdring"])


@pytest.mark.rule("GON-SETUP-10")
def test_the_starting_company_fits_five_general_influence_and_the_wizards_ten():
    assert "GON-SETUP-10: the starting characters have 16 mind, more than the 15 influence " \
           "(5 general and the Wizard's direct)" in \
        problems(company=["Celeborn", "Faramir", "Beretar"])


@pytest.mark.rule("GON-SETUP-13")
def test_the_location_deck_needs_lorien_dol_guldur_and_isengard():
    sites = replaced("sites", "Isengard", None)
    assert "GON-SETUP-13: the location deck has no Isengard" in problems(sites=sites)


@pytest.mark.rule("GON-SETUP-14")
def test_at_most_six_other_non_haven_sites_one_copy_each():
    seven = ["Rhosgobel", "Weathertop", "Moria", "Goblin-gate", "Bree", "Edoras", "Ettenmoors"]
    found = problems(sites=[*default()["sites"], *seven, "Dol Guldur"])
    assert "GON-SETUP-14: the location deck has 2 copies of Dol Guldur; at most 1" in found
    assert "GON-SETUP-14: the location deck has 7 other non-haven sites; at most 6" in found


@pytest.mark.rule("GON-SETUP-15")
def test_havens_come_in_any_number_but_only_sites_and_regions_belong():
    legal = RULESET.prepare({**default(), "sites": [*default()["sites"], "Rivendell",
                                                    "Grey Havens"]})
    assert legal["sites"].count("TW-421") == 2
    assert "GON-SETUP-15: Wolves (TW-114) is neither a site nor a region" in \
        problems(sites=[*default()["sites"], "Wolves"])


@pytest.mark.rule("GON-RDECK-1")
def test_the_starting_deck_has_at_least_30_resources_and_characters():
    deck = replaced("resources", "Star-glass", None)
    assert "GON-RDECK-1: the resource/character starting deck has 28 cards; at least 30 are " \
           "needed" in problems(resources=deck)
    assert "GON-RDECK-1: Wolves (TW-114) is neither a resource nor a character" in \
        problems(resources=[*default()["resources"], "Wolves"])


@pytest.mark.rule("GON-RDECK-2")
def test_the_sideboard_has_at_least_five():
    sideboard = replaced("resource_sideboard", "Aragorn II", None)
    sideboard = [e for e in sideboard if e["name"] != "Glorfindel II"]
    assert "GON-RDECK-2: the resource/character sideboard has 3 cards; at least 5 are needed" \
        in problems(resource_sideboard=sideboard)


@pytest.mark.rule("GON-RDECK-3")
def test_no_gold_ring_or_ring_among_the_resources():
    found = problems(resources=[*default()["resources"], "Fair Gold Ring",
                                "Magic Ring of Lore"])
    assert "GON-RDECK-3: Fair Gold Ring (TW-231) is a ring" in found
    assert "GON-RDECK-3: Magic Ring of Lore (TW-272) is a ring" in found


@pytest.mark.rule("GON-RDECK-4")
def test_at_most_two_allied_wizards_in_the_starting_deck():
    deck = [*default()["resources"], "Alatar", "Pallando", "Gandalf"]
    sideboard = replaced("resource_sideboard", "Gandalf", None)
    assert "GON-RDECK-4: the starting deck has 3 allied Wizards; at most 2" in \
        problems(resources=deck, resource_sideboard=sideboard)


@pytest.mark.rule("GON-RDECK-5")
def test_no_wizard_twice():
    assert "GON-RDECK-5: Gandalf appears 2 times; no Wizard may be duplicated" in \
        problems(resources=[*default()["resources"], "Gandalf"])


@pytest.mark.rule("GON-RDECK-6")
def test_the_sideboard_needs_a_wizard_other_than_yours_and_saruman():
    sideboard = replaced("resource_sideboard", "Gandalf", {"name": "Radagast"})
    found = problems(resource_sideboard=sideboard)
    assert "GON-RDECK-6: the sideboard has no Wizard other than yours and Saruman" in found


@pytest.mark.rule("GON-RDECK-7")
def test_the_sideboard_needs_an_elf_lord():
    sideboard = [e for e in default()["resource_sideboard"]
                 if e["name"] not in ("Galadriel", "Elrond", "Glorfindel II")]
    sideboard += [{"name": "Orophin"}, {"name": "Arinmîr"}, {"name": "Annalena"}]
    assert "GON-RDECK-7: the sideboard has no Elf-lord (Círdan, Elrond, Galadriel, Thranduil, " \
           "Glorfindel II)" in problems(resource_sideboard=sideboard)


@pytest.mark.rule("GON-RDECK-8")
def test_no_elf_lord_starts_in_the_company_or_the_starting_deck():
    found = problems(company=["Galadriel"], resources=[*default()["resources"], "Círdan"])
    assert "GON-RDECK-8: Galadriel is an Elf-lord; Elf-lords start only in the sideboard" in \
        found
    assert "GON-RDECK-8: Círdan is an Elf-lord; Elf-lords start only in the sideboard" in found


@pytest.mark.rule("GON-RDECK-9")
def test_two_or_three_rescue_prisoners():
    deck = replaced("resources", "Rescue Prisoners", {"name": "Rescue Prisoners"})
    assert problems(resources=[*deck, "Elf-stone", "Elf-stone"]) == [
        "GON-RDECK-9: the starting deck and sideboard have 1 Rescue Prisoners; 2 or 3 are "
        "needed"]


@pytest.mark.rule("GON-HDECK-1", "GON-HDECK-2")
def test_thirty_hazards_and_a_sideboard_of_five_exactly():
    found = problems(hazards=[*default()["hazards"], "Wolves"],
                     hazard_sideboard=default()["hazard_sideboard"][:-1])
    assert "GON-HDECK-1: the hazard starting deck has 31 cards, not 30" in found
    assert "GON-HDECK-2: the hazard sideboard has 4 cards, not 5" in found


@pytest.mark.rule("GON-HDECK-3")
def test_two_creatures_keyed_to_each_non_haven_site_none_counted_twice():
    hazards = replaced("hazards", "Orc-guard", {"name": "Wolves"})
    found = problems(hazards=hazards)
    # Orc-patrol can be keyed to Dol Guldur (a dark-hold) and to Isengard (ruins and lairs):
    # three of them cover one site, not both at once with the Orc-warriors.
    assert [p for p in found if p.startswith("GON-HDECK-3")] == []
    no_dark_hold = [e for e in default()["hazards"]
                    if e["name"] not in ("Orc-guard", "Orc-patrol")]
    no_dark_hold += [{"name": "Wolves"}, {"name": "Brigands", "count": 3},
                     {"name": "Huorn", "count": 1}]
    assert "GON-HDECK-3: 0 creatures of the hazard starting deck can be keyed to Dol Guldur; " \
           "2 are needed" in problems(hazards=no_dark_hold)


@pytest.mark.rule("GON-HDECK-4")
def test_three_nazgul_besides_the_site_creatures():
    hazards = replaced("hazards", "Dwar of Waw", {"name": "Huorn"})
    assert "GON-HDECK-4: the hazard starting deck has 2 Nazgûl, not 3" in \
        problems(hazards=hazards)


@pytest.mark.rule("GON-HDECK-5")
def test_ten_hazard_events_four_of_them_corruption_cards():
    hazards = replaced("hazards", "Lure of Creation", {"name": "Huorn"})
    assert "GON-HDECK-5: the hazard starting deck has 9 hazard events, not 10" in \
        problems(hazards=hazards)
    fewer = [e for e in default()["hazards"]
             if e["name"] not in ("Lure of Creation", "Lure of Expedience")]
    fewer += [{"name": "Lost in Dark-domains", "count": 2}]
    assert problems(hazards=fewer) == ["GON-HDECK-5: the hazard starting deck has 2 corruption "
                                       "cards; at least 4 are needed"]


@pytest.mark.rule("GON-HDECK-6", "GON-HDECK-7")
def test_no_permanent_events_but_corruption_and_nazgul_no_long_events_or_environments():
    found = problems(hazard_sideboard=["The One Ring", "The One Ring", "Eye of Sauron",
                                       "Doors of Night", "Siege"])
    assert "GON-HDECK-7: Eye of Sauron (TW-32) is a hazard long-event" in found
    assert "GON-HDECK-7: Doors of Night (TW-28) is an environment card" in found
    assert "GON-HDECK-6: Siege (TW-87) is a hazard permanent-event that is neither a " \
           "corruption card nor a Nazgûl" in found


@pytest.mark.rule("GON-HDECK-8")
def test_the_remaining_slots_take_any_hazards():
    hazards = replaced("hazards", "Huorn", {"name": "Cave-drake"})
    assert RULESET.prepare({**default(), "hazards": hazards})["hazards"].count("TW-20") == 1


@pytest.mark.rule("GON-HDECK-9", "GON-HDECK-10")
def test_two_copies_of_the_one_ring_or_gold_rings_in_the_hazard_sideboard():
    sideboard = replaced("hazard_sideboard", "The One Ring", {"name": "Brigands"})
    assert "GON-HDECK-9: the hazard sideboard has 0 copies of The One Ring, not 2" in \
        problems(hazard_sideboard=sideboard)
    gold = replaced("hazard_sideboard", "The One Ring", {"name": "Fair Gold Ring",
                                                         "count": 2})
    assert RULESET.prepare({**default(), "hazard_sideboard": gold})["hazard_sideboard"][:2] \
        == ["TW-231", "TW-231"]


@pytest.mark.rule("GON-SETUP-1")
def test_an_unknown_field_and_a_missing_wizard_are_named_before_the_default_stood_in():
    """Before SETUP_OPTIONS_FROM a set-up without ``deck`` gave every part; since, the
    default's Wizard stands for one not given (``test_setup_options``)."""
    setup = default()
    del setup["wizard"]
    with pytest.raises(InvalidSetup) as caught:
        RULESET.at_version("114").prepare({**setup, "colour": "red"})
    assert "unknown setup field \"colour\"" in caught.value.problems
    assert "GON-SETUP-1: the setup names no Wizard ('wizard')" in caught.value.problems


@pytest.mark.not_a_rule("catalog facts")
def test_sites_are_known_by_id():
    assert {LORIEN, DOL_GULDUR} <= set(RULESET.prepare({})["sites"])
