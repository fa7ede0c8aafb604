"""The Road Goes Ever On: the encounter tables of Appendices 2 and 3 as data.

Each expected row is written here from the rules document, not read from the table file, so
the shipped data is checked against the rules, roll by roll."""

from __future__ import annotations

import copy

import pytest

from domain.rulesets.road_goes_ever_on.tables import (
    TableError,
    default_documents,
    load_tables,
)

ROWS = [
    ("border-hold", 2, "Night Curfew", "site-untappable", "RGO-SITE-BH-2"),
    ("border-hold", 3, "Busy Market", "market", "RGO-SITE-BH-3"),
    ("border-hold", 4, "Local Rumours", "untap-site", "RGO-SITE-BH-4"),
    ("border-hold", 5, "Attacked", "attacked", "RGO-SITE-BH-5"),
    ("border-hold", 6, "Training", "training", "RGO-SITE-BH-6"),
    ("border-hold", 7, "A Merry Old Inn", "inn", "RGO-SITE-BH-7"),
    ("border-hold", 11, "All Quiet", "usual", "RGO-SITE-BH-8"),
    ("dark-hold", 2, "Secret Passage", "secret-passage", "RGO-SITE-DH-2"),
    ("dark-hold", 3, "Minions Incited", "automatic-attack", "RGO-SITE-DH-3"),
    ("dark-hold", 4, "Despair", "despair", "RGO-SITE-DH-4"),
    ("dark-hold", 5, "Lost in the Darkness", "lost", "RGO-SITE-DH-5"),
    ("dark-hold", 6, "Attacked", "attacked", "RGO-SITE-DH-6"),
    ("dark-hold", 7, "Minions Roused", "automatic-attack", "RGO-SITE-DH-7"),
    ("dark-hold", 8, "Automatic Attack", "usual", "RGO-SITE-DH-8"),
    ("ruins-and-lairs", 2, "Denizens Incited", "automatic-attack", "RGO-SITE-RL-2"),
    ("ruins-and-lairs", 3, "Secret Passage", "secret-passage", "RGO-SITE-RL-3"),
    ("ruins-and-lairs", 4, "Lost in Tunnels", "lost", "RGO-SITE-RL-4"),
    ("ruins-and-lairs", 5, "Denizens Roused", "automatic-attack", "RGO-SITE-RL-5"),
    ("ruins-and-lairs", 6, "Traps", "traps", "RGO-SITE-RL-6"),
    ("ruins-and-lairs", 7, "Attacked", "attacked", "RGO-SITE-RL-7"),
    ("ruins-and-lairs", 12, "Automatic Attack", "usual", "RGO-SITE-RL-8"),
    ("shadow-hold", 2, "Secret Passage", "secret-passage", "RGO-SITE-SH-2"),
    ("shadow-hold", 3, "Minions Incited", "automatic-attack", "RGO-SITE-SH-3"),
    ("shadow-hold", 4, "Despair", "despair", "RGO-SITE-SH-4"),
    ("shadow-hold", 5, "Lost in the Darkness", "lost", "RGO-SITE-SH-5"),
    ("shadow-hold", 6, "Attacked", "attacked", "RGO-SITE-SH-6"),
    ("shadow-hold", 7, "Minions Roused", "automatic-attack", "RGO-SITE-SH-7"),
    ("shadow-hold", 9, "Automatic Attack", "usual", "RGO-SITE-SH-8"),
    ("inn", 2, "Thief", "strike-steals-item", "RGO-INN-2"),
    ("inn", 3, "Mercenaries", "strikes", "RGO-INN-3"),
    ("inn", 4, "The Watch", "strikes", "RGO-INN-4"),
    ("inn", 5, "A Round of Drinks", "nothing", "RGO-INN-5"),
    ("inn", 6, "A Short Rest", "extra-draw", "RGO-INN-6"),
    ("inn", 7, "Hospitality", "remove-hazard-permanent", "RGO-INN-7"),
    ("inn", 8, "A Chance Meeting", "chance-meeting", "RGO-INN-8"),
    ("inn", 9, "Horses", "hazard-limit-discard", "RGO-INN-9"),
    ("inn", 10, "Songs and Tales", "song-search", "RGO-INN-10"),
    ("inn", 11, "Smoke Rings", "smoke-rings", "RGO-INN-11"),
    ("inn", 12, "Important News", "new-quest", "RGO-INN-12"),
    ("tavern", 2, "Pickpocket", "strike-steals-item", "RGO-TAV-2"),
    ("tavern", 3, "The Watch", "strikes", "RGO-TAV-3"),
    ("tavern", 4, "A Round of Drinks", "nothing", "RGO-TAV-4"),
    ("tavern", 5, "Local Rumours", "untap-site", "RGO-TAV-5"),
    ("tavern", 6, "News and Gossip", "look-top", "RGO-TAV-6"),
    ("tavern", 7, "Hospitality", "remove-hazard-permanent", "RGO-TAV-7"),
    ("tavern", 8, "Songs and Tales", "song-search", "RGO-TAV-8"),
    ("tavern", 9, "A Chance Meeting", "chance-meeting", "RGO-TAV-9"),
    ("tavern", 10, "Smoke Rings", "smoke-rings", "RGO-TAV-10"),
    ("tavern", 11, "Merry Meal", "merry-meal", "RGO-TAV-11"),
    ("tavern", 12, "New Quest", "new-quest", "RGO-TAV-12"),
    ("dragon", 3, "Fiery Breath", "fiery-breath", "RGO-DRTAB-1"),
    ("dragon", 5, "Dragon's Blood", "dragons-blood", "RGO-DRTAB-2"),
    ("dragon", 6, "Flee in Terror", "flee-in-terror", "RGO-DRTAB-3"),
    ("dragon", 7, "Claws as Sharp as Spears", "dragon-modifiers", "RGO-DRTAB-4"),
    ("dragon", 10, "The Dragon Attacks", "dragon-modifiers", "RGO-DRTAB-5"),
    ("dragon", 12, "A Scale Missing", "dragon-modifiers", "RGO-DRTAB-6"),
]


