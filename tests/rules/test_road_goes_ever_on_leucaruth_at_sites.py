"""Leucaruth at Home's limit of one unique Dragon manifestation a turn (TD-MANIF-1) reaches a
Dragon drawn from the Hazard deck to attack at a site, from version 206
(dragon_homes.ONE_A_TURN_AT_SITES_SINCE): the site encounter's Attacked ("a creature playable
here", RGO-SITE-RL-7) and an Under-deeps site's attack (the card the hazard player plays as the
attack, RGO-UDEEP-2). Past the limit the Dragon is discarded and the next card drawn; a Dragon
attacking there is the turn's one. Version 204 replays as played."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from domain.ruleset import Fact
from domain.rulesets.road_goes_ever_on import dragon_homes
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.site_phase import SitePhase
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import at_version, card, run, state, turn_of, with_coe_cards

CARDS = ("Leucaruth at Home", "Bairanax at Home", "The Under-grottos", "Dragon's Desolation")
#: The version before the limit reaches a Dragon drawn to attack at a site.
BEFORE = str(dragon_homes.ONE_A_TURN_AT_SITES_SINCE - 1)
LIMIT = ("with Leucaruth at Home in play one unique Dragon manifestation is played a turn, and "
         "Bairanax at Home was")
#: The Dragon's Desolation alternative in force on the company this turn (desolation.py): its
#: next Dragon creature may attack at its Ruins & Lairs site.
DRAGON_AT_SITE = "dragon-at-site"


@pytest.fixture(scope="module")
def rgo(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    return with_coe_cards(starter, coe_cards_path, CARDS)


def at(rgo: RoadGoesEverOn, site: str, *hazards: str, played: bool = True,
       **fields: object) -> State:
    """The company's site phase at ``site`` with Leucaruth at Home in play, ``hazards`` on top
    of the Hazard deck; ``played``: Bairanax at Home was played this turn."""
    bairanax = card(rgo, "Bairanax at Home")
    return state(rgo, site=card(rgo, site), phase=SITE,
                 hazards=tuple(card(rgo, h) for h in hazards),
                 environments=(card(rgo, "Leucaruth at Home"), bairanax),
                 hazards_this_turn=((1, bairanax),) if played else (), **fields)


def attacked(ruleset: RoadGoesEverOn, start: State) -> tuple[list[Fact], State]:
    """The site encounter's Attacked (RGO-SITE-RL-7) at the company's site."""
    site = ruleset.catalog.get(start.site)
    return run(ruleset, start, lambda ctx: SitePhase(turn_of(ruleset, start)).attacked(
        ctx, site, "RGO-SITE-RL-7"))


def seen(facts: list[Fact]) -> list[tuple[str, str | None, str, object]]:
    return [(f.kind, f.rule, str(f.get("name") or f.get("reason") or ""),
             f.get("manifestation_played")) for f in facts
            if f.kind in ("HazardRevealed", "HazardDiscarded")]


@pytest.mark.rule("TD-MANIF-1", "RGO-SITE-RL-7")
def test_past_the_limit_a_dragon_drawn_for_an_attacked_encounter_is_discarded(rgo) -> None:  # type: ignore[no-untyped-def]
    smaug, orcs = card(rgo, "Smaug"), card(rgo, "Orc-patrol")
    start = at(rgo, "The Lonely Mountain", "Smaug", "Orc-patrol")
    facts, after = attacked(rgo, start)
    assert seen(facts) == [("HazardRevealed", "RGO-SITE-RL-7", "Smaug", None),
                           ("HazardDiscarded", "TD-MANIF-1", LIMIT, None),
                           ("HazardRevealed", "RGO-SITE-RL-7", "Orc-patrol", None)]
    assert [a["hazard"] for a in after.site_attacks] == [orcs]
    assert after.hazard_discard == (smaug,)
    # Version 204: Smaug attacked, whatever was played this turn.
    old = at_version(rgo, BEFORE)
    facts, after = attacked(old, start)
    assert seen(facts) == [("HazardRevealed", "RGO-SITE-RL-7", "Smaug", None)]
    assert [a["hazard"] for a in after.site_attacks] == [smaug]


@pytest.mark.rule("TD-MANIF-1", "RGO-SITE-RL-7")
def test_a_dragon_attacking_at_a_site_is_the_turns_unique_dragon_manifestation(rgo) -> None:  # type: ignore[no-untyped-def]
    smaug = card(rgo, "Smaug")
    start = at(rgo, "The Lonely Mountain", "Smaug", played=False)
    facts, after = attacked(rgo, start)
    assert seen(facts) == [("HazardRevealed", "RGO-SITE-RL-7", "Smaug", True)]
    assert [a["hazard"] for a in after.site_attacks] == [smaug]
    assert after.hazards_this_turn == ((1, smaug),)
    # A creature no Dragon is not marked; version 204 marked and counted none.
    orcs = at(rgo, "The Lonely Mountain", "Orc-patrol", played=False)
    facts, after = attacked(rgo, orcs)
    assert seen(facts) == [("HazardRevealed", "RGO-SITE-RL-7", "Orc-patrol", None)]
    assert after.hazards_this_turn == ()
    facts, after = attacked(at_version(rgo, BEFORE), start)
    assert seen(facts) == [("HazardRevealed", "RGO-SITE-RL-7", "Smaug", None)]
    assert after.hazards_this_turn == ()
    # Without Leucaruth at Home in play a Dragon attacks there whatever was played, counted.
    bairanax = card(rgo, "Bairanax at Home")
    free = replace(at(rgo, "The Lonely Mountain", "Smaug"), environments=(bairanax,))
    facts, after = attacked(rgo, free)
    assert [a["hazard"] for a in after.site_attacks] == [smaug]
    assert after.hazards_this_turn == ((1, bairanax), (1, smaug))


def under_grottos(rgo: RoadGoesEverOn, played: bool = True) -> State:
    """The company at The Under-grottos, a Ruins & Lairs, with Dragon's Desolation letting
    its next Dragon attack there: Smaug, an Orc-patrol and Wolves drawn for its attack."""
    start = at(rgo, "The Under-grottos", "Smaug", "Orc-patrol", "Wolves", played=played)
    desolation = card(rgo, "Dragon's Desolation")
    return replace(start, hazard_effects=((1, desolation, DRAGON_AT_SITE, start.company, 0,
                                           "", 0),))


def under_deeps(ruleset: RoadGoesEverOn, start: State) -> tuple[list[Fact], State]:
    site = ruleset.catalog.get(start.site)
    return run(ruleset, start, lambda ctx: SitePhase(turn_of(ruleset, start)).under_deeps_attack(
        ctx, site))


def attacker(facts: list[Fact]) -> list[str]:
    return [str(f["hazard"]) for f in facts if f.kind == "StrikeAssignmentOpened"]


@pytest.mark.rule("TD-MANIF-1", "RGO-UDEEP-2")
def test_past_the_limit_a_dragon_drawn_at_an_under_deeps_site_is_no_attacker(rgo) -> None:  # type: ignore[no-untyped-def]
    smaug, orcs, wolves = (card(rgo, n) for n in ("Smaug", "Orc-patrol", "Wolves"))
    start = under_grottos(rgo)
    facts, after = under_deeps(rgo, start)
    assert seen(facts) == [("HazardDiscarded", "TD-MANIF-1", LIMIT, None),
                           ("HazardDiscarded", "RGO-UDEEP-2",
                            "not the first creature for here", None)]
    assert attacker(facts) == [orcs]
    assert after.hazard_discard == (smaug, wolves)
    # Version 204: Smaug, the first creature for here, attacked.
    facts, after = under_deeps(at_version(rgo, BEFORE), start)
    assert attacker(facts) == [smaug]
    assert [f["card"] for f in facts if f.kind == "HazardDiscarded"] == [orcs, wolves]
    # None played this turn: Smaug attacks, revealed as the turn's one.
    first = under_grottos(rgo, played=False)
    facts, after = under_deeps(rgo, first)
    assert seen(facts)[-1] == ("HazardRevealed", "RGO-UDEEP-2", "Smaug", True)
    assert attacker(facts) == [smaug] and after.hazards_this_turn == ((1, smaug),)
