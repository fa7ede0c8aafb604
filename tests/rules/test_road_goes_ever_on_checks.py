"""The Road Goes Ever On, version 2: every strike, body, corruption and trap roll records its
check with each modifier's source; version 1 replays with its bare numbers. Seed 0 of the
starter set-up, played by the automatic player."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.engine.characters import Character, Item
from domain.engine.checks import recompute
from domain.ruleset import Context, Table, make_ruleset
from domain.rulesets.road_goes_ever_on.combat import body_check
from domain.rulesets.road_goes_ever_on.state import State

RULES = make_ruleset("road-goes-ever-on", starter_catalog())


def played(version: str, until: int = 72) -> Chronicle:
    start = {**Chronicle.begin(RULES, 0, {}).records[0].data, "ruleset_version": version}
    game = Chronicle.open(RULES, start)
    while game.version < until and game.result() is None:
        game.decide(*game.ruleset.policy(game.table.rules, game.actions()))
    return game


@pytest.mark.rule("RGO-HAZ-2")
def test_a_strike_and_a_corruption_check_record_every_modifier() -> None:
    # Aragorn sets out alone from Rivendell (the automatic player splits the company): the
    # first strike falls on Legolas, a later one on Aragorn with his dagger.
    game = played("2", until=100)
    strike, armed = [r for r in game.records if r.kind == "StrikeResolved"][:2]
    assert strike.data["check"] == {
        "dice": [4, 2], "roll": {"stream": "dice", "index": 4},
        "modifiers": [{"amount": 5, "source": "card:TW-168", "why": "Legolas's prowess",
                       "clause": "CoE-3.iv.6"}],
        "total": 11, "target": 10, "passes": "above", "passed": True}
    assert armed.data["check"] == {
        "dice": [1, 2], "roll": {"stream": "dice", "index": 8},
        "modifiers": [
            {"amount": 6, "source": "card:TW-120", "why": "Aragorn II's prowess",
             "clause": "CoE-3.iv.6"},
            {"amount": 1, "source": "card:TW-206", "why": "Dagger of Westernesse in use",
             "clause": "CoE-6.1"}],
        "total": 10, "target": 5, "passes": "above", "passed": True}
    corruption = next(r for r in game.records if r.kind == "CorruptionChecked")
    assert corruption.data["check"] == {
        "dice": [5, 1], "roll": {"stream": "dice", "index": 6}, "modifiers": [], "total": 6,
        "target": 1, "passes": "above", "passed": True}
    assert recompute(strike.data["check"]) == []
    assert recompute(armed.data["check"]) == []


@pytest.mark.not_a_rule("how an older version recorded its checks")
def test_a_version_1_game_replays_with_bare_numbers() -> None:
    old, new = played("1"), played("2")
    assert old.ruleset.played == "1" and new.ruleset.played == "2"
    bare = [r for r in old.records if r.kind == "StrikeResolved"]
    explained = [r for r in new.records if r.kind == "StrikeResolved"]
    assert bare and all("check" not in r.data for r in bare)
    assert [dict(r.data) for r in bare] == [
        {k: v for k, v in r.data.items() if k != "check"} for r in explained[:len(bare)]]


@pytest.mark.rule("RGO-TARGET-2")
def test_a_random_strike_target_names_the_characters_it_was_picked_among() -> None:
    old, new = played("1", until=400), played("2", until=400)
    picks = [r for r in new.records
             if r.kind == "RandomPicked" and str(r.data["purpose"]).startswith("a strike of")]
    assert picks
    for pick in picks:
        among = pick.data["candidates"]
        assert isinstance(among, list) and len(among) == pick.data["among"]
        assert among[int(pick.data["value"])] == pick.data["chosen"]  # type: ignore[arg-type]
    assert not any("candidates" in r.data for r in old.records if r.kind == "RandomPicked")


@pytest.mark.rule("RGO-HAZ-2")
def test_an_eliminated_characters_item_passes_to_a_companion_as_a_fact_of_its_own() -> None:
    glamdring = Item.from_card(RULES.catalog.find("Glamdring"))
    aragorn, legolas = (Character.from_card(RULES.catalog.find(n))
                        for n in ("Aragorn II", "Legolas"))
    aragorn = replace(aragorn.with_item(glamdring), state="wounded")
    start = State(options={"tables": {}, "dragon_table": True}, turn=1,
                  site=RULES.catalog.find("Rivendell").id, characters=(aragorn, legolas))
    for seed in range(100):  # the first seed whose body check fails: 2D6 + 1 > 9
        ctx = Context(RULES, Table(seed, {}, start))
        if body_check(ctx, aragorn.card_id, wounded_before=True, reason="a test"):
            break
    facts = [(f.kind, f.rule, dict(f.data)) for f in ctx.facts
             if f.kind in ("ItemPassed", "CharacterEliminated")]
    assert facts[0] == ("ItemPassed", "CoE-3.I.2", {"item": glamdring.card_id,
                                                    "origin": aragorn.card_id,
                                                    "to": legolas.card_id})
    assert facts[1][0] == "CharacterEliminated" and facts[1][2]["heirs"] == {}
    heir = ctx.state.character(legolas.card_id)
    assert heir is not None and heir.bears(glamdring.card_id)


@pytest.mark.rule("RGO-QUEST-6", "RGO-LONG-2")
def test_the_quest_and_long_event_rolls_say_what_they_needed_even_when_nothing_follows() -> None:
    game = played("2", until=400)
    quest = [r for r in game.records if r.kind == "QuestRolled"]
    long_events = [r for r in game.records if r.kind == "LongEventRolled"]
    assert quest and long_events
    for record, key in [*((r, "draws") for r in quest), *((r, "plays") for r in long_events)]:
        made = record.data["check"]
        assert isinstance(made, dict) and (made["target"], made["passes"]) == (8, "at least")
        assert record.data[key] is made["passed"] and recompute(made) == []
    assert not any(r.kind in ("QuestRolled", "LongEventRolled") for r in played("1").records)