@pytest.mark.parametrize(
    ("table", "roll", "name", "effect", "clause"),
    [pytest.param(*row, marks=pytest.mark.rule(row[4]), id=f"{row[0]}-{row[1]}") for row in ROWS],
)
def test_each_table_row_reads_as_the_rules_say(table: str, roll: int, name: str, effect: str,
                                               clause: str) -> None:
    row = load_tables()[table].lookup(roll)
    assert (row.name, row.effect, row.clause) == (name, effect, clause)


@pytest.mark.rule("RGO-INN-2", "RGO-INN-3", "RGO-INN-4", "RGO-TAV-2", "RGO-TAV-3")
def test_strike_rows_carry_their_prowess_and_strikes() -> None:
    tables = load_tables()
    assert tables["inn"].lookup(2).params == {"strikes": 1, "prowess": 15}
    assert tables["inn"].lookup(3).params == {"strikes": 2, "prowess": 11}
    assert tables["inn"].lookup(4).params == {"strikes": 2, "prowess": 7, "detainment": True}
    assert tables["tavern"].lookup(2).params == {"strikes": 1, "prowess": 11}
    assert tables["tavern"].lookup(3).params == {"strikes": 2, "prowess": 7, "detainment": True}


@pytest.mark.rule("RGO-INN-2", "RGO-INN-12", "RGO-TAV-12")
def test_rolls_beyond_the_table_read_as_its_end_rows() -> None:
    """"2 (or less)" and "12+": a roll modified below 2 or above 12 keeps to the end rows."""
    tables = load_tables()
    assert tables["inn"].lookup(0).name == "Thief"
    assert tables["inn"].lookup(14).name == "Important News"
    assert tables["tavern"].lookup(13).name == "New Quest"
    assert tables["shadow-hold"].lookup(14).name == "Automatic Attack"


@pytest.mark.rule("RGO-SITE-DH-3", "RGO-SITE-DH-7", "RGO-SITE-RL-2", "RGO-SITE-RL-5",
                  "RGO-SITE-SH-3", "RGO-SITE-SH-7", "RGO-SITE-DH-4", "RGO-SITE-SH-4")
def test_modified_automatic_attacks_and_despair_carry_their_numbers() -> None:
    tables = load_tables()
    assert tables["dark-hold"].lookup(3).param("strikes_factor") == 2
    assert tables["dark-hold"].lookup(7).param("prowess_bonus") == 2
    assert tables["ruins-and-lairs"].lookup(2).param("strikes_factor") == 2
    assert tables["ruins-and-lairs"].lookup(5).param("prowess_bonus") == 1
    assert tables["shadow-hold"].lookup(3).param("strikes_factor") == 2
    assert tables["shadow-hold"].lookup(7).param("prowess_bonus") == 1
    assert tables["dark-hold"].lookup(4).param("modifier") == -1
    assert tables["shadow-hold"].lookup(4).param("modifier") == 0


