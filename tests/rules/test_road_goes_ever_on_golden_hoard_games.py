"""Golden-hoard games (the shipped golden-hoard deck, the Council of Elrond card database) on
three readings of The Dragons' rules in The Road Goes Ever On: the Fiery Breath counts the
shield and the helmet a character uses, one of each kind (from version 241,
``dragons.ARMOUR_IN_USE_SINCE``); an At Home's kill points cite BA-CLAR-1 (from 241,
``combat.HOME_POINTS_CITED_SINCE``); a hoard item away from a hoard is refused by its TD-HOARD
clause. Games of 240 replay as played."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from domain.cards import load_catalog
from domain.chronicle import Chronicle, Record, start_data
from domain.engine import dragons as insert
from domain.engine.characters import Item
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import make_ruleset
from domain.rulesets.road_goes_ever_on import combat, dragons, tables
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import at_version, company, run, state

NOW, BEFORE = str(dragons.ARMOUR_IN_USE_SINCE), str(dragons.ARMOUR_IN_USE_SINCE - 1)
#: The same gate for an At Home's kill points.
POINTS_NOW, POINTS_BEFORE = (str(combat.HOME_POINTS_CITED_SINCE),
                             str(combat.HOME_POINTS_CITED_SINCE - 1))
GH = Path(__file__).parents[2] / "seeds" / "decks" / "road-goes-ever-on" / "golden-hoard.json"


@pytest.fixture(scope="module")
def coe(coe_cards_path: Path) -> RoadGoesEverOn:
    ruleset = make_ruleset("road-goes-ever-on", load_catalog(coe_cards_path))
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset


@cache
def gh_decks() -> dict[str, list[str]]:
    """The golden-hoard deck's lists, copies written out."""
    deck = json.loads(GH.read_text())
    return {part: [e["id"] for e in deck[part] for _ in range(e.get("copies", 1))]
            for part in ("player", "hazard", "long_event", "sites", "quest")}


def gh(**changes: Any) -> dict[str, Any]:
    return {"deck": "golden-hoard", "golden_hoard": True, **changes}


def fiery_breath_only() -> tables.RollTable:
    """The shipped Dragon table, every roll reading as its Fiery Breath row."""
    row = next(r for r in tables.load_tables()["dragon"].rows if r.name == "Fiery Breath")
    return tables.RollTable("dragon", "", (replace(row, low=2, high=12),))


def played(ruleset: RoadGoesEverOn, seed: int, setup: dict[str, Any], version: str,
           until: Callable[[Record], bool]) -> Chronicle:
    """The game of ``seed`` recorded under ``version``, the automatic player choosing, up to
    the first record ``until`` finds."""
    start = {**start_data(ruleset, seed, ruleset.prepare(setup), "free"),
             "ruleset_version": version}
    game = Chronicle.open(ruleset, start)
    seen = 0
    while not any(until(r) for r in game.records[seen:]):
        assert game.result() is None
        seen = len(game.records)
        game.decide(*game.ruleset.automatic_choice(game.table.rules))
    return game


@pytest.mark.rule("RGO-DRTAB-1", "TD-KEY-3", "CoE-6.1.3")
def test_fiery_breath_counts_one_shield_and_one_helmet(coe: RoadGoesEverOn) -> None:
    """Aragorn, wounded (body 9), bears two Shields of Iron-bound Ash; the Dragon table reads
    Fiery Breath whatever is rolled. Seed 0: Smaug Ahunt breathes on him. One shield is in
    use: body 10, where up to 240 both counted (11)."""
    table = json.loads((Path(__file__).parents[2] / "seeds" / "tables" / "road-goes-ever-on"
                        / "dragon.json").read_text())
    table["rows"] = [{**table["rows"][0], "min": 2, "max": 12}]
    setup = gh(starting_items=[{"id": "TW-327", "bearer": "TW-120"}] * 2,
               tables={"dragon": table})
    faced = {}
    for version in (NOW, BEFORE):
        game = played(coe, 0, setup, version, lambda r: r.kind == "BreathFaced")
        [breath] = [r for r in game.records if r.kind == "BreathFaced"]
        aragorn = game.state_at(breath.version - 1).rules.character("TW-120")
        assert (aragorn.state, aragorn.effective_body,
                [i.card_id for i in aragorn.items]) == ("wounded", 9, ["TW-327", "TW-327"])
        faced[version] = (breath.rule, dict(breath.data))
    assert faced == {NOW: ("RGO-DRTAB-1", {"character": "TW-120", "body": 10}),
                     BEFORE: ("RGO-DRTAB-1", {"character": "TW-120", "body": 11})}


