"""Guise of the Necromancer from ``hazard_events.SINCE`` plays the hazard hand's short-events
of the site and the site path by their cards, no longer declared (GON-HH-10, GON-DUD-2;
``hobbit.hazard_events``, shared with Burglar Wants a Good Job): Arouse Minions and Arouse
Denizens strengthen the first automatic-attack at the company's new site, River and the Lost
events hold its site phase; one whose condition the company's move fails is a dud. The version
before asks the player to declare what each does."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.guise_of_the_necromancer import hazard_events
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import (
    CATALOG,
    CELEBORN,
    DOL_GULDUR,
    FILLER,
    HALDIR,
    ISENGARD,
    LORIEN,
    LOST_WILD,
    RADAGAST,
    RULESET,
    SAM,
    act,
    acts,
    fresh,
    hazards,
    ids,
)
from tests.support import of_kind, only

AROUSE_DENIZENS, AROUSE_MINIONS, RIVER = "TW-6", "TW-7", "TW-84"
LOST_AT_SEA, LOST_IN_FREE_DOMAINS, GREED, SWORD = "TW-50", "TW-53", "TW-42", "TW-336"
EDHELLOND = "TW-393"


def _before() -> GuiseOfTheNecromancer:
    ruleset = RULESET.at_version(str(hazard_events.SINCE - 1))
    assert isinstance(ruleset, GuiseOfTheNecromancer)
    return ruleset


BEFORE = _before()
BEFORE_GREED = RULESET.at_version(str(hazard_events.GREED_SINCE - 1))


def _moving(to: str, card: str) -> State:
    """The company at Lórien about to move to ``to``, ``card`` alone in the hazard hand, the
    hazard deck of duds (Lost in the Wilderness: no hazard limit here, GON-HH-2)."""
    _, state = acts(hazards(fresh(), [card], (LOST_WILD,) * 16), f"move:1:{to}")
    return state


def _played(facts: list) -> list[tuple[str, str]]:  # type: ignore[type-arg]
    return [(f.rule, f["card"]) for f in of_kind(facts, "HazardEventPlayed")]


def _duds(facts: list, card: str) -> list[str]:  # type: ignore[type-arg]
    return [f.rule for f in of_kind(facts, "DudDiscarded") if f["card"] == card]


@pytest.mark.rule("GON-HH-10", "GON-PLAY-4")
def test_arouse_minions_adds_three_to_dol_guldurs_first_automatic_attack() -> None:
    facts, at_site = act(_moving(DOL_GULDUR, AROUSE_MINIONS), "go")
    assert _played(facts) == [("GON-HH-10", AROUSE_MINIONS)]
    in_force = only(facts, "HazardEffectInForce")
    assert (in_force["effect"], in_force["target"], in_force["amount"]) == \
        ("automatic-attack-prowess", DOL_GULDUR, 3)
    assert not of_kind(facts, "PlayerRuling") and AROUSE_MINIONS in at_site.hazard_discard
    assert "enter" in ids(at_site)
    facts, _ = act(at_site, "enter")
    entered = only(facts, "SiteEntered")
    assert [a["prowess"] for a in entered["attacks"]] == [8 + 3, 9, 11]  # the Orcs only
    assert entered["hazard_events"] == [AROUSE_MINIONS]
    # The version before: the player declares what it does.
    ctx = Context(BEFORE, Table(7, {}, _moving(DOL_GULDUR, AROUSE_MINIONS)))
    BEFORE.decide(ctx, "go", {})
    assert not of_kind(ctx.facts, "HazardEffectInForce")
    assert [a.id for a in BEFORE.actions(ctx.state) if a.id.startswith("declare:")]


@pytest.mark.rule("GON-HH-10", "GON-DUD-2")
def test_arouse_denizens_acts_at_a_ruins_and_lairs_and_is_a_dud_elsewhere() -> None:
    facts, _ = act(_moving(DOL_GULDUR, AROUSE_DENIZENS), "go")
    assert _played(facts) == [] and _duds(facts, AROUSE_DENIZENS) == ["GON-DUD-2"]
    facts, at_site = act(_moving(ISENGARD, AROUSE_DENIZENS), "go")
    assert only(facts, "HazardEffectInForce")["target"] == ISENGARD
    facts, _ = act(at_site, "enter")
    wolves = CATALOG.get(ISENGARD).automatic_attacks[0].prowess
    assert only(facts, "SiteEntered")["attacks"][0]["prowess"] == wolves + 3


@pytest.mark.rule("GON-HH-10", "GON-DUD-2")
def test_river_holds_the_site_phase_until_a_ranger_taps() -> None:
    facts, at_site = act(_moving(DOL_GULDUR, RIVER), "go")
    in_force = only(facts, "HazardEffectInForce")
    assert (in_force["effect"], in_force["target"]) == ("site-phase-lost", "1")
    assert ids(at_site) == [f"river:{RADAGAST}", f"river:{SAM}", "leave"]
    with pytest.raises(IllegalAction) as refused:
        act(at_site, "enter")
    assert "River" in refused.value.message and refused.value.clause == "GON-HH-10"
    facts, crossed = act(at_site, f"river:{SAM}")
    assert [(f.kind, f.rule) for f in facts][-2:] == [("CharacterStateChanged", "GON-HH-10"),
                                                      ("HazardEffectEnded", "GON-HH-10")]
    assert crossed.companies[0].character(SAM).state == "tapped"  # type: ignore[union-attr]
    assert "enter" in ids(crossed) and crossed.hazard_effects == ()
    # Staying, no company moves to a site: a dud.
    facts, _ = act(hazards(fresh(), [RIVER], FILLER), "go")
    assert _duds(facts, RIVER) == ["GON-DUD-2"]


@pytest.mark.rule("GON-HH-10")
@pytest.mark.parametrize("card", [LOST_AT_SEA, LOST_IN_FREE_DOMAINS])
def test_a_lost_company_does_nothing_in_its_site_phase(card: str) -> None:
    state = fresh()
    company = replace(state.companies[0], location=DOL_GULDUR)
    state = replace(state, phase="site", step="arrived", pending=("1",), companies=(company,),
                    hazard_effects=((card, "site-phase-nothing", "1", 0),))
    assert ids(state) == ["leave"]  # no ranger crosses this
    with pytest.raises(IllegalAction) as refused:
        act(state, f"river:{SAM}")
    assert CATALOG.get(card).name in refused.value.message


@pytest.mark.rule("GON-HH-10", "GON-DUD-2")
def test_lost_in_free_domains_needs_a_free_domain_in_the_site_path() -> None:
    facts, _ = act(_moving(EDHELLOND, LOST_IN_FREE_DOMAINS), "go")  # two Free-domains
    assert _played(facts) == [("GON-HH-10", LOST_IN_FREE_DOMAINS)]
    facts, _ = act(_moving(DOL_GULDUR, LOST_IN_FREE_DOMAINS), "go")
    assert _duds(facts, LOST_IN_FREE_DOMAINS) == ["GON-DUD-2"]
    facts, _ = act(_moving(DOL_GULDUR, LOST_AT_SEA), "go")  # no Coastal Sea either
    assert _duds(facts, LOST_AT_SEA) == ["GON-DUD-2"]


@pytest.mark.rule("GON-HH-10")
def test_the_cards_read_scripted_in_the_guises_column() -> None:
    for card in (AROUSE_DENIZENS, AROUSE_MINIONS, RIVER, LOST_AT_SEA, LOST_IN_FREE_DOMAINS,
                 GREED):
        assert coverage.in_ruleset("necromancer", CATALOG.get(card)) == \
            coverage.InRuleset(coverage.SCRIPTED), card


@pytest.mark.rule("GON-HH-10")
def test_greed_is_played_on_the_site_and_makes_the_others_check_as_an_item_is_played() -> None:
    facts, _ = act(hazards(fresh(), [GREED], (LOST_WILD,) * 16), "go")  # staying at Lórien
    assert _played(facts) == [("GON-HH-10", GREED)] and not of_kind(facts, "PlayerRuling")
    assert only(facts, "HazardEffectInForce")["target"] == LORIEN
    state = fresh()
    company = replace(state.companies[0], location=DOL_GULDUR)
    state = replace(state, phase="site", step="entered", pending=("1",), companies=(company,),
                    hand=(SWORD,), hazard_effects=((GREED, "greed", DOL_GULDUR, 0),))
    facts, _ = act(state, f"item:{SWORD}:{HALDIR}")
    checks = of_kind(facts, "CorruptionChecked")
    # Radagast (a Wizard), Sam (a Hobbit) and Haldir (the bearer) do not check.
    assert [f["character"] for f in checks] == [CELEBORN]
    assert [(m["amount"], m["why"]) for m in checks[0]["check"]["modifiers"]
            if m["source"] == f"card:{SWORD}"] == [(-2, "Greed: the item's corruption points")]
    facts, _ = act(replace(state, hazard_effects=()), f"item:{SWORD}:{HALDIR}")
    assert not of_kind(facts, "CorruptionChecked")
    # The version before: the player declares what it does.
    ctx = Context(BEFORE_GREED, Table(7, {}, hazards(fresh(), [GREED], (LOST_WILD,) * 16)))
    BEFORE_GREED.decide(ctx, "go", {})
    assert [a.id for a in BEFORE_GREED.actions(ctx.state) if a.id.startswith("declare:")]
