"""Burglar Wants a Good Job from ``hazard_events.TREATMENTS_FROM`` plays the hazard hand's
alternatives with Doors of Night in play that treat a region or the company's site as another
type until the end of the turn (Choking Shadows, Awaken the Earth's Fire, Gloom), the one most
detrimental to the Burglar (BWJ-SEQ-15): a treatment that lets a creature waiting face up in
the row (BWJ-SEQ-11) be keyed, else the card's first mode. The version before left them out
and replays as played. Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine import effects, hazard_events
from domain.ruleset import Fact
from domain.rulesets.burglar import hazard_events as bwj
from domain.rulesets.burglar.state import State
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    DOORS_OF_NIGHT,
    RULESET,
    fresh,
    moving,
    played_as,
)
from tests.support import advance_from, of_kind, only

CHOKING_SHADOWS, EARTHS_FIRE, GLOOM = "TW-21", "TW-11", "TW-41"
GHOULS, UVATHA, GIANT = "TW-38", "TW-107", "TW-39"
BEFORE = played_as(str(bwj.TREATMENTS_FROM - 1))
WEATHERTOP = CATALOG.find("Weathertop", "Hero").id
MORIA = CATALOG.find("Moria", "Hero").id


def _doors(state: State, doors: bool = True) -> State:
    return replace(state, environments=(DOORS_OF_NIGHT,) if doors else ())


def _played(facts: list[Fact]) -> list[tuple[str, str | None]]:
    return [(f["card"], f.get("keyed")) for f in of_kind(facts, "HazardPlayed")]


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-SEQ-11", "BWJ-SEQ-14")
def test_choking_shadows_treats_a_wilderness_as_a_shadow_land_for_a_creature_face_up() -> None:
    # Ghouls (a Shadow-land or Dark-domain) wait face up on Rivendell to Weathertop (two
    # Wildernesses); Choking Shadows turned up next treats the first as a Shadow-land.
    state = _doors(moving(fresh(), "Rivendell", "Weathertop", GHOULS, CHOKING_SHADOWS))
    facts, after = advance_from(RULESET, state)
    assert _played(facts) == [(CHOKING_SHADOWS, None), (GHOULS, "region-type:shadow-land")]
    in_force = only(facts, "HazardEffectInForce")
    assert (in_force.rule, in_force["effect"], in_force["target"]) == \
        ("BWJ-SEQ-15", effects.TREAT_REGION, "company")
    treated = only(facts, "SitePathTreated")
    assert (treated.rule, treated["path"], treated["treated"]) == \
        ("BWJ-SEQ-15", ["wilderness", "wilderness"], ["shadow-land", "wilderness"])
    assert after.path_treated == ("shadow-land", "wilderness") and after.row == ()
    # Without Doors of Night: its first mode, +2 to Weathertop's automatic-attack; the Ghouls
    # stay face up.
    facts, after = advance_from(RULESET, _doors(state, False))
    assert _played(facts) == [(CHOKING_SHADOWS, None)] and after.row == (GHOULS,)
    assert (only(facts, "HazardEffectInForce")["effect"],
            only(facts, "HazardEffectInForce")["target"]) == \
        (effects.AUTOMATIC_ATTACK_PROWESS, WEATHERTOP)
    # The version before, Doors of Night in play: the same as without it.
    facts, after = advance_from(BEFORE, state)
    assert _played(facts) == [(CHOKING_SHADOWS, None)] and after.row == (GHOULS,)
    assert only(facts, "HazardEffectInForce")["effect"] == effects.AUTOMATIC_ATTACK_PROWESS


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-SEQ-11")
def test_choking_shadows_away_from_a_ruins_and_lairs_plays_its_treatment_only_with_doors() -> None:
    # Lórien to Moria, a Shadow-hold: its first mode fails; with Doors of Night the first
    # Wilderness is treated (no creature waits for it: the only mode that applies).
    state = _doors(moving(fresh(), "Lórien", "Moria", CHOKING_SHADOWS))
    facts, after = advance_from(RULESET, state)
    assert _played(facts) == [(CHOKING_SHADOWS, None)]
    assert only(facts, "SitePathTreated")["treated"] == ["shadow-land", "wilderness"]
    for ruleset, doors in ((RULESET, False), (BEFORE, True)):
        facts, after = advance_from(ruleset, _doors(state, doors))
        assert (_played(facts), after.row) == ([], (CHOKING_SHADOWS,))  # it waits face up


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-SEQ-11", "BWJ-SEQ-14")
def test_awaken_the_earths_fire_treats_a_shadow_hold_as_a_dark_hold_for_a_nazgul() -> None:
    # Ûvatha (a Dark-domain or Dark-hold) waits face up as the company reaches Moria.
    state = _doors(moving(fresh(), "Lórien", "Moria", UVATHA, EARTHS_FIRE))
    facts, after = advance_from(RULESET, state)
    assert _played(facts) == [(EARTHS_FIRE, None), (UVATHA, "site-type:dark-hold")]
    in_force = only(facts, "HazardEffectInForce")
    assert (in_force["effect"], in_force["target"], in_force["site_type"]) == \
        (effects.TREAT_SITE, MORIA, "dark-hold")
    assert bwj.site(after, CATALOG).site_type == "dark-hold"
    assert not of_kind(facts, "SitePathTreated")
    # Without Doors of Night, and in the version before: +2 to Moria's automatic-attack.
    for ruleset, doors in ((RULESET, False), (BEFORE, True)):
        facts, after = advance_from(ruleset, _doors(state, doors))
        assert _played(facts) == [(EARTHS_FIRE, None)] and after.row == (UVATHA,)
        assert (only(facts, "HazardEffectInForce")["effect"],
                only(facts, "HazardEffectInForce")["target"]) == \
            (effects.AUTOMATIC_ATTACK_PROWESS, MORIA)
        assert bwj.site(after, CATALOG).site_type == "shadow-hold"


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-SEQ-11", "BWJ-SEQ-14")
def test_gloom_treats_a_border_land_as_a_wilderness_for_a_giant_else_weakens_the_burglar() -> None:
    # Lórien to Beorn's House: a Wilderness and a Border-land; the Giant needs two
    # Wildernesses and waits face up.
    state = _doors(moving(fresh(), "Lórien", "Beorn’s House", GIANT, GLOOM))
    facts, after = advance_from(RULESET, state)
    assert _played(facts) == [(GLOOM, None), (GIANT, "region-type:wilderness")]
    assert only(facts, "SitePathTreated")["treated"] == ["wilderness", "wilderness"]
    # No creature it lets be keyed: its first mode, the Burglar -1 prowess.
    facts, _ = advance_from(RULESET, _doors(moving(fresh(), "Lórien", "Beorn’s House", GLOOM)))
    in_force = only(facts, "HazardEffectInForce")
    assert (in_force["effect"], in_force["target"], in_force["amount"]) == \
        (effects.CHARACTER_PROWESS, BILBO, -1)
    # The version before: the Burglar -1 prowess, the Giant face up.
    facts, after = advance_from(BEFORE, state)
    assert _played(facts) == [(GLOOM, None)] and after.row == (GIANT,)
    assert only(facts, "HazardEffectInForce")["effect"] == effects.CHARACTER_PROWESS


@pytest.mark.rule("BWJ-SEQ-15")
def test_a_treatment_needs_a_region_or_site_of_its_type() -> None:
    gloom = effects.scripted_hazard(GLOOM, 7) or ()
    region, site = gloom[1], gloom[2]
    assert hazard_events.treat_problem(region, ["wilderness", "shadow-land"], "Moria",
                                       "shadow-hold") == "no border-land is left on the site path"
    assert hazard_events.treat_problem(site, ["border-land"], "Moria", "shadow-hold") == \
        "Moria is no border-hold"
    assert hazard_events.treat_problem(region, ["border-land"], "Moria", "shadow-hold") is None
    assert hazard_events.treated_path(["border-land", "wilderness", "border-land"],
                                      ("border-land", "wilderness"), 1) == \
        ["border-land", "wilderness", "wilderness"]
    assert hazard_events.site_treatment(CHOKING_SHADOWS, 7) == "shadow-hold"
    assert hazard_events.site_treatment("TW-6", 7) is None