@pytest.mark.rule("RGO-DRTAB-1", "TD-KEY-3")
def test_a_second_helmet_adds_nothing_to_the_breath_a_shield_does(coe: RoadGoesEverOn) -> None:
    """Legolas, untapped (+3 for tapping), breathed on by Smaug: what his armour adds to his
    body (his items' own body aside). Two Adamant Helmets: +1 from 241, +2 before; a helmet
    and a shield: +2 either way."""
    def helmet() -> Item:  # each copy an item of its own
        return Item.from_card(coe.catalog.find("Adamant Helmet"), facts=True)

    def shield() -> Item:
        return Item.from_card(coe.catalog.find("Shield of Iron-bound Ash"), facts=True)

    smaug = coe.catalog.find("Smaug")
    attack = Attack.from_creature(smaug, 3)

    def armour(ruleset: RoadGoesEverOn, *items: Item) -> int:
        legolas = company(coe, "Legolas")[0]
        for item in items:
            legolas = legolas.with_item(item)
        facts, _ = run(ruleset, state(coe, characters=(legolas,)), lambda ctx: dragons.encounter(
            ctx, fiery_breath_only(), smaug.name, attack))
        [faced] = [f["body"] for f in facts if f.kind == "BreathFaced"]
        return int(faced) - legolas.effective_body - dragons.TAPPING_BONUS

    before = at_version(coe, BEFORE)
    assert (armour(coe, helmet(), helmet()), armour(before, helmet(), helmet())) == (1, 2)
    assert (armour(coe, helmet(), shield()), armour(before, helmet(), shield())) == (2, 2)
    assert (armour(coe, shield(), shield(), helmet()),
            armour(before, shield(), shield(), helmet())) == (2, 2)
    assert (armour(coe), armour(before)) == (0, 0)


@pytest.mark.rule("BA-CLAR-1", "TD-MANIF-5", "CoE-3.v")
def test_an_at_home_s_kill_points_cite_ba_clar_1(coe: RoadGoesEverOn) -> None:
    """Seed 57, Dragons in place of five creatures of the Hazard deck: Bairanax at Home's
    attack at Ovir Hollow is defeated. From 241 its 3 kill points cite BA-CLAR-1, which makes
    it a defeated creature; at 240 they cited CoE-3.v, as any attack's, as the creatures'
    defeated before it still do."""
    swap = {"TW-17": "TD-65", "TW-40": "TD-5", "TW-20": "TD-2", "TW-14": "TD-71",
            "TW-15": "TD-38"}
    decks = gh_decks()
    setup = gh(decks={**decks, "hazard": [swap.get(c, c) for c in decks["hazard"]]})
    scored = {}
    for version in (POINTS_NOW, POINTS_BEFORE):
        game = played(coe, 57, setup, version, lambda r: r.kind == "DragonDefeated")
        scored[version] = [(r.rule, r.data["name"], r.data["points"]) for r in game.records
                           if r.kind == "MarshallingPointsGained" and r.data["kind"] == "kill"]
    creatures = [("CoE-3.v", "Half-trolls of Far Harad", 1), ("CoE-3.v", "Orc-lieutenant", 1)]
    assert scored == {POINTS_NOW: [*creatures, ("BA-CLAR-1", "Bairanax at Home", 3)],
                      POINTS_BEFORE: [*creatures, ("CoE-3.v", "Bairanax at Home", 3)]}


@pytest.mark.rule("TD-HOARD-4", "TD-HOARD-1")
def test_a_hoard_item_away_from_a_hoard_is_refused_by_its_clause(coe: RoadGoesEverOn) -> None:
    """Seed 25, Adamant Helmets (a hoard minor item) in the player deck: at Barrow-downs,
    which holds no hoard, Aragorn may not take one up; the refusal names TD-HOARD-4 as its
    clause, and nothing is recorded."""
    decks = gh_decks()
    helmets = {"TW-327": "TD-96", "TW-259": "TD-96"}
    setup = gh(decks={**decks, "player": [helmets.get(c, c) for c in decks["player"]]})
    start = {**start_data(coe, 25, coe.prepare(setup), "free"), "ruleset_version": NOW}
    game = Chronicle.open(coe, start)
    barrow_downs = coe.catalog.find("Barrow-downs")
    assert not insert.has_hoard(barrow_downs)
    # Till the site is explored there, another item from the hand offered to be played.
    while not (game.table.rules.site == barrow_downs.id and "TD-96" in game.table.rules.hand
               and any(a.id.startswith("play-item:") for a in game.actions())):
        game.decide(*game.ruleset.automatic_choice(game.table.rules))
    version = game.version
    with pytest.raises(IllegalAction) as refused:
        game.decide("play-item:TD-96:TW-120")
    assert (refused.value.clause, game.version) == ("TD-HOARD-4", version)
    assert "Adamant Helmet is a hoard item: it is played only at a Dragon's lair, and " \
           "Barrow-downs holds no hoard (TD-HOARD-4)." in str(refused.value)
