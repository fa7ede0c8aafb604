"""The Road Goes Ever On: Battle cards read from the player's card file, and the rules of a
Battle (RGO-BATTLE-1 to 9, RGO-WIN-4). The fixture cards (tests/rules/fixtures/
rgo-battle-cards.json) carry invented numbers, not printed card text."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from domain.cards import Catalog
from domain.engine.combat import Attack
from domain.errors import InvalidSetup
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import battles, victory
from domain.rulesets.road_goes_ever_on.battles import Battle, BattleFileError
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MPRecord, State
from tests.rules.rgo_support import at_version, ids, state

FIXTURE = Path(__file__).parent / "fixtures" / "rgo-battle-cards.json"
SOURCE = "rgo-battle-cards.json"


def document() -> Any:
    return json.loads(FIXTURE.read_text("utf-8"))


def is_site(catalog: Catalog) -> Any:
    return lambda name: any(c.is_site for c in catalog.find_all(name))


def read(rgo: RoadGoesEverOn, doc: Any) -> tuple[Battle, ...]:
    return battles.read_battles(doc, SOURCE, is_site(rgo.catalog), rgo.played)


def problems(rgo: RoadGoesEverOn, doc: Any) -> list[str]:
    with pytest.raises(BattleFileError) as caught:
        read(rgo, doc)
    return list(caught.value.problems)


def north(rgo: RoadGoesEverOn) -> Battle:
    return read(rgo, document())[0]


RANGERS = MPRecord("TW-311", "Rangers of the North", "faction", 3)


# -- the card file (RGO-BATTLE-1) ---------------------------------------------------------------

@pytest.mark.rule("RGO-BATTLE-1")
def test_the_battles_of_a_card_file_are_read_with_their_mp_sites_and_attacks(rgo) -> None:  # type: ignore[no-untyped-def]
    found = read(rgo, document())
    assert [(b.id, b.name, b.points, b.sites) for b in found] == [
        ("RGOX-1", "Defend the North", 5, ("Bree", "Weathertop")),
        ("RGOX-2", "Defending the Shire", 3, ("Bag End",))]
    assert [(a.race, a.strikes, a.prowess) for a in found[0].attacks] == [
        ("Orcs", 4, 8), ("Trolls", 2, 11)]


@pytest.mark.rule("RGO-BATTLE-1")
def test_a_card_file_names_every_problem_of_every_battle(rgo) -> None:  # type: ignore[no-untyped-def]
    doc = document()
    cards = doc["RGOX"]["cards"]
    first = cards["RGOX-1"]["attributes"]
    first["unique"] = False
    first["battleSites"] = "Bree, Nowhere Keep"
    second = cards["RGOX-2"]
    second["type"] = "Hazard"
    del second["attributes"]["marshallingPoints"]
    second["attributes"]["autoAttack"] = "a great host"
    cards["RGOX-4"] = copy.deepcopy(cards["RGOX-1"])
    cards["RGOX-4"].update(id="RGOX-5")
    assert problems(rgo, doc) == [
        f"{SOURCE}: card RGOX-1: field 'attributes.unique': a Battle is unique [RGO-BATTLE-1]",
        f"{SOURCE}: card RGOX-1: field 'attributes.battleSites': 'Nowhere Keep' is not a site "
        "of the card catalog [RGO-BATTLE-1]",
        f"{SOURCE}: card RGOX-2: field 'type': a Battle is a resource permanent-event (type "
        "Resource, subtype Permanent-event) [RGO-BATTLE-1]",
        f"{SOURCE}: card RGOX-2: field 'attributes.marshallingPoints': a Battle needs its MP, "
        "a whole number of at least 1 [RGO-BATTLE-1]",
        f"{SOURCE}: card RGOX-2: field 'attributes.autoAttack': cannot read "
        "automatic-attacks from 'a great host' [RGO-BATTLE-1]",
        f"{SOURCE}: card RGOX-4: field 'id': 'RGOX-5' differs from the key 'RGOX-4' it is "
        "filed under"]


@pytest.mark.rule("RGO-BATTLE-1")
def test_a_second_copy_of_a_battle_is_refused_as_it_is_unique(rgo) -> None:  # type: ignore[no-untyped-def]
    doc = document()
    doc["RGOX"]["cards"]["RGOX-9"] = {**copy.deepcopy(doc["RGOX"]["cards"]["RGOX-1"]),
                                      "id": "RGOX-9"}
    assert problems(rgo, doc) == [f"{SOURCE}: card RGOX-9: field 'name': a second Defend the "
                                  "North; a Battle is unique [RGO-BATTLE-1]"]


@pytest.mark.rule("RGO-BATTLE-1")
def test_a_card_file_of_the_wrong_shape_is_refused_by_field(rgo) -> None:  # type: ignore[no-untyped-def]
    assert problems(rgo, ["not", "sets"]) == [
        f"{SOURCE}: field '<root>': expected an object of sets"]
    assert problems(rgo, {"RGOX": {"name": "no cards"}}) == [
        f"{SOURCE}: field 'RGOX.cards': expected an object of cards"]


# -- the setup option naming the card file (RGO-BATTLE-1) ---------------------------------------

def setup_problems(rgo: RoadGoesEverOn, value: Any) -> list[str]:
    with pytest.raises(InvalidSetup) as refused:
        rgo.prepare({"battle_cards": value})
    return list(refused.value.problems)


@pytest.mark.rule("RGO-BATTLE-1")
def test_the_battle_cards_option_names_every_problem_of_the_file(rgo) -> None:  # type: ignore[no-untyped-def]
    doc = document()
    doc["RGOX"]["cards"]["RGOX-1"]["attributes"]["battleSites"] = "Nowhere Keep"
    del doc["RGOX"]["cards"]["RGOX-2"]["attributes"]["autoAttack"]
    assert setup_problems(rgo, {"file": "mine.json", "cards": doc}) == [
        "battle_cards: mine.json: card RGOX-1: field 'attributes.battleSites': 'Nowhere Keep' "
        "is not a site of the card catalog [RGO-BATTLE-1]",
        "battle_cards: mine.json: card RGOX-2: field 'attributes.autoAttack': a Battle needs "
        "its attacks, e.g. \"Orcs - 4 strikes with 8 prowess; Trolls - 2 strikes with 10 "
        "prowess\" [RGO-BATTLE-1]"]


@pytest.mark.rule("RGO-BATTLE-1")
def test_the_battle_cards_option_of_the_wrong_shape_or_without_battles_is_refused(rgo) -> None:  # type: ignore[no-untyped-def]
    assert setup_problems(rgo, "mine.json") == [
        "battle_cards must be a {\"file\": the card file's name, \"cards\": its Council of "
        "Elrond cards.json content} object (or null, as if left out), not the text "
        "\"mine.json\" [RGO-BATTLE-1]"]
    # An object of other fields is of the form: the option's own check names what it lacks.
    assert setup_problems(rgo, {"name": "mine.json"}) == [
        "battle_cards: expected {\"file\": <the card file's name>, \"cards\": <its Council "
        "of Elrond cards.json content>}, not {'name': 'mine.json'} [RGO-BATTLE-1]"]
    doc = document()
    del doc["RGOX"]["cards"]["RGOX-1"], doc["RGOX"]["cards"]["RGOX-2"]
    assert setup_problems(rgo, {"file": "pipes.json", "cards": doc}) == [
        "battle_cards: pipes.json holds no Battle (a card with the keyword Battle) "
        "[RGO-BATTLE-1]"]


@pytest.mark.rule("RGO-BATTLE-1")
def test_a_well_formed_battle_file_is_kept_with_its_battles_only(rgo) -> None:  # type: ignore[no-untyped-def]
    prepared = rgo.prepare({"battle_cards": {"file": " mine.json ", "cards": document()}})
    kept = prepared["battle_cards"]
    assert kept["file"] == "mine.json"
    assert sorted(kept["cards"]["RGOX"]["cards"]) == ["RGOX-1", "RGOX-2"]  # not the Pipe
    # Without the option the game is set up, and played without Battles, as the note says.
    assert "battle_cards" not in rgo.prepare({})
    assert "played without Battles" in rgo.rules_notes()["RGO-BATTLE-1"]


@pytest.mark.rule("RGO-BATTLE-1")
def test_a_battle_whose_id_is_already_a_card_of_the_catalog_is_refused(rgo) -> None:  # type: ignore[no-untyped-def]
    doc = document()
    shire = doc["RGOX"]["cards"].pop("RGOX-2")
    doc["RGOX"]["cards"]["TW-311"] = {**shire, "id": "TW-311"}
    assert setup_problems(rgo, {"file": "mine.json", "cards": doc}) == [
        "battle_cards: mine.json: card TW-311: field 'id': TW-311 is already a card of the "
        "catalog; a Battle needs an id of its own [RGO-BATTLE-1]"]


# -- the strikes of a Battle's attacks (RGO-BATTLE-4) ------------------------------------------

def with_attacks(text: str) -> dict[str, Any]:
    """The option with the fixture's file, its first Battle's attacks ``text``."""
    doc = document()
    doc["RGOX"]["cards"]["RGOX-1"]["attributes"]["autoAttack"] = text
    return {"file": "mine.json", "cards": doc}


#: An attack of no strike, one of more strikes than any card has, and an "each character"
#: attack of no strike.
OUT_OF_BOUNDS = ("Orcs - 0 strikes with 7 prowess; Trolls - 100000 strikes with 9 prowess; "
                 "Wolves - each character faces 0 strikes with 6 prowess")


@pytest.mark.rule("RGO-BATTLE-4", "CoE-3.v")
def test_an_attack_of_no_strike_or_of_more_than_any_card_has_starts_no_game(rgo) -> None:  # type: ignore[no-untyped-def]
    assert (battles.MIN_STRIKES, battles.MAX_STRIKES) == (1, 15)
    told = ("; a Battle's attack has 1 to 15: at least one, as any attack, and no more than any "
            "card of the game has [RGO-BATTLE-4]")
    assert setup_problems(rgo, with_attacks(OUT_OF_BOUNDS)) == [
        "battle_cards: mine.json: card RGOX-1: field 'attributes.autoAttack': attack 1 (Orcs) "
        f"has 0 strikes{told}",
        "battle_cards: mine.json: card RGOX-1: field 'attributes.autoAttack': attack 2 "
        f"(Trolls) has 100000 strikes{told}",
        "battle_cards: mine.json: card RGOX-1: field 'attributes.autoAttack': attack 3 "
        f"(Wolves) has 0 strikes{told}"]
    # The bounds themselves are allowed.
    bounds = "Orcs - 1 strike with 7 prowess; Trolls - 15 strikes with 9 prowess"
    prepared = rgo.prepare({"battle_cards": with_attacks(bounds)})
    kept = prepared["battle_cards"]["cards"]["RGOX"]["cards"]["RGOX-1"]["attributes"]
    assert kept["autoAttack"] == bounds


@pytest.mark.rule("RGO-BATTLE-4")
def test_before_its_version_an_attack_is_read_with_the_strikes_it_was_given(rgo) -> None:  # type: ignore[no-untyped-def]
    old = at_version(rgo, str(battles.STRIKES_SINCE - 1))
    option = with_attacks(OUT_OF_BOUNDS)
    assert old.prepare({"battle_cards": option})["battle_cards"]["file"] == "mine.json"
    [north, _] = battles.option_battles(option, old.played)
    assert [(a.race, a.strikes, a.each_character) for a in north.attacks] == [
        ("Orcs", 0, False), ("Trolls", 100000, False), ("Wolves", 0, True)]
    # Read again under the version that bounds them (a game's load), the file is refused.
    with pytest.raises(BattleFileError) as refused:
        battles.option_battles(option, str(battles.STRIKES_SINCE))
    assert len(refused.value.problems) == 3


# -- where a Battle is played and the faction it needs (RGO-BATTLE-2, 3) -----------------------

@pytest.mark.rule("RGO-BATTLE-2", "RGO-BATTLE-3")
def test_a_battle_is_played_at_its_site_with_a_faction_whose_home_site_it_is(rgo) -> None:  # type: ignore[no-untyped-def]
    battle = north(rgo)
    bree, weathertop, rivendell = (rgo.catalog.find(n) for n in ("Bree", "Weathertop",
                                                                   "Rivendell"))
    assert battles.supporting_factions(battle, bree, (RANGERS,), rgo.catalog.get) == ["TW-311"]
    assert battles.play_refusal(battle, bree, (RANGERS,), rgo.catalog.get) is None
    # Weathertop is one of its sites, but no faction of the pile has its home there.
    assert battles.play_refusal(battle, weathertop, (RANGERS,), rgo.catalog.get) == (
        "Defend the North needs a faction of yours whose home site is Weathertop.",
        "RGO-BATTLE-3")
    assert battles.play_refusal(battle, bree, (), rgo.catalog.get) == (
        "Defend the North needs a faction of yours whose home site is Bree.", "RGO-BATTLE-3")
    assert battles.play_refusal(battle, rivendell, (RANGERS,), rgo.catalog.get) == (
        "Defend the North is played at Bree, Weathertop, not at Rivendell.", "RGO-BATTLE-2")


# -- the attacks (RGO-BATTLE-4) and winning (RGO-BATTLE-5) -------------------------------------

@pytest.mark.rule("RGO-BATTLE-4")
def test_a_battles_attacks_are_its_cards_in_order_and_none_is_cancelable(rgo) -> None:  # type: ignore[no-untyped-def]
    battle = north(rgo)
    made = battles.attacks(battle, company_size=3)
    assert [(a.source, a.name, a.race, a.strikes, a.prowess) for a in made] == [
        ("RGOX-1", "Defend the North (1 of 2)", "Orcs", 4, 8),
        ("RGOX-1", "Defend the North (2 of 2)", "Trolls", 2, 11)]
    assert [battles.uncancelable(a, (battle,)) for a in made] == [True, True]
    orcs = Attack("TW-1", "Orc-patrol", "Orcs", 3, 6)
    assert battles.uncancelable(orcs, (battle,)) is False


@pytest.mark.rule("RGO-BATTLE-5")
def test_a_battle_is_won_when_every_attack_is_overcome_and_a_character_remains() -> None:
    assert battles.won(all_defeated=True, characters_at_site=1) is True
    assert battles.won(all_defeated=True, characters_at_site=0) is False
    assert battles.won(all_defeated=False, characters_at_site=4) is False


# -- a Defended region (RGO-BATTLE-6) ----------------------------------------------------------

@pytest.mark.rule("RGO-BATTLE-6")
def test_attacks_in_a_defended_region_lose_a_strike_down_to_two_and_a_point_of_prowess(rgo) -> None:  # type: ignore[no-untyped-def]
    orcs = Attack("TW-1", "Orc-patrol", "Orcs", 4, 6)
    weakened = battles.defended(orcs, "Arthedain", ("Arthedain",))
    assert (weakened.strikes, weakened.prowess) == (3, 5)
    pair = battles.defended(Attack("TW-2", "Wolves", "Wolves", 2, 7), "Arthedain",
                            ("Arthedain",))
    assert (pair.strikes, pair.prowess) == (2, 6)  # "(min 2)": two strikes stay two
    three = battles.defended(Attack("TW-3", "Trolls", "Trolls", 3, 9), "Arthedain",
                             ("Arthedain",))
    assert (three.strikes, three.prowess) == (2, 8)
    assert battles.defended(orcs, "Cardolan", ("Arthedain",)) == orcs


# -- Casualty rolls (RGO-BATTLE-7) -------------------------------------------------------------

@pytest.mark.rule("RGO-BATTLE-7")
def test_a_casualty_roll_of_four_or_less_removes_the_faction_minus_two_for_a_death() -> None:
    assert battles.casualty_check((3, 3), killed=False, index=0).passed is False
    assert battles.casualty_check((3, 3), killed=True, index=0).total == 4
    assert battles.casualty_check((3, 3), killed=True, index=0).passed is True
    assert battles.casualty_check((2, 2), killed=False, index=0).passed is True


@pytest.mark.rule("RGO-BATTLE-7")
def test_casualty_rolls_are_made_for_each_faction_and_the_lost_leave_the_pile(rgo) -> None:  # type: ignore[no-untyped-def]
    battle = north(rgo)
    beornings = MPRecord("TW-288", "Beornings", "faction", 2)
    start: State = state(rgo, mp=(RANGERS, beornings))
    ctx = Context(rgo, Table(3, {}, start))
    lost = battles.roll_casualties(ctx, battle, ["TW-311", "TW-288"], killed=True)
    rolled = [f for f in ctx.facts if f.kind == "CasualtyRolled"]
    assert [(f["faction"], f["check"]["total"], f["removed"]) for f in rolled] == [
        ("TW-311", 5, False), ("TW-288", 0, True)]
    assert [m["source"] for m in rolled[0]["check"]["modifiers"]] == ["a character killed"]
    assert lost == ["TW-288"]
    assert [r.card for r in ctx.state.mp] == ["TW-311"]


# -- a Battle left unresolved (RGO-BATTLE-8, 9; RGO-WIN-4) -------------------------------------

@pytest.mark.rule("RGO-BATTLE-8")
def test_an_unresolved_battle_lost_to_the_quest_discard_costs_its_mp(rgo) -> None:  # type: ignore[no-untyped-def]
    found = read(rgo, document())
    assert battles.penalty(["RGOX-2"], found) == -3
    assert battles.penalty(ids(rgo, "Rangers of the North"), found) == 0


@pytest.mark.rule("RGO-BATTLE-9", "RGO-WIN-4", "RGO-WIN-3")
def test_battles_on_the_display_at_the_council_take_their_mp_away_uncut(rgo) -> None:  # type: ignore[no-untyped-def]
    found = read(rgo, document())
    counted = battles.council_points({"character": 10, "faction": 20},
                                     ["RGOX-1", "RGOX-2", "TW-311"], found)
    assert counted == {"character": 10, "faction": 20, "battle": -8}
    assert victory.adjusted(counted)["battle"] == -8
    assert battles.council_points({"character": 10}, ["TW-311"], found) == {"character": 10}


@pytest.mark.rule("RGO-BATTLE-1", "RGO-BATTLE-3", "RGO-BATTLE-6")
def test_the_rules_notes_tell_the_readings_and_that_games_play_without_battles(rgo) -> None:  # type: ignore[no-untyped-def]
    notes = rgo.rules_notes()
    assert "A game without that option is played without Battles, as its first line " \
        "says." in notes["RGO-BATTLE-1"]
    assert "tapped or not" in notes["RGO-BATTLE-3"]
    assert "keeps its count" in notes["RGO-BATTLE-6"]
