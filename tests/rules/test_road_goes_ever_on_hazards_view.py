"""The board's hazards in play and the prowess it shows: every hazard that stays in play or
holds until the end of the turn, with what it does, and each character's prowess and body as
the strike counts them (``strike_terms.shown``)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from domain.chronicle import Chronicle
from domain.engine import effects
from domain.rulesets.road_goes_ever_on import nazgul_blades, nazgul_mounts
from domain.rulesets.road_goes_ever_on.hazards_view import UNSCRIPTED, UNTOLD
from domain.rulesets.road_goes_ever_on.in_force_words import IN_FORCE
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import Company, LongEffect
from tests.rules.rgo_support import (
    begin,
    card,
    company,
    ids,
    moving,
    settle,
    state,
    with_coe_cards,
)

VIEW = "the board's view of the hazards in play; the rules read the state"


def gloomy(rgo: RoadGoesEverOn):  # type: ignore[no-untyped-def]
    """Gloom revealed on Aragorn, whose company moves against Wolves."""
    return begin(rgo, moving(rgo, "Gloom", "Wolves", characters=company(rgo, "Aragorn II")))


@pytest.mark.not_a_rule(VIEW)
def test_every_hazard_in_play_is_on_the_board_with_what_it_does(rgo: RoadGoesEverOn) -> None:
    doors, lure = ids(rgo, "Doors of Night", "Lure of Power")
    start = gloomy(rgo).state
    lured = (*start.hazard_effects, (1, lure, effects.LURE_OF_POWER, "", -4, "", 0))
    shown = rgo.board(replace(start, environments=(doors,), hazard_effects=lured))
    assert shown["hazards_in_play"] == [
        {"name": "Doors of Night", "kind": "in play", "on": None,
         "does": "the hazard long-events in play act as they do with Doors of Night; it "
                 "discarded the resource environments in play as it came"},
        {"name": "Gloom", "kind": "until the end of the turn", "on": "Aragorn II",
         "does": "-1 prowess to Aragorn II"},
        {"name": "Lure of Power", "kind": "waiting", "on": None,
         "does": "the next character but a Hobbit to succeed in an influence attempt makes a "
                 "corruption check at -4; the card is then discarded"}]


@pytest.mark.not_a_rule(VIEW)
def test_an_effect_of_a_turn_gone_by_leaves_the_board(rgo: RoadGoesEverOn) -> None:
    start = gloomy(rgo).state
    assert rgo.board(replace(start, turn=2))["hazards_in_play"] == []


@pytest.mark.not_a_rule(VIEW)
def test_a_hazard_on_a_character_is_shown_on_him(rgo: RoadGoesEverOn) -> None:
    aragorn, senses = ids(rgo, "Aragorn II", "Lure of the Senses")
    start = replace(gloomy(rgo).state, hazard_effects=(),
                    permanent_hazards=((senses, aragorn),))
    assert rgo.board(start)["hazards_in_play"] == [
        {"name": "Lure of the Senses", "kind": "on a character", "on": "Aragorn II",
         "does": "2 corruption points on him"}]


@pytest.mark.rule("CoE-3.iv.2", "RGO-HAZ-2")
def test_the_board_shows_the_prowess_the_strike_counts(rgo: RoadGoesEverOn) -> None:
    ctx = gloomy(rgo)
    aragorn = rgo.board(ctx.state)["company"][0]
    assert (aragorn["prowess"], aragorn["body"]) == (6 - 1, 9)  # Gloom's -1 until turn's end
    settle(rgo, ctx)
    strike = next(f for f in ctx.facts if f.kind == "StrikeResolved")
    # The strike counts the same -1, and -2 for Wolves' two excess strikes.
    assert strike["prowess"] == aragorn["prowess"] - 2


@pytest.mark.not_a_rule(VIEW)
def test_a_long_event_in_play_is_told_by_its_script(rgo: RoadGoesEverOn) -> None:
    winter, doors = ids(rgo, "Long Winter", "Doors of Night")
    start = replace(gloomy(rgo).state, hazard_effects=(), long_in_play=(winter,))
    told = ("a company moving through at least 2 Wilderness regions goes back to its site of "
            "origin unless it has a ranger; a non-Haven site reached through at least 2 "
            "Wilderness regions is tapped")
    assert rgo.board(start)["hazards_in_play"] == [
        {"name": "Long Winter", "kind": "long-event", "on": None,
         "does": told + " (not now: only while Doors of Night is in play)"}]
    with_doors = rgo.board(replace(start, environments=(doors,)))["hazards_in_play"]
    assert [(h["name"], h["does"]) for h in with_doors][1:] == [
        ("Long Winter", told + " (Doors of Night is in play)")]


def shown(rgo: RoadGoesEverOn, **fields: object) -> list[tuple[object, ...]]:
    """(name, on, does) of each hazard in play in ``state(rgo, **fields)`` (turn 1)."""
    return [(h["name"], h["on"], h["does"])
            for h in rgo.board(state(rgo, **fields))["hazards_in_play"]]


def in_force(rgo: RoadGoesEverOn, name: str, effect: str, on: str, amount: int = 0,
             site_type: str = "") -> tuple[int, str, str, str, int, str, int]:
    """A hazard effect in force this turn (turn 1), as ``State.hazard_effects`` holds it."""
    return (1, card(rgo, name), effect, on, amount, site_type, 0)


@pytest.mark.not_a_rule(VIEW)
def test_long_events_are_told_by_what_they_do_now(rgo: RoadGoesEverOn) -> None:
    doors, wake, clouds, awaken, pack, balance, morgul, winter = ids(
        rgo, "Doors of Night", "Wake of War", "Clouds", "Awaken Minions", "A Pack at the Door",
        "The Balance of Things", "Morgul Night", "Fell Winter")
    recorded = LongEffect(wake, strikes=1, prowess=1, races=("Wolves", "Spiders", "Animals"))
    assert shown(rgo, long_in_play=(wake, clouds, awaken, pack, balance, morgul, winter),
                 long_effects=(recorded,)) == [
        ("Wake of War", None, "+1 strike and +1 prowess to Wolf, Spider and Animal attacks"),
        ("Clouds", None, "+2 prowess for hazard creatures' attacks (not now: only while Doors "
                         "of Night is in play)"),
        ("Awaken Minions", None, "strikes doubled for automatic-attacks at Shadow-hold and "
                                 "Dark-hold sites"),
        ("A Pack at the Door", None, "non-unique Animal, Spider and Wolf creatures may also be "
                                     "keyed to Border-land regions and to Border-hold and "
                                     "Ruins & Lairs sites (not now: only while Doors of Night "
                                     "is in play)"),
        ("The Balance of Things", None, "each character counts one of his sources of "
                                        "corruption twice"),
        ("Morgul Night", None, "the site path's Wilderness regions count as Shadow-land and "
                               "Shadow-land regions count as Dark-domain (not now: only while "
                               "Doors of Night is in play)"),
        ("Fell Winter", None, "the site path's Free-domain regions count as Border-land and "
                              "Border-land regions count as Wilderness (not now: only while "
                              "Doors of Night is in play); one more automatic-attack at each "
                              "Border-hold: Wolves, 3 strikes at 7 prowess")]
    with_doors = shown(rgo, long_in_play=(clouds, pack), environments=(doors,))
    assert with_doors[1:] == [
        ("Clouds", None, "+2 prowess for hazard creatures' attacks (Doors of Night is in play)"),
        ("A Pack at the Door", None, "non-unique Animal, Spider and Wolf creatures may also be "
                                     "keyed to Border-land regions and to Border-hold and "
                                     "Ruins & Lairs sites (Doors of Night is in play)")]
    # A long-event with no script and no effect recorded (none declared) says so.
    assert shown(rgo, long_in_play=(wake,)) == [("Wake of War", None, UNSCRIPTED)]


@pytest.mark.not_a_rule(VIEW)
def test_hazard_permanent_events_in_play_are_told_with_their_conditions(
        rgo: RoadGoesEverOn) -> None:
    abroad, balrog = ids(rgo, "The Nazgûl are Abroad", "Balrog of Moria")
    assert shown(rgo, environments=(abroad, balrog)) == [
        ("The Nazgûl are Abroad", None,
         "Nazgûl creatures may also be keyed to any site but a Free-hold or Haven while a "
         "character of the company bears The One Ring; Nazgûl creatures may also be keyed to "
         "Shadow-land regions and to Shadow-hold sites while a character of the company bears "
         "a Ring"),
        ("Balrog of Moria", None,
         "+2 prowess for automatic-attacks at sites in Hollin, Redhorn Gate and Wold & "
         "Foothills; its own automatic-attack at Moria: Balrog, 1 strike at 18 prowess")]


@pytest.mark.not_a_rule(VIEW)
def test_effects_in_force_name_what_they_are_on(rgo: RoadGoesEverOn) -> None:
    moria, bree, aragorn = ids(rgo, "Moria", "Bree", "Aragorn II")
    other = Company("c2", bree, company(rgo, "Gimli", "Faramir"))
    held = (in_force(rgo, "Arouse Minions", effects.AUTOMATIC_ATTACK_PROWESS, moria, 3),
            in_force(rgo, "Choking Shadows", effects.TREAT_SITE, moria,
                     site_type="shadow-hold"),
            in_force(rgo, "River", effects.SITE_PHASE_LOST, "c1"),
            in_force(rgo, "River", effects.SITE_PHASE_LOST, "c2"),
            in_force(rgo, "Words of Power and Terror", effects.COMPANY_PROWESS_TURN, "c1", -1),
            in_force(rgo, "Weariness of the Heart", effects.CHARACTER_PROWESS, aragorn, -1),
            in_force(rgo, "Fell Beast", effects.RACE_ATTACK, "c1", -2),
            in_force(rgo, "Morgul-knife", nazgul_blades.WAITING, "c2", 2),
            in_force(rgo, "Morgul-horse", nazgul_mounts.MOUNTED, "c1"),
            in_force(rgo, "Fury of the Iron Crown", effects.STRIKE_FURY, "c1", 4))
    assert shown(rgo, hazard_effects=held, companies=(other,)) == [
        ("Arouse Minions", None, "+3 prowess to one automatic-attack at Moria"),
        ("Choking Shadows", None, "Moria counts as a Shadow-hold for the hazards"),
        ("River", None, "the company does nothing in its site phase unless a ranger in it "
                        "taps"),
        ("River", None, "the company of Gimli and Faramir does nothing in its site phase "
                        "unless a ranger in it taps"),
        ("Words of Power and Terror", None, "-1 prowess to every character of the company"),
        ("Weariness of the Heart", "Aragorn II", "-1 prowess to Aragorn II"),
        ("Fell Beast", None, "+1 strike and -2 prowess to the next Nazgûl hazard creature "
                             "attack on the company"),
        ("Morgul-knife", None, "+2 prowess to the next Nazgûl attack on the company of Gimli "
                               "and Faramir; then it goes on a character that attack wounds"),
        ("Morgul-horse", None, "the next Nazgûl creature played on the company may also be "
                               "keyed to a Shadow-land of its site path"),
        ("Fury of the Iron Crown", None, "+4 prowess to one strike of the next Orc, Troll, Man "
                                         "and Nazgûl hazard creature attack on the company; the "
                                         "creature, unless a Nazgûl, is then removed, its kill "
                                         "points to the defender")]


@pytest.fixture(scope="module")
def dragons(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    return with_coe_cards(starter, coe_cards_path, ("Leucaruth at Home", "Smaug Ahunt"))


@pytest.mark.not_a_rule(VIEW)
def test_a_dragon_at_home_is_shown_with_the_attack_it_adds(dragons: RoadGoesEverOn) -> None:
    home = card(dragons, "Leucaruth at Home")
    start = replace(state(dragons), environments=(home,))
    assert dragons.board(start)["hazards_in_play"] == [
        {"name": "Leucaruth at Home", "kind": "in play", "on": None,
         "does": "Leucaruth attacks at Irerock, after the site's own automatic-attacks, unless "
                 "Leucaruth Ahunt is in play"}]


@pytest.mark.not_a_rule(VIEW)
def test_a_dragon_ahunt_is_shown_with_where_it_hunts(dragons: RoadGoesEverOn) -> None:
    ahunt = card(dragons, "Smaug Ahunt")
    assert shown(dragons, long_in_play=(ahunt,)) == [
        ("Smaug Ahunt", None,
         "Smaug attacks each company moving in Withered Heath, Northern Rhovanion, Iron Hills "
         "and Grey Mountain Narrows; also in Brown Lands, Southern Rhovanion, Dorwinion, "
         "Dagorlad and Horse Plains (not now: only while Doors of Night is in play); the "
         "attacker chooses the defending characters")]


#: The Nazgûl's blades and mounts, Dragon's Desolation, Fury of the Iron Crown, Nazgûl and
#: Dragons to use them, and the permanent-events and long-events the ruleset plays by their
#: own modules, in place of the first cards of the default Hazard and Long Event decks.
MORE_HAZARDS = ("Morgul-knife", "The Pale Sword", "Morgul-horse", "Fell Beast",
                "Dragon’s Desolation", "Ûvatha the Horseman", "Witch-king of Angmar",
                "Khamûl the Easterling", "Leucaruth", "Smaug", "Balrog of Moria",
                "The Will of Sauron", "Bane of the Ithil-stone", "The Nazgûl are Abroad",
                "Fury of the Iron Crown")
MORE_LONG_EVENTS = ("The Balance of Things",)
SEEDS = 20


def _setups(rgo: RoadGoesEverOn) -> list[dict[str, object]]:
    """The default setup, and one with ``MORE_HAZARDS`` and ``MORE_LONG_EVENTS``."""
    base = rgo.prepare({})
    decks = {k: list(v) for k, v in base["decks"].items()}
    for deck, more in (("hazard", MORE_HAZARDS), ("long_event", MORE_LONG_EVENTS)):
        decks[deck] = [*ids(rgo, *more), *decks[deck][len(more):]]
    return [{}, {**{k: base[k] for k in ("starting", "starting_items", "start_haven")},
                 "decks": decks}]


@pytest.mark.not_a_rule(VIEW)
def test_no_scripted_hazard_is_told_by_a_fallback_over_many_games(rgo: RoadGoesEverOn) -> None:
    """Over many automatic games, at every decision: a hazard long-event or permanent-event the
    project scripts is told by its script (never ``UNSCRIPTED`` nor "stays in play until
    something removes it"), and every effect in force by a phrase of ``IN_FORCE`` (never its
    vocabulary's general description, nor its bare id)."""
    fallbacks = (UNSCRIPTED, "stays in play until something removes it")
    seen: set[str] = set()
    for setup in _setups(rgo):
        for seed in range(SEEDS):
            game = Chronicle.begin(rgo, seed, setup)
            while game.result() is None:
                held = game.table.rules
                for h in game.ruleset.board(held)["hazards_in_play"]:
                    seen.add(h["name"])
                    assert h["does"] not in fallbacks, (seed, h)
                assert [e[2] for e in held.hazard_effects if e[2] not in IN_FORCE] == [], seed
                game.decide(*game.ruleset.automatic_choice(held))
    # The games showed the cards whose words are tested here.
    assert {"A Pack at the Door", "The Balance of Things", "Morgul-knife", "Fell Beast",
            "Dragon’s Desolation", "River", "Gloom", "Doors of Night",
            "The Nazgûl are Abroad"} <= seen


@pytest.mark.not_a_rule(VIEW)
def test_every_hazard_that_stays_in_play_is_told_by_what_it_does(rgo: RoadGoesEverOn) -> None:
    # Each hazard of the catalog revealed from the pile, with Doors of Night in play and
    # without: every one that stays in play says what it does, none the words of a card
    # nothing tells.
    doors = ids(rgo, "Doors of Night")[0]
    told: dict[str, str] = {}
    for hazard in [c.id for c in rgo.catalog if c.card_type == "Hazard"]:
        for around in ((doors,), ()):
            after = begin(rgo, moving(rgo, environments=around, hazards=(hazard,))).state
            if hazard in after.environments:
                shown = rgo.board(after)["hazards_in_play"]
                told[hazard] = next(h["does"] for h in shown
                                    if h["name"] == rgo.catalog.get(hazard).name)
    traitor_card, shelob = ids(rgo, "Traitor", "Shelob")
    assert {traitor_card, shelob, doors} <= told.keys()
    assert [rgo.catalog.get(c).name for c, does in told.items() if does == UNTOLD] == []
    assert told[traitor_card] == (
        "the next character to fail a corruption check turns traitor and the card is "
        "discarded; an attack is then made on his company: 1 strike at his prowess +10 "
        "against another of its characters, no body, no marshalling points, +1 to the body "
        "check of a character it wounds")
    assert told[shelob] == (
        "+1 strike and +1 prowess to Spider and Animal attacks (Doors of Night is in play); "
        "she is discarded at the end of a turn without Doors of Night in play")