@pytest.mark.rule("RGO-SITE-DH-5", "RGO-SITE-RL-4", "RGO-SITE-SH-5")
def test_lost_rows_name_who_may_tap_to_find_the_way() -> None:
    tables = load_tables()
    assert tables["dark-hold"].lookup(5).param("unless") == ["scout"]
    assert tables["ruins-and-lairs"].lookup(4).param("unless") == ["scout"]
    assert tables["shadow-hold"].lookup(5).param("unless") == ["scout", "wizard"]


SITE_RULES = [
    ("Bree", "search-and-play", "RGO-SITE-BH-S1"),
    ("Dale", "inn-table", "RGO-SITE-BH-S2"),
    ("Dale", "market-items", "RGO-SITE-BH-S3"),
    ("Lake-town", "hazard-limit-discard", "RGO-SITE-BH-S4"),
    ("Lond Galen", "hazard-limit-discard", "RGO-SITE-BH-S5"),
    ("Isengard", "saruman-sanctuary", "RGO-SITE-RL-S1"),
    ("Moria", "tap-to-pass", "RGO-SITE-SH-S2"),
    ("Moria", "several-items", "RGO-SITE-SH-S3"),
]


@pytest.mark.parametrize(
    ("site", "effect", "clause"),
    [pytest.param(*r, marks=pytest.mark.rule(r[2]), id=f"{r[0]}-{r[1]}") for r in SITE_RULES],
)
def test_individual_site_rules_are_listed_with_their_clause(site: str, effect: str,
                                                            clause: str) -> None:
    rules = load_tables().rules_for(site, effect)
    assert [r.clause for r in rules] == [clause]


@pytest.mark.rule("RGO-SITE-RL-S6")
def test_the_white_towers_rule_is_kept_as_data_for_information_cards() -> None:
    # No card of the Council of Elrond database is an information resource, so the rule has
    # nothing to make playable; it is kept, with its clause, for a user's own cards.
    rules = load_tables().rules_for("The White Towers", "information-by-tap")
    assert [r.clause for r in rules] == ["RGO-SITE-RL-S6"]


@pytest.mark.rule("RGO-SITE-BH-S2", "RGO-SITE-BH-S3", "RGO-SITE-BH-S4", "RGO-SITE-BH-S5")
def test_border_hold_site_rules_carry_their_numbers() -> None:
    tables = load_tables()
    assert tables.rules_for("Dale", "inn-table")[0].param("use") == "tavern"
    assert tables.rules_for("Dale", "market-items")[0].param("minor_items") == 2
    lake = tables.rules_for("Lake-town", "hazard-limit-discard")[0]
    assert (lake.param("reduction"), lake.param("destination")) == (2, "Dale")
    lond = tables.rules_for("Lond Galen", "hazard-limit-discard")[0]
    assert (lond.param("reduction"), lond.param("path_region_type")) == (1, "coastal-sea")


@pytest.mark.not_a_rule("setup option: a player's own table")
def test_a_player_can_swap_in_their_own_table() -> None:
    mine = copy.deepcopy(default_documents()["inn"])
    mine["rows"][3]["name"] = "A Quiet Pint"
    tables = load_tables({"inn": mine})
    assert tables["inn"].lookup(5).name == "A Quiet Pint"
    assert load_tables()["inn"].lookup(5).name == "A Round of Drinks"


@pytest.mark.not_a_rule("table file validation")
def test_a_bad_table_file_is_refused_naming_file_row_and_field() -> None:
    mine = copy.deepcopy(default_documents()["tavern"])
    mine["rows"][6]["effect"] = "free-ale"
    with pytest.raises(TableError) as err:
        load_tables({"tavern": mine})
    assert str(err.value).startswith("tables/tavern.json (player's file): row 7: field 'effect': "
                                     "unknown effect 'free-ale'")


@pytest.mark.not_a_rule("table file validation")
def test_a_table_with_a_gap_is_refused() -> None:
    mine = copy.deepcopy(default_documents()["dragon"])
    del mine["rows"][1]
    with pytest.raises(TableError) as err:
        load_tables({"dragon": mine})
    assert "row 2: field 'min': rows must cover the rolls in order without gaps: expected " \
           "this row to start at 5" in str(err.value)


@pytest.mark.not_a_rule("table file validation")
def test_a_row_without_a_clause_is_refused() -> None:
    mine = copy.deepcopy(default_documents()["border-hold"])
    del mine["rows"][0]["clause"]
    with pytest.raises(TableError) as err:
        load_tables({"border-hold": mine})
    assert "row 1: field 'clause': missing" in str(err.value)


@pytest.mark.not_a_rule("table file validation")
def test_an_unknown_table_name_is_refused() -> None:
    with pytest.raises(TableError) as err:
        load_tables({"brothel": {}})
    assert err.value.problems[0].startswith("tables: 'brothel' is not a table of this ruleset")
