"""Burglar Wants a Good Job from ``FURTHER_KEYS_FROM`` lets the events in play of the engine's
long-event generation 7 key a revealed creature to further places (BWJ-SEQ-10, BWJ-SEQ-14): A
Pack at the Door, a long-event, and The Nazgûl are Abroad, a permanent-event that stays in
play. The version before played them doing nothing. Constructed states played with the real
ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import FURTHER_KEYS_FROM
from tests.rules.burglar_support import (
    BILBO,
    DOORS_OF_NIGHT,
    RULESET,
    advance,
    fresh,
    give,
    moving,
    played_as,
)
from tests.support import advance_from, of_kind, only

PACK, ABROAD, MORGUL_HORSE = "TW-497", "TW-96", "TW-63"
GIANT_SPIDERS, WATCHER, WITCH_KING = "TW-40", "TW-110", "TW-113"
ONE_RING, MAGIC_RING = "TW-347", "TW-274"
BEFORE = played_as(str(FURTHER_KEYS_FROM - 1))


def _company(origin: str, to: str, long_events: tuple[str, ...] = (),
             environments: tuple[str, ...] = (), ring: str | None = None) -> State:
    """The company moved from ``origin`` to ``to`` (staying when they are the same) in its
    movement/hazard phase, with the events in play and the Burglar bearing ``ring``."""
    state = moving(fresh(), origin, to, moved=origin != to,
                   long_events=tuple((c, 1) for c in long_events), environments=environments)
    return give(state, BILBO, ring) if ring else state


def _keys(state: State, creature: str, ruleset: BurglarWantsAGoodJob = RULESET) -> list[str] | None:
    return ruleset._playable(state, creature)


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-14", "BWJ-LONG-1")
def test_a_pack_at_the_door_keys_the_pack_to_border_lands_with_doors() -> None:
    # Lórien to Edoras: a Wilderness and a Border-land; Giant Spiders need two Wildernesses.
    with_doors = _company("Lórien", "Edoras", (PACK,), (DOORS_OF_NIGHT,))
    assert _keys(with_doors, GIANT_SPIDERS) == ["region-type:border-land"]
    assert _keys(_company("Lórien", "Edoras", (PACK,)), GIANT_SPIDERS) is None  # no Doors
    assert _keys(_company("Lórien", "Edoras", (), (DOORS_OF_NIGHT,)), GIANT_SPIDERS) is None
    assert _keys(with_doors, GIANT_SPIDERS, ruleset=BEFORE) is None
    # Staying at a Ruins & Lairs, keyed to the site.
    assert _keys(_company("Weathertop", "Weathertop", (PACK,), (DOORS_OF_NIGHT,)),
                 GIANT_SPIDERS) == ["site-type:ruins-and-lairs"]
    # The Watcher in the Water is keyable by a Coastal Sea too, so by some other region: it
    # comes; a Nazgûl is of none of the pack's races.
    assert _keys(with_doors, WATCHER) == ["region-type:border-land"]
    assert _keys(with_doors, WITCH_KING) is None
    # Revealed from the hazard hand, it attacks keyed so.
    facts, _ = advance(replace(with_doors, hazard_hand=(GIANT_SPIDERS,)))
    assert only(facts, "HazardPlayed")["keyed"] == "region-type:border-land"
    facts, after = advance_from(BEFORE, replace(with_doors, hazard_hand=(GIANT_SPIDERS,)), 7)
    assert not of_kind(facts, "HazardPlayed") and after.row == (GIANT_SPIDERS,)


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-14", "BWJ-LONG-1")
def test_the_nazgul_are_abroad_key_nazgul_to_a_ring_bearer() -> None:
    # Staying at Moria, a Shadow-hold: any Ring will do.
    assert _keys(_company("Moria", "Moria", (), (ABROAD,), ring=MAGIC_RING), WITCH_KING) == \
        ["site-type:shadow-hold"]
    assert _keys(_company("Moria", "Moria", (), (ABROAD,)), WITCH_KING) is None  # no Ring
    assert _keys(_company("Moria", "Moria", ring=MAGIC_RING), WITCH_KING) is None  # not in play
    # Through a Shadow-land: Lórien to Bandit Lair, a Ruins & Lairs.
    assert _keys(_company("Lórien", "Bandit Lair", (), (ABROAD,), ring=MAGIC_RING),
                 WITCH_KING) == ["region-type:shadow-land"]
    # At a Ruins & Lairs staying, only The One Ring draws them.
    assert _keys(_company("Weathertop", "Weathertop", (), (ABROAD,), ring=MAGIC_RING),
                 WITCH_KING) is None
    assert _keys(_company("Weathertop", "Weathertop", (), (ABROAD,), ring=ONE_RING),
                 WITCH_KING) == ["site-type:ruins-and-lairs"]
    # Never at a Haven, The One Ring or not.
    assert _keys(_company("Rivendell", "Rivendell", (), (ABROAD,), ring=ONE_RING),
                 WITCH_KING) is None
    # Wolves are no Nazgûl.
    assert _keys(_company("Weathertop", "Weathertop", (), (ABROAD,), ring=ONE_RING),
                 GIANT_SPIDERS) is None
    assert _keys(_company("Moria", "Moria", (), (ABROAD,), ring=MAGIC_RING), WITCH_KING,
                 ruleset=BEFORE) is None


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-LONG-1", "BWJ-SEQ-11")
def test_the_nazgul_are_abroad_stays_in_play_and_is_not_played_twice() -> None:
    facts, after = advance(replace(_company("Lórien", "Moria"), hazard_hand=(ABROAD,)))
    assert only(facts, "HazardPlayed")["stays"] is True and after.environments == (ABROAD,)
    facts, after = advance(replace(_company("Lórien", "Moria", (), (ABROAD,)),
                                   hazard_hand=(ABROAD,)))
    assert not of_kind(facts, "HazardPlayed") and after.row == (ABROAD,)
    facts, after = advance_from(BEFORE, replace(_company("Lórien", "Moria"),
                                                hazard_hand=(ABROAD,)), 7)
    assert after.environments == () and after.hazard_discard[-1] == ABROAD


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-11", "BWJ-SEQ-15")
def test_morgul_horse_keys_the_next_nazgul_to_a_shadow_land() -> None:
    # Lórien to Bandit Lair: a Wilderness and a Shadow-land; the Witch-king keys to neither.
    moving = _company("Lórien", "Bandit Lair")
    assert _keys(moving, WITCH_KING) is None
    # The Witch-king turned up first stays face up; Morgul-horse, played on the company, lets
    # him come, checked again first (BWJ-SEQ-11); his attack ends it.
    facts, after = advance(replace(moving, hazard_hand=(WITCH_KING, MORGUL_HORSE),
                                   hazard_limit=3))
    assert [(f["card"], f.data.get("keyed")) for f in of_kind(facts, "HazardPlayed")] == \
        [(MORGUL_HORSE, None), (WITCH_KING, "region-type:shadow-land")]
    in_force = only(facts, "HazardEffectInForce")
    assert (in_force.rule, in_force["effect"], in_force["target"]) == \
        ("BWJ-SEQ-15", "nazgul-keyed-to-shadow-land", "company")
    assert RULESET.narrate(in_force) == \
        "Morgul-horse is in force this turn: the company's next Nazgûl may also be keyed " \
        "to a Shadow-land. [BWJ-SEQ-15]"
    assert only(facts, "AttackDeclared")["hazard_events"] == [MORGUL_HORSE]
    assert after.hazard_effects == ()
    # Not through a Shadow-land it lets him nowhere; the version before plays it for nothing.
    staying = replace(_company("Moria", "Moria"), hazard_hand=(WITCH_KING, MORGUL_HORSE))
    facts, after = advance(staying)
    assert [f["card"] for f in of_kind(facts, "HazardPlayed")] == [MORGUL_HORSE]
    assert after.row == (WITCH_KING,)
    facts, after = advance_from(BEFORE, replace(moving, hazard_hand=(WITCH_KING,
                                                                     MORGUL_HORSE)), 7)
    assert [f["card"] for f in of_kind(facts, "HazardPlayed")] == [MORGUL_HORSE]
    assert not of_kind(facts, "HazardEffectInForce") and after.row == (WITCH_KING,)


@pytest.mark.rule("BWJ-SEQ-10")
def test_the_coverage_reads_the_further_keying(starter: Catalog) -> None:
    assert coverage.in_ruleset("burglar", starter.get(PACK)) == \
        coverage.InRuleset(coverage.SCRIPTED)
    for card in (ABROAD, MORGUL_HORSE):
        found = coverage.in_ruleset("burglar", starter.get(card))
        assert found.status == coverage.SCRIPTED and "never arises" in found.missing, card
