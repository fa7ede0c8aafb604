"""The Road Goes Ever On from version ``ITEM_FACTS_FROM`` (items_in_play.py): an item brought
into play carries the catalog's item facts in its fact's ``item`` data, as There and Back Again
4 plays them: one item of each kind in use, maxima, a race's or a warrior's bonus, a blade's
bonus against Orcs counted in the strike. The versions before replay with the printed
modifiers: their exports still verify."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from domain.chronicle import Chronicle, verify
from domain.engine import items
from domain.engine.characters import Character
from domain.engine.combat import Attack, StrikeModifiers
from domain.export import parse_export
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import dragons
from domain.rulesets.road_goes_ever_on.combat import resolve_strike
from domain.rulesets.road_goes_ever_on.items_in_play import ITEM_FACTS_FROM, item_data
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, Quest, State, item_from_json
from tests.rules.rgo_support import card, company, state

FIXTURES = Path(__file__).parent / "fixtures"
ARAGORN, BILBO = "TW-120", "TW-131"
NOW, BEFORE = str(ITEM_FACTS_FROM), str(ITEM_FACTS_FROM - 1)


def played(rgo: RoadGoesEverOn, version: str, item: str, bearer: str,
           *characters: str) -> tuple[Context[State], Character]:
    """``item`` brought into play on ``bearer`` at Moria by the ruleset's own action: a minor
    item played from the hand, a major or greater one taken from the Quest Display.
    ``characters``: the company (Aragorn II and Legolas when none are named)."""
    ruleset = rgo.at_version(version)
    moria = card(rgo, "Moria")
    start = state(rgo, site=moria, phase=SITE, explored=True)
    if characters:
        start = replace(start, characters=company(rgo, *characters))
    if rgo.catalog.get(item).item_class == "minor":
        start, action = replace(start, hand=(item,)), f"play-item:{item}:{bearer}"
    else:
        start, action = replace(start, display=(Quest(item, (moria,)),)), \
            f"take-quest:{item}:{bearer}"
    ctx = Context(ruleset, Table(1, {}, start))
    ruleset.decide(ctx, action, {})
    found = ctx.state.character(bearer)
    assert found is not None
    return ctx, found


def strike_items(facts: list[Fact]) -> list[tuple[str, int]]:
    """The items' lines of the strike check: (source, amount)."""
    check = next(f for f in facts if f.kind == "StrikeResolved")["check"]
    return [(m["source"], m["amount"]) for m in check["modifiers"]
            if m["source"].startswith("card:") and m["source"] != f"card:{ARAGORN}"]


