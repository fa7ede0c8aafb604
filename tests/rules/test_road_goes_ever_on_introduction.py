"""The Road Goes Ever On: the second edition's changes listed in its introduction (RGO-INTRO-*)
— no Inn or Environment deck, the Inn reached through the encounter tables, Havens without a
site table, and the tokens the board shows."""

from __future__ import annotations

import pytest

from domain.rulesets.road_goes_ever_on import decks, tables
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import state


@pytest.mark.rule("RGO-INTRO-2", "RGO-INTRO-4")
def test_there_is_no_inn_deck_and_no_environment_deck(rgo) -> None:  # type: ignore[no-untyped-def]
    _, problems = decks.check_decks(rgo.catalog, {"inn": [], "environment": []}, [])
    unknown = [(p.deck, p.rule) for p in problems if p.message.startswith("unknown deck")]
    assert unknown == [("environment", "RGO-GEN-1"), ("inn", "RGO-GEN-1")]
    assert decks.DECK_NAMES == ("player", "hazard", "long_event", "sites", "quest")


@pytest.mark.rule("RGO-INTRO-2")
def test_the_inn_is_reached_through_a_border_hold_encounter() -> None:
    row = tables.load_tables()["border-hold"].lookup(7)
    assert (row.name, row.effect, row.clause) == ("A Merry Old Inn", "inn", "RGO-SITE-BH-7")
    assert "inn" in tables.ROLL_TABLES and "tavern" in tables.ROLL_TABLES


@pytest.mark.rule("RGO-INTRO-5")
def test_havens_and_free_holds_have_no_site_encounter_table() -> None:
    found = {t: tables.table_for_site_type(t) for t in
             ("haven", "free-hold", "border-hold", "ruins-and-lairs")}
    assert found == {"haven": None, "free-hold": None, "border-hold": "border-hold",
                     "ruins-and-lairs": "ruins-and-lairs"}


@pytest.mark.rule("RGO-INTRO-6")
def test_the_board_shows_shadow_courage_and_skill_tokens(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn = state(rgo).characters[0].card_id
    s: State = state(rgo, shadow=4, courage_tokens=((aragorn, 2),),
                     skill_tokens=((aragorn, 1),))
    board = rgo.board(s)
    first = board["company"][0]
    assert (board["shadow"], first["courage_tokens"], first["skill_tokens"]) == (4, 2, 1)
    assert board["company"][1]["courage_tokens"] == 0
