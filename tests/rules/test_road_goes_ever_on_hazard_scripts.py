"""The Road Goes Ever On from version 39 (``hazard_scripts.SINCE_VERSION``): the hazard events
the Shadow plays by the engine's hazard generation 2, every mode and condition, on constructed
states and fixed seeds; the version before still declares them."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine.characters import Item
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import hazard_scripts, long_events
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, Company, State
from tests.rules.rgo_support import (
    at_version,
    begin,
    company,
    declared_prowess,
    ids,
    moving,
    settle,
    state,
    turn_of,
)


def applied(ctx: Context[State]) -> list[tuple[str, object, object]]:
    return [(f["mode"], f["effect"], f["amount"]) for f in ctx.facts
            if f.kind == "HazardEffectApplied"]


def gone(ctx: Context[State], card: str) -> tuple[str | None, str]:
    fact = next(f for f in ctx.facts if f.kind == "HazardDiscarded" and f["card"] == card)
    return fact.rule, str(fact["reason"])


def heading(rgo: RoadGoesEverOn, site: str, *pile: str, path: tuple[str, ...] = (
        "wilderness",), **fields: Any) -> State:
    """Aragorn and Legolas leave Rivendell for ``site`` with ``pile``."""
    return replace(state(rgo, destination=ids(rgo, site)[0], path=path,
                         hazards=ids(rgo, *pile)), **fields)


# -- Weariness of the Heart --------------------------------------------------------------------

@pytest.mark.rule("RGO-HAZ-2", "RGO-TARGET-1")
def test_weariness_of_the_heart_may_take_one_prowess_until_the_end_of_the_turn(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn = ids(rgo, "Aragorn II")[0]
    start = moving(rgo, "Weariness of the Heart", "Wolves", characters=company(rgo, "Aragorn II"))
    ctx = begin(rgo, start, seed=3)  # seed 3: the Shadow picks the prowess mode
    picked = next(f for f in ctx.facts if f.kind == "RandomPicked" and f["stream"] == "modes")
    assert (picked["among"], picked["chosen"]) == (2, "prowess")
    assert applied(ctx) == [("prowess", "character-prowess", -1)]
    settle(rgo, ctx)
    strike = next(f for f in ctx.facts if f.kind == "StrikeResolved")
    weary = [m for m in strike["check"]["modifiers"] if m["source"] == "card:TW-111"]
    assert weary == [{"amount": -1, "source": "card:TW-111",
                      "why": "a hazard until the end of the turn", "clause": "RGO-HAZ-2"}]
    assert strike["prowess"] == 6 - 2 - 1  # Aragorn, -2 for Wolves' excess strikes, -1
    assert hazard_scripts.strike_modifiers(ctx.state, aragorn)[0].amount == -1


@pytest.mark.rule("RGO-HAZ-2")
def test_weariness_of_the_heart_otherwise_makes_its_target_check_corruption(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn = ids(rgo, "Aragorn II")[0]
    start = moving(rgo, "Weariness of the Heart", "Crebain", characters=company(rgo, "Aragorn II"))
    ctx = begin(rgo, start, seed=1)
    assert applied(ctx) == [("check", "corruption-check", 0)]
    check = next(f for f in ctx.facts if f.kind == "CorruptionChecked")
    # From version 192 (ASKED_CHECK_SINCE) the check cites CoE-7.1 and names the card; 191
    # cited the clause that played it.
    weariness = ids(rgo, "Weariness of the Heart")[0]
    assert (check.rule, check["character"], check["asked_by"]) == ("CoE-7.1", aragorn,
                                                                   weariness)
    old = begin(rgo.at_version(str(hazard_scripts.ASKED_CHECK_SINCE - 1)), start, seed=1)
    check = next(f for f in old.facts if f.kind == "CorruptionChecked")
    assert (check.rule, check["character"], "asked_by" in check.data) == (
        "RGO-HAZ-2", aragorn, False)
    # Its prowess use cannot be duplicated on him: only the check is left to pick.
    weary = replace(start, hazard_effects=((1, "TW-111", "character-prowess", aragorn, -1, "", 0),))
    ctx = begin(rgo, weary, seed=3)
    assert applied(ctx) == [("check", "corruption-check", 0)]
    assert not [f for f in ctx.facts if f.kind == "RandomPicked" and f["stream"] == "modes"]


# -- Words of Power and Terror -----------------------------------------------------------------

@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-3")
def test_words_of_power_and_terror_needs_a_nazgul_attack_on_the_company(rgo) -> None:  # type: ignore[no-untyped-def]
    words = ids(rgo, "Words of Power and Terror")[0]
    ctx = begin(rgo, moving(rgo, "Words of Power and Terror", "Crebain"))
    assert gone(ctx, words) == ("RGO-HAZ-3", "it cannot be played on the company now")
    attacked = moving(rgo, "Words of Power and Terror", "Crebain", faced=((1, "c1", "Nazgûl"),))
    ctx = begin(rgo, attacked)
    assert applied(ctx) == [("terror", "company-prowess-turn", -1)]
    assert ctx.state.hazard_effects == ((1, words, "company-prowess-turn", "c1", -1, "", 1),)
    assert [m.amount for c in ctx.state.characters
            for m in hazard_scripts.strike_modifiers(ctx.state, c.card_id)] == [-1, -1]
    # Not twice on one company.
    again = replace(attacked, hazard_effects=ctx.state.hazard_effects)
    assert gone(begin(rgo, again), words)[0] == "RGO-HAZ-3"


@pytest.mark.rule("RGO-HAZ-2")
def test_an_attack_declared_is_remembered_with_its_race_for_the_turn(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = begin(rgo, moving(rgo, "Wolves", "Crebain"))
    settle(rgo, ctx)
    assert ctx.state.faced[0] == (1, "c1", "Wolves")


# -- Call of Home and Tookish Blood ------------------------------------------------------------

@pytest.mark.rule("RGO-HAZ-2", "RGO-TARGET-1")
def test_call_of_home_sends_a_character_home_below_ten_with_unused_influence(rgo) -> None:  # type: ignore[no-untyped-def]
    legolas = ids(rgo, "Legolas")[0]
    ctx = begin(rgo, moving(rgo, "Call of Home", "Crebain"), seed=1)
    rolled = next(f for f in ctx.facts if f.kind == "GoingHomeRolled")
    # 20 general influence less Aragorn's 9 and Legolas' 6 mind: 5 unused; 5 + 5 is 10.
    assert (rolled["character"], rolled["roll"], rolled["unused_influence"], rolled["needed"],
            rolled["home"]) == (legolas, 5, 5, 10, False)
    assert ctx.state.character(legolas) is not None


@pytest.mark.rule("RGO-HAZ-2", "RGO-TARGET-1", "BA-DISC-1")
def test_a_character_going_home_leaves_his_first_item_to_a_companion(rgo) -> None:  # type: ignore[no-untyped-def]
    # As versions before sent_home.SINCE play it, unasked (test_road_goes_ever_on_sent_home.py
    # has the player's choice).
    rgo = at_version(rgo, "216")
    bilbo, aragorn, dagger, cloak = ids(rgo, "Bilbo", "Aragorn II", "Dagger of Westernesse",
                                        "Elven Cloak")
    trio = company(rgo, "Bilbo", "Aragorn II", "Legolas")
    armed = (trio[0].with_item(Item.from_card(rgo.catalog.get(dagger)))
             .with_item(Item.from_card(rgo.catalog.get(cloak))), *trio[1:])
    ctx = begin(rgo, moving(rgo, "Tookish Blood", "Crebain", characters=armed), seed=1)
    rolled = next(f for f in ctx.facts if f.kind == "GoingHomeRolled")
    assert (rolled["character"], rolled["roll"], rolled["unused_influence"], rolled["needed"],
            rolled["home"]) == (bilbo, 5, 0, 11, True)
    passed = next(f for f in ctx.facts if f.kind == "ItemPassed")
    assert (passed["item"], passed["origin"], passed["to"]) == (dagger, bilbo, aragorn)
    home = next(f for f in ctx.facts if f.kind == "CharacterReturnedToHand")
    assert (home.rule, home["items"]) == ("RGO-HAZ-2", [cloak])
    assert bilbo in ctx.state.hand and cloak in ctx.state.discard
    assert ctx.state.character(bilbo) is None
    assert [i.card_id for i in ctx.state.character(aragorn).items] == [dagger]  # type: ignore[union-attr]


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-3")
def test_call_of_home_passes_over_the_bearer_of_the_one_ring(rgo) -> None:  # type: ignore[no-untyped-def]
    ring = Item("TW-299", "The One Ring", "special")
    alone = (company(rgo, "Aragorn II")[0].with_item(ring),)
    ctx = begin(rgo, moving(rgo, "Call of Home", "Crebain", characters=alone))
    assert gone(ctx, ids(rgo, "Call of Home")[0]) == (
        "RGO-HAZ-3", "it cannot be played on the company now")


# -- Arouse Minions, Arouse Denizens, Choking Shadows ----------------------------------------

@pytest.mark.rule("RGO-HAZ-2", "RGO-SITE-4")
def test_arouse_minions_adds_three_to_one_automatic_attack_at_a_shadow_hold(rgo) -> None:  # type: ignore[no-untyped-def]
    minions, moria = ids(rgo, "Arouse Minions", "Moria")
    ctx = begin(rgo, heading(rgo, "Moria", "Arouse Minions", "Crebain"))
    assert applied(ctx) == [("automatic-attack", "automatic-attack-prowess", 3)]
    assert ctx.state.hazard_effects == ((1, minions, "automatic-attack-prowess", moria, 3, "",
                                          1),)
    at_moria = replace(ctx.state, site=moria, destination=None, phase=SITE)
    assert declared_prowess(rgo, at_moria) == [7 + 3]
    # Not twice at one site; not at a Ruins & Lairs.
    again = heading(rgo, "Moria", "Arouse Minions", hazard_effects=ctx.state.hazard_effects)
    assert gone(begin(rgo, again), minions)[0] == "RGO-HAZ-3"
    assert gone(begin(rgo, heading(rgo, "Weathertop", "Arouse Minions")), minions)[0] \
        == "RGO-HAZ-3"


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-3")
def test_arouse_denizens_adds_three_at_a_ruins_and_lairs_only(rgo) -> None:  # type: ignore[no-untyped-def]
    denizens, weathertop = ids(rgo, "Arouse Denizens", "Weathertop")
    ctx = begin(rgo, heading(rgo, "Weathertop", "Arouse Denizens", "Crebain"))
    assert applied(ctx) == [("automatic-attack", "automatic-attack-prowess", 3)]
    at_weathertop = replace(ctx.state, site=weathertop, destination=None)
    assert declared_prowess(rgo, at_weathertop) == [6 + 3]
    assert gone(begin(rgo, heading(rgo, "Moria", "Arouse Denizens")), denizens)[0] \
        == "RGO-HAZ-3"


@pytest.mark.rule("RGO-HAZ-2", "RGO-ENV-1")
def test_choking_shadows_adds_two_at_a_ruins_and_lairs_once_a_turn(rgo) -> None:  # type: ignore[no-untyped-def]
    choking, barrow = ids(rgo, "Choking Shadows", "Barrow-downs")
    ctx = begin(rgo, heading(rgo, "Barrow-downs", "Choking Shadows", "Crebain"))
    assert applied(ctx) == [("automatic-attack", "automatic-attack-prowess", 2)]
    at_barrow = replace(ctx.state, site=barrow, destination=None)
    assert declared_prowess(rgo, at_barrow) == [8 + 2]
    # It cannot be duplicated: one in effect anywhere this turn keeps another from playing.
    elsewhere = ((1, choking, "automatic-attack-prowess", "TW-436", 2, "", 0),)
    again = heading(rgo, "Barrow-downs", "Choking Shadows", hazard_effects=elsewhere)
    assert gone(begin(rgo, again), choking)[0] == "RGO-HAZ-3"


# -- the Doors of Night alternatives -----------------------------------------------------------

@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-4")
def test_with_doors_of_night_choking_shadows_turns_a_wilderness_into_a_shadow_land(rgo) -> None:  # type: ignore[no-untyped-def]
    doors = ids(rgo, "Doors of Night")[0]
    start = moving(rgo, "Choking Shadows", "Crebain", long_in_play=(doors,))
    ctx = begin(rgo, start)  # to Lórien, a Haven: the wilderness mode is the only one open
    assert applied(ctx) == [("wilderness", "treat-region", 0)]
    treated = next(f for f in ctx.facts if f.kind == "SitePathTreated")
    assert (treated["path"], treated["treated"]) == (["wilderness", "wilderness"],
                                                     ["shadow-land", "wilderness"])
    assert ctx.state.path == ("shadow-land", "wilderness")
    without = begin(rgo, moving(rgo, "Choking Shadows", "Crebain"))
    assert gone(without, ids(rgo, "Choking Shadows")[0])[0] == "RGO-HAZ-3"


@pytest.mark.rule("RGO-HAZ-2", "RGO-SITE-4")
def test_with_doors_of_night_new_moon_treats_a_free_domain_or_a_free_hold(rgo) -> None:  # type: ignore[no-untyped-def]
    doors, edoras = ids(rgo, "Doors of Night", "Edoras")
    no_elf = company(rgo, "Aragorn II", "Gimli")
    start = heading(rgo, "Edoras", "New Moon", "Crebain", path=("free-domain",),
                    characters=no_elf, long_in_play=(doors,))
    picks = {}
    for seed in (1, 2, 3, 4):
        ctx = begin(rgo, start, seed=seed)
        picks[applied(ctx)[0][0]] = ctx
    assert sorted(picks) == ["free-domain", "free-hold"]
    assert picks["free-domain"].state.path == ("border-land",)
    held = picks["free-hold"].state
    assert held.hazard_effects[0][2:] == ("treat-site", edoras, 0, "border-hold", 1)
    assert hazard_scripts.site_type(held, rgo.catalog.get(edoras)) == "border-hold"
    assert turn_of(rgo, held).journey(held)[0].site_type == "border-hold"


# -- River -------------------------------------------------------------------------------------

@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-3")
def test_river_stops_the_site_phase_until_a_ranger_taps(rgo) -> None:  # type: ignore[no-untyped-def]
    river, aragorn = ids(rgo, "River", "Aragorn II")
    ctx = begin(rgo, heading(rgo, "Weathertop", "River", "Crebain"))
    assert applied(ctx) == [("river", "site-phase-lost", 0)]
    at_site = replace(ctx.state, site=ids(rgo, "Weathertop")[0], destination=None, phase=SITE,
                      pile=(), awaited_strikes=None)
    assert [a.id for a in rgo.actions(at_site)] == [f"river:{aragorn}", "end-turn"]
    crossing = Context(rgo, Table(1, {}, at_site))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(crossing, "explore", {})
    assert refused.value.clause == "RGO-HAZ-2" and crossing.facts == []
    with pytest.raises(IllegalAction):
        rgo.decide(crossing, f"river:{ids(rgo, 'Legolas')[0]}", {})  # no ranger
    assert rgo.policy(at_site, rgo.actions(at_site)) == (f"river:{aragorn}", {})
    rgo.decide(crossing, f"river:{aragorn}", {})
    assert [(f.kind, f.get("state", f.get("by"))) for f in crossing.facts] == [
        ("CharacterStateChanged", "tapped"), ("HazardEffectEnded", aragorn)]
    assert "explore" in [a.id for a in rgo.actions(crossing.state)]
    staying = replace(state(rgo, site=ids(rgo, "Weathertop")[0]), hazards=ids(rgo, "River"))
    assert gone(begin(rgo, staying), river) == ("RGO-HAZ-3",
                                                "it cannot be played on the company now")


# -- Greed -------------------------------------------------------------------------------------

@pytest.mark.rule("RGO-HAZ-2", "CoE-2.V")
def test_greed_makes_the_others_check_less_the_items_points(rgo) -> None:  # type: ignore[no-untyped-def]
    greed, barrow, dagger = ids(rgo, "Greed", "Barrow-downs", "Dagger of Westernesse")
    aragorn, legolas, bilbo = ids(rgo, "Aragorn II", "Legolas", "Bilbo")
    ctx = begin(rgo, heading(rgo, "Barrow-downs", "Greed", "Crebain",
                             characters=company(rgo, "Aragorn II", "Legolas", "Bilbo")))
    assert applied(ctx) == [("greed", "greed", 0)]
    at_barrow = replace(ctx.state, site=barrow, destination=None, phase=SITE, explored=True,
                      hand=(dagger,), pile=(), awaited_strikes=None)
    ctx = Context(rgo, Table(1, {}, at_barrow))
    rgo.decide(ctx, f"play-item:{dagger}:{aragorn}", {})
    settle(rgo, ctx)  # Legolas's check waits for helpers (check_helpers.SINCE)
    checks = [(f["character"], f["modifier"], f.rule, f["check"]["modifiers"][0]["source"])
              for f in ctx.facts if f.kind == "CorruptionChecked"]
    # Not Aragorn who took it, not the Hobbit; from version 192 citing CoE-7.1, the -1 sourced
    # to Greed (ASKED_CHECK_SINCE).
    assert checks == [(legolas, -1, "CoE-7.1", f"card:{greed}")]
    assert bilbo not in [c for c, _, _, _ in checks]
    old = rgo.at_version(str(hazard_scripts.ASKED_CHECK_SINCE - 1))
    ctx = Context(old, Table(1, {}, at_barrow))
    old.decide(ctx, f"play-item:{dagger}:{aragorn}", {})
    assert [(f["character"], f["modifier"], f.rule, f["check"]["modifiers"][0]["source"])
            for f in ctx.facts if f.kind == "CorruptionChecked"] == [
        (legolas, -1, "RGO-HAZ-2", "rule:RGO-HAZ-2")]
    assert gone(begin(rgo, heading(rgo, "Barrow-downs", "Greed", hazard_effects=(
        (1, greed, "greed", barrow, 0, "", 0),))), greed)[0] == "RGO-HAZ-3"


@pytest.mark.rule("RGO-HAZ-2", "CoE-2.V")
@pytest.mark.parametrize(("version", "checked"), [
    (str(hazard_scripts.GREED_EVERY_COMPANY_SINCE), ("Legolas", "Gimli")),
    (str(hazard_scripts.GREED_EVERY_COMPANY_SINCE - 1), ("Legolas",))])
def test_greed_makes_every_company_at_the_site_check(rgo, version: str,  # type: ignore[no-untyped-def]
                                                     checked: tuple[str, ...]) -> None:
    # Gimli and Bilbo wait at Barrow-downs in a company of their own: Greed means every
    # character at the site, so Gimli checks too (not the Hobbit); before, only the running
    # company's characters did.
    played = rgo.at_version(version)
    barrow, dagger, greed = ids(played, "Barrow-downs", "Dagger of Westernesse", "Greed")
    aragorn = ids(played, "Aragorn II")[0]
    at_barrow = state(played, site=barrow, phase=SITE, explored=True, hand=(dagger,),
                      characters=company(played, "Aragorn II", "Legolas"),
                      companies=(Company("c2", barrow, company(played, "Gimli", "Bilbo")),),
                      hazard_effects=((1, greed, "greed", barrow, 0, "", 0),))
    ctx = Context(played, Table(1, {}, at_barrow))
    played.decide(ctx, f"play-item:{dagger}:{aragorn}", {})
    checks = [(f["character"], f["modifier"], f.rule) for f in ctx.facts
              if f.kind == "CorruptionChecked"]
    assert checks == [(ids(played, n)[0], -1, "RGO-HAZ-2") for n in checked]  # as played


# -- older versions ----------------------------------------------------------------------------

@pytest.mark.rule("RGO-HAZ-2")
@pytest.mark.parametrize("event", ["Arouse Minions", "Greed", "River", "Call of Home"])
def test_the_version_before_still_waits_for_the_declared_effect(rgo, event: str) -> None:  # type: ignore[no-untyped-def]
    old = rgo.at_version(str(hazard_scripts.SINCE_VERSION - 1))
    ctx = begin(old, heading(old, "Moria", event, "Crebain"))
    assert ctx.state.awaited_event is not None and ctx.state.awaited_event[0] == ids(rgo, event)[0]
    assert not [f for f in ctx.facts if f.kind == "HazardEffectApplied"]


# -- Doors of Night in play (version 55) --------------------------------------------------------

@pytest.mark.rule("RGO-HAZ-2", "RGO-ENV-1", "RGO-LONG-4")
def test_doors_of_night_stays_in_play_and_opens_the_alternatives(rgo) -> None:  # type: ignore[no-untyped-def]
    doors, sun, choking = ids(rgo, "Doors of Night", "Sun", "Choking Shadows")
    start = moving(rgo, "Doors of Night", "Choking Shadows", "Crebain", long_in_play=(sun,))
    ctx = begin(rgo, start)
    assert [(f.kind, f.rule, f.get("card")) for f in ctx.facts if f.kind in (
        "HazardEventPlayed", "LongEventCancelled", "EnvironmentInPlay")][:3] == [
        ("HazardEventPlayed", "RGO-ENV-1", doors), ("LongEventCancelled", "RGO-ENV-1", sun),
        ("EnvironmentInPlay", "RGO-ENV-1", doors)]  # as played (version 203)
    assert ctx.state.environments == (doors,) and sun in ctx.state.discard
    # Choking Shadows, revealed next on the way to Lórien, has only its wilderness mode.
    assert applied(ctx) == [("wilderness", "treat-region", 0)]
    assert next(f for f in ctx.facts if f.kind == "SitePathTreated")["card"] == choking
    # Not twice; before version 55 it is declared.
    again = begin(rgo, moving(rgo, "Doors of Night", "Crebain", environments=(doors,)))
    assert gone(again, doors) == ("RGO-HAZ-3", "it cannot be duplicated: it is already in play")
    old = rgo.at_version(str(hazard_scripts.DOORS_SINCE_VERSION - 1))
    waiting = begin(old, moving(old, "Doors of Night", "Crebain"))
    assert waiting.state.awaited_event is not None and waiting.state.environments == ()


@pytest.mark.rule("RGO-LONG-4")
def test_a_long_event_plays_its_doors_of_night_alternative(rgo) -> None:  # type: ignore[no-untyped-def]
    doors, eye = ids(rgo, "Doors of Night", "Eye of Sauron")
    for environments, prowess in (((doors,), 3), ((), 1)):
        ctx = Context(rgo, Table(1, {}, state(rgo, environments=environments)))
        long_events.came_into_play(ctx, rgo.catalog.get(eye), "hazards")
        effect = next(f for f in ctx.facts if f.kind == "LongEventEffect")
        assert (effect["prowess"], effect["automatic_only"]) == (prowess, True)


@pytest.mark.rule("RGO-LONG-4")
def test_a_second_minions_stir_in_play_adds_nothing(rgo) -> None:  # type: ignore[no-untyped-def]
    stir = ids(rgo, "Minions Stir")[0]
    ctx = Context(rgo, Table(1, {}, state(rgo, long_in_play=(stir, stir))))
    long_events.came_into_play(ctx, rgo.catalog.get(stir), "hazards")
    assert [(f.kind, f.rule) for f in ctx.facts] == [("LongEventNotDuplicated", "RGO-LONG-4")]
    assert ctx.state.long_effects == ()