@pytest.mark.rule("CoE-6.1", "CoE-2.V.4")
def test_the_played_item_records_its_kind_and_bonuses_from_the_version_on(
        rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= ITEM_FACTS_FROM
    sting = card(rgo, "Sting")
    ctx, _ = played(rgo, NOW, sting, ARAGORN)
    item = next(f for f in ctx.facts if f.kind == "ItemPlayed")["item"]
    assert (item["kind"], item["bonuses"]) == ("weapon", [
        {"stat": "prowess", "amount": 1, "maximum": 8},
        {"stat": "prowess", "amount": 2, "maximum": 8, "bearer_race": "Hobbit"}])
    ctx, _ = played(rgo, BEFORE, sting, ARAGORN)
    item = next(f for f in ctx.facts if f.kind == "ItemPlayed")["item"]
    assert "kind" not in item and "bonuses" not in item


@pytest.mark.rule("CoE-6.1")
def test_a_hobbits_sting_and_a_warriors_sword(rgo: RoadGoesEverOn) -> None:
    sting, sword = card(rgo, "Sting"), card(rgo, "Sword of Gondolin")
    assert played(rgo, NOW, sting, BILBO, "Bilbo")[1].effective_prowess == 1 + 2
    assert played(rgo, BEFORE, sting, BILBO, "Bilbo")[1].effective_prowess == 1 + 1
    assert played(rgo, NOW, sword, BILBO, "Bilbo")[1].effective_prowess == 1  # warrior only
    assert played(rgo, BEFORE, sword, BILBO, "Bilbo")[1].effective_prowess == 1 + 2


@pytest.mark.rule("CoE-6.1", "CoE-3.iv.6")
def test_orcrist_reaches_ten_in_a_strike_by_orcs_and_nine_otherwise(
        rgo: RoadGoesEverOn) -> None:
    orcrist = card(rgo, "Orcrist")
    for version, by_orcs, by_wolves in ((NOW, 4, 3), (BEFORE, 3, 3)):
        for creature, expected in (("Orc-patrol", by_orcs), ("Wolves", by_wolves)):
            ctx, _ = played(rgo, version, orcrist, ARAGORN)
            attack = Attack.from_creature(rgo.catalog.find(creature), 2)
            resolve_strike(ctx, ARAGORN, attack, StrikeModifiers())
            assert strike_items(ctx.facts) == [(f"card:{orcrist}", expected)], (version,
                                                                                 creature)


@pytest.mark.rule("CoE-6.1.3")
def test_one_weapon_in_use_and_armour_and_shield_add_under_their_maxima(
        rgo: RoadGoesEverOn) -> None:
    aragorn = company(rgo, "Aragorn II")[0]
    # Two blades of equal printed prowess: the first borne is the one in use (CoE 6.1.3).
    for name in ("Orcrist", "Glamdring", "Hauberk of Bright Mail", "Great-shield of Rohan"):
        # As the fold reads the item data the ruleset records (state.item_from_json).
        aragorn = aragorn.with_item(item_from_json(item_data(rgo.catalog.find(name), NOW)))
    assert [(i.name, p, b) for i, p, b in aragorn.item_sources("")] == [
        ("Orcrist", 3, 0), ("Hauberk of Bright Mail", 0, 0), ("Great-shield of Rohan", 0, 0)]
    # 6 + 3 prowess up to 9; body 9 already: the hauberk and the shield raise it up to 9 only.
    assert (aragorn.effective_prowess, aragorn.effective_body) == (9, 9)
    assert aragorn.prowess_against("Orcs") == 10


@pytest.mark.rule("RGO-DRTAB-1")
def test_a_breath_counts_shields_and_helmets_by_kind_with_the_facts(
        rgo: RoadGoesEverOn) -> None:
    bard = Character.from_card(rgo.catalog.find("Bard Bowman"))
    for version, counted in ((NOW, 1), (BEFORE, 2)):
        worn = bard
        for name in ("Hauberk of Bright Mail", "Great-shield of Rohan"):
            worn = worn.with_item(items.in_play(rgo.catalog.find(name), version,
                                                ITEM_FACTS_FROM))
        # Without the facts every item adding body was taken for a shield or helmet.
        assert dragons.armour(worn) == counted


@pytest.mark.rule("RGO-DECK-3")
def test_a_new_games_starting_dagger_is_a_weapon_up_to_eight(rgo: RoadGoesEverOn) -> None:
    game = Chronicle.begin(rgo, 1, {})
    borne = next(r for r in game.records if r.kind == "StartingItemBorne")
    assert (borne.data["character"], borne.data["item"]["kind"],
            borne.data["item"]["bonuses"]) == (
        ARAGORN, "weapon", [{"stat": "prowess", "amount": 1, "maximum": 8}])


@pytest.mark.rule("RGO-DECK-3", "CoE-6.1")
def test_a_road_goes_ever_on_game_of_version_22_verifies_as_played(
        rgo: RoadGoesEverOn) -> None:
    records = parse_export(json.loads(
        (FIXTURES / "road-goes-ever-on-version-22-seed-3.json").read_text("utf-8")))
    verdict = verify(rgo, records)
    assert verdict.ok, verdict.difference
    assert (records[0].data["ruleset_version"], verdict.events) == ("22", len(records))
    borne = next(r for r in records if r.kind == "StartingItemBorne")
    assert dict(borne.data["item"]) == {
        "card_id": "TW-206", "name": "Dagger of Westernesse", "item_class": "minor",
        "prowess_mod": 1, "body_mod": 0, "corruption_points": 1}
