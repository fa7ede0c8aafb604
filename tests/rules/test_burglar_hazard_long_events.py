"""Burglar Wants a Good Job from ``HAZARD_LONG_EVENTS_FROM`` plays the hazard long-events that
act while in play by their cards (BWJ-LONG-1; ``burglar.hazard_long_events`` over the engine's
``hazards_in_play``, read as The Road Goes Ever On reads it): on attacks and strikes, on the
company's move as the movement/hazard phase begins, and at its site. The version before plays
them as it did: in play two turns, doing nothing. Constructed states played with the real
ruleset."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import HAZARD_LONG_EVENTS_FROM
from domain.rulesets.hobbit.state import LONG_EVENT
from tests.rules.burglar_support import (
    CATALOG,
    DOORS_OF_NIGHT,
    ORC_PATROL,
    RULESET,
    act,
    advance,
    card_modifiers,
    fresh,
    ids,
    moving,
    played_as,
    striking,
    with_hand,
)
from tests.support import advance_from, of_kind, only

AWAKEN_MINIONS, AWAKEN_DENIZENS, PLAGUE, CLOUDS, NIGHT = "TW-10", "TW-9", "TW-81", "TW-22", \
    "TW-69"
LONG_WINTER, FOUL_FUMES, SNOWSTORM, MORGUL_NIGHT, FELL_WINTER, STORMS = "TW-49", "TW-36", \
    "TW-91", "TW-62", "TW-35", "TW-92"
GHOSTS, GHOULS = "TW-37", "TW-38"
ARAGORN, BEREGOND, HAMA = "TW-120", "TW-127", "TW-165"
BEFORE = played_as(str(HAZARD_LONG_EVENTS_FROM - 1))
MORIA = CATALOG.find("Moria", "Hero")
WEATHERTOP = CATALOG.find("Weathertop", "Hero")


def _in_play(state: State, *cards: str, doors: bool = False) -> State:
    return replace(state, long_events=tuple((c, 1) for c in cards),
                   environments=(DOORS_OF_NIGHT,) if doors else ())


def _declared(attack: Attack, *in_play: str, at: str = "Moria", doors: bool = False,
              ruleset: BurglarWantsAGoodJob = RULESET) -> Mapping[str, Any]:
    state = replace(_in_play(fresh(), *in_play, doors=doors), location=at, turn_start=at)
    ctx = Context(ruleset, Table(7, {}, state))
    ruleset._declare(ctx, attack, "automatic" if attack.automatic else "hand",
                     None if attack.automatic else attack.source)
    return only(ctx.facts, "AttackDeclared").data


def _attack(declared: Mapping[str, Any]) -> tuple[int, int, list[str]]:
    attack = Attack.from_json(declared["attack"])
    return attack.strikes, attack.prowess, list(declared["long_events"])


def _automatic(site: Any) -> Attack:
    return Attack.automatic_attack(site, site.automatic_attacks[0], 1)


@pytest.mark.rule("BWJ-LONG-1", "BWJ-SEQ-17")
def test_awaken_minions_and_denizens_double_the_automatic_attacks_at_their_sites() -> None:
    moria = _automatic(MORIA)  # Orcs, 4 strikes, 7 prowess, at a Shadow-hold
    assert _attack(_declared(moria, AWAKEN_MINIONS)) == (8, 7, [AWAKEN_MINIONS])
    assert _attack(_declared(moria, AWAKEN_DENIZENS)) == (4, 7, [])
    weathertop = _automatic(WEATHERTOP)  # at a Ruins & Lairs
    assert _attack(_declared(weathertop, AWAKEN_DENIZENS, at="Weathertop")) == \
        (2 * weathertop.strikes, weathertop.prowess, [AWAKEN_DENIZENS])
    # A hazard creature's attack is no automatic-attack.
    orcs = Attack.from_creature(CATALOG.get(ORC_PATROL), 1)
    assert _attack(_declared(orcs, AWAKEN_MINIONS)) == (orcs.strikes, orcs.prowess, [])
    # The version before: in play, doing nothing.
    assert _attack(_declared(moria, AWAKEN_MINIONS, ruleset=BEFORE)) == (4, 7, [])


@pytest.mark.rule("BWJ-LONG-1")
def test_plague_of_wights_strengthens_the_undead_and_with_doors_doubles_them() -> None:
    ghosts = Attack.from_creature(CATALOG.get(GHOSTS), 1)  # 3 strikes, 9 prowess
    assert _attack(_declared(ghosts, PLAGUE)) == (3, 10, [PLAGUE])
    assert _attack(_declared(ghosts, PLAGUE, doors=True)) == (6, 10, [PLAGUE])
    orcs = Attack.from_creature(CATALOG.get(ORC_PATROL), 1)
    assert _attack(_declared(orcs, PLAGUE, doors=True)) == (orcs.strikes, orcs.prowess, [])
    assert _attack(_declared(ghosts, PLAGUE, ruleset=BEFORE)) == (3, 9, [])


@pytest.mark.rule("BWJ-LONG-1")
def test_clouds_gives_a_hazard_creature_two_with_doors_of_night_only() -> None:
    orcs = Attack.from_creature(CATALOG.get(ORC_PATROL), 1)
    assert _attack(_declared(orcs, CLOUDS)) == (orcs.strikes, orcs.prowess, [])
    assert _attack(_declared(orcs, CLOUDS, doors=True)) == \
        (orcs.strikes, orcs.prowess + 2, [CLOUDS])
    moria = _automatic(MORIA)  # no hazard creature
    assert _attack(_declared(moria, CLOUDS, doors=True)) == (4, 7, [])
    assert _attack(_declared(orcs, CLOUDS, doors=True, ruleset=BEFORE)) == \
        (orcs.strikes, orcs.prowess, [])


def _striking(who: str, *in_play: str, doors: bool = False) -> State:
    return striking(who, long_events=tuple((c, 1) for c in in_play),
                    environments=(DOORS_OF_NIGHT,) if doors else ())


@pytest.mark.rule("BWJ-LONG-1")
def test_night_weakens_a_dunadan_not_a_ranger_and_with_doors_every_man() -> None:
    facts, _ = act(_striking(BEREGOND, NIGHT), "roll", seed=3)
    resolved = only(facts, "StrikeResolved").data
    assert (resolved["prowess"], card_modifiers(resolved, NIGHT)) == \
        (CATALOG.get(BEREGOND).prowess - 1, [(-1, "Night in play", "BWJ-LONG-1")])
    facts, _ = act(_striking(ARAGORN, NIGHT), "roll", seed=3)  # a ranger
    assert card_modifiers(only(facts, "StrikeResolved").data, NIGHT) == []
    facts, _ = act(_striking(HAMA, NIGHT), "roll", seed=3)  # a Man, without Doors of Night
    assert card_modifiers(only(facts, "StrikeResolved").data, NIGHT) == []
    facts, _ = act(_striking(HAMA, NIGHT, doors=True), "roll", seed=3)
    assert card_modifiers(only(facts, "StrikeResolved").data, NIGHT) == \
        [(-1, "Night in play", "BWJ-LONG-1")]
    facts, _ = act(_striking(BEREGOND, NIGHT), "roll", seed=3, ruleset=BEFORE)
    assert only(facts, "StrikeResolved").data["prowess"] == CATALOG.get(BEREGOND).prowess
    # With Doors of Night every attack has one more prowess.
    orcs = Attack.from_creature(CATALOG.get(ORC_PATROL), 1)
    assert _attack(_declared(orcs, NIGHT, doors=True)) == \
        (orcs.strikes, orcs.prowess + 1, [NIGHT])


def _moved(origin: str, to: str, *in_play: str, doors: bool = False,
           state: State | None = None) -> State:
    """The long-event phase over (nothing to play), the company having moved."""
    return replace(_in_play(state or fresh(), *in_play, doors=doors), phase=LONG_EVENT,
                   step="", turn_start=origin, location=to, moved=True, hand=())


@pytest.mark.rule("BWJ-LONG-1", "BWJ-SEQ-4")
def test_long_winter_turns_back_a_company_without_a_ranger() -> None:
    facts, after = advance(_moved("Lórien", "Moria", LONG_WINTER))  # two Wildernesses
    back = only(facts, "MovementTurnedBack")
    assert (back.rule, back["card"], back["origin"], back["destination"], back["path"]) == \
        ("BWJ-LONG-1", LONG_WINTER, "Lórien", "Moria", ["wilderness", "wilderness"])
    began = of_kind(facts, "PhaseBegan")[0]
    assert (began.rule, began["draws"], began["resource_draws"]) == ("BWJ-SEQ-4", 1, 0)
    assert (after.location, after.moved) == ("Lórien", False)
    # A ranger in the company keeps it on its way; one Wilderness is not enough.
    facts, after = advance(_moved("Lórien", "Moria", LONG_WINTER,
                                  state=with_hand(fresh(), ARAGORN)))
    assert not of_kind(facts, "MovementTurnedBack") and after.location == "Moria"
    facts, _ = advance(_moved("Rivendell", "Ettenmoors", LONG_WINTER))
    assert not of_kind(facts, "MovementTurnedBack")
    # The version before: the company goes on.
    facts, after = advance_from(BEFORE, _moved("Lórien", "Moria", LONG_WINTER), 7)
    assert not of_kind(facts, "MovementTurnedBack") and after.location == "Moria"


@pytest.mark.rule("BWJ-LONG-1", "BWJ-SEQ-4")
def test_foul_fumes_and_snowstorm_turn_back_through_their_regions() -> None:
    facts, after = advance(_moved("Lórien", "Dol Guldur", FOUL_FUMES))  # a Dark-domain
    assert only(facts, "MovementTurnedBack")["card"] == FOUL_FUMES
    facts, _ = advance(_moved("Lórien", "Moria", FOUL_FUMES))  # Wildernesses only
    assert not of_kind(facts, "MovementTurnedBack")
    # Snowstorm only with Doors of Night, and then even past a ranger.
    facts, _ = advance(_moved("Rivendell", "Ettenmoors", SNOWSTORM))
    assert not of_kind(facts, "MovementTurnedBack")
    ranger = with_hand(fresh(), ARAGORN)
    facts, after = advance(_moved("Rivendell", "Ettenmoors", SNOWSTORM, doors=True,
                                  state=ranger))
    assert only(facts, "MovementTurnedBack")["card"] == SNOWSTORM
    assert after.location == "Rivendell"


@pytest.mark.rule("BWJ-LONG-1")
def test_with_doors_of_night_the_new_site_is_tapped() -> None:
    ranger = with_hand(fresh(), ARAGORN)  # Long Winter does not turn him back
    facts, after = advance(_moved("Lórien", "Moria", LONG_WINTER, doors=True, state=ranger))
    tapped = only(facts, "SiteTapped")
    assert (tapped.rule, tapped["site"], tapped["by"]) == ("BWJ-LONG-1", MORIA.id, LONG_WINTER)
    assert MORIA.id in after.tapped_sites
    # Storms of Ossë: a site reached over a Coastal Sea.
    tolfalas = CATALOG.find("Tolfalas", "Hero").id
    facts, _ = advance(_moved("Edhellond", "Tolfalas", STORMS, doors=True))
    assert only(facts, "SiteTapped")["site"] == tolfalas
    facts, _ = advance(_moved("Edhellond", "Tolfalas", STORMS))  # no Doors of Night
    assert not of_kind(facts, "SiteTapped")
    facts, _ = advance_from(BEFORE, _moved("Edhellond", "Tolfalas", STORMS, doors=True), 7)
    assert not of_kind(facts, "SiteTapped")


@pytest.mark.rule("BWJ-LONG-1", "BWJ-SEQ-14")
def test_morgul_night_with_doors_darkens_the_site_path_for_the_hazards() -> None:
    moved = _moved("Rivendell", "Weathertop", MORGUL_NIGHT, doors=True)
    facts, after = advance(replace(moved, hazard_deck=(GHOULS,)))
    treated = only(facts, "SitePathTreated")
    assert (treated["card"], treated["path"], treated["treated"]) == \
        (MORGUL_NIGHT, ["wilderness", "wilderness"], ["shadow-land", "shadow-land"])
    assert after.path_treated == ("shadow-land", "shadow-land")
    # Ghouls, keyable to a Shadow-land only, can now be played on the company.
    facts, _ = advance(replace(after, step="", hazard_hand=(GHOULS,), draws_left=0))
    assert only(facts, "HazardPlayed")["keyed"] == "region-type:shadow-land"
    # Without Doors of Night the path is as it is.
    facts, _ = advance(_moved("Rivendell", "Weathertop", MORGUL_NIGHT))
    assert not of_kind(facts, "SitePathTreated")


@pytest.mark.rule("BWJ-LONG-1", "BWJ-SEQ-17")
def test_fell_winter_adds_wolves_at_a_border_hold() -> None:
    _, state = advance(moving(_in_play(fresh(), FELL_WINTER), "Rivendell", "Bree"))
    assert state.phase == "site" and "enter" in ids(state)
    facts, _ = act(state, "enter")
    attacks = [Attack.from_json(a) for a in only(facts, "SiteEntered")["attacks"]]
    assert [(a.name, a.race, a.strikes, a.prowess) for a in attacks] == \
        [("Bree automatic-attack (Fell Winter)", "Wolves", 3, 7)]
    facts, _ = act(state, "enter", ruleset=BEFORE)
    assert only(facts, "SiteEntered")["attacks"] == []
    # With Doors of Night it treats the site path's Free-domains and Border-lands as it comes.
    facts, _ = advance(_moved("Lórien", "Edoras", FELL_WINTER, doors=True))
    assert only(facts, "SitePathTreated")["treated"] == ["wilderness", "wilderness"]


@pytest.mark.rule("BWJ-LONG-1", "BWJ-SEQ-11")
def test_a_long_event_in_play_is_not_played_again() -> None:
    state = replace(_in_play(fresh(), AWAKEN_MINIONS), turn_start="Lórien", location="Moria",
                    moved=True, phase="movement-hazard", step="", draws_left=0,
                    hazard_limit=2, hazard_hand=(AWAKEN_MINIONS,))
    facts, after = advance(state)
    assert not of_kind(facts, "HazardPlayed") and after.row == (AWAKEN_MINIONS,)
    facts, _ = advance_from(BEFORE, state, 7)
    assert [f["card"] for f in of_kind(facts, "HazardPlayed")] == [AWAKEN_MINIONS]


@pytest.mark.rule("BWJ-LONG-1")
def test_the_coverage_reads_the_scripts(starter: Catalog) -> None:
    for card in (AWAKEN_MINIONS, AWAKEN_DENIZENS, PLAGUE, CLOUDS, NIGHT, LONG_WINTER,
                 FOUL_FUMES, SNOWSTORM, MORGUL_NIGHT, FELL_WINTER, STORMS):
        assert coverage.in_ruleset("burglar", starter.get(card)) == \
            coverage.InRuleset(coverage.SCRIPTED), card
